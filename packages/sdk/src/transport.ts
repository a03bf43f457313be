/**
 * Every HTTP exchange of the SDK: the two credential headers, the token's
 * renewal (pre-emptive and on a 401), and the retries of the specification's
 * client rules.
 *
 * - 401: the token is renewed once and the call sent again (the platform refused
 *   it before doing anything).
 * - 429: sent again after `Retry-After` (plus a little jitter), or after an
 *   exponential backoff with jitter when the header is missing (the request was
 *   refused, not processed).
 * - Each attempt has a timeout (the client's `timeout`, 30 s by default, or
 *   the call's own); one that runs out is a network failure (below), thrown as
 *   `TimeoutError` when not retried. The caller's AbortSignal stops the call at
 *   once (`RequestAbortedError`), whatever it was doing.
 * - A network failure, 502, 503 or 504: sent again with the same backoff only
 *   when the call is safe to repeat (`idempotent`): reads, instruction
 *   submissions (the same instructionReference creates nothing twice) and client
 *   creation (an identical client answers with its existing reference). Never a
 *   PATCH or a batch update: their first attempt may have been applied.
 */
import { ConnectionError, errorFromResponse, PlatformError, RequestAbortedError, TimeoutError } from './errors.js';
import type { PlatformPromise, RequestOptions, WithResponse } from './response.js';
import { USER_AGENT } from './version.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** How long one attempt may take (ms), unless the call's RequestOptions say otherwise. */
  timeoutMs: number;
  /** Undefined: 60 s, or half the token's lifetime when that is shorter. */
  tokenRenewalMarginSeconds: number | undefined;
  fetch: FetchLike;
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path with its parameters already encoded. */
  path: string;
  /** The operation as documented, for messages: e.g. `GET /clients/{clientReference}`. */
  operation: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  contentType?: string;
  /** Safe to send twice: network failures, timeouts and 502/503/504 are retried. */
  idempotent: boolean;
  /** The api-version the SDK was generated for (the platform refuses another with a 400). */
  apiVersion?: string;
  /** Statuses other than 2xx that are an answer, not an error (304 of a conditional read). */
  alsoOk?: number[];
}

/** How the API classes send a call: its answer read by `read`, as JSON, or discarded. */
export interface Http {
  send<T>(call: Call, read: (response: Response) => Promise<T>, request?: RequestOptions): PlatformPromise<T>;
  json<T>(call: Call, request?: RequestOptions): PlatformPromise<T>;
  none(call: Call, request?: RequestOptions): PlatformPromise<void>;
}

const RETRYABLE_GATEWAY = new Set([502, 503, 504]);
const DEFAULT_RENEWAL_MARGIN_MS = 60_000;
const SUBSCRIPTION_KEY_HEADER = 'cdpapi-Subscription-Key';

interface Token {
  value: string;
  /** When the SDK asks for the next one (wall clock, ms). */
  renewAtMs: number;
}

/**
 * One attempt's AbortSignal: aborted when the attempt's time is up or when the
 * caller's signal aborts; `done()` stops the timer and forgets the caller's signal.
 */
class Attempt {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onAbort = () => this.controller.abort();
  timedOut = false;

  constructor(
    timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, timeoutMs);
    caller?.addEventListener('abort', this.onAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  done(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onAbort);
  }
}

export class Transport {
  private token: Token | undefined;
  private renewing: Promise<string> | undefined;

  constructor(private readonly options: TransportOptions) {}

