/**
 * The interest jobs' SQL. Each function is ONE set-based statement over every
 * account it concerns (never a loop per account), so a day's work over a
 * million accounts is a handful of statements, not a million round trips.
 *
 * The arithmetic is the same as src/interest/interest.ts, done in integers so
 * PostgreSQL's numeric division never rounds behind our back:
 * - a day's accrual is ceil(balance x netRate x 1e20 / 36500) units of 1e-20
 *   penny (`dailyAccrual`: Actual/365, rounded UP at the 20th place);
 *   net rates have 4 decimal places, so balance x netRate x 1e20 is a whole
 *   number and `div(n + 36499, 36500)` is its exact ceiling;
 * - a posting pays FLOOR(accrued + 0.5): the accrued interest, which includes
 *   the remainder carried from the previous posting, rounded half-up
 *   (`roundHalfUpToMinor`); what is left (under half a penny either way, so
 *   accrued interest may be slightly negative) stays in accrued_interest and is
 *   carried to the next posting, as `projectBalance` does. So for every account
 *   interest paid + accrued interest = the sum of its accruals, exactly.
 * - an account stops accruing (and posting) from its payout day: the
 *   `date_to_be_actioned` of its live closure (a close-account or a maturity
 *   payout), whose line is balance plus interest up to the day before
 *   (docs/decisions/settlement.md).
 */
import { sql, type RawBuilder } from 'kysely';
import type { BusinessDate } from '../calendar/calendar.js';
import type { Tx } from '../database.js';
import { insertEvents, jsonBusinessDate, jsonMoney } from '../events/events.js';
import { newId } from '../platform/ids.js';
import { ACCOUNT_EVENT_COLUMNS, accountEvents, bumpPortfoliosOfRows } from './accounts.repository.js';
import { counterLegsOfEntries, insertTransfer } from './books.repository.js';

/**
 * The rate an account earns: a fixed term's net rate, stored when it opened
 * (fixed_net_rate_percent); for instant access and notice the issue's current
 * version's rate less the issue's current margin (variable rates). The current
 * version is joined for every account; a fixed term simply does not use it.
 */
const NET_RATE_JOINS = sql`
  JOIN product_issues i ON i.product_id = a.product_id AND i.issue_number = a.issue_number
  JOIN product_issue_versions v ON v.product_id = a.product_id AND v.issue_number = a.issue_number AND v.version_number = i.current_version
`;
const NET_RATE = sql`COALESCE(a.fixed_net_rate_percent, GREATEST(v.rate_percent - i.margin_percent, 0))`;

/**
 * The rate the institution pays on the account (gross): a fixed term's is its
 * opening version's rate, a variable-rate account's the current version's.
 * The platform's margin is what it pays less the account's net rate.
 */
const GROSS_RATE_JOINS = sql`
  JOIN products p ON p.product_id = a.product_id
  JOIN product_issue_versions vo ON vo.product_id = a.product_id AND vo.issue_number = a.issue_number AND vo.version_number = a.product_version_on_open
`;
const GROSS_RATE = sql`CASE WHEN a.fixed_net_rate_percent IS NOT NULL THEN vo.rate_percent ELSE v.rate_percent END`;

/**
 * A day's accrual on `balance_minor` at `rate` percent: ceil(balance x rate x 1e20 / 36500) units of
 * 1e-20 penny (exact; see the head of this file).
 */
function dailyAccrualOf(rate: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`div(balance_minor::numeric * ${rate} * 100000000000000000000 + 36499, 36500) * 0.00000000000000000001`;
}

/** The payout day of the account's live closure, if it has one (at most one: instructions_one_live_closure). */
const PAYOUT_DAY_JOIN = sql`
  LEFT JOIN instructions c ON c.deposit_account_id = a.deposit_account_id AND c.state = 'Live' AND c.is_closure
`;

/**
 * Accrues interest for every open account up to and including `date`: one
 * interest_accruals row per account per day, on the day's settled balance, for
 * each day from the opening (or the day after the last accrual) to `date`,
 * stopping the day before maturity (interest is earned over [opened_on,
 * matures_on), as projectBalance counts it) and the day before the payout day
 * of a live closure. Normally that is one day; more
 * only when an account was settled after its opening date's accrual had run.
 * Returns the number of accrual rows written.
 */
