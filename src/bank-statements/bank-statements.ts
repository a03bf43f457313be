/**
 * The bank-statements context's public module: what other contexts read of
 * the statements the operator uploaded. Today: the latest statement of an
 * account as at a date, for the daily client-money reconciliation
 * (src/client-money/); and the movements the hub's statements booked to or
 * from an account that its own statements do not show yet, for the sandbox
 * bank (src/sandbox-bank/, docs/bank-side.md "The sandbox bank"). The uploads, reads and resolutions the operator drives
 * are `BankStatementsService` (bank-statements.service.ts).
 */
import type { Db } from '../database.js';
import { findHubMovementsNotOnAccount, type HubMovement } from './hub-movements.repository.js';
import { findLatestStatementAsAt, type LatestStatement } from './latest-statements.repository.js';

export type { HubMovement } from './hub-movements.repository.js';
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

/**
 * The booked entries of the hub's statements (`hubIdentifiers`) paid to or
 * received from the account known by `accountIdentifiers` in a currency, on
 * or after `since` (the account's last statement's closing date; undefined:
 * every one), that the account's own statements do not show yet (the same
 * end-to-end id, or without one the same remittance, the other way, the same
 * amount). Oldest first.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function hubMovementsNotOnAccount(
  db: Db,
  query: { hubIdentifiers: readonly string[]; accountIdentifiers: readonly string[]; currencyCode: string; since: string | undefined },
): Promise<HubMovement[]> {
  return findHubMovementsNotOnAccount(db, query);
}
