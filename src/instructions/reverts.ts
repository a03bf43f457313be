/**
 * Reverts: a Live instruction leaves its batch while the batch is Open. A
 * revert whose target is still being processed (Created) waits for a later
 * chunk.
 */
import { takeOutOfOpenBatch } from '../batches/batches.js';
import type { ChunkContext } from './chunk-context.js';
import { findInstructionByReference, findRequest, markInstructionReverted, type RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';
import { storedRevert } from './stored-requests.js';

/** False when the target is still being processed by another worker: try again later. */
export async function applyRevert(context: ChunkContext, request: RequestRecord): Promise<boolean> {
  const targetReference = storedRevert(request).instructionToRevertReference;
  const partnerId = request.financialPartnerId;
  const target = await findRequest(context.trx, partnerId, targetReference);
  if (!target) throw new Rejection('InstructionToRevertNotFound', `No instruction ${targetReference}.`);
  if (target.requestType === 'revert') throw new Rejection('InstructionNotRevertible', 'A revert cannot itself be reverted.');
  if (target.status === 'Created') return false;
  if (target.status === 'Rejected') throw new Rejection('InstructionNotRevertible', 'It was rejected, so it is in no batch.');
  const instruction = await findInstructionByReference(context.trx, partnerId, targetReference);
  if (!instruction) throw new Error(`processed request ${targetReference} has no instruction`);
  if (instruction.state === 'Reverted') throw new Rejection('InstructionNotRevertible', 'It has already been reverted.');
  if (instruction.state === 'Settled') throw new Rejection('InstructionNotRevertible', 'Its batch has settled.');
  const removed = await takeOutOfOpenBatch(context.trx, instruction.instructionBatchId, instruction.amountMinor, instruction.isNotice ? instruction.amountMinor : 0n, context.now);
  if (!removed) throw new Rejection('InstructionNotRevertible', 'Its batch is no longer Open.');
  if (!(await markInstructionReverted(context.trx, instruction.instructionId, request.instructionReference))) {
    // Reverted by a concurrent revert after we read it: undo this chunk and retry it.
    throw new Error(`instruction ${targetReference} changed while being reverted`);
  }
  context.touchedPortfolios.add(instruction.portfolioId);
  return true;
}
