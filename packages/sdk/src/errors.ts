/**
 * The SDK's errors: `PlatformError` and one subclass per kind of failure, so a
 * caller tells them apart with `instanceof`. Which class an error response
 * becomes is decided in one place, `PlatformError.generate`.
 */

import type { ErrorCode } from './types.js';

/**
 * Codes the platform no longer sends, each still understood by this SDK (the
 * same error class as the code that replaced it) until its next major
 * version: `InvalidQuery` is now `ValidationFailed`. A program that switches
 * on `error.code` should match both until then.
 */
export type RetiredErrorCode = 'InvalidQuery';

/**
 * What `PlatformError.code` holds: an error body's code (`ErrorCode`, or a
 * retired one), the token service's OAuth code, or, when no response came,
 * `NetworkError`, `Timeout` or `Aborted`. Open to codes a newer platform may
 * add (`string & {}` keeps the named ones offered by editors).
 */
export type PlatformErrorCode =
  ErrorCode | RetiredErrorCode | 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'NetworkError' | 'Timeout' | 'Aborted' | (string & {});

/** A field the platform refused, and why (`required`, `duplicate`, `maxLength`, `format`, ...). */
export interface FieldError {
  field: string;
  reason: string;
}

export interface PlatformErrorDetails {
  /** The HTTP status; 0 when no response came (network failure, timeout, abort). */
  status: number;
  /**
   * The error body's `Error` (e.g. `ValidationFailed`, `VersionConflict`, `BatchUpdateConflict`),
   * the token service's `error` (e.g. `invalid_client`), or, when no response came,
   * `NetworkError`, `Timeout` or `Aborted`.
   */
  code: PlatformErrorCode;
  /** The error body's `ErrorDescription` (or the token service's `error_description`). */
  description: string;
  /** The refused fields of a 400, when the platform listed them. */
  errors?: FieldError[];
  /** The platform's request id (the `x-request-id` header, or the body's `requestId`), to quote to its support. */
  requestId?: string;
  /** Where the code is explained, with what to do (the error body's `documentationUrl`). */
  documentationUrl?: string;
  /** The call that failed, e.g. `PATCH /clients/{clientReference}/{clientVersion}`. */
  operation: string;
  cause?: unknown;
}

/**
 * Every failure of a call: an error response, a failed token request, a
 * network failure, a timeout or an abort after the retries allowed, or a
 * `waitForOutcome` that ran out of time. Each kind has its subclass
 * (`ValidationError`, `NotFoundError`, `VersionConflictError`, `RateLimitError`,
 * `TimeoutError`, `ConnectionError`, ...); a status without one (406, 410, 413,
 * 415, 422) is a `PlatformError` itself.
 *
 * @example
 * ```ts
 * try {
 *   const { clientVersion } = await platform.clients.get(clientReference);
 *   await platform.clients.update(clientReference, clientVersion, { lastName: 'Jones' });
 * } catch (error) {
 *   if (error instanceof VersionConflictError) {
 *     // read the client again and retry on its current version
 *   } else if (error instanceof PlatformError) console.error(error.code, error.requestId);
 * }
 * ```
 */
export class PlatformError extends Error {
  readonly status: number;
  readonly code: PlatformErrorCode;
  readonly description: string;
  readonly errors: FieldError[] | undefined;
  readonly requestId: string | undefined;
  readonly documentationUrl: string | undefined;
  readonly operation: string;

