/**
 * The bank-statements context's public module: what other contexts read of
 * the statements the operator uploaded. Today: the latest statement of an
 * account as at a date, for the daily client-money reconciliation
 * (src/client-money/). The uploads, reads and resolutions the operator drives
 * are `BankStatementsService` (bank-statements.service.ts).
 */
import type { Db } from '../database.js';
import { findLatestStatementAsAt, type LatestStatement } from './latest-statements.repository.js';

export type { LatestStatement } from './latest-statements.repository.js';

/**
 * The identifier a statement names a bank account by, as the upload stores it
 * (`account_identifier`): the IBAN without spaces in upper case, or the sort
 * code and account number as 14 digits. An account with both may be named by
 * either.
 */
export function statementIdentifiersOf(account: { sortCode: string | null; accountNumber: string | null; iban: string | null }): string[] {
  const identifiers: string[] = [];
  if (account.iban) identifiers.push(account.iban.replace(/\s/g, '').toUpperCase());
  if (account.sortCode && account.accountNumber) identifiers.push(`${account.sortCode.replace(/-/g, '')}${account.accountNumber}`);
  return identifiers;
}

/**
 * The camt.053 statement with the latest closing date on or before `asAt` of
 * an account (any of its identifiers) in a currency; undefined when none.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function latestStatementAsAt(db: Db, identifiers: readonly string[], currencyCode: string, asAt: string): Promise<LatestStatement | undefined> {
  return findLatestStatementAsAt(db, identifiers, currencyCode, asAt);
}
