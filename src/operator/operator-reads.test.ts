/**
 * The operator's reads across partners, through the real app: a deposit is
 * followed from its request to its batch, its account and the ledger entries
 * it caused; batches, requests and clients are searched and paged; bad
 * filters are 400s and unknown ids 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let alpha: TestPartner;
let beta: TestPartner;
let clientOfAlpha: string;
let settledReference: string;
let rejectedReference: string;
let openReference: string;
const DAY = '2026-03-02';

beforeAll(async () => {
  t = await startTestPlatform();
  alpha = await t.newPartner();
  beta = await t.newPartner();
  const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const a = driver(t, alpha);
  const b = driver(t, beta);
  clientOfAlpha = await a.newClient();
  const clientOfBeta = await b.newClient();
  settledReference = await a.submitOk('deposit', newDeposit(product, clientOfAlpha, { amount: 1234.56 }));
  rejectedReference = await a.submitOk('deposit', newDeposit(product, clientOfAlpha, { amount: 10, productIssueNumber: '99' }));
  await b.submitOk('deposit', newDeposit(product, clientOfBeta, { amount: 7000 }));
  await a.run();
  await b.run();
  // Alpha closes its batch and it settles; beta's stays Locked: waiting for its partner.
  await a.settle(DAY, 'deposit');
  // A second deposit of the next day stays in an Open batch.
  openReference = await a.submitOk('deposit', newDeposit(product, clientOfAlpha, { amount: 5000 }));
  await a.run();
});
afterAll(async () => t?.close());

async function get(url: string) {
  return t.operator({ method: 'GET', url });
}

async function getOk(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("GET /operator/instruction-requests/{partner}/{reference}: a request's whole story", () => {
  it('follows a settled deposit to its batch, its account and the ledger entry it caused', async () => {
    const story = await getOk(`/operator/instruction-requests/${alpha.financialPartnerId}/${settledReference}`);
    expect(story.request).toMatchObject({
      instructionReference: settledReference,
      requestType: 'deposit',
      status: 'Processed',
      amount: 1234.56,
      currencyCode: 'GBP',
      clientReference: clientOfAlpha,
    });
    expect(story.instruction).toMatchObject({ instructionReference: settledReference, amount: 1234.56, state: 'Settled', currencyCode: 'GBP' });
    expect(story.batch).toMatchObject({
      instructionBatchId: story.instruction.instructionBatchId,
      instructionBatchStatus: 'Completed',
      financialPartnerId: alpha.financialPartnerId,
      instructionCount: 1,
    });
    expect(story.account).toMatchObject({ depositAccountId: story.instruction.depositAccountId, amount: 1234.56, accountStatus: 'Open' });
    expect(story.ledgerEntries).toEqual([expect.objectContaining({ entryType: 'Deposit', amount: 1234.56, instructionId: story.instruction.instructionId })]);
  });

  it('shows a rejected request with its reason and nothing it did not cause', async () => {
    const story = await getOk(`/operator/instruction-requests/${alpha.financialPartnerId}/${rejectedReference.toUpperCase()}`);
    expect(story.request.status).toBe('Rejected');
    expect(story.request.statusReason).toEqual(expect.any(String));
    expect(story).toMatchObject({ instruction: null, batch: null, account: null, ledgerEntries: [] });
  });

  it("is 404 for another partner's reference and for an unknown one", async () => {
    expectErrorBody(await get(`/operator/instruction-requests/${beta.financialPartnerId}/${settledReference}`), 404, 'NotFound');
    expectErrorBody(await get(`/operator/instruction-requests/${alpha.financialPartnerId}/00000000-0000-0000-0000-000000000000`), 404, 'NotFound');
  });
});

describe('GET /operator/deposit-accounts/{id}', () => {
  it('gives the account with its ledger entries, newest first', async () => {
    const story = await getOk(`/operator/instruction-requests/${alpha.financialPartnerId}/${settledReference}`);
    const account = await getOk(`/operator/deposit-accounts/${story.instruction.depositAccountId}`);
    expect(account.account).toMatchObject({ financialPartnerId: alpha.financialPartnerId, clientReference: clientOfAlpha, amount: 1234.56, currencyCode: 'GBP' });
    expect(account.ledgerEntries.map((e: { amount: number }) => e.amount)).toEqual([1234.56]);
    expect(Array.isArray(account.accruals)).toBe(true);
    expect(Array.isArray(account.postings)).toBe(true);
  });

  it('is 404 for an unknown account', async () => {
    expectErrorBody(await get('/operator/deposit-accounts/no-such-account'), 404, 'NotFound');
  });
});

describe('GET /operator/instruction-requests (search)', () => {
  it('filters by partner, status and client, newest first, and pages', async () => {
    const ofAlpha = await getOk(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}`);
    expect(ofAlpha.instructionRequests.map((r: { instructionReference: string }) => r.instructionReference)).toEqual([openReference, rejectedReference, settledReference]);
    const rejected = await getOk(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}&status=Rejected`);
    expect(rejected.instructionRequests.map((r: { instructionReference: string }) => r.instructionReference)).toEqual([rejectedReference]);
    // Each row names its partner and its rejection reason, so a list reads without opening each request.
    const alphaName = (await getOk(`/operator/partners/${alpha.financialPartnerId}`)).name;
    expect(rejected.instructionRequests[0]).toMatchObject({
      financialPartnerId: alpha.financialPartnerId,
      financialPartnerName: alphaName,
      statusReasonCode: 'ProductIssueNotFound',
    });
    expect(ofAlpha.instructionRequests.find((r: { instructionReference: string }) => r.instructionReference === settledReference)).toMatchObject({
      financialPartnerName: alphaName,
      statusReasonCode: null,
    });
    const batches = await getOk(`/operator/batches/search?from=${DAY}&to=${DAY}&financialPartnerId=${alpha.financialPartnerId}`);
    expect(batches.batches.map((b: { financialPartnerName: string }) => b.financialPartnerName)).toEqual(batches.batches.map(() => alphaName));
    const clients = await getOk(`/operator/clients?financialPartnerId=${beta.financialPartnerId}`);
    expect(clients.clients[0].financialPartnerName).toBe((await getOk(`/operator/partners/${beta.financialPartnerId}`)).name);
    const byClient = await getOk(`/operator/instruction-requests?clientReference=${clientOfAlpha}&pageSize=2`);
    expect(byClient).toMatchObject({ pageNumber: 1, pageSize: 2, hasMore: true });
    const second = await getOk(`/operator/instruction-requests?clientReference=${clientOfAlpha}&pageSize=2&pageNumber=2`);
    expect(second.instructionRequests).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const byReference = await getOk(`/operator/instruction-requests?instructionReference=${settledReference.toUpperCase()}`);
    expect(byReference.instructionRequests).toHaveLength(1);
  });

  it.each([
    ['status=Done', 'an unknown status'],
    ['pageSize=1000', 'a page too large'],
    ['from=yesterday', 'a bad instant'],
    [`financialPartnerId=${'x'.repeat(101)}`, 'a partner id too long'],
  ])('answers 400 for %s (%s)', async (query) => {
    expectErrorBody(await get(`/operator/instruction-requests?${query}`), 400);
  });
});

describe('batches over a date range and one batch', () => {
  it('finds the Completed deposit batches of the day, filtered by partner and state', async () => {
    const page = await getOk(`/operator/batches/search?from=${DAY}&to=2026-03-03&status=Completed`);
    expect(page.batches.map((b: { financialPartnerId: string }) => b.financialPartnerId)).toContain(alpha.financialPartnerId);
    expect(page.batches.map((b: { financialPartnerId: string }) => b.financialPartnerId)).not.toContain(beta.financialPartnerId);
    const ofBeta = await getOk(`/operator/batches/search?from=${DAY}&to=2026-03-03&financialPartnerId=${beta.financialPartnerId}`);
    expect(ofBeta.batches).toEqual([
      expect.objectContaining({ instructionBatchTotalAmount: 7000, instructionType: 'deposit', instructionCount: 1, instructionBatchStatus: 'Locked' }),
    ]);
  });

  it('drills into a batch and lists its instructions', async () => {
    const story = await getOk(`/operator/instruction-requests/${alpha.financialPartnerId}/${settledReference}`);
    const detail = await getOk(`/operator/batches/${story.batch.instructionBatchId}`);
    expect(detail.batch.instructionBatchId).toBe(story.batch.instructionBatchId);
    expect(detail.instructions).toEqual([expect.objectContaining({ instructionReference: settledReference, amount: 1234.56 })]);
    expectErrorBody(await get('/operator/batches/no-such-batch'), 404, 'NotFound');
  });

  it('refuses a reversed or too long range', async () => {
    expectErrorBody(await get(`/operator/batches/search?from=2026-03-05&to=${DAY}`), 400, 'ValidationFailed');
    expectErrorBody(await get(`/operator/batches/search?from=2024-01-01&to=${DAY}`), 400, 'ValidationFailed');
    expectErrorBody(await get(`/operator/batches/search?from=${DAY}`), 400);
  });
});

describe('GET /operator/overview', () => {
  it("counts the day's batches by state, its rejections and the reconciliation", async () => {
    const overview = await getOk(`/operator/overview?date=${DAY}`);
    expect(overview.date).toBe(DAY);
    const completed = overview.batches.filter((g: { instructionBatchStatus: string }) => g.instructionBatchStatus === 'Completed');
    expect(completed).toEqual([expect.objectContaining({ instructionType: 'deposit', currencyCode: 'GBP', batchCount: 1, instructionCount: 1, totalAmount: 1234.56 })]);
    expect(overview.rejectionsToday).toBe(1);
    expect(overview.reconciliation).toEqual({ ok: true, failingChecks: [] });
    expect(overview.createdQueue).toEqual({ count: 0, oldestCreatedAtUtc: null, lagSeconds: 0 });
  });

  it('lists the Locked batches as waiting for their partner', async () => {
    const overview = await getOk(`/operator/overview?date=${DAY}`);
    expect(overview.waitingForPartner).toEqual([
      expect.objectContaining({ financialPartnerId: beta.financialPartnerId, instructionBatchStatus: 'Locked', instructionBatchTotalAmount: 7000, instructionCount: 1 }),
    ]);
  });

  it('answers 400 for a bad date', async () => {
    expectErrorBody(await get('/operator/overview?date=02-03-2026'), 400);
  });
});

describe('clients across partners', () => {
  it('searches by partner and by name, and shows one client with its portfolios', async () => {
    const ofAlpha = await getOk(`/operator/clients?financialPartnerId=${alpha.financialPartnerId}`);
    expect(ofAlpha.clients.map((c: { clientReference: string }) => c.clientReference)).toEqual([clientOfAlpha]);
    const byName = await getOk(`/operator/clients?name=${encodeURIComponent(ofAlpha.clients[0].name.split(' ')[0].toLowerCase())}`);
    expect(byName.clients.length).toBeGreaterThanOrEqual(1);
    const detail = await getOk(`/operator/clients/${alpha.financialPartnerId}/${clientOfAlpha}`);
    expect(detail.client.clientReference).toBe(clientOfAlpha);
    expect(JSON.stringify(detail.portfolios)).toContain('1234.56');
  });

  it("is 404 for a client under another partner's id", async () => {
    expectErrorBody(await get(`/operator/clients/${beta.financialPartnerId}/${clientOfAlpha}`), 404, 'NotFound');
  });

  it('escapes LIKE wildcards in a name', async () => {
    const none = await getOk('/operator/clients?name=%25');
    expect(none.clients).toEqual([]);
  });
});

describe('requests parked by processing failures: retry and reject', () => {
  let parked: string;

  /** A pass that failed once on the request and was then stopped (an outage, a crash): Created, one attempt counted. */
  async function park(reference: string) {
    await t.platform.db
      .updateTable('instruction_requests')
      .set({ processing_attempts: 1 })
      .where('financial_partner_id', '=', alpha.financialPartnerId)
      .where('instruction_reference', '=', reference)
      .execute();
  }

  beforeAll(async () => {
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    parked = await driver(t, alpha).submitOk('deposit', newDeposit(product, clientOfAlpha, { amount: 3000 }));
    await park(parked);
  });

  const url = (reference: string, action: 'retry' | 'reject') => `/operator/instruction-requests/${alpha.financialPartnerId}/${reference}/${action}`;

  it('lists the parked request with failed=true', async () => {
    const failed = await getOk(`/operator/instruction-requests?failed=true&status=Created`);
    expect(failed.instructionRequests).toEqual([expect.objectContaining({ instructionReference: parked, processingAttempts: 1, status: 'Created' })]);
  });

  it('refuses a viewer (403) and a request that is not parked (409)', async () => {
    const viewer = (await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'parked-viewer', role: 'viewer' } })).json().key;
    const refused = await t.app.inject({ method: 'POST', url: url(parked, 'retry'), headers: { authorization: `Bearer ${viewer}` } });
    expectErrorBody(refused, 403, 'Forbidden');
    expectErrorBody(await t.operator({ method: 'POST', url: url(settledReference, 'retry') }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'POST', url: url(rejectedReference, 'reject'), payload: { reason: 'x' } }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'POST', url: url('00000000-0000-0000-0000-000000000000', 'retry') }), 404, 'NotFound');
    expectErrorBody(await t.operator({ method: 'POST', url: url(parked, 'reject'), payload: { reason: '   ' } }), 400);
  });

  it('retries: a fresh budget of attempts, audited; the worker then processes it', async () => {
    const retried = await t.operator({ method: 'POST', url: url(parked, 'retry') });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ status: 'Created', instructionReference: parked, statusReason: null, statusReasonCode: null });
    const audit = await getOk(`/operator/audit?objectType=instruction-request&objectId=${alpha.financialPartnerId}/${parked}`);
    expect(audit.entries[0]).toMatchObject({
      operatorName: 'bootstrap',
      before: { status: 'Created', processingAttempts: 1 },
      after: { status: 'Created', processingAttempts: 0 },
    });
    await driver(t, alpha).run();
    expect((await getOk(`/operator/instruction-requests/${alpha.financialPartnerId}/${parked}`)).request.status).toBe('Processed');
  });

  it("rejects with the operator's reason, which the partner reads", async () => {
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const reference = await driver(t, alpha).submitOk('deposit', newDeposit(product, clientOfAlpha, { amount: 3000 }));
    await park(reference);
    const rejected = await t.operator({ method: 'POST', url: url(reference, 'reject'), payload: { reason: 'product withdrawn by the bank' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const status = await driver(t, alpha).status(reference);
    expect(status.status).toBe('Rejected');
    expect(status.statusReason).toMatch(/^ProcessingFailed: .*Rejected by the operator: product withdrawn by the bank$/);
    expect(status.statusReasonCode).toBe('ProcessingFailed');
    expect(rejected.json().statusReasonCode).toBe('ProcessingFailed');
    expectErrorBody(await t.operator({ method: 'POST', url: url(reference, 'reject'), payload: { reason: 'again' } }), 409, 'Conflict');
    await driver(t, alpha).run();
    expect((await driver(t, alpha).status(reference)).status).toBe('Rejected');
  });
});
