/**
 * The Webhooks API (endpoints, the events feed, delivery logs and replays) and
 * `verifyWebhook`, which checks a received webhook's Standard Webhooks
 * signature with the `standardwebhooks` package (the same the platform signs
 * with) before its body is trusted.
 */
import { Webhook } from 'standardwebhooks';
import { onePage, Paged } from './paging.js';
import type { PlatformPromise, RequestOptions } from './response.js';
import type { Http } from './transport.js';
import type {
  CreatedWebhookEndpoint,
  EventsPage,
  PlatformEvent,
  RotatedWebhookSecret,
  WebhookDeliveryAttempt,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointList,
  WebhookEndpointInput,
} from './types.js';

const API_VERSION = '2026-05-01';
const enc = encodeURIComponent;

export class WebhooksApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * Registers an endpoint; its signing secret (`whsec_...`) is in this answer only. Not retried after a network failure.
   *
   * @example
   * ```ts
   * const endpoint = await platform.webhooks.createEndpoint({ url: 'https://partner.example.com/hooks', eventTypes: ['instruction.processed', 'batch.locked'] });
   * console.log(endpoint.id, endpoint.secret); // keep the secret: verifyWebhook needs it
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when the URL is not a safe https endpoint for this environment, or an event type is unknown.
   * @throws `ConflictError` `Conflict` when the partner has 20 endpoints already.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  createEndpoint(endpoint: WebhookEndpointInput, request?: RequestOptions): PlatformPromise<CreatedWebhookEndpoint> {
    return this.http.json(
      { method: 'POST', path: '/webhooks/endpoints', operation: 'POST /webhooks/endpoints', body: endpoint, idempotent: false, apiVersion: API_VERSION },
      request,
    );
  }

  /**
   * The partner's endpoints, oldest first: a list (see {@link Paged}) of one page, `{ endpoints }`.
   *
   * @example
   * ```ts
   * for await (const endpoint of platform.webhooks.listEndpoints()) console.log(endpoint.url, endpoint.status);
   * const { endpoints } = await platform.webhooks.listEndpoints();
   * ```
   *
   * @throws nothing of its own route.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  listEndpoints(request?: RequestOptions): Paged<WebhookEndpoint, WebhookEndpointList> {
    return onePage(
      () =>
        this.http
          .json<WebhookEndpointList>({ method: 'GET', path: '/webhooks/endpoints', operation: 'GET /webhooks/endpoints', idempotent: true, apiVersion: API_VERSION }, request)
          .withResponse(),
      (page) => page.endpoints,
    );
  }

  /**
   * One endpoint (its secret is never shown again).
   *
   * @example
   * ```ts
   * const { status, disabledReason } = await platform.webhooks.getEndpoint(endpointId);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  getEndpoint(endpointId: string, request?: RequestOptions): PlatformPromise<WebhookEndpoint> {
    return this.http.json(
      { method: 'GET', path: `/webhooks/endpoints/${enc(endpointId)}`, operation: 'GET /webhooks/endpoints/{id}', idempotent: true, apiVersion: API_VERSION },
      request,
    );
  }

  /**
   * Changes an endpoint: its `url` (checked as at registration), the `eventTypes` it receives, its
   * `description`, or its `status` (`'Enabled'` re-enables a Disabled endpoint: the events made from now on
   * are delivered, `replay()` brings what it missed; `'Disabled'` stops deliveries by hand). The secret stays.
   * Retried after a network failure (the change is the same however often it is made).
   *
   * @example
   * ```ts
   * await platform.webhooks.updateEndpoint(endpointId, { url: 'https://partner.example.com/hooks/v2', eventTypes: ['instruction.processed'] });
   * await platform.webhooks.updateEndpoint(endpointId, { status: 'Enabled' }); // after it was Disabled
   * ```
   *
   * @throws `ValidationError` (`ValidationFailed`) for an unsafe URL, an unknown event type, an unknown field or an empty change.
   * @throws `NotFoundError` (`NotFound`) when the partner has no endpoint with this id.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  updateEndpoint(endpointId: string, change: WebhookEndpointChange, request?: RequestOptions): PlatformPromise<WebhookEndpoint> {
    return this.http.json(
      {
        method: 'PATCH',
        path: `/webhooks/endpoints/${enc(endpointId)}`,
        operation: 'PATCH /webhooks/endpoints/{id}',
        body: change,
        idempotent: true,
        apiVersion: API_VERSION,
      },
      request,
    );
  }

  /**
   * Deletes an endpoint: nothing more is delivered to it; its delivery log goes with it.
   *
   * @example
   * ```ts
   * await platform.webhooks.deleteEndpoint(endpointId);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  deleteEndpoint(endpointId: string, request?: RequestOptions): PlatformPromise<void> {
    return this.http.none(
      { method: 'DELETE', path: `/webhooks/endpoints/${enc(endpointId)}`, operation: 'DELETE /webhooks/endpoints/{id}', idempotent: false, apiVersion: API_VERSION },
      request,
    );
  }

  /**
   * A new signing secret; the old one keeps signing beside it for 24 hours.
   *
   * @example
   * ```ts
   * const { secret, previousSecretExpiresAt } = await platform.webhooks.rotateSecret(endpointId);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  rotateSecret(endpointId: string, request?: RequestOptions): PlatformPromise<RotatedWebhookSecret> {
    return this.http.json(
      {
        method: 'POST',
        path: `/webhooks/endpoints/${enc(endpointId)}/rotate-secret`,
        operation: 'POST /webhooks/endpoints/{id}/rotate-secret',
        idempotent: false,
        apiVersion: API_VERSION,
      },
      request,
    );
  }

  /**
   * The endpoint's delivery attempts, newest first: a list (see {@link Paged}). Awaited, the first page
   * (`{ attempts }`, `limit` of them at most); iterated, every attempt, each page after the last attempt of the
   * page before (`before`: an attemptId, where to start instead of the newest).
   *
   * @example
   * ```ts
   * const { attempts } = await platform.webhooks.deliveries(endpointId, { limit: 10 });
   * for (const a of attempts) console.log(a.eventId, a.deliveryStatus, a.statusCode);
   * for await (const a of platform.webhooks.deliveries(endpointId)) if (a.result === 'Failed') console.log(a.eventId);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws `ValidationError` `ValidationFailed` when `limit` or `before` is refused.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  deliveries(endpointId: string, options: { limit?: number; before?: string } = {}, request?: RequestOptions): Paged<WebhookDeliveryAttempt, WebhookDeliveryPage> {
    return new Paged(
      (before) =>
        this.http
          .json<WebhookDeliveryPage>(
            {
              method: 'GET',
              path: `/webhooks/endpoints/${enc(endpointId)}/deliveries`,
              operation: 'GET /webhooks/endpoints/{id}/deliveries',
              query: { limit: options.limit, before: before ?? options.before },
              idempotent: true,
              apiVersion: API_VERSION,
            },
            request,
          )
          .withResponse(),
      (page) => page.attempts,
      // The next page: the attempts older than this page's last; an empty page ends the list.
      (page) => page.attempts.at(-1)?.attemptId,
    );
  }

  /**
   * Redelivers every event made at or after `since`, with the same webhook-id; answers how many were queued.
   *
   * @example
   * ```ts
   * const { eventsQueued } = await platform.webhooks.replay(endpointId, new Date(Date.now() - 3_600_000));
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws `ConflictError` `Conflict` when the endpoint is Disabled (enable it first with `updateEndpoint`).
   * @throws `ValidationError` `ValidationFailed` when `since` is not a date-time.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  replay(endpointId: string, since: string | Date, request?: RequestOptions): PlatformPromise<{ eventsQueued: number }> {
    return this.http.json(
      {
        method: 'POST',
        path: `/webhooks/endpoints/${enc(endpointId)}/replay`,
        operation: 'POST /webhooks/endpoints/{id}/replay',
        body: { since: typeof since === 'string' ? since : since.toISOString() },
        idempotent: true,
        apiVersion: API_VERSION,
      },
      request,
    );
  }

  /**
   * Sends a signed `webhook.test` event to this endpoint alone (whatever event types it receives), delivered, retried
   * and logged like any other; it is in no feed. Answers the event's id: the `webhook-id` of its delivery.
   *
   * @example
   * ```ts
   * const { eventId } = await platform.webhooks.sendTestEvent(endpointId);
   * const { attempts: [attempt] } = await platform.webhooks.deliveries(endpointId, { limit: 1 });
   * console.log(attempt?.eventId === eventId ? attempt.result : 'not attempted yet');
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the partner has no endpoint with this id.
   * @throws `ConflictError` `Conflict` when the endpoint is Disabled (enable it first with `updateEndpoint`).
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  sendTestEvent(endpointId: string, request?: RequestOptions): PlatformPromise<{ eventId: string }> {
    return this.http.json(
      {
        method: 'POST',
        path: `/webhooks/endpoints/${enc(endpointId)}/test`,
        operation: 'POST /webhooks/endpoints/{id}/test',
        // Each call sends a new event: a retry after a lost answer would send a second.
        idempotent: false,
        apiVersion: API_VERSION,
      },
      request,
    );
  }

  /**
   * One page of the events feed after the cursor (`next` of the previous page; none: from the first event).
   *
   * @example
   * ```ts
   * const page = await platform.webhooks.eventsPage({ limit: 100 });
   * const next = await platform.webhooks.eventsPage({ after: page.next });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when `after` is not a cursor this API returned.
   * @throws `PlatformError` 410 `EventsPruned` when events after the cursor were pruned: read again without `after`.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  eventsPage(options: { after?: string; limit?: number } = {}, request?: RequestOptions): PlatformPromise<EventsPage> {
    return this.http.json(
      {
        method: 'GET',
        path: '/webhooks/events',
        operation: 'GET /webhooks/events',
        query: { after: options.after, limit: options.limit },
        idempotent: true,
        apiVersion: API_VERSION,
      },
      request,
    );
  }

  /**
   * The events feed, oldest first, from `after` (default: the first event) to
   * the last event there is now; `cursor()` then gives the position to resume
   * from later. The cursor never skips nor repeats an event. `request`
   * applies to each page; `lastRequestId()` is the last page's request id.
   *
   * @example
   * ```ts
   * const feed = platform.webhooks.events({ after: savedCursor });
   * for await (const event of feed) if (event.type === 'interest.posted') console.log(event.data.interestPostedAmount);
   * const resumeFrom = feed.cursor();
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when `after` is not a cursor this API returned (from the first page read).
   * @throws `PlatformError` 410 `EventsPruned` when events after the cursor were pruned: read again without `after`.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  events(options: { after?: string; limit?: number } = {}, request?: RequestOptions): EventFeed {
    let cursor = options.after;
    let lastRequestId: string | undefined;
    const eventsPage = async (after: string | undefined) => {
      const answer = await this.eventsPage({ after, limit: options.limit }, request).withResponse();
      lastRequestId = answer.requestId;
      return answer.data;
    };
    return {
      cursor: () => cursor,
      lastRequestId: () => lastRequestId,
      async *[Symbol.asyncIterator]() {
        for (;;) {
          const page = await eventsPage(cursor);
          for (const event of page.events) yield event;
          cursor = page.next;
          if (page.events.length === 0) return;
        }
      },
    };
  }
}

/** The events feed as an async iterable, with the cursor to resume from. */
export interface EventFeed extends AsyncIterable<PlatformEvent> {
  /** The `next` cursor of the last page read (undefined before the first). */
  cursor(): string | undefined;
  /** The platform's request id of the last page read (undefined before the first). */
  lastRequestId(): string | undefined;
}

/**
 * Verifies a received webhook (the raw body as received, its headers, and the
 * endpoint's secret, or both secrets during a rotation) and returns the event.
 * Throws when no secret's signature matches, the timestamp is more than five
 * minutes off, or a header is missing: the body must not be trusted then.
 */
export function verifyWebhook(rawBody: string | Buffer, headers: Record<string, string | string[] | undefined> | Headers, secret: string | readonly string[]): PlatformEvent {
  const flat: Record<string, string> = {};
  const entries: [string, unknown][] = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : String(value);
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const secrets = typeof secret === 'string' ? [secret] : secret;
  let failure: unknown = new Error('no secret given');
  for (const candidate of secrets) {
    try {
      return new Webhook(candidate).verify(body, flat) as PlatformEvent;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
