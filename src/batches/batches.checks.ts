/**
 * The batches' invariants, as named checks for the operator's reconciliation
 * (GET /operator/reconciliation; the composition root hands them to the
 * runner in src/operator/reconciliation.ts). Each check is one SQL query that
 * returns the rows breaking the invariant: none means it holds.
 */
import { sql } from 'kysely';
import type { ReconciliationCheck } from '../operator/reconciliation.js';

export const batchesChecks: ReconciliationCheck[] = [
  {
    name: 'batch-totals-equal-instructions',
    description: "Each batch's total and notice total are the sums of the instructions in it (reverted ones have left it).",
    async run(db, { limit }) {
      const result = await sql<Record<string, unknown>>`
        SELECT b.instruction_batch_id, b.total_amount_minor, coalesce(i.total, 0) AS instructions_total_minor,
               b.total_notice_amount_minor, coalesce(i.notice_total, 0) AS instructions_notice_total_minor
        FROM instruction_batches b
        LEFT JOIN (
          SELECT instruction_batch_id, sum(amount_minor) AS total,
                 sum(CASE WHEN is_notice THEN amount_minor ELSE 0 END) AS notice_total
          FROM instructions WHERE state <> 'Reverted' GROUP BY instruction_batch_id
        ) i ON i.instruction_batch_id = b.instruction_batch_id
        WHERE b.total_amount_minor <> coalesce(i.total, 0) OR b.total_notice_amount_minor <> coalesce(i.notice_total, 0)
        ORDER BY b.instruction_batch_id
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  },
  {
    name: 'completed-batches-moved-their-lines',
    description:
      "Each instruction of a Completed batch moved exactly its line (its ledger entry: a deposit credits it, a withdrawal or payout debits it), and each Completed batch's total is the money its settlement moved.",
    async run(db, { limit }) {
      const result = await sql<Record<string, unknown>>`
        WITH moved AS (
          SELECT ins.instruction_batch_id, ins.instruction_id, ins.instruction_reference, ins.amount_minor,
                 COALESCE(sum(CASE WHEN ins.instruction_type = 'deposit' THEN e.amount_minor ELSE -e.amount_minor END), 0) AS moved_minor
          FROM instruction_batches b
          JOIN instructions ins ON ins.instruction_batch_id = b.instruction_batch_id AND ins.state = 'Settled'
          LEFT JOIN ledger_entries e ON e.instruction_id = ins.instruction_id
          WHERE b.status = 'Completed'
          GROUP BY ins.instruction_batch_id, ins.instruction_id, ins.instruction_reference, ins.amount_minor
        )
        SELECT instruction_batch_id, instruction_reference, amount_minor AS line_minor, moved_minor, NULL AS total_minor
        FROM moved WHERE moved_minor <> amount_minor
        UNION ALL
        SELECT b.instruction_batch_id, NULL, NULL, COALESCE(sum(m.moved_minor), 0), b.total_amount_minor
        FROM instruction_batches b LEFT JOIN moved m ON m.instruction_batch_id = b.instruction_batch_id
        WHERE b.status = 'Completed'
        GROUP BY b.instruction_batch_id, b.total_amount_minor
        HAVING COALESCE(sum(m.moved_minor), 0) <> b.total_amount_minor
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  },
];
