/**
 * SQL for instruction requests and instructions. This context owns both
 * tables and this file alone writes them: processing places instructions here,
 * and the batches context writes the instructions it makes (maturity payouts)
 * and settles through the functions below.
 */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { type RawBuilder, sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../database.js';
import { insertTypedEvents } from '../events/events.js';
import { newId } from '../platform/ids.js';
import { executePrepared } from '../platform/prepared-statements.js';
import type { InstructionsTables } from './instructions.tables.js';
import { REJECTION_CATALOGUE } from './status-reasons.js';
import type { InstructionRequestStatus, InstructionRequestType, InstructionType } from './instructions.tables.js';

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
export async function claimCreatedRequests(trx: Tx, limit: number): Promise<RequestRecord[]> {
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
export async function claimCreatedRequest(trx: Tx, financialPartnerId: string, instructionReference: string): Promise<RequestRecord | undefined> {
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
    WITH updated AS (
      UPDATE instruction_requests
      SET processing_attempts = processing_attempts + 1,
          status = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN 'Rejected' ELSE status END,
          status_reason = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN ${rejectionReason}::text ELSE status_reason END,
          processed_at = CASE WHEN processing_attempts + 1 >= ${maxAttempts} THEN ${now}::timestamptz ELSE processed_at END
      WHERE financial_partner_id = ${financialPartnerId} AND instruction_reference = ${instructionReference} AND status = 'Created'
      RETURNING financial_partner_id, instruction_reference, request_type, status, status_reason, processing_attempts
    ),
    ev AS (${insertTypedEvents(outcomeEventRows('updated'), now)})
    SELECT processing_attempts, status FROM updated`.execute(db);
  const row = result.rows[0];
  return row ? { attempts: Number(row.processing_attempts), rejected: row.status === 'Rejected' } : undefined;
}

/** rejectionCodeOf in SQL: the code before the colon of a statusReason, when it is one of the catalogue's. */
function statusReasonCodeSql(statusReason: RawBuilder<unknown>) {
  return sql`CASE WHEN split_part(${statusReason}, ':', 1) = ANY(${Object.keys(REJECTION_CATALOGUE)}::text[]) THEN split_part(${statusReason}, ':', 1) END`;
}

/**
 * The instruction.processed / instruction.rejected events of the requests an
 * earlier CTE resolved (the request's status as GET /instruction-request/status
 * returns it, plus its type); a request still Created (a counted failure) has none.
 */
function outcomeEventRows(cte: string, orderColumn?: string) {
  return sql`
    SELECT CASE u.status WHEN 'Processed' THEN 'instruction.processed' ELSE 'instruction.rejected' END AS event_type,
           u.financial_partner_id,
           jsonb_build_object('instructionReference', u.instruction_reference, 'requestType', u.request_type,
                              'status', u.status, 'statusReason', u.status_reason,
                              'statusReasonCode', ${statusReasonCodeSql(sql`u.status_reason`)}) AS data
    FROM ${sql.table(cte)} AS u
    WHERE u.status IN ('Processed', 'Rejected')
    ORDER BY ${orderColumn ? sql.ref(`u.${orderColumn}`) : sql`u.instruction_reference`}`;
}

/** Created → Processed or Rejected, exactly once. */
export async function markRequestOutcome(
  trx: Tx,
  financialPartnerId: string,
  instructionReference: string,
  status: 'Processed' | 'Rejected',
  statusReason: string | null,
  now: Date,
): Promise<void> {
  const result = await sql<{ instruction_reference: string }>`
    WITH updated AS (
      UPDATE instruction_requests
      SET status = ${status}, status_reason = ${statusReason}::text, processed_at = ${now}
      WHERE financial_partner_id = ${financialPartnerId} AND instruction_reference = ${instructionReference} AND status = 'Created'
      RETURNING financial_partner_id, instruction_reference, request_type, status, status_reason
    ),
    ev AS (${insertTypedEvents(outcomeEventRows('updated'), now)})
    SELECT instruction_reference FROM updated`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error(`request ${instructionReference} was not Created any more: claimed twice`);
}

/**
 * Created → Processed or Rejected for many requests in one statement, exactly
 * once: the guard on status makes a request resolved twice a lost row, and a
 * lost row fails the chunk.
 */
export async function markRequestOutcomes(
  trx: Tx,
  outcomes: { financialPartnerId: string; instructionReference: string; status: 'Processed' | 'Rejected'; statusReason: string | null }[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(outcomes.map((o, n) => sql`(${o.financialPartnerId}::text, ${o.instructionReference}::text, ${o.status}::text, ${o.statusReason}::text, ${n}::int)`));
  const result = await sql<{ instruction_reference: string }>`
    WITH updated AS (
      UPDATE instruction_requests AS r
      SET status = v.status, status_reason = v.status_reason, processed_at = ${now}
      FROM (VALUES ${values}) AS v (financial_partner_id, instruction_reference, status, status_reason, n)
      WHERE r.financial_partner_id = v.financial_partner_id
        AND r.instruction_reference = v.instruction_reference
        AND r.status = 'Created'
      RETURNING r.financial_partner_id, r.instruction_reference, r.request_type, r.status, r.status_reason, v.n
    ),
    ev AS (${insertTypedEvents(outcomeEventRows('updated', 'n'), now)})
    SELECT instruction_reference FROM updated`.execute(trx);
  if (result.rows.length !== outcomes.length) {
    const updated = new Set(result.rows.map((r) => r.instruction_reference));
    const lost = outcomes.find((o) => !updated.has(o.instructionReference));
    throw new Error(`request ${lost?.instructionReference ?? '?'} was not Created any more: claimed twice`);
  }
}

/**
 * Several new instructions in one statement; they take their instruction_seq
 * in the order given. Live deposits add to what is pending into their accounts
 * (pending_deposit_totals), in one more statement.
 */
export async function insertInstructions(trx: Tx, rows: Insertable<InstructionsTables['instructions']>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('instructions')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  await addPendingDeposits(trx, totalsByPendingKey(rows.filter((row) => row.instruction_type === 'deposit' && row.state === 'Live')));
}

/** What is pending (Live deposits) into one account key, as pending_deposit_totals keeps it. */
export interface PendingDepositTotal {
  portfolioId: string;
  productId: string;
  issueNumber: number;
  /** The batch date: for a fixed term, the deposits of one date open one account. */
  dateToBeActioned: string;
  totalMinor: bigint;
}

/** A deposit as the pending totals count it: its account key, batch date and amount. */
interface PendingDepositRow {
  portfolio_id: string;
  product_id: string;
  issue_number: number;
  date_to_be_actioned: string;
  amount_minor: bigint | string;
}

/** The rows' amounts summed per key (account key and batch date), in key order so concurrent writers lock rows alike. */
function totalsByPendingKey(rows: PendingDepositRow[]): PendingDepositTotal[] {
  const totals = new Map<string, PendingDepositTotal>();
  for (const row of rows) {
    const key = `${row.portfolio_id}#${row.product_id}#${row.issue_number}#${row.date_to_be_actioned}`;
    const total = totals.get(key);
    if (total) total.totalMinor += BigInt(row.amount_minor);
    else
      totals.set(key, {
        portfolioId: row.portfolio_id,
        productId: row.product_id,
        issueNumber: row.issue_number,
        dateToBeActioned: row.date_to_be_actioned,
        totalMinor: BigInt(row.amount_minor),
      });
  }
  return [...totals.keys()].sort().map((key) => totals.get(key)!);
}

/** Adds to the pending totals (given in key order, totalsByPendingKey). */
async function addPendingDeposits(trx: Tx, totals: PendingDepositTotal[]): Promise<void> {
  const positive = totals.filter((t) => t.totalMinor > 0n);
  if (positive.length === 0) return;
  await sql`
    INSERT INTO pending_deposit_totals AS p (portfolio_id, product_id, issue_number, date_to_be_actioned, total_minor)
    SELECT * FROM unnest(${positive.map((t) => t.portfolioId)}::text[], ${positive.map((t) => t.productId)}::text[],
                         ${positive.map((t) => String(t.issueNumber))}::int[], ${positive.map((t) => t.dateToBeActioned)}::date[],
                         ${positive.map((t) => t.totalMinor.toString())}::bigint[])
    ON CONFLICT (portfolio_id, product_id, issue_number, date_to_be_actioned)
    DO UPDATE SET total_minor = p.total_minor + EXCLUDED.total_minor`.execute(trx);
}

/**
 * Takes what left Live (settled or reverted deposits, given as the rows the
 * state change returned) away from the pending totals, and deletes the keys
 * it brings to 0: the table holds only what is pending now.
 */
async function subtractPendingDeposits(trx: Tx, left: PendingDepositRow[]): Promise<void> {
  const keys = totalsByPendingKey(left);
  if (keys.length === 0) return;
  await sql`
    UPDATE pending_deposit_totals p SET total_minor = p.total_minor - t.total_minor
    FROM unnest(${keys.map((t) => t.portfolioId)}::text[], ${keys.map((t) => t.productId)}::text[],
                ${keys.map((t) => String(t.issueNumber))}::int[], ${keys.map((t) => t.dateToBeActioned)}::date[],
                ${keys.map((t) => t.totalMinor.toString())}::bigint[])
         AS t(portfolio_id, product_id, issue_number, date_to_be_actioned, total_minor)
    WHERE p.portfolio_id = t.portfolio_id AND p.product_id = t.product_id AND p.issue_number = t.issue_number
      AND p.date_to_be_actioned = t.date_to_be_actioned`.execute(trx);
  await sql`
    DELETE FROM pending_deposit_totals p
    USING unnest(${keys.map((t) => t.portfolioId)}::text[], ${keys.map((t) => t.productId)}::text[],
                 ${keys.map((t) => String(t.issueNumber))}::int[], ${keys.map((t) => t.dateToBeActioned)}::date[])
          AS t(portfolio_id, product_id, issue_number, date_to_be_actioned)
    WHERE p.portfolio_id = t.portfolio_id AND p.product_id = t.product_id AND p.issue_number = t.issue_number
      AND p.date_to_be_actioned = t.date_to_be_actioned AND p.total_minor = 0`.execute(trx);
}

/**
 * The deposits pending (Live) into the given portfolios, per key: one indexed
 * read of what is pending now, whatever the history. Public through
 * instructions.ts for the rules and reads that count pending money.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function pendingDepositTotalsOf(db: Db, portfolioIds: string[]): Promise<PendingDepositTotal[]> {
  if (portfolioIds.length === 0) return [];
  const rows = await db
    .selectFrom('pending_deposit_totals')
    .select(['portfolio_id', 'product_id', 'issue_number', 'date_to_be_actioned', 'total_minor'])
    .where('portfolio_id', 'in', [...new Set(portfolioIds)])
    .execute();
  return rows.map((r) => ({
    portfolioId: r.portfolio_id,
    productId: r.product_id,
    issueNumber: r.issue_number,
    dateToBeActioned: r.date_to_be_actioned,
    totalMinor: BigInt(r.total_minor),
  }));
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

/** Live → Reverted; a deposit's amount is no longer pending into its account. */
export async function markInstructionReverted(trx: Tx, instructionId: string, revertedBy: string): Promise<boolean> {
  const row = await trx
    .updateTable('instructions')
    .set({ state: 'Reverted', reverted_by: revertedBy })
    .where('instruction_id', '=', instructionId)
    .where('state', '=', 'Live')
    .returning(['instruction_type', 'portfolio_id', 'product_id', 'issue_number', 'date_to_be_actioned', 'amount_minor'])
    .executeTakeFirst();
  if (row?.instruction_type === 'deposit') await subtractPendingDeposits(trx, [row]);
  return row !== undefined;
}

/** Live withdrawals of an account: what its balance already owes. */
export async function pendingWithdrawalsOf(
  trx: Tx,
  depositAccountId: string,
): Promise<{ totalMinor: bigint; count: number; closure: boolean; platformMaturityPayoutId: string | null }> {
  const rows = await trx
    .selectFrom('instructions')
    .select(['instruction_id', 'amount_minor', 'is_closure', 'is_maturity', 'request_reference'])
    .where('deposit_account_id', '=', depositAccountId)
    .where('state', '=', 'Live')
    .where('instruction_type', '=', 'withdrawal')
    .execute();
  let totalMinor = 0n;
  for (const r of rows) totalMinor += BigInt(r.amount_minor);
  const platformPayout = rows.find((r) => r.is_maturity && r.request_reference === null);
  return { totalMinor, count: rows.length, closure: rows.some((r) => r.is_closure), platformMaturityPayoutId: platformPayout?.instruction_id ?? null };
}

/**
 * A partner's close-account of a matured fixed term becomes the maturity payout
 * the platform queued for it: the one line takes the partner's reference (what
 * the partner sees in the batch), and the request is linked to it. False when
 * that payout is no longer Live and unclaimed.
 */
export async function adoptMaturityPayout(trx: Tx, instructionId: string, requestReference: string): Promise<boolean> {
  const result = await trx
    .updateTable('instructions')
    .set({ instruction_reference: requestReference, request_reference: requestReference })
    .where('instruction_id', '=', instructionId)
    .where('state', '=', 'Live')
    .where('is_maturity', '=', true)
    .where('request_reference', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Serialises deposits into the same accounts across workers: a transaction
 * lock per account key (client, currency, product, issue, a fixed term's date), taken in key order, held to the
 * commit. The per-account maximum reads what is held and pending after it, so
 * two workers cannot both see the same headroom. A hash collision only makes
 * two unrelated targets wait for each other.
 */
export async function lockDepositTargets(trx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...new Set(keys)].sort();
  await sql`SELECT pg_advisory_xact_lock(hashtext(k)) FROM (SELECT k FROM unnest(${sorted}::text[]) AS k ORDER BY k) AS ordered`.execute(trx);
}

/**
 * The deposits pending (Live, not yet settled) into each key's account, keyed
 * like topUpKeyOf (portfolio, product, issue): for a fixed term only those of
 * its batch date, which open the same account. Read from the kept totals
 * (pending_deposit_totals): the cost is the number of keys, not the number of
 * deposits pending.
 */
export async function pendingDepositsInto(
  trx: Tx,
  keys: { portfolioId: string; productId: string; issueNumber: number; fixedTermOpenedOn: string | null }[],
): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>();
  if (keys.length === 0) return found;
  const rows = await sql<{ portfolio_id: string; product_id: string; issue_number: number; total: string }>`
    SELECT k.portfolio_id, k.product_id, k.issue_number, sum(p.total_minor)::text AS total
    FROM unnest(${keys.map((k) => k.portfolioId)}::text[], ${keys.map((k) => k.productId)}::text[],
                ${keys.map((k) => String(k.issueNumber))}::int[], ${keys.map((k) => k.fixedTermOpenedOn)}::date[])
         AS k(portfolio_id, product_id, issue_number, opened_on)
    JOIN pending_deposit_totals p
      ON p.portfolio_id = k.portfolio_id AND p.product_id = k.product_id AND p.issue_number = k.issue_number
     AND (k.opened_on IS NULL OR p.date_to_be_actioned = k.opened_on)
    GROUP BY k.portfolio_id, k.product_id, k.issue_number`.execute(trx);
  for (const row of rows.rows) found.set(`${row.portfolio_id}#${row.product_id}#${row.issue_number}`, BigInt(row.total));
  return found;
}

/**
 * Accepted requests not yet processed: the queue depth (for the metrics).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function countCreatedRequests(db: Db): Promise<number> {
  const result = await sql<{ n: string | number | bigint }>`SELECT count(*) AS n FROM instruction_requests WHERE status = 'Created'`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * When the oldest request still Created was accepted; undefined when none is waiting.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function oldestCreatedRequestAt(db: Db): Promise<Date | undefined> {
  const result = await sql<{ oldest: Date | string | null }>`SELECT min(created_at) AS oldest FROM instruction_requests WHERE status = 'Created'`.execute(db);
  const oldest = result.rows[0]?.oldest;
  return oldest === null || oldest === undefined ? undefined : new Date(oldest);
}

/**
 * Requests Rejected (ProcessingFailed) after failed processing attempts, database-wide.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function countRejectedAfterFailures(db: Db): Promise<number> {
  const result = await sql<{ n: string | number | bigint }>`
    SELECT count(*) AS n FROM instruction_requests WHERE processing_attempts > 0 AND status = 'Rejected'`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The deposit account a withdrawal instruction is drawn on (as read by the ledger's findAccountForUpdate). */
export interface WithdrawalAccount {
  financialPartnerId: string;
  clientReference: string;
  portfolioId: string;
  depositAccountId: string;
  productId: string;
  issueNumber: number;
  productVersionOnOpen: number;
  currencyCode: string;
}

/** Of the accounts `depositAccountIds`, those with a Live closure (close-account or maturity payout). */
export async function accountsWithLiveClosure(db: Db, depositAccountIds: readonly string[]): Promise<Set<string>> {
  if (depositAccountIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('instructions')
    .select('deposit_account_id')
    .distinct()
    .where(sql<boolean>`deposit_account_id = ANY(${[...depositAccountIds]}::text[])`)
    .where('state', '=', 'Live')
    .where('is_closure', '=', true)
    .execute();
  return new Set(rows.map((r) => r.deposit_account_id).filter((id): id is string => id !== null));
}

/** A Live withdrawal instruction (plain, closure or maturity payout) to write in the batch it was placed in. */
export interface NewWithdrawalInstruction {
  account: WithdrawalAccount;
  placed: { instructionBatchId: string; batchDate: string };
  instructionReference: string;
  /** The partner's request, or null for a payout the platform makes itself. */
  requestReference: string | null;
  isClosure: boolean;
  isMaturity: boolean;
  isNotice: boolean;
  amountMinor: bigint;
  now: Date;
}

/** Rows a multi-row insert of instructions carries at most (about 20 parameters each, under PostgreSQL's 65,535). */
const INSTRUCTION_ROWS_PER_INSERT = 1_000;

/** Writes Live withdrawal instructions, in the order given (their ids are made in that order). */
export async function insertWithdrawalInstructions(trx: Tx, instructions: readonly NewWithdrawalInstruction[]): Promise<void> {
  const rows = instructions.map(({ account, placed, ...instruction }) => ({
    instruction_id: newId(),
    financial_partner_id: account.financialPartnerId,
    instruction_reference: instruction.instructionReference,
    request_reference: instruction.requestReference,
    instruction_batch_id: placed.instructionBatchId,
    instruction_type: 'withdrawal' as const,
    is_closure: instruction.isClosure,
    is_maturity: instruction.isMaturity,
    is_notice: instruction.isNotice,
    client_reference: account.clientReference,
    portfolio_id: account.portfolioId,
    deposit_account_id: account.depositAccountId,
    product_id: account.productId,
    issue_number: account.issueNumber,
    product_version: account.productVersionOnOpen,
    currency_code: account.currencyCode,
    amount_minor: instruction.amountMinor,
    state: 'Live' as const,
    date_added: instruction.now,
    date_to_be_actioned: placed.batchDate,
    reverted_by: null,
    settled_at: null,
  }));
  for (let start = 0; start < rows.length; start += INSTRUCTION_ROWS_PER_INSERT) {
    await trx
      .insertInto('instructions')
      .values(rows.slice(start, start + INSTRUCTION_ROWS_PER_INSERT))
      .execute();
  }
}

/** Writes a Live withdrawal instruction (plain, closure or maturity payout) in the batch it was placed in. */
export async function insertWithdrawalInstruction(trx: Tx, instruction: NewWithdrawalInstruction): Promise<void> {
  await insertWithdrawalInstructions(trx, [instruction]);
}

/**
 * Live → Settled, each with the account it opened, topped up or drew on, in
 * one statement; settled deposits are no longer pending into their accounts.
 */
export async function markInstructionsSettled(trx: Tx, settled: { instructionId: string; depositAccountId: string }[], now: Date): Promise<void> {
  if (settled.length === 0) return;
  const left = await sql<{ instruction_type: string; portfolio_id: string; product_id: string; issue_number: number; date_to_be_actioned: string; amount_minor: string }>`
    UPDATE instructions i
    SET state = 'Settled', settled_at = ${now}, deposit_account_id = s.deposit_account_id
    FROM unnest(${settled.map((s) => s.instructionId)}::text[], ${settled.map((s) => s.depositAccountId)}::text[]) AS s(instruction_id, deposit_account_id)
    WHERE i.instruction_id = s.instruction_id AND i.state = 'Live'
    RETURNING i.instruction_type, i.portfolio_id, i.product_id, i.issue_number, i.date_to_be_actioned, i.amount_minor`.execute(trx);
  await subtractPendingDeposits(
    trx,
    left.rows.filter((r) => r.instruction_type === 'deposit'),
  );
}

/**
 * Sets the lines of live payouts (closures) in one statement. The batches
 * context calls it at the cut-off, then sets its batches' totals again from
 * their instructions (recountLockedBatchTotals).
 */
export async function setPayoutLines(trx: Tx, lines: { instructionId: string; amountMinor: bigint }[]): Promise<void> {
  if (lines.length === 0) return;
  await sql`
    UPDATE instructions i
    SET amount_minor = l.amount_minor
    FROM unnest(${lines.map((l) => l.instructionId)}::text[], ${lines.map((l) => l.amountMinor.toString())}::bigint[]) AS l(instruction_id, amount_minor)
    WHERE i.instruction_id = l.instruction_id AND i.state = 'Live' AND i.is_closure`.execute(trx);
}

/** One instruction of a batch as the operator sees it (reverted ones included, with their state). */
export interface OperatorInstructionRow {
  instructionId: string;
  instructionReference: string;
  requestReference: string | null;
  instructionBatchId: string;
  instructionType: InstructionType;
  clientReference: string;
  portfolioId: string;
  depositAccountId: string | null;
  productId: string;
  issueNumber: number;
  amountMinor: bigint;
  currencyCode: string;
  state: 'Live' | 'Reverted' | 'Settled';
  isClosure: boolean;
  isMaturity: boolean;
  isNotice: boolean;
  dateAdded: Date;
  dateToBeActioned: string;
  settledAt: Date | null;
}

const OPERATOR_INSTRUCTION_COLUMNS = [
  'instruction_id',
  'instruction_reference',
  'request_reference',
  'instruction_batch_id',
  'instruction_type',
  'client_reference',
  'portfolio_id',
  'deposit_account_id',
  'product_id',
  'issue_number',
  'amount_minor',
  'currency_code',
  'state',
  'is_closure',
  'is_maturity',
  'is_notice',
  'date_added',
  'date_to_be_actioned',
  'settled_at',
] as const;

function operatorInstructionFromRow(r: {
  instruction_id: string;
  instruction_reference: string;
  request_reference: string | null;
  instruction_batch_id: string;
  instruction_type: InstructionType;
  client_reference: string;
  portfolio_id: string;
  deposit_account_id: string | null;
  product_id: string;
  issue_number: number;
  amount_minor: bigint | string;
  currency_code: string;
  state: 'Live' | 'Reverted' | 'Settled';
  is_closure: boolean;
  is_maturity: boolean;
  is_notice: boolean;
  date_added: Date;
  date_to_be_actioned: string;
  settled_at: Date | null;
}): OperatorInstructionRow {
  return {
    instructionId: r.instruction_id,
    instructionReference: r.instruction_reference,
    requestReference: r.request_reference,
    instructionBatchId: r.instruction_batch_id,
    instructionType: r.instruction_type,
    clientReference: r.client_reference,
    portfolioId: r.portfolio_id,
    depositAccountId: r.deposit_account_id,
    productId: r.product_id,
    issueNumber: r.issue_number,
    amountMinor: BigInt(r.amount_minor),
    currencyCode: r.currency_code,
    state: r.state,
    isClosure: r.is_closure,
    isMaturity: r.is_maturity,
    isNotice: r.is_notice,
    dateAdded: new Date(r.date_added),
    dateToBeActioned: r.date_to_be_actioned,
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  };
}

/**
 * Every instruction a batch holds or held, in the order they were made; at most `limit`.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function listOperatorBatchInstructions(db: Db, instructionBatchId: string, limit: number): Promise<OperatorInstructionRow[]> {
  const rows = await db
    .selectFrom('instructions')
    .select(OPERATOR_INSTRUCTION_COLUMNS)
    .where('instruction_batch_id', '=', instructionBatchId)
    .orderBy('instruction_seq')
    .limit(limit)
    .execute();
  return rows.map(operatorInstructionFromRow);
}

/** The instructions of these ids (an account statement's movements), whatever their state. */
export async function listOperatorInstructionsByIds(db: Db, instructionIds: readonly string[]): Promise<OperatorInstructionRow[]> {
  if (instructionIds.length === 0) return [];
  const rows = await db
    .selectFrom('instructions')
    .select(OPERATOR_INSTRUCTION_COLUMNS)
    .where('instruction_id', 'in', [...instructionIds])
    .execute();
  return rows.map(operatorInstructionFromRow);
}

/**
 * What is on its way to or from an account and not settled yet: the Live instructions naming it (withdrawals,
 * closures, a maturity payout), and the Live deposits of its portfolio into its product issue, which have no account
 * until settlement places them, oldest first; at most `limit`.
 */
export async function listPendingInstructionsOfAccount(
  db: Db,
  account: { depositAccountId: string; portfolioId: string; productId: string; issueNumber: number },
  limit: number,
): Promise<OperatorInstructionRow[]> {
  const rows = await db
    .selectFrom('instructions')
    .select(OPERATOR_INSTRUCTION_COLUMNS)
    .where('state', '=', 'Live')
    .where((eb) =>
      eb.or([
        eb('deposit_account_id', '=', account.depositAccountId),
        eb.and([
          eb('deposit_account_id', 'is', null),
          eb('instruction_type', '=', 'deposit'),
          eb('portfolio_id', '=', account.portfolioId),
          eb('product_id', '=', account.productId),
          eb('issue_number', '=', account.issueNumber),
        ]),
      ]),
    )
    .orderBy('instruction_seq')
    .limit(limit)
    .execute();
  return rows.map(operatorInstructionFromRow);
}

/**
 * The instruction a partner's request made (by its reference), whatever its state.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findOperatorInstruction(db: Db, financialPartnerId: string, instructionReference: string): Promise<OperatorInstructionRow | undefined> {
  const row = await db
    .selectFrom('instructions')
    .select(OPERATOR_INSTRUCTION_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .executeTakeFirst();
  return row ? operatorInstructionFromRow(row) : undefined;
}

/** What the operator's request search narrows by; every field optional. */
export interface RequestSearch {
  financialPartnerId?: string;
  /** One of these partners: with instructionReference, each partner is one probe of the primary key (partner, reference). */
  financialPartnerIds?: readonly string[];
  instructionReference?: string;
  /** The client the request is for: the body's accountReference (deposits, withdrawals, closures). */
  clientReference?: string;
  requestType?: InstructionRequestType;
  status?: InstructionRequestStatus;
  /** Accepted at or after. */
  from?: Date;
  /** Accepted before. */
  to?: Date;
  /** Processed or rejected at or after (what the overview's "rejections on the day" counts). */
  processedFrom?: Date;
  /** Processed or rejected before. */
  processedTo?: Date;
  /** Only requests whose processing failed at least once (parked in Created, or Rejected ProcessingFailed). */
  failed?: boolean;
}

export interface RequestOverview extends RequestRecord {
  processedAt: Date | null;
  processingAttempts: number;
  /** The currency of the instruction it made (a withdrawal's or closure's is in its body too); null when it made none. */
  instructionCurrencyCode: string | null;
}

type OverviewRow = RequestRow & { processed_at: Date | null; processing_attempts: number; instruction_currency_code: string | null };

function overviewFromRow(row: OverviewRow): RequestOverview {
  return {
    ...requestFromRow(row),
    processedAt: row.processed_at === null ? null : new Date(row.processed_at),
    processingAttempts: Number(row.processing_attempts),
    instructionCurrencyCode: row.instruction_currency_code,
  };
}

/** Requests with the currency of the instruction each made (one instruction per request, by the unique key). */
function requestsWithCurrency(db: Db) {
  return db
    .selectFrom('instruction_requests as r')
    .leftJoin('instructions as i', (join) => join.onRef('i.financial_partner_id', '=', 'r.financial_partner_id').onRef('i.instruction_reference', '=', 'r.instruction_reference'))
    .select(REQUEST_COLUMNS.map((c) => `r.${c}` as const))
    .select(['r.processed_at', 'r.processing_attempts', 'i.currency_code as instruction_currency_code']);
}

/** The operator's request search: its filters over requestsWithCurrency. */
function matchingRequests(db: Db, search: RequestSearch) {
  let query = requestsWithCurrency(db);
  if (search.financialPartnerId !== undefined) query = query.where('r.financial_partner_id', '=', search.financialPartnerId);
  if (search.financialPartnerIds !== undefined) query = query.where(sql<boolean>`r.financial_partner_id = ANY(${[...search.financialPartnerIds]}::text[])`);
  if (search.instructionReference !== undefined) query = query.where('r.instruction_reference', '=', search.instructionReference);
  if (search.clientReference !== undefined) query = query.where(sql<string>`r.body->>'accountReference'`, '=', search.clientReference);
  if (search.requestType !== undefined) query = query.where('r.request_type', '=', search.requestType);
  if (search.status !== undefined) query = query.where('r.status', '=', search.status);
  if (search.from !== undefined) query = query.where('r.created_at', '>=', search.from);
  if (search.to !== undefined) query = query.where('r.created_at', '<', search.to);
  if (search.processedFrom !== undefined) query = query.where('r.processed_at', '>=', search.processedFrom);
  if (search.processedTo !== undefined) query = query.where('r.processed_at', '<', search.processedTo);
  if (search.failed === true) query = query.where('r.processing_attempts', '>', 0);
  if (search.failed === false) query = query.where('r.processing_attempts', '=', 0);
  return query;
}

/**
 * One page of the operator's request search, newest first.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function searchRequests(db: Db, search: RequestSearch, offset: number, limit: number): Promise<RequestOverview[]> {
  const rows = await matchingRequests(db, search).orderBy('r.request_seq', 'desc').offset(offset).limit(limit).execute();
  return rows.map(overviewFromRow);
}

/** How many requests the search matches, counting at most `limit`. */
export async function countRequests(db: Db, search: RequestSearch, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingRequests(db, search), limit);
}

/** A request of the search with its place in the list (request_seq), for an export's keyset walk. */
export type SequencedRequestOverview = RequestOverview & { requestSeq: string };

/**
 * The search's requests after `after` in its order (newest first: a smaller request_seq), `limit` of them: one
 * chunk of an export.
 */
export async function searchRequestsAfter(db: Db, search: RequestSearch, after: SequencedRequestOverview | undefined, limit: number): Promise<SequencedRequestOverview[]> {
  let query = matchingRequests(db, search).select('r.request_seq');
  if (after !== undefined) query = query.where('r.request_seq', '<', BigInt(after.requestSeq));
  const rows = await query.orderBy('r.request_seq', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...overviewFromRow(row), requestSeq: String(row.request_seq) }));
}

