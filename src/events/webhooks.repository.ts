/**
 * The webhooks' SQL: partners' endpoints, the deliveries the fan-out makes
 * from the events feed, and each attempt. Owned by src/events/.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import { formatDateTime } from '../platform/time.js';

export interface EndpointRecord {
  endpointId: string;
  financialPartnerId: string;
  url: string;
  eventTypes: string[];
  description: string | null;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  status: 'Enabled' | 'Disabled';
  disabledReason: string | null;
  disabledAt: Date | null;
  createdAt: Date;
}

const ENDPOINT_COLUMNS = [
  'endpoint_id',
  'financial_partner_id',
  'url',
  'event_types',
  'description',
  'secret',
  'previous_secret',
  'previous_secret_expires_at',
  'status',
  'disabled_reason',
  'disabled_at',
  'created_at',
] as const;

interface EndpointRow {
  endpoint_id: string;
  financial_partner_id: string;
  url: string;
  event_types: string[];
  description: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  status: 'Enabled' | 'Disabled';
  disabled_reason: string | null;
  disabled_at: Date | null;
  created_at: Date;
}

function endpointFromRow(row: EndpointRow): EndpointRecord {
  return {
    endpointId: row.endpoint_id,
    financialPartnerId: row.financial_partner_id,
    url: row.url,
    eventTypes: row.event_types,
    description: row.description,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretExpiresAt: row.previous_secret_expires_at,
    status: row.status,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  };
}

/**
 * Registers an endpoint if its partner has a place left under `cap`, in one
 * statement: the partner's count (webhook_endpoint_counts) goes up only while
 * it is below the cap, and the endpoint is inserted only when it did. The
 * count's row lock makes concurrent registrations of a partner, in any process,
 * take places one after another, each seeing the others' (ON CONFLICT DO UPDATE
 * waits for the row and judges its WHERE on the newest version): a count read
 * first and an insert after would let them all see room. Undefined when the
 * partner has `cap` endpoints already.
 */
export async function insertEndpointWithinCap(
  db: Db,
  endpoint: { endpointId: string; financialPartnerId: string; url: string; eventTypes: string[]; description: string | null; secret: string },
  cap: number,
  now: Date,
): Promise<EndpointRecord | undefined> {
  const result = await sql<EndpointRow>`
    WITH place AS (
      INSERT INTO webhook_endpoint_counts AS c (financial_partner_id, endpoints) VALUES (${endpoint.financialPartnerId}, 1)
      ON CONFLICT (financial_partner_id) DO UPDATE SET endpoints = c.endpoints + 1 WHERE c.endpoints < ${cap}
      RETURNING 1
    )
    INSERT INTO webhook_endpoints (endpoint_id, financial_partner_id, url, event_types, description, secret, status, created_at, updated_at)
    SELECT ${endpoint.endpointId}, ${endpoint.financialPartnerId}, ${endpoint.url}, ${endpoint.eventTypes}::text[], ${endpoint.description}, ${endpoint.secret}, 'Enabled', ${now}, ${now}
    FROM place
    RETURNING ${sql.raw(ENDPOINT_COLUMNS.join(', '))}`.execute(db);
  const row = result.rows[0];
  return row ? endpointFromRow(row) : undefined;
}

export async function listEndpoints(db: Db, financialPartnerId: string): Promise<EndpointRecord[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .orderBy('created_at')
    .orderBy('endpoint_id')
    .execute();
  return rows.map(endpointFromRow);
}

export async function findEndpoint(db: Db | Tx, financialPartnerId: string, endpointId: string): Promise<EndpointRecord | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  return row ? endpointFromRow(row) : undefined;
}

export async function findEndpointsByIds(db: Db, endpointIds: string[]): Promise<Map<string, EndpointRecord>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('endpoint_id', 'in', endpointIds).execute();
  return new Map(rows.map((r) => [r.endpoint_id, endpointFromRow(r)]));
}

/** Deletes an endpoint and gives its place under the cap back, in one statement. False when there was none. */
export async function deleteEndpoint(db: Db, financialPartnerId: string, endpointId: string): Promise<boolean> {
  const result = await sql<{ deleted: number }>`
    WITH gone AS (
      DELETE FROM webhook_endpoints WHERE financial_partner_id = ${financialPartnerId} AND endpoint_id = ${endpointId}
      RETURNING financial_partner_id
    ),
    freed AS (
      UPDATE webhook_endpoint_counts c SET endpoints = c.endpoints - 1 FROM gone WHERE c.financial_partner_id = gone.financial_partner_id
      RETURNING 1
    )
    SELECT count(*)::int AS deleted FROM gone`.execute(db);
  return Number(result.rows[0]?.deleted ?? 0) > 0;
}

