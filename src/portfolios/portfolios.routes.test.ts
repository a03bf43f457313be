import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../../test/builders/clients.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import type { Db } from '../database.js';
import { runInterestJobsForDates } from '../../test/builders/ledger.js';
import { createInterestJobs } from '../ledger/interest.jobs.js';
import { openAccount } from '../../test/builders/ledger.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';

let t: TestPlatform;
let db: Db;
let partner: TestPartner;
let other: TestPartner;
let fixedTerm: TestProduct;
let instantAccess: TestProduct;

beforeAll(async () => {
  t = await startTestPlatform();
  db = t.platform.db;
  [partner, other] = [await t.newPartner(), await t.newPartner()];
  fixedTerm = await insertProduct(db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month', interestPaidType: 'AtMaturity', ratePercent: '5.0000' });
  instantAccess = await insertProduct(db, { termType: 'InstantAccess', interestPaidType: 'Daily', interestPaysFrequency: 'Month', ratePercent: '3.0000' });
});
afterAll(async () => t?.close());

async function newClient(owner: TestPartner = partner): Promise<string> {
  const response = await t.as(owner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
  expect(response.statusCode).toBe(201);
  return response.json().clientReference;
}

describe('GET /financial-partners/clients/{clientReference}/portfolios', () => {
  it('answers one item per currency with full deposit accounts, interest figures and links', async () => {
    const client = await newClient();
    const now = t.clock.now();
    await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: fixedTerm,
      openedOn: '2026-03-02',
      maturesOn: '2027-03-02',
      amountMinor: 1_000_000n,
      now,
    });
    await openAccount(db, { financialPartnerId: partner.financialPartnerId, clientReference: client, product: instantAccess, openedOn: '2026-03-02', amountMinor: 100_000n, now });
    await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instantAccess,
      currencyCode: 'EUR',
      openedOn: '2026-03-02',
      amountMinor: 50_000n,
      now,
    });

    const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['api-version']).toBe('2020-04-01');
    expect(new Date(String(response.headers['last-modified'])).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000);
    const body = response.json();
    expect(body.portfolioInformation.map((p: { portfolio: { currencyCode: string } }) => p.portfolio.currencyCode)).toEqual(['EUR', 'GBP']);
    const gbp = body.portfolioInformation[1];
    expect(gbp.clientReference).toBe(client);
    expect(gbp.pendingPaymentBatchItems).toEqual([]);
    expect(gbp.links).toEqual([
      { rel: 'self', href: `/financial-partners/clients/${client}/portfolios` },
      { rel: 'pendingInstructions', href: `/financial-partners/clients/${client}/pending-instructions?currencyCode=GBP` },
    ]);
    expect(gbp.portfolio.portfolioVersion).toBe(2);
    // Same opening day and time: the order between them is by account id, so pick them by product.
    const byProduct = (id: string) => gbp.portfolio.depositAccounts.find((a: { productId: string }) => a.productId === id);
    const [fixed, instant] = [byProduct(fixedTerm.productId), byProduct(instantAccess.productId)];
    expect(gbp.portfolio.depositAccounts).toHaveLength(2);
    expect(fixed).toMatchObject({
      productId: fixedTerm.productId,
      productIssueNumber: 1,
      productVersionOnAccountOpen: 1,
      accountStatus: 'Open',
      dateAccountOpenedUTC: '2026-03-02T00:00:00.0000000+00:00',
      dateAccountMaturesUTC: '2027-03-02T00:00:00.0000000+00:00',
      amount: 10000,
      interestAccruedAmount: 0,
      interestPaidAmount: 0,
      // 365 days at 4.75% net on £10,000, paid at maturity.
      interestExpectedAmount: 475,
    });
    expect(instant).toMatchObject({
      productId: instantAccess.productId,
      dateAccountMaturesUTC: null,
      amount: 1000,
      // 12 months from 2 March 2026 at 2.75% net, posted monthly: the same projection as the product summary.
      interestExpectedAmount: 27.85,
    });
  });

  it('shows accrued and paid interest as the interest jobs move them', async () => {
    const client = await newClient();
    await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instantAccess,
      openedOn: '2026-03-02',
      amountMinor: 100_000n,
      now: t.clock.now(),
    });
    await runInterestJobsForDates(createInterestJobs(t.platform), ['2026-03-02', '2026-03-03', '2026-03-04']);
    const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    const [account] = response.json().portfolioInformation[0].portfolio.depositAccounts;
    // 3 days x 7.5342p = 22.60p accrued (2.75% net on £1,000), nothing posted before the monthly anniversary.
    expect(account).toMatchObject({ amount: 1000, interestAccruedAmount: 0.23, interestPaidAmount: 0 });
    // A day's accrual is no change the version counts (docs/portfolios.md): the opening was the only one.
    expect(response.json().portfolioInformation[0].portfolio.portfolioVersion).toBe(1);
  });

  it('answers 200 with an empty list for a known client with no portfolio yet', async () => {
    const client = await newClient();
    const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ portfolioInformation: [] });
  });

  it("answers 404 for an unknown client and for another partner's client", async () => {
    expectErrorBody(await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${randomUUID()}/portfolios` }), 404, 'NotFound');
    const theirs = await newClient(other);
    await openAccount(db, {
      financialPartnerId: other.financialPartnerId,
      clientReference: theirs,
      product: instantAccess,
      openedOn: '2026-03-02',
      amountMinor: 100_000n,
      now: t.clock.now(),
    });
    expectErrorBody(await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${theirs}/portfolios` }), 404, 'NotFound');
    expectErrorBody(await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${theirs}/pending-instructions` }), 404, 'NotFound');
    expect((await t.as(other, { method: 'GET', url: `/financial-partners/clients/${theirs}/portfolios` })).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since after the last change, and 200 again once a portfolio changes', async () => {
    const client = await newClient();
    const opened = t.clock.now();
    await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instantAccess,
      openedOn: '2026-03-02',
      amountMinor: 100_000n,
      now: opened,
    });
    const url = `/financial-partners/clients/${client}/portfolios`;
    const get = (since: string) => t.as(partner, { method: 'GET', url, headers: { 'if-modified-since': since } });

    const before = new Date(opened.getTime() - 1).toISOString();
    expect((await get(before)).statusCode).toBe(200);
    const unchanged = await get(opened.toISOString());
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get(opened.toISOString().replace(/Z$/, '0000+00:00'))).statusCode).toBe(304);
    expect((await get(opened.toUTCString())).statusCode).toBe(304);
    expect((await get(new Date(opened.getTime() - 1000).toUTCString())).statusCode).toBe(200);

    t.clock.advanceBy(60_000);
    await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instantAccess,
      openedOn: '2026-03-02',
      amountMinor: 5_000n,
      now: t.clock.now(),
    });
    const changed = await get(opened.toISOString());
    expect(changed.statusCode).toBe(200);
    expect(changed.json().portfolioInformation[0].portfolio.depositAccounts).toHaveLength(2);
    expect((await get(changed.headers['last-modified'] as string)).statusCode).toBe(304);
  });

  it('answers 400 to an If-Modified-Since that is not a date', async () => {
    const client = await newClient();
    for (const since of [
      'yesterday',
      '2026-02-30T00:00:00Z',
      '',
      'Tue, 31 Feb 2026 00:00:00 GMT',
      'Tue, 31 Feb 2026',
      'Sat, 29 Feb 2025 10:00:00 GMT',
      'Mon, 02 Mar 2026 24:00:00 GMT',
    ]) {
      const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios`, headers: { 'if-modified-since': since } });
      const body = expectErrorBody(response, 400);
      expect(body.errors).toEqual([{ field: 'If-Modified-Since', reason: 'format' }]);
    }
  });
});

