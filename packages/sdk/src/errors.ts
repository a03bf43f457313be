/** The one error type the SDK throws. */

/** A field the platform refused, and why (`required`, `duplicate`, `maxLength`, `format`, ...). */
export interface FieldError {
  field: string;
  reason: string;
}

export interface PlatformErrorDetails {
  /** The HTTP status; 0 when no response came (network failure, timeout). */
  status: number;
  /**
   * The error body's `Error` (e.g. `ValidationFailed`, `VersionConflict`, `BatchUpdateConflict`),
   * the token service's `error` (e.g. `invalid_client`), or, when no response came,
   * `NetworkError` or `Timeout`.
   */
  code: string;
  /** The error body's `ErrorDescription` (or the token service's `error_description`). */
  description: string;
  /** The refused fields of a 400, when the platform listed them. */
  errors?: FieldError[];
  /** The platform's request id, to quote to its support. */
  requestId?: string;
  /** The call that failed, e.g. `PATCH /clients/{clientReference}/{clientVersion}`. */
  operation: string;
  cause?: unknown;
}

/**
 * Every failure of a call: an error response, a failed token request, a
 * network failure after the retries allowed, or a `waitForOutcome` that ran
 * out of time.
 */
export class PlatformError extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: string;
  readonly errors: FieldError[] | undefined;
  readonly requestId: string | undefined;
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
    this.operation = details.operation;
  }
}

/** Reads an error response's body into a PlatformError; a body that is not the platform's JSON still gives one. */
export async function errorFromResponse(response: Response, operation: string): Promise<PlatformError> {
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
  const requestId = str(body.requestId) ?? response.headers.get('x-request-id') ?? undefined;
  return new PlatformError({ status: response.status, code, description, errors, requestId, operation });
}
