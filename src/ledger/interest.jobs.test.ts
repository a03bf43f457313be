import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/calendar.js';
import { dailyAccrual, projectBalance } from '../interest/interest.js';
import type { Db } from '../database.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { runInterestJobsForDates } from '../../test/builders/ledger.js';
import { createInterestJobs, INTEREST_JOB_NAMES } from './interest.jobs.js';
import { postAccruedInterestForAccount } from './interest.repository.js';
import { insertClient, insertPartner } from '../../test/builders/clients.js';
import { openAccount } from '../../test/builders/ledger.js';
import { accountOf, accrualOn, accrualsOf, entriesOf, instructionsOnAccount } from '../../test/builders/reads.js';
import { addIssueVersion, insertProduct } from '../../test/builders/products.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { INTEREST_RECONCILIATION_CHECKS } from './ledger.checks.js';

let t: TestPlatform;
let db: Db;
let partnerId: string;
const NOW = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await startTestPlatform();
  db = t.platform.db;
  partnerId = await insertPartner(db);
});
afterAll(async () => t?.close());

function datesFrom(first: string, last: string): string[] {
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
}

async function account(id: string) {
  return accountOf(db, id);
}

async function entries(id: string) {
  return (await entriesOf(db, id)).map((e) => ({ entryType: e.entryType, amountMinor: e.amountMinor, businessDate: e.businessDate }));
}

async function accrualDays(id: string): Promise<string[]> {
  return (await accrualsOf(db, id)).map((r) => r.accrualDate);
}

/**
 * Everything the jobs write, for "nothing changed" comparisons. It reads the
 * ledger's tables whole, on purpose: this is the ledger's own test that a rerun
 * touches no row of them (no public read lists every row of every table).
 */
async function snapshot() {
  const [accounts, ledger, accruals, postings, portfolios] = await Promise.all([
    db.selectFrom('deposit_accounts').selectAll().orderBy('deposit_account_id').execute(),
    db.selectFrom('ledger_entries').select(['deposit_account_id', 'entry_type', 'amount_minor', 'business_date']).orderBy('entry_id').execute(),
    db.selectFrom('interest_periods').selectAll().orderBy('deposit_account_id').orderBy('first_day').execute(),
    db.selectFrom('interest_postings').select(['deposit_account_id', 'posting_date', 'accrued_amount', 'posted_minor']).orderBy('posting_id').execute(),
    db.selectFrom('portfolios').selectAll().orderBy('portfolio_id').execute(),
  ]);
  return { accounts, ledger, accruals, postings, portfolios };
}

