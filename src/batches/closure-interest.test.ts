/**
 * Closures and maturity payouts post the accrued interest through the interest
 * context (postAccruedInterestForAccount), so every InterestPosting entry has
 * its interest_postings row, the payout is the balance after posting, and
 * reconciliation covers closed accounts as well as open ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newClosure, newDeposit } from '../../test/builders/instructions.js';
import { InterestDecimal, payoutMinor } from '../interest/interest.js';
import { ledgerSum } from '../../test/builders/ledger.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

async function accountOf(clientReference: string) {
  return t.platform.db.selectFrom('deposit_accounts').selectAll().where('client_reference', '=', clientReference).executeTakeFirstOrThrow();
}

async function ledgerOf(depositAccountId: string) {
  return (
    await t.platform.db
      .selectFrom('ledger_entries')
      .select(['entry_type', 'amount_minor', 'business_date'])
      .where('deposit_account_id', '=', depositAccountId)
      .orderBy('entry_id')
      .execute()
  ).map((e) => [e.entry_type, e.amount_minor, e.business_date]);
}

async function postingsOf(depositAccountId: string) {
  return t.platform.db
    .selectFrom('interest_postings')
    .select(['posting_date', 'accrued_amount', 'posted_minor', 'reason'])
    .where('deposit_account_id', '=', depositAccountId)
    .orderBy('posting_id')
    .execute();
}

async function expectReconciliationClean() {
  const response = await t.operator({ method: 'GET', url: '/operator/reconciliation' });
  expect(response.statusCode).toBe(200);
  const report = response.json() as { ok: boolean; checks: { name: string; ok: boolean; offending: unknown[] }[] };
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
    const opened = await accountOf(client);

    // Accrual runs at the end of 2, 3, 4 and 5 March; the closure settles on the 6th.
    await d.advanceTo('2026-03-06T09:00:00Z');
    const before = await accountOf(client);
    expect(Number(before.accrued_interest)).toBeGreaterThan(0);
    await d.submitOk('close-account', newClosure(client, opened.deposit_account_id));
    await d.run();
    await d.settle('2026-03-06', 'withdrawal');

    const closed = await accountOf(client);
    // 4 days x 1,000,000p x 5.00% / 365 = 547.945...p, posted as 548p; the -0.054p left is under half a penny.
    expect(closed).toMatchObject({ status: 'Closed', closed_on: '2026-03-06', balance_minor: 0n, interest_paid_minor: 548n });
    expect(closed.accrued_interest).toBe(new InterestDecimal(before.accrued_interest).minus(548).toFixed(20));
    expect(await ledgerOf(opened.deposit_account_id)).toEqual([
      ['Deposit', 1_000_000n, '2026-03-02'],
      ['InterestPosting', 548n, '2026-03-06'],
      ['ClosurePayout', -1_000_548n, '2026-03-06'],
    ]);
    const postings = await postingsOf(opened.deposit_account_id);
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ posting_date: '2026-03-06', posted_minor: 548n, reason: 'Closure' });
    expect(postings[0].accrued_amount).toBe(before.accrued_interest);
    expect(await ledgerSum(t.platform.db, opened.deposit_account_id)).toBe(0n);
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
    const opened = await accountOf(client);
    await d.advanceTo('2026-03-10T09:00:00Z');
    await d.submitOk('close-account', newClosure(client, opened.deposit_account_id));
    await d.run();
    await d.settle('2026-03-10', 'withdrawal');

    // 100p x 1.00% / 365 for one day = 0.0027p: rounds to nothing, stays on record as the account's accrued interest.
    expect(await accountOf(client)).toMatchObject({ status: 'Closed', balance_minor: 0n, interest_paid_minor: 0n, accrued_interest: '0.00273972602739726028' });
    expect(await ledgerOf(opened.deposit_account_id)).toEqual([
      ['Deposit', 100n, '2026-03-09'],
      ['ClosurePayout', -100n, '2026-03-10'],
    ]);
    expect(await postingsOf(opened.deposit_account_id)).toEqual([]);
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
    const opened = await accountOf(client);
    expect(opened.matures_on).toBe('2026-04-20');

    // The maturity job at the start of the 20th posts the interest and enqueues the payout.
    await d.advanceTo('2026-04-20T09:00:00Z');
    // 7 days x 800,000p x 4.00% / 365 = 613.6986...p posted as 614p; -0.3014p is carried (and not paid: under half a penny).
    expect(await accountOf(client)).toMatchObject({ status: 'Matured', interest_paid_minor: 614n });
    expect((await accountOf(client)).accrued_interest.startsWith('-0.30136986301369863')).toBe(true);
    await d.settle('2026-04-20', 'withdrawal');

    const closed = await accountOf(client);
    // 7 days x 800,000p x 4.00% / 365 = 613.69...p, posted as 614p.
    expect(closed).toMatchObject({ status: 'Closed', closed_on: '2026-04-20', balance_minor: 0n, interest_paid_minor: 614n });
    expect(await ledgerOf(opened.deposit_account_id)).toEqual([
      ['Deposit', 800_000n, '2026-04-13'],
      ['InterestPosting', 614n, '2026-04-20'],
      ['MaturityPayout', -800_614n, '2026-04-20'],
    ]);
    expect(await postingsOf(opened.deposit_account_id)).toMatchObject([{ posting_date: '2026-04-20', posted_minor: 614n, reason: 'Maturity' }]);
    await expectReconciliationClean();
  });
});

/** The account's accruals (date, amount) and what has been paid, from the database. */
async function accrualsOf(depositAccountId: string) {
  return t.platform.db.selectFrom('interest_accruals').select(['accrual_date', 'amount']).where('deposit_account_id', '=', depositAccountId).orderBy('accrual_date').execute();
}

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
    const { deposit_account_id: accountId } = await accountOf(client);
    await d.advanceTo('2027-01-08T10:00:00Z');
    await d.submitOk('withdraw', { ...newClosure(client, accountId), amount: 50 });
    await d.run();
    await d.settle('2027-01-08', 'withdrawal');
    await d.advanceTo('2027-01-08T16:00:00Z');
    await d.submitOk('close-account', newClosure(client, accountId));
    await d.run();

    // Open: the line is provisional (interest accrued to Thursday).
    const friday = await accountOf(client);
    const provisional = payoutMinor(friday.balance_minor, friday.accrued_interest);
    let [batch] = (await d.batches('2027-01-11')).filter((b) => b.instructionType === 'withdrawal');
    expect(batch).toMatchObject({ instructionBatchStatus: 'Open', instructionBatchTotalAmount: Number(provisional) / 100 });

    // Locked at Monday's cut-off: balance plus every accrual to Sunday, and none from Monday on.
    await d.advanceTo('2027-01-11T14:30:00Z');
    [batch] = (await d.batches('2027-01-11')).filter((b) => b.instructionType === 'withdrawal');
    expect(batch.instructionBatchStatus).toBe('Locked');
    const monday = await accountOf(client);
    const accruals = await accrualsOf(accountId);
    expect(accruals.at(-1)!.accrual_date).toBe('2027-01-10');
    const exact = accruals.reduce((sum, r) => sum.plus(r.amount), new InterestDecimal(0));
    const line = monday.balance_minor + BigInt(exact.minus(monday.interest_paid_minor.toString()).plus(0.5).floor().toFixed(0));
    expect(line).toBe(payoutMinor(monday.balance_minor, monday.accrued_interest));
    expect(line).toBeGreaterThan(provisional); // Friday, Saturday and Sunday's interest
    expect(batch.instructionBatchTotalAmount).toBe(Number(line) / 100);

    // The partner confirms that total; settlement moves exactly it, and the account is empty.
    expect((await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount }])).statusCode).toBe(204);
    await d.advanceTo('2027-01-11T15:30:00Z');
    const ledger = await ledgerOf(accountId);
    expect(ledger.at(-1)).toEqual(['ClosurePayout', -line, '2027-01-11']);
    expect(await accountOf(client)).toMatchObject({ status: 'Closed', balance_minor: 0n });
    await d.advanceTo('2027-01-13T09:00:00Z');
    expect((await accrualsOf(accountId)).at(-1)!.accrual_date).toBe('2027-01-10');
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
    const { deposit_account_id: accountId } = await accountOf(client);
    // Requested Wednesday 10 Feb: 32 days on is Sunday 14 March, so Monday 15 March's batch.
    await d.advanceTo('2027-02-10T11:00:00Z');
    await d.submitOk('close-account', newClosure(client, accountId));
    await d.run();
    await d.advanceTo('2027-03-15T14:30:00Z');
    const [batch] = (await d.batches('2027-03-15')).filter((b) => b.instructionType === 'withdrawal');
    const locked = await accountOf(client);
    const line = payoutMinor(locked.balance_minor, locked.accrued_interest);
    expect(batch).toMatchObject({ instructionBatchStatus: 'Locked', instructionBatchTotalAmount: Number(line) / 100, instructionBatchTotalNoticeAmount: Number(line) / 100 });
    expect((await accrualsOf(accountId)).at(-1)!.accrual_date).toBe('2027-03-14');

    // The partner confirms two days late: nothing accrued or posted meanwhile, and the Locked total still holds.
    await d.advanceTo('2027-03-17T10:00:00Z');
    expect((await accrualsOf(accountId)).at(-1)!.accrual_date).toBe('2027-03-14');
    expect(await accountOf(client)).toMatchObject({ balance_minor: locked.balance_minor, accrued_interest: locked.accrued_interest });
    const closed = await d.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    expect(closed.statusCode).toBe(204);
    await d.advanceTo('2027-03-17T15:30:00Z');
    expect((await ledgerOf(accountId)).at(-1)).toEqual(['ClosurePayout', -line, '2027-03-15']);
    expect(await accountOf(client)).toMatchObject({ status: 'Closed', balance_minor: 0n });
    await expectReconciliationClean();
  });
});

