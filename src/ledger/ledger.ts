/**
 * The ledger: the only code that moves money or changes what a portfolio
 * holds. Other contexts call these functions, never the repositories beside
 * them, and pass their own transaction: an instruction's settlement and the
 * money it moves commit together or not at all.
 *
 * - `post` is the one way money moves on deposit accounts: append-only ledger
 *   entries and the balance change they make, written together, each set of
 *   entries one side of a balanced transfer in the books (docs/design/bank-side.md#122-books)
 *   whose other side is the money placed at (or, for interest, receivable
 *   from) each account's institution. `transfer` moves money between the
 *   books' other accounts, pending where a bank must confirm it.
 * - `openAccounts` and `closeAccount` are an account's lifecycle (maturity is
 *   the interest jobs', interest.jobs.ts).
 * - `ensurePortfolios` creates a client's portfolio in a currency on first use.
 * - `bumpPortfolioVersions` is the only place a portfolio's version goes up
 *   (outside the interest jobs' own statements in interest.repository.ts).
 *   `post` does not bump: the version goes up once per change a partner sees
 *   (a settlement, a processing chunk), not once per entry, so a caller
 *   collects the portfolios its transaction touched (money posted, an
 *   instruction placed or reverted) and calls it once, at the end, with all
 *   of them. (The interest statements bump in the same statement, so a
 *   closure's settlement, which posts interest first, bumps twice, as before.)
 *
 * Errors: none of these functions, nor the re-exported history reads, ends
 * with an `AppError` or a rejection reason: the rules that refuse a movement
 * (`InsufficientFunds`, `DepositAccountClosed`, ...) are the callers'
 * (src/instructions), and a broken invariant is a plain `Error`.
 */
import { toBusinessDate } from '../calendar/calendar.js';
import type { Tx } from '../database.js';
import {
  type AccountForUpdate,
  bumpPortfolios,
  type EntryRow,
  ensurePortfolios as ensurePortfolioRows,
  findAccountForUpdate as findAccountRowForUpdate,
  findAccountsForUpdate as findAccountRowsForUpdate,
  findAccountsToTopUp as findAccountRowsToTopUp,
  findTopUpBalances as findTopUpBalanceRows,
  findPortfolios as findPortfolioRows,
  insertEntries,
  markAccountClosed,
  type NewDepositAccount,
  openDepositAccounts,
  type TopUpKey,
  type EntryTransfer,
} from './accounts.repository.js';
import { insertTransfer, type NewTransfer, resolvePendingTransfer } from './books.repository.js';
import { postAccruedInterestForAccount } from './interest.repository.js';

export { topUpKeyOf } from './accounts.repository.js';
// Interest accrued through the accrual horizon, as SQL over a deposit_accounts row, for other contexts' reads of it.
export { accruedInterestThroughHorizon, startRatePeriods } from './accrual-periods.repository.js';
// The operator's read-only view of an account's history (no money moves through these).
export {
  accountBalanceBefore,
  findAccount,
  listAccountAccruals,
  listAccountEntries,
  listAccountEntriesBetween,
  listAccountPostings,
  listInstructionEntries,
} from './account-history.repository.js';
export type { AccountRecord, AccrualRecord, EntryRecord, PostingRecord } from './account-history.repository.js';
export type { AccountForUpdate, EntryTransfer, NewDepositAccount, TopUpKey } from './accounts.repository.js';
// The books (migration 022): what is held where, and each transfer.
export { bookAccountCode, bookAccountRefOf, countBookAccounts, findTransfer, listBookAccounts, marginIncomeByMonth } from './books.repository.js';
export type { BookAccountRecord, BookAccountRef, MarginIncomeRow, NewTransfer, TransferRecord } from './books.repository.js';
export { BOOK_ACCOUNT_KINDS } from './ledger.tables.js';
// What each partner holds per institution and currency (migration 036), read without its accounts.
export { findPartnerHoldings } from './holdings.repository.js';
export type { BookAccountKind, TransferKind, TransferState } from './ledger.tables.js';

/** One money movement on a deposit account. */
export type LedgerEntry = EntryRow;

/**
 * Posts money movements: each entry appended to the ledger (in the order
 * given) and each account's balance changed by the sum of its entries, in the
 * caller's transaction, as the deposit accounts' legs of `transfer` (one
 * currency; its id unique, e.g. `settlement:{instructionId}`), whose other legs
 * are written with them. The caller has row-locked the accounts it checked
 * (findAccountForUpdate) and bumps the portfolios' versions once at the end.
 *
 * Errors: none (no `AppError`, no rejection reason). An entry for an account
 * that does not exist throws a plain `Error` (a broken invariant), which
 * rolls back the caller's transaction and is an `InternalError` at the API.
 */
export async function post(trx: Tx, transfer: EntryTransfer, entries: LedgerEntry[], now: Date): Promise<void> {
  await insertEntries(trx, transfer, entries, now);
}

