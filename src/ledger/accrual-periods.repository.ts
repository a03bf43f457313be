/**
 * Interest accrued as periods (migration 027, docs/interest-periods.md).
 *
 * An account's open period is on its row: from `accrued_through + 1`, one
 * balance, one net rate, so one exact `daily_accrual` (null when the account
 * does not accrue: not Open, no money, or past its maturity or payout day).
 * What it has earned so far is `daily_accrual x (horizon - accrued_through)`,
 * the horizon being the last day the nightly accrual job has accrued
 * (`interest_accrual_horizon`, one row for every account). Nothing is written
 * per account per day: a period is written (`interest_periods`) only when it
 * ends, because the balance or the rate changes, interest is posted, or the
 * account stops accruing.
 *
 * Every statement that ends periods follows one pattern: a CTE `o` locks the
 * accounts and reads their open period (OLD_PERIOD_COLUMNS), an UPDATE sets
 * the folded interest (`foldInto`) and the new period, RETURNING the old and
 * the new (PERIOD_RETURNING), and `periodBookkeeping` writes the ended period
 * and the change in the platform's margin a day (`margin_rate_changes`,
 * grouped per institution, currency and first day).
 *
 * The horizon is read under a share lock (`lockAccrualHorizon`) before any
 * period ends, and the accrual job moves it under an exclusive one, so a
 * balance change either lands before a night's accrual (its new period starts
 * the day the job accrues) or after it (it starts the next day), never half.
 */
import { sql, type RawBuilder } from 'kysely';
import type { BusinessDate } from '../calendar/calendar.js';
import type { Db, Tx } from '../database.js';

/**
 * A day's accrual on `balance` (minor units) at `rate` percent:
 * ceil(balance x rate x 1e20 / 36500) units of 1e-20 penny (Actual/365,
 * rounded up at the 20th place, as src/interest/interest.ts `dailyAccrual`).
 * Net rates have 4 decimal places, so balance x rate x 1e20 is a whole number
 * and `div(n + 36499, 36500)` is its exact ceiling.
 */
