/**
 * Closures and maturity payouts post the accrued interest through the interest
 * context (postAccruedInterestForAccount), so every InterestPosting entry has
 * its interest_postings row, the payout is the balance after posting, and
 * reconciliation covers closed accounts as well as open ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newClosure, newDeposit } from '../../test/builders/instructions.js';
import { InterestDecimal, payoutMinor } from '../interest/interest.js';
import { ledgerSum } from '../../test/builders/ledger.js';
import { accrualsOf, entriesOf, onlyAccountOf, type PartnerCaller, postingsOf } from '../../test/builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

/** The client's one account (the Portfolios API names it), as the ledger has it. */
async function accountOf(d: PartnerCaller, clientReference: string) {
  return onlyAccountOf(t.platform.db, d, clientReference);
}

async function ledgerOf(depositAccountId: string) {
  return (await entriesOf(t.platform.db, depositAccountId)).map((e) => [e.entryType, e.amountMinor, e.businessDate]);
}

async function expectReconciliationClean() {
  const report = await reconciliationReport(t);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  expect(report.ok).toBe(true);
  expect(report.checks.map((c) => c.name)).toContain('accrued-interest-equals-accruals-less-postings');
}

describe('settlement of a close-account instruction', () => {
  it('posts the accrued interest through interest_postings, then pays out the whole balance', async () => {
    await t.clock.advanceTo(new Date('2026-03-02T09:00:00Z'));
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '5.25' });
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 10000 }));
    await d.run();
    await d.settle('2026-03-02', 'deposit');
    const opened = await accountOf(d, client);

    // Accrual runs at the end of 2, 3, 4 and 5 March; the closure settles on the 6th.
    await d.advanceTo('2026-03-06T09:00:00Z');
    const before = await accountOf(d, client);
    expect(Number(before.accruedInterest)).toBeGreaterThan(0);
    await d.submitOk('close-account', newClosure(client, opened.depositAccountId));
    await d.run();
    await d.settle('2026-03-06', 'withdrawal');

    const closed = await accountOf(d, client);
    // 4 days x 1,000,000p x 5.00% / 365 = 547.945...p, posted as 548p; the -0.054p left is under half a penny.
    expect(closed).toMatchObject({ status: 'Closed', closedOn: '2026-03-06', balanceMinor: 0n, interestPaidMinor: 548n });
    expect(closed.accruedInterest).toBe(new InterestDecimal(before.accruedInterest).minus(548).toFixed(20));
    expect(await ledgerOf(opened.depositAccountId)).toEqual([
      ['Deposit', 1_000_000n, '2026-03-02'],
      ['InterestPosting', 548n, '2026-03-06'],
      ['ClosurePayout', -1_000_548n, '2026-03-06'],
    ]);
    const postings = await postingsOf(t.platform.db, opened.depositAccountId);
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ postingDate: '2026-03-06', postedMinor: 548n, reason: 'Closure' });
    expect(postings[0].accruedAmount).toBe(before.accruedInterest);
    expect(await ledgerSum(t.platform.db, opened.depositAccountId)).toBe(0n);
    await expectReconciliationClean();
  });

  it('leaves interest under half a penny unpaid, with no posting and no ledger entry', async () => {
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '1.25', minimumMinor: 1n });
    const client = await d.newClient();
    await d.advanceTo('2026-03-09T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1 }));
    await d.run();
    await d.settle('2026-03-09', 'deposit');
    const opened = await accountOf(d, client);
    await d.advanceTo('2026-03-10T09:00:00Z');
    await d.submitOk('close-account', newClosure(client, opened.depositAccountId));
    await d.run();
    await d.settle('2026-03-10', 'withdrawal');

    // 100p x 1.00% / 365 for one day = 0.0027p: rounds to nothing, stays on record as the account's accrued interest.
    expect(await accountOf(d, client)).toMatchObject({ status: 'Closed', balanceMinor: 0n, interestPaidMinor: 0n, accruedInterest: '0.00273972602739726028' });
    expect(await ledgerOf(opened.depositAccountId)).toEqual([
      ['Deposit', 100n, '2026-03-09'],
      ['ClosurePayout', -100n, '2026-03-10'],
    ]);
    expect(await postingsOf(t.platform.db, opened.depositAccountId)).toEqual([]);
    await expectReconciliationClean();
  });
});

