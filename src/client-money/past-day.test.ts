/**
 * A past day's client-money reconciliation never changes (issue 47;
 * docs/bank-side.md "The bank's booking date"): with the sandbox bank off the
 * test writes the hub's statements itself. A placement paid on D that the
 * bank books on D+1 is in transit as at D: the daily job's run of D finds
 * nothing, and a run of D after the statement of D+1 gives the same answer.
 * Likewise a transfer overdue as at D and booked later stays overdue as at D.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { type EntryInput, writeCamt053 } from '../iso20022/iso20022.js';
import { findTransfer, postPendingTransfer, transfer } from '../ledger/ledger.js';
import { paymentReferenceOf } from '../payments/payments.js';
import { clientMoneyJobs } from './client-money.jobs.js';

interface Run {
  reconciliationId: string;
  asAt: string;
  trigger: string;
  ok: boolean;
  breakCount: number;
  actionTaken: string;
  inputs: { currencies: { currencyCode: string; hub: number; transitOut: number; placed: number }[]; accounts: { accountCode: string }[] };
  breaks: { kind: string; accountCode: string | null; transferId: string | null; difference: number | null }[];
}

const HUB = { form: 'sort-code-and-number' as const, sortCode: '404784', accountNumber: '70000000' };

let t: TestPlatform;
let product: TestProduct;
beforeAll(async () => {
  t = await startTestPlatform({ env: { SANDBOX_BANK: 'off' } });
  product = await insertProduct(t.platform.db, { ratePercent: '4' });
});
afterAll(async () => t?.close());

/** What a run answers, without what makes each run its own (its id, when and by whom it ran). */
const answer = (run: Run) => ({ asAt: run.asAt, ok: run.ok, breakCount: run.breakCount, actionTaken: run.actionTaken, inputs: run.inputs, breaks: run.breaks });

async function runNow(asAt: string): Promise<Run> {
  const response = await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: { asAt } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Run>();
}

/** The hub's statement of `closingDate`, number `sequence`, from `openingMinor` with these entries. */
async function uploadHubStatement(sequence: bigint, closingDate: string, openingMinor: bigint, openingDate: string, entries: EntryInput[]): Promise<void> {
  const xml = await writeCamt053(
    newCamt053({
      messageId: `PAST-DAY-${sequence}`,
      createdAt: new Date(`${closingDate}T22:00:00Z`),
      statements: [
        newStatement({
          id: `PAST-DAY-${sequence}`,
          electronicSequenceNumber: sequence,
          createdAt: new Date(`${closingDate}T22:00:00Z`),
          account: { account: HUB, currency: 'GBP' },
          openingBalance: { amountMinor: openingMinor, date: openingDate },
          closingDate,
          entries,
        }),
      ],
    }),
  );
  const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: xml });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
}

