/**
 * The interest jobs' SQL. Each function is ONE set-based statement over every
 * account it concerns (never a loop per account), and the accounts it
 * concerns are only those that post, mature or stop that day, found by index:
 * a day's interest is in each account's open period already
 * (accrual-periods.repository.ts, docs/interest-periods.md).
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
import type { Db, Tx } from '../database.js';
import { insertEvents, jsonBusinessDate, jsonMoney } from '../events/events.js';
import { newId } from '../platform/ids.js';
import { accountEvents, bumpPortfoliosOfRows, CHANGED_ACCOUNT_EXTRA_COLUMNS } from './accounts.repository.js';
import {
  accrueThrough,
  accruedThrough,
  nextPostingAfter,
  schedulePostings,
  foldInto,
  horizonParam,
  lockAccrualHorizon,
  OLD_PERIOD_COLUMNS,
  PERIOD_RETURNING,
  periodBookkeeping,
  periodDailyAccrual,
  periodDailyMargin,
} from './accrual-periods.repository.js';
import { appendHoldingChanges } from './holdings.repository.js';
import { addCounterLegBalances, COUNTER_LEGS_JSON, type CounterLegBalance, counterLegsOfEntries, insertTransfer } from './books.repository.js';

/**
 * The night's accrual of `date` (accrual-periods.repository.ts): every
 * accruing account's day is in its open period already, so this ends the
 * periods of the accounts whose maturity or payout day has come, adds the
 * platform's margin per institution and currency, and moves the horizon.
 * Returns how many accounts stopped accruing (0 when `date` was accrued already).
 */
