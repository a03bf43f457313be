/**
 * The money invariants of docs/decisions/domain.md, each a named check that returns the rows
 * breaking it (none when all is well). Other contexts add their own checks with
 * registerReconciliationCheck; GET /operator/reconciliation runs them all.
 */
import { sql } from 'kysely';
import { ACCOUNT_BALANCE_CHECK } from '../ledger/ledger.checks.js';
import type { Db } from '../database.js';

export interface ReconciliationCheck {
  name: string;
  description: string;
  /** Offending rows (at most `limit`); an empty list means the invariant holds. */
  run(db: Db, context: { now: Date; limit: number }): Promise<Record<string, unknown>[]>;
}

/** A request still Created after this long is reported as stuck. */
export const STUCK_AFTER_MS = 5 * 60_000;

export const RECONCILIATION_CHECKS: ReconciliationCheck[] = [
  ACCOUNT_BALANCE_CHECK,
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
  {
    name: 'instruction-in-one-batch',
    description:
      "No instruction is in two batches: one row per reference, in a batch of the instruction's own partner, type and currency (the schema makes this structural; this proves it).",
    async run(db, { limit }) {
      const result = await sql<Record<string, unknown>>`
        SELECT i.financial_partner_id, i.instruction_reference, count(DISTINCT i.instruction_batch_id) AS batches
        FROM instructions i
        LEFT JOIN instruction_batches b ON b.instruction_batch_id = i.instruction_batch_id
        GROUP BY i.financial_partner_id, i.instruction_reference
        HAVING count(*) > 1
            OR bool_or(b.instruction_batch_id IS NULL OR b.financial_partner_id <> i.financial_partner_id
                       OR b.instruction_type <> i.instruction_type OR b.currency_code <> i.currency_code)
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  },
  {
    name: 'requests-resolved-exactly-once',
    description:
      'Every accepted request ends Processed or Rejected exactly once: a Processed deposit, withdrawal or closure has exactly one instruction, a Rejected or Created one none, a Processed revert has reverted its target, and none has waited in Created for more than 5 minutes.',
    async run(db, { now, limit }) {
      const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS);
      const result = await sql<Record<string, unknown>>`
        SELECT r.financial_partner_id, r.instruction_reference, r.request_type, r.status, count(i.instruction_id) AS instructions,
               CASE
                 WHEN r.status = 'Created' THEN 'stuck in Created'
                 WHEN r.request_type = 'revert' THEN 'revert without a reverted target'
                 WHEN r.status = 'Processed' THEN 'processed without exactly one instruction'
                 ELSE 'rejected but has an instruction'
               END AS problem
        FROM instruction_requests r
        LEFT JOIN instructions i
          ON i.financial_partner_id = r.financial_partner_id AND i.request_reference = r.instruction_reference
        GROUP BY r.financial_partner_id, r.instruction_reference, r.request_type, r.status, r.created_at
        HAVING (r.status = 'Created' AND r.created_at < ${stuckBefore})
            OR (r.status = 'Created' AND count(i.instruction_id) > 0)
            OR (r.request_type <> 'revert' AND r.status = 'Processed' AND count(i.instruction_id) <> 1)
            OR (r.status = 'Rejected' AND count(i.instruction_id) > 0)
            OR (r.request_type = 'revert' AND r.status = 'Processed' AND NOT EXISTS (
                  SELECT 1 FROM instructions t
                  WHERE t.financial_partner_id = r.financial_partner_id AND t.reverted_by = r.instruction_reference AND t.state = 'Reverted'))
        ORDER BY r.created_at
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  },
];

export function registerReconciliationCheck(check: ReconciliationCheck): void {
  if (RECONCILIATION_CHECKS.some((c) => c.name === check.name)) return;
  RECONCILIATION_CHECKS.push(check);
}

export interface ReconciliationReport {
  ok: boolean;
  checkedAt: Date;
  checks: { name: string; description: string; ok: boolean; offending: Record<string, unknown>[] }[];
}

/** bigint and Date values made JSON-safe (money stays exact as text). */
function jsonSafe(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function reconcile(db: Db, now: Date, limit = 100): Promise<ReconciliationReport> {
  const checks = [];
  for (const check of RECONCILIATION_CHECKS) {
    const offending = (await check.run(db, { now, limit })).map(jsonSafe);
    checks.push({ name: check.name, description: check.description, ok: offending.length === 0, offending });
  }
  return { ok: checks.every((c) => c.ok), checkedAt: now, checks };
}
