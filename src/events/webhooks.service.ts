/**
 * The Webhooks API's rules: a partner's endpoints (URL checked against the
 * server-side request forgery guard, a signing secret shown once, rotation
 * with 24 hours of overlap), the events feed with its cursor, the delivery
 * log and replays. Another partner's endpoint is 404.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { DEFAULT_EVENT_RETENTION_DAYS, type PlatformEnv } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import { newId, parseBigintId } from '../platform/ids.js';
import { formatDateTime } from '../platform/time.js';
import { EVENT_API_VERSION, EVENT_TYPES, type PlatformEvent } from './event-types.js';
import { type EventRow, type FeedPosition, readFeed, readRetentionMark } from './events.repository.js';
import { checkEndpointUrl, UnsafeUrlError } from './url-guard.js';
import {
  type AttemptRecord,
  deleteEndpoint,
  type EndpointChange,
  type EndpointRecord,
  findEndpoint,
  insertEndpointWithinCap,
  listAttempts,
  listEndpoints,
  insertTestEvent,
  queueReplay,
  rotateSecret,
  updateEndpoint,
} from './webhooks.repository.js';

/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 3_600_000;
/** Endpoints a partner may register. */
export const MAX_ENDPOINTS_PER_PARTNER = 20;
/** Events one replay may queue. */
export const MAX_REPLAY_EVENTS = 10_000;

/**
 * A new webhook signing secret.
 *
 * Errors: none.
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The opaque cursor of a feed position: base64url of "txId.seq".
 *
 * Errors: none.
 */
