/**
 * Operator identities (named keys with a role), the audit trail of operator
 * writes, and partner suspension: through the real app and database.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFixedTermProduct, newInstitution, newIssue, uniqueId } from '../../test/builders/products.js';
import { expectErrorBody, fetchAccessToken, startTestPlatform, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

/** An operator API call with a given key. */
function withKey(key: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { authorization: `Bearer ${key}`, ...(options.headers ?? {}) } });
}

async function createKey(name: string, role: 'viewer' | 'admin'): Promise<{ operatorKeyId: string; key: string }> {
  const response = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name, role } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function audit(query: string): Promise<Record<string, unknown>[]> {
  const response = await t.operator({ method: 'GET', url: `/operator/audit?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
}

describe('operator keys', () => {
  it('are shown once, stored as hashes, and listed without the key', async () => {
    const created = await createKey(uniqueId('alice'), 'admin');
    expect(created.key).toMatch(/^opk_/);
    const listed = (await t.operator({ method: 'GET', url: '/operator/operator-keys' })).json().operatorKeys;
    const mine = listed.find((k: { operatorKeyId: string }) => k.operatorKeyId === created.operatorKeyId);
    expect(mine).toMatchObject({ role: 'admin', createdBy: 'bootstrap', revokedAtUtc: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(created.key.startsWith(mine.keyPrefix)).toBe(true);
    const stored = await t.platform.db.selectFrom('operator_keys').selectAll().where('operator_key_id', '=', created.operatorKeyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.key);
  });

  it('let a viewer read and answer 403 with the error body to its writes', async () => {
    const viewer = await createKey(uniqueId('auditor'), 'viewer');
    expect((await withKey(viewer.key, { method: 'GET', url: '/operator/partners' })).statusCode).toBe(200);
    expect((await withKey(viewer.key, { method: 'GET', url: '/operator/audit' })).statusCode).toBe(200);
    const me = await withKey(viewer.key, { method: 'GET', url: '/operator/me' });
    expect(me.json()).toEqual({ name: expect.stringContaining('auditor'), role: 'viewer', operatorKeyId: viewer.operatorKeyId });
    expect((await t.operator({ method: 'GET', url: '/operator/me' })).json()).toEqual({ name: 'bootstrap', role: 'admin', operatorKeyId: null });
    const write = await withKey(viewer.key, { method: 'POST', url: '/operator/partners', payload: { name: 'Nope', role: 'wealth' } });
    expect(expectErrorBody(write, 403, 'Forbidden').ErrorDescription).toContain('viewer');
    const ownKey = await withKey(viewer.key, { method: 'POST', url: '/operator/operator-keys', payload: { name: uniqueId('escalate'), role: 'admin' } });
    expectErrorBody(ownKey, 403, 'Forbidden');
  });

  it('let an admin key write, in its own name', async () => {
    const name = uniqueId('bob');
    const admin = await createKey(name, 'admin');
    const response = await withKey(admin.key, { method: 'POST', url: '/operator/partners', payload: { name: 'Bob onboarded', role: 'wealth' } });
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await audit(`objectType=partner&objectId=${response.json().financialPartnerId}`);
    expect(entry).toMatchObject({ operatorName: name, operatorKeyId: admin.operatorKeyId, operatorRole: 'admin', method: 'POST', endpoint: '/operator/partners', before: null });
    expect(entry.after).toEqual({ name: 'Bob onboarded', role: 'wealth', clientId: response.json().clientId });
    // Never a secret in the trail.
    expect(JSON.stringify(entry)).not.toContain(response.json().clientSecret);
    expect(JSON.stringify(entry)).not.toContain(response.json().subscriptionKey);
  });

  it('stop working once revoked; revoking twice is 409; a live name cannot be reused', async () => {
    const name = uniqueId('carol');
    const key = await createKey(name, 'admin');
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name, role: 'viewer' } }), 409, 'Conflict');
    const revoked = await t.operator({ method: 'DELETE', url: `/operator/operator-keys/${key.operatorKeyId}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'bootstrap' });
    expectErrorBody(await withKey(key.key, { method: 'GET', url: '/operator/partners' }), 401, 'Unauthorized');
    expectErrorBody(await t.operator({ method: 'DELETE', url: `/operator/operator-keys/${key.operatorKeyId}` }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'DELETE', url: '/operator/operator-keys/no-such-key' }), 404, 'NotFound');
    // The name is free again once its key is revoked.
    await createKey(name, 'viewer');
    const trail = await audit(`objectType=operator-key&objectId=${key.operatorKeyId}`);
    expect(trail.map((e) => [e.method, (e.after as { revokedBy: string | null }).revokedBy])).toEqual([
      ['DELETE', 'bootstrap'],
      ['POST', null],
    ]);
  });

  it('one live key per name holds under concurrency: 10 creations of one name at once make one key, the rest 409 (never a 500)', async () => {
    const name = uniqueId('dave');
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name, role: 'viewer' } })));
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) expectErrorBody(refused, 409, 'Conflict');
    const created = responses.find((r) => r.statusCode === 201)?.json() as { operatorKeyId: string };
    // The refused ones left no trace in the audit log.
    expect((await audit(`objectType=operator-key&limit=200`)).filter((e) => (e.after as { name?: string } | null)?.name === name).map((e) => e.objectId)).toEqual([
      created.operatorKeyId,
    ]);
  });

  it('are listed a page at a time, filtered by role, revoked ones only when asked', async () => {
    const first = await createKey(uniqueId('paged-viewer'), 'viewer');
    const second = await createKey(uniqueId('paged-viewer'), 'viewer');
    await t.operator({ method: 'DELETE', url: `/operator/operator-keys/${second.operatorKeyId}` });
    const ids = async (query: string) => {
      const seen: string[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const response = await t.operator({ method: 'GET', url: `/operator/operator-keys?${query}&pageSize=1&pageNumber=${pageNumber}` });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        expect(page).toMatchObject({ pageNumber, pageSize: 1 });
        expect(page.operatorKeys.length).toBeLessThanOrEqual(1);
        for (const key of page.operatorKeys) {
          expect(key.role).toBe('viewer');
          seen.push(key.operatorKeyId);
        }
        if (!page.hasMore) return seen;
      }
    };
    const live = await ids('role=viewer');
    expect(live).toContain(first.operatorKeyId);
    expect(live).not.toContain(second.operatorKeyId);
    const all = await ids('role=viewer&includeRevoked=true');
    expect(all).toEqual(expect.arrayContaining([first.operatorKeyId, second.operatorKeyId]));
    expect(all.length).toBe(new Set(all).size);
    for (const query of ['pageSize=0', 'pageSize=201', 'pageNumber=0', 'role=root']) {
      expectErrorBody(await t.operator({ method: 'GET', url: `/operator/operator-keys?${query}` }), 400);
    }
  });

  it('answer 401 to a key that is not one, whatever it looks like', async () => {
    for (const key of ['opk_not-a-real-key', 'x'.repeat(300), 'bootstrap']) {
      expectErrorBody(await withKey(key, { method: 'GET', url: '/operator/partners' }), 401, 'Unauthorized');
    }
  });
});