export function dailyAccrualOf(balance: RawBuilder<unknown>, rate: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(div((${balance})::numeric * (${rate}) * 100000000000000000000 + 36499, 36500) * 0.00000000000000000001)`;
}

/** The open period's daily accrual for an account of `status` holding `balance`: null when it does not accrue. */
export function periodDailyAccrual(status: RawBuilder<unknown>, balance: RawBuilder<unknown>, netRate: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`CASE WHEN ${status} = 'Open' AND ${balance} > 0 THEN ${dailyAccrualOf(balance, netRate)} END`;
}

/** The platform's margin a day on the same period: what the institution pays (gross) less what the client earns. */
export function periodDailyMargin(status: RawBuilder<unknown>, balance: RawBuilder<unknown>, netRate: RawBuilder<unknown>, grossRate: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`CASE WHEN ${status} = 'Open' AND ${balance} > 0 THEN ${dailyAccrualOf(balance, grossRate)} - ${dailyAccrualOf(balance, netRate)} ELSE 0 END`;
}

/** The open period as a statement's `o` CTE reads it (with the columns the new period is computed from). */
export const OLD_PERIOD_COLUMNS = sql.raw(
  'a.deposit_account_id, a.product_id, a.currency_code, a.portfolio_id, a.status, a.balance_minor, a.accrued_interest, a.accrued_through, a.daily_accrual, a.daily_margin, a.accrual_net_rate, a.accrual_gross_rate',
);

/** What an UPDATE of deposit_accounts `a` FROM `o` returns for `periodBookkeeping`. */
export const PERIOD_RETURNING = sql.raw(
  'a.deposit_account_id, a.product_id, a.currency_code, a.portfolio_id, a.accrued_through, a.daily_margin, o.accrued_through AS o_accrued_through, o.daily_accrual AS o_daily_accrual, o.daily_margin AS o_daily_margin, o.balance_minor AS o_balance_minor, o.accrual_net_rate AS o_net_rate',
);

/**
 * The SET of an UPDATE ending the open period `o` on day `through`: its days
 * added to accrued_interest, accrued_through moved on. An account with no
 * money does not move on: the money that arrives accrues from its first day
 * not yet accrued, as the daily job always did. Add to the interest what
 * `plus` gives (minus what a posting takes).
 */
export function foldInto(through: RawBuilder<unknown>, minus: RawBuilder<unknown> = sql`0`): RawBuilder<unknown> {
  return sql`accrued_interest = ${accruedThrough('o', through)} - ${minus},
             accrued_through = CASE WHEN o.balance_minor > 0 THEN GREATEST(o.accrued_through, ${through}) ELSE o.accrued_through END`;
}

/** The interest of the deposit_accounts row `alias` accrued through `through`: the stored part plus its open period's days. */
export function accruedThrough(alias: string, through: RawBuilder<unknown>): RawBuilder<string> {
  const a = sql.raw(alias);
  return sql<string>`(${a}.accrued_interest + COALESCE(${a}.daily_accrual, 0) * GREATEST(${through} - ${a}.accrued_through, 0))`;
}

/**
 * Two CTEs after an UPDATE `cte` that returned PERIOD_RETURNING: the ended
 * periods (only of accounts that were accruing, and only days not yet
 * accrued), and the change in each institution's margin a day from the new
 * period's first day, one row per institution, currency and day.
 */
export function periodBookkeeping(cte: string, prefix: string): RawBuilder<unknown> {
  return sql`
    ${sql.raw(prefix)}_periods AS (
      INSERT INTO interest_periods (deposit_account_id, first_day, last_day, balance_minor, net_rate_percent, daily_amount)
      SELECT c.deposit_account_id, c.o_accrued_through + 1, c.accrued_through, c.o_balance_minor, c.o_net_rate, c.o_daily_accrual
      FROM ${sql.table(cte)} c
      WHERE c.o_daily_accrual IS NOT NULL AND c.accrued_through > c.o_accrued_through
    ),
    ${sql.raw(prefix)}_margins AS (
      INSERT INTO margin_rate_changes (financial_institution_id, currency_code, effective_from, delta)
      SELECT p.financial_institution_id, c.currency_code, c.accrued_through + 1, sum(c.daily_margin - c.o_daily_margin)
      FROM ${sql.table(cte)} c JOIN products p ON p.product_id = c.product_id
      WHERE c.daily_margin <> c.o_daily_margin
      GROUP BY p.financial_institution_id, c.currency_code, c.accrued_through
    )`;
}

/**
 * The accrual horizon, share-locked for the transaction: the night's job
 * cannot move it until this transaction ends, and this transaction's periods
 * end on it. Null before the job has ever run.
 */
export async function lockAccrualHorizon(trx: Tx): Promise<BusinessDate | null> {
  const row = await sql<{ accrued_through: string | null }>`SELECT accrued_through FROM interest_accrual_horizon WHERE id = 1 FOR SHARE`.execute(trx);
  return (row.rows[0]?.accrued_through ?? null) as BusinessDate | null;
}

/** The horizon as a statement parameter (null: nothing accrued yet). */
export function horizonParam(horizon: BusinessDate | null): RawBuilder<unknown> {
  return sql`${horizon}::date`;
}

/** An account's interest accrued through the horizon, in SQL, for a deposit_accounts row aliased `alias`. */
export function accruedInterestThroughHorizon(alias: string): RawBuilder<string> {
  return accruedThrough(alias, sql`(SELECT h.accrued_through FROM interest_accrual_horizon h)`);
}

/**
 * Puts the accounts of an earlier CTE `cte` (deposit_account_id,
 * next_posting_on) on the posting schedule (migration 032) on their
 * next_posting_on; an account that posts only at maturity (no date) is not
 * scheduled. A statement's INSERT, for its WITH list.
 */
export function schedulePostings(cte: string): RawBuilder<unknown> {
  return sql`
    INSERT INTO interest_posting_schedule (next_posting_on, deposit_account_id)
    SELECT c.next_posting_on, c.deposit_account_id FROM ${sql.table(cte)} c WHERE c.next_posting_on IS NOT NULL
    ON CONFLICT DO NOTHING`;
}

/**
 * The next periodic posting date after `after` of a deposit_accounts row `a`
 * of product `p`: the next day for daily payers; else the first monthly
 * (quarterly, yearly) anniversary of opened_on after it. PostgreSQL's date +
 * interval 'k months' clamps to the month end exactly as calendar.addMonths
 * does, and k is counted from the opening date (31 Jan -> 29 Feb -> 31 Mar),
 * as interest.postingDates computes it. Null for interest paid at maturity.
 */
export function nextPostingAfter(after: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`CASE
    WHEN p.interest_paid_type = 'AtMaturity' THEN NULL
    WHEN p.interest_pays_frequency = 'Daily' THEN GREATEST(${after}, a.opened_on) + 1
    WHEN p.interest_pays_frequency IN ('Month', 'Quarter', 'Year') THEN (
      SELECT CASE WHEN k.k0 >= k.step AND (a.opened_on + make_interval(months => k.k0))::date > GREATEST(${after}, a.opened_on)
                  THEN (a.opened_on + make_interval(months => k.k0))::date
                  ELSE (a.opened_on + make_interval(months => k.k0 + k.step))::date END
      FROM (
        SELECT m.step, m.step * (m.months / m.step) AS k0
        FROM (
          SELECT CASE p.interest_pays_frequency WHEN 'Month' THEN 1 WHEN 'Quarter' THEN 3 ELSE 12 END AS step,
                 ((extract(year FROM GREATEST(${after}, a.opened_on)) - extract(year FROM a.opened_on)) * 12
                  + extract(month FROM GREATEST(${after}, a.opened_on)) - extract(month FROM a.opened_on))::integer AS months
        ) m
      ) k
    )
  END`;
}

/**
 * Ends the accrual periods of the accounts that stop accruing by `date` (maturity, or a payout day come), in
 * the night's transaction, with the horizon held. Returns the statement's counts (`stopped`: how many).
 */
async function stopAccruing(trx: Tx, date: BusinessDate): Promise<{ stopped: string } | undefined> {
  // The horizon is held exclusively now: waiting here for an account another
  // transaction holds, which may itself be waiting for the horizon, could
  // deadlock. So the accounts are taken only if free (SKIP LOCKED); if one is
  // not, the whole night rolls back and runs again at the scheduler's next tick.
  const stopped = await sql<{ stopped: string; wanted: string; locked: string }>`
    WITH candidates AS (
      SELECT a.deposit_account_id
      FROM deposit_accounts a
      WHERE a.daily_accrual IS NOT NULL
        AND a.deposit_account_id IN (
          SELECT m.deposit_account_id FROM deposit_accounts m WHERE m.status = 'Open' AND m.matures_on IS NOT NULL AND m.matures_on <= ${date}::date
          UNION
          SELECT c.deposit_account_id FROM instructions c WHERE c.state = 'Live' AND c.is_closure AND c.date_to_be_actioned <= ${date}::date
        )
    ),
    o AS (
      SELECT ${OLD_PERIOD_COLUMNS},
             LEAST(a.matures_on, (SELECT min(c.date_to_be_actioned) FROM instructions c
                                  WHERE c.deposit_account_id = a.deposit_account_id AND c.state = 'Live' AND c.is_closure)) AS stops_on
      FROM deposit_accounts a
      WHERE a.deposit_account_id IN (SELECT deposit_account_id FROM candidates) AND a.daily_accrual IS NOT NULL
      ORDER BY a.deposit_account_id
      FOR UPDATE OF a SKIP LOCKED
    ),
    stopping AS (
      UPDATE deposit_accounts a
      SET ${foldInto(sql`(o.stops_on - 1)`)}, daily_accrual = NULL, daily_margin = 0
      FROM o
      WHERE a.deposit_account_id = o.deposit_account_id AND o.stops_on <= ${date}::date
      RETURNING ${PERIOD_RETURNING}
    ),
    ${periodBookkeeping('stopping', 'stopped')}
    SELECT (SELECT count(*) FROM stopping)::text AS stopped, (SELECT count(*) FROM candidates)::text AS wanted, (SELECT count(*) FROM o)::text AS locked`.execute(trx);
  const counts = stopped.rows[0];
  if (counts && Number(counts.locked) < Number(counts.wanted)) {
    throw new Error(`the accrual of ${date} waits for ${Number(counts.wanted) - Number(counts.locked)} account(s) another transaction holds; it runs again at the next tick`);
  }
  return counts;
}

/**
 * The night's accrual of `date`: the accounts whose maturity or payout day
 * has come stop accruing (their period ends the day before), then the
 * platform's margin of every day from the horizon to `date` is added per
 * institution and currency (the standing margin a day plus each change not
 * yet applied, from its first day), then the horizon moves to `date`. Touches
 * only the accounts that stop; every other account's day is in its open
 * period already. Returns how many accounts stopped, or null when `date` was
 * accrued already.
 */
export async function accrueThrough(trx: Tx, date: BusinessDate, now: Date): Promise<number | null> {
  const locked = await sql<{ accrued_through: string | null }>`SELECT accrued_through FROM interest_accrual_horizon WHERE id = 1 FOR UPDATE`.execute(trx);
  const horizon = (locked.rows[0]?.accrued_through ?? null) as BusinessDate | null;
  if (horizon !== null && horizon >= date) return null;
  // Most nights no account stops (none matures, no payout is due): two index probes say so, and the statement
  // below, planned whole each time, is left out (milliseconds a night, hundreds of nights a simulated year).
  const stopping = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM deposit_accounts m WHERE m.status = 'Open' AND m.matures_on IS NOT NULL AND m.matures_on <= ${date}::date)
        OR EXISTS (SELECT 1 FROM instructions c WHERE c.state = 'Live' AND c.is_closure AND c.date_to_be_actioned <= ${date}::date) AS any`.execute(trx);
  const counts = stopping.rows[0]?.any ? await stopAccruing(trx, date) : undefined;
  // The margin: a separate statement, so it sees the changes the stopped accounts just made.
  await sql`
    WITH applied AS (
      DELETE FROM margin_rate_changes WHERE effective_from <= ${date}::date
      RETURNING financial_institution_id, currency_code, effective_from, delta
    ),
    per_day AS (
      SELECT c.financial_institution_id, c.currency_code, d.day::date AS accrual_date, c.daily_margin AS amount
      FROM margin_carry c
      CROSS JOIN generate_series(COALESCE(${horizon}::date + 1, ${date}::date)::timestamp, ${date}::date::timestamp, interval '1 day') AS d (day)
      WHERE c.daily_margin <> 0
      UNION ALL
      SELECT x.financial_institution_id, x.currency_code, d.day::date, x.delta
      FROM applied x CROSS JOIN generate_series(x.effective_from::timestamp, ${date}::date::timestamp, interval '1 day') AS d (day)
    ),
    days AS (
      SELECT financial_institution_id, currency_code, accrual_date, sum(amount) AS amount FROM per_day GROUP BY 1, 2, 3
    ),
    day_rows AS (
      INSERT INTO margin_accruals (financial_institution_id, currency_code, accrual_date, amount)
      SELECT financial_institution_id, currency_code, accrual_date, amount FROM days
      ON CONFLICT (financial_institution_id, currency_code, accrual_date) DO UPDATE SET amount = margin_accruals.amount + EXCLUDED.amount
    ),
    totals AS (
      SELECT k.financial_institution_id, k.currency_code, COALESCE(t.amount, 0) AS carried, COALESCE(s.delta, 0) AS delta
      FROM (SELECT financial_institution_id, currency_code FROM days UNION SELECT financial_institution_id, currency_code FROM applied) k
      LEFT JOIN (SELECT financial_institution_id, currency_code, sum(amount) AS amount FROM days GROUP BY 1, 2) t USING (financial_institution_id, currency_code)
      LEFT JOIN (SELECT financial_institution_id, currency_code, sum(delta) AS delta FROM applied GROUP BY 1, 2) s USING (financial_institution_id, currency_code)
    )
    INSERT INTO margin_carry (financial_institution_id, currency_code, carried, daily_margin)
    SELECT financial_institution_id, currency_code, carried, delta FROM totals
    ON CONFLICT (financial_institution_id, currency_code)
    DO UPDATE SET carried = margin_carry.carried + EXCLUDED.carried, daily_margin = margin_carry.daily_margin + EXCLUDED.daily_margin`.execute(trx);
  await sql`UPDATE interest_accrual_horizon SET accrued_through = ${date}::date, advanced_at = ${now} WHERE id = 1`.execute(trx);
  return Number(counts?.stopped ?? 0);
}