describe('settlement of a maturity payout', () => {
  it('pays out the balance with the interest posted at maturity, and posts nothing twice', async () => {
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 7, termUnit: 'Day', ratePercent: '4.25' });
    const client = await d.newClient();
    await d.advanceTo('2026-04-13T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 8000 }));
    await d.run();
    await d.settle('2026-04-13', 'deposit');
    const opened = await accountOf(d, client);
    expect(opened.maturesOn).toBe('2026-04-20');

    // The maturity job at the start of the 20th posts the interest and enqueues the payout.
    await d.advanceTo('2026-04-20T09:00:00Z');
    // 7 days x 800,000p x 4.00% / 365 = 613.6986...p posted as 614p; -0.3014p is carried (and not paid: under half a penny).
    expect(await accountOf(d, client)).toMatchObject({ status: 'Matured', interestPaidMinor: 614n });
    expect((await accountOf(d, client)).accruedInterest.startsWith('-0.30136986301369863')).toBe(true);
    await d.settle('2026-04-20', 'withdrawal');

    const closed = await accountOf(d, client);
    // 7 days x 800,000p x 4.00% / 365 = 613.69...p, posted as 614p.
    expect(closed).toMatchObject({ status: 'Closed', closedOn: '2026-04-20', balanceMinor: 0n, interestPaidMinor: 614n });
    expect(await ledgerOf(opened.depositAccountId)).toEqual([
      ['Deposit', 800_000n, '2026-04-13'],
      ['InterestPosting', 614n, '2026-04-20'],
      ['MaturityPayout', -800_614n, '2026-04-20'],
    ]);
    expect(await postingsOf(t.platform.db, opened.depositAccountId)).toMatchObject([{ postingDate: '2026-04-20', postedMinor: 614n, reason: 'Maturity' }]);
    await expectReconciliationClean();
  });
});

