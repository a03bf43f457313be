/**
 * The institution's cut-off (issue 27, item 5; docs/design/domain.md): an instruction
 * for a product of an institution joins a day's batch only when processed
 * before the earlier of the platform's cut-off (14:00) and the institution's
 * `paymentBatchCutoffTimeUTC`; otherwise the next working day's. The partner
 * sees it in the batch's `dateToBeActioned` and the pending item's
 * `dateToBeActionedUTC`. Batches still lock at the platform's cut-off.
 *
 * The tests run in clock order on one platform (the clock only moves forward).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { batchOf, instructionOf, onlyAccountIdOf, requestOf } from '../../test/builders/reads.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { ManualClock } from '../platform/clock.js';
import { InstructionProcessor } from './instruction-processor.js';

let t: TestPlatform;
/** Like IA-EUR-MERIDIAN: an EUR instant access of an institution whose cut-off is 13:00. */
let meridian: TestProduct;
/** An EUR instant access of an institution whose cut-off is the platform's 14:00. */
let fourteen: TestProduct;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2026-03-02T09:00:00Z' });
  meridian = await insertProduct(t.platform.db, { currency: 'EUR', institutionCutoff: '13:00' });
  fourteen = await insertProduct(t.platform.db, { currency: 'EUR', institutionCutoff: '14:00' });
});
afterAll(async () => t?.close());

const midnight = (date: string) => `${date}T00:00:00.0000000+00:00`;

/** A fresh partner and client, the clock moved to `at`. */
async function partnerAt(at: string) {
  t.clock.advanceTo(new Date(at));
  const partner = await t.newPartner();
  const d = driver(t, partner);
  return { d, partnerId: partner.financialPartnerId, client: await d.newClient() };
}

