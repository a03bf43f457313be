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
 * The camt.053 statement with the latest closing date on or before `asAt` of
 * an account (any of its identifiers) in a currency; undefined when none.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function latestStatementAsAt(db: Db, identifiers: readonly string[], currencyCode: string, asAt: string): Promise<LatestStatement | undefined> {
  return findLatestStatementAsAt(db, identifiers, currencyCode, asAt);
}
