/**
 * Interest kept as periods (issue 30): a night's accrual writes nothing for an
 * account whose only change is a day's interest; what a partner and the
 * operator see moves all the same; a rate change starts a period on the
 * issue's variable-rate accounts only; an account settled after its opening
 * day's accrual ran accrues that day, as before. The platform has one
 * timeline: the dates of these tests follow each other.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/calendar.js';
import { dailyAccrual } from '../interest/interest.js';
import type { Db } from '../database.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { openAccount, runInterestJobsForDates } from '../../test/builders/ledger.js';
import { newIndividualClient } from '../../test/builders/clients.js';
import { accountOf, accrualsOf, postingsOf } from '../../test/builders/reads.js';
import { addIssueVersion, insertProduct } from '../../test/builders/products.js';
import { createInterestJobs } from './interest.jobs.js';
import { periodicPostingChunks, postPeriodicInterestOf } from './interest.repository.js';
import { runReconciliation } from '../operator/reconciliation.js';

let t: TestPlatform;
let db: Db;
let partner: TestPartner;
const NOW = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await startTestPlatform();
  db = t.platform.db;
  partner = await t.newPartner();
});
afterAll(async () => t?.close());

function datesFrom(first: string, last: string): string[] {
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
}

async function newClient(): Promise<string> {
  const response = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
  expect(response.statusCode).toBe(201);
  return response.json().clientReference;
}

/**
 * Every row the accrual could write for accounts: each account row's physical
 * version (xmin changes with any UPDATE), the portfolios, the periods, the
 * ledger and the events. Read whole on purpose: this is the ledger's own test
 * that a night writes none of them.
 */
async function accountSideRows() {
  const [accounts, portfolios, periods, entries, events] = await Promise.all([
    sql<{ id: string; version: string }>`SELECT deposit_account_id AS id, xmin::text AS version FROM deposit_accounts ORDER BY 1`.execute(db),
    sql`SELECT portfolio_id, portfolio_version, updated_at, xmin::text AS version FROM portfolios ORDER BY 1`.execute(db),
    sql`SELECT count(*)::int AS n FROM interest_periods`.execute(db),
    sql`SELECT count(*)::int AS n FROM ledger_entries`.execute(db),
    sql`SELECT count(*)::int AS n FROM events`.execute(db),
  ]);
  return { accounts: accounts.rows, portfolios: portfolios.rows, periods: periods.rows, entries: entries.rows, events: events.rows };
}

