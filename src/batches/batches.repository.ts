/**
 * SQL for instruction batches and the cut-off. It reads the instructions in a
 * batch; the instructions context alone writes them (instructions.repository).
 */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { sql } from 'kysely';
import { nextWorkingDay } from '../calendar/calendar.js';
import type { Db, Tx } from '../database.js';
import type { EventType } from '../events/events.js';
import { insertEvents, jsonBusinessDate, jsonMoney } from '../events/events.js';
import { accruedInterestThroughHorizon } from '../ledger/ledger.js';
import { newId } from '../platform/ids.js';
import type { BatchStatus, BatchType } from './batches.tables.js';

export interface BatchRecord {
  instructionBatchId: string;
  financialPartnerId: string;
  batchDate: string;
  instructionType: BatchType;
  currencyCode: string;
  status: BatchStatus;
  totalAmountMinor: bigint;
  totalNoticeAmountMinor: bigint;
}

/** A batch as the operator sees it: with its live (not reverted) instructions counted. */
export type CountedBatch = BatchRecord & { instructionCount: number };

const BATCH_COLUMNS = [
  'instruction_batch_id',
  'financial_partner_id',
  'batch_date',
  'instruction_type',
  'currency_code',
  'status',
  'total_amount_minor',
  'total_notice_amount_minor',
] as const;

type BatchRow = {
  instruction_batch_id: string;
  financial_partner_id: string;
  batch_date: string;
  instruction_type: BatchType;
  currency_code: string;
  status: BatchStatus;
  total_amount_minor: bigint;
  total_notice_amount_minor: bigint;
};

function batchFromRow(row: BatchRow): BatchRecord {
  return {
    instructionBatchId: row.instruction_batch_id,
    financialPartnerId: row.financial_partner_id,
    batchDate: row.batch_date,
    instructionType: row.instruction_type,
    currencyCode: row.currency_code,
    status: row.status,
    totalAmountMinor: BigInt(row.total_amount_minor),
    totalNoticeAmountMinor: BigInt(row.total_notice_amount_minor),
  };
}

export interface BatchKey {
  financialPartnerId: string;
  instructionType: BatchType;
  currencyCode: string;
}

/**
 * The cut-off gate (issue 14). Placing instructions in batches and the cut-off
 * serialise on one advisory lock per schema: a placing transaction takes it
 * shared (placers never wait for each other), the cut-off exclusive. So the
 * cut-off's UPDATE starts only once every transaction that placed before it
 * has committed, and sees the batches they made and the totals they added;
 * and a transaction that gets the lock after a cut-off committed reads that
 * cut-off in batch_cutoffs and places in a later batch. The batch's row lock
 * could not do it: a batch that does not exist yet has no row. The lock lasts
 * until the transaction ends. Per schema, so the test files sharing a
 * PostgreSQL database do not wait for each other.
 */
const CUTOFF_LOCK = sql`7262019, hashtext(current_schema())`;

/** Transactions that hold the gate, with the latest cut-off they read under it. */
const gates = new WeakMap<Tx, { lastCutoff: string | null }>();

/**
 * Takes the cut-off gate shared for the rest of the transaction (once; later
 * calls answer from memory) and returns the latest business date whose
 * cut-off has run, or null. No cut-off can commit while the transaction holds
 * the gate, so the answer stays true until it ends. Needs READ COMMITTED: the
 * read is a statement of its own, so its snapshot is taken after the lock is
 * granted and includes the cut-off that held it. Take it before any row lock
 * (the processor does so right after claiming a chunk): a transaction that
 * waits here holding rows a placer needs would wait behind the cut-off, which
 * waits for that placer.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function enterBatchPlacement(trx: Tx): Promise<string | null> {
  const held = gates.get(trx);
  if (held) return held.lastCutoff;
  await sql`SELECT pg_advisory_xact_lock_shared(${CUTOFF_LOCK})`.execute(trx);
  const row = await sql<{ last: string | null }>`SELECT max(business_date) AS last FROM batch_cutoffs`.execute(trx);
  const lastCutoff = row.rows[0]?.last ?? null;
  gates.set(trx, { lastCutoff });
  return lastCutoff;
}

/**
 * Adds an amount to the Open batch of the key on `earliestDate`, creating the
 * batch on demand. A date whose cut-off has run (the chunk's clock read before
 * the cut-off, or lagged behind the process that ran it) gives way to the
 * first working day after the latest cut-off: never a new batch, nor a new
 * instruction, behind a cut-off. The guarded UPDATE also row-locks the batch;
 * the gate (enterBatchPlacement) keeps the cut-off waiting until this
 * transaction ends. Runs in its caller's transaction (`Tx`).
 */
