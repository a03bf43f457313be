/** The Webhooks API's schemas (TypeBox: validation, types and its OpenAPI document from one definition). */
import { Type } from '@sinclair/typebox';
import { BigintIdParameter } from '../platform/schemas.js';
import { EVENT_DATA_SCHEMAS } from './event-data.schemas.js';
import { EVENT_API_VERSION, EVENT_TYPES, type PlatformEvent } from './event-types.js';
import { MAX_ENDPOINTS_PER_PARTNER } from './webhooks.service.js';

const EventTypeSchema = Type.Union(
  EVENT_TYPES.map((t) => Type.Literal(t)),
  { description: 'An event type.' },
);

export const EndpointIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'The endpoint id.', example: 'ep_3f2504e04f8941d39a0c0305e82c3301' }),
});

export const CreateEndpointBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      description: 'Where events are POSTed. https, to a public address (the sandbox also allows http://127.0.0.1 and http://localhost).',
      example: 'https://partner.example.com/webhooks/savings',
    }),
    eventTypes: Type.Optional(Type.Array(EventTypeSchema, { maxItems: EVENT_TYPES.length, description: 'The event types to receive; absent or empty: all.' })),
    description: Type.Optional(Type.String({ maxLength: 256, description: 'A note for the partner.' })),
  },
  { title: 'NewWebhookEndpoint', description: `A webhook endpoint to register (at most ${MAX_ENDPOINTS_PER_PARTNER} per partner).` },
);

export const UpdateEndpointBody = Type.Object(
  {
    url: Type.Optional(CreateEndpointBody.properties.url),
    eventTypes: Type.Optional(Type.Array(EventTypeSchema, { maxItems: EVENT_TYPES.length, description: 'The event types to receive from now on; empty: all.' })),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Null()], { description: 'A note for the partner; null removes it.' })),
    status: Type.Optional(
      Type.Union([Type.Literal('Enabled'), Type.Literal('Disabled')], {
        description:
          'Enabled: a Disabled endpoint receives the events made from now on again (what it missed while disabled is replayed with POST /webhooks/endpoints/{id}/replay). Disabled: nothing more is delivered to it until it is enabled; its pending deliveries fail.',
      }),
    ),
  },
  {
    minProperties: 1,
    title: 'WebhookEndpointChange',
    description: 'What to change of an endpoint: only the fields given change. Its secret changes only by rotation.',
  },
);

const endpointProperties = {
  id: Type.String({ description: 'The endpoint id.' }),
  url: Type.String({ description: 'Where events are POSTed.' }),
  eventTypes: Type.Array(Type.String(), { description: 'The event types it receives; empty: all.' }),
  description: Type.Union([Type.String(), Type.Null()], { description: 'The note given at registration.' }),
  status: Type.Union([Type.Literal('Enabled'), Type.Literal('Disabled')], {
    description: 'Disabled: every attempt to deliver one event failed for the whole retry window (about a day); see disabledReason.',
  }),
  disabledReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the endpoint was disabled; null while enabled.' }),
  createdAt: Type.String({ description: 'When it was registered.' }),
};

export const EndpointSchema = Type.Object(endpointProperties, { title: 'WebhookEndpoint', description: 'A webhook endpoint.' });

export const CreatedEndpointSchema = Type.Object(
  {
    ...endpointProperties,
    secret: Type.String({
      description: 'The signing secret (whsec_...), shown only here: verify the webhook-signature header with it (Standard Webhooks).',
      example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    }),
  },
  { title: 'CreatedWebhookEndpoint', description: 'The endpoint registered, with its signing secret (shown once).' },
);

export const RotatedSecretSchema = Type.Object(
  {
    id: Type.String({ description: 'The endpoint id.' }),
    secret: Type.String({ description: 'The new signing secret, shown only here.' }),
    previousSecretExpiresAt: Type.String({ description: 'Until then events are signed with both the old and the new secret (two signatures in webhook-signature).' }),
  },
  { title: 'RotatedWebhookSecret', description: 'The new signing secret.' },
);

export const EndpointListSchema = Type.Object(
  { endpoints: Type.Array(EndpointSchema, { description: "The partner's endpoints, oldest first." }) },
  { title: 'WebhookEndpointList', description: 'Webhook endpoints.' },
);

const eventProperties = {
  id: Type.String({ description: 'The event id; also the webhook-id header of its deliveries (the same on every retry and replay).' }),
  apiVersion: Type.Literal(EVENT_API_VERSION, { description: "The Webhooks API version whose document describes the event's shape." }),
  createdAt: Type.String({ description: "When the change was made, on the platform's clock." }),
  financialPartnerId: Type.String({ description: 'The partner the event belongs to.' }),
};

/** An event's name in the documents: `instruction.processed` -> InstructionProcessedEvent. */
const eventTitle = (type: string) => `${type.replace(/(^|[._])([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}Event`;

