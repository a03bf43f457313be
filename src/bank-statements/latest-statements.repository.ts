/**
 * The latest statement of each account as at a date, for the daily client-money
 * reconciliation (docs/design/bank-side.md#125-daily-reconciliation): read-only, exported by bank-statements.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface LatestStatement {
  bankStatementId: string;
  statementId: string;
  sequenceNumber: bigint;
  accountIdentifier: string;
  currencyCode: string;
  /** Positive when the account is in credit (camt). */
  closingBalanceMinor: bigint;
  /** 'YYYY-MM-DD'. */
  closingDate: string;
}

/** An account asked about: its key (the caller's), currency and the identifiers its statements name it by. */
export interface StatementAccountAskedAbout {
  key: string;
  currencyCode: string;
  identifiers: readonly string[];
}

/**
 * For each account asked about, the camt.053 statement with the latest
 * closing date on or before `asAt` under any of its identifiers (as
 * `accountIdentifierOf` writes them: an IBAN, or sort code and number as 14
 * digits); the highest sequence number (then the last stored) among those of
 * one date. Keyed by the caller's key; accounts with none are absent. One
 * query however many accounts, each identifier's latest found by the index on
 * (identifier, currency, closing date) of migration 026, not by reading every
 * statement since the first.
 */
export async function findLatestStatementsAsAt(db: Db, accounts: readonly StatementAccountAskedAbout[], asAt: string): Promise<Map<string, LatestStatement>> {
  const asked = accounts.flatMap((a) => a.identifiers.map((identifier) => ({ key: a.key, currencyCode: a.currencyCode, identifier })));
  const found = new Map<string, LatestStatement>();
  if (asked.length === 0) return found;
  const rows = await sql<{
    key: string;
    bank_statement_id: string;
    statement_id: string;
    sequence_number: string;
    account_identifier: string | null;
    currency_code: string | null;
    closing_balance_minor: string | null;
    closing_date: string;
  }>`
    SELECT DISTINCT ON (q.key) q.key, s.bank_statement_id, s.statement_id, s.sequence_number::text AS sequence_number, s.account_identifier,
           s.currency_code, s.closing_balance_minor::text AS closing_balance_minor, s.closing_date::text AS closing_date
    FROM unnest(${asked.map((a) => a.key)}::text[], ${asked.map((a) => a.currencyCode)}::text[], ${asked.map((a) => a.identifier)}::text[])
         AS q(key, currency_code, identifier)
    CROSS JOIN LATERAL (
      SELECT b.bank_statement_id, b.statement_id, b.sequence_number, b.account_identifier, b.currency_code, b.closing_balance_minor, b.closing_date, b.received_order
      FROM bank_statements b
      WHERE b.message_kind = 'statement' AND b.account_identifier = q.identifier AND b.currency_code = q.currency_code
        AND b.closing_date IS NOT NULL AND b.closing_date <= ${asAt}::date
      ORDER BY b.closing_date DESC, b.sequence_number DESC, b.received_order DESC
      LIMIT 1) s
    ORDER BY q.key, s.closing_date DESC, s.sequence_number DESC, s.received_order DESC`.execute(db);
  for (const r of rows.rows) {
    if (r.closing_balance_minor === null) continue;
    found.set(r.key, {
      bankStatementId: r.bank_statement_id,
      statementId: r.statement_id,
      sequenceNumber: BigInt(r.sequence_number),
      accountIdentifier: r.account_identifier ?? '',
      currencyCode: r.currency_code?.trim() ?? accounts.find((a) => a.key === r.key)!.currencyCode,
      closingBalanceMinor: BigInt(r.closing_balance_minor),
      closingDate: r.closing_date,
    });
  }
  return found;
}
