/**
 * The books' balances as at the close of a business date, for the daily
 * client-money reconciliation (docs/design/bank-side.md#125-daily-reconciliation; docs/bank-side.md): the sum
 * of the legs of posted transfers dated on or before it, never the running
 * balances (a run for an earlier date must see that date). Set-based: a few
 * GROUP BY queries, whatever the number of deposit accounts. Read-only;
 * exported by ledger.ts.
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
  /** The business date of its last posted movement on or before the date. */
  lastMovementDate: string;
}

/**
 * Every ledger account other than deposit accounts with posted movements on
 * or before `asAt`, its balance then and its last movement's date. The
 * client-payout accounts (one per client) come back as one row per currency.
 */
export async function bookBalancesAsAt(db: Db, asAt: string): Promise<BookBalanceAsAt[]> {
  const rows = await sql<{ currency_code: string; kind: BookAccountKind; account_code: string; owner_id: string | null; balance_minor: string; last_movement: string }>`
    SELECT a.currency_code, a.kind,
           CASE WHEN a.kind = 'client-payout' THEN a.currency_code || ':client-payout' ELSE a.account_code END AS account_code,
           CASE WHEN a.kind = 'client-payout' THEN NULL ELSE a.owner_id END AS owner_id,
           sum(l.amount_minor)::text AS balance_minor, max(t.business_date)::text AS last_movement
    FROM book_legs l
    JOIN book_transfers t ON t.transfer_id = l.transfer_id
    JOIN book_accounts a ON a.account_code = l.account_code
    WHERE t.state = 'posted' AND t.business_date <= ${asAt}::date
    GROUP BY 1, 2, 3, 4
    ORDER BY 3`.execute(db);
  return rows.rows.map((r) => ({
    currencyCode: r.currency_code.trim(),
    kind: r.kind,
    accountCode: r.account_code,
    ownerId: r.owner_id,
    balanceMinor: BigInt(r.balance_minor),
    lastMovementDate: r.last_movement,
  }));
}

/**
 * The deposit accounts' total per currency as at `asAt` (the sub-ledger: the
 * sum of their ledger entries dated on or before it), with every currency
 * that has a deposit account (a total of 0 where none has an entry yet).
 */
export async function depositTotalsAsAt(db: Db, asAt: string): Promise<{ currencyCode: string; totalMinor: bigint }[]> {
  const rows = await sql<{ currency_code: string; total_minor: string }>`
    WITH currencies AS (SELECT currency_code FROM deposit_accounts GROUP BY currency_code),
    totals AS (
      SELECT a.currency_code, sum(e.amount_minor) AS total_minor
      FROM ledger_entries e JOIN deposit_accounts a ON a.deposit_account_id = e.deposit_account_id
      WHERE e.business_date <= ${asAt}::date
      GROUP BY a.currency_code
    )
    SELECT c.currency_code, coalesce(t.total_minor, 0)::text AS total_minor
    FROM currencies c LEFT JOIN totals t ON t.currency_code = c.currency_code
    ORDER BY c.currency_code`.execute(db);
  return rows.rows.map((r) => ({ currencyCode: r.currency_code.trim(), totalMinor: BigInt(r.total_minor) }));
}

/** One ledger account's posted balance as at a date (0 when it had no movement). */
export async function bookBalanceOfAccountAsAt(db: Db, accountCode: string, asAt: string): Promise<bigint> {
  const row = await sql<{ balance_minor: string }>`
    SELECT coalesce(sum(l.amount_minor), 0)::text AS balance_minor
    FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
    WHERE l.account_code = ${accountCode} AND t.state = 'posted' AND t.business_date <= ${asAt}::date`.execute(db);
  return BigInt(row.rows[0]?.balance_minor ?? '0');
}

/** The posted movements of one ledger account dated after `after` and on or before `upTo`: how many, and the last one's date. */
export async function postedMovementsBetween(db: Db, accountCode: string, after: string, upTo: string): Promise<{ count: number; lastDate: string | null }> {
  const row = await sql<{ moves: number; last_date: string | null }>`
    SELECT count(*)::int AS moves, max(t.business_date)::text AS last_date
    FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
    WHERE l.account_code = ${accountCode} AND t.state = 'posted' AND t.business_date > ${after}::date AND t.business_date <= ${upTo}::date`.execute(db);
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

/** Pending transfers dated before `before`, oldest first, at most `limit`. */
export async function pendingTransfersDatedBefore(db: Db, before: string, limit: number): Promise<PendingTransferRow[]> {
  const rows = await sql<{ transfer_id: string; currency_code: string; kind: string; business_date: string; amount_minor: string }>`
    SELECT t.transfer_id, t.currency_code, t.kind, t.business_date::text AS business_date,
           coalesce((SELECT sum(l.amount_minor) FROM book_legs l WHERE l.transfer_id = t.transfer_id AND l.amount_minor > 0), 0)::text AS amount_minor
    FROM book_transfers t
    WHERE t.state = 'pending' AND t.business_date < ${before}::date
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
  const rows = await sql<{ currency_code: string; owner_id: string; owed_minor: string }>`
    SELECT a.currency_code, a.owner_id, (-a.posted_minor)::text AS owed_minor
    FROM book_accounts a
    WHERE a.kind = 'interest-receivable' AND a.posted_minor < 0
      AND EXISTS (
        SELECT 1 FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id
        WHERE l.account_code = a.account_code AND t.kind = 'interest-posting' AND t.state = 'posted'
          AND t.created_at > coalesce((
            SELECT max(r.created_at) FROM book_legs rl JOIN book_transfers r ON r.transfer_id = rl.transfer_id
            WHERE rl.account_code = a.account_code AND r.kind = 'interest-received'), '-infinity'::timestamptz))
    ORDER BY a.currency_code, a.owner_id`.execute(db);
  return rows.rows.map((r) => ({ currencyCode: r.currency_code.trim(), financialInstitutionId: r.owner_id, amountMinor: BigInt(r.owed_minor) }));
}