/**
 * A transfer between ledger accounts other than deposit accounts (the hub,
 * money in transit or placed, a partner's money, suspense, interest
 * receivable, margin income), pending when the outside world must confirm it.
 * Idempotent on its id: the same transfer again answers 'exists' and changes
 * nothing.
 *
 * Errors: none (no `AppError`, no rejection reason). Legs that do not sum to
 * zero, a leg in another currency, or another transfer under an existing id
 * throw a plain `Error` (a caller's bug: a transfer never changes).
 */
export async function transfer(trx: Tx, newTransfer: NewTransfer, now: Date): Promise<'created' | 'exists'> {
  return insertTransfer(trx, newTransfer, now);
}

/**
 * Posts a pending transfer (the bank confirmed it): its legs move into the
 * accounts' posted balances. `bookingDate` is the date the bank booked it
 * (the statement entry's booking date), kept beside its business date: the
 * reconciliation as at an earlier date still sees it pending (migration 042,
 * docs/bank-side.md "The bank's booking date"). False when it is not pending.
 *
 * Errors: none (no `AppError`).
 */
export async function postPendingTransfer(trx: Tx, transferId: string, bookingDate: string, now: Date): Promise<boolean> {
  return resolvePendingTransfer(trx, transferId, 'posted', bookingDate, now);
}

/**
 * Voids a pending transfer (the bank refused it): its legs leave the pending
 * balances and the money stays where it came from. False when it is not pending.
 *
 * Errors: none (no `AppError`).
 */
export async function voidPendingTransfer(trx: Tx, transferId: string, now: Date): Promise<boolean> {
  // As at the days before this one it was still pending (migration 042).
  return resolvePendingTransfer(trx, transferId, 'voided', toBusinessDate(now), now);
}

/**
 * Opens deposit accounts, each Open with balance 0 (their Deposit entries,
 * posted next, fill it); a fixed term's net rate is fixed here, for its life
 * (docs/decisions/money.md).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function openAccounts(trx: Tx, accounts: NewDepositAccount[], now: Date): Promise<void> {
  await openDepositAccounts(trx, accounts, now);
}

/**
 * Marks an account Closed on `closedOn` (its payout was posted first); a closed account stays closed.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function closeAccount(trx: Tx, depositAccountId: string, closedOn: string, now: Date): Promise<void> {
  await markAccountClosed(trx, depositAccountId, closedOn, now);
}

/**
 * Posts an account's accrued interest into its balance now, for a closure
 * that pays out balance plus interest (an interest_postings row and an
 * InterestPosting entry, like every posting). False when less than half a
 * penny had accrued.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function postClosureInterest(trx: Tx, depositAccountId: string, businessDate: string, now: Date): Promise<boolean> {
  return postAccruedInterestForAccount(trx, depositAccountId, businessDate, now);
}

/**
 * The account, row-locked: balance checks and changes on it are serialised.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findAccountForUpdate(trx: Tx, depositAccountId: string): Promise<AccountForUpdate | undefined> {
  return findAccountRowForUpdate(trx, depositAccountId);
}

/**
 * The accounts, row-locked in id order; an id with no account is left out.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findAccountsForUpdate(trx: Tx, depositAccountIds: readonly string[]): Promise<AccountForUpdate[]> {
  return findAccountRowsForUpdate(trx, depositAccountIds);
}

/**
 * The accounts deposits settle into, for many keys at once (row-locked); a
 * key is absent when none fits and a new account opens. See
 * accounts.repository.ts findAccountsToTopUp for the rule.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findAccountsToTopUp(trx: Tx, keys: TopUpKey[]): Promise<Map<string, string>> {
  return findAccountRowsToTopUp(trx, keys);
}

/**
 * What the deposits of each key would add to: the settled balance of the
 * account they would top up (absent when a new account would open), keyed by
 * topUpKeyOf. For the per-account maximum; read under the caller's lock on the keys.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function settledBalancesToTopUp(trx: Tx, keys: TopUpKey[]): Promise<Map<string, bigint>> {
  return findTopUpBalanceRows(trx, keys);
}

/**
 * The portfolios that exist of several (client, currency) pairs, keyed `${clientReference}#${currencyCode}`; none is created.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findPortfolios(trx: Tx, wanted: { clientReference: string; currencyCode: string }[]): Promise<Map<string, string>> {
  return findPortfolioRows(trx, wanted);
}

/**
 * The portfolios of several (client, currency) pairs, each created on first
 * use; ids keyed by `${clientReference}#${currencyCode}`.
 *
 * Errors: none (no `AppError`, no rejection reason); a portfolio missing
 * after its insert throws a plain `Error` (a broken invariant, `InternalError`
 * at the API).
 */
export async function ensurePortfolios(trx: Tx, wanted: { financialPartnerId: string; clientReference: string; currencyCode: string }[], now: Date): Promise<Map<string, string>> {
  return ensurePortfolioRows(trx, wanted, now);
}

/**
 * Anything the portfolios show changed in this transaction: each version up by one, each sorted as recently updated.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function bumpPortfolioVersions(trx: Tx, portfolioIds: Iterable<string>, now: Date): Promise<void> {
  await bumpPortfolios(trx, portfolioIds, now);
}
export * from './book-balances.repository.js';