/** What updateEndpoint may change; absent fields stay. */
export interface EndpointChange {
  url?: string;
  eventTypes?: string[];
  description?: string | null;
  /** Enabled clears the disabled reason; Disabled records `disabledReason`. */
  status?: { to: 'Enabled' } | { to: 'Disabled'; reason: string };
}

/**
 * Changes the partner's endpoint; disabling it by hand fails its pending
 * deliveries, as disableEndpoint does. Undefined when the partner has no
 * endpoint with this id.
 */
export async function updateEndpoint(db: Db, financialPartnerId: string, endpointId: string, change: EndpointChange, now: Date): Promise<EndpointRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const status = change.status;
    const to = status?.to ?? null;
    // Its status before, under the row's lock: disabling an Enabled endpoint writes endpoint.disabled, once.
    const before = await trx
      .selectFrom('webhook_endpoints')
      .select('status')
      .where('financial_partner_id', '=', financialPartnerId)
      .where('endpoint_id', '=', endpointId)
      .forUpdate()
      .executeTakeFirst();
    const result = await sql<EndpointRow>`
      UPDATE webhook_endpoints
      SET url = COALESCE(${change.url ?? null}, url),
          event_types = COALESCE(${change.eventTypes ?? null}::text[], event_types),
          description = CASE WHEN ${change.description !== undefined} THEN ${change.description ?? null} ELSE description END,
          status = COALESCE(${to}, status),
          -- Disabling a Disabled endpoint keeps the reason and time it was disabled with.
          disabled_reason = CASE WHEN ${to}::text = 'Enabled' THEN NULL
                                 WHEN ${to}::text = 'Disabled' AND status = 'Enabled' THEN ${status?.to === 'Disabled' ? status.reason : null}
                                 ELSE disabled_reason END,
          disabled_at = CASE WHEN ${to}::text = 'Enabled' THEN NULL
                             WHEN ${to}::text = 'Disabled' AND status = 'Enabled' THEN ${now}::timestamptz
                             ELSE disabled_at END,
          updated_at = ${now}
      WHERE financial_partner_id = ${financialPartnerId} AND endpoint_id = ${endpointId}
      RETURNING ${sql.raw(ENDPOINT_COLUMNS.join(', '))}`.execute(trx);
    const row = result.rows[0];
    if (!row) return undefined;
    if (status?.to === 'Disabled') {
      await trx.updateTable('webhook_deliveries').set({ status: 'Failed' }).where('endpoint_id', '=', endpointId).where('status', '=', 'Pending').execute();
      if (before?.status === 'Enabled') {
        await insertEndpointEvent(
          trx,
          'endpoint.disabled',
          financialPartnerId,
          endpointId,
          { endpointId, url: row.url, reason: status.reason, disabledBy: 'partner', disabledAt: formatDateTime(now) },
          now,
        );
      }
    }
    return endpointFromRow(row);
  });
}

/** A new secret; the current one becomes the previous, still signing until `previousUntil`. */
export async function rotateSecret(db: Db, financialPartnerId: string, endpointId: string, secret: string, previousUntil: Date, now: Date): Promise<EndpointRecord | undefined> {
  const result = await sql<EndpointRow>`
    UPDATE webhook_endpoints
    SET previous_secret = secret, previous_secret_expires_at = ${previousUntil}, secret = ${secret}, updated_at = ${now}
    WHERE financial_partner_id = ${financialPartnerId} AND endpoint_id = ${endpointId}
    RETURNING ${sql.raw(ENDPOINT_COLUMNS.join(', '))}`.execute(db);
  const row = result.rows[0];
  return row ? endpointFromRow(row) : undefined;
}

/**
 * Moves the fan-out along the events feed: the next events (in feed order, of
 * transactions no later commit can precede) become one Pending delivery per
 * enabled endpoint of their partner that wants their type and existed when they
 * were made; the cursor moves past them in the same statement. Serialised by
 * the cursor's row lock. Returns the number of events passed.
 */
