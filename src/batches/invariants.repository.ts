/**
 * The queries behind the batches context's reconciliation checks (batches.checks.ts):
 * each returns at most `limit` rows breaking its invariant, none when it holds.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** The rows breaking `batch-totals-equal-instructions`. */
export async function batchTotalsEqualInstructions(db: Db, { limit }: { limit: number }): Promise<Record<string, unknown>[]> {
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
}

/** The rows breaking `completed-batches-moved-their-lines`. */
export async function completedBatchesMovedTheirLines(db: Db, { limit }: { limit: number }): Promise<Record<string, unknown>[]> {
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
}