describe('one amount per payout: what the partner confirms is what moves', () => {
  it('an instant access closure made on a Friday afternoon pays, on Monday, the line the Locked batch shows: interest to Sunday included', async () => {
    // The independent check's case: 20,000.00 on 24 Nov 2026, 50.00 withdrawn Friday 8 Jan 2027 at 10:00,
    // close-account at 16:00 the same day, which joins Monday 11 January's withdrawal batch.
    await t.clock.advanceTo(new Date('2026-11-24T09:00:00Z'));
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '3.75' });
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 20000 }));
    await d.run();
    await d.settle('2026-11-24', 'deposit');
    const { depositAccountId: accountId } = await accountOf(d, client);
    await d.advanceTo('2027-01-08T10:00:00Z');
    await d.submitOk('withdraw', { ...newClosure(client, accountId), amount: 50 });
    await d.run();
    await d.settle('2027-01-08', 'withdrawal');
    await d.advanceTo('2027-01-08T16:00:00Z');
    await d.submitOk('close-account', newClosure(client, accountId));
    await d.run();

    // Open: the line is provisional (interest accrued to Thursday).
    const friday = await accountOf(d, client);
    const provisional = payoutMinor(friday.balanceMinor, friday.accruedInterest);
    let [batch] = (await d.batches('2027-01-11')).filter((b) => b.instructionType === 'withdrawal');
    expect(batch).toMatchObject({ instructionBatchStatus: 'Open', instructionBatchTotalAmount: Number(provisional) / 100 });

    // Locked at Monday's cut-off: balance plus every accrual to Sunday, and none from Monday on.
    await d.advanceTo('2027-01-11T14:30:00Z');
    [batch] = (await d.batches('2027-01-11')).filter((b) => b.instructionType === 'withdrawal');
    expect(batch.instructionBatchStatus).toBe('Locked');
    const monday = await accountOf(d, client);
    const accruals = await accrualsOf(t.platform.db, accountId);
    expect(accruals.at(-1)!.accrualDate).toBe('2027-01-10');
    const exact = accruals.reduce((sum, r) => sum.plus(r.amount), new InterestDecimal(0));
    const line = monday.balanceMinor + BigInt(exact.minus(monday.interestPaidMinor.toString()).plus(0.5).floor().toFixed(0));
    expect(line).toBe(payoutMinor(monday.balanceMinor, monday.accruedInterest));
    expect(line).toBeGreaterThan(provisional); // Friday, Saturday and Sunday's interest
    expect(batch.instructionBatchTotalAmount).toBe(Number(line) / 100);

    // The partner confirms that total; settlement moves exactly it, and the account is empty.
    expect((await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount }])).statusCode).toBe(204);
    await d.advanceTo('2027-01-11T15:30:00Z');
    const ledger = await ledgerOf(accountId);
    expect(ledger.at(-1)).toEqual(['ClosurePayout', -line, '2027-01-11']);
    expect(await accountOf(d, client)).toMatchObject({ status: 'Closed', balanceMinor: 0n });
    await d.advanceTo('2027-01-13T09:00:00Z');
    expect((await accrualsOf(t.platform.db, accountId)).at(-1)!.accrualDate).toBe('2027-01-10');
    await expectReconciliationClean();
  }, 240_000); // seven weeks of nightly jobs

  it('a notice closure is final at its own cut-off, notice total included, and stops accruing while the partner has not confirmed', async () => {
    await t.clock.advanceTo(new Date('2027-02-01T09:00:00Z'));
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'Notice', noticeLength: 32, ratePercent: '4.00' });
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 30000 }));
    await d.run();
    await d.settle('2027-02-01', 'deposit');
    const { depositAccountId: accountId } = await accountOf(d, client);
    // Requested Wednesday 10 Feb: 32 days on is Sunday 14 March, so Monday 15 March's batch.
    await d.advanceTo('2027-02-10T11:00:00Z');
    await d.submitOk('close-account', newClosure(client, accountId));
    await d.run();
    await d.advanceTo('2027-03-15T14:30:00Z');
    const [batch] = (await d.batches('2027-03-15')).filter((b) => b.instructionType === 'withdrawal');
    const locked = await accountOf(d, client);
    const line = payoutMinor(locked.balanceMinor, locked.accruedInterest);
    expect(batch).toMatchObject({ instructionBatchStatus: 'Locked', instructionBatchTotalAmount: Number(line) / 100, instructionBatchTotalNoticeAmount: Number(line) / 100 });
    expect((await accrualsOf(t.platform.db, accountId)).at(-1)!.accrualDate).toBe('2027-03-14');

    // The partner confirms two days late: nothing accrued or posted meanwhile, and the Locked total still holds.
    await d.advanceTo('2027-03-17T10:00:00Z');
    expect((await accrualsOf(t.platform.db, accountId)).at(-1)!.accrualDate).toBe('2027-03-14');
    expect(await accountOf(d, client)).toMatchObject({ balanceMinor: locked.balanceMinor, accruedInterest: locked.accruedInterest });
    const closed = await d.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    expect(closed.statusCode).toBe(204);
    await d.advanceTo('2027-03-17T15:30:00Z');
    expect((await ledgerOf(accountId)).at(-1)).toEqual(['ClosurePayout', -line, '2027-03-15']);
    expect(await accountOf(d, client)).toMatchObject({ status: 'Closed', balanceMinor: 0n });
    await expectReconciliationClean();
  });
});

