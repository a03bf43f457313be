/** SQL for instruction requests and the instructions processing creates. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../database.js';
import { executePrepared } from '../platform/prepared-statements.js';
import type { InstructionsTables } from './instructions.tables.js';
import type { InstructionRequestStatus, InstructionRequestType } from './instructions.tables.js';

export interface RequestRecord {
  financialPartnerId: string;
  instructionReference: string;
  requestType: InstructionRequestType;
  body: Record<string, unknown>;
  bodyHash: string;
  status: InstructionRequestStatus;
  statusReason: string | null;
  createdAt: Date;
}

type RequestRow = {
  financial_partner_id: string;
  instruction_reference: string;
  request_type: InstructionRequestType;
  body: unknown;
  body_hash: string;
  status: InstructionRequestStatus;
  status_reason: string | null;
  created_at: Date;
};

const REQUEST_COLUMNS = ['financial_partner_id', 'instruction_reference', 'request_type', 'body', 'body_hash', 'status', 'status_reason', 'created_at'] as const;

function requestFromRow(row: RequestRow): RequestRecord {
  return {
    financialPartnerId: row.financial_partner_id,
    instructionReference: row.instruction_reference,
    requestType: row.request_type,
    body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<string, unknown>,
    bodyHash: row.body_hash,
    status: row.status,
    statusReason: row.status_reason,
    createdAt: row.created_at,
  };
}

export interface NewRequest {
  financialPartnerId: string;
  instructionReference: string;
  requestType: InstructionRequestType;
  body: unknown;
  bodyHash: string;
  createdAt: Date;
}

/**
 * Stores several new requests in one statement; returns the keys
 * (`${financialPartnerId}#${instructionReference}`) of those inserted. A key
 * already taken, by a request or by an instruction the platform made, is
 * skipped, as for a single insert. The rows
 * travel as one array per column, so the statement's text is the same for any
 * number of rows and PostgreSQL keeps it prepared (every submission runs it).
 */
export async function insertRequestsUnlessExist(db: Db, requests: NewRequest[]): Promise<Set<string>> {
  const column = <T>(pick: (r: NewRequest) => T) => requests.map(pick);
  const rows = await executePrepared(
    db,
    sql<{ financial_partner_id: string; instruction_reference: string }>`
      INSERT INTO instruction_requests (financial_partner_id, instruction_reference, request_type, body, body_hash, status, created_at)
      SELECT partner, reference, kind, body::jsonb, hash, 'Created', created::timestamptz
      FROM unnest(${column((r) => r.financialPartnerId)}::text[], ${column((r) => r.instructionReference)}::text[],
                  ${column((r) => r.requestType)}::text[], ${column((r) => JSON.stringify(r.body))}::text[],
                  ${column((r) => r.bodyHash)}::text[], ${column((r) => r.createdAt.toISOString())}::text[])
        WITH ORDINALITY AS r(partner, reference, kind, body, hash, created, position)
      -- A reference the platform gave an instruction of its own (a maturity
      -- payout) is taken too: as a request's reference it would collide with
      -- that instruction when processed (issue 14).
      WHERE NOT EXISTS (SELECT 1 FROM instructions i WHERE i.financial_partner_id = r.partner AND i.instruction_reference = r.reference)
      ORDER BY position
      ON CONFLICT (financial_partner_id, instruction_reference) DO NOTHING
      RETURNING financial_partner_id, instruction_reference`.compile(db),
  );
  return new Set(rows.map((r) => `${r.financial_partner_id}#${r.instruction_reference}`));
}

