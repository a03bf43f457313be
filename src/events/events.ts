/**
 * The events context's public module: how other contexts write `events`, the
 * outbox partners read as the feed and receive as webhooks. The fragments are
 * SQL (built in `events.repository.ts`, where SQL lives) that another
 * context's repository embeds in the very statement or transaction making
 * the change, so an event commits with its change or not at all; they are
 * re-exported here so that no other context imports this context's
 * repository. `appendEvents` writes events built in code in the caller's
 * transaction. The Webhooks API and the feed are `WebhooksService`
 * (webhooks.service.ts) and the dispatcher, built by the composition root.
 *
 * Errors: none of these ends with an `AppError` or a rejection reason (an
 * event is written with its change; a database failure fails the caller's
 * statement).
 */
export { appendEvents, insertEvents, insertTypedEvents, jsonBusinessDate, jsonMoney } from './events.repository.js';
export type { EventType } from './event-types.js';