export async function fanOut(trx: Tx, limit: number, now: Date): Promise<number> {
  const result = await sql<{ events: string }>`
    WITH cursor AS (
      SELECT after_tx, after_seq FROM webhook_dispatch_cursor WHERE id = 1 FOR UPDATE
    ),
    batch AS (
      SELECT e.event_seq, e.tx_id, e.event_type, e.financial_partner_id, e.created_at, e.only_endpoint_id, e.except_endpoint_id
      FROM events e, cursor c
      WHERE e.tx_id >= c.after_tx AND (e.tx_id > c.after_tx OR e.event_seq > c.after_seq)
        AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      ORDER BY e.tx_id, e.event_seq
      LIMIT ${limit}
    ),
    made AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_seq, next_attempt_at, first_due_at, created_at)
      SELECT ep.endpoint_id, b.event_seq, ${now}, ${now}, ${now}
      FROM batch b
      JOIN webhook_endpoints ep
        ON ep.financial_partner_id = b.financial_partner_id AND ep.status = 'Enabled' AND ep.created_at <= b.created_at
       AND (cardinality(ep.event_types) = 0 OR b.event_type = ANY(ep.event_types))
       -- A test event's one delivery is made with it; an endpoint.* event never goes to the endpoint it is about.
       AND b.only_endpoint_id IS NULL AND ep.endpoint_id IS DISTINCT FROM b.except_endpoint_id
      ORDER BY b.tx_id, b.event_seq, ep.endpoint_id
      ON CONFLICT DO NOTHING
      RETURNING 1
    ),
    last AS (
      SELECT tx_id, event_seq FROM batch ORDER BY tx_id DESC, event_seq DESC LIMIT 1
    ),
    moved AS (
      UPDATE webhook_dispatch_cursor c SET after_tx = l.tx_id, after_seq = l.event_seq FROM last l WHERE c.id = 1 RETURNING 1
    )
    SELECT count(*)::text AS events FROM batch`.execute(trx);
  return Number(result.rows[0]?.events ?? 0);
}

/**
 * How far the fan-out has come: the transaction of the newest committed event
 * and the cursor's. Once the cursor reaches the first, every event committed
 * before the first was read has been turned into deliveries.
 */
export async function fanOutProgress(db: Db): Promise<{ newestEventTx: bigint; cursorTx: bigint }> {
  const result = await sql<{ newest: string; cursor: string }>`
    SELECT (SELECT coalesce(max(tx_id), 0) FROM events)::text AS newest,
           (SELECT after_tx FROM webhook_dispatch_cursor WHERE id = 1)::text AS cursor`.execute(db);
  const row = result.rows[0];
  return { newestEventTx: BigInt(row?.newest ?? '0'), cursorTx: BigInt(row?.cursor ?? '0') };
}

export interface ClaimedDelivery {
  deliveryId: string;
  endpointId: string;
  eventSeq: string;
  attempts: number;
  firstDueAt: Date;
}

/**
 * Claims due deliveries for an attempt: at most `perEndpoint` per endpoint (one
 * slow endpoint cannot take every slot), their next attempt pushed to the end
 * of a lease (an attempt in flight when the process dies is due again after
 * it), attempts counted. Skips rows another worker holds. With `onlyPartner`,
 * that partner's deliveries only.
 */
