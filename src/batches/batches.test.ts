import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, reconciliationReport, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';

let t: TestPlatform;
let partner: TestPartner;
let d: ReturnType<typeof driver>;
let product: TestProduct;
let gbpBatchId: string;
const TODAY = '2026-03-02';

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
  d = driver(t, partner);
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const eur = await insertProduct(t.platform.db, { termType: 'InstantAccess', currency: 'EUR' });
  const client = await d.newClient();
  for (const amount of [1000, 2000.5, 3000]) await d.submitOk('deposit', newDeposit(product, client, { amount }));
  await d.submitOk('deposit', newDeposit(eur, client, { amount: 7000 }));
  await d.run();
  gbpBatchId = (await d.batches(TODAY)).find((b) => b.currencyCode === 'GBP')!.instructionBatchId;
});
afterAll(async () => t?.close());

describe('GET /instruction-batches/', () => {
  it('lists one batch per type and currency of the day, for any ISO form of the date', async () => {
    const batches = await d.batches('2026-03-02T00:00:00.0000000+00:00');
    expect(batches.map((b) => [b.instructionType, b.currencyCode, b.instructionBatchTotalAmount])).toEqual([
      ['deposit', 'EUR', 7000],
      ['deposit', 'GBP', 6000.5],
    ]);
    expect(await d.batches('2026-03-02')).toEqual(batches);
    expect(await d.batches('2026-03-03')).toEqual([]);
  });

  it('answers 400 without batchDate or with a date that is not one', async () => {
    expectErrorBody(await d.call({ method: 'GET', url: '/instruction-batches/' }), 400);
    expectErrorBody(await d.call({ method: 'GET', url: '/instruction-batches/?batchDate=2026-02-30' }), 400);
  });

  it("never shows another partner's batches", async () => {
    const other = driver(t, await t.newPartner());
    expect(await other.batches(TODAY)).toEqual([]);
  });
});

describe('GET /instruction-batches/{id}/instruction-summary/{filter}', () => {
  it('pages the instructions with pageCount = ceil(total / size) and an empty page past the end', async () => {
    const page = (n: number) => d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/All?PageNumber=${n}&PageSize=2` });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, pageCount: 2 });
    expect(first.instructionSummaries.map((s: { instructionAmount: number }) => s.instructionAmount)).toEqual([1000, 2000.5]);
    expect((await page(2)).json().instructionSummaries).toHaveLength(1);
    expect((await page(3)).json()).toMatchObject({ instructionSummaries: [], pageCount: 2 });
    const defaults = await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/all` });
    expect(defaults.json()).toMatchObject({ pageNumber: 1, pageSize: 50, pageCount: 1 });
    const closures = await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/Closure` });
    expect(closures.json()).toMatchObject({ instructionSummaries: [], pageCount: 0 });
  });

  it.each(['pageNumber=0', 'pageSize=0', 'pageSize=101', 'pageNumber=x'])('answers 400 for %s', async (query) => {
    expectErrorBody(await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/All?${query}` }), 400);
  });

  it("answers 400 for an unknown filter, 404 for an unknown or another partner's batch", async () => {
    expectErrorBody(await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/Deposits` }), 400);
    expectErrorBody(await d.call({ method: 'GET', url: `/instruction-batches/${randomUUID()}/instruction-summary/All` }), 404, 'NotFound');
    const other = driver(t, await t.newPartner());
    expectErrorBody(await other.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/instruction-summary/All` }), 404, 'NotFound');
    expectErrorBody(await other.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/references?pageNumber=1` }), 404, 'NotFound');
  });
});

describe('GET /instruction-batches/{id}/references', () => {
  it('requires pageNumber and pages the references', async () => {
    expectErrorBody(await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/references` }), 400);
    const response = await d.call({ method: 'GET', url: `/instruction-batches/${gbpBatchId}/references?pageNumber=1&pageSize=1` });
    expect(response.json()).toMatchObject({ pageNumber: 1, pageSize: 1, pageCount: 3 });
    expect(response.json().references).toHaveLength(1);
  });
});

