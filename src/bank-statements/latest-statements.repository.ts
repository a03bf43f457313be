/**
 * The latest statement of an account as at a date, for the daily client-money
 * reconciliation (docs/design/bank-side.md#125-daily-reconciliation): read-only, exported by bank-statements.ts.
 */
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

/**
 * The camt.053 statement with the latest closing date on or before `asAt` for
 * an account known by any of `identifiers` (as `accountIdentifierOf` writes
 * them: an IBAN, or sort code and number as 14 digits) in a currency; the
 * highest sequence number (then the last stored) among those of one date.
 */
export async function findLatestStatementAsAt(db: Db, identifiers: readonly string[], currencyCode: string, asAt: string): Promise<LatestStatement | undefined> {
  if (identifiers.length === 0) return undefined;
  const row = await db
    .selectFrom('bank_statements')
    .select(['bank_statement_id', 'statement_id', 'sequence_number', 'account_identifier', 'currency_code', 'closing_balance_minor', 'closing_date'])
    .where('message_kind', '=', 'statement')
    .where('account_identifier', 'in', [...identifiers])
    .where('currency_code', '=', currencyCode)
    .where('closing_date', 'is not', null)
    .where('closing_date', '<=', asAt)
    .orderBy('closing_date', 'desc')
    .orderBy('sequence_number', 'desc')
    .orderBy('received_order', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.closing_balance_minor === null || row.closing_date === null) return undefined;
  return {
    bankStatementId: row.bank_statement_id,
    statementId: row.statement_id,
    sequenceNumber: BigInt(row.sequence_number),
    accountIdentifier: row.account_identifier ?? '',
    currencyCode: row.currency_code ?? currencyCode,
    closingBalanceMinor: BigInt(row.closing_balance_minor),
    closingDate: row.closing_date,
  };
}
