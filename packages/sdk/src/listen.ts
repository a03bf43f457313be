/**
 * `savings-cli listen --forward-to URL` (bin/savings-cli.ts), as `stripe listen`
 * does: a partner's events, read from the events feed (GET /webhooks/events),
 * forwarded to a receiver on the developer's machine, each signed per Standard
 * Webhooks with a secret of the listener's, so the receiver's own
 * verification code (verifyWebhook) runs unchanged. No endpoint is registered
 * on the platform and nothing needs to reach the developer's machine from
 * outside: the listener reads, the receiver is called locally.
 *
 * Each event is forwarded once, in the feed's order, and the cursor moves past
 * it only after its forward ended (whatever the receiver answered: like stripe
 * listen, a failed forward is reported, not retried; the feed keeps the event
 * for its retention period). By default only the events written after the
 * listener started are forwarded; `fromStart` forwards the feed's kept events too.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SavingsPlatform } from './client.js';
import { PlatformError } from './errors.js';
import { sleep } from './transport.js';
import type { PlatformEvent } from './types.js';

export interface ListenOptions {
  /** Where each event is POSTed, e.g. `http://127.0.0.1:3000/webhooks`. */
  forwardTo: string;
  /** The `whsec_...` secret the forwards are signed with; default: a new one (`Listener.secret`). */
  secret?: string;
  /** Only these event types (default: all). */
  eventTypes?: readonly string[];
  /** Forward the events the feed holds already, oldest first, then the new ones (default: only the new ones). */
  fromStart?: boolean;
  /** How long to wait before reading the feed again once it is read to its end, in ms (default 1000). */
  pollIntervalMs?: number;
  /** How long a forward may wait for the receiver's answer, in ms (default 10000). */
  forwardTimeoutMs?: number;
  /** Told of each forward as it ends. */
  onForward?: (forward: Forward) => void;
  /** Told when reading the feed failed (the listener reads again after `pollIntervalMs`). */
  onFeedError?: (error: unknown) => void;
  /** Stops the listener. */
  signal?: AbortSignal;
}

/** One event's forward: the receiver's status, or why there was none. */
export interface Forward {
  event: PlatformEvent;
  /** The receiver's HTTP status; absent when it did not answer (`error` says why). */
  status?: number;
  error?: string;
  /** How long the forward took, in ms. */
  ms: number;
}

/** A running listener. */
export interface Listener {
  /** The secret the forwards are signed with: verify them with it. */
  readonly secret: string;
  /** How many events the feed held when the listener started and it did not forward (none with `fromStart`). */
  readonly skipped: number;
  /** Ends when the listener stops (its signal aborted, or `stop()`). */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

const FEED_PAGE = 100;

/** Waits `ms`, ending early (not failing) when the listener stops. */
const pause = (ms: number, signal: AbortSignal) => sleep(ms, signal).catch(() => undefined);

/** A new Standard Webhooks signing secret (`whsec_` and 24 random bytes, base64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** Starts forwarding `platform`'s events (its partner's) to `options.forwardTo`; resolves once it is listening. */
export async function listen(platform: SavingsPlatform, options: ListenOptions): Promise<Listener> {
  const target = new URL(options.forwardTo);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new TypeError(`forwardTo must be an http(s) URL, not ${options.forwardTo}`);
  const secret = options.secret ?? newWebhookSecret();
  const signer = new Webhook(secret);
  const types = options.eventTypes && options.eventTypes.length > 0 ? new Set(options.eventTypes) : undefined;
  const pollMs = options.pollIntervalMs ?? 1000;
  const forwardTimeoutMs = options.forwardTimeoutMs ?? 10_000;
  const stopping = new AbortController();
  const onAbort = () => stopping.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stopping.abort();

  // Where to start: after the last event there is now, unless every kept event is wanted.
  let cursor: string | undefined;
  let skipped = 0;
  if (!options.fromStart) {
    const feed = platform.webhooks.events({ limit: FEED_PAGE }, { signal: stopping.signal });
    for await (const event of feed) if (!types || types.has(event.type)) skipped += 1;
    cursor = feed.cursor();
  }

  const forward = async (event: PlatformEvent): Promise<Forward> => {
    const body = JSON.stringify(event);
    const started = performance.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'savings-cli listen',
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': signer.sign(event.id, new Date(), body),
    };
    // Aborted by the listener's stop or by the forward's time-out, whichever comes first.
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, forwardTimeoutMs);
    const onStop = () => attempt.abort();
    stopping.signal.addEventListener('abort', onStop, { once: true });
    try {
      const answer = await fetch(target, { method: 'POST', headers, body, redirect: 'manual', signal: attempt.signal });
      await answer.body?.cancel();
      return { event, status: answer.status, ms: performance.now() - started };
    } catch (error) {
      return { event, error: timedOut ? `no answer in ${forwardTimeoutMs} ms` : errorText(error), ms: performance.now() - started };
    } finally {
      clearTimeout(timer);
      stopping.signal.removeEventListener('abort', onStop);
    }
  };

  const run = async () => {
    while (!stopping.signal.aborted) {
      let page;
      try {
        page = await platform.webhooks.eventsPage({ after: cursor, limit: FEED_PAGE }, { signal: stopping.signal });
      } catch (error) {
        if (stopping.signal.aborted) return;
        // A cursor older than the feed's retention: start again from the oldest event kept.
        if (error instanceof PlatformError && error.status === 410) cursor = undefined;
        options.onFeedError?.(error);
        await pause(pollMs, stopping.signal);
        continue;
      }
      for (const event of page.events) {
        if (stopping.signal.aborted) return;
        if (types && !types.has(event.type)) continue;
        options.onForward?.(await forward(event));
      }
      if (stopping.signal.aborted) return;
      cursor = page.next;
      if (page.events.length < FEED_PAGE) await pause(pollMs, stopping.signal);
    }
  };
  const done = run().finally(() => options.signal?.removeEventListener('abort', onAbort));
  return {
    secret,
    skipped,
    done,
    stop: async () => {
      stopping.abort();
      await done;
    },
  };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