describe('interest jobs', () => {
  it('a 12-month fixed term paid at maturity accrues 365 days, posts once at maturity and matures', async () => {
    const product = await insertProduct(db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month', interestPaidType: 'AtMaturity', ratePercent: '5.0000' });
    const client = await insertClient(db, partnerId);
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: '2026-03-02',
      maturesOn: '2027-03-02',
      amountMinor: 1_000_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform, t.platform.batches);

    await runInterestJobsForDates(jobs, datesFrom('2026-03-02', '2027-03-01'));
    let a = await account(depositAccountId);
    // Net rate 5.00 - 0.25 = 4.75%: £10,000 earns 1,000,000 x 4.75 / 36,500 = 130.1369863...p a day.
    expect(a.accruedInterest).toBe(dailyAccrual(1_000_000n, '4.75').times(365).toFixed(20));
    expect(a.accruedInterest.startsWith('47500.0000000000000000')).toBe(true);
    expect(a.status).toBe('Open');
    expect(a.interestPaidMinor).toBe(0n);

    await runInterestJobsForDates(jobs, ['2027-03-02', '2027-03-03']);
    a = await account(depositAccountId);
    // 365 days at 4.75% on £10,000 is exactly £475.00, posted on the maturity date, and accrual stops.
    expect(a.status).toBe('Matured');
    expect(a.interestPaidMinor).toBe(47_500n);
    expect(a.balanceMinor).toBe(1_047_500n);
    // What is carried: each day's accrual is rounded up at 1e-20p (130.13698630136986301370p), so 365 of them
    // are 0.5e-20p over £475.00.
    expect(a.accruedInterest).toBe(dailyAccrual(1_000_000n, '4.75').times(365).minus(47_500).toFixed(20));
    expect(a.accruedInterest).toBe('0.00000000000000000050');
    expect(a.accruedThrough).toBe('2027-03-01');
    const days = await accrualDays(depositAccountId);
    expect(days).toHaveLength(365);
    expect(days[0]).toBe('2026-03-02');
    expect(days.at(-1)).toBe('2027-03-01');
    expect(await entries(depositAccountId)).toEqual([
      { entryType: 'Deposit', amountMinor: 1_000_000n, businessDate: '2026-03-02' },
      { entryType: 'InterestPosting', amountMinor: 47_500n, businessDate: '2027-03-02' },
    ]);
    // The payout of balance and interest waits in the maturity day's withdrawal batch (a Tuesday).
    const payouts = (await instructionsOnAccount(db, partnerId, depositAccountId)).map((i) => ({
      amountMinor: i.amountMinor,
      isClosure: i.isClosure,
      isMaturity: i.isMaturity,
      state: i.state,
      dateToBeActioned: i.dateToBeActioned,
      instructionType: i.instructionType,
    }));
    expect(payouts).toEqual([{ amountMinor: 1_047_500n, isClosure: true, isMaturity: true, state: 'Live', dateToBeActioned: '2027-03-02', instructionType: 'withdrawal' }]);
    const oracle = projectBalance({ principalMinor: 1_000_000n, ratePercent: '4.75', startDate: '2026-03-02', endDate: '2027-03-02', postingFrequency: 'AtMaturity' });
    expect(a.balanceMinor).toBe(oracle.balanceMinor);
  });

  it('an instant access account paying monthly, opened 31 January 2028, posts on 29 February (leap day), 31 March and 30 April', async () => {
    const product = await insertProduct(db, { termType: 'InstantAccess', interestPaidType: 'Daily', interestPaysFrequency: 'Month', ratePercent: '3.0000' });
    const client = await insertClient(db, partnerId);
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: '2028-01-31',
      amountMinor: 100_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, datesFrom('2028-01-31', '2028-05-01'));
    // Net 2.75%; each posting pays what accrued plus the remainder carried from the last one, rounded half-up.
    // 31 Jan..28 Feb: 29 days x 7.5342465...p = 218.4932p -> 218p on 29 Feb, 0.4932p carried.
    // 29 Feb..30 Mar: 31 days x (100,218 x 2.75 / 36,500 = 7.5506712...p) = 234.0708p + 0.4932p = 234.5640p -> 235p, -0.4360p carried.
    // 31 Mar..29 Apr: 30 days x (100,453 x 2.75 / 36,500 = 7.5683...p) = 227.0513p - 0.4360p = 226.6153p -> 227p, -0.3847p carried.
    // (Before the carry rule the remainders were dropped: 218p, 234p, 227p.)
    expect(await entries(depositAccountId)).toEqual([
      { entryType: 'Deposit', amountMinor: 100_000n, businessDate: '2028-01-31' },
      { entryType: 'InterestPosting', amountMinor: 218n, businessDate: '2028-02-29' },
      { entryType: 'InterestPosting', amountMinor: 235n, businessDate: '2028-03-31' },
      { entryType: 'InterestPosting', amountMinor: 227n, businessDate: '2028-04-30' },
    ]);
    const a = await account(depositAccountId);
    expect(a.balanceMinor).toBe(100_680n);
    expect(a.interestPaidMinor).toBe(680n);
    expect(a.status).toBe('Open');
    // The leap day accrues, on the balance that includes that day's posting.
    const leapDay = await accrualOn(db, depositAccountId, '2028-02-29');
    expect(leapDay.amount).toBe(dailyAccrual(100_218n, '2.75').toFixed(20));
    // The remainder carried from 30 Apr, plus 30 Apr and 1 May accrued since.
    const carried = dailyAccrual(100_000n, '2.75').times(29).plus(dailyAccrual(100_218n, '2.75').times(31)).plus(dailyAccrual(100_453n, '2.75').times(30)).minus(680);
    expect(carried.toFixed(4)).toBe('-0.3847');
    expect(a.accruedInterest).toBe(carried.plus(dailyAccrual(100_680n, '2.75').times(2)).toFixed(20));
    const oracle = projectBalance({ principalMinor: 100_000n, ratePercent: '2.75', startDate: '2028-01-31', endDate: '2028-04-30', postingFrequency: 'Month' });
    expect(a.balanceMinor).toBe(oracle.balanceMinor);
  });

  it('a 95-day notice account paying daily compounds every day, as projectBalance does, and follows a rate change', async () => {
    // Job runs are per date for the whole database: each test here uses dates of its own.
    const open = '2028-06-01';
    const product = await insertProduct(db, {
      termType: 'Notice',
      noticeLength: 95,
      noticeUnit: 'Day',
      interestPaidType: 'Daily',
      interestPaysFrequency: 'Daily',
      ratePercent: '4.0000',
    });
    const client = await insertClient(db, partnerId);
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: open,
      amountMinor: 5_000_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, datesFrom(open, addDays(open, 1)));
    // Day one: 5,000,000 x 3.75 / 36,500 = 513.70p, posted as 514p at the start of day two.
    expect((await entries(depositAccountId)).slice(1)).toEqual([{ entryType: 'InterestPosting', amountMinor: 514n, businessDate: addDays(open, 1) }]);

    const end = addDays(open, 95);
    await runInterestJobsForDates(jobs, datesFrom(addDays(open, 2), end));
    let a = await account(depositAccountId);
    // 95 days accrue (open .. end-1), each posted the next morning; day `end` has accrued, not yet posted.
    const oracle = projectBalance({ principalMinor: 5_000_000n, ratePercent: '3.75', startDate: open, endDate: end, postingFrequency: 'Daily' });
    expect(a.balanceMinor).toBe(oracle.balanceMinor);
    expect(a.interestPaidMinor).toBe(oracle.interestMinor);
    expect(await entries(depositAccountId)).toHaveLength(96);

    // A variable rate: a new issue version applies to the account from the next accrual.
    await addIssueVersion(db, product, '2.0000');
    await runInterestJobsForDates(jobs, [addDays(end, 1)]);
    const last = await accrualOn(db, depositAccountId, addDays(end, 1));
    a = await account(depositAccountId);
    expect(last.netRatePercent).toBe('1.7500');
    expect(last.amount).toBe(dailyAccrual(a.balanceMinor, '1.75').toFixed(20));
  });

  it('running a day twice changes nothing', async () => {
    const product = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '5.0000' });
    const client = await insertClient(db, partnerId);
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: '2028-10-02',
      amountMinor: 250_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, datesFrom('2028-10-02', '2028-10-04'));
    const before = await snapshot();
    expect(before.ledger.filter((e) => e.deposit_account_id === depositAccountId && e.entry_type === 'InterestPosting')).toHaveLength(2);
    await runInterestJobsForDates(jobs, ['2028-10-04']);
    await runInterestJobsForDates(jobs, datesFrom('2028-10-02', '2028-10-04'));
    expect(await snapshot()).toEqual(before);
    // Read directly on purpose: the scheduler offers no public read of its job runs.
    const runs = await db.selectFrom('scheduled_job_runs').select('job_name').where('business_date', '=', '2028-10-04').execute();
    expect(runs.map((r) => r.job_name).sort()).toEqual(jobs.map((j) => j.name).sort());
    expect(jobs.map((j) => j.name)).toEqual(expect.arrayContaining([INTEREST_JOB_NAMES.posting, INTEREST_JOB_NAMES.maturity, INTEREST_JOB_NAMES.accrual]));
  });

  // Days that are alike are not all simulated: 130 nights from 15 October take every product over four monthly
  // postings, a year end and a February, and let any drift of the nightly rounding add up against the projection.
  it('130 days of jobs, one day at a time, give every product what projectBalance computes at once for day 130', async () => {
    const DAYS = 130;
    const start = '2029-10-15';
    const end = addDays(start, DAYS);
    const client = await insertClient(db, partnerId);
    const cases = [
      { spec: { termType: 'InstantAccess' as const, interestPaysFrequency: 'Month', ratePercent: '4.1000' }, netRate: '3.85', frequency: 'Month' as const, maturesOn: null },
      { spec: { termType: 'InstantAccess' as const, interestPaysFrequency: 'Daily', ratePercent: '3.3300' }, netRate: '3.08', frequency: 'Daily' as const, maturesOn: null },
      { spec: { termType: 'Notice' as const, interestPaysFrequency: 'Month', ratePercent: '5.1200' }, netRate: '4.87', frequency: 'Month' as const, maturesOn: null },
      {
        spec: { termType: 'FixedTerm' as const, termLength: 24, termUnit: 'Month' as const, interestPaidType: 'AtMaturity', ratePercent: '4.6000' },
        netRate: '4.35',
        frequency: 'AtMaturity' as const,
        maturesOn: '2031-10-15',
      },
    ];
    const opened = [];
    for (const c of cases) {
      const product = await insertProduct(db, c.spec);
      const { depositAccountId } = await openAccount(db, {
        financialPartnerId: partnerId,
        clientReference: client,
        product,
        openedOn: start,
        maturesOn: c.maturesOn,
        amountMinor: 1_234_567n,
        now: NOW,
      });
      opened.push({ ...c, depositAccountId });
    }
    await runInterestJobsForDates(createInterestJobs(t.platform), datesFrom(start, end));
    for (const c of opened) {
      const a = await account(c.depositAccountId);
      // Postings due on `end` have run (start of day); accrual of `end` itself too (end of day).
      const posted = projectBalance({ principalMinor: 1_234_567n, ratePercent: c.netRate, startDate: start, endDate: end, postingFrequency: c.frequency });
      if (c.frequency === 'AtMaturity') {
        expect(a.balanceMinor).toBe(1_234_567n);
        expect(a.accruedInterest).toBe(
          dailyAccrual(1_234_567n, c.netRate)
            .times(DAYS + 1)
            .toFixed(20),
        );
      } else {
        const lastPosting = c.frequency === 'Daily' ? end : '2030-02-15';
        const oracle = projectBalance({ principalMinor: 1_234_567n, ratePercent: c.netRate, startDate: start, endDate: lastPosting, postingFrequency: c.frequency });
        expect(a.balanceMinor).toBe(oracle.balanceMinor);
        expect(a.interestPaidMinor).toBe(oracle.interestMinor);
        if (c.frequency === 'Daily') expect(a.balanceMinor).toBe(posted.balanceMinor);
        // What is unposted: every accrual less what was paid (the carried remainder is part of it).
        const accrued = await accrualsOf(db, c.depositAccountId);
        const total = accrued.reduce((sum, r) => sum.plus(r.amount), dailyAccrual(0n, '0'));
        expect(a.accruedInterest).toBe(total.minus(a.interestPaidMinor.toString()).toFixed(20));
        expect(
          total
            .minus(a.interestPaidMinor.toString())
            .minus(dailyAccrual(a.balanceMinor, c.netRate).times(daysBetween(lastPosting, end) + 1))
            .abs()
            .lte(0.5),
        ).toBe(true);
      }
      expect(await accrualDays(c.depositAccountId)).toHaveLength(DAYS + 1);
    }
  }, 120_000); // 130 nights of jobs: several seconds alone, more beside the rest of the suite on a 2-core machine

  it('a closure posts the accrued interest of one account', async () => {
    const product = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '5.0000' });
    const client = await insertClient(db, partnerId);
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: '2030-05-01',
      amountMinor: 1_000_000n,
      now: NOW,
    });
    await runInterestJobsForDates(createInterestJobs(t.platform), datesFrom('2030-05-01', '2030-05-10'));
    const posted = await db.transaction().execute((trx) => postAccruedInterestForAccount(trx, depositAccountId, '2030-05-11', NOW));
    expect(posted).toBe(true);
    const a = await account(depositAccountId);
    // 10 days x 130.1369...p = 1301.3698...p -> 1301p; the 0.3698p under half a penny stays (a payout rounds it away).
    expect(a.interestPaidMinor).toBe(1301n);
    expect(a.balanceMinor).toBe(1_001_301n);
    expect(a.accruedInterest).toBe('0.36986301369863013700');
  });

  it('reconciliation finds the interest figures consistent after all of the above', async () => {
    const report = await runReconciliation(db, t.platform.reconciliationChecks, t.clock.now());
    const names = report.checks.map((c) => c.name);
    for (const c of INTEREST_RECONCILIATION_CHECKS) expect(names).toContain(c.name);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('reconciliation reports an account whose interest figures were tampered with', async () => {
    // The victim is picked in the table it corrupts, on purpose (the ledger's own test of its reconciliation checks).
    const victim = await db.selectFrom('deposit_accounts').select('deposit_account_id').where('status', '=', 'Open').limit(1).executeTakeFirstOrThrow();
    await db
      .updateTable('deposit_accounts')
      .set({ accrued_interest: sql`accrued_interest + 0.5`, interest_paid_minor: sql`interest_paid_minor + 1` })
      .where('deposit_account_id', '=', victim.deposit_account_id)
      .execute();
    const report = await runReconciliation(db, t.platform.reconciliationChecks, t.clock.now());
    const failed = Object.fromEntries(report.checks.filter((c) => !c.ok).map((c) => [c.name, c.offending.map((r) => r.deposit_account_id)]));
    expect(failed).toEqual({
      'accrued-interest-equals-accruals-less-postings': [victim.deposit_account_id],
      'interest-paid-equals-interest-postings': [victim.deposit_account_id],
    });
  });
});