describe("a past day's client-money reconciliation", () => {
  it('gives the same answer after the next statement books a movement of the day on the day after (the stored scheduled run is the record)', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 2000.57 }));
    await d.run();
    await d.advanceTo('2026-03-02T14:30:00Z');
    const batch = (await d.batches('2026-03-02')).find((b) => b.instructionType === 'deposit')!;
    await d.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-02T17:00:00Z');
    // 2026-03-02: the partner's payment, booked that day.
    await uploadHubStatement(1n, '2026-03-02', 0n, '2026-03-01', [
      newEntry({
        amountMinor: 2000_57n,
        creditDebit: 'CRDT',
        bookingDate: '2026-03-02',
        valueDate: '2026-03-02',
        transactions: [{ remittance: paymentReferenceOf(batch.instructionBatchId) }],
      }),
    ]);

    // D = 2026-03-03: the day's payment run pays the placement (pending, dated D); the bank's statement of D does not show it.
    await d.advanceTo('2026-03-03T16:00:00Z');
    const line = await t.platform.db
      .selectFrom('payment_lines')
      .select(['end_to_end_id', 'transfer_id'])
      .where('financial_institution_id', '=', product.institutionId)
      .where('kind', '=', 'placement')
      .executeTakeFirstOrThrow();
    expect(await findTransfer(t.platform.db, line.transfer_id)).toMatchObject({ state: 'pending', businessDate: '2026-03-03' });
    await uploadHubStatement(2n, '2026-03-03', 2000_57n, '2026-03-02', []);

    // The daily job of 2026-03-04 reconciles D: nothing to find (the placement is in transit).
    await d.advanceTo('2026-03-04T06:30:00Z');
    const [job] = clientMoneyJobs(t.platform.clock, t.platform.clientMoney);
    await job.run('2026-03-04');
    const listed = await t.operator({ method: 'GET', url: '/operator/client-money/reconciliations?from=2026-03-03&to=2026-03-03' });
    const [scheduledId] = listed
      .json<{ reconciliations: Run[] }>()
      .reconciliations.filter((r) => r.trigger === 'scheduler')
      .map((r) => r.reconciliationId);
    const scheduled = (await t.operator({ method: 'GET', url: `/operator/client-money/reconciliations/${scheduledId}` })).json<Run>();
    expect(scheduled).toMatchObject({ asAt: '2026-03-03', ok: true, breaks: [] });
    expect(scheduled.inputs.currencies).toEqual([expect.objectContaining({ currencyCode: 'GBP', hub: -2000.57, transitOut: 0, placed: 0 })]);

    // The statement of 2026-03-04 books the placement that day.
    await d.advanceTo('2026-03-04T17:00:00Z');
    await uploadHubStatement(3n, '2026-03-04', 2000_57n, '2026-03-03', [
      newEntry({ amountMinor: 2000_57n, creditDebit: 'DBIT', bookingDate: '2026-03-04', valueDate: '2026-03-04', transactions: [{ endToEndId: line.end_to_end_id }] }),
    ]);

    // D again, after the statement of D+1: the same answer as the stored scheduled run.
    await d.advanceTo('2026-03-05T09:00:00Z');
    expect(answer(await runNow('2026-03-03'))).toEqual(answer(scheduled));
    // The transfer keeps D as its business date, and the date the bank booked it beside it.
    expect(await findTransfer(t.platform.db, line.transfer_id)).toMatchObject({ state: 'posted', businessDate: '2026-03-03', bookingDate: '2026-03-04' });
    // As at D+1 the bank had booked it: the money is placed.
    const next = await runNow('2026-03-04');
    expect(next.inputs.currencies).toEqual([expect.objectContaining({ currencyCode: 'GBP', hub: 0, transitOut: 0, placed: -2000.57 })]);
  });

  it('a transfer overdue as at a day stays overdue as at it when the bank books it later', async () => {
    await t.platform.db.transaction().execute((trx) =>
      transfer(
        trx,
        {
          transferId: 'past-day:late',
          currencyCode: 'GBP',
          kind: 'movement',
          businessDate: '2026-02-27',
          description: 'A payment the bank books late',
          state: 'pending',
          legs: [
            { account: { currencyCode: 'GBP', kind: 'transit-out', ownerId: product.institutionId }, amountMinor: -12_34n },
            { account: { currencyCode: 'GBP', kind: 'hub' }, amountMinor: 12_34n },
          ],
        },
        t.platform.clock.now(),
      ),
    );
    // As at 2026-03-04 it is older than two working days (2026-03-02): overdue.
    const before = await runNow('2026-03-04');
    expect(before.breaks).toContainEqual(expect.objectContaining({ kind: 'transit-not-cleared', transferId: 'past-day:late' }));
    await t.platform.db.transaction().execute((trx) => postPendingTransfer(trx, 'past-day:late', '2026-03-05', t.platform.clock.now()));
    expect(answer(await runNow('2026-03-04'))).toEqual(answer(before));
  });
});
