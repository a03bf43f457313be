/**
 * The instructions context's public face for other contexts: what they may
 * read of requests and instructions, and the few writes of `instructions`
 * rows another context's business act makes (the batches context's maturity
 * payout, settlement and cut-off), without reaching into its repositories.
 * Every write takes the caller's transaction (`Tx`): the instruction rows
 * change together with the batch or the money they belong to, or not at all.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason (src/instructions/status-reasons.ts); they check nothing a partner
 * can get wrong (their callers did). A database failure propagates as is.
 */
import type { Db, Tx } from '../database.js';
import { newId } from '../platform/ids.js';
import {
  accountsWithLiveClosure as accountsWithLiveClosureRows,
  insertWithdrawalInstructions,
  markInstructionsSettled,
  setPayoutLines,
  type WithdrawalAccount,
} from './instructions.repository.js';

export { pendingDepositTotalsOf, type PendingDepositTotal } from './instructions.repository.js';
// The rejection reasons' catalogue, for the error page and the documents that list them.
export { REJECTION_CATALOGUE, rejectionCodeOf, type RejectionCode } from './status-reasons.js';
export type { WithdrawalAccount } from './instructions.repository.js';
export type { InstructionType } from './instructions.tables.js';
// The operator's read-only views of requests and instructions (nothing changes through these).
export {
  countCreatedRequests,
  countRejectedAfterFailures,
  countRequestsRejectedBetween,
  findOperatorInstruction,
  findRequestOverview,
  listOperatorBatchInstructions,
  listOperatorInstructionsByIds,
  listPendingInstructionsOfAccount,
  countRequests,
  oldestCreatedRequestAt,
  searchRequests,
  searchRequestsAfter,
} from './instructions.repository.js';
export type { OperatorInstructionRow, RequestOverview, RequestSearch, SequencedRequestOverview } from './instructions.repository.js';

/**
 * Of the accounts `depositAccountIds`, those with a Live closure
 * (close-account or a maturity payout): it owes the account's whole balance,
 * so no other closure may be made.
 *
 * Errors: none.
 */
export async function accountsWithLiveClosure(db: Db | Tx, depositAccountIds: readonly string[]): Promise<Set<string>> {
  return accountsWithLiveClosureRows(db, depositAccountIds);
}

/** One maturity payout: the account paid out, the batch it was placed in, its amount. */
export interface MaturityPayout {
  account: WithdrawalAccount;
  placed: { instructionBatchId: string; batchDate: string };
  amountMinor: bigint;
}

/**
 * Places the platform's own maturity payouts of accounts: each a Live closure
 * withdrawal (no partner request) in the batch it was placed in
 * (`addToOpenBatch` of the batches context, in the same transaction), written
 * a thousand to a statement, in the order given.
 *
 * Errors: none (the caller checked `accountsWithLiveClosure` first).
 */
export async function placeMaturityPayouts(trx: Tx, payouts: readonly MaturityPayout[], now: Date): Promise<void> {
  await insertWithdrawalInstructions(
    trx,
    payouts.map((payout) => ({
      account: payout.account,
      placed: payout.placed,
      instructionReference: newId(),
      requestReference: null,
      isClosure: true,
      isMaturity: true,
      isNotice: false,
      amountMinor: payout.amountMinor,
      now,
    })),
  );
}

/**
 * Settles instructions: Live → Settled, each with the account it opened,
 * topped up or drew on, in one statement; settled deposits are no longer
 * pending into their accounts. The money moves in the same transaction
 * (src/ledger/ledger.ts).
 *
 * Errors: none.
 */
export async function settleInstructions(trx: Tx, settled: { instructionId: string; depositAccountId: string }[], now: Date): Promise<void> {
  await markInstructionsSettled(trx, settled, now);
}

/**
 * Makes live payouts' lines final at the cut-off (one statement); the batches
 * context then sets its batches' totals again from their instructions.
 *
 * Errors: none.
 */
export async function fixPayoutLines(trx: Tx, lines: { instructionId: string; amountMinor: bigint }[]): Promise<void> {
  await setPayoutLines(trx, lines);
}