export async function claimDueDeliveries(
  trx: Tx,
  limit: number,
  caps: { perEndpoint: number; perPartner: number; partnersInFlight: Map<string, number> },
  leaseUntil: Date,
  now: Date,
  excludeEndpoints: string[],
  onlyPartner?: string,
): Promise<ClaimedDelivery[]> {
  const partners = [...caps.partnersInFlight.keys()];
  const result = await sql<{ delivery_id: string; endpoint_id: string; event_seq: string; attempts: number; first_due_at: Date }>`
    WITH in_flight AS (
      SELECT * FROM unnest(${partners}::text[], ${partners.map((p) => caps.partnersInFlight.get(p) ?? 0)}::int[]) AS f(financial_partner_id, attempts)
    ),
    due AS (
      SELECT d.delivery_id FROM webhook_deliveries d
      WHERE d.delivery_id IN (
        SELECT s.delivery_id FROM (
          SELECT d2.delivery_id, d2.next_attempt_at, COALESCE(f.attempts, 0) AS partner_in_flight,
                 row_number() OVER (PARTITION BY d2.endpoint_id ORDER BY d2.next_attempt_at, d2.delivery_id) AS rn,
                 row_number() OVER (PARTITION BY ep.financial_partner_id ORDER BY d2.next_attempt_at, d2.delivery_id) AS prn
          FROM webhook_deliveries d2
          JOIN webhook_endpoints ep ON ep.endpoint_id = d2.endpoint_id AND ep.status = 'Enabled'
          LEFT JOIN in_flight f ON f.financial_partner_id = ep.financial_partner_id
          WHERE d2.status = 'Pending' AND d2.next_attempt_at <= ${now}
            AND NOT (d2.endpoint_id = ANY(${excludeEndpoints}::text[]))
            ${onlyPartner === undefined ? sql`` : sql`AND ep.financial_partner_id = ${onlyPartner}`}
        ) s
        -- No partner takes more than its share of the slots, however many endpoints it has:
        -- one partner's slow endpoints cannot hold up every other partner's deliveries.
        WHERE s.rn <= ${caps.perEndpoint} AND s.prn <= ${caps.perPartner} - s.partner_in_flight
        ORDER BY s.next_attempt_at, s.delivery_id
        LIMIT ${limit}
      )
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE webhook_deliveries d
    SET next_attempt_at = ${leaseUntil}, attempts = d.attempts + 1
    FROM due
    WHERE d.delivery_id = due.delivery_id AND d.status = 'Pending'
    RETURNING d.delivery_id::text AS delivery_id, d.endpoint_id, d.event_seq::text AS event_seq, d.attempts, d.first_due_at`.execute(trx);
  return result.rows.map((r) => ({
    deliveryId: String(r.delivery_id),
    endpointId: r.endpoint_id,
    eventSeq: String(r.event_seq),
    attempts: Number(r.attempts),
    firstDueAt: new Date(r.first_due_at),
  }));
}

/**
 * One attempt's outcome: the attempt recorded, and the delivery Delivered, due again at `retryAt`, or Failed;
 * 'endpoint-deleted' (nothing written) when the endpoint was deleted while the attempt was under way.
 */
export async function recordAttempt(
  db: Db,
  attempt: {
    deliveryId: string;
    endpointId: string;
    attemptedAt: Date;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    responseBody: string | null;
    outcome: { kind: 'Delivered' } | { kind: 'Retry'; at: Date } | { kind: 'Failed' };
  },
  /** The platform's clock, for an endpoint.failing event's time (the attempt's is the wall clock's). */
  platformNow: Date,
): Promise<'recorded' | 'endpoint-deleted'> {
  return db.transaction().execute(async (trx) => {
    // Deleting an endpoint deletes its deliveries. Locking the delivery first orders this attempt
    // against a deletion: either the deletion waits for the attempt, or the attempt finds nothing
    // left to record (an attempt written against a deleted delivery fails its foreign key).
    const delivery = await trx.selectFrom('webhook_deliveries').select('delivery_id').where('delivery_id', '=', attempt.deliveryId).forNoKeyUpdate().executeTakeFirst();
    if (!delivery) return 'endpoint-deleted';
    await trackFailingStreak(trx, attempt.endpointId, attempt.outcome.kind === 'Delivered', attempt.attemptedAt, lastAttemptText(attempt), platformNow);
    await trx
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: attempt.deliveryId,
        endpoint_id: attempt.endpointId,
        attempted_at: attempt.attemptedAt,
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error: attempt.error,
        response_body: attempt.responseBody,
      })
      .execute();
    const outcome = attempt.outcome;
    await trx
      .updateTable('webhook_deliveries')
      .set(
        outcome.kind === 'Delivered'
          ? { status: 'Delivered', delivered_at: attempt.attemptedAt }
          : outcome.kind === 'Retry'
            ? { next_attempt_at: outcome.at }
            : { status: 'Failed' },
      )
      .where('delivery_id', '=', attempt.deliveryId)
      .where('status', '=', 'Pending')
      .execute();
    return 'recorded';
  });
}

/** After this many attempts failed in a row, an endpoint is failing: endpoint.failing is written, once a streak. */
export const FAILING_AFTER_ATTEMPTS = 5;

/** What an attempt got, in words: "HTTP 500", or why there was no answer. */
export function lastAttemptText(attempt: { statusCode: number | null; error: string | null }): string {
  return attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? 'no answer');
}

/**
 * The endpoint's failing streak after an attempt: a success ends it; a
 * failure adds to it, and the FAILING_AFTER_ATTEMPTS-th in a row writes
 * endpoint.failing (once a streak), for the partner's feed and other endpoints.
 */