/** Accounts one statement of startRatePeriods rewrites: few enough that each is found by its key, not by hashing the table. */
const RATE_CHANGE_CHUNK_ACCOUNTS = 10_000;

/**
 * A new rate on an issue (a new version, or a new margin): each of its open
 * variable-rate accounts ends its period on the horizon at the old rate and
 * starts one at the new. The accounts are found by index, then rewritten a
 * chunk at a time in key order (each a set-based statement): one statement
 * over a million accounts is planned as a hash of the whole table, which
 * grows with every account of every issue. Fixed terms keep their rate.
 * Returns how many accounts changed rate.
 */
export async function startRatePeriods(trx: Tx, productId: string, issueNumber: number): Promise<number> {
  const horizon = horizonParam(await lockAccrualHorizon(trx));
  const rates = sql`
    SELECT GREATEST(v.rate_percent - i.margin_percent, 0) AS net_rate, v.rate_percent AS gross_rate
    FROM product_issues i
    JOIN product_issue_versions v ON v.product_id = i.product_id AND v.issue_number = i.issue_number AND v.version_number = i.current_version
    WHERE i.product_id = ${productId} AND i.issue_number = ${issueNumber}`;
  const changing = sql`
    a.product_id = ${productId} AND a.issue_number = ${issueNumber} AND a.status = 'Open' AND a.fixed_net_rate_percent IS NULL
    AND (a.accrual_net_rate IS DISTINCT FROM r.net_rate OR a.accrual_gross_rate IS DISTINCT FROM r.gross_rate)`;
  const accounts = await sql<{ deposit_account_id: string }>`
    WITH rates AS (${rates})
    SELECT a.deposit_account_id FROM deposit_accounts a CROSS JOIN rates r WHERE ${changing} ORDER BY a.deposit_account_id`.execute(trx);
  const ids = accounts.rows.map((row) => row.deposit_account_id);
  let changed = 0;
  for (let from = 0; from < ids.length; from += RATE_CHANGE_CHUNK_ACCOUNTS) {
    const chunk = ids.slice(from, from + RATE_CHANGE_CHUNK_ACCOUNTS);
    const result = await sql<{ changed: string }>`
      WITH rates AS (${rates}),
      o AS (
        SELECT ${OLD_PERIOD_COLUMNS}
        FROM deposit_accounts a CROSS JOIN rates r
        WHERE a.deposit_account_id = ANY(${chunk}::text[]) AND ${changing}
        ORDER BY a.deposit_account_id
        FOR UPDATE OF a
      ),
      changed AS (
        UPDATE deposit_accounts a
        SET ${foldInto(horizon)},
            accrual_net_rate = r.net_rate,
            accrual_gross_rate = r.gross_rate,
            daily_accrual = CASE WHEN o.daily_accrual IS NOT NULL THEN ${dailyAccrualOf(sql`o.balance_minor`, sql`r.net_rate`)} END,
            daily_margin = CASE WHEN o.daily_accrual IS NOT NULL
                                THEN ${dailyAccrualOf(sql`o.balance_minor`, sql`r.gross_rate`)} - ${dailyAccrualOf(sql`o.balance_minor`, sql`r.net_rate`)}
                                ELSE 0 END
        FROM o, rates r
        WHERE a.deposit_account_id = o.deposit_account_id
        RETURNING ${PERIOD_RETURNING}
      ),
      ${periodBookkeeping('changed', 'rate')}
      SELECT count(*)::text AS changed FROM changed`.execute(trx);
    changed += Number(result.rows[0]?.changed ?? 0);
  }
  return changed;
}

