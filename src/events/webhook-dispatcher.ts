/**
 * Webhook delivery, run by the worker role in a loop of its own (never in the
 * instruction processor's): the fan-out turns new events of the feed into
 * deliveries, then due deliveries are POSTed, signed per Standard Webhooks,
 * with bounded concurrency and at most a few in flight per endpoint, so a slow
 * or failing endpoint delays nobody else.
 *
 * At least once: a delivery is claimed with a lease (its next attempt moved
 * to the end of the attempt's time-out plus a margin) in a committed
 * transaction before the request is sent; if the process dies mid-attempt the
 * lease runs out and the delivery is due again. A 2xx answer is success;
 * anything else (a redirect too: they are not followed), a time-out or a
 * refused address is a failed attempt, retried with exponential backoff and
 * jitter, waiting longer after a 429 (as its Retry-After asks, bounded) or a
 * time-out than after a 500, as svix's worker does (the endpoint says it is
 * overloaded); a delivery still failing once the retry window has passed since it
 * was first due disables its endpoint, with the reason, and fails the
 * endpoint's pending deliveries. Five attempts failed in a row write
 * endpoint.failing, and a disabling endpoint.disabled, for the partner's
 * feed and its other endpoints.
 *
 * Retries and leases run on the wall clock, as the HTTP they time does; the
 * events' createdAt is the platform's (business) clock.
 */
import { type Clock, systemClock } from '../platform/clock.js';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../database.js';
import type { Config } from '../platform/config.js';
import type { EventRow } from './events.repository.js';
import { findEventsBySeq } from './events.repository.js';
import { eventToJson } from './webhooks.service.js';
import { checkUrlShape, resolveSafeAddress, UnsafeUrlError } from './url-guard.js';
import {
  attemptResult,
  claimDueDeliveries,
  type ClaimedDelivery,
  countDueDeliveries,
  disableEndpoint,
  type EndpointRecord,
  fanOut,
  fanOutProgress,
  findEndpointsByIds,
  lastAttemptText,
  recordAttempt,
} from './webhooks.repository.js';

/** Events turned into deliveries per fan-out statement. */
const FAN_OUT_CHUNK = 1000;
/** Deliveries of one endpoint in flight at once (per process). */
const PER_ENDPOINT_IN_FLIGHT = 2;

/** A partner's share of a process's delivery slots (a quarter, at least an endpoint's), whatever its number of endpoints. */
function perPartnerInFlight(concurrency: number): number {
  return Math.max(PER_ENDPOINT_IN_FLIGHT, Math.floor(concurrency / 4));
}
/** How often deliverDue looks again while it waits on the fan-out or on another process's claim. */
const CATCH_UP_POLL_MS = 20;
/** Added to the time-out for a claimed attempt's lease. */
const LEASE_MARGIN_MS = 5_000;
/** At most this much of an answer's body is read. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** Of which this much is kept with the attempt, for the delivery log. */
const KEPT_RESPONSE_BYTES = 1024;

