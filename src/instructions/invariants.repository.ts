/**
 * The queries behind the instructions context's reconciliation checks (instructions.checks.ts):
 * each returns at most `limit` rows breaking its invariant, none when it holds.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** The rows breaking `instruction-in-one-batch`. */
export async function instructionInOneBatch(db: Db, { limit }: { limit: number }): Promise<Record<string, unknown>[]> {
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
}

/** The rows breaking `requests-resolved-exactly-once`. */
export async function requestsResolvedExactlyOnce(db: Db, { stuckBefore, limit }: { stuckBefore: Date; limit: number }): Promise<Record<string, unknown>[]> {
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
}

/** The rows breaking `pending-deposit-totals`: keys whose kept total differs from the sum of their Live deposits. */
export async function pendingDepositTotalsMatch(db: Db, { limit }: { limit: number }): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`
      SELECT COALESCE(p.portfolio_id, l.portfolio_id) AS portfolio_id, COALESCE(p.product_id, l.product_id) AS product_id,
             COALESCE(p.issue_number, l.issue_number) AS issue_number, COALESCE(p.date_to_be_actioned, l.date_to_be_actioned) AS date_to_be_actioned,
             p.total_minor AS kept_minor, l.total_minor AS live_minor
      FROM pending_deposit_totals p
      FULL JOIN (
        SELECT portfolio_id, product_id, issue_number, date_to_be_actioned, sum(amount_minor) AS total_minor
        FROM instructions WHERE state = 'Live' AND instruction_type = 'deposit'
        GROUP BY portfolio_id, product_id, issue_number, date_to_be_actioned
      ) l ON l.portfolio_id = p.portfolio_id AND l.product_id = p.product_id AND l.issue_number = p.issue_number
         AND l.date_to_be_actioned = p.date_to_be_actioned
      WHERE p.total_minor IS DISTINCT FROM l.total_minor
      LIMIT ${limit}
    `.execute(db);
  return result.rows;
}