export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.txId}.${position.seq}`).toString('base64url');
}

/**
 * A cursor this API returned: both parts bigints (a transaction id and a
 * sequence number), else a 400 naming `after`.
 *
 * Errors: `ValidationFailed` (the cursor is not one this API returned; field
 * `after`).
 */
export function decodeCursor(cursor: string): FeedPosition {
  const text = /^[A-Za-z0-9_-]{1,64}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const [txId, seq, ...rest] = text.split('.');
  const position = rest.length === 0 && txId !== undefined && seq !== undefined ? { txId: parseBigintId(txId), seq: parseBigintId(seq) } : undefined;
  if (position?.txId === undefined || position.seq === undefined)
    throw AppError.validation([{ field: 'after', reason: 'format' }], 'The after cursor is not one this API returned.');
  return { txId: String(position.txId), seq: String(position.seq) };
}

/**
 * An event as the API and webhooks show it.
 *
 * Errors: none.
 */
export function eventToJson(event: EventRow): PlatformEvent {
  return {
    id: event.eventId,
    type: event.eventType,
    apiVersion: EVENT_API_VERSION,
    createdAt: formatDateTime(event.createdAt),
    financialPartnerId: event.financialPartnerId,
    data: event.data,
  };
}

export interface EventsPage {
  events: PlatformEvent[];
  /** Pass as `after` to read on; the same cursor when no event was there yet. */
  next: string;
  /** How many days events are kept before they are pruned (EVENT_RETENTION_DAYS). */
  retentionDays: number;
  /** The cut-off of the latest pruning that deleted events of the partner's; null while none was. */
  prunedBefore: string | null;
}

/** True when feed position a comes before b. */
function isBefore(a: FeedPosition, b: FeedPosition): boolean {
  const [aTx, bTx] = [BigInt(a.txId), BigInt(b.txId)];
  return aTx < bTx || (aTx === bTx && BigInt(a.seq) < BigInt(b.seq));
}

/** The event types asked for, each once; `ValidationFailed` naming those that are not event types. */
function knownEventTypes(asked: readonly string[]): string[] {
  const eventTypes = [...new Set(asked)];
  const unknown = eventTypes.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
  if (unknown.length) throw AppError.validation([{ field: 'eventTypes', reason: 'enum' }], `Unknown event types: ${unknown.join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`);
  return eventTypes;
}

export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly platformEnv: PlatformEnv,
    /** EVENT_RETENTION_DAYS: what the feed says of its retention (the pruning itself is event-retention.jobs.ts's). */
    private readonly retentionDays: number = DEFAULT_EVENT_RETENTION_DAYS,
    /** The clock deliveries run on (wall time, as the dispatcher's retries and leases do): a rotated-out secret's overlap and a replay's due time are on it. */
    private readonly deliveryClock: Clock = systemClock,
  ) {}

  /**
   * Registers a webhook endpoint with a new signing secret.
   *
   * Errors: `ValidationFailed` (the url is not a safe https endpoint for this
   * environment, or an event type is unknown), `Conflict` (the partner has
   * MAX_ENDPOINTS_PER_PARTNER endpoints already).
   */
  async createEndpoint(financialPartnerId: string, input: { url: string; eventTypes?: string[]; description?: string }): Promise<EndpointRecord> {
    await this.checkUrl(input.url);
    const eventTypes = knownEventTypes(input.eventTypes ?? []);
    // The cap is taken in the insert's own statement, never read first: concurrent registrations cannot all see room.
    const created = await insertEndpointWithinCap(
      this.db,
      { endpointId: `ep_${newId().replace(/-/g, '')}`, financialPartnerId, url: input.url, eventTypes, description: input.description ?? null, secret: newSigningSecret() },
      MAX_ENDPOINTS_PER_PARTNER,
      this.clock.now(),
    );
    if (!created) throw new AppError('Conflict', `A partner may register at most ${MAX_ENDPOINTS_PER_PARTNER} webhook endpoints; delete one first.`);
    return created;
  }

  /**
   * Changes the partner's endpoint: its url, the event types it receives, its
   * description, and its status (Enabled again after it was disabled, or
   * Disabled by hand). Its secret changes only by rotation.
   *
   * Errors: `ValidationFailed` (the url is not a safe https endpoint for this
   * environment, or an event type is unknown), `NotFound` (the partner has no
   * endpoint with this id).
   */
  async updateEndpoint(
    financialPartnerId: string,
    endpointId: string,
    input: { url?: string; eventTypes?: string[]; description?: string | null; status?: 'Enabled' | 'Disabled' },
  ): Promise<EndpointRecord> {
    if (input.url !== undefined) await this.checkUrl(input.url);
    const status =
      input.status === undefined ? undefined : input.status === 'Enabled' ? ({ to: 'Enabled' } as const) : ({ to: 'Disabled', reason: 'Disabled by the partner.' } as const);
    const change: EndpointChange = { url: input.url, eventTypes: input.eventTypes && knownEventTypes(input.eventTypes), description: input.description, status };
    const updated = await updateEndpoint(this.db, financialPartnerId, endpointId, change, this.clock.now());
    if (!updated) throw AppError.notFound(`Webhook endpoint ${endpointId}`);
    return updated;
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkEndpointUrl(url, this.platformEnv);
    } catch (error) {
      if (error instanceof UnsafeUrlError) throw AppError.validation([{ field: 'url', reason: 'format' }], error.message);
      throw error;
    }
  }

  /**
   * The partner's webhook endpoints.
   *
   * Errors: none.
   */
  listEndpoints(financialPartnerId: string): Promise<EndpointRecord[]> {
    return listEndpoints(this.db, financialPartnerId);
  }

  /**
   * The partner's webhook endpoint.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id).
   */
  async getEndpoint(financialPartnerId: string, endpointId: string): Promise<EndpointRecord> {
    const endpoint = await findEndpoint(this.db, financialPartnerId, endpointId);
    if (!endpoint) throw AppError.notFound(`Webhook endpoint ${endpointId}`);
    return endpoint;
  }

  /**
   * Deletes the partner's webhook endpoint.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id).
   */
  async deleteEndpoint(financialPartnerId: string, endpointId: string): Promise<void> {
    if (!(await deleteEndpoint(this.db, financialPartnerId, endpointId))) throw AppError.notFound(`Webhook endpoint ${endpointId}`);
  }

  /**
   * Gives the endpoint a new signing secret; the previous one also signs for
   * PREVIOUS_SECRET_OVERLAP_MS.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id).
   */
  async rotateSecret(financialPartnerId: string, endpointId: string): Promise<EndpointRecord> {
    const now = this.clock.now();
    const rotated = await rotateSecret(this.db, financialPartnerId, endpointId, newSigningSecret(), new Date(this.deliveryClock.now().getTime() + PREVIOUS_SECRET_OVERLAP_MS), now);
    if (!rotated) throw AppError.notFound(`Webhook endpoint ${endpointId}`);
    return rotated;
  }

  /**
   * A page of the partner's event feed after the cursor, with the cursor to
   * read on and what the retention has pruned. A cursor before the furthest
   * of the partner's events pruned has unread events that are gone: refused,
   * rather than answered with a page that silently skips them. No cursor
   * reads from just after that furthest event (the feed holds nothing older;
   * an older event kept only for a delivery still pending is not in it).
   *
   * Errors: `ValidationFailed` (the after cursor is not one this API returned),
   * `EventsPruned` (events after the cursor were pruned).
   */
  async events(financialPartnerId: string, after: string | undefined, limit: number): Promise<EventsPage> {
    const fromStart = after === undefined || after === '';
    const position = fromStart ? ((await readRetentionMark(this.db, financialPartnerId))?.prunedThrough ?? { txId: '0', seq: '0' }) : decodeCursor(after);
    const rows = await readFeed(this.db, financialPartnerId, position, limit);
    // Read after the page: a pruning that committed before the page was read is in the mark, so a page that
    // skipped pruned events is never answered; one that commits later pruned nothing the page could show.
    const mark = await readRetentionMark(this.db, financialPartnerId);
    const prunedBefore = mark ? formatDateTime(mark.prunedBefore) : null;
    if (!fromStart && mark && isBefore(position, mark.prunedThrough))
      throw new AppError(
        'EventsPruned',
        `Events after this cursor were deleted: events are kept ${this.retentionDays} days, and yours made before ${prunedBefore} have been pruned. ` +
          'Read the feed again without after to start at the oldest event kept, and reconcile what you missed from the APIs.',
      );
    const last = rows.at(-1);
    return { events: rows.map(eventToJson), next: encodeCursor(last ? last.position : position), retentionDays: this.retentionDays, prunedBefore };
  }

  /**
   * The endpoint's latest delivery attempts, before an attemptId when given.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id),
   * `ValidationFailed` (before is not an attemptId).
   */
  async attempts(financialPartnerId: string, endpointId: string, limit: number, before: string | undefined): Promise<AttemptRecord[]> {
    await this.getEndpoint(financialPartnerId, endpointId);
    if (before !== undefined && parseBigintId(before) === undefined) throw AppError.validation([{ field: 'before', reason: 'format' }], 'before must be an attemptId.');
    return listAttempts(this.db, endpointId, limit, before);
  }

  /**
   * Queues the partner's events since a time for delivery to the endpoint
   * again; returns how many.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id), `Conflict`
   * (the endpoint is disabled).
   */
  /**
   * Sends a signed webhook.test event to the endpoint, and to it alone: a
   * delivery due now, attempted, retried and logged like any other; the event
   * is in no feed and reaches no other endpoint.
   *
   * Errors: `NotFound` (the partner has no endpoint with this id), `Conflict`
   * (the endpoint is disabled).
   */
  async sendTestEvent(financialPartnerId: string, endpointId: string): Promise<{ eventId: string }> {
    const endpoint = await this.getEndpoint(financialPartnerId, endpointId);
    if (endpoint.status === 'Disabled') throw this.disabledConflict(endpoint);
    return insertTestEvent(
      this.db,
      endpoint,
      { endpointId, url: endpoint.url, message: 'A test event, sent on request: it needs no action.' },
      this.clock.now(),
      this.deliveryClock.now(),
    );
  }

  private disabledConflict(endpoint: EndpointRecord): AppError {
    return new AppError(
      'Conflict',
      `Webhook endpoint ${endpoint.endpointId} is disabled (${endpoint.disabledReason ?? 'no reason'}); enable it first (PATCH /webhooks/endpoints/${endpoint.endpointId} with status Enabled).`,
    );
  }

  async replay(financialPartnerId: string, endpointId: string, since: Date): Promise<number> {
    const endpoint = await this.getEndpoint(financialPartnerId, endpointId);
    if (endpoint.status === 'Disabled') throw this.disabledConflict(endpoint);
    return queueReplay(this.db, endpoint, since, MAX_REPLAY_EVENTS, this.deliveryClock.now());
  }
}