export async function accrueInterestThrough(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  const result = await sql<{ accruals: string }>`
    WITH due AS (
      SELECT a.deposit_account_id, a.balance_minor, a.currency_code, p.financial_institution_id,
             ${NET_RATE} AS net_rate, ${GROSS_RATE} AS gross_rate,
             days.day::date AS accrual_date
      FROM deposit_accounts a
      ${NET_RATE_JOINS}
      ${GROSS_RATE_JOINS}
      ${PAYOUT_DAY_JOIN}
      CROSS JOIN LATERAL generate_series(
        COALESCE(a.accrued_through + 1, a.opened_on)::timestamp,
        LEAST(${date}::date, COALESCE(a.matures_on - 1, ${date}::date), COALESCE(c.date_to_be_actioned - 1, ${date}::date))::timestamp,
        interval '1 day'
      ) AS days (day)
      WHERE a.status = 'Open'
        AND a.balance_minor > 0
        AND a.opened_on <= ${date}::date
        AND (a.accrued_through IS NULL OR a.accrued_through < ${date}::date)
    ),
    inserted AS (
      INSERT INTO interest_accruals (deposit_account_id, accrual_date, amount, net_rate_percent)
      SELECT deposit_account_id, accrual_date, ${dailyAccrualOf(sql`net_rate`)}, net_rate
      FROM due
      ON CONFLICT (deposit_account_id, accrual_date) DO NOTHING
      RETURNING deposit_account_id, accrual_date, amount
    ),
    -- The platform's margin on the same account-days: what the institution pays (the gross
    -- rate, same arithmetic) less what the client earns, summed per institution, currency and day.
    margins AS (
      SELECT d.financial_institution_id, d.currency_code, d.accrual_date, sum(${dailyAccrualOf(sql`d.gross_rate`)} - i.amount) AS amount
      FROM inserted i JOIN due d ON d.deposit_account_id = i.deposit_account_id AND d.accrual_date = i.accrual_date
      GROUP BY d.financial_institution_id, d.currency_code, d.accrual_date
    ),
    margin_rows AS (
      INSERT INTO margin_accruals (financial_institution_id, currency_code, accrual_date, amount)
      SELECT financial_institution_id, currency_code, accrual_date, amount FROM margins
      ON CONFLICT (financial_institution_id, currency_code, accrual_date) DO UPDATE SET amount = margin_accruals.amount + EXCLUDED.amount
    ),
    margin_carried AS (
      INSERT INTO margin_carry (financial_institution_id, currency_code, carried)
      SELECT financial_institution_id, currency_code, sum(amount) FROM margins GROUP BY financial_institution_id, currency_code
      ON CONFLICT (financial_institution_id, currency_code) DO UPDATE SET carried = margin_carry.carried + EXCLUDED.carried
    ),
    totals AS (
      SELECT deposit_account_id, sum(amount) AS total, max(accrual_date) AS through, count(*) AS accruals
      FROM inserted GROUP BY deposit_account_id
    ),
    touched AS (
      UPDATE deposit_accounts a
      SET accrued_interest = a.accrued_interest + t.total, accrued_through = t.through, updated_at = ${now}
      FROM totals t
      WHERE a.deposit_account_id = t.deposit_account_id
      RETURNING a.portfolio_id
    ),
    ${bumpPortfoliosOfRows('touched', now)}
    -- Data-modifying CTEs always run to completion, referenced or not.
    SELECT COALESCE(sum(accruals), 0)::text AS accruals FROM totals
  `.execute(trx);
  return Number(result.rows[0]?.accruals ?? 0);
}

/**
 * Posts accrued interest into the balance of the accounts `which` selects,
 * those whose accrued interest (carried remainder included) rounds to a penny
 * or more: an InterestPosting ledger entry of the rounded amount, an
 * interest_postings row with the unrounded amount, the transfer it is a leg of
 * (from interest receivable at the account's institution), balance and
 * interest_paid_minor up, the rounded amount taken from accrued interest (the
 * remainder stays, carried), portfolio version up.
 * `which` chooses the accounts, their status included (each caller says which
 * statuses it posts). Returns the number of accounts posted.
 */
