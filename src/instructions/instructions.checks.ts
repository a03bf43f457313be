/**
 * The instructions' and requests' invariants, as named checks for the
 * operator's reconciliation (GET /operator/reconciliation; the composition
 * root hands them to the runner in src/operator/reconciliation.ts). Each check's
 * query (invariants.repository.ts) returns the rows breaking the invariant:
 * none means it holds.
 */
import type { Db } from '../database.js';
import type { ReconciliationCheck } from '../platform/reconciliation-check.js';
import { instructionInOneBatch, pendingDepositTotalsMatch, requestsResolvedExactlyOnce } from './invariants.repository.js';

/** A request still Created after this long is reported as stuck. */
export const STUCK_AFTER_MS = 5 * 60_000;

export const instructionsChecks: ReconciliationCheck<Db>[] = [
  {
    name: 'instruction-in-one-batch',
    description:
      "No instruction is in two batches: one row per reference, in a batch of the instruction's own partner, type and currency (the schema makes this structural; this proves it).",
    run: (db, context) => instructionInOneBatch(db, context),
  },
  {
    name: 'requests-resolved-exactly-once',
    description:
      'Every accepted request ends Processed or Rejected exactly once: a Processed deposit, withdrawal or closure has exactly one instruction, a Rejected or Created one none, a Processed revert has reverted its target, and none has waited in Created for more than 5 minutes.',
    run: (db, { now, limit }) => requestsResolvedExactlyOnce(db, { stuckBefore: new Date(now.getTime() - STUCK_AFTER_MS), limit }),
  },
  {
    name: 'pending-deposit-totals',
    description:
      'What is kept as pending into each account (pending_deposit_totals, which the per-account maximum and FSCS exposure read) equals the sum of the Live deposits into it, key by key.',
    run: (db, context) => pendingDepositTotalsMatch(db, context),
  },
];