// One object per event type, its `type` a literal and its `data` that type's (event-data.schemas.ts), so a
// generated client narrows `data` by `type`. Unsafe only for its static type: the service's events carry
// `data` as an open record, which the serializer checks against the union when it writes the page.
export const EventSchema = Type.Unsafe<PlatformEvent>(
  Type.Union(
    EVENT_TYPES.map((type) =>
      Type.Object(
        {
          id: eventProperties.id,
          type: Type.Literal(type, { description: 'The event type.' }),
          apiVersion: eventProperties.apiVersion,
          createdAt: eventProperties.createdAt,
          financialPartnerId: eventProperties.financialPartnerId,
          data: EVENT_DATA_SCHEMAS[type],
        },
        { title: eventTitle(type), description: `A ${type} event.` },
      ),
    ),
    { title: 'Event', description: 'An event: its `type` says what its `data` holds.' },
  ),
);

export const EventsQuery = Type.Object({
  after: Type.Optional(Type.String({ maxLength: 64, description: 'The `next` cursor of the previous page; absent: from the first event.' })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Events per page (1 to 100).' }),
});

export const EventsPageSchema = Type.Object(
  {
    events: Type.Array(EventSchema, { description: 'The events after the cursor, oldest first.' }),
    next: Type.String({ description: 'The cursor to read on from; the same one when no new event was there yet. It never skips nor repeats an event.' }),
    retentionDays: Type.Integer({
      minimum: 1,
      description: 'How many days events are kept: older ones are pruned by a daily job, and a cursor from before events of yours that were pruned is answered 410 EventsPruned.',
      example: 30,
    }),
    prunedBefore: Type.Union([Type.String(), Type.Null()], {
      description:
        'The cut-off of the latest pruning that deleted events of yours: those made before it are gone, and the feed (read without `after`) starts after them. Null while none of yours has been pruned.',
      example: '2026-02-01T03:00:00.0000000+00:00',
    }),
  },
  { title: 'EventsPage', description: 'A page of the events feed.' },
);

export const AttemptsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Attempts per page (1 to 100).' }),
  before: Type.Optional(BigintIdParameter('Only attempts older than this attemptId (paging back).')),
});

export const AttemptsSchema = Type.Object(
  {
    attempts: Type.Array(
      Type.Object(
        {
          attemptId: Type.String({ description: 'The attempt id.' }),
          eventId: Type.String({ description: 'The event delivered.' }),
          eventType: Type.String({ description: 'Its type.' }),
          attemptedAt: Type.String({ description: 'When the attempt was made.' }),
          statusCode: Type.Union([Type.Integer(), Type.Null()], { description: "The endpoint's HTTP status; null when it did not answer." }),
          durationMs: Type.Integer({ description: 'How long the attempt took.' }),
          error: Type.Union([Type.String(), Type.Null()], { description: 'Why there was no answer (time-out, refused address, ...); null otherwise.' }),
          responseBody: Type.Union([Type.String(), Type.Null()], {
            description: "The first 1 KB (1,024 bytes, cut on a UTF-8 character boundary) of the endpoint's answer body; null when it did not answer.",
          }),
          result: Type.Union([Type.Literal('Succeeded'), Type.Literal('Failed')], {
            description: 'What this attempt got: Succeeded when the endpoint answered 2xx, Failed for any other answer or none. It never changes after the attempt.',
          }),
          deliveryStatus: Type.Union([Type.Literal('Pending'), Type.Literal('Delivered'), Type.Literal('Failed')], {
            description: "Where the delivery stands now, after all of its attempts (the same on each of them): an attempt's own outcome is `result`.",
          }),
        },
        { title: 'WebhookDeliveryAttempt' },
      ),
      { description: 'The attempts, newest first.' },
    ),
  },
  { title: 'WebhookDeliveryAttempts', description: "The endpoint's delivery attempts." },
);

export const ReplayBody = Type.Object(
  { since: Type.String({ format: 'iso-date-time', maxLength: 64, description: 'Redeliver every event made at or after this instant.', example: '2026-03-02T00:00:00Z' }) },
  { title: 'WebhookReplay', description: 'What to redeliver.' },
);

export const ReplayResponse = Type.Object(
  { eventsQueued: Type.Integer({ description: 'Events queued for redelivery (at most 10,000).' }) },
  { title: 'WebhookReplayQueued', description: 'The replay is queued.' },
);

export const TestEventSent = Type.Object(
  {
    eventId: Type.String({
      description: "The test event's id: the webhook-id header of its delivery, and the eventId of its attempts in the delivery log (GET /webhooks/endpoints/{id}/deliveries).",
    }),
  },
  { title: 'WebhookTestEventSent', description: 'A webhook.test event is on its way to the endpoint, and to it alone.' },
);