describe('POST /instruction-batches/batch-update', () => {
  it("answers 409 for an Open batch, an unknown batch and another partner's batch", async () => {
    const open = expectErrorBody(await d.closeBatches([{ InstructionBatchId: gbpBatchId, TotalAmount: 6000.5 }]), 409, 'BatchUpdateConflict');
    expect(open.ErrorDescription).toContain('is Open');
    const unknown = randomUUID();
    expect(expectErrorBody(await d.closeBatches([{ InstructionBatchId: unknown, TotalAmount: 1 }]), 409, 'BatchUpdateConflict').ErrorDescription).toContain(unknown);
    const other = driver(t, await t.newPartner());
    expectErrorBody(await other.closeBatches([{ InstructionBatchId: gbpBatchId, TotalAmount: 6000.5 }]), 409, 'BatchUpdateConflict');
  });

  it('answers 400 for a bad body', async () => {
    expectErrorBody(await d.closeBatches([]), 400);
    const bad = await d.call({
      method: 'POST',
      url: '/instruction-batches/batch-update',
      payload: { InstructionBatchStatus: 'Completed', InstructionBatches: [{ InstructionBatchId: gbpBatchId, TotalAmount: 1 }] },
    });
    expectErrorBody(bad, 400);
    expectErrorBody(await d.closeBatches([{ InstructionBatchId: gbpBatchId, TotalAmount: 1.001 }]), 400);
    expectErrorBody(
      await d.closeBatches([
        { InstructionBatchId: gbpBatchId, TotalAmount: 1 },
        { InstructionBatchId: gbpBatchId, TotalAmount: 1 },
      ]),
      400,
    );
  });

  it('closes all the listed batches or none of them', async () => {
    await d.advanceTo(`${TODAY}T14:05:00Z`);
    const [eur, gbp] = await d.batches(TODAY);
    expect([eur.instructionBatchStatus, gbp.instructionBatchStatus]).toEqual(['Locked', 'Locked']);
    const mixed = await d.closeBatches([
      { InstructionBatchId: eur.instructionBatchId, TotalAmount: 7000, TotalNoticeAmount: 0 },
      { InstructionBatchId: gbp.instructionBatchId, TotalAmount: 6000, TotalNoticeAmount: 0 },
    ]);
    expect(expectErrorBody(mixed, 409, 'BatchUpdateConflict').ErrorDescription).toContain(gbp.instructionBatchId);
    expect((await d.batches(TODAY)).map((b) => b.instructionBatchStatus)).toEqual(['Locked', 'Locked']);

    const notice = await d.closeBatches([{ InstructionBatchId: gbp.instructionBatchId, TotalAmount: 6000.5, TotalNoticeAmount: 1 }]);
    expect(expectErrorBody(notice, 409, 'BatchUpdateConflict').ErrorDescription).toContain('TotalNoticeAmount');

    const both = await d.call({
      method: 'POST',
      url: '/instruction-batches/batch-update',
      payload: {
        instructionBatchStatus: 'closed',
        instructionBatches: [
          { instructionBatchId: eur.instructionBatchId, totalAmount: 7000 },
          { instructionBatchId: gbp.instructionBatchId, totalAmount: 6000.5 },
        ],
      },
    });
    expect(both.statusCode).toBe(204);
    expect((await d.batches(TODAY)).map((b) => b.instructionBatchStatus)).toEqual(['Closed', 'Closed']);
    expectErrorBody(await d.closeBatches([{ InstructionBatchId: gbp.instructionBatchId, TotalAmount: 6000.5 }]), 409, 'BatchUpdateConflict');
  });
});

describe('operator', () => {
  it("shows every partner's batches of a day and settles one, once", async () => {
    const view = await t.operator({ method: 'GET', url: `/operator/batches?date=${TODAY}` });
    expect(view.statusCode).toBe(200);
    const mine = view.json().batches.filter((b: { financialPartnerId: string }) => b.financialPartnerId === partner.financialPartnerId);
    expect(mine.map((b: { instructionCount: number }) => b.instructionCount)).toEqual([1, 3]);

    const settled = await t.operator({ method: 'POST', url: `/operator/batches/${gbpBatchId}/settle` });
    expect(settled.statusCode).toBe(200);
    // Settled on the accounts; Completed once the bank's statements show its money booked (src/payments/payments.test.ts).
    expect(settled.json().instructionBatchStatus).toBe('Closed');
    expectErrorBody(await t.operator({ method: 'POST', url: `/operator/batches/${gbpBatchId}/settle` }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'POST', url: `/operator/batches/${randomUUID()}/settle` }), 404, 'NotFound');
  });

  it('reconciliation reports a deposit account whose balance disagrees with its ledger', async () => {
    const clean = await reconciliationReport(t);
    expect(clean.ok).toBe(true);
    expect(clean.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['account-balance-equals-ledger', 'batch-totals-equal-instructions', 'instruction-in-one-batch', 'requests-resolved-exactly-once']),
    );
    // Read in the table it then corrupts, on purpose (a broken invariant is what this test is about).
    const account = await t.platform.db.selectFrom('deposit_accounts').select('deposit_account_id').executeTakeFirstOrThrow();
    await t.platform.db.updateTable('deposit_accounts').set({ balance_minor: 1n }).where('deposit_account_id', '=', account.deposit_account_id).execute();
    const report = await reconciliationReport(t);
    expect(report.ok).toBe(false);
    const check = report.checks.find((c) => c.name === 'account-balance-equals-ledger');
    expect(check?.offending).toEqual([{ deposit_account_id: account.deposit_account_id, balance_minor: '1', ledger_total_minor: '600050' }]);
  });

  it('reconciliation reports batch totals that disagree with their instructions', async () => {
    const [eur] = await d.batches(TODAY);
    await t.platform.db.updateTable('instruction_batches').set({ total_amount_minor: 5n }).where('instruction_batch_id', '=', eur.instructionBatchId).execute();
    const report = await reconciliationReport(t);
    const check = report.checks.find((c) => c.name === 'batch-totals-equal-instructions');
    expect(check?.offending.map((r) => r.instruction_batch_id)).toEqual([eur.instructionBatchId]);
  });
});

describe('sandbox controls', () => {
  it('tells the time and refuses to move it back or by nothing', async () => {
    const clock = await d.call({ method: 'GET', url: '/sandbox/clock' });
    expect(clock.json().now).toBe(
      t.platform.clock
        .now()
        .toISOString()
        .replace(/\.(\d{3})Z$/, '.$10000+00:00'),
    );
    expectErrorBody(await d.call({ method: 'POST', url: '/sandbox/clock/advance', payload: { to: '2020-01-01T00:00:00Z' } }), 400);
    expectErrorBody(await d.call({ method: 'POST', url: '/sandbox/clock/advance', payload: {} }), 400);
    expectErrorBody(await d.call({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: -1 } }), 400);
    const moved = await d.call({ method: 'POST', url: '/sandbox/clock/advance', payload: { hours: 2 } });
    expect(moved.statusCode).toBe(200);
  });

  it('answers 401 without credentials', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/sandbox/clock' }), 401, 'Unauthorized');
  });
});

describe('OpenAPI documents', () => {
  it.each(['/instruction-request/openapi.json', '/instruction-batches/openapi.json'])('%s is a valid OpenAPI 3.0 document', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(4);
  });
});
