/**
 * The books' balances as at the close of a business date, for the daily
 * client-money reconciliation (docs/design/bank-side.md#125-daily-reconciliation; docs/bank-side.md), as the
 * banks booked them: a transfer counts from its booking date (migration 042:
 * the date the bank booked it, its business date when no bank booked it), so
 * a statement read later, booking on a later day a movement of the date,
 * changes nothing as at it ("The bank's booking date"). A run for an earlier
 * date reads today's posted balances less what was booked after it (the
 * index on booking_date), so its cost grows with the days since the date,
 * not with the books' history. Set-based; read-only; exported by ledger.ts.
 *
 * Signs as in the books: positive is owed, negative is held or receivable.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { BookAccountKind } from './ledger.tables.js';

/** A ledger account's balance as at a date; client-payout accounts summed into one row per currency (accountCode '{currency}:client-payout', ownerId null). */
export interface BookBalanceAsAt {
  currencyCode: string;
  kind: BookAccountKind;
  accountCode: string;
  ownerId: string | null;
  balanceMinor: bigint;
}

/**
 * The posted legs booked after `asAt`, per account: today's posted balances less these are the balances as at its
 * close. From the transfers booked after it (the index on booking_date) to their legs (book_legs' primary key), in
 * that order whatever the planner's statistics say (OFFSET 0 keeps the subquery a subquery): left to the planner
 * on PGlite, which runs no autovacuum, the join read every leg ever written, once a day, for one day's transfers.
 */
const bookedAfter = (asAt: string) => sql`
    SELECT l.account_code, sum(l.amount_minor) AS amount_minor
    FROM book_transfers t CROSS JOIN LATERAL (SELECT b.account_code, b.amount_minor FROM book_legs b WHERE b.transfer_id = t.transfer_id OFFSET 0) l
    WHERE t.booking_date > ${asAt}::date AND t.state = 'posted'
    GROUP BY l.account_code`;

/**
 * Every ledger account other than deposit accounts with a balance as at
 * `asAt`, and that balance; the hub and each placed account also at a
 * balance of 0 once it had a posted movement booked on or before `asAt` (it
 * then needs a statement). The client-payout accounts (one per client) come
 * back as one row per currency. An account at 0 adds nothing to a position,
 * so only those few accounts at 0 ask their own legs whether they moved: the
 * cost grows with the accounts, not with their history.
 */
export async function bookBalancesAsAt(db: Db, asAt: string): Promise<BookBalanceAsAt[]> {
  const rows = await sql<{ currency_code: string; kind: BookAccountKind; account_code: string; owner_id: string | null; balance_minor: string }>`
    WITH booked_after AS (${bookedAfter(asAt)})
    SELECT a.currency_code, a.kind,
           CASE WHEN a.kind = 'client-payout' THEN a.currency_code || ':client-payout' ELSE a.account_code END AS account_code,
           CASE WHEN a.kind = 'client-payout' THEN NULL ELSE a.owner_id END AS owner_id,
           sum(a.posted_minor - coalesce(x.amount_minor, 0))::text AS balance_minor
    FROM book_accounts a LEFT JOIN booked_after x ON x.account_code = a.account_code
    WHERE a.posted_minor - coalesce(x.amount_minor, 0) <> 0
       OR (a.kind IN ('hub', 'placed') AND EXISTS (
             SELECT 1 FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
             WHERE l.account_code = a.account_code AND t.state = 'posted' AND t.booking_date <= ${asAt}::date))
    GROUP BY 1, 2, 3, 4
    ORDER BY 3`.execute(db);
  return rows.rows.map((r) => ({
    currencyCode: r.currency_code.trim(),
    kind: r.kind,
    accountCode: r.account_code,
    ownerId: r.owner_id,
    balanceMinor: BigInt(r.balance_minor),
  }));
}

/**
 * The booking date of one ledger account's last posted movement booked on or
 * before `asAt` (null when none): newest first by booking date, so an account
 * that moved lately is found at once (the transit accounts, whose balance
 * clears within days).
 */