/**
 * The account's daily accruals, newest first, at most `limit`: each day of
 * its ended periods and of its open period through the horizon, derived on
 * demand (the same day, amount and rate the daily rows held before migration 027).
 */
export async function listDailyAccruals(db: Db, depositAccountId: string, limit: number): Promise<{ accrual_date: string; amount: string; net_rate_percent: string }[]> {
  const result = await sql<{ accrual_date: string; amount: string; net_rate_percent: string }>`
    WITH periods AS (
      SELECT first_day, last_day, daily_amount, net_rate_percent FROM interest_periods WHERE deposit_account_id = ${depositAccountId}
      UNION ALL
      SELECT a.accrued_through + 1, h.accrued_through, a.daily_accrual, a.accrual_net_rate
      FROM deposit_accounts a CROSS JOIN interest_accrual_horizon h
      WHERE a.deposit_account_id = ${depositAccountId} AND a.daily_accrual IS NOT NULL AND h.accrued_through > a.accrued_through
    )
    SELECT d.day::date::text AS accrual_date, p.daily_amount::text AS amount, p.net_rate_percent::text AS net_rate_percent
    FROM periods p CROSS JOIN generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') AS d (day)
    ORDER BY d.day DESC
    LIMIT ${limit}`.execute(db);
  return result.rows;
}