export async function accrueInterestThrough(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  return (await accrueThrough(trx, date, now)) ?? 0;
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
async function postAccrued(
  trx: Tx,
  which: RawBuilder<unknown>,
  date: BusinessDate,
  reason: 'Periodic' | 'Maturity' | 'Closure',
  now: Date,
  /** For periodic postings: the next posting date, which the posting moves the account on to (and puts it on the schedule on). */
  nextPosting?: RawBuilder<unknown>,
): Promise<number> {
  const horizon = horizonParam(await lockAccrualHorizon(trx));
  // One transfer per currency of the statement (a transfer stays in one currency), its id new each time:
  // what keeps a posting from running twice is the caller's: the job's run record (maturity), the closure's
  // settlement, or the periodic due date, which the posting moves on and the lock re-reads.
  const transferPrefix = `interest-posting:${date}:${reason.toLowerCase()}:${newId()}`;
  const result = await sql<{ posted: string; legs: CounterLegBalance[] }>`
    WITH locked AS (
      SELECT ${OLD_PERIOD_COLUMNS}, a.financial_partner_id, a.client_reference, ${accruedThrough('a', horizon)} AS accrued,
             ${nextPosting ?? sql`a.next_posting_on`} AS next_posting_on
      FROM deposit_accounts a
      JOIN products p ON p.product_id = a.product_id
      WHERE (${which}) AND ${accruedThrough('a', horizon)} >= 0.5
      ORDER BY a.deposit_account_id
      FOR UPDATE OF a
    ),
    due AS (SELECT l.*, FLOOR(l.accrued + 0.5)::bigint AS posted FROM locked l),
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
    ${counterLegsOfEntries('entries', 'interest-posting', date, `${reason} interest posting of ${date}`, now, undefined, 'due', 'after')},
    -- The period ends on the horizon; the posted interest earns from the next day on.
    touched AS (
      UPDATE deposit_accounts a
      SET balance_minor = o.balance_minor + o.posted,
          interest_paid_minor = a.interest_paid_minor + o.posted,
          ${foldInto(horizon, sql`o.posted`)},
          daily_accrual = ${periodDailyAccrual(sql`o.status`, sql`o.balance_minor + o.posted`, sql`o.accrual_net_rate`)},
          daily_margin = ${periodDailyMargin(sql`o.status`, sql`o.balance_minor + o.posted`, sql`o.accrual_net_rate`, sql`o.accrual_gross_rate`)},
          -- In the same row version: a second UPDATE of a million accounts costs as much again. No column an
          -- index holds changes (the schedule is its own table), so the new version stays on its page (HOT).
          next_posting_on = o.next_posting_on,
          updated_at = ${now}
      FROM due o
      WHERE a.deposit_account_id = o.deposit_account_id
      RETURNING ${PERIOD_RETURNING}, ${CHANGED_ACCOUNT_EXTRA_COLUMNS}
    ),
    ${periodBookkeeping('touched', 'posting')},${
      nextPosting
        ? sql`
    -- The account goes on the schedule on its next date. Its row of today stays until the day's last pass
    -- (postPeriodicInterest) deletes the whole day's rows in one range: a probe per posting costs more.
    rescheduled AS (${schedulePostings('due')}),`
        : sql``
    }
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
    ${bumpPortfoliosOfRows('touched', now)},
    -- The posted interest joins the partners' holdings: one row per partner, institution and currency of the
    -- statement, appended (no shared row locked through this long statement; holdings.repository.ts).
    posted_holdings AS (${appendHoldingChanges('due', { balance: sql`c.posted`, accounts: sql`0` })})
    SELECT (SELECT count(*) FROM postings)::text AS posted, ${COUNTER_LEGS_JSON} AS legs
  `.execute(trx);
  const row = result.rows[0];
  await addCounterLegBalances(trx, row?.legs ?? [], now);
  return Number(row?.posted ?? 0);
}

/**
 * Whether the periodic posting of `date` is due on an account `a` of product
 * `p`: not maturing by then (maturity posts the rest) and not paid out by then
 * (a closure whose payout day has come posts the rest at settlement); every
 * day for `Daily` payers, on each monthly (quarterly, yearly) anniversary of
 * opened_on for `Month` (`Quarter`, `Year`) payers, as `next_posting_on`
 * (nextPostingAfter) says. Found through the posting schedule, never by
 * scanning every account.
 */
function periodicPostingDue(date: BusinessDate): RawBuilder<unknown> {
  return sql`
    a.status = 'Open'
    AND a.next_posting_on <= ${date}::date
    AND a.opened_on < ${date}::date
    AND (a.matures_on IS NULL OR a.matures_on > ${date}::date)
    AND p.interest_paid_type <> 'AtMaturity'
    AND NOT EXISTS (
      SELECT 1 FROM instructions c
      WHERE c.deposit_account_id = a.deposit_account_id AND c.state = 'Live' AND c.is_closure AND c.date_to_be_actioned <= ${date}::date
    )`;
}

/**
 * The accounts whose periodic posting is due on `date`, in chunks of about
 * `size` accounts (ordered by portfolio; a portfolio's accounts always in one
 * chunk), so that chunks posted in concurrent transactions never wait for each
 * other's accounts or portfolios.
 */
export async function periodicPostingChunks(db: Db, date: BusinessDate, size: number): Promise<string[][]> {
  const due = await sql<{ deposit_account_id: string; portfolio_id: string }>`
    SELECT a.deposit_account_id, a.portfolio_id
    FROM interest_posting_schedule s
    JOIN deposit_accounts a ON a.deposit_account_id = s.deposit_account_id
    JOIN products p ON p.product_id = a.product_id
    WHERE s.next_posting_on <= ${date}::date AND ${periodicPostingDue(date)}
    ORDER BY a.portfolio_id, a.deposit_account_id`.execute(db);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let portfolio: string | undefined;
  for (const row of due.rows) {
    if (chunk.length >= size && row.portfolio_id !== portfolio) {
      chunks.push(chunk);
      chunk = [];
    }
    chunk.push(row.deposit_account_id);
    portfolio = row.portfolio_id;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Periodic postings due on `date` on the accounts `depositAccountIds` (a chunk
 * of periodicPostingChunks): each is posted if it is still due when locked, so
 * a chunk posted twice, or beside the whole day's posting, posts nothing twice.
 * Their next posting date moves on in the same row version. Returns the number
 * of accounts posted.
 */
export async function postPeriodicInterestOf(trx: Tx, date: BusinessDate, depositAccountIds: readonly string[], now: Date): Promise<number> {
  if (depositAccountIds.length === 0) return 0;
  const which = sql`a.deposit_account_id = ANY(${depositAccountIds}::text[]) AND ${periodicPostingDue(date)}`;
  return postAccrued(trx, which, date, 'Periodic', now, nextPostingAfter(sql`${date}::date`));
}

/**
 * Every periodic posting due on `date` (what postPeriodicInterestOf's chunks
 * left, or the whole day's), then the next posting date of the accounts due
 * and not posted (under half a penny, a closure or maturity due) moves on too.
 */
export async function postPeriodicInterest(trx: Tx, date: BusinessDate, now: Date): Promise<number> {
  const due = (await periodicPostingChunks(trx, date, Number.POSITIVE_INFINITY))[0] ?? [];
  const posted = await postPeriodicInterestOf(trx, date, due, now);
  // The schedule through `date` goes in one range: the rows of accounts posted today (each is on the
  // schedule on its next date already), of Open accounts due and not posted (under half a penny, a closure
  // or maturity due: they move on, rescheduled), and of accounts closed or matured since they were scheduled.
  await sql`
    WITH unscheduled AS (
      DELETE FROM interest_posting_schedule s WHERE s.next_posting_on <= ${date}::date
      RETURNING s.deposit_account_id
    ),
    moved AS (
      UPDATE deposit_accounts a SET next_posting_on = ${nextPostingAfter(sql`${date}::date`)}
      FROM products p, unscheduled u
      WHERE u.deposit_account_id = a.deposit_account_id AND p.product_id = a.product_id
        AND a.status = 'Open' AND a.next_posting_on <= ${date}::date
      RETURNING a.deposit_account_id, a.next_posting_on
    )
    ${schedulePostings('moved')}`.execute(trx);
  return posted;
}

/**
 * Whether any open account matures on or before `date` (deposit_accounts_maturing, one index probe): most days
 * none does, and the maturity statements below, planned whole each time, cost milliseconds to find nothing.
 */
export async function anyAccountMaturingBy(trx: Tx, date: BusinessDate): Promise<boolean> {
  const result = await sql<{ maturing: boolean }>`
    SELECT EXISTS (SELECT 1 FROM deposit_accounts WHERE status = 'Open' AND matures_on IS NOT NULL AND matures_on <= ${date}::date) AS maturing`.execute(trx);
  return result.rows[0]?.maturing === true;
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

/**
 * Marks open accounts maturing on or before `date` as Matured; returns them.
 * Their open period ends the day before maturity (what is left of it after
 * the maturity posting) and they accrue no more.
 */
export async function markMatured(trx: Tx, date: BusinessDate, now: Date): Promise<{ depositAccountId: string; maturesOn: string }[]> {
  const horizon = horizonParam(await lockAccrualHorizon(trx));
  const result = await sql<{ deposit_account_id: string; matures_on: string }>`
    WITH o AS (
      SELECT ${OLD_PERIOD_COLUMNS}
      FROM deposit_accounts a
      WHERE a.status = 'Open' AND a.matures_on IS NOT NULL AND a.matures_on <= ${date}::date
      ORDER BY a.deposit_account_id
      FOR UPDATE OF a
    ),
    matured AS (
      UPDATE deposit_accounts a
      SET status = 'Matured', ${foldInto(sql`LEAST(COALESCE(${horizon}, o.accrued_through), a.matures_on - 1)`)}, daily_accrual = NULL, daily_margin = 0, updated_at = ${now}
      FROM o
      WHERE a.deposit_account_id = o.deposit_account_id
      RETURNING ${PERIOD_RETURNING}, a.financial_partner_id, a.client_reference, ${CHANGED_ACCOUNT_EXTRA_COLUMNS}
    ),
    ${periodBookkeeping('matured', 'matured')},
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
