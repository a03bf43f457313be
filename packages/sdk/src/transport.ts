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
 * - A network failure, 502, 503 or 504: sent again with the same backoff only
 *   when the call is safe to repeat (`idempotent`): reads, instruction
 *   submissions (the same instructionReference creates nothing twice) and client
 *   creation (an identical client answers with its existing reference). Never a
 *   PATCH or a batch update: their first attempt may have been applied.
 */
import { errorFromResponse, PlatformError } from './errors.js';

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
  /** Safe to send twice: network failures and 502/503/504 are retried. */
  idempotent: boolean;
  /** The api-version the SDK was generated for (the platform refuses another with a 400). */
  apiVersion?: string;
  /** Statuses other than 2xx that are an answer, not an error (304 of a conditional read). */
  alsoOk?: number[];
}

const RETRYABLE_GATEWAY = new Set([502, 503, 504]);
const DEFAULT_RENEWAL_MARGIN_MS = 60_000;
const SUBSCRIPTION_KEY_HEADER = 'cdpapi-Subscription-Key';

interface Token {
  value: string;
  /** When the SDK asks for the next one (wall clock, ms). */
  renewAtMs: number;
}

export class Transport {
  private token: Token | undefined;
  private renewing: Promise<string> | undefined;

  constructor(private readonly options: TransportOptions) {}

  async send(call: Call): Promise<Response> {
    const url = this.url(call);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    let retries = 0;
    let renewedAfter401 = false;
    let token = await this.currentToken(call.operation);
    for (;;) {
      const headers: Record<string, string> = {
        [SUBSCRIPTION_KEY_HEADER]: this.options.subscriptionKey,
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(call.apiVersion ? { 'api-version': call.apiVersion } : {}),
        ...(body === undefined ? {} : { 'Content-Type': call.contentType ?? 'application/json' }),
        ...call.headers,
      };
      let response: Response;
      try {
        response = await this.options.fetch(url, { method: call.method, headers, body });
      } catch (error) {
        if (call.idempotent && retries < this.options.maxRetries) {
          retries += 1;
          await sleep(this.backoffMs(retries));
          continue;
        }
        throw networkError(call.operation, error, retries);
      }
      if (response.ok || call.alsoOk?.includes(response.status)) return response;

      if (response.status === 401 && !renewedAfter401) {
        // Reactive renewal: the token expired or was revoked early. Once per call.
        renewedAfter401 = true;
        await discard(response);
        token = await this.renewToken(token, call.operation);
        continue;
      }
      const retryable = response.status === 429 || (call.idempotent && RETRYABLE_GATEWAY.has(response.status));
      if (retryable && retries < this.options.maxRetries) {
        const delay = this.delayFor(response, retries + 1);
        if (delay !== undefined) {
          retries += 1;
          await discard(response);
          await sleep(delay);
          // The wait may have outlived the token.
          token = await this.currentToken(call.operation);
          continue;
        }
      }
      throw await errorFromResponse(response, call.operation);
    }
  }

  /** The current token, renewed first when it is within the renewal margin of its expiry. */
  private async currentToken(operation: string): Promise<string> {
    const token = this.token;
    if (token && Date.now() < token.renewAtMs) return token.value;
    return this.renewToken(token?.value, operation);
  }

  /** One token request at a time: concurrent calls that need a new token share it. */
  private async renewToken(stale: string | undefined, operation: string): Promise<string> {
    if (this.token && this.token.value !== stale && Date.now() < this.token.renewAtMs) return this.token.value;
    if (!this.renewing) {
      this.renewing = this.requestToken(operation).finally(() => {
        this.renewing = undefined;
      });
    }
    return this.renewing;
  }

  private async requestToken(operation: string): Promise<string> {
    const tokenOperation = `POST /connect/token (for ${operation})`;
    const url = `${this.options.authUrl}/connect/token`;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.options.clientId, client_secret: this.options.clientSecret }).toString();
    let retries = 0;
    for (;;) {
      const requestedAtMs = Date.now();
      let response: Response;
      try {
        response = await this.options.fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form,
        });
      } catch (error) {
        // A token request changes nothing: always safe to repeat.
        if (retries < this.options.maxRetries) {
          retries += 1;
          await sleep(this.backoffMs(retries));
          continue;
        }
        throw networkError(tokenOperation, error, retries);
      }
      if (!response.ok) {
        if ((response.status === 429 || RETRYABLE_GATEWAY.has(response.status)) && retries < this.options.maxRetries) {
          const delay = this.delayFor(response, retries + 1);
          if (delay !== undefined) {
            retries += 1;
            await discard(response);
            await sleep(delay);
            continue;
          }
        }
        const error = await errorFromResponse(response, tokenOperation);
        this.token = undefined;
        throw error;
      }
      const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
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
  private delayFor(response: Response, retry: number): number | undefined {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
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

function networkError(operation: string, error: unknown, retries: number): PlatformError {
  const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
  const tried = retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : '';
  return new PlatformError({ status: 0, code: 'NetworkError', description: `No response${tried}: ${reason}`, operation, cause: error });
}

/** Frees the connection of a response whose body is not read. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