describe('the audit log', () => {
  it("answers who changed a product's rate, with the rate before and after", async () => {
    const name = uniqueId('rates-desk');
    const admin = await createKey(name, 'admin');
    const institutionId = uniqueId('FI');
    const productId = uniqueId('AUDIT-FT');
    expect((await withKey(admin.key, { method: 'PUT', url: `/operator/institutions/${institutionId}`, payload: newInstitution() })).statusCode).toBe(201);
    expect((await withKey(admin.key, { method: 'PUT', url: `/operator/products/${productId}`, payload: newFixedTermProduct(institutionId) })).statusCode).toBe(201);
    expect((await withKey(admin.key, { method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue({ ratePercent: 4.5 }) })).statusCode).toBe(201);
    const published = await withKey(admin.key, { method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: { ratePercent: 4.75 } });
    expect(published.statusCode, published.body).toBe(201);

    const [latest, opened] = await audit(`objectType=product-issue&objectId=${encodeURIComponent(`${productId}#1`)}`);
    expect(latest).toMatchObject({ operatorName: name, method: 'POST', endpoint: '/operator/products/:productId/issues/:issueNumber/versions' });
    expect(latest.before).toMatchObject({ version: 1, ratePercent: '4.5000' });
    expect(latest.after).toMatchObject({ version: 2, ratePercent: '4.7500' });
    expect(opened.before).toBeNull();
    // For people: the path called, the object's name, and what changed in readable values (the rate as a percentage, the AER with it).
    const product = newFixedTermProduct(institutionId);
    expect(latest).toMatchObject({ path: `/operator/products/${productId}/issues/1/versions`, objectName: `${product.productName}, issue 1` });
    const changes = latest.changes as { field: string; before: string | null; after: string | null }[];
    expect(changes.find((c) => c.field === 'ratePercent')).toEqual({ field: 'ratePercent', before: '4.5%', after: '4.75%' });
    expect(changes.find((c) => c.field === 'version')).toEqual({ field: 'version', before: '1', after: '2' });
    expect(changes.map((c) => c.field)).not.toContain('minimum');
    // Money is major units with the product's currency.
    expect((opened.changes as { field: string; after: string | null }[]).find((c) => c.field === 'minimum')?.after).toMatch(/^[\d,]+\.\d{2} GBP$/);
    // Every write of this operator, newest first: version, issue, product, institution (and its key's creation is the bootstrap's).
    expect((await audit(`operatorName=${name}`)).map((e) => e.objectType)).toEqual(['product-issue', 'product-issue', 'product', 'institution']);
  });

  it('has no entry for a write that failed, and refuses to be changed', async () => {
    const before = (await audit('limit=200')).length;
    const refused = await t.operator({ method: 'POST', url: '/operator/products/NO-SUCH-PRODUCT/issues/1/versions', payload: { ratePercent: 5 } });
    expect(refused.statusCode).toBe(404);
    expect((await audit('limit=200')).length).toBe(before);
    await expect(t.platform.db.updateTable('operator_audit_log').set({ operator_name: 'someone else' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.platform.db.deleteFrom('operator_audit_log').execute()).rejects.toThrow(/append-only/);
  });

  it('pages with before= and filters by time', async () => {
    const all = await audit('limit=200');
    expect(all.length).toBeGreaterThan(3);
    const [first, second] = await audit('limit=2');
    const next = await audit(`limit=2&before=${second.auditId}`);
    expect(next[0].auditId).toBe(all[2].auditId);
    expect(first.auditId).toBe(all[0].auditId);
    expect(await audit('from=2100-01-01T00:00:00Z')).toEqual([]);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/audit?before=abc' }), 400);
  });
});

describe('suspending a partner', () => {
  it('answers 401 to its token requests and API calls with a description that says so, keeps its data, and lifts on reactivation', async () => {
    const partner = await t.newPartner();
    const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: (await import('../../test/builders/clients.js')).newIndividualClient() });
    expect(created.statusCode).toBe(201);
    const clientReference = created.json().clientReference;

    const suspended = await t.operator({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/suspend`, payload: { reason: 'Unpaid invoice' } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'Suspended', suspensionReason: 'Unpaid invoice' });
    const call = await t.as(partner, { method: 'GET', url: `/clients/${clientReference}` });
    expect(expectErrorBody(call, 401, 'Unauthorized').ErrorDescription).toMatch(/suspended/);
    await expect(fetchAccessToken(t.app, partner)).rejects.toThrow(/suspended/);
    expectErrorBody(await t.operator({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/suspend`, payload: { reason: 'again' } }), 409, 'Conflict');
    const listed = (await t.operator({ method: 'GET', url: '/operator/partners?suspended=true&pageSize=500' })).json().partners;
    expect(listed.map((p: { financialPartnerId: string }) => p.financialPartnerId)).toContain(partner.financialPartnerId);

    const reactivated = await t.operator({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/reactivate` });
    expect(reactivated.json()).toMatchObject({ status: 'Active', suspendedAtUtc: null });
    const again = await t.as(partner, { method: 'GET', url: `/clients/${clientReference}` });
    expect(again.statusCode).toBe(200);
    const trail = await audit(`objectType=partner&objectId=${partner.financialPartnerId}`);
    expect(trail.map((e) => [e.endpoint, (e.after as { suspensionReason: string | null }).suspensionReason])).toEqual([
      ['/operator/partners/:financialPartnerId/reactivate', null],
      ['/operator/partners/:financialPartnerId/suspend', 'Unpaid invoice'],
    ]);
  });

  it('finds partners by part of their name, and an unknown one is 404', async () => {
    const name = uniqueId('Findable Pensions');
    const onboarded = (await t.operator({ method: 'POST', url: '/operator/partners', payload: { name, role: 'pension' } })).json();
    const found = (await t.operator({ method: 'GET', url: `/operator/partners?search=${encodeURIComponent(name.slice(-8).toLowerCase())}` })).json().partners;
    expect(found.map((p: { financialPartnerId: string }) => p.financialPartnerId)).toEqual([onboarded.financialPartnerId]);
    expect((await t.operator({ method: 'GET', url: `/operator/partners/${onboarded.financialPartnerId}` })).json()).toMatchObject({ name, status: 'Active' });
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/partners/no-such-partner' }), 404, 'NotFound');
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/partners/no-such-partner/suspend', payload: { reason: 'x' } }), 404, 'NotFound');
  });
});
