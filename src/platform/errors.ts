/**
 * One error type for every failure a service can report, with a closed list of
 * codes. Services throw AppError and never think about HTTP; the single mapping
 * from code to status lives here and is applied in one place (http.ts).
 */

export type ValidationReason =
  | 'required'
  | 'duplicate'
  | 'maxLength'
  | 'format'
  | 'enum'
  | 'range'
  | 'precision'
  | 'type';

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
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly errors: FieldError[] | undefined;

  constructor(
    readonly code: ErrorCode,
    description: string,
    errors?: FieldError[],
  ) {
    super(description);
    this.errors = errors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(errors: FieldError[], description?: string): AppError {
    const summary = errors.map((e) => `${e.field} (${e.reason})`).join(', ');
    return new AppError('ValidationFailed', description ?? `The request has invalid fields: ${summary}.`, errors);
  }

  static notFound(what: string): AppError {
    return new AppError('NotFound', `${what} was not found.`);
  }
}

/** The body every error response carries (DESIGN.md §7). */
export interface ErrorBody {
  Error: string;
  ErrorDescription: string;
  errors?: FieldError[];
  requestId?: string;
}