describe('GET /financial-partners/portfolios', () => {
  let pager: TestPartner;
  const created: string[] = [];

  beforeAll(async () => {
    pager = await t.newPartner();
    for (let i = 0; i < 7; i++) {
      const client = await newClient(pager);
      t.clock.advanceBy(1000);
      const { portfolioId } = await openAccount(db, {
        financialPartnerId: pager.financialPartnerId,
        clientReference: client,
        product: instantAccess,
        openedOn: '2026-03-02',
        amountMinor: 10_000n + BigInt(i),
        now: t.clock.now(),
      });
      created.push(portfolioId);
    }
  });

  it('walks every portfolio exactly once, most recently updated first', async () => {
    const seen: string[] = [];
    let pageCount = Infinity;
    for (let page = 1; page <= pageCount; page++) {
      const response = await t.as(pager, { method: 'GET', url: `/financial-partners/portfolios?PageNumber=${page}&PageSize=3` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ pageNumber: page, pageSize: 3, pageCount: 3, sortOrder: 'updatedDateDesc' });
      for (const item of body.portfolioInformation) {
        seen.push(item.portfolio.portfolioId);
        expect(item.portfolio.depositAccounts).toHaveLength(1);
        expect(item.pendingPaymentBatchItems).toEqual([]);
        expect(item.links).toBeUndefined();
      }
      pageCount = body.pageCount;
    }
    expect(seen).toEqual([...created].reverse());
  });

  it('defaults to page 1 of 50, takes the parameters in any case, and answers an empty page past the end', async () => {
    const defaults = (await t.as(pager, { method: 'GET', url: '/financial-partners/portfolios' })).json();
    expect(defaults).toMatchObject({ pageNumber: 1, pageSize: 50, pageCount: 1 });
    expect(defaults.portfolioInformation).toHaveLength(7);
    const lower = (await t.as(pager, { method: 'GET', url: '/financial-partners/portfolios?pagenumber=2&pagesize=5' })).json();
    expect(lower).toMatchObject({ pageNumber: 2, pageSize: 5, pageCount: 2 });
    expect(lower.portfolioInformation).toHaveLength(2);
    const past = (await t.as(pager, { method: 'GET', url: '/financial-partners/portfolios?PageNumber=9' })).json();
    expect(past).toMatchObject({ pageNumber: 9, pageCount: 1, portfolioInformation: [] });
  });

  it('answers 400 for a page number below 1 or a page size outside 1..100', async () => {
    for (const query of ['PageNumber=0', 'PageSize=0', 'PageSize=101', 'PageNumber=abc', 'PageSize=2.5', 'PageNumber=-1']) {
      expectErrorBody(await t.as(pager, { method: 'GET', url: `/financial-partners/portfolios?${query}` }), 400);
    }
  });

  it("never shows another partner's portfolios", async () => {
    const stranger = await t.newPartner();
    const body = (await t.as(stranger, { method: 'GET', url: '/financial-partners/portfolios' })).json();
    expect(body).toMatchObject({ portfolioInformation: [], pageCount: 0 });
  });
});