describe('reconciliation catches each broken money invariant (broken directly in the database)', () => {
  async function failing(): Promise<Record<string, Record<string, unknown>[]>> {
    const report = await reconciliationReport(t);
    return Object.fromEntries(report.checks.filter((c) => !c.ok).map((c) => [c.name, c.offending]));
  }
  // Each case reads the row it breaks (and puts back) in the table itself, on purpose: no public read picks "any closed account".
  const db = () => t.platform.db;

  it('a Completed batch whose payout line differs from the money it moved', async () => {
    const payout = await db()
      .selectFrom('instructions')
      .select(['instruction_id', 'instruction_reference', 'amount_minor'])
      .where('is_closure', '=', true)
      .where('state', '=', 'Settled')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('instructions')
      .set({ amount_minor: payout.amount_minor + 1n })
      .where('instruction_id', '=', payout.instruction_id)
      .execute();
    try {
      const offending = (await failing())['completed-batches-moved-their-lines'];
      expect(offending.map((r) => r.instruction_reference)).toContain(payout.instruction_reference);
    } finally {
      await db().updateTable('instructions').set({ amount_minor: payout.amount_minor }).where('instruction_id', '=', payout.instruction_id).execute();
    }
    expect(await failing()).toEqual({});
  });

  it('a fixed term accrued at another rate than the one fixed at its opening', async () => {
    const period = await db()
      .selectFrom('interest_periods as r')
      .innerJoin('deposit_accounts as a', 'a.deposit_account_id', 'r.deposit_account_id')
      .select(['r.deposit_account_id', 'r.first_day', 'r.net_rate_percent'])
      .where('a.fixed_net_rate_percent', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('interest_periods')
      .set({ net_rate_percent: '9.9900' })
      .where('deposit_account_id', '=', period.deposit_account_id)
      .where('first_day', '=', period.first_day)
      .execute();
    try {
      expect((await failing())['fixed-terms-accrue-at-their-fixed-rate'].map((r) => r.deposit_account_id)).toContain(period.deposit_account_id);
    } finally {
      await db()
        .updateTable('interest_periods')
        .set({ net_rate_percent: period.net_rate_percent })
        .where('deposit_account_id', '=', period.deposit_account_id)
        .where('first_day', '=', period.first_day)
        .execute();
    }
    expect(await failing()).toEqual({});
  });

  it('a closed account that left half a penny or more unpaid', async () => {
    const account = await db().selectFrom('deposit_accounts').select(['deposit_account_id', 'accrued_interest']).where('status', '=', 'Closed').limit(1).executeTakeFirstOrThrow();
    await db().updateTable('deposit_accounts').set({ accrued_interest: '0.6' }).where('deposit_account_id', '=', account.deposit_account_id).execute();
    try {
      expect((await failing())['interest-paid-within-half-a-penny-of-accrual'].map((r) => r.deposit_account_id)).toEqual([account.deposit_account_id]);
    } finally {
      await db().updateTable('deposit_accounts').set({ accrued_interest: account.accrued_interest }).where('deposit_account_id', '=', account.deposit_account_id).execute();
    }
    expect(await failing()).toEqual({});
  });

  it('an account that accrued on its payout day', async () => {
    const payout = await db()
      .selectFrom('instructions')
      .select(['deposit_account_id', 'date_to_be_actioned'])
      .where('is_closure', '=', true)
      .where('state', '=', 'Settled')
      .where('is_maturity', '=', false)
      .limit(1)
      .executeTakeFirstOrThrow();
    const key = { deposit_account_id: payout.deposit_account_id!, first_day: payout.date_to_be_actioned };
    await db()
      .insertInto('interest_periods')
      .values({ ...key, last_day: payout.date_to_be_actioned, balance_minor: 0n, daily_amount: '0', net_rate_percent: '0' })
      .execute();
    try {
      expect((await failing())['no-accrual-on-or-after-the-payout-day'].map((r) => r.deposit_account_id)).toEqual([payout.deposit_account_id]);
    } finally {
      await db().deleteFrom('interest_periods').where('deposit_account_id', '=', key.deposit_account_id).where('first_day', '=', key.first_day).execute();
    }
    expect(await failing()).toEqual({});
  });
});
