/**
 * The batches' invariants, as named checks for the operator's reconciliation
 * (GET /operator/reconciliation; the composition root hands them to the
 * runner in src/operator/reconciliation.ts). Each check's query (invariants.repository.ts)
 * returns the rows breaking the invariant: none means it holds.
 */
import type { Db } from '../database.js';
import type { ReconciliationCheck } from '../platform/reconciliation-check.js';
import { batchTotalsEqualInstructions, completedBatchesMovedTheirLines } from './invariants.repository.js';

export const batchesChecks: ReconciliationCheck<Db>[] = [
  {
    name: 'batch-totals-equal-instructions',
    description: "Each batch's total and notice total are the sums of the instructions in it (reverted ones have left it).",
    run: (db, context) => batchTotalsEqualInstructions(db, context),
  },
  {
    name: 'completed-batches-moved-their-lines',
    description:
      "Each instruction of a Completed batch moved exactly its line (its ledger entry: a deposit credits it, a withdrawal or payout debits it), and each Completed batch's total is the money its settlement moved.",
    run: (db, context) => completedBatchesMovedTheirLines(db, context),
  },
];