async function trackFailingStreak(trx: Tx, endpointId: string, succeeded: boolean, attemptedAt: Date, lastAttempt: string, platformNow: Date): Promise<void> {
  if (succeeded) {
    await sql`
      UPDATE webhook_endpoints SET consecutive_failures = 0, failing_since = NULL, failing_reported = false
      WHERE endpoint_id = ${endpointId} AND (consecutive_failures <> 0 OR failing_reported)`.execute(trx);
    return;
  }
  const result = await sql<{ financial_partner_id: string; url: string; consecutive_failures: number; failing_since: Date }>`
    UPDATE webhook_endpoints
    SET consecutive_failures = consecutive_failures + 1,
        failing_since = COALESCE(failing_since, ${attemptedAt}::timestamptz),
        failing_reported = failing_reported OR consecutive_failures + 1 >= ${FAILING_AFTER_ATTEMPTS}
    WHERE endpoint_id = ${endpointId}
    RETURNING financial_partner_id, url, consecutive_failures, failing_since`.execute(trx);
  const row = result.rows[0];
  // The count goes up under the row's lock, one attempt at a time: exactly one attempt of a streak reaches the line.
  if (!row || Number(row.consecutive_failures) !== FAILING_AFTER_ATTEMPTS) return;
  await insertEndpointEvent(
    trx,
    'endpoint.failing',
    row.financial_partner_id,
    endpointId,
    {
      endpointId,
      url: row.url,
      failingSince: formatDateTime(new Date(row.failing_since)),
      consecutiveFailures: Number(row.consecutive_failures),
      lastAttempt,
    },
    platformNow,
  );
}

/** An endpoint.* event: in the partner's feed and for its other endpoints, never for the endpoint it is about. */
async function insertEndpointEvent(
  trx: Tx,
  type: 'endpoint.failing' | 'endpoint.disabled',
  financialPartnerId: string,
  endpointId: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await sql`
    INSERT INTO events (event_type, financial_partner_id, data, created_at, except_endpoint_id)
    VALUES (${type}, ${financialPartnerId}, ${JSON.stringify(data)}::jsonb, ${now}::timestamptz, ${endpointId})`.execute(trx);
}

/**
 * An endpoint that failed for the whole retry window: Disabled with the
 * reason, its pending deliveries Failed, and endpoint.disabled written (once:
 * only if it was Enabled).
 */
export async function disableEndpoint(db: Db, endpointId: string, reason: string, now: Date, platformNow: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const disabled = await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'Disabled', disabled_reason: reason, disabled_at: now, updated_at: now })
      .where('endpoint_id', '=', endpointId)
      .where('status', '=', 'Enabled')
      .returning(['financial_partner_id', 'url'])
      .executeTakeFirst();
    await trx.updateTable('webhook_deliveries').set({ status: 'Failed' }).where('endpoint_id', '=', endpointId).where('status', '=', 'Pending').execute();
    if (disabled) {
      await insertEndpointEvent(
        trx,
        'endpoint.disabled',
        disabled.financial_partner_id,
        endpointId,
        { endpointId, url: disabled.url, reason, disabledBy: 'platform', disabledAt: formatDateTime(platformNow) },
        platformNow,
      );
    }
  });
}

/**
 * A webhook.test event for one endpoint, and its delivery, due at `dueAt`:
 * the event is in no feed and no fan-out (only_endpoint_id), the delivery is
 * the dispatcher's like any other.
 */
export async function insertTestEvent(db: Db, endpoint: EndpointRecord, data: Record<string, unknown>, now: Date, dueAt: Date): Promise<{ eventId: string }> {
  return db.transaction().execute(async (trx) => {
    const event = await sql<{ event_seq: string; event_id: string }>`
      INSERT INTO events (event_type, financial_partner_id, data, created_at, only_endpoint_id)
      VALUES ('webhook.test', ${endpoint.financialPartnerId}, ${JSON.stringify(data)}::jsonb, ${now}::timestamptz, ${endpoint.endpointId})
      RETURNING event_seq::text AS event_seq, event_id`.execute(trx);
    const { event_seq, event_id } = event.rows[0]!;
    await sql`
      INSERT INTO webhook_deliveries (endpoint_id, event_seq, next_attempt_at, first_due_at, created_at)
      VALUES (${endpoint.endpointId}, ${event_seq}::bigint, ${dueAt}, ${dueAt}, ${dueAt})`.execute(trx);
    return { eventId: event_id };
  });
}