  /**
   * Sends a call with the client rules (token, retries, timeout per attempt,
   * the caller's signal) and reads its answer with `read` inside the attempt,
   * so that the timeout covers the body too.
   */
  async send<T>(call: Call, read: (response: Response) => Promise<T>, request: RequestOptions = {}): Promise<WithResponse<T>> {
    const url = this.url(call);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const maxRetries = request.maxRetries ?? this.options.maxRetries;
    const timeoutMs = request.timeout ?? this.options.timeoutMs;
    const { signal } = request;
    let retries = 0;
    let renewedAfter401 = false;
    throwIfAborted(signal, call.operation);
    let token = await this.currentToken(call.operation, signal);
    for (;;) {
      const headers: Record<string, string> = {
        [SUBSCRIPTION_KEY_HEADER]: this.options.subscriptionKey,
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
        ...(call.apiVersion ? { 'api-version': call.apiVersion } : {}),
        ...(body === undefined ? {} : { 'Content-Type': call.contentType ?? 'application/json' }),
        ...call.headers,
      };
      const attempt = new Attempt(timeoutMs, signal);
      try {
        const response = await this.options.fetch(url, { method: call.method, headers, body, signal: attempt.signal });
        if (response.ok || call.alsoOk?.includes(response.status)) {
          const data = await read(response);
          return { data, requestId: response.headers.get('x-request-id') ?? undefined, status: response.status, headers: response.headers };
        }
        if (response.status === 401 && !renewedAfter401) {
          // Reactive renewal: the token expired or was revoked early. Once per call.
          renewedAfter401 = true;
          await discard(response);
          attempt.done();
          token = await this.renewToken(token, call.operation, signal);
          continue;
        }
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        const retryable = response.status === 429 || (call.idempotent && RETRYABLE_GATEWAY.has(response.status));
        if (retryable && retries < maxRetries) {
          const delay = this.delayFor(retryAfterMs, retries + 1);
          if (delay !== undefined) {
            retries += 1;
            await discard(response);
            attempt.done();
            await sleep(delay, signal, call.operation);
            // The wait may have outlived the token.
            token = await this.currentToken(call.operation, signal);
            continue;
          }
        }
        throw await errorFromResponse(response, call.operation, retryAfterMs);
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        if (signal?.aborted) throw abortedError(call.operation, signal);
        if (error instanceof SyntaxError) {
          throw new PlatformError({
            status: 0,
            code: 'InvalidResponse',
            description: `The answer is not the JSON expected: ${error.message}`,
            operation: call.operation,
            cause: error,
          });
        }
        if (call.idempotent && retries < maxRetries) {
          retries += 1;
          attempt.done();
          await sleep(this.backoffMs(retries), signal, call.operation);
          continue;
        }
        throw noResponseError(call.operation, error, retries, attempt.timedOut ? timeoutMs : undefined);
      } finally {
        attempt.done();
      }
    }
  }

  /** The current token, renewed first when it is within the renewal margin of its expiry. */
  private async currentToken(operation: string, signal: AbortSignal | undefined): Promise<string> {
    const token = this.token;
    if (token && Date.now() < token.renewAtMs) return token.value;
    return this.renewToken(token?.value, operation, signal);
  }

  /**
   * One token request at a time: concurrent calls that need a new token share
   * it. A caller's signal stops that caller's wait, not the shared request
   * (which has the client's timeout per attempt).
   */
  private async renewToken(stale: string | undefined, operation: string, signal: AbortSignal | undefined): Promise<string> {
    if (this.token && this.token.value !== stale && Date.now() < this.token.renewAtMs) return this.token.value;
    if (!this.renewing) {
      this.renewing = this.requestToken(operation).finally(() => {
        this.renewing = undefined;
      });
    }
    return abortable(this.renewing, signal, operation);
  }

