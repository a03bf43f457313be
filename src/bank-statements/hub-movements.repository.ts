/**
 * The movements the hub's statements booked to or from an account that
 * that account's own statements do not show yet, for the sandbox bank's
 * institution side (docs/bank-side.md "The sandbox bank"): read-only,
 * exported by bank-statements.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface HubMovement {
  /** As the hub's statement has it: DBIT paid to the account, CRDT received from it. */
  creditDebit: 'CRDT' | 'DBIT';
  amountMinor: bigint;
  /** 'YYYY-MM-DD'. */
  bookingDate: string;
  endToEndId: string | null;
  paymentInformationId: string | null;
  remittance: string | null;
}

/** One account asked about: the identifiers its bank files name it by, and its last statement's closing date. */
export interface AccountAskedAbout {
  /** The caller's key for the account, keying the answer. */
  key: string;
  currencyCode: string;
  identifiers: readonly string[];
  /** 'YYYY-MM-DD': the account's last statement's closing date; undefined while it has none. */
  since: string | undefined;
}

/**
 * For each account asked about, the booked entries of its currency's hub
 * camt.053 statements (`hubs`) whose counterparty is that account, booked on
 * or after its `since` (every one while it has none), that no entry of the
 * other direction and the same amount on the account's own statements
 * closing since then shows: the same end-to-end id, or without one the same
 * remittance. Oldest first, in the order the hub's statements booked them.
 * Entries quoting neither reference are left out (nothing would tell them
 * from another of the same amount). Accounts owed nothing are absent.
 *
 * One statement for every account (issue 47: asked three times a sandbox
 * day, one statement per account made a year's advance cost twice the bank
 * off). Bounded by what changed: the hub's entries naming each account since
 * its `since` (index `bank_statement_entries_counterparty`, migration 040),
 * each looked for among the account's statements since then
 * (`bank_statements_account_closing`, migration 026).
 */
export async function findHubMovementsNotOnAccounts(
  db: Db,
  query: { hubs: readonly { currencyCode: string; identifiers: readonly string[] }[]; accounts: readonly AccountAskedAbout[] },
): Promise<Map<string, HubMovement[]>> {
  const owed = new Map<string, HubMovement[]>();
  const accountRows = query.accounts.flatMap((a) => a.identifiers.map((id) => sql`(${id}::text, ${a.key}::text, ${a.currencyCode}::text, ${a.since ?? null}::date)`));
  const hubRows = query.hubs.flatMap((h) => h.identifiers.map((id) => sql`(${id}::text, ${h.currencyCode}::text)`));
  if (accountRows.length === 0 || hubRows.length === 0) return owed;
  const result = await sql<{
    account_key: string;
    credit_debit: 'CRDT' | 'DBIT';
    amount_minor: string;
    booking_date: string;
    end_to_end_id: string | null;
    payment_information_id: string | null;
    remittance: string | null;
  }>`
    WITH accounts (identifier, account_key, currency_code, since) AS (VALUES ${sql.join(accountRows)}),
         hubs (identifier, currency_code) AS (VALUES ${sql.join(hubRows)})
    SELECT a.account_key, he.credit_debit, he.amount_minor::text AS amount_minor, he.booking_date::text AS booking_date,
           he.end_to_end_id, he.payment_information_id, he.remittance
    FROM accounts a
    -- Per account, its entries by the index on (counterparty_account, booking_date) of migration 040: OFFSET 0 keeps
    -- the planner, which on PGlite has no statistics (no autovacuum), from scanning every hub entry ever booked instead.
    CROSS JOIN LATERAL (
      SELECT x.* FROM bank_statement_entries x
      WHERE x.counterparty_account = a.identifier AND x.booking_date >= COALESCE(a.since, '-infinity'::date)
      OFFSET 0) he
    JOIN bank_statements hs ON hs.bank_statement_id = he.bank_statement_id
    JOIN hubs h ON h.identifier = hs.account_identifier AND h.currency_code = hs.currency_code
    WHERE hs.message_kind = 'statement' AND hs.currency_code = a.currency_code
      AND he.entry_status = 'BOOK' AND NOT he.reversal AND he.credit_debit IS NOT NULL AND he.amount_minor IS NOT NULL
      AND (he.end_to_end_id IS NOT NULL OR he.remittance IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM accounts own
        JOIN bank_statements s ON s.account_identifier = own.identifier AND s.currency_code = own.currency_code
        JOIN bank_statement_entries e ON e.bank_statement_id = s.bank_statement_id
        WHERE own.account_key = a.account_key AND s.message_kind = 'statement' AND s.closing_date >= COALESCE(a.since, '-infinity'::date)
          AND e.credit_debit <> he.credit_debit AND e.amount_minor = he.amount_minor
          AND CASE WHEN he.end_to_end_id IS NOT NULL THEN e.end_to_end_id = he.end_to_end_id ELSE e.end_to_end_id IS NULL AND e.remittance = he.remittance END)
    ORDER BY a.account_key, he.booking_date, hs.received_order, he.position`.execute(db);
  for (const r of result.rows) {
    const movements = owed.get(r.account_key) ?? [];
    movements.push({
      creditDebit: r.credit_debit,
      amountMinor: BigInt(r.amount_minor),
      bookingDate: r.booking_date,
      endToEndId: r.end_to_end_id,
      paymentInformationId: r.payment_information_id,
      remittance: r.remittance,
    });
    owed.set(r.account_key, movements);
  }
  return owed;
}