export async function addToOpenBatch(
  trx: Tx,
  key: BatchKey,
  earliestDate: string,
  amountMinor: bigint,
  noticeAmountMinor: bigint,
  now: Date,
): Promise<{ instructionBatchId: string; batchDate: string }> {
  const lastCutoff = await enterBatchPlacement(trx);
  let date = lastCutoff !== null && earliestDate <= lastCutoff ? nextWorkingDay(lastCutoff) : earliestDate;
  for (let attempt = 0; attempt < 30; attempt++) {
    await trx
      .insertInto('instruction_batches')
      .values({
        instruction_batch_id: newId(),
        financial_partner_id: key.financialPartnerId,
        batch_date: date,
        instruction_type: key.instructionType,
        currency_code: key.currencyCode,
        status: 'Open',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['financial_partner_id', 'batch_date', 'instruction_type', 'currency_code']).doNothing())
      .execute();
    const row = await trx
      .updateTable('instruction_batches')
      .set({
        total_amount_minor: sql`total_amount_minor + ${amountMinor}`,
        total_notice_amount_minor: sql`total_notice_amount_minor + ${noticeAmountMinor}`,
        updated_at: now,
      })
      .where('financial_partner_id', '=', key.financialPartnerId)
      .where('batch_date', '=', date)
      .where('instruction_type', '=', key.instructionType)
      .where('currency_code', '=', key.currencyCode)
      .where('status', '=', 'Open')
      .returning('instruction_batch_id')
      .executeTakeFirst();
    if (row) return { instructionBatchId: row.instruction_batch_id, batchDate: date };
    date = nextWorkingDay(date);
  }
  throw new Error(`no Open ${key.instructionType} batch found from ${earliestDate} on`);
}