export async function lastBookedMovementOf(db: Db, accountCode: string, asAt: string): Promise<string | null> {
  const row = await sql<{ last_date: string }>`
    SELECT t.booking_date::text AS last_date
    FROM book_transfers t
    WHERE t.state = 'posted' AND t.booking_date <= ${asAt}::date
      AND EXISTS (SELECT 1 FROM book_legs l WHERE l.transfer_id = t.transfer_id AND l.account_code = ${accountCode})
    ORDER BY t.booking_date DESC
    LIMIT 1`.execute(db);
  return row.rows[0]?.last_date ?? null;
}

/**
 * The deposit accounts' total per currency as at `asAt` (the sub-ledger: the
 * sum of their ledger entries dated on or before it), with every currency
 * that has a deposit account (a total of 0 where none has an entry yet): their
 * balances today less the entries dated after `asAt` (the index on
 * business_date, migration 042), not every entry since the first. No bank
 * books a deposit account's entry: its date is its business date.
 */
export async function depositTotalsAsAt(db: Db, asAt: string): Promise<{ currencyCode: string; totalMinor: bigint }[]> {
  const rows = await sql<{ currency_code: string; total_minor: string }>`
    WITH later AS (
      SELECT e.deposit_account_id, sum(e.amount_minor) AS amount_minor
      FROM ledger_entries e
      WHERE e.business_date > ${asAt}::date
      GROUP BY e.deposit_account_id
    )
    SELECT a.currency_code, (sum(a.balance_minor) - coalesce(sum(l.amount_minor), 0))::text AS total_minor
    FROM deposit_accounts a LEFT JOIN later l ON l.deposit_account_id = a.deposit_account_id
    GROUP BY a.currency_code
    ORDER BY a.currency_code`.execute(db);
  return rows.rows.map((r) => ({ currencyCode: r.currency_code.trim(), totalMinor: BigInt(r.total_minor) }));
}

/** What the books hold of one ledger account since a date (`after`), up to the run's date. */
export interface BookedSince {
  /** Its posted balance as at the close of `after`, as the banks booked it (0 when it had no movement). */
  balanceAtMinor: bigint;
  /** Its posted movements booked after `after` and on or before `upTo`: how many, and the last one's booking date. */
  movesAfter: number;
  lastMoveAfter: string | null;
}

/**
 * For each ledger account asked about with a date (`after`: its bank's last
 * statement's closing date), its balance as at that date (today's less what
 * was booked after it) and its movements booked after it up to `upTo`. Keyed
 * by account code. One query however many accounts; each reads only the
 * transfers booked after its date (the index on booking_date, migration 042).
 */
export async function bookedSince(db: Db, accounts: readonly { accountCode: string; after: string }[], upTo: string): Promise<Map<string, BookedSince>> {
  const found = new Map<string, BookedSince>();
  if (accounts.length === 0) return found;
  const rows = await sql<{ account_code: string; balance_minor: string; moves: number; last_date: string | null }>`
    SELECT q.account_code,
           (coalesce(a.posted_minor, 0) - coalesce(m.after_minor, 0))::text AS balance_minor,
           coalesce(m.moves, 0)::int AS moves, m.last_date::text AS last_date
    FROM unnest(${accounts.map((a) => a.accountCode)}::text[], ${accounts.map((a) => a.after)}::date[]) AS q(account_code, after)
    LEFT JOIN book_accounts a ON a.account_code = q.account_code
    CROSS JOIN LATERAL (
      SELECT sum(l.amount_minor) AS after_minor,
             count(*) FILTER (WHERE t.booking_date <= ${upTo}::date) AS moves,
             max(t.booking_date) FILTER (WHERE t.booking_date <= ${upTo}::date) AS last_date
      FROM book_transfers t JOIN book_legs l ON l.transfer_id = t.transfer_id AND l.account_code = q.account_code
      WHERE t.booking_date > q.after AND t.state = 'posted') m`.execute(db);
  for (const r of rows.rows) {
    found.set(r.account_code, { balanceAtMinor: BigInt(r.balance_minor), movesAfter: r.moves, lastMoveAfter: r.last_date });
  }
  return found;
}

