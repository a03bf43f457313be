/**
 * The events outbox's SQL. Writes are fragments other contexts' repositories
 * embed in the very statement (or transaction) that makes the change, so an
 * event commits with its change or not at all, and a set-based job writes its
 * events set-based (one INSERT ... SELECT in the job's statement, never a row
 * per round trip).
 *
 * Reads follow the feed order (tx_id, event_seq) and expose only events of
 * transactions older than the oldest transaction still running
 * (pg_snapshot_xmin of the current snapshot): an event that commits later has
 * a transaction id at or above that bound, so it sorts after every position a
 * reader has seen. A cursor therefore never skips nor repeats an event
 * (docs/decisions/events-feed.md).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { EventType } from './event-types.js';

/**
 * An INSERT of events from a SELECT yielding `financial_partner_id` and `data`
 * (jsonb) per event, in the order the events should take. Embed it as a
 * data-modifying CTE: `ev AS (${insertEvents('batch.locked', sql`SELECT ... FROM locked`, now)})`.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function insertEvents(type: EventType, rows: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  return sql`
    INSERT INTO events (event_type, financial_partner_id, data, created_at)
    SELECT ${type}, r.financial_partner_id, r.data, ${now}::timestamptz FROM (${rows}) AS r
    RETURNING event_seq`;
}

/**
 * As insertEvents, the SELECT yielding each event's `event_type` too (one statement for several types).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function insertTypedEvents(rows: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  return sql`
    INSERT INTO events (event_type, financial_partner_id, data, created_at)
    SELECT r.event_type, r.financial_partner_id, r.data, ${now}::timestamptz FROM (${rows}) AS r
    RETURNING event_seq`;
}

/**
 * A business date column as the API writes one (`2026-03-02T00:00:00.0000000+00:00`), as a JSON string.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function jsonBusinessDate(column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(to_char(${column}, 'YYYY-MM-DD') || 'T00:00:00.0000000+00:00')`;
}

/**
 * Minor units as the API's JSON number of major units (12345 -> 123.45).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function jsonMoney(column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(${column}::numeric / 100)`;
}

/**
 * Events built in code, in the caller's transaction: one statement whatever their number.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function appendEvents(trx: Tx, events: { type: EventType; financialPartnerId: string; data: unknown }[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await sql`
    INSERT INTO events (event_type, financial_partner_id, data, created_at)
    SELECT e.event_type, e.financial_partner_id, e.data, ${now}::timestamptz
    FROM unnest(${events.map((e) => e.type)}::text[], ${events.map((e) => e.financialPartnerId)}::text[],
                ${events.map((e) => JSON.stringify(e.data))}::jsonb[]) WITH ORDINALITY AS e(event_type, financial_partner_id, data, n)
    ORDER BY e.n`.execute(trx);
}

/** A position in the feed: after the event (txId, seq); ('0', '0') is the start. */
export interface FeedPosition {
  txId: string;
  seq: string;
}