/** Takes an amount out of a batch while it is Open; false when it is not Open any more. */
export async function subtractFromOpenBatch(trx: Tx, instructionBatchId: string, amountMinor: bigint, noticeAmountMinor: bigint, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('instruction_batches')
    .set({
      total_amount_minor: sql`total_amount_minor - ${amountMinor}`,
      total_notice_amount_minor: sql`total_notice_amount_minor - ${noticeAmountMinor}`,
      updated_at: now,
    })
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('status', '=', 'Open')
    .returning('instruction_batch_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findBatch(db: Db, financialPartnerId: string, instructionBatchId: string): Promise<BatchRecord | undefined> {
  const row = await db
    .selectFrom('instruction_batches')
    .select(BATCH_COLUMNS)
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('financial_partner_id', '=', financialPartnerId)
    .executeTakeFirst();
  return row ? batchFromRow(row) : undefined;
}

export async function findBatchById(db: Db, instructionBatchId: string): Promise<BatchRecord | undefined> {
  const row = await db.selectFrom('instruction_batches').select(BATCH_COLUMNS).where('instruction_batch_id', '=', instructionBatchId).executeTakeFirst();
  return row ? batchFromRow(row) : undefined;
}

/** Row-locks the partner's batches (in id order, so two updates cannot deadlock). */
export async function lockBatchesForUpdate(trx: Tx, financialPartnerId: string, ids: string[]): Promise<BatchRecord[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('instruction_batches')
    .select(BATCH_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('instruction_batch_id', 'in', ids)
    .orderBy('instruction_batch_id')
    .forUpdate()
    .execute();
  return rows.map(batchFromRow);
}

export async function listBatchesOfDate(db: Db, financialPartnerId: string, batchDate: string): Promise<BatchRecord[]> {
  const rows = await db
    .selectFrom('instruction_batches')
    .select(BATCH_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('batch_date', '=', batchDate)
    .orderBy('instruction_type')
    .orderBy('currency_code')
    .execute();
  return rows.map(batchFromRow);
}

/** Batches with their live (not reverted) instruction counts, counted in SQL: the operator's views. */
function batchesWithCounts(db: Db) {
  return db
    .selectFrom('instruction_batches as b')
    .select(BATCH_COLUMNS.map((c) => `b.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('instructions as i')
        .whereRef('i.instruction_batch_id', '=', 'b.instruction_batch_id')
        .where('i.state', '<>', 'Reverted')
        .select(eb.fn.countAll<string>().as('n'))
        .as('instruction_count'),
    );
}

function countedBatchFromRow(row: BatchRow & { instruction_count: string | null }): CountedBatch {
  return { ...batchFromRow(row), instructionCount: Number(row.instruction_count ?? 0) };
}

/**
 * One batch with its live instruction count (operator view), whatever its size.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findBatchWithCountById(db: Db, instructionBatchId: string): Promise<CountedBatch | undefined> {
  const row = await batchesWithCounts(db).where('b.instruction_batch_id', '=', instructionBatchId).executeTakeFirst();
  return row ? countedBatchFromRow(row) : undefined;
}

/**
 * Every partner's batches of a date, with their live instruction counts (operator view).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function listAllBatchesOfDate(db: Db, batchDate: string): Promise<CountedBatch[]> {
  const rows = await batchesWithCounts(db)
    .where('b.batch_date', '=', batchDate)
    .orderBy('b.financial_partner_id')
    .orderBy('b.instruction_type')
    .orderBy('b.currency_code')
    .execute();
  return rows.map(countedBatchFromRow);
}

/** What the operator's batch search narrows by; every field optional but the date range. */
export interface BatchSearch {
  fromDate: string;
  toDate: string;
  financialPartnerId?: string;
  instructionType?: BatchType;
  currencyCode?: string;
  status?: BatchStatus;
}

/**
 * Batches of a date range (newest day first), with their live instruction counts: one page of the operator's search.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function searchBatches(db: Db, search: BatchSearch, offset: number, limit: number): Promise<CountedBatch[]> {
  const rows = await matchingBatches(db, search)
    .orderBy('b.batch_date', 'desc')
    .orderBy('b.financial_partner_id')
    .orderBy('b.instruction_type')
    .orderBy('b.currency_code')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(countedBatchFromRow);
}

/** How many batches the search matches, counting at most `limit`. */
export async function countBatches(db: Db, search: BatchSearch, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingBatches(db, search), limit);
}

/** The operator's batch search: its date range and filters. */
function matchingBatches(db: Db, search: BatchSearch) {
  let query = batchesWithCounts(db).where('b.batch_date', '>=', search.fromDate).where('b.batch_date', '<=', search.toDate);
  if (search.financialPartnerId !== undefined) query = query.where('b.financial_partner_id', '=', search.financialPartnerId);
  if (search.instructionType !== undefined) query = query.where('b.instruction_type', '=', search.instructionType);
  if (search.currencyCode !== undefined) query = query.where('b.currency_code', '=', search.currencyCode);
  if (search.status !== undefined) query = query.where('b.status', '=', search.status);
  return query;
}

/**
 * The cut-off: every Open batch of the date (or earlier, after downtime)
 * becomes Locked, and the cut-off is recorded, under the gate taken exclusive
 * (enterBatchPlacement says why). Run it in a transaction: the lock, the record
 * and the UPDATE must commit together.
 */
export async function markBatchesLocked(trx: Tx, upToDate: string, now: Date): Promise<string[]> {
  await sql`SELECT pg_advisory_xact_lock(${CUTOFF_LOCK})`.execute(trx);
  await trx
    .insertInto('batch_cutoffs')
    .values({ business_date: upToDate, ran_at: now })
    .onConflict((oc) => oc.column('business_date').doNothing())
    .execute();
  // A placement later in this same transaction must read the cut-off just recorded.
  gates.delete(trx);
  const rows = await trx
    .updateTable('instruction_batches')
    .set({ status: 'Locked', locked_at: now, updated_at: now })
    .where('status', '=', 'Open')
    .where('batch_date', '<=', upToDate)
    .returning('instruction_batch_id')
    .execute();
  return rows.map((r) => r.instruction_batch_id);
}

/**
 * The batch.locked / batch.closed / batch.completed events of these batches,
 * each carrying the batch as the Instruction Batches API returns it (its
 * totals as they stand now), written in the caller's transaction: one
 * statement whatever their number.
 */
export async function appendBatchEvents(trx: Tx, type: Extract<EventType, `batch.${string}`>, instructionBatchIds: string[], now: Date): Promise<void> {
  if (instructionBatchIds.length === 0) return;
  const rows = sql`
    SELECT b.financial_partner_id,
           jsonb_build_object('instructionBatchId', b.instruction_batch_id, 'instructionType', b.instruction_type,
                              'instructionBatchTotalAmount', ${jsonMoney(sql`b.total_amount_minor`)},
                              'instructionBatchTotalNoticeAmount', ${jsonMoney(sql`b.total_notice_amount_minor`)},
                              'instructionBatchStatus', b.status, 'currencyCode', b.currency_code,
                              'dateToBeActioned', ${jsonBusinessDate(sql`b.batch_date`)}) AS data
    FROM instruction_batches b
    WHERE b.instruction_batch_id = ANY(${instructionBatchIds}::text[])
    ORDER BY b.batch_date, b.instruction_batch_id`;
  await sql`${insertEvents(type, rows, now)}`.execute(trx);
}

export async function markBatchClosed(trx: Tx, instructionBatchId: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('instruction_batches')
    .set({ status: 'Closed', closed_at: now, updated_at: now })
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('status', '=', 'Locked')
    .returning('instruction_batch_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims a Closed batch for settlement; undefined when someone else settled it first. */
export async function markBatchCompleted(trx: Tx, instructionBatchId: string, now: Date): Promise<BatchRecord | undefined> {
  const row = await trx
    .updateTable('instruction_batches')
    .set({ status: 'Completed', completed_at: now, updated_at: now })
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('status', '=', 'Closed')
    .returning(BATCH_COLUMNS)
    .executeTakeFirst();
  return row ? batchFromRow(row) : undefined;
}

/** Marks a Closed batch settled (its money moved on the deposit accounts); undefined when it is not Closed or is settled already. */
export async function markBatchSettled(trx: Tx, instructionBatchId: string, now: Date): Promise<BatchRecord | undefined> {
  const row = await trx
    .updateTable('instruction_batches')
    .set({ settled_at: now, updated_at: now })
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('status', '=', 'Closed')
    .where('settled_at', 'is', null)
    .returning(BATCH_COLUMNS)
    .executeTakeFirst();
  return row ? batchFromRow(row) : undefined;
}

/** The settled batches still Closed: waiting for the bank to book their money. */
export async function listSettledClosedBatchIds(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .selectFrom('instruction_batches')
    .select('instruction_batch_id')
    .where('status', '=', 'Closed')
    .where('settled_at', 'is not', null)
    .orderBy('batch_date')
    .orderBy('instruction_batch_id')
    .execute();
  return rows.map((r) => r.instruction_batch_id);
}

export async function listClosedBatchIdsDue(db: Db, upToDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom('instruction_batches')
    .select('instruction_batch_id')
    .where('status', '=', 'Closed')
    .where('settled_at', 'is', null)
    .where('batch_date', '<=', upToDate)
    .orderBy('batch_date')
    .orderBy('instruction_type') // deposits before withdrawals of the same day
    .execute();
  return rows.map((r) => r.instruction_batch_id);
}

export interface InstructionSummaryRow {
  instructionReference: string;
  amountMinor: bigint;
  currencyCode: string;
  dateToBeActioned: string;
}

/** The instructions a batch holds (reverted ones have left it). */
export async function pageBatchInstructions(
  db: Db,
  instructionBatchId: string,
  closuresOnly: boolean,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: InstructionSummaryRow[] }> {
  let base = db.selectFrom('instructions').where('instruction_batch_id', '=', instructionBatchId).where('state', '<>', 'Reverted');
  if (closuresOnly) base = base.where('is_closure', '=', true);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['instruction_reference', 'amount_minor', 'currency_code', 'date_to_be_actioned'])
    .orderBy('instruction_seq')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(counted.n),
    rows: rows.map((r) => ({
      instructionReference: r.instruction_reference,
      amountMinor: BigInt(r.amount_minor),
      currencyCode: r.currency_code,
      dateToBeActioned: r.date_to_be_actioned,
    })),
  };
}

export interface LiveInstruction {
  instructionId: string;
  instructionReference: string;
  financialPartnerId: string;
  portfolioId: string;
  clientReference: string;
  depositAccountId: string | null;
  productId: string;
  issueNumber: number;
  currencyCode: string;
  amountMinor: bigint;
  isClosure: boolean;
  isMaturity: boolean;
}

export async function listLiveInstructions(trx: Tx, instructionBatchId: string): Promise<LiveInstruction[]> {
  const rows = await trx
    .selectFrom('instructions')
    .select([
      'instruction_id',
      'instruction_reference',
      'financial_partner_id',
      'portfolio_id',
      'client_reference',
      'deposit_account_id',
      'product_id',
      'issue_number',
      'currency_code',
      'amount_minor',
      'is_closure',
      'is_maturity',
    ])
    .where('instruction_batch_id', '=', instructionBatchId)
    .where('state', '=', 'Live')
    .orderBy('instruction_seq')
    .execute();
  return rows.map((r) => ({
    instructionId: r.instruction_id,
    instructionReference: r.instruction_reference,
    financialPartnerId: r.financial_partner_id,
    portfolioId: r.portfolio_id,
    clientReference: r.client_reference,
    depositAccountId: r.deposit_account_id,
    productId: r.product_id,
    issueNumber: r.issue_number,
    currencyCode: r.currency_code,
    amountMinor: BigInt(r.amount_minor),
    isClosure: r.is_closure,
    isMaturity: r.is_maturity,
  }));
}

/** A live payout (close-account or maturity payout) in a Locked batch, with its account's money as it stands. */
export interface LockedPayout {
  instructionId: string;
  instructionBatchId: string;
  amountMinor: bigint;
  balanceMinor: bigint;
  accruedInterest: string;
}

/**
 * The live payouts in Locked batches dated up to `upToDate`, with their
 * accounts' balance and accrued interest. The accounts are not row-locked: from
 * its payout day an account neither accrues nor posts, takes no deposit and no
 * other withdrawal (docs/decisions/settlement.md), so nothing changes what is read.
 */
export async function listPayoutsOfLockedBatches(trx: Tx, upToDate: string): Promise<LockedPayout[]> {
  const rows = await sql<{
    instruction_id: string;
    instruction_batch_id: string;
    amount_minor: bigint;
    balance_minor: bigint;
    accrued_interest: string;
  }>`
    SELECT ins.instruction_id, ins.instruction_batch_id, ins.amount_minor, a.balance_minor, ${accruedInterestThroughHorizon('a')}::text AS accrued_interest
    FROM instruction_batches b
    JOIN instructions ins ON ins.instruction_batch_id = b.instruction_batch_id AND ins.state = 'Live' AND ins.is_closure
    JOIN deposit_accounts a ON a.deposit_account_id = ins.deposit_account_id
    WHERE b.status = 'Locked' AND b.batch_date <= ${upToDate}::date
    ORDER BY ins.instruction_id`.execute(trx);
  return rows.rows.map((r) => ({
    instructionId: r.instruction_id,
    instructionBatchId: r.instruction_batch_id,
    amountMinor: BigInt(r.amount_minor),
    balanceMinor: BigInt(r.balance_minor),
    accruedInterest: r.accrued_interest,
  }));
}

/**
 * Sets the totals (and notice totals) of Locked batches again from their live
 * instructions, as reconciliation defines them, after the cut-off has made
 * their payout lines final (the instructions context's setPayoutLines): one
 * statement, no arithmetic of our own.
 */
export async function recountLockedBatchTotals(trx: Tx, instructionBatchIds: string[]): Promise<void> {
  if (instructionBatchIds.length === 0) return;
  const batchIds = [...new Set(instructionBatchIds)].sort();
  await sql`
    UPDATE instruction_batches b
    SET total_amount_minor = t.total, total_notice_amount_minor = t.notice_total
    FROM (
      SELECT instruction_batch_id, sum(amount_minor) AS total, sum(CASE WHEN is_notice THEN amount_minor ELSE 0 END) AS notice_total
      FROM instructions WHERE instruction_batch_id = ANY(${batchIds}::text[]) AND state <> 'Reverted'
      GROUP BY instruction_batch_id
    ) t
    WHERE b.instruction_batch_id = t.instruction_batch_id AND b.status = 'Locked'`.execute(trx);
}

/** How many batches are in each status, in the order Open, Locked, Closed, Completed, each present (0 when none). */
export async function countBatchesByStatus(db: Db): Promise<Map<string, number>> {
  const result = await sql<{ status: string; n: string | number | bigint }>`SELECT status, count(*) AS n FROM instruction_batches GROUP BY status`.execute(db);
  const counts = new Map<string, number>(['Open', 'Locked', 'Closed', 'Completed'].map((s) => [s, 0]));
  for (const row of result.rows) counts.set(row.status, Number(row.n));
  return counts;
}
