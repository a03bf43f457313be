/**
 * The movements the hub's statements booked to or from one account that
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

/**
 * The booked entries of the hub's camt.053 statements (`hubIdentifiers`)
 * whose counterparty is the account known by `accountIdentifiers`, booked on
 * or after `since` (the account's last statement's closing date; every one
 * while it has none), that no entry of the other direction and the same
 * amount on the account's own statements closing since then shows: the same
 * end-to-end id, or without one the same remittance. Oldest first, in the
 * order the hub's statements booked them. Entries quoting neither reference
 * are left out (nothing would tell them from another of the same amount).
 *
 * Bounded by what changed: the hub's entries naming the account since
 * `since` (index `bank_statement_entries_counterparty`, migration 040), each
 * looked for among the account's statements since then
 * (`bank_statements_account_closing`, migration 026).
 */
export async function findHubMovementsNotOnAccount(
  db: Db,
  query: { hubIdentifiers: readonly string[]; accountIdentifiers: readonly string[]; currencyCode: string; since: string | undefined },
): Promise<HubMovement[]> {
  if (query.hubIdentifiers.length === 0 || query.accountIdentifiers.length === 0) return [];
  const hub = sql.join([...query.hubIdentifiers]);
  const account = sql.join([...query.accountIdentifiers]);
  const since = query.since ?? null;
  const result = await sql<{
    credit_debit: 'CRDT' | 'DBIT';
    amount_minor: string;
    booking_date: string;
    end_to_end_id: string | null;
    payment_information_id: string | null;
    remittance: string | null;
  }>`
    SELECT he.credit_debit, he.amount_minor::text AS amount_minor, he.booking_date::text AS booking_date,
           he.end_to_end_id, he.payment_information_id, he.remittance
    FROM bank_statement_entries he
    JOIN bank_statements hs ON hs.bank_statement_id = he.bank_statement_id
    WHERE he.counterparty_account IN (${account})
      AND (${since}::date IS NULL OR he.booking_date >= ${since}::date)
      AND hs.message_kind = 'statement' AND hs.account_identifier IN (${hub}) AND hs.currency_code = ${query.currencyCode}
      AND he.entry_status = 'BOOK' AND NOT he.reversal AND he.credit_debit IS NOT NULL AND he.amount_minor IS NOT NULL AND he.booking_date IS NOT NULL
      AND (he.end_to_end_id IS NOT NULL OR he.remittance IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM bank_statements s
        JOIN bank_statement_entries e ON e.bank_statement_id = s.bank_statement_id
        WHERE s.message_kind = 'statement' AND s.account_identifier IN (${account}) AND s.currency_code = ${query.currencyCode}
          AND (${since}::date IS NULL OR s.closing_date >= ${since}::date)
          AND e.credit_debit <> he.credit_debit AND e.amount_minor = he.amount_minor
          AND CASE WHEN he.end_to_end_id IS NOT NULL THEN e.end_to_end_id = he.end_to_end_id ELSE e.end_to_end_id IS NULL AND e.remittance = he.remittance END)
    ORDER BY he.booking_date, hs.received_order, he.position`.execute(db);
  return result.rows.map((r) => ({
    creditDebit: r.credit_debit,
    amountMinor: BigInt(r.amount_minor),
    bookingDate: r.booking_date,
    endToEndId: r.end_to_end_id,
    paymentInformationId: r.payment_information_id,
    remittance: r.remittance,
  }));
}
