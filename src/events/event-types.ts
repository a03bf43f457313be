/**
 * The events a partner can receive (webhooks) or read (GET /webhooks/events).
 * Each is written by the transaction that made the change it tells of
 * (events.repository.ts), so it exists exactly when that change committed.
 */
export const EVENT_TYPES = [
  'instruction.processed',
  'instruction.rejected',
  'batch.locked',
  'batch.closed',
  'batch.completed',
  'account.opened',
  'account.matured',
  'account.closed',
  'interest.posted',
  'portfolio.updated',
  // Beyond the specification (issue 27, docs/fscs.md): a deposit Processed under the partner's `warn` FSCS policy left the client over the limit.
  'client.fscs_limit_exceeded',
  // Issue 31: about the partner's webhook endpoints (docs/decisions/events-feed.md). webhook.test is sent on
  // request (POST /webhooks/endpoints/{id}/test) to that endpoint only; endpoint.* go to the partner's other endpoints.
  'webhook.test',
  'endpoint.failing',
  'endpoint.disabled',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The version of the Webhooks API whose document describes the events' shape
 * (API_VERSIONS.webhooks, which a test holds it to): every event says it, so
 * a receiver knows which shape it reads when the shape moves on.
 */
export const EVENT_API_VERSION = '2026-05-01';

/** One event as the partner sees it. */
export interface PlatformEvent {
  id: string;
  type: EventType;
  /** EVENT_API_VERSION. */
  apiVersion: string;
  /** The platform's clock when the change was made (formatted like every date-time of the API). */
  createdAt: string;
  financialPartnerId: string;
  /** The changed resource's key fields, named and formatted as the partner API returns them. */
  data: Record<string, unknown>;
}
