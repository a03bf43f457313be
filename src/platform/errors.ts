/**
 * One error type for every failure a service can report, with a closed list of
 * codes. Services throw AppError and never think about HTTP; the single mapping
 * from code to status lives here and is applied in one place (http.ts).
 */

export type ValidationReason = 'required' | 'duplicate' | 'maxLength' | 'format' | 'enum' | 'range' | 'precision' | 'type' | 'unknown';

export interface FieldError {
  field: string;
  reason: ValidationReason;
}

export const ERROR_STATUS = {
  ValidationFailed: 400,
  MalformedRequest: 400,
  UnsupportedApiVersion: 400,
  InvalidQuery: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  NotAcceptable: 406,
  Conflict: 409,
  VersionConflict: 409,
  IdempotencyConflict: 409,
  BatchUpdateConflict: 409,
  AccountNotAcknowledged: 409,
  EventsPruned: 410,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  BankFileRejected: 422,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * At most this many refused fields are listed in an error body, so its size is
 * bounded whatever the request held (docs/decisions/quality-targets.md: a few KB); the description
 * says how many more there were.
 */
export const MAX_FIELD_ERRORS = 20;
/** A field path longer than this is cut: paths are built from input (indexes, pointers). */
const MAX_FIELD_LENGTH = 200;

/** Input quoted back in a description is cut to this many characters. */
export function quoted(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** "a (required), b (format)", listing the first MAX_FIELD_ERRORS and counting the rest. */
export function describeFieldErrors(errors: readonly FieldError[]): string {
  const listed = errors
    .slice(0, MAX_FIELD_ERRORS)
    .map((e) => `${quoted(e.field, MAX_FIELD_LENGTH)} (${e.reason})`)
    .join(', ');
  const omitted = errors.length - MAX_FIELD_ERRORS;
  return omitted > 0 ? `${listed} and ${omitted} more (only the first ${MAX_FIELD_ERRORS} are listed)` : listed;
}

export class AppError extends Error {
  readonly errors: FieldError[] | undefined;

  constructor(
    readonly code: ErrorCode,
    description: string,
    errors?: FieldError[],
  ) {
    super(description);
    this.errors = errors?.slice(0, MAX_FIELD_ERRORS).map((e) => (e.field.length > MAX_FIELD_LENGTH ? { ...e, field: quoted(e.field, MAX_FIELD_LENGTH) } : e));
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(errors: FieldError[], description?: string): AppError {
    return new AppError('ValidationFailed', description ?? `The request has invalid fields: ${describeFieldErrors(errors)}.`, errors);
  }

  static notFound(what: string): AppError {
    return new AppError('NotFound', `${what} was not found.`);
  }
}

/** The body every error response carries (docs/decisions/errors.md). */
export interface ErrorBody {
  Error: string;
  ErrorDescription: string;
  errors?: FieldError[];
  requestId?: string;
}