describe('pending payment batch items', () => {
  it('lists an accepted deposit until its batch completes, in both portfolio responses and the pendingInstructions link', async () => {
    const client = await newClient();
    const instructionReference = randomUUID();
    const submitted = await t.as(partner, {
      method: 'POST',
      url: '/instruction-request/deposit',
      payload: {
        productReference: instantAccess.productId,
        productIssueNumber: '1',
        productIssueVersionNumber: '1',
        accountReference: client,
        amount: 2500.5,
        instructionReference,
      },
    });
    expect(submitted.statusCode).toBe(202);
    await t.platform.processor.drain();
    const status = await t.as(partner, { method: 'GET', url: `/instruction-request/status/${instructionReference}` });
    expect(status.json().status).toBe('Processed');

    const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    const [item] = response.json().portfolioInformation;
    expect(item.portfolio.depositAccounts).toEqual([]);
    expect(item.pendingPaymentBatchItems).toEqual([
      {
        pendingBatchItemId: instructionReference,
        instructionReference,
        pendingBatchType: 'deposit',
        isClosure: false,
        depositAccountId: '',
        productId: instantAccess.productId,
        productVersion: 1,
        dateAddedUTC: expect.stringMatching(/^2026-03-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}\+00:00$/),
        dateToBeActionedUTC: '2026-03-02T00:00:00.0000000+00:00',
        amount: 2500.5,
      },
    ]);
    const link = item.links.find((l: { rel: string }) => l.rel === 'pendingInstructions').href;
    const pending = await t.as(partner, { method: 'GET', url: link });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ clientReference: client, pendingPaymentBatchItems: item.pendingPaymentBatchItems });
    const otherCurrency = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/pending-instructions?currencyCode=USD` });
    expect(otherCurrency.json().pendingPaymentBatchItems).toEqual([]);

    const page = (await t.as(partner, { method: 'GET', url: '/financial-partners/portfolios?PageSize=100' })).json();
    const paged = page.portfolioInformation.find((p: { clientReference: string }) => p.clientReference === client);
    expect(paged.pendingPaymentBatchItems).toEqual(item.pendingPaymentBatchItems);
  });
});

describe('GET /financial-partners/{financialPartnerId}/introducers/{introducerId}', () => {
  it("answers the caller's own introducer, and 404 for another partner's or an unknown one", async () => {
    const created = await t.operator({
      method: 'POST',
      url: `/operator/partners/${partner.financialPartnerId}/introducers`,
      payload: { introducerType: 'business', companyName: 'Introductions Ltd', emailAddress: 'hello@introductions.example' },
    });
    expect(created.statusCode).toBe(201);
    const { introducerId } = created.json();
    const own = await t.as(partner, { method: 'GET', url: `/financial-partners/${partner.financialPartnerId}/introducers/${introducerId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ introducerId, financialPartnerId: partner.financialPartnerId, introducerType: 'business', companyName: 'Introductions Ltd' });
    expectErrorBody(await t.as(other, { method: 'GET', url: `/financial-partners/${partner.financialPartnerId}/introducers/${introducerId}` }), 404, 'NotFound');
    expectErrorBody(await t.as(other, { method: 'GET', url: `/financial-partners/${other.financialPartnerId}/introducers/${introducerId}` }), 404, 'NotFound');
    expectErrorBody(await t.as(partner, { method: 'GET', url: `/financial-partners/${partner.financialPartnerId}/introducers/${randomUUID()}` }), 404, 'NotFound');
  });
});