describe('the posting schedule', () => {
  // Its own platform: the account closed here by hand (no payout) would break the interest checks run above.
  let own: TestPlatform;
  beforeAll(async () => {
    own = await startTestPlatform();
  });
  afterAll(async () => own?.close());

  it('a posting moves the account on the posting schedule; the row of an account closed before its date goes on that date', async () => {
    const db = own.platform.db;
    const partnerId = await insertPartner(db);
    const product = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '4.0000' });
    const client = await insertClient(db, partnerId);
    const opened = async () =>
      (
        await openAccount(db, {
          financialPartnerId: partnerId,
          clientReference: client,
          product,
          openedOn: '2031-01-10',
          amountMinor: 500_000n,
          now: NOW,
        })
      ).depositAccountId;
    const [kept, closed] = [await opened(), await opened()];
    const scheduled = async (id: string) =>
      (await db.selectFrom('interest_posting_schedule').select('next_posting_on').where('deposit_account_id', '=', id).execute()).map((r) => String(r.next_posting_on));
    expect(await scheduled(kept)).toEqual(['2031-02-10']);

    const jobs = createInterestJobs(own.platform);
    await runInterestJobsForDates(jobs, datesFrom('2031-01-10', '2031-02-10'));
    const entries = async (id: string) => (await entriesOf(db, id)).map((e) => ({ businessDate: e.businessDate }));
    expect((await entries(kept)).map((e) => e.businessDate)).toEqual(['2031-01-10', '2031-02-10']);
    expect(await scheduled(kept)).toEqual(['2031-03-10']);
    expect(await scheduled(closed)).toEqual(['2031-03-10']);

    // Closed before its next posting (as a payout settling would leave it): its row stays until that night, then goes.
    await sql`UPDATE deposit_accounts SET status = 'Closed', closed_on = '2031-02-20' WHERE deposit_account_id = ${closed}`.execute(db);
    await runInterestJobsForDates(jobs, datesFrom('2031-02-11', '2031-03-10'));
    expect(await scheduled(closed)).toEqual([]);
    expect((await entries(closed)).map((e) => e.businessDate)).toEqual(['2031-01-10', '2031-02-10']);
    expect(await scheduled(kept)).toEqual(['2031-04-10']);
    expect((await entries(kept)).map((e) => e.businessDate)).toEqual(['2031-01-10', '2031-02-10', '2031-03-10']);
  });
});