/** Whether the partner has an instruction with this reference that no request of theirs made (a maturity payout). */
export async function isPlatformInstructionReference(db: Db, financialPartnerId: string, instructionReference: string): Promise<boolean> {
  const row = await db
    .selectFrom('instructions')
    .select('instruction_id')
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .where('request_reference', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRequest(db: Db, financialPartnerId: string, instructionReference: string): Promise<RequestRecord | undefined> {
  const row = await db
    .selectFrom('instruction_requests')
    .select(REQUEST_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .executeTakeFirst();
  return row ? requestFromRow(row) : undefined;
}

/**
 * Claims the oldest Created requests for this transaction. SKIP LOCKED lets
 * several workers share the queue without waiting on each other; a crash
 * releases the claim with the transaction.
 */
export async function claimCreatedRequests(trx: Db, limit: number): Promise<RequestRecord[]> {
  const rows = await trx
    .selectFrom('instruction_requests')
    .select(REQUEST_COLUMNS)
    .where('status', '=', 'Created')
    .orderBy('request_seq')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map(requestFromRow);
}

/** Claims one Created request for this transaction, unless another worker holds it or it is resolved. */
export async function claimCreatedRequest(trx: Db, financialPartnerId: string, instructionReference: string): Promise<RequestRecord | undefined> {
  const row = await trx
    .selectFrom('instruction_requests')
    .select(REQUEST_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .where('status', '=', 'Created')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? requestFromRow(row) : undefined;
}

/**
 * Counts one failed attempt at processing a request alone and, at the bound,
 * rejects it with the given reason, in one guarded statement. Undefined when
 * the request is no longer Created (another worker resolved it meanwhile).
 */
export async function recordProcessingFailure(
  db: Db,
  financialPartnerId: string,
  instructionReference: string,
  maxAttempts: number,
  rejectionReason: string,
  now: Date,
): Promise<{ attempts: number; rejected: boolean } | undefined> {
  const result = await sql<{ processing_attempts: number; status: string }>`
    UPDATE instruction_requests
    SET processing_attempts = processing_attempts + 1,
        status = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN 'Rejected' ELSE status END,
        status_reason = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN ${rejectionReason}::text ELSE status_reason END,
        processed_at = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN ${now}::timestamptz ELSE processed_at END
    WHERE financial_partner_id = ${financialPartnerId} AND instruction_reference = ${instructionReference} AND status = 'Created'
    RETURNING processing_attempts, status`.execute(db);
  const row = result.rows[0];
  return row ? { attempts: Number(row.processing_attempts), rejected: row.status === 'Rejected' } : undefined;
}

/** Created → Processed or Rejected, exactly once. */
export async function markRequestOutcome(
  trx: Db,
  financialPartnerId: string,
  instructionReference: string,
  status: 'Processed' | 'Rejected',
  statusReason: string | null,
  now: Date,
): Promise<void> {
  const row = await trx
    .updateTable('instruction_requests')
    .set({ status, status_reason: statusReason, processed_at: now })
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .where('status', '=', 'Created')
    .returning('instruction_reference')
    .executeTakeFirst();
  if (!row) throw new Error(`request ${instructionReference} was not Created any more: claimed twice`);
}

/**
 * Created → Processed or Rejected for many requests in one statement, exactly
 * once: the guard on status makes a request resolved twice a lost row, and a
 * lost row fails the chunk.
 */
export async function markRequestOutcomes(
  trx: Db,
  outcomes: { financialPartnerId: string; instructionReference: string; status: 'Processed' | 'Rejected'; statusReason: string | null }[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(outcomes.map((o) => sql`(${o.financialPartnerId}::text, ${o.instructionReference}::text, ${o.status}::text, ${o.statusReason}::text)`));
  const result = await sql<{ instruction_reference: string }>`
    UPDATE instruction_requests AS r
    SET status = v.status, status_reason = v.status_reason, processed_at = ${now}
    FROM (VALUES ${values}) AS v (financial_partner_id, instruction_reference, status, status_reason)
    WHERE r.financial_partner_id = v.financial_partner_id
      AND r.instruction_reference = v.instruction_reference
      AND r.status = 'Created'
    RETURNING r.instruction_reference`.execute(trx);
  if (result.rows.length !== outcomes.length) {
    const updated = new Set(result.rows.map((r) => r.instruction_reference));
    const lost = outcomes.find((o) => !updated.has(o.instructionReference));
    throw new Error(`request ${lost?.instructionReference ?? '?'} was not Created any more: claimed twice`);
  }
}

/** Several new instructions in one statement; they take their instruction_seq in the order given. */
export async function insertInstructions(trx: Db, rows: Insertable<InstructionsTables['instructions']>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('instructions')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}

export interface LiveInstructionOfRequest {
  instructionId: string;
  instructionBatchId: string;
  portfolioId: string;
  amountMinor: bigint;
  isNotice: boolean;
  state: 'Live' | 'Reverted' | 'Settled';
}

export async function findInstructionByReference(db: Db, financialPartnerId: string, instructionReference: string): Promise<LiveInstructionOfRequest | undefined> {
  const row = await db
    .selectFrom('instructions')
    .select(['instruction_id', 'instruction_batch_id', 'portfolio_id', 'amount_minor', 'is_notice', 'state'])
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .executeTakeFirst();
  return row
    ? {
        instructionId: row.instruction_id,
        instructionBatchId: row.instruction_batch_id,
        portfolioId: row.portfolio_id,
        amountMinor: BigInt(row.amount_minor),
        isNotice: row.is_notice,
        state: row.state,
      }
    : undefined;
}

export async function markInstructionReverted(trx: Db, instructionId: string, revertedBy: string): Promise<boolean> {
  const row = await trx
    .updateTable('instructions')
    .set({ state: 'Reverted', reverted_by: revertedBy })
    .where('instruction_id', '=', instructionId)
    .where('state', '=', 'Live')
    .returning('instruction_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Live withdrawals of an account: what its balance already owes. */
export async function pendingWithdrawalsOf(trx: Db, depositAccountId: string): Promise<{ totalMinor: bigint; count: number; closure: boolean }> {
  const rows = await trx
    .selectFrom('instructions')
    .select(['amount_minor', 'is_closure'])
    .where('deposit_account_id', '=', depositAccountId)
    .where('state', '=', 'Live')
    .where('instruction_type', '=', 'withdrawal')
    .execute();
  let totalMinor = 0n;
  for (const r of rows) totalMinor += BigInt(r.amount_minor);
  return { totalMinor, count: rows.length, closure: rows.some((r) => r.is_closure) };
}

/** Accepted requests not yet processed: the queue depth (for the metrics). */
export async function countCreatedRequests(db: Db): Promise<number> {
  const result = await sql<{ n: string | number | bigint }>`SELECT count(*) AS n FROM instruction_requests WHERE status = 'Created'`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** When the oldest request still Created was accepted; undefined when none is waiting. */
export async function oldestCreatedRequestAt(db: Db): Promise<Date | undefined> {
  const result = await sql<{ oldest: Date | string | null }>`SELECT min(created_at) AS oldest FROM instruction_requests WHERE status = 'Created'`.execute(db);
  const oldest = result.rows[0]?.oldest;
  return oldest === null || oldest === undefined ? undefined : new Date(oldest);
}

/** Requests Rejected (ProcessingFailed) after failed processing attempts, database-wide. */
export async function countRejectedAfterFailures(db: Db): Promise<number> {
  const result = await sql<{ n: string | number | bigint }>`
    SELECT count(*) AS n FROM instruction_requests WHERE processing_attempts > 0 AND status = 'Rejected'`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
