/** The Webhooks API (/webhooks): endpoints, their deliveries and replays, and the events feed. */
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses, filledDefault, NoContent, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { formatDateTime, parseIsoDateTime } from '../platform/time.js';
import type { EndpointRecord } from './webhooks.repository.js';
import {
  AttemptsQuery,
  AttemptsSchema,
  CreatedEndpointSchema,
  CreateEndpointBody,
  EndpointIdParams,
  EndpointListSchema,
  EndpointSchema,
  EventsPageSchema,
  EventsQuery,
  ReplayBody,
  ReplayResponse,
  RotatedSecretSchema,
  TestEventSent,
  UpdateEndpointBody,
} from './webhooks.schemas.js';
import type { WebhooksService } from './webhooks.service.js';

const TAG = 'Webhooks API';

function endpointToJson(endpoint: EndpointRecord) {
  return {
    id: endpoint.endpointId,
    url: endpoint.url,
    eventTypes: endpoint.eventTypes,
    description: endpoint.description,
    status: endpoint.status,
    disabledReason: endpoint.disabledReason,
    createdAt: formatDateTime(endpoint.createdAt),
  };
}

export function webhooksRoutes(app: HttpApp, webhooks: WebhooksService): void {
  endpointRoutes(app, webhooks);
  endpointActionRoutes(app, webhooks);
  eventRoutes(app, webhooks);
}

/** Webhook endpoints: register, list, read, change, remove. */
function endpointRoutes(app: HttpApp, webhooks: WebhooksService): void {
  app.post(
    '/endpoints',
    {
      schema: {
        tags: [TAG],
        operationId: 'createWebhookEndpoint',
        summary: 'Register a webhook endpoint',
        description:
          'Events of the chosen types are POSTed to the URL, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: v1,<HMAC-SHA256>). The signing secret is in this answer only.',
        body: CreateEndpointBody,
        response: { 201: CreatedEndpointSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const endpoint = await webhooks.createEndpoint(request.partner.financialPartnerId, request.body);
      reply.code(201);
      return { ...endpointToJson(endpoint), secret: endpoint.secret };
    },
  );

  app.get(
    '/endpoints',
    {
      schema: {
        tags: [TAG],
        operationId: 'listWebhookEndpoints',
        summary: 'List the webhook endpoints',
        response: { 200: EndpointListSchema, ...errorResponses(...PARTNER_ERROR_STATUSES) },
      },
    },
    async (request) => ({ endpoints: (await webhooks.listEndpoints(request.partner.financialPartnerId)).map(endpointToJson) }),
  );

  app.get(
    '/endpoints/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'getWebhookEndpoint',
        summary: 'One webhook endpoint',
        params: EndpointIdParams,
        response: { 200: EndpointSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => endpointToJson(await webhooks.getEndpoint(request.partner.financialPartnerId, request.params.id)),
  );

  app.patch(
    '/endpoints/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'updateWebhookEndpoint',
        summary: 'Change a webhook endpoint',
        description:
          'Changes the fields given: the URL (checked as at registration), the event types to receive, the description, or the status: `Enabled` re-enables a Disabled endpoint (the events made from now on are delivered; replay what it missed), `Disabled` stops deliveries by hand. The signing secret stays.',
        params: EndpointIdParams,
        body: UpdateEndpointBody,
        response: { 200: EndpointSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 413, 415) },
      },
    },
    async (request) => endpointToJson(await webhooks.updateEndpoint(request.partner.financialPartnerId, request.params.id, request.body)),
  );

  app.delete(
    '/endpoints/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint',
        description: 'Nothing more is delivered to it; its delivery log goes with it.',
        params: EndpointIdParams,
        response: { 204: NoContent, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.deleteEndpoint(request.partner.financialPartnerId, request.params.id);
      return reply.code(204).send();
    },
  );
}