/** A transfer still waiting for the outside world. */
export interface PendingTransferRow {
  transferId: string;
  currencyCode: string;
  kind: string;
  businessDate: string;
  /** What it moves: the sum of its credit legs. */
  amountMinor: bigint;
}

/**
 * The transfers pending as at the close of `asAt` and dated before `before`,
 * oldest first, at most `limit`: those still pending, and those the bank
 * booked (or that were voided) after `asAt`, which were still pending then
 * (migration 042), so a statement read later does not take one out of the
 * answer for `asAt`. Each part by its index (pending; booking_date).
 */
export async function pendingTransfersAsAt(db: Db, asAt: string, before: string, limit: number): Promise<PendingTransferRow[]> {
  const rows = await sql<{ transfer_id: string; currency_code: string; kind: string; business_date: string; amount_minor: string }>`
    SELECT t.transfer_id, t.currency_code, t.kind, t.business_date::text AS business_date,
           coalesce((SELECT sum(l.amount_minor) FROM book_legs l WHERE l.transfer_id = t.transfer_id AND l.amount_minor > 0), 0)::text AS amount_minor
    FROM (
      SELECT transfer_id, currency_code, kind, business_date FROM book_transfers WHERE state = 'pending' AND business_date < ${before}::date
      UNION ALL
      SELECT transfer_id, currency_code, kind, business_date FROM book_transfers WHERE booking_date > ${asAt}::date AND business_date < ${before}::date
    ) t
    ORDER BY t.business_date, t.transfer_id
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    transferId: r.transfer_id,
    currencyCode: r.currency_code.trim(),
    kind: r.kind,
    businessDate: r.business_date,
    amountMinor: BigInt(r.amount_minor),
  }));
}

/** Gross interest an institution owes in a currency, as its receivable account holds it. */
export interface InterestOwed {
  currencyCode: string;
  financialInstitutionId: string;
  /** What the institution owes: the receivable's posted balance, negated (more than 0). */
  amountMinor: bigint;
}

/**
 * The interest receivables with interest posted to clients since the
 * institution last paid (an `interest-posting` transfer created after its
 * last `interest-received`), and what each holds: what an institution that
 * pays gross interest on its posting dates pays next (the sandbox bank).
 */
export async function interestOwedSinceLastPaid(db: Db): Promise<InterestOwed[]> {
  // Per receivable (one per institution and currency): its last payment, the newest interest-received transfer with a
  // leg on it, then the first interest posting after that with a leg on it, each walked through the index on (kind,
  // created_at) of migration 047 and ended by LIMIT 1; a transfer's leg on the account is asked by book_legs' primary
  // key (a scalar subquery, which the planner keeps per transfer rather than joining every leg of the account). The
  // cost grows with the transfers since the last payment: read from the receivable's legs instead, it grew with every
  // margin accrual since the first (issue 47).
  const rows = await sql<{ currency_code: string; owner_id: string; owed_minor: string }>`
    SELECT a.currency_code, a.owner_id, (-a.posted_minor)::text AS owed_minor
    FROM book_accounts a
    CROSS JOIN LATERAL (
      SELECT coalesce((
        SELECT r.created_at FROM book_transfers r
        WHERE r.kind = 'interest-received'
          AND (SELECT count(*) FROM book_legs rl WHERE rl.transfer_id = r.transfer_id AND rl.account_code = a.account_code) > 0
        ORDER BY r.created_at DESC
        LIMIT 1), '-infinity'::timestamptz) AS paid_at) last_paid
    CROSS JOIN LATERAL (
      SELECT 1 FROM book_transfers t
      WHERE t.kind = 'interest-posting' AND t.created_at > last_paid.paid_at AND t.state = 'posted'
        AND (SELECT count(*) FROM book_legs l WHERE l.transfer_id = t.transfer_id AND l.account_code = a.account_code) > 0
      ORDER BY t.created_at
      LIMIT 1) posted_since
    WHERE a.kind = 'interest-receivable' AND a.posted_minor < 0
    ORDER BY a.currency_code, a.owner_id`.execute(db);
  return rows.rows.map((r) => ({ currencyCode: r.currency_code.trim(), financialInstitutionId: r.owner_id, amountMinor: BigInt(r.owed_minor) }));
}