/** The first `limit` bytes of `bytes` as text, cut before a UTF-8 sequence the limit would split. */
export function utf8Prefix(bytes: Buffer, limit: number): string {
  if (bytes.length <= limit) return bytes.toString('utf8');
  let end = limit;
  // Step back over continuation bytes (10xxxxxx) to the start of the sequence the cut falls in.
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

export interface DispatcherOptions {
  platformEnv: Config['platformEnv'];
  webhooks: Config['webhooks'];
  pollIntervalMs: number;
  log: (error: unknown, message: string) => void;
  /** Wall clock in milliseconds (tests may replace it). */
  nowMs?: () => number;
  /** The platform's clock, for the time of the endpoint.* events the dispatcher writes (the feed's times are the platform's). */
  platformClock?: Clock;
}

/** The wait before attempt n+1 after n failed attempts: base x 2^(n-1), capped, times a jitter in [0.5, 1.5). */
export function retryDelayMs(failedAttempts: number, config: Pick<Config['webhooks'], 'retryBaseMs' | 'retryMaxDelayMs'>, random = Math.random): number {
  const exponential = Math.min(config.retryMaxDelayMs, config.retryBaseMs * 2 ** Math.min(failedAttempts - 1, 40));
  return Math.max(1, Math.round(exponential * (0.5 + random())));
}

/** The longest a 429's Retry-After may hold a delivery back. */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/** A Retry-After header (delay-seconds or an HTTP-date) as milliseconds from `nowMs`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * The wait after a failed attempt, given the backoff's step: a 429 waits what
 * its Retry-After asks (at least the step, at most MAX_RETRY_AFTER_MS), or
 * twice the step without one; a time-out twice the step (an endpoint that
 * cannot answer in time is overloaded: hitting it at the usual pace makes it
 * worse); anything else the step.
 */
export function waitAfterFailureMs(stepMs: number, failure: { statusCode: number | null; timedOut: boolean; retryAfter: string | null }, nowMs: number): number {
  if (failure.statusCode === 429) {
    const asked = retryAfterMs(failure.retryAfter, nowMs);
    return asked === undefined ? stepMs * 2 : Math.min(MAX_RETRY_AFTER_MS, Math.max(stepMs, asked));
  }
  return failure.timedOut ? stepMs * 2 : stepMs;
}

/** The webhook-signature header: one `v1,<base64>` per secret in force (two during a rotation's overlap). */
export function signatureHeader(endpoint: Pick<EndpointRecord, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, messageId: string, at: Date, body: string): string {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > at.getTime()) secrets.push(endpoint.previousSecret);
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

/** Resolves when the first of `attempts` settles or after `ms`, whichever comes first. */
async function waitForAny(attempts: Promise<void>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([...attempts, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  /** No answer within the time-out. */
  timedOut: boolean;
  /** The answer's Retry-After header, if any. */
  retryAfter: string | null;
}

export interface DeliverDueOptions {
  /**
   * The partner whose sandbox call this is. Its due deliveries are claimed
   * first, up to its share even when the shared slots are full, and only its
   * attempts are waited for; everyone else's are started as slots allow and
   * left to finish in the background. Without it, every attempt is waited for
   * (within the budget).
   */
  forPartner?: string;
}

export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Set by stop(): nothing new is claimed, by the loop or by deliverDue. */
  private closing = false;
  private running: Promise<void> | undefined;
  /** The claims of this process, one after another (claimAndSend). */
  private claims: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Map<string, number>();
  /** Attempts in flight per partner: each is held to its share of the slots (perPartnerInFlight). */
  private readonly partnerInFlight = new Map<string, number>();
  /** Every attempt in flight in this process, with the partner it delivers to. */
  private readonly attempts = new Map<Promise<void>, string>();
  private readonly nowMs: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: DispatcherOptions,
  ) {
    this.nowMs = options.nowMs ?? (() => systemClock.now().getTime());
  }

  start(): void {
    this.stopped = false;
    this.closing = false;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops polling and claiming (deliverDue's too) and waits for the attempts in
   * flight, whoever started them (each bounded by the time-out): the process
   * closes its database only after they are recorded.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.claims;
    while (this.attempts.size > 0) await Promise.allSettled([...this.attempts.keys()]);
  }

  private kick(): void {
    if (this.stopped || this.running) return;
    this.running = this.round()
      .catch((error) => this.options.log(error, 'webhook delivery round failed; retrying at the next poll'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /**
   * Delivers what is due now, for the sandbox, which answers after this, and
   * returns within the sandbox's delivery budget (WEBHOOK_SANDBOX_BUDGET_MS)
   * whatever any endpoint does: an attempt still in flight then goes on in the
   * background, recorded as the worker's are, and a delivery not started by
   * then is left to the worker's loop, as in production. It fans out every
   * event committed so far and attempts every due delivery it may, as slots
   * and shares allow (forPartner's first); it waits for forPartner's attempts
   * (every attempt without forPartner) and returns early once none of those is
   * in flight or due. A failed attempt waits for its retry time, so it is not
   * due again. The fan-out reads only below the oldest transaction still
   * running (events.repository.ts), so while one older than the caller's events
   * is open this waits for it, within the budget.
   *
   * Why the calling partner only: a sandbox run or advance does every partner's
   * due work, so it starts every partner's deliveries, but the events its
   * caller asked to see before the answer are the caller's. Waiting on anyone
   * else's would let their endpoints set the caller's answer time (up to the
   * budget), and with enough partners' hanging attempts in the shared slots the
   * caller's own would not even start; the budget alone bounds a call, the
   * per-partner share alone bounds one partner, neither makes the call fair.
   */
  async deliverDue(options: DeliverDueOptions = {}): Promise<void> {
    const deadline = performance.now() + this.options.webhooks.sandboxBudgetMs;
    const { forPartner } = options;
    await this.running;
    const { newestEventTx } = await fanOutProgress(this.db);
    for (;;) {
      await this.fanOutCommitted();
      await this.claimAndSend(forPartner);
      const left = deadline - performance.now();
      if (left <= 0 || this.closing) return;
      const awaited = [...this.attempts].filter(([, partner]) => forPartner === undefined || partner === forPartner).map(([attempt]) => attempt);
      if (awaited.length > 0) {
        await waitForAny(awaited, left);
        continue;
      }
      const caughtUp = (await fanOutProgress(this.db)).cursorTx >= newestEventTx;
      if (caughtUp && (await countDueDeliveries(this.db, new Date(this.nowMs()), forPartner)) === 0) return;
      // An older transaction still holds the fan-out back, or another process holds the due rows.
      await waitForAny([], Math.min(CATCH_UP_POLL_MS, left));
    }
  }

  /** The worker's round: fan-out, then claims due deliveries up to the free slots. */
  private async round(): Promise<void> {
    await this.fanOutCommitted();
    await this.claimAndSend();
  }

  private async fanOutCommitted(): Promise<void> {
    while ((await this.db.transaction().execute((trx) => fanOut(trx, FAN_OUT_CHUNK, new Date(this.nowMs())))) === FAN_OUT_CHUNK);
  }

  /**
   * Claims due deliveries and starts them: forPartner's first, up to what is
   * left of its share, even when the shared slots are full (so a sandbox
   * call's own deliveries start whatever other partners' hanging attempts
   * hold; this goes past WEBHOOK_CONCURRENCY by at most a share per partner
   * calling at that moment); then anyone's, up to the free slots. The claims of this process run one after another: each reads the
   * in-flight counts the one before left, so the worker's round and several
   * sandbox calls at once cannot together take more than a partner's share.
   */
  private claimAndSend(forPartner?: string): Promise<void> {
    const claim = this.claims.then(async () => {
      if (this.closing) return;
      if (forPartner !== undefined) {
        await this.claimAndStart(perPartnerInFlight(this.options.webhooks.concurrency) - (this.partnerInFlight.get(forPartner) ?? 0), forPartner);
      }
      await this.claimAndStart(this.options.webhooks.concurrency - this.attempts.size);
    });
    this.claims = claim.catch(() => undefined);
    return claim;
  }

  /** Claims up to `limit` due deliveries (`onlyPartner`'s when given) and starts them. */
  private async claimAndStart(limit: number, onlyPartner?: string): Promise<void> {
    if (limit <= 0) return;
    const nowMs = this.nowMs();
    const busy = [...this.inFlight.entries()].filter(([, n]) => n >= PER_ENDPOINT_IN_FLIGHT).map(([id]) => id);
    const caps = { perEndpoint: PER_ENDPOINT_IN_FLIGHT, perPartner: perPartnerInFlight(this.options.webhooks.concurrency), partnersInFlight: this.partnerInFlight };
    const claimed = await this.db
      .transaction()
      .execute((trx) => claimDueDeliveries(trx, limit, caps, new Date(nowMs + this.options.webhooks.timeoutMs + LEASE_MARGIN_MS), new Date(nowMs), busy, onlyPartner));
    if (claimed.length === 0) return;
    const endpoints = await findEndpointsByIds(this.db, [...new Set(claimed.map((c) => c.endpointId))]);
    const events = await findEventsBySeq(
      this.db,
      claimed.map((c) => c.eventSeq),
    );
    for (const delivery of claimed) {
      const endpoint = endpoints.get(delivery.endpointId);
      const event = events.get(delivery.eventSeq);
      if (!endpoint || !event) continue;
      this.inFlight.set(endpoint.endpointId, (this.inFlight.get(endpoint.endpointId) ?? 0) + 1);
      this.partnerInFlight.set(endpoint.financialPartnerId, (this.partnerInFlight.get(endpoint.financialPartnerId) ?? 0) + 1);
      const attempt = this.attempt(endpoint, event, delivery)
        .catch((error) => this.options.log(error, `webhook delivery ${delivery.deliveryId} could not be recorded; it is retried after its lease`))
        .finally(() => {
          this.attempts.delete(attempt);
          const left = (this.inFlight.get(endpoint.endpointId) ?? 1) - 1;
          if (left <= 0) this.inFlight.delete(endpoint.endpointId);
          else this.inFlight.set(endpoint.endpointId, left);
          const partnerLeft = (this.partnerInFlight.get(endpoint.financialPartnerId) ?? 1) - 1;
          if (partnerLeft <= 0) this.partnerInFlight.delete(endpoint.financialPartnerId);
          else this.partnerInFlight.set(endpoint.financialPartnerId, partnerLeft);
        });
      this.attempts.set(attempt, endpoint.financialPartnerId);
    }
  }

  private async attempt(endpoint: EndpointRecord, event: EventRow, delivery: ClaimedDelivery): Promise<void> {
    const attemptedAt = new Date(this.nowMs());
    const started = performance.now();
    const result = await this.send(endpoint, event, attemptedAt);
    const durationMs = Math.round(performance.now() - started);
    const ok = attemptResult(result.statusCode) === 'Succeeded';
    const windowEnds = delivery.firstDueAt.getTime() + this.options.webhooks.retryWindowMs;
    const step = retryDelayMs(delivery.attempts, this.options.webhooks);
    const stepAt = attemptedAt.getTime() + step;
    // A longer wait (429, time-out) never ends a delivery the usual step would retry: it is held to the window's end.
    const retryAt = stepAt <= windowEnds ? Math.min(windowEnds, attemptedAt.getTime() + waitAfterFailureMs(step, result, attemptedAt.getTime())) : stepAt;
    const outcome = ok ? ({ kind: 'Delivered' } as const) : retryAt <= windowEnds ? ({ kind: 'Retry', at: new Date(retryAt) } as const) : ({ kind: 'Failed' } as const);
    const platformNow = (this.options.platformClock ?? systemClock).now();
    const recorded = await recordAttempt(
      this.db,
      {
        deliveryId: delivery.deliveryId,
        endpointId: endpoint.endpointId,
        attemptedAt,
        statusCode: result.statusCode,
        responseBody: result.responseBody,
        durationMs,
        error: result.error,
        outcome,
      },
      platformNow,
    );
    // The partner deleted the endpoint while the POST was under way: nothing is left to record or disable.
    if (recorded === 'endpoint-deleted') return;
    if (outcome.kind === 'Failed') {
      const last = lastAttemptText(result);
      await disableEndpoint(
        this.db,
        endpoint.endpointId,
        `Every attempt to deliver event ${event.eventId} failed for ${Math.round(this.options.webhooks.retryWindowMs / 60_000)} minutes (${delivery.attempts} attempts; the last: ${last}).`,
        new Date(this.nowMs()),
        platformNow,
      );
    }
  }

  /** One signed POST; never throws (a failure is an attempt's result). */
  private async send(endpoint: EndpointRecord, event: EventRow, at: Date): Promise<AttemptResult> {
    let url: URL;
    let pinned: { address: string; family: number };
    try {
      url = checkUrlShape(endpoint.url, this.options.platformEnv);
      pinned = await resolveSafeAddress(url, this.options.platformEnv);
    } catch (error) {
      return { statusCode: null, responseBody: null, error: error instanceof UnsafeUrlError ? error.message : 'The URL could not be checked.', timedOut: false, retryAfter: null };
    }
    const body = JSON.stringify(eventToJson(event));
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'savings-platform-webhooks/1',
      'webhook-id': event.eventId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatureHeader(endpoint, event.eventId, at, body),
      'content-length': String(Buffer.byteLength(body)),
    };
    // The connection goes to the address checked above, whatever DNS says now.
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<AttemptResult>((resolve) => {
      const request = client.request(url, { method: 'POST', headers, lookup, timeout: this.options.webhooks.timeoutMs }, (response) => {
        let read = 0;
        const kept: Buffer[] = [];
        let keptBytes = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (keptBytes <= KEPT_RESPONSE_BYTES) {
            kept.push(chunk);
            keptBytes += chunk.length;
          }
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const retryAfter = response.headers['retry-after'];
        const done = () =>
          resolve({
            statusCode: response.statusCode ?? null,
            error: null,
            responseBody: utf8Prefix(Buffer.concat(kept), KEPT_RESPONSE_BYTES),
            timedOut: false,
            retryAfter: typeof retryAfter === 'string' ? retryAfter.slice(0, 100) : null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      });
      let timedOut = false;
      const giveUp = () => {
        timedOut = true;
        request.destroy(new Error(`no answer within ${this.options.webhooks.timeoutMs} ms`));
      };
      const deadline = setTimeout(giveUp, this.options.webhooks.timeoutMs);
      request.on('timeout', giveUp);
      request.on('error', (error) => resolve({ statusCode: null, error: error.message.slice(0, 200), responseBody: null, timedOut, retryAfter: null }));
      request.on('close', () => clearTimeout(deadline));
      request.end(body);
    });
  }
}
