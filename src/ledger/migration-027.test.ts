/**
 * Migration 027 folds the daily accrual rows that the code before it wrote
 * (one per account per day) into accrual periods, and starts each account's
 * open period where its rows stopped: a sandbox's ./data (PGlite) or a
 * PostgreSQL database (DATABASE_URL), built here with migrations 001-026 only
 * and the rows the old nightly job wrote, then opened again with every
 * migration (032 then schedules each account's next posting). The daily accrual the operator sees, the accrued interest, the
 * margin and the next night's accrual must all be what they were or would have been.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';
import { insertClient, insertPartner } from '../../test/builders/clients.js';
import { insertProduct } from '../../test/builders/products.js';
import { addDays } from '../calendar/calendar.js';
import { dailyAccrual, InterestDecimal } from '../interest/interest.js';
import { findAccount, listAccountAccruals } from './ledger.js';
import { accrueInterestThrough } from './interest.repository.js';
import {
  accruedInterestEqualsAccrualsLessPostings,
  accrualsWithinTheTerm,
  everyPeriodicPostingScheduled,
  fixedTermsAccrueAtTheirFixedRate,
  marginADayEqualsTheAccounts,
} from './invariants.repository.js';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());
const NOW = new Date('2027-02-01T12:00:00Z');
const LAST_NIGHT = '2027-01-31';

interface OldRow {
  day: string;
  amount: string;
  rate: string;
}

/** The rows the old nightly job wrote for `balance` at `rate` from `first` to `last`. */
function oldRows(first: string, last: string, balance: bigint, rate: string): OldRow[] {
  const rows: OldRow[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) rows.push({ day, amount: dailyAccrual(balance, rate).toFixed(20), rate: new InterestDecimal(rate).toFixed(4) });
  return rows;
}

const sum = (rows: OldRow[]) => rows.reduce((total, r) => total.plus(r.amount), new InterestDecimal(0));