/**
 * One request with its processing attempts (the operator's view of it).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findRequestOverview(db: Db, financialPartnerId: string, instructionReference: string): Promise<RequestOverview | undefined> {
  const row = await requestsWithCurrency(db)
    .where('r.financial_partner_id', '=', financialPartnerId)
    .where('r.instruction_reference', '=', instructionReference)
    .executeTakeFirst();
  return row ? overviewFromRow(row) : undefined;
}

/**
 * Requests that left Created as Rejected within [from, to): the day's rejections.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function countRequestsRejectedBetween(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('instruction_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'Rejected')
    .where('processed_at', '>=', from)
    .where('processed_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A parked request: still Created after failed processing attempts (a pass an outage or a crash stopped). */
export interface ParkedRequest {
  status: InstructionRequestStatus;
  processingAttempts: number;
}

/** Locks a request for the operator's action on it; undefined when it does not exist. */
export async function lockRequestForOperator(trx: Tx, financialPartnerId: string, instructionReference: string): Promise<ParkedRequest | undefined> {
  const row = await trx
    .selectFrom('instruction_requests')
    .select(['status', 'processing_attempts'])
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .forUpdate()
    .executeTakeFirst();
  return row ? { status: row.status, processingAttempts: Number(row.processing_attempts) } : undefined;
}

/** A parked request gets a fresh budget of attempts: the worker takes it at its next pass. */
export async function resetProcessingAttempts(trx: Tx, financialPartnerId: string, instructionReference: string): Promise<boolean> {
  const row = await trx
    .updateTable('instruction_requests')
    .set({ processing_attempts: 0 })
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_reference', '=', instructionReference)
    .where('status', '=', 'Created')
    .where('processing_attempts', '>', 0)
    .returning('instruction_reference')
    .executeTakeFirst();
  return row !== undefined;
}