describe('reconciliation catches each broken money invariant (broken directly in the database)', () => {
  async function failing(): Promise<Record<string, Record<string, unknown>[]>> {
    const report = (await t.operator({ method: 'GET', url: '/operator/reconciliation' })).json() as {
      checks: { name: string; ok: boolean; offending: Record<string, unknown>[] }[];
    };
    return Object.fromEntries(report.checks.filter((c) => !c.ok).map((c) => [c.name, c.offending]));
  }
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
    const accrual = await db()
      .selectFrom('interest_accruals as r')
      .innerJoin('deposit_accounts as a', 'a.deposit_account_id', 'r.deposit_account_id')
      .select(['r.deposit_account_id', 'r.accrual_date', 'r.net_rate_percent'])
      .where('a.fixed_net_rate_percent', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('interest_accruals')
      .set({ net_rate_percent: '9.9900' })
      .where('deposit_account_id', '=', accrual.deposit_account_id)
      .where('accrual_date', '=', accrual.accrual_date)
      .execute();
    try {
      expect((await failing())['fixed-terms-accrue-at-their-fixed-rate'].map((r) => r.deposit_account_id)).toContain(accrual.deposit_account_id);
    } finally {
      await db()
        .updateTable('interest_accruals')
        .set({ net_rate_percent: accrual.net_rate_percent })
        .where('deposit_account_id', '=', accrual.deposit_account_id)
        .where('accrual_date', '=', accrual.accrual_date)
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
    const key = { deposit_account_id: payout.deposit_account_id!, accrual_date: payout.date_to_be_actioned };
    await db()
      .insertInto('interest_accruals')
      .values({ ...key, amount: '0', net_rate_percent: '0' })
      .execute();
    try {
      expect((await failing())['no-accrual-on-or-after-the-payout-day'].map((r) => r.deposit_account_id)).toEqual([payout.deposit_account_id]);
    } finally {
      await db().deleteFrom('interest_accruals').where('deposit_account_id', '=', key.deposit_account_id).where('accrual_date', '=', key.accrual_date).execute();
    }
    expect(await failing()).toEqual({});
  });
});