/** An endpoint's secret rotation, deliveries, test event and replay. */
function endpointActionRoutes(app: HttpApp, webhooks: WebhooksService): void {
  app.post(
    '/endpoints/:id/rotate-secret',
    {
      schema: {
        tags: [TAG],
        operationId: 'rotateWebhookSecret',
        summary: "Rotate an endpoint's signing secret",
        description:
          'A new secret signs every event from now on; for 24 hours the old one signs too (two signatures in webhook-signature), so the receiver can switch without losing an event.',
        params: EndpointIdParams,
        response: { 200: RotatedSecretSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const rotated = await webhooks.rotateSecret(request.partner.financialPartnerId, request.params.id);
      return { id: rotated.endpointId, secret: rotated.secret, previousSecretExpiresAt: formatDateTime(rotated.previousSecretExpiresAt as Date) };
    },
  );

  app.get(
    '/endpoints/:id/deliveries',
    {
      schema: {
        tags: [TAG],
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's delivery attempts",
        description: 'Each attempt with its time, HTTP status and duration, newest first.',
        params: EndpointIdParams,
        querystring: AttemptsQuery,
        response: { 200: AttemptsSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const attempts = await webhooks.attempts(request.partner.financialPartnerId, request.params.id, filledDefault(request.query.limit, 'limit'), request.query.before);
      return {
        attempts: attempts.map((a) => ({
          attemptId: a.attemptId,
          eventId: a.eventId,
          eventType: a.eventType,
          attemptedAt: formatDateTime(a.attemptedAt),
          statusCode: a.statusCode,
          durationMs: a.durationMs,
          error: a.error,
          result: a.result,
          responseBody: a.responseBody,
          deliveryStatus: a.deliveryStatus,
        })),
      };
    },
  );

  app.post(
    '/endpoints/:id/test',
    {
      schema: {
        tags: [TAG],
        operationId: 'sendWebhookTestEvent',
        summary: 'Send a test event',
        description:
          'Sends a signed `webhook.test` event to this endpoint alone, whatever event types it receives: a delivery due now, attempted, retried and logged like any other. The event is not in the events feed and reaches no other endpoint. A disabled endpoint is 409: enable it first.',
        params: EndpointIdParams,
        response: { 202: TestEventSent, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 409) },
      },
    },
    async (request, reply) => {
      const sent = await webhooks.sendTestEvent(request.partner.financialPartnerId, request.params.id);
      reply.code(202);
      return sent;
    },
  );

  app.post(
    '/endpoints/:id/replay',
    {
      schema: {
        tags: [TAG],
        operationId: 'replayWebhookEvents',
        summary: 'Redeliver events',
        description: "Queues every event made at or after `since` (of the endpoint's types, at most 10,000) for delivery again, with the same webhook-id.",
        params: EndpointIdParams,
        body: ReplayBody,
        response: { 202: ReplayResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const since = parseIsoDateTime(request.body.since);
      if (!since) throw AppError.validation([{ field: 'since', reason: 'format' }]);
      const queued = await webhooks.replay(request.partner.financialPartnerId, request.params.id, since);
      reply.code(202);
      return { eventsQueued: queued };
    },
  );
}

/** The events feed. */
function eventRoutes(app: HttpApp, webhooks: WebhooksService): void {
  app.get(
    '/events',
    {
      schema: {
        tags: [TAG],
        operationId: 'listEvents',
        summary: 'The events feed',
        description:
          "The partner's events, oldest first, after the cursor `after` (the `next` of the previous page). The cursor never skips nor repeats an event: an event shows once no earlier-starting transaction can still commit one before it. " +
          'Events are kept for `retentionDays` (30 by default), then pruned: the page says since when (`prunedBefore`), a read without `after` starts at the oldest event kept, and a cursor from before events of yours that were pruned is answered 410 `EventsPruned` rather than a page that skips them (read again without `after` and reconcile from the APIs).',
        querystring: EventsQuery,
        response: { 200: EventsPageSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 410) },
      },
    },
    async (request) => webhooks.events(request.partner.financialPartnerId, request.query.after, filledDefault(request.query.limit, 'limit')),
  );
}