/** How many deliveries are due now (or have a lease that ends by now), of `onlyPartner`'s endpoints when given. */
export async function countDueDeliveries(db: Db, now: Date, onlyPartner?: string): Promise<number> {
  const row = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM webhook_deliveries d JOIN webhook_endpoints ep ON ep.endpoint_id = d.endpoint_id AND ep.status = 'Enabled'
    WHERE d.status = 'Pending' AND d.next_attempt_at <= ${now}
      ${onlyPartner === undefined ? sql`` : sql`AND ep.financial_partner_id = ${onlyPartner}`}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** An attempt succeeded when the endpoint answered 2xx; any other answer, or none, is a failure. */
export function attemptResult(statusCode: number | null): 'Succeeded' | 'Failed' {
  return statusCode !== null && statusCode >= 200 && statusCode < 300 ? 'Succeeded' : 'Failed';
}

export interface AttemptRecord {
  attemptId: string;
  deliveryId: string;
  eventId: string;
  eventType: string;
  /** The first 1 KB of the answer's body; null when there was no answer (or before migration 030). */
  responseBody: string | null;
  /** What this attempt got (2xx: Succeeded), whatever became of the delivery after it. */
  result: 'Succeeded' | 'Failed';
  deliveryStatus: 'Pending' | 'Delivered' | 'Failed';
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** The endpoint's attempts, newest first, before `beforeAttemptId` when given. */
export async function listAttempts(db: Db, endpointId: string, limit: number, beforeAttemptId: string | undefined): Promise<AttemptRecord[]> {
  const result = await sql<{
    attempt_id: string;
    delivery_id: string;
    event_id: string;
    event_type: string;
    status: 'Pending' | 'Delivered' | 'Failed';
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    response_body: string | null;
  }>`
    SELECT a.attempt_id::text AS attempt_id, a.delivery_id::text AS delivery_id, e.event_id, e.event_type, d.status,
           a.attempted_at, a.status_code, a.duration_ms, a.error, a.response_body
    FROM webhook_delivery_attempts a
    JOIN webhook_deliveries d ON d.delivery_id = a.delivery_id
    JOIN events e ON e.event_seq = d.event_seq
    WHERE a.endpoint_id = ${endpointId} ${beforeAttemptId === undefined ? sql`` : sql`AND a.attempt_id < ${beforeAttemptId}::bigint`}
    ORDER BY a.attempt_id DESC
    LIMIT ${limit}`.execute(db);
  return result.rows.map((r) => ({
    attemptId: String(r.attempt_id),
    deliveryId: String(r.delivery_id),
    eventId: r.event_id,
    eventType: r.event_type,
    result: attemptResult(r.status_code === null ? null : Number(r.status_code)),
    deliveryStatus: r.status,
    attemptedAt: new Date(r.attempted_at),
    statusCode: r.status_code === null ? null : Number(r.status_code),
    durationMs: Number(r.duration_ms),
    error: r.error,
    responseBody: r.response_body,
  }));
}

/**
 * A replay: a new Pending delivery, due now, for each of the endpoint's
 * partner's events (of the types it wants) made at or after `since`, at most
 * `limit`, skipping those already pending. Returns how many were queued.
 */
export async function queueReplay(db: Db, endpoint: EndpointRecord, since: Date, limit: number, now: Date): Promise<number> {
  const result = await sql<{ n: string }>`
    WITH chosen AS (
      SELECT e.event_seq, e.tx_id FROM events e
      WHERE e.financial_partner_id = ${endpoint.financialPartnerId} AND e.created_at >= ${since}
        AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        AND (${endpoint.eventTypes.length === 0} OR e.event_type = ANY(${endpoint.eventTypes}::text[]))
        AND e.only_endpoint_id IS NULL AND e.except_endpoint_id IS DISTINCT FROM ${endpoint.endpointId}
      ORDER BY e.tx_id, e.event_seq
      LIMIT ${limit}
    ),
    made AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_seq, next_attempt_at, first_due_at, created_at)
      SELECT ${endpoint.endpointId}, c.event_seq, ${now}, ${now}, ${now} FROM chosen c ORDER BY c.tx_id, c.event_seq
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::text AS n FROM made`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