async function postAccrued(trx: Tx, which: RawBuilder<unknown>, date: BusinessDate, reason: 'Periodic' | 'Maturity' | 'Closure', now: Date): Promise<number> {
  // One transfer per currency of the statement (a transfer stays in one currency), its id new each time:
  // the job's own run record is what keeps a posting from running twice.
  const transferPrefix = `interest-posting:${date}:${reason.toLowerCase()}:${newId()}`;
  const result = await sql<{ posted: string }>`
    WITH due AS (
      SELECT a.deposit_account_id, a.portfolio_id, a.financial_partner_id, a.client_reference, a.currency_code,
             a.accrued_interest AS accrued, FLOOR(a.accrued_interest + 0.5)::bigint AS posted
      FROM deposit_accounts a
      JOIN products p ON p.product_id = a.product_id
      WHERE a.accrued_interest >= 0.5 AND (${which})
      FOR UPDATE OF a
    ),
    postings AS (
      INSERT INTO interest_postings (deposit_account_id, posting_date, accrued_amount, posted_minor, reason, created_at)
      SELECT deposit_account_id, ${date}::date, accrued, posted, ${reason}, ${now} FROM due
      RETURNING deposit_account_id
    ),
    entries AS (
      INSERT INTO ledger_entries (deposit_account_id, entry_type, amount_minor, business_date, instruction_id, transfer_id, created_at)
      SELECT deposit_account_id, 'InterestPosting', posted, ${date}::date, NULL, ${transferPrefix} || ':' || currency_code, ${now} FROM due
      RETURNING transfer_id, deposit_account_id, entry_type, amount_minor
    ),
    ${counterLegsOfEntries('entries', 'interest-posting', date, `${reason} interest posting of ${date}`, now)},
    touched AS (
      UPDATE deposit_accounts a
      SET balance_minor = a.balance_minor + d.posted,
          interest_paid_minor = a.interest_paid_minor + d.posted,
          accrued_interest = a.accrued_interest - d.posted,
          updated_at = ${now}
      FROM due d
      WHERE a.deposit_account_id = d.deposit_account_id
      RETURNING a.portfolio_id
    ),
    posted_events AS (${insertEvents(
      'interest.posted',
      sql`SELECT d.financial_partner_id,
                 jsonb_build_object('depositAccountId', d.deposit_account_id, 'portfolioId', d.portfolio_id,
                                    'clientReference', d.client_reference, 'currencyCode', d.currency_code,
                                    'interestPostedAmount', ${jsonMoney(sql`d.posted`)}, 'reason', ${reason}::text,
                                    'postingDateUTC', ${jsonBusinessDate(sql`${date}::date`)}) AS data
          FROM due d ORDER BY d.deposit_account_id`,
      now,
    )}),
    ${bumpPortfoliosOfRows('touched', now)}
    SELECT count(*)::text AS posted FROM postings
  `.execute(trx);
  return Number(result.rows[0]?.posted ?? 0);
}

/**
 * Periodic postings due on `date`, for accounts not maturing by then (maturity
 * posts the rest) and not paid out by then (a closure whose payout day has come
 * posts the rest at settlement): every day for `Daily` payers; on each monthly (quarterly,
 * yearly) anniversary of opened_on for `Month` (`Quarter`, `Year`) payers.
 * PostgreSQL's date + interval 'k months' clamps to the month end exactly as
 * calendar.addMonths does, and k is counted from the opening date (31 Jan ->
 * 29 Feb -> 31 Mar), as interest.postingDates computes it.
 */
export async function postPeriodicInterest(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  const which = sql`
    a.status = 'Open'
    AND a.opened_on < ${date}::date
    AND (a.matures_on IS NULL OR a.matures_on > ${date}::date)
    AND p.interest_paid_type <> 'AtMaturity'
    AND NOT EXISTS (
      SELECT 1 FROM instructions c
      WHERE c.deposit_account_id = a.deposit_account_id AND c.state = 'Live' AND c.is_closure AND c.date_to_be_actioned <= ${date}::date
    )
    AND (
      p.interest_pays_frequency = 'Daily'
      OR EXISTS (
        SELECT 1 FROM (
          SELECT ((extract(year FROM ${date}::date) - extract(year FROM a.opened_on)) * 12
                  + extract(month FROM ${date}::date) - extract(month FROM a.opened_on))::int AS k,
                 CASE p.interest_pays_frequency WHEN 'Month' THEN 1 WHEN 'Quarter' THEN 3 WHEN 'Year' THEN 12 END AS step
        ) m
        WHERE m.step IS NOT NULL AND m.k >= m.step AND m.k % m.step = 0
          AND (a.opened_on + make_interval(months => m.k))::date = ${date}::date
      )
    )
  `;
  return postAccrued(trx, which, date, 'Periodic', now);
}