  constructor(details: PlatformErrorDetails) {
    const where = details.status ? `${details.status} ${details.code}` : details.code;
    const request = details.requestId ? ` (requestId ${details.requestId})` : '';
    super(`${details.operation}: ${where}: ${details.description}${request}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PlatformError';
    this.status = details.status;
    this.code = details.code;
    this.description = details.description;
    this.errors = details.errors;
    this.requestId = details.requestId;
    this.documentationUrl = details.documentationUrl;
    this.operation = details.operation;
  }

  /**
   * The error of an error response, by status and code (the one place that
   * decides): 400 `ValidationError`, 401 `AuthenticationError`, 403
   * `PermissionError`, 404 `NotFoundError`, 409 `ConflictError` (code
   * `VersionConflict`: `VersionConflictError`), 429 `RateLimitError`, 5xx
   * `ServerError`; any other status a `PlatformError`.
   */
  static generate(details: PlatformErrorDetails & { retryAfterMs?: number }): PlatformError {
    const { status, code } = details;
    if (status === 400) return new ValidationError(details);
    if (status === 401) return new AuthenticationError(details);
    if (status === 403) return new PermissionError(details);
    if (status === 404) return new NotFoundError(details);
    if (code === 'VersionConflict') return new VersionConflictError(details);
    if (status === 409) return new ConflictError(details);
    if (status === 429) return new RateLimitError({ ...details, retryAfterMs: details.retryAfterMs });
    if (status >= 500) return new ServerError(details);
    return new PlatformError(details);
  }
}

/** 400: the request was refused as it is (`ValidationFailed`, `MalformedRequest`, `UnsupportedApiVersion`; the retired `InvalidQuery`); `errors` lists the refused fields. */
export class ValidationError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'ValidationError';
  }
}

/** 401: the credentials or the token were refused (`Unauthorized`, or the token service's `invalid_client`). */
export class AuthenticationError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'AuthenticationError';
  }
}

/** 403: authenticated, but not allowed this (`Forbidden`). */
export class PermissionError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'PermissionError';
  }
}

/** 404: no such resource, or not one of the partner's (`NotFound`). */
export class NotFoundError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'NotFoundError';
  }
}

/** 409: the request conflicts with the resource's state (`Conflict`, `IdempotencyConflict`, `BatchUpdateConflict`, `AccountNotAcknowledged`, `VersionConflict`). */
export class ConflictError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'ConflictError';
  }
}

/** 409 `VersionConflict`: the resource changed since it was read (the version sent is not the current one, or another request changed it at the same time); read it again and retry on its current version. */
export class VersionConflictError extends ConflictError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'VersionConflictError';
  }
}

/** 429 `TooManyRequests` once the retries are spent (or when its `Retry-After` is longer than `retryMaxDelayMs`). */
export class RateLimitError extends PlatformError {
  /** The platform's `Retry-After`, in seconds (undefined when it sent none): wait this long before calling again. */
  readonly retryAfter: number | undefined;

  constructor(details: PlatformErrorDetails & { retryAfterMs?: number | undefined }) {
    super(details);
    this.name = 'RateLimitError';
    this.retryAfter = details.retryAfterMs === undefined ? undefined : Math.ceil(details.retryAfterMs / 1000);
  }
}

/** 5xx: the platform failed (`InternalError`, `ServiceUnavailable`, or a gateway's 502/503/504); quote `requestId` to support. */
export class ServerError extends PlatformError {
  constructor(details: PlatformErrorDetails) {
    super(details);
    this.name = 'ServerError';
  }
}

/**
 * No answer within the timeout (code `Timeout`, status 0), after the retries
 * allowed; also `waitForOutcome` when the instruction had no outcome in time.
 * A call that is not safe to repeat may have been applied: read to see.
 */
export class TimeoutError extends PlatformError {
  constructor(details: Omit<PlatformErrorDetails, 'status' | 'code'>) {
    super({ ...details, status: 0, code: 'Timeout' });
    this.name = 'TimeoutError';
  }
}

/** No response: the connection failed or was dropped (code `NetworkError`, status 0), after the retries allowed. */
export class ConnectionError extends PlatformError {
  constructor(details: Omit<PlatformErrorDetails, 'status' | 'code'>) {
    super({ ...details, status: 0, code: 'NetworkError' });
    this.name = 'ConnectionError';
  }
}

/** The caller's `AbortSignal` aborted the call (code `Aborted`, status 0); `cause` is the signal's reason. Never retried. */
export class RequestAbortedError extends PlatformError {
  constructor(details: Omit<PlatformErrorDetails, 'status' | 'code'>) {
    super({ ...details, status: 0, code: 'Aborted' });
    this.name = 'RequestAbortedError';
  }
}

/** Reads an error response's body into the PlatformError of its kind; a body that is not the platform's JSON still gives one. */
export async function errorFromResponse(response: Response, operation: string, retryAfterMs?: number): Promise<PlatformError> {
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // not JSON: described below by the status and the text
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const code = str(body.Error) ?? str(body.error) ?? `Http${response.status}`;
  const description = str(body.ErrorDescription) ?? str(body.error_description) ?? (text.slice(0, 200) || response.statusText || `HTTP ${response.status}`);
  const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : undefined;
  const requestId = response.headers.get('x-request-id') ?? str(body.requestId) ?? undefined;
  const documentationUrl = str(body.documentationUrl);
  return PlatformError.generate({ status: response.status, code, description, errors, requestId, documentationUrl, operation, retryAfterMs });
}
