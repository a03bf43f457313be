/**
 * A fixed term is closed at its natural maturity (docs/design/fscs-limits-calendar.md): a
 * close-account on or after the maturity date is Processed and is the
 * maturity payout, whether it arrives before or after the platform queued
 * that payout: one payout, one line, carrying the partner's reference. Before
 * maturity it is Rejected (FixedTermNotMatured).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newClosure, newDeposit } from '../../test/builders/instructions.js';
import { ledgerSum } from '../../test/builders/ledger.js';
import { accountOf, entriesOf, instructionsOnAccount, onlyAccountOf } from '../../test/builders/reads.js';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { runReconciliation } from '../operator/reconciliation.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

/** A client with a settled 7-day fixed term opened on `openedOn` (a working day, 09:00); the clock is left after that day's settlement. */
async function maturingAccount(openedOn: string, termDays = 7) {
  const d = driver(t, await t.newPartner());
  const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: termDays, termUnit: 'Day' });
  const client = await d.newClient();
  await d.advanceTo(`${openedOn}T09:00:00Z`);
  await d.submitOk('deposit', newDeposit(product, client, { amount: 8000 }));
  await d.run();
  await d.settle(openedOn, 'deposit');
  const account = await onlyAccountOf(t.platform.db, d, client);
  return { d, client, account };
}

/** Every withdrawal instruction on the account, whatever its state (the operator's batch reads, over its partner's batches). */
async function withdrawalsOf(depositAccountId: string) {
  const { financialPartnerId } = await accountOf(t.platform.db, depositAccountId);
  return (await instructionsOnAccount(t.platform.db, financialPartnerId, depositAccountId)).filter((i) => i.instructionType === 'withdrawal');
}

async function closureReferencesOf(d: ReturnType<typeof driver>, date: string) {
  const batch = (await d.batches(date)).find((b) => b.instructionType === 'withdrawal');
  if (!batch) return [];
  const summary = await d.call({ method: 'GET', url: `/instruction-batches/${batch.instructionBatchId}/instruction-summary/Closure` });
  return (summary.json().instructionSummaries as { instructionReference: string }[]).map((s) => s.instructionReference);
}

async function expectPaidOutOnce(d: ReturnType<typeof driver>, depositAccountId: string, payDate: string, reference: string) {
  const [payout, ...more] = await withdrawalsOf(depositAccountId);
  expect(more).toEqual([]);
  expect(payout).toMatchObject({
    instructionReference: reference,
    requestReference: reference,
    isClosure: true,
    isMaturity: true,
    state: 'Live',
    dateToBeActioned: payDate,
  });
  expect(await closureReferencesOf(d, payDate)).toEqual([reference]);
  await d.settle(payDate, 'withdrawal');
  const closed = await accountOf(t.platform.db, depositAccountId);
  expect(closed).toMatchObject({ status: 'Closed', balanceMinor: 0n });
  const entries = await entriesOf(t.platform.db, depositAccountId);
  expect(entries.filter((e) => e.entryType === 'MaturityPayout' || e.entryType === 'ClosurePayout').map((e) => e.entryType)).toEqual(['MaturityPayout']);
  expect(await ledgerSum(t.platform.db, depositAccountId)).toBe(0n);
  const report = await runReconciliation(t.platform.db, t.platform.reconciliationChecks, t.platform.clock.now());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('close-account of a fixed term', () => {
  it('the day before maturity: Rejected, FixedTermNotMatured', async () => {
    const { d, client, account } = await maturingAccount('2026-04-13');
    expect(account.maturesOn).toBe('2026-04-20');
    await d.advanceTo('2026-04-19T12:00:00Z');
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect((await d.status(closure)).statusReason).toMatch(/^FixedTermNotMatured: .*2026-04-20/);
  });

  it('on the maturity date, after the platform queued the payout: Processed, and it is that payout under the partner’s reference', async () => {
    const { d, client, account } = await maturingAccount('2026-05-05');
    await d.advanceTo('2026-05-12T12:00:00Z');
    const [queued] = await withdrawalsOf(account.depositAccountId);
    expect(queued).toMatchObject({ isMaturity: true, requestReference: null, state: 'Live' });
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect(await d.status(closure)).toMatchObject({ status: 'Processed', statusReason: null });
    await expectPaidOutOnce(d, account.depositAccountId, '2026-05-12', closure);
  });

  it('on the maturity date, before the payout is queued: Processed, and the maturity job adds no second payout', async () => {
    const { d, client, account } = await maturingAccount('2026-05-18');
    expect(account.maturesOn).toBe('2026-05-25');
    // 2026-05-25 is the spring bank holiday: its payout day is the 26th. The clock moves without running the day's jobs.
    t.clock.advanceTo(new Date('2026-05-25T00:00:30Z'));
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await t.platform.processor.drain();
    expect(await d.status(closure)).toMatchObject({ status: 'Processed', statusReason: null });
    await d.run(); // now the maturity job
    await expectPaidOutOnce(d, account.depositAccountId, '2026-05-26', closure);
  });

  it('the day after maturity (a weekend), while the payout waits for Monday: Processed, that payout', async () => {
    const { d, client, account } = await maturingAccount('2026-06-01', 5);
    expect(account.maturesOn).toBe('2026-06-06'); // a Saturday
    await d.advanceTo('2026-06-07T10:00:00Z');
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect(await d.status(closure)).toMatchObject({ status: 'Processed', statusReason: null });
    await expectPaidOutOnce(d, account.depositAccountId, '2026-06-08', closure);
  });

  it('a second close-account, once the partner’s has taken the payout: Rejected, DepositAccountClosing', async () => {
    const { d, client, account } = await maturingAccount('2026-06-15');
    await d.advanceTo('2026-06-22T10:00:00Z');
    const first = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    const second = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect(await d.status(first)).toMatchObject({ status: 'Processed' });
    expect((await d.status(second)).statusReason).toMatch(/^DepositAccountClosing/);
    await expectPaidOutOnce(d, account.depositAccountId, '2026-06-22', first);
  });

  it('races the maturity job: one payout, the partner’s, whichever commits first', async () => {
    for (const [openedOn, maturesOn] of [
      ['2026-07-06', '2026-07-13'],
      ['2026-07-14', '2026-07-21'],
      ['2026-07-22', '2026-07-29'],
    ]) {
      const { d, client, account } = await maturingAccount(openedOn);
      t.clock.advanceTo(new Date(`${maturesOn}T00:00:30Z`));
      const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
      // The partner's request and the day's jobs (the maturity job among them) at once.
      await Promise.all([t.platform.processor.drain(), t.platform.scheduler.runDue(t.platform.clock.now())]);
      await d.run();
      expect(await d.status(closure)).toMatchObject({ status: 'Processed', statusReason: null });
      await expectPaidOutOnce(d, account.depositAccountId, maturesOn, closure);
    }
  });
});