describe('interest kept as periods', () => {
  it('100 fixed terms over 60 days without a posting: no account, portfolio, period, entry or event written, and the interest shown moves every day', async () => {
    const product = await insertProduct(db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month', interestPaidType: 'AtMaturity', ratePercent: '4.6000' });
    const client = await newClient();
    const ids: string[] = [];
    for (let n = 0; n < 100; n++) {
      const { depositAccountId } = await openAccount(db, {
        financialPartnerId: partner.financialPartnerId,
        clientReference: client,
        product,
        openedOn: '2027-01-04',
        maturesOn: '2028-01-04',
        amountMinor: BigInt(1_000_000 + n * 137),
        now: NOW,
      });
      ids.push(depositAccountId);
    }
    const jobs = createInterestJobs(t.platform);
    // The opening day's night ends the opening's own bookkeeping; from then on the nights are measured.
    await runInterestJobsForDates(jobs, ['2027-01-04']);
    const before = await accountSideRows();
    const first = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    const lastModified = first.headers['last-modified'] as string;
    // The nights run later than that read (HTTP dates count whole seconds).
    t.clock.advanceBy(2_000);
    await runInterestJobsForDates(jobs, datesFrom('2027-01-05', '2027-03-05'));

    expect(await accountSideRows()).toEqual(before);
    for (const [n, id] of [ids[0], ids[57], ids[99]].map((id) => [ids.indexOf(id), id] as const)) {
      const account = await accountOf(db, id);
      // 61 nights (4 January to 5 March) at 4.35% net on the account's balance, exactly as the daily rows summed.
      expect(account.accruedInterest).toBe(
        dailyAccrual(BigInt(1_000_000 + n * 137), '4.35')
          .times(61)
          .toFixed(20),
      );
      expect(await accrualsOf(db, id)).toHaveLength(61);
    }
    // The partner sees the interest move; If-Modified-Since never answers 304 over a body that changed.
    const later = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${client}/portfolios`, headers: { 'if-modified-since': lastModified } });
    expect(later.statusCode).toBe(200);
    const shown = (r: typeof first) => r.json().portfolioInformation[0].portfolio.depositAccounts.map((a: { interestAccruedAmount: number }) => a.interestAccruedAmount);
    expect(shown(later)).not.toEqual(shown(first));
    expect(later.json().portfolioInformation[0].portfolio.portfolioVersion).toBe(first.json().portfolioInformation[0].portfolio.portfolioVersion);
    const again = await t.as(partner, {
      method: 'GET',
      url: `/financial-partners/clients/${client}/portfolios`,
      headers: { 'if-modified-since': later.headers['last-modified'] as string },
    });
    expect(again.statusCode).toBe(304);
  }, 240_000);

  it('a rate change ends the period of the issue’s variable-rate accounts on the last night accrued and starts one at the new rate; a fixed term keeps its own', async () => {
    const instant = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '4.0000' });
    const client = await newClient();
    const { depositAccountId: variable } = await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instant,
      openedOn: '2027-03-08',
      amountMinor: 2_500_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, datesFrom('2027-03-08', '2027-03-10'));
    const second = await addIssueVersion(db, instant, '3.1000');
    await runInterestJobsForDates(jobs, datesFrom('2027-03-11', '2027-03-12'));
    // A new version at the same rate starts nothing.
    await addIssueVersion(db, second, '3.1000');
    const days = await accrualsOf(db, variable);
    expect(days.map((d) => [d.accrualDate, d.netRatePercent])).toEqual([
      ['2027-03-08', '3.7500'],
      ['2027-03-09', '3.7500'],
      ['2027-03-10', '3.7500'],
      ['2027-03-11', '2.8500'],
      ['2027-03-12', '2.8500'],
    ]);
    expect((await accountOf(db, variable)).accruedInterest).toBe(dailyAccrual(2_500_000n, '3.75').times(3).plus(dailyAccrual(2_500_000n, '2.85').times(2)).toFixed(20));
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM interest_periods WHERE deposit_account_id = ${variable}`.execute(db)).rows[0].n).toBe(1);
  });

  it('an account settled after its opening day’s accrual ran accrues that day, as the daily job did', async () => {
    const instant = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '4.0000' });
    const client = await newClient();
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, ['2027-03-13']);
    // Opened on the 13th after the 13th's night ran.
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: instant,
      openedOn: '2027-03-13',
      amountMinor: 700_000n,
      now: NOW,
    });
    await runInterestJobsForDates(jobs, ['2027-03-14']);
    expect((await accrualsOf(db, depositAccountId)).map((d) => d.accrualDate)).toEqual(['2027-03-13', '2027-03-14']);
    expect((await accountOf(db, depositAccountId)).accruedInterest).toBe(dailyAccrual(700_000n, '3.75').times(2).toFixed(20));
  });

  it('a day’s postings run in chunks: an account is posted once however often its chunk runs, and the first posting at an institution opens its interest-receivable account', async () => {
    // Paid daily, and small enough that the institution's margin (carried) books nothing: no interest-receivable account yet.
    const daily = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '4.0000' });
    const client = await newClient();
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partner.financialPartnerId,
      clientReference: client,
      product: daily,
      openedOn: '2027-03-15',
      amountMinor: 10_000n,
      now: NOW,
    });
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, ['2027-03-15']);
    const receivable = `GBP:interest-receivable:${daily.institutionId}`;
    const bookAccount = async () => (await sql<{ posted_minor: string }>`SELECT posted_minor::text FROM book_accounts WHERE account_code = ${receivable}`.execute(db)).rows;
    expect(await bookAccount()).toEqual([]);

    const chunks = await periodicPostingChunks(db, '2027-03-16', 1);
    expect(chunks.filter((chunk) => chunk.includes(depositAccountId))).toEqual([[depositAccountId]]);
    const postChunk = () => db.transaction().execute((trx) => postPeriodicInterestOf(trx, '2027-03-16', [depositAccountId], NOW));
    expect(await postChunk()).toBe(1);
    expect(await postChunk()).toBe(0);
    await runInterestJobsForDates(jobs, ['2027-03-16']);

    // 10,000p at 3.75% net for one day: 1.027p accrued, 1p posted, the rest carried.
    expect((await postingsOf(db, depositAccountId)).map((p) => [p.postingDate, p.postedMinor])).toEqual([['2027-03-16', 1n]]);
    expect(await bookAccount()).toEqual([{ posted_minor: '-1' }]);
    expect((await accountOf(db, depositAccountId)).balanceMinor).toBe(10_001n);
  });

  it('reconciliation finds the periods, the accounts and the margin a day consistent', async () => {
    const report = await runReconciliation(db, t.platform.reconciliationChecks, t.clock.now());
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.map((c) => c.name)).toContain('margin-a-day-equals-the-accounts');
  });
});

describe('a platform whose nightly accrual has never run', () => {
  it('matures a fixed term with nothing accrued: its period is not folded through days no night accrued', async () => {
    const fresh = await startTestPlatform();
    try {
      const freshPartner = await fresh.newPartner();
      const created = await fresh.as(freshPartner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
      const fixed = await insertProduct(fresh.platform.db, { termType: 'FixedTerm', termLength: 6, termUnit: 'Day', interestPaidType: 'AtMaturity', ratePercent: '5.0000' });
      const { depositAccountId } = await openAccount(fresh.platform.db, {
        financialPartnerId: freshPartner.financialPartnerId,
        clientReference: created.json().clientReference,
        product: fixed,
        openedOn: '2027-01-04',
        maturesOn: '2027-01-10',
        amountMinor: 1_000_000n,
        now: NOW,
      });
      const maturity = createInterestJobs(fresh.platform).find((job) => job.name === 'interest-maturity');
      await maturity?.run('2027-01-10');
      const account = await accountOf(fresh.platform.db, depositAccountId);
      expect(account.status).toBe('Matured');
      expect(account.accruedInterest).toBe('0.00000000000000000000');
      expect(await accrualsOf(fresh.platform.db, depositAccountId)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