export interface EventRow {
  position: FeedPosition;
  eventSeq: string;
  eventId: string;
  eventType: EventType;
  financialPartnerId: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

interface RawEventRow {
  event_seq: string;
  tx_id: string;
  event_id: string;
  event_type: string;
  financial_partner_id: string;
  data: unknown;
  created_at: Date | string;
}

function eventFromRow(row: RawEventRow): EventRow {
  return {
    position: { txId: String(row.tx_id), seq: String(row.event_seq) },
    eventSeq: String(row.event_seq),
    eventId: row.event_id,
    eventType: row.event_type as EventType,
    financialPartnerId: row.financial_partner_id,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    createdAt: new Date(row.created_at),
  };
}

/** The partner's events after `after`, oldest first, only those no later commit can precede. */
export async function readFeed(db: Db, financialPartnerId: string, after: FeedPosition, limit: number): Promise<EventRow[]> {
  const result = await sql<RawEventRow>`
    SELECT event_seq::text AS event_seq, tx_id::text AS tx_id, event_id, event_type, financial_partner_id, data, created_at
    FROM events
    WHERE financial_partner_id = ${financialPartnerId} AND only_endpoint_id IS NULL
      AND tx_id >= ${after.txId}::bigint AND (tx_id > ${after.txId}::bigint OR event_seq > ${after.seq}::bigint)
      AND tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
    -- events.*: the output columns of the same names are text, and ORDER BY would take those.
    ORDER BY events.tx_id, events.event_seq
    LIMIT ${limit}`.execute(db);
  return result.rows.map(eventFromRow);
}

/** Events by their sequence numbers (the deliveries'), keyed by it. */
export async function findEventsBySeq(db: Db, seqs: string[]): Promise<Map<string, EventRow>> {
  const found = new Map<string, EventRow>();
  if (seqs.length === 0) return found;
  const result = await sql<RawEventRow>`
    SELECT event_seq::text AS event_seq, tx_id::text AS tx_id, event_id, event_type, financial_partner_id, data, created_at
    FROM events WHERE event_seq = ANY(${seqs}::bigint[])`.execute(db);
  for (const row of result.rows) found.set(String(row.event_seq), eventFromRow(row));
  return found;
}

/** How far a partner's events were pruned: the furthest feed position deleted, and the cut-off of the pruning that reached it. */
export interface RetentionMark {
  prunedThrough: FeedPosition;
  prunedBefore: Date;
}

/** The partner's retention mark; undefined while none of its events has been pruned. */
export async function readRetentionMark(db: Db, financialPartnerId: string): Promise<RetentionMark | undefined> {
  const result = await sql<{ pruned_through_tx: string; pruned_through_seq: string; pruned_before: Date | string }>`
    SELECT pruned_through_tx::text AS pruned_through_tx, pruned_through_seq::text AS pruned_through_seq, pruned_before
    FROM event_retention_marks WHERE financial_partner_id = ${financialPartnerId}`.execute(db);
  const row = result.rows[0];
  return row ? { prunedThrough: { txId: String(row.pruned_through_tx), seq: String(row.pruned_through_seq) }, prunedBefore: new Date(row.pruned_before) } : undefined;
}

/**
 * One batch of the retention's pruning, in one statement (its own short
 * transaction): at most `limit` events made before `cutoff`, oldest first, are
 * deleted with their deliveries (and, by ON DELETE CASCADE, the deliveries'
 * attempts), and each partner's retention mark moves past the furthest of its
 * events deleted, in the same statement, so a reader never sees an event gone
 * without the mark that says so. Kept whatever their age: an event with a
 * Pending delivery (retrying, leased or replayed: pruned once it has ended) and
 * an event the webhooks' fan-out has not passed yet (its deliveries are still
 * to be made). Rows another process is pruning are skipped, not waited for.
 * Returns the number of events deleted.
 */
export async function pruneEventsBatch(db: Db, cutoff: Date, limit: number, now: Date): Promise<number> {
  const result = await sql<{ deleted: string }>`
    WITH fanned AS (
      SELECT after_tx, after_seq FROM webhook_dispatch_cursor WHERE id = 1
    ),
    doomed AS (
      SELECT e.event_seq FROM events e, fanned f
      WHERE e.created_at < ${cutoff}::timestamptz
        AND (e.tx_id, e.event_seq) <= (f.after_tx, f.after_seq)
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_seq = e.event_seq AND d.status = 'Pending')
      ORDER BY e.created_at, e.event_seq
      LIMIT ${limit}
      FOR UPDATE OF e SKIP LOCKED
    ),
    deliveries AS (
      DELETE FROM webhook_deliveries d USING doomed WHERE d.event_seq = doomed.event_seq RETURNING 1
    ),
    gone AS (
      DELETE FROM events e USING doomed WHERE e.event_seq = doomed.event_seq
      RETURNING e.financial_partner_id, e.tx_id, e.event_seq
    ),
    furthest AS (
      SELECT DISTINCT ON (financial_partner_id) financial_partner_id, tx_id, event_seq
      FROM gone ORDER BY financial_partner_id, tx_id DESC, event_seq DESC
    ),
    marked AS (
      INSERT INTO event_retention_marks AS m (financial_partner_id, pruned_through_tx, pruned_through_seq, pruned_before, updated_at)
      SELECT financial_partner_id, tx_id, event_seq, ${cutoff}::timestamptz, ${now}::timestamptz FROM furthest
      ON CONFLICT (financial_partner_id) DO UPDATE SET
        pruned_through_tx = CASE WHEN (EXCLUDED.pruned_through_tx, EXCLUDED.pruned_through_seq) > (m.pruned_through_tx, m.pruned_through_seq)
                                 THEN EXCLUDED.pruned_through_tx ELSE m.pruned_through_tx END,
        pruned_through_seq = CASE WHEN (EXCLUDED.pruned_through_tx, EXCLUDED.pruned_through_seq) > (m.pruned_through_tx, m.pruned_through_seq)
                                  THEN EXCLUDED.pruned_through_seq ELSE m.pruned_through_seq END,
        pruned_before = GREATEST(m.pruned_before, EXCLUDED.pruned_before),
        updated_at = EXCLUDED.updated_at
      RETURNING 1
    )
    SELECT count(*)::text AS deleted FROM gone`.execute(db);
  return Number(result.rows[0]?.deleted ?? 0);
}