/** What the partner sees of one instruction: its batch (dateToBeActioned) and its pending item (dateToBeActionedUTC). */
async function seen(d: ReturnType<typeof driver>, client: string, reference: string) {
  const status = await d.status(reference);
  expect(status).toMatchObject({ status: 'Processed', statusReason: null });
  const portfolios = (await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/portfolios` })).json();
  const items = portfolios.portfolioInformation.flatMap((p: { pendingPaymentBatchItems: { instructionReference: string }[] }) => p.pendingPaymentBatchItems);
  const item = items.find((i: { instructionReference: string }) => i.instructionReference === reference);
  const date = (item.dateToBeActionedUTC as string).slice(0, 10);
  const batch = (await d.batches(date)).find((b) => b.instructionType === item.pendingBatchType);
  return { pendingDateToBeActionedUTC: item.dateToBeActionedUTC as string, batchDateToBeActioned: batch?.dateToBeActioned, batchStatus: batch?.instructionBatchStatus };
}

function onDate(date: string) {
  return { pendingDateToBeActionedUTC: midnight(date), batchDateToBeActioned: midnight(date), batchStatus: 'Open' };
}

async function expectReconciled() {
  const report = await runReconciliation(t.platform.db, t.platform.reconciliationChecks, t.platform.clock.now());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('a deposit into a product of an institution whose cut-off is 13:00 (Monday 2026-03-02)', () => {
  it("processed at 12:59 joins the day's batch", async () => {
    const { d, client } = await partnerAt('2026-03-02T12:59:00Z');
    const reference = await d.submitOk('deposit', newDeposit(meridian, client));
    await d.run();
    expect(await seen(d, client, reference)).toEqual(onDate('2026-03-02'));
  });

  it("processed at exactly 13:00 joins the next working day's batch", async () => {
    const { d, client } = await partnerAt('2026-03-02T13:00:00Z');
    const reference = await d.submitOk('deposit', newDeposit(meridian, client));
    await d.run();
    expect(await seen(d, client, reference)).toEqual(onDate('2026-03-03'));
  });

  it("processed at 13:20 joins the next working day's batch, while one of a 14:00 institution in the same chunk joins the day's", async () => {
    const { d, client } = await partnerAt('2026-03-02T13:20:00Z');
    const late = await d.submitOk('deposit', newDeposit(meridian, client, { amount: 5000 }));
    const inTime = await d.submitOk('deposit', newDeposit(fourteen, client, { amount: 7000 }));
    const alsoLate = await d.submitOk('deposit', newDeposit(meridian, await d.newClient(), { amount: 3000 }));
    await d.run();
    expect(await seen(d, client, late)).toEqual(onDate('2026-03-03'));
    expect(await seen(d, client, inTime)).toEqual(onDate('2026-03-02'));
    // One batch per partner x date x type x currency, each with the total of its own instructions.
    expect((await d.batches('2026-03-02')).map((b) => [b.instructionType, b.currencyCode, b.instructionBatchTotalAmount])).toEqual([['deposit', 'EUR', 7000]]);
    expect((await d.batches('2026-03-03')).map((b) => [b.instructionType, b.currencyCode, b.instructionBatchTotalAmount])).toEqual([['deposit', 'EUR', 8000]]);
    expect((await d.status(alsoLate)).status).toBe('Processed');
  });

  it('the summary opens an account the day a deposit made now would join', async () => {
    const { d } = await partnerAt('2026-03-02T13:30:00Z');
    const open = async (product: TestProduct) => (await d.call({ method: 'GET', url: `/products/${product.productId}/1/summary` })).json().dateOfAccountOpen;
    expect(await open(meridian)).toBe(midnight('2026-03-03'));
    expect(await open(fourteen)).toBe(midnight('2026-03-02'));
  });

  it("still lock at the platform's 14:00 cut-off: the next day's batch stays Open", async () => {
    const { d, client } = await partnerAt('2026-03-02T13:40:00Z');
    const reference = await d.submitOk('deposit', newDeposit(meridian, client));
    await d.run();
    await d.advanceTo('2026-03-02T14:05:00Z');
    expect(await seen(d, client, reference)).toEqual(onDate('2026-03-03'));
    await expectReconciled();
  });
});

describe('a withdrawal from an account of an institution whose cut-off is 13:00', () => {
  it("at 12:59 joins the day's withdrawal batch, at 13:20 the next working day's", async () => {
    // Tuesday 2026-03-03: a deposit of 2026-03-03 settled, the account open.
    const { d, client } = await partnerAt('2026-03-03T09:00:00Z');
    await d.submitOk('deposit', newDeposit(meridian, client, { amount: 5000 }));
    await d.run();
    await d.settle('2026-03-03', 'deposit');
    const account = await onlyAccountIdOf(d, client);

    t.clock.advanceTo(new Date('2026-03-04T12:59:00Z'));
    const early = await d.submitOk('withdraw', newWithdrawal(client, account, { currencyIsoCode: 'EUR', amount: 100 }));
    await d.run();
    expect(await seen(d, client, early)).toEqual(onDate('2026-03-04'));

    t.clock.advanceTo(new Date('2026-03-04T13:20:00Z'));
    const late = await d.submitOk('withdraw', newWithdrawal(client, account, { currencyIsoCode: 'EUR', amount: 200 }));
    await d.run();
    expect(await seen(d, client, late)).toEqual(onDate('2026-03-05'));
    expect((await d.batches('2026-03-04')).map((b) => [b.instructionType, b.instructionBatchTotalAmount])).toEqual([['withdrawal', 100]]);
    expect((await d.batches('2026-03-05')).map((b) => [b.instructionType, b.instructionBatchTotalAmount])).toEqual([['withdrawal', 200]]);
    await expectReconciled();
  });
});

describe('around weekends and bank holidays', () => {
  it("a deposit on Friday 2026-03-06 at 13:20 joins Monday's batch; one of a 14:00 institution Friday's", async () => {
    const { d, client } = await partnerAt('2026-03-06T13:20:00Z');
    const late = await d.submitOk('deposit', newDeposit(meridian, client));
    const inTime = await d.submitOk('deposit', newDeposit(fourteen, client));
    await d.run();
    expect(await seen(d, client, late)).toEqual(onDate('2026-03-09'));
    expect(await seen(d, client, inTime)).toEqual(onDate('2026-03-06'));
  });

  it('a deposit on Thursday 2026-04-02 at 13:20, before Good Friday and Easter Monday, joins Tuesday 2026-04-07', async () => {
    const { d, client } = await partnerAt('2026-04-02T13:20:00Z');
    const late = await d.submitOk('deposit', newDeposit(meridian, client));
    await d.run();
    expect(await seen(d, client, late)).toEqual(onDate('2026-04-07'));
    const summary = (await d.call({ method: 'GET', url: `/products/${meridian.productId}/1/summary` })).json();
    expect(summary.dateOfAccountOpen).toBe(midnight('2026-04-07'));
  });
});

describe('whatever the timing across processes', () => {
  it("a request submitted at 13:00:00.1 never joins the day's batch, even taken by a worker whose clock still reads 12:59:59.9", async () => {
    // Wednesday 2026-04-08: the API process stamps the request with its clock; the worker's lags behind it.
    const { d, client } = await partnerAt('2026-04-08T13:00:00.100Z');
    const reference = await d.submitOk('deposit', newDeposit(meridian, client));
    const lagging = new InstructionProcessor(t.platform.database, new ManualClock('2026-04-08T12:59:59.900Z'), t.platform.config, { log: () => undefined });
    expect(await lagging.drain()).toBe(1);
    expect(await seen(d, client, reference)).toEqual(onDate('2026-04-09'));
  });

  it('workers reading either side of 13:00 at once: each instruction in the batch of the instant its request was processed at, and each batch the sum of its own', async () => {
    // Thursday 2026-04-09: 40 deposits submitted at 12:59:59.5, four workers whose clocks straddle the cut-off.
    const { d, partnerId } = await partnerAt('2026-04-09T12:59:59.500Z');
    const clients = [await d.newClient(), await d.newClient()];
    const references: string[] = [];
    for (let i = 0; i < 40; i++) references.push(await d.submitOk('deposit', newDeposit(i % 3 === 0 ? fourteen : meridian, clients[i % 2], { amount: 1000 + i })));
    const workers = ['12:59:59.800', '12:59:59.900', '13:00:00.000', '13:00:00.100'].map(
      (time) => new InstructionProcessor(t.platform.database, new ManualClock(`2026-04-09T${time}Z`), t.platform.config, { chunkSize: 3, log: () => undefined }),
    );
    const drained = await Promise.all(workers.map((w) => w.drain()));
    expect(drained.reduce((a, b) => a + b, 0)).toBe(40);

    // Each request, the instruction it made and that instruction's batch (the instructions' and the batches' public reads).
    const rows = [];
    for (const reference of references) {
      const request = await requestOf(t.platform.db, partnerId, reference);
      const instruction = await instructionOf(t.platform.db, partnerId, reference);
      expect(instruction.requestReference).toBe(request.instructionReference);
      rows.push({ request, instruction, batch: await batchOf(t.platform.db, instruction.instructionBatchId) });
    }
    expect(rows).toHaveLength(40);
    for (const { request, instruction, batch } of rows) {
      const processedAt = new Date(request.processedAt!);
      expect(instruction.dateAdded.getTime()).toBe(processedAt.getTime());
      const beforeCutoff = processedAt.getTime() < Date.parse('2026-04-09T13:00:00Z');
      const expected = instruction.productId === meridian.productId && !beforeCutoff ? '2026-04-10' : '2026-04-09';
      expect({ product: instruction.productId, processedAt: processedAt.toISOString(), date: instruction.dateToBeActioned, batch: batch.batchDate }).toEqual({
        product: instruction.productId,
        processedAt: processedAt.toISOString(),
        date: expected,
        batch: expected,
      });
    }
    await expectReconciled();
  });
});