describe('Portfolios API authentication and documents', () => {
  it('answers 401 without credentials on every endpoint', async () => {
    for (const url of [
      '/financial-partners/portfolios',
      `/financial-partners/clients/${randomUUID()}/portfolios`,
      `/financial-partners/clients/${randomUUID()}/pending-instructions`,
      `/financial-partners/${partner.financialPartnerId}/introducers/x`,
    ]) {
      expectErrorBody(await t.app.inject({ method: 'GET', url }), 401, 'Unauthorized');
    }
  });

  it('answers 400 UnsupportedApiVersion for another api-version', async () => {
    expectErrorBody(await t.as(partner, { method: 'GET', url: '/financial-partners/portfolios?api-version=2020-08-01' }), 400, 'UnsupportedApiVersion');
  });

  it('serves a valid OpenAPI 3.0.1 document with a description on every field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/financial-partners/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/financial-partners/clients/{clientReference}/fscs-exposure',
      '/financial-partners/clients/{clientReference}/pending-instructions',
      '/financial-partners/clients/{clientReference}/portfolios',
      '/financial-partners/portfolios',
      '/financial-partners/portfolios/walk',
      '/financial-partners/{financialPartnerId}/introducers/{introducerId}',
    ]);
    // Every property of every 200 response schema carries a description.
    const undescribed: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (!property.description && !property.$ref) undescribed.push(`${path}.${name}`);
        walk(property, `${path}.${name}`);
      }
      if (schema.items) walk(schema.items as Record<string, unknown>, `${path}[]`);
    };
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>,
    )) {
      walk(operations.get.responses['200'].content?.['application/json'].schema, path);
    }
    expect(undescribed).toEqual([]);
  });
});