describe('migration 027', () => {
  it('folds the daily rows into periods exactly, keeps the daily accrual the operator sees, and the next night accrues as before', async () => {
    database = await databaseBeforeMigration('027', { andLater: true });
    let db = database.handle.db;
    const partner = await insertPartner(db);
    const client = await insertClient(db, partner);
    // Instant access: 4.00% gross, 0.25 margin (3.75 net), then version 2 at 3.00% (2.75 net) from 21 January.
    const instant = await insertProduct(db, { bankAccounts: false, termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '4.0000' });
    const fixed = await insertProduct(db, { bankAccounts: false, termType: 'FixedTerm', termLength: 12, termUnit: 'Month', interestPaidType: 'AtMaturity', ratePercent: '4.6000' });
    await sql`INSERT INTO product_issue_versions (product_id, issue_number, version_number, rate_percent, aer_percent, deposit_minimum_minor, deposit_maximum_minor, is_closed_to_new_accounts, created_at)
              SELECT product_id, issue_number, 2, 3.0000, 3.0000, deposit_minimum_minor, deposit_maximum_minor, false, ${NOW}
              FROM product_issue_versions WHERE product_id = ${instant.productId} AND version_number = 1`.execute(db);
    await sql`UPDATE product_issues SET current_version = 2 WHERE product_id = ${instant.productId}`.execute(db);
    await sql`INSERT INTO portfolios VALUES ('pf', ${partner}, ${client}, 'GBP', 1, ${NOW}, ${NOW})`.execute(db);

    // What the old job wrote: the instant access account at £10,000 (3.75, then 2.75 from the 21st), topped up to
    // £15,000 on the 25th; the fixed term at £20,000 from the 10th; an account settled after the 31st's accrual ran
    // (no row yet: the old job would have accrued the 31st on the next night).
    const ia = [
      ...oldRows('2027-01-04', '2027-01-20', 1_000_000n, '3.75'),
      ...oldRows('2027-01-21', '2027-01-24', 1_000_000n, '2.75'),
      ...oldRows('2027-01-25', LAST_NIGHT, 1_500_000n, '2.75'),
    ];
    const ft = oldRows('2027-01-10', LAST_NIGHT, 2_000_000n, '4.35');
    const account = (
      id: string,
      productId: string,
      version: number,
      openedOn: string,
      maturesOn: string | null,
      balance: number,
      accrued: string,
      through: string | null,
      fixedRate: string | null,
    ) =>
      sql`
      INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
        product_version_on_open, currency_code, status, opened_on, matures_on, balance_minor, accrued_interest, interest_paid_minor, accrued_through,
        fixed_net_rate_percent, created_at, updated_at)
      VALUES (${id}, ${partner}, 'pf', ${client}, ${productId}, 1, ${version}, 'GBP', 'Open', ${openedOn}, ${maturesOn}, ${balance}, ${accrued}, 0, ${through},
        ${fixedRate}, ${NOW}, ${NOW})`.execute(db);
    await account('ia', instant.productId, 1, '2027-01-04', null, 1_500_000, sum(ia).toFixed(20), LAST_NIGHT, null);
    await account('ft', fixed.productId, 1, '2027-01-10', '2028-01-10', 2_000_000, sum(ft).toFixed(20), LAST_NIGHT, '4.3500');
    await account('late', instant.productId, 2, LAST_NIGHT, null, 500_000, '0', null, null);
    for (const [id, rows] of [
      ['ia', ia],
      ['ft', ft],
    ] as const) {
      for (const r of rows) await sql`INSERT INTO interest_accruals VALUES (${id}, ${r.day}, ${r.amount}, ${r.rate})`.execute(db);
    }
    await sql`INSERT INTO scheduled_job_runs VALUES ('interest-accrual', ${LAST_NIGHT}, ${NOW}), ('interest-posting', ${LAST_NIGHT}, ${NOW})`.execute(db);
    await sql`INSERT INTO margin_carry VALUES (${instant.institutionId}, 'GBP', 0.3)`.execute(db);
    db = (await database.upgrade()).db;
    const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(db)).rows;

    // Four periods replace 55 rows: a run of days with one amount and rate is one period.
    expect(await rows(sql`SELECT deposit_account_id, first_day::text, last_day::text, net_rate_percent::text AS rate FROM interest_periods ORDER BY 1, 2`)).toEqual([
      { deposit_account_id: 'ft', first_day: '2027-01-10', last_day: LAST_NIGHT, rate: '4.3500' },
      { deposit_account_id: 'ia', first_day: '2027-01-04', last_day: '2027-01-20', rate: '3.7500' },
      { deposit_account_id: 'ia', first_day: '2027-01-21', last_day: '2027-01-24', rate: '2.7500' },
      { deposit_account_id: 'ia', first_day: '2027-01-25', last_day: LAST_NIGHT, rate: '2.7500' },
    ]);
    // The operator's daily accrual, derived from the periods, is the rows it replaced, day for day.
    for (const [id, old] of [
      ['ia', ia],
      ['ft', ft],
    ] as const) {
      const derived = (await listAccountAccruals(db, id, 1000)).reverse();
      expect(derived.map((r) => [r.accrualDate, r.amount, r.netRatePercent])).toEqual(old.map((r) => [r.day, r.amount, r.rate]));
      expect((await findAccount(db, id))!.accruedInterest).toBe(sum(old).toFixed(20));
    }
    // The late account accrues the 31st now that its open period starts on it, as the old job would have.
    expect((await findAccount(db, 'late'))!.accruedInterest).toBe(dailyAccrual(500_000n, '2.75').toFixed(20));
    expect(await rows(sql`SELECT deposit_account_id, next_posting_on::text AS next FROM deposit_accounts ORDER BY 1`)).toEqual([
      { deposit_account_id: 'ft', next: null },
      { deposit_account_id: 'ia', next: '2027-02-04' },
      { deposit_account_id: 'late', next: '2027-02-28' },
    ]);
    // Migration 032 puts each on the posting schedule on that date (a fixed term paying at maturity has none).
    expect(await rows(sql`SELECT deposit_account_id, next_posting_on::text AS next FROM interest_posting_schedule ORDER BY 1`)).toEqual([
      { deposit_account_id: 'ia', next: '2027-02-04' },
      { deposit_account_id: 'late', next: '2027-02-28' },
    ]);
    for (const check of [
      accruedInterestEqualsAccrualsLessPostings,
      accrualsWithinTheTerm,
      fixedTermsAccrueAtTheirFixedRate,
      marginADayEqualsTheAccounts,
      everyPeriodicPostingScheduled,
    ]) {
      expect(await check(db, { limit: 10 })).toEqual([]);
    }

    // The next night: one more day for each, two for the late account's margin; nothing written per account.
    await db.transaction().execute((trx) => accrueInterestThrough(trx, '2027-02-01', NOW));
    expect((await findAccount(db, 'ia'))!.accruedInterest).toBe(sum(ia).plus(dailyAccrual(1_500_000n, '2.75')).toFixed(20));
    expect((await findAccount(db, 'ft'))!.accruedInterest).toBe(sum(ft).plus(dailyAccrual(2_000_000n, '4.35')).toFixed(20));
    expect((await findAccount(db, 'late'))!.accruedInterest).toBe(dailyAccrual(500_000n, '2.75').times(2).toFixed(20));
    expect(await rows(sql`SELECT count(*)::int AS n FROM interest_periods`)).toEqual([{ n: 4 }]);
    const margin = (balance: bigint, gross: string, net: string) => dailyAccrual(balance, gross).minus(dailyAccrual(balance, net));
    // Each product has its own institution: the instant access one's standing margin and the late account's, the fixed term's.
    const ofInstant = margin(1_500_000n, '3.00', '2.75');
    const late = margin(500_000n, '3.00', '2.75');
    const ofFixed = margin(2_000_000n, '4.60', '4.35');
    const marginDays = await rows(sql`SELECT financial_institution_id AS institution, accrual_date::text AS day, amount::text FROM margin_accruals`);
    expect(marginDays).toHaveLength(3);
    expect(marginDays).toEqual(
      expect.arrayContaining([
        { institution: instant.institutionId, day: LAST_NIGHT, amount: late.toFixed(20) },
        { institution: fixed.institutionId, day: '2027-02-01', amount: ofFixed.toFixed(20) },
        { institution: instant.institutionId, day: '2027-02-01', amount: ofInstant.plus(late).toFixed(20) },
      ]),
    );
    expect(
      await rows(
        sql`SELECT financial_institution_id AS institution, carried::text, daily_margin::text FROM margin_carry ORDER BY (financial_institution_id = ${instant.institutionId})`,
      ),
    ).toEqual([
      { institution: fixed.institutionId, carried: ofFixed.toFixed(20), daily_margin: ofFixed.toFixed(20) },
      { institution: instant.institutionId, carried: ofInstant.plus(late.times(2)).plus('0.3').toFixed(20), daily_margin: ofInstant.plus(late).toFixed(20) },
    ]);
    expect(await marginADayEqualsTheAccounts(db, { limit: 10 })).toEqual([]);
  }, 240_000); // two openings and migrations of a database
});
