/**
 * The instructions context's public face for other contexts: what they may
 * read of requests and instructions, and `batchInstructions`, the few writes
 * of `instructions` rows the batches context's acts make (its maturity payout,
 * settlement and cut-off), which the composition root hands to the batches
 * context as its `BatchInstructions` port. Every write takes the caller's
 * transaction (`Tx`): the instruction rows change together with the batch or
 * the money they belong to, or not at all.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason (src/instructions/status-reasons.ts); they check nothing a partner
 * can get wrong (their callers did). A database failure propagates as is.
 */
import type { BatchInstructions } from '../batches/batches.js';
import type { PendingDeposits } from '../fscs/fscs.js';
import { newId } from '../platform/ids.js';
import { accountsWithLiveClosure, insertWithdrawalInstructions, markInstructionsSettled, pendingDepositTotalsOf, setPayoutLines } from './instructions.repository.js';

export { pendingDepositTotalsOf, type PendingDepositTotal } from './instructions.repository.js';
// The rejection reasons' catalogue, for the error page and the documents that list them.
export { REJECTION_CATALOGUE, rejectionCodeOf, type RejectionCode } from './status-reasons.js';
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
 * The instructions context's side of the batches context's port
 * (`BatchInstructions`, src/batches/batches.ts): the writes of `instructions`
 * rows a batch's own acts make (its maturity payouts, settlement and cut-off),
 * each in the batches' transaction. The composition root hands it to
 * `BatchesService`; the batches context never imports this module.
 *
 * Errors: none of its methods ends with an `AppError` or a rejection reason
 * (see `BatchInstructions` for each).
 */
export const batchInstructions: BatchInstructions = {
  async accountsWithLiveClosure(trx, depositAccountIds) {
    return accountsWithLiveClosure(trx, depositAccountIds);
  },
  // The platform's own maturity payouts: each a Live closure withdrawal (no partner request), a thousand to a statement.
  async placeMaturityPayouts(trx, payouts, now) {
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
  },
  // Settled deposits are no longer pending into their accounts (one statement).
  async settleInstructions(trx, settled, now) {
    await markInstructionsSettled(trx, settled, now);
  },
  async fixPayoutLines(trx, lines) {
    await setPayoutLines(trx, lines);
  },
};

/**
 * The instructions context's side of the FSCS context's port
 * (`PendingDeposits`, src/fscs/fscs.ts): the deposits pending into accounts,
 * as pending_deposit_totals keeps them. The composition root hands it to
 * `FscsService`; the deposit rule (fscs-limit.ts) passes it to `readHoldings`.
 *
 * Errors: none.
 */
export const pendingDeposits: PendingDeposits = { pendingDepositTotalsOf };
