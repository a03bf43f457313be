/**
 * The batches context's public face for other contexts: placing an
 * instruction's amount in the day's batch (the instructions context's
 * deposits, withdrawals and reverts), the cut-off gate a placement holds, and
 * the operator's read-only views of batches. Other contexts call these, never
 * `batches.repository.ts`; every write takes the caller's transaction (`Tx`),
 * so a batch's totals change together with the instructions placed in it.
 *
 * The batches' own API, cut-off, settlement and maturity payouts are
 * `BatchesService` (batches.service.ts), which the composition root builds,
 * with the instructions context's `BatchInstructions`, and hands to whoever
 * drives them.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason (src/instructions/status-reasons.ts): the re-exported
 * `enterBatchPlacement` and reads neither, and the two writes below say so
 * each. A batch that does not exist is an absent answer for the caller.
 */
import type { Tx } from '../database.js';
import { addToOpenBatch, type BatchKey, subtractFromOpenBatch } from './batches.repository.js';

export { enterBatchPlacement } from './batches.repository.js';
// The operator's read-only views of batches (no batch changes through these).
export { countBatches, findBatchWithCountById, listAllBatchesOfDate, searchBatches } from './batches.repository.js';
export type { BatchKey, BatchSearch, CountedBatch } from './batches.repository.js';
// The port the instructions context implements for the batches' writes of its rows (handed in by the composition root).
export type { BatchInstructions, MaturityPayout, PayoutAccount } from './batch-instructions.js';
export { batchToJson } from './batches.schemas.js';

/** Where an amount was placed: its batch and that batch's date. */
export interface PlacedInBatch {
  instructionBatchId: string;
  batchDate: string;
}

/**
 * Places an amount in the Open batch of the key (partner, type, currency) on
 * `earliestDate` or, when that date's cut-off has run, on the first working
 * day after the latest cut-off; creates the batch on demand. Takes the
 * cut-off gate (`enterBatchPlacement`) and row-locks the batch until the
 * caller's transaction ends.
 *
 * Errors: no `AppError` and no rejection reason; it always finds a batch (a
 * plain Error if it did not would be a bug, a 500).
 */
export async function placeInOpenBatch(trx: Tx, key: BatchKey, earliestDate: string, amountMinor: bigint, noticeAmountMinor: bigint, now: Date): Promise<PlacedInBatch> {
  return addToOpenBatch(trx, key, earliestDate, amountMinor, noticeAmountMinor, now);
}

/**
 * Takes a reverted instruction's amount out of its batch while the batch is
 * Open. False when it is not Open any more: the caller rejects the revert
 * (`InstructionNotRevertible`, its own reason).
 *
 * Errors: none.
 */
export async function takeOutOfOpenBatch(trx: Tx, instructionBatchId: string, amountMinor: bigint, noticeAmountMinor: bigint, now: Date): Promise<boolean> {
  return subtractFromOpenBatch(trx, instructionBatchId, amountMinor, noticeAmountMinor, now);
}
