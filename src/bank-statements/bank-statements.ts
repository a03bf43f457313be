/**
 * The bank-statements context's public module: what other contexts read of
 * the statements the operator uploaded. Today: the latest statement of each
 * account as at a date, for the daily client-money reconciliation
 * (src/client-money/); and the movements the hub's statements booked to or
 * from an account that its own statements do not show yet, for the sandbox
 * bank (src/sandbox-bank/, docs/bank-side.md "The sandbox bank"). The uploads, reads and resolutions the operator drives
 * are `BankStatementsService` (bank-statements.service.ts).
 */
import type { Db } from '../database.js';
import { type AccountAskedAbout, findHubMovementsNotOnAccounts, type HubMovement } from './hub-movements.repository.js';
import { findLatestStatementsAsAt, type LatestStatement, type StatementAccountAskedAbout } from './latest-statements.repository.js';

export type { AccountAskedAbout, HubMovement } from './hub-movements.repository.js';
export type { LatestStatement, StatementAccountAskedAbout } from './latest-statements.repository.js';

/**
 * For each account asked about (its key, currency and identifiers), the
 * camt.053 statement with the latest closing date on or before `asAt`; keyed
 * by the caller's key, absent where there is none. One query.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function latestStatementsAsAt(db: Db, accounts: readonly StatementAccountAskedAbout[], asAt: string): Promise<Map<string, LatestStatement>> {
  return findLatestStatementsAsAt(db, accounts, asAt);
}

/**
 * For each account asked about (its key, currency, identifiers and last
 * statement's closing date), the booked entries of its currency's hub
 * statements (`hubs`) paid to or received from it on or after that date
 * (every one while it has none) that its own statements do not show yet (the
 * same end-to-end id, or without one the same remittance, the other way, the
 * same amount). Oldest first; accounts owed nothing are absent. One query
 * however many accounts.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function hubMovementsNotOnAccounts(
  db: Db,
  query: { hubs: readonly { currencyCode: string; identifiers: readonly string[] }[]; accounts: readonly AccountAskedAbout[] },
): Promise<Map<string, HubMovement[]>> {
  return findHubMovementsNotOnAccounts(db, query);
}
