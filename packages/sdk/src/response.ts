/**
 * What every SDK method returns: a promise of the result (so `await` gives the
 * same value as always) with `withResponse()`, which gives the result together
 * with the platform's `requestId`, the HTTP status and headers (as
 * openai-node's `APIPromise`).
 */

/**
 * Per-request options, the optional last argument of every SDK method (as
 * stripe-node's and openai-node's `RequestOptions`).
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await platform.products.list({ timeout: 5_000, maxRetries: 0, signal: controller.signal });
 * ```
 */
export interface RequestOptions {
  /**
   * How long one attempt may wait for the platform's answer (headers and
   * body), in ms; the client's `timeout` (default 30000) when left out. An
   * attempt that runs out of time is retried like a network failure (only
   * calls that are safe to repeat); the last one throws `TimeoutError`.
   */
  timeout?: number;
  /**
   * Aborts the call: the attempt in flight, a backoff wait, a token request
   * being waited for, or `waitForOutcome`'s polling. Throws `RequestAbortedError`
   * (code `Aborted`); never retried.
   */
  signal?: AbortSignal;
  /** Retries of this call (after a 429, a timeout, a network failure or a 502/503/504); the client's `maxRetries` when left out. */
  maxRetries?: number;
}

/** The HTTP side of a result: the platform's request id (to quote to support), the status and the headers. */
export interface ResponseInfo {
  /** The platform's `x-request-id` of the answer (undefined only when a proxy in between removed it). */
  requestId: string | undefined;
  /** The HTTP status (for a paged walk or `waitForOutcome`: of the last call). */
  status: number;
  headers: Headers;
}

/** A result with the HTTP side of the answer that carried it. */
export interface WithResponse<T> extends ResponseInfo {
  data: T;
}

/**
 * A `Promise<T>` with `withResponse()`. Awaiting it gives the result only, as
 * before; `withResponse()` gives `{ data, requestId, status, headers }`.
 *
 * @example
 * ```ts
 * const { data: products, requestId } = await platform.products.list().withResponse();
 * ```
 */
export class PlatformPromise<T> extends Promise<T> {
  #response: Promise<WithResponse<T>> | (() => Promise<WithResponse<T>>);
  #data: Promise<T> | undefined;

  /** @internal A call made now (a promise), or one made when first awaited (a function: a list's first page). */
  constructor(response: Promise<WithResponse<T>> | (() => Promise<WithResponse<T>>)) {
    // The executor is not used: every method below reads the response promise.
    super((resolve) => resolve(undefined as T));
    this.#response = response;
  }

  /** Results of `then` and friends are plain promises. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /**
   * The result with the answer's `requestId`, status and headers.
   *
   * @example
   * ```ts
   * const { data, requestId, status } = await platform.products.get('FT12-GBP-NORTHBANK').withResponse();
   * ```
   *
   * @throws what the call itself throws (its method's `@throws`): the same `PlatformError`.
   */
  withResponse(): Promise<WithResponse<T>> {
    if (typeof this.#response === 'function') this.#response = this.#response();
    return this.#response;
  }

  #result(): Promise<T> {
    this.#data ??= this.withResponse().then((r) => r.data);
    return this.#data;
  }

  override then<R1 = T, R2 = never>(onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null, onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null): Promise<R1 | R2> {
    return this.#result().then(onfulfilled, onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#result().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#result().finally(onfinally);
  }
}
