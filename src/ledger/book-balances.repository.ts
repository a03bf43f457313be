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

/** The posted legs booked after `asAt`, per account: today's posted balances less these are the balances as at its close. */
const bookedAfter = (asAt: string) => sql`
    SELECT l.account_code, sum(l.amount_minor) AS amount_minor
    FROM book_transfers t JOIN book_legs l ON l.transfer_id = t.transfer_id
    WHERE t.booking_date > ${asAt}::date AND t.state = 'posted'
    GROUP BY l.account_code`;

/**
 * Every ledger account other than deposit accounts with a posted movement
 * booked on or before `asAt`, and its balance then. The client-payout
 * accounts (one per client) come back as one row per currency.
 */
export async function bookBalancesAsAt(db: Db, asAt: string): Promise<BookBalanceAsAt[]> {
  const rows = await sql<{ currency_code: string; kind: BookAccountKind; account_code: string; owner_id: string | null; balance_minor: string }>`
    WITH booked_after AS (${bookedAfter(asAt)})
    SELECT a.currency_code, a.kind,
           CASE WHEN a.kind = 'client-payout' THEN a.currency_code || ':client-payout' ELSE a.account_code END AS account_code,
           CASE WHEN a.kind = 'client-payout' THEN NULL ELSE a.owner_id END AS owner_id,
           sum(a.posted_minor - coalesce(x.amount_minor, 0))::text AS balance_minor
    FROM book_accounts a LEFT JOIN booked_after x ON x.account_code = a.account_code
    WHERE EXISTS (
      SELECT 1 FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
      WHERE l.account_code = a.account_code AND t.state = 'posted' AND t.booking_date <= ${asAt}::date)
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

/** One ledger account's posted balance as at a date, as the banks booked it (0 when it had no movement): today's less what was booked after. */
export async function bookBalanceOfAccountAsAt(db: Db, accountCode: string, asAt: string): Promise<bigint> {
  const row = await sql<{ balance_minor: string }>`
    SELECT (coalesce((SELECT a.posted_minor FROM book_accounts a WHERE a.account_code = ${accountCode}), 0)
          - coalesce((SELECT sum(l.amount_minor)
                      FROM book_transfers t JOIN book_legs l ON l.transfer_id = t.transfer_id AND l.account_code = ${accountCode}
                      WHERE t.booking_date > ${asAt}::date AND t.state = 'posted'), 0))::text AS balance_minor`.execute(db);
  return BigInt(row.rows[0]?.balance_minor ?? '0');
}

/** The posted movements of one ledger account booked after `after` and on or before `upTo`: how many, and the last one's booking date. */
export async function postedMovementsBetween(db: Db, accountCode: string, after: string, upTo: string): Promise<{ count: number; lastDate: string | null }> {
  const row = await sql<{ moves: number; last_date: string | null }>`
    SELECT count(*)::int AS moves, max(t.booking_date)::text AS last_date
    FROM book_transfers t JOIN book_legs l ON l.transfer_id = t.transfer_id AND l.account_code = ${accountCode}
    WHERE t.state = 'posted' AND t.booking_date > ${after}::date AND t.booking_date <= ${upTo}::date`.execute(db);
  return { count: row.rows[0]?.moves ?? 0, lastDate: row.rows[0]?.last_date ?? null };
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
  // The last payment is found once per account (LATERAL): as a subquery inside EXISTS it was evaluated again for
  // every leg, quadratic in the account's legs (half of a one-year sandbox advance with its bank on; issue 47).
  const rows = await sql<{ currency_code: string; owner_id: string; owed_minor: string }>`
    SELECT a.currency_code, a.owner_id, (-a.posted_minor)::text AS owed_minor
    FROM book_accounts a
    CROSS JOIN LATERAL (
      SELECT coalesce(max(r.created_at), '-infinity'::timestamptz) AS paid_at
      FROM book_legs rl JOIN book_transfers r ON r.transfer_id = rl.transfer_id
      WHERE rl.account_code = a.account_code AND r.kind = 'interest-received') last_paid
    WHERE a.kind = 'interest-receivable' AND a.posted_minor < 0
      AND EXISTS (
        SELECT 1 FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
        WHERE l.account_code = a.account_code AND t.kind = 'interest-posting' AND t.state = 'posted'
          AND t.created_at > last_paid.paid_at)
    ORDER BY a.currency_code, a.owner_id`.execute(db);
  return rows.rows.map((r) => ({ currencyCode: r.currency_code.trim(), financialInstitutionId: r.owner_id, amountMinor: BigInt(r.owed_minor) }));
}