/** Posts what has accrued on accounts maturing on or before `date` (all posting frequencies). */
export async function postMaturityInterest(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  return postAccrued(trx, sql`a.status = 'Open' AND a.matures_on <= ${date}::date`, date, 'Maturity', now);
}

/**
 * Posts one account's accrued interest now (rounded half-up; a remainder of
 * under half a penny is not paid), for a closure that pays out balance plus
 * interest: settlement calls it inside the closure's transaction, then pays the
 * line, which the balance now equals. Open or Matured
 * (a matured account's interest was posted at maturity, so normally there is
 * nothing left; if some is, it is posted here rather than lost). Returns false
 * when less than half a penny had accrued.
 */
export async function postAccruedInterestForAccount(trx: Tx, depositAccountId: string, date: BusinessDate, now: Date): Promise<boolean> {
  const which = sql`a.deposit_account_id = ${depositAccountId} AND a.status IN ('Open', 'Matured')`;
  return (await postAccrued(trx, which, date, 'Closure', now)) === 1;
}

/** Marks open accounts maturing on or before `date` as Matured; returns them. */
export async function markMatured(trx: Tx, date: BusinessDate, now: Date): Promise<{ depositAccountId: string; maturesOn: string }[]> {
  const result = await sql<{ deposit_account_id: string; matures_on: string }>`
    WITH matured AS (
      UPDATE deposit_accounts SET status = 'Matured', updated_at = ${now}
      WHERE status = 'Open' AND matures_on IS NOT NULL AND matures_on <= ${date}::date
      RETURNING ${ACCOUNT_EVENT_COLUMNS}
    ),
    matured_events AS (${accountEvents('account.matured', 'matured', now)}),
    ${bumpPortfoliosOfRows('matured', now)}
    SELECT deposit_account_id, matures_on FROM matured ORDER BY deposit_account_id
  `.execute(trx);
  return result.rows.map((r) => ({ depositAccountId: r.deposit_account_id, maturesOn: r.matures_on }));
}

/** Refreshes the planner's statistics of the tables the Portfolios API reads (PGlite runs no autovacuum). */
export async function refreshPlannerStatistics(trx: Tx): Promise<void> {
  await sql`ANALYZE portfolios, deposit_accounts, instructions, instruction_batches, clients`.execute(trx);
}

/**
 * Books the platform's margin carried per institution and currency as whole
 * pennies: for each whose carried margin rounds (half-up) to a penny or more,
 * a 'margin-accrual' transfer from interest receivable at the institution to
 * margin income, the rest carried to the next day, as a client's remainder is.
 * A handful of rows (institutions x currencies), never one per account.
 * Returns the number of transfers written.
 */
export async function postCarriedMargin(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  const due = await trx
    .selectFrom('margin_carry')
    .select(['financial_institution_id', 'currency_code', sql<string>`FLOOR(carried + 0.5)::bigint`.as('posted')])
    .where('carried', '>=', '0.5')
    .orderBy('financial_institution_id')
    .orderBy('currency_code')
    .forUpdate()
    .execute();
  for (const row of due) {
    const posted = BigInt(row.posted);
    await insertTransfer(
      trx,
      {
        transferId: `margin:${date}:${row.currency_code}:${row.financial_institution_id}:${newId()}`,
        currencyCode: row.currency_code,
        kind: 'margin-accrual',
        businessDate: date,
        description: `Margin accrued at ${row.financial_institution_id} through ${date}`,
        state: 'posted',
        legs: [
          { account: { currencyCode: row.currency_code, kind: 'interest-receivable', ownerId: row.financial_institution_id }, amountMinor: -posted },
          { account: { currencyCode: row.currency_code, kind: 'margin-income' }, amountMinor: posted },
        ],
      },
      now,
    );
    await trx
      .updateTable('margin_carry')
      .set({ carried: sql`carried - ${posted.toString()}::numeric` })
      .where('financial_institution_id', '=', row.financial_institution_id)
      .where('currency_code', '=', row.currency_code)
      .execute();
  }
  return due.length;
}
