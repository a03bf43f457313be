/** The operator API's partner onboarding, through the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

async function onboard(name = 'Northwind Pensions', role = 'pension') {
  const response = await t.operator({ method: 'POST', url: '/operator/partners', payload: { name, role } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the operator key', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer wrong-key' }],
    ['the key without Bearer', { authorization: 'test-operator-key' }],
  ])('answers 401 with the error body for %s', async (_what, headers) => {
    for (const [method, url] of [
      ['GET', '/operator/partners'],
      ['POST', '/operator/partners'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { name: 'X', role: 'wealth' } } : {}) });
      expectErrorBody(response, 401, 'Unauthorized');
    }
  });

  it('refuses a partner subscription key and token in place of the operator key', async () => {
    const partner = await t.newPartner();
    const response = await t.app.inject({ method: 'GET', url: '/operator/partners', headers: await partner.headers() });
    expectErrorBody(response, 401, 'Unauthorized');
  });
});

describe('POST /operator/partners', () => {
  it('answers 201 with the partner and its credentials, shown once', async () => {
    const created = await onboard('Northwind Pensions', 'pension');
    expect(created).toEqual({
      financialPartnerId: expect.any(String),
      name: 'Northwind Pensions',
      role: 'pension',
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      subscriptionKey: expect.any(String),
    });
    expect(created.clientSecret.length).toBeGreaterThanOrEqual(40);
    expect(created.subscriptionKey.length).toBeGreaterThanOrEqual(30);
  });

  it('gives credentials that obtain a token carrying the role', async () => {
    const created = await onboard('Institution Co', 'institution');
    const token = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.json().access_token.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ financial_partner_id: created.financialPartnerId, role: 'institution' });
  });

  it.each([
    [{ name: 'X' }, 'role', 'required'],
    [{ role: 'wealth' }, 'name', 'required'],
    [{ name: 'X', role: 'banker' }, 'role', 'enum'],
    [{ name: '', role: 'wealth' }, 'name', 'required'],
  ])('answers 400 for %j', async (payload, field, reason) => {
    const response = await t.operator({ method: 'POST', url: '/operator/partners', payload });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field, reason }]);
  });
});

describe('GET /operator/partners', () => {
  it('lists partners without any secret', async () => {
    const created = await onboard('Listed Ltd', 'wealth');
    const response = await t.operator({ method: 'GET', url: '/operator/partners' });
    expect(response.statusCode).toBe(200);
    const listed = response.json().partners.find((p: { financialPartnerId: string }) => p.financialPartnerId === created.financialPartnerId);
    expect(listed).toEqual({
      financialPartnerId: created.financialPartnerId,
      name: 'Listed Ltd',
      role: 'wealth',
      clientId: created.clientId,
      createdAtUtc: '2026-03-02T09:00:00.0000000+00:00',
      status: 'Active',
      suspendedAtUtc: null,
      suspensionReason: null,
      fscsPolicy: 'warn',
    });
    expect(response.body).not.toContain(created.clientSecret);
    expect(response.body).not.toContain(created.subscriptionKey);
  });

  it('pages the list: hasMore until the last page, every partner once', async () => {
    await onboard('Paged One');
    await onboard('Paged Two');
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await t.operator({ method: 'GET', url: `/operator/partners?search=Paged&pageSize=1&pageNumber=${pageNumber}` })).json();
      expect(page).toMatchObject({ pageNumber, pageSize: 1 });
      seen.push(...page.partners.map((p: { name: string }) => p.name));
      if (!page.hasMore) break;
    }
    expect(seen.sort()).toEqual(['Paged One', 'Paged Two']);
    expect((await t.operator({ method: 'GET', url: '/operator/partners' })).json()).toMatchObject({ pageNumber: 1, pageSize: 100 });
  });
});

describe('POST /operator/partners/{financialPartnerId}/credentials/rotate', () => {
  it('answers 200 with new credentials for the same partner', async () => {
    const created = await onboard();
    const response = await t.operator({ method: 'POST', url: `/operator/partners/${created.financialPartnerId}/credentials/rotate` });
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(rotated).toMatchObject({ financialPartnerId: created.financialPartnerId, name: created.name, role: created.role });
    expect(rotated.clientSecret).not.toBe(created.clientSecret);
    expect(rotated.subscriptionKey).not.toBe(created.subscriptionKey);
  });

  it('answers 404 for an unknown partner', async () => {
    const response = await t.operator({ method: 'POST', url: '/operator/partners/no-such-partner/credentials/rotate' });
    expectErrorBody(response, 404, 'NotFound');
  });
});

describe('POST /operator/partners/{financialPartnerId}/introducers', () => {
  it('answers 201 with the introducer, and lists it for that partner only', async () => {
    const created = await onboard();
    const other = await onboard('Other Partner');
    const response = await t.operator({
      method: 'POST',
      url: `/operator/partners/${created.financialPartnerId}/introducers`,
      payload: { introducerType: 'individual', title: 'Mr', firstName: 'Sam', lastName: 'Lee', emailAddress: 'sam@example.com' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const introducer = response.json();
    expect(introducer).toEqual({
      introducerId: expect.any(String),
      financialPartnerId: created.financialPartnerId,
      introducerType: 'individual',
      title: 'Mr',
      firstName: 'Sam',
      lastName: 'Lee',
      emailAddress: 'sam@example.com',
      createdAtUtc: '2026-03-02T09:00:00.0000000+00:00',
      updatedAtUtc: '2026-03-02T09:00:00.0000000+00:00',
    });
    const listed = await t.operator({ method: 'GET', url: `/operator/partners/${created.financialPartnerId}/introducers` });
    expect(listed.json()).toEqual({ introducers: [introducer], pageNumber: 1, pageSize: 50, hasMore: false, totalCount: 1, totalCountCapped: false });
    const otherList = await t.operator({ method: 'GET', url: `/operator/partners/${other.financialPartnerId}/introducers` });
    expect(otherList.json()).toEqual({ introducers: [], pageNumber: 1, pageSize: 50, hasMore: false, totalCount: 0, totalCountCapped: false });
  });

  it('lists them a page at a time, filtered by type', async () => {
    const created = await onboard();
    const url = `/operator/partners/${created.financialPartnerId}/introducers`;
    const ids: string[] = [];
    for (const payload of [
      { introducerType: 'business', companyName: 'First Ltd' },
      { introducerType: 'individual', firstName: 'Ann', lastName: 'Ray' },
      { introducerType: 'business', companyName: 'Second Ltd' },
    ]) {
      const response = await t.operator({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().introducerId);
    }
    const first = (await t.operator({ method: 'GET', url: `${url}?pageSize=2` })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, hasMore: true });
    const second = (await t.operator({ method: 'GET', url: `${url}?pageSize=2&pageNumber=2` })).json();
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, hasMore: false });
    // The pages split the list: every introducer once (the test clock stands still, so ties fall to the id).
    expect([...first.introducers, ...second.introducers].map((i: { introducerId: string }) => i.introducerId).sort()).toEqual(ids.sort());
    const businesses = (await t.operator({ method: 'GET', url: `${url}?introducerType=business` })).json();
    expect(businesses.introducers.map((i: { companyName: string }) => i.companyName).sort()).toEqual(['First Ltd', 'Second Ltd']);
    for (const query of ['introducerType=robot', 'pageSize=0', 'pageSize=201']) {
      expectErrorBody(await t.operator({ method: 'GET', url: `${url}?${query}` }), 400);
    }
  });

  it('answers 404 to listing the introducers of an unknown partner, not an empty list', async () => {
    for (const id of ['nobody', '00000000-0000-4000-8000-000000000000']) {
      expectErrorBody(await t.operator({ method: 'GET', url: `/operator/partners/${id}/introducers` }), 404, 'NotFound');
    }
  });

  it('answers 404 for an unknown partner', async () => {
    const response = await t.operator({ method: 'POST', url: '/operator/partners/nobody/introducers', payload: { introducerType: 'business', companyName: 'X' } });
    expectErrorBody(response, 404, 'NotFound');
  });

  it('answers 400 for an unknown introducerType', async () => {
    const created = await onboard();
    const response = await t.operator({ method: 'POST', url: `/operator/partners/${created.financialPartnerId}/introducers`, payload: { introducerType: 'robot' } });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'introducerType', reason: 'enum' }]);
  });
});