  private async requestToken(operation: string): Promise<string> {
    const tokenOperation = `POST /connect/token (for ${operation})`;
    const url = `${this.options.authUrl}/connect/token`;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.options.clientId, client_secret: this.options.clientSecret }).toString();
    let retries = 0;
    for (;;) {
      const requestedAtMs = Date.now();
      const attempt = new Attempt(this.options.timeoutMs, undefined);
      let response: Response;
      let body: { access_token?: unknown; expires_in?: unknown };
      try {
        response = await this.options.fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'User-Agent': USER_AGENT },
          body: form,
          signal: attempt.signal,
        });
        if (!response.ok) {
          const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
          if ((response.status === 429 || RETRYABLE_GATEWAY.has(response.status)) && retries < this.options.maxRetries) {
            const delay = this.delayFor(retryAfterMs, retries + 1);
            if (delay !== undefined) {
              retries += 1;
              await discard(response);
              attempt.done();
              await sleep(delay);
              continue;
            }
          }
          const error = await errorFromResponse(response, tokenOperation, retryAfterMs);
          this.token = undefined;
          throw error;
        }
        body = (await response.json()) as typeof body;
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        // A token request changes nothing: always safe to repeat.
        if (!(error instanceof SyntaxError) && retries < this.options.maxRetries) {
          retries += 1;
          attempt.done();
          await sleep(this.backoffMs(retries));
          continue;
        }
        throw noResponseError(tokenOperation, error, retries, attempt.timedOut ? this.options.timeoutMs : undefined);
      } finally {
        attempt.done();
      }
      if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
        throw new PlatformError({
          status: response.status,
          code: 'InvalidTokenResponse',
          description: 'The token response has no access_token or expires_in.',
          operation: tokenOperation,
        });
      }
      // Counted from when the request was sent, so the time in flight is on the safe side.
      const lifetimeMs = body.expires_in * 1000;
      const margin = this.options.tokenRenewalMarginSeconds;
      const marginMs = margin === undefined ? Math.min(DEFAULT_RENEWAL_MARGIN_MS, lifetimeMs / 2) : margin * 1000;
      this.token = { value: body.access_token, renewAtMs: requestedAtMs + lifetimeMs - marginMs };
      return body.access_token;
    }
  }

  /**
   * How long to wait before retry number `retry`: the response's Retry-After plus
   * jitter when it has one (undefined when that is longer than the SDK's longest
   * wait: the caller gets the error at once), else the exponential backoff.
   */
  private delayFor(retryAfterMs: number | undefined, retry: number): number | undefined {
    if (retryAfterMs === undefined) return this.backoffMs(retry);
    if (retryAfterMs > this.options.retryMaxDelayMs) return undefined;
    return retryAfterMs + Math.random() * this.options.retryBaseDelayMs;
  }

  /** Exponential backoff with jitter: half of base × 2^(retry−1) fixed, half random, capped. */
  private backoffMs(retry: number): number {
    const ceiling = Math.min(this.options.retryMaxDelayMs, this.options.retryBaseDelayMs * 2 ** (retry - 1));
    return ceiling / 2 + (Math.random() * ceiling) / 2;
  }

  private url(call: Call): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const search = query.toString();
    return `${this.options.baseUrl}${call.path}${search ? `?${search}` : ''}`;
  }
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The error of a call that got no answer: a TimeoutError when the attempt ran out of `timeoutMs`, else a ConnectionError. */
function noResponseError(operation: string, error: unknown, retries: number, timeoutMs: number | undefined): PlatformError {
  const tried = retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : '';
  if (timeoutMs !== undefined) return new TimeoutError({ description: `No answer within ${timeoutMs} ms${tried}.`, operation, cause: error });
  const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
  return new ConnectionError({ description: `No response${tried}: ${reason}`, operation, cause: error });
}

function abortedError(operation: string, signal: AbortSignal): RequestAbortedError {
  return new RequestAbortedError({ description: 'The call was aborted by its signal.', operation, cause: signal.reason });
}

function throwIfAborted(signal: AbortSignal | undefined, operation: string): void {
  if (signal?.aborted) throw abortedError(operation, signal);
}

/** `promise`, or a RequestAbortedError as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined, operation: string): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(abortedError(operation, signal));
    const onAbort = () => reject(abortedError(operation, signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Frees the connection of a response whose body is not read. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** Waits `ms`; with a signal, stops at once with a RequestAbortedError when it aborts. */
export function sleep(ms: number, signal?: AbortSignal, operation = 'wait'): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(operation, signal));
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortedError(operation, signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
