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

/** What an error code means and what the caller does about it: one entry of ERROR_CATALOGUE. */
export interface ErrorCodeEntry {
  /** The HTTP status every response with this code has. */
  status: number;
  /** What happened, in a sentence. */
  meaning: string;
  /** What the caller does next. */
  action: string;
}

/**
 * Every `Error` code an API answers with: the single source of the HTTP
 * mapping (http.ts), the OpenAPI documents' enum, the error page
 * (`GET /errors`), docs/errors.md (written from here: `npm run docs:errors`)
 * and the SDK's `ErrorCode` union.
 */
export const ERROR_CATALOGUE = {
  ValidationFailed: {
    status: 400,
    meaning: 'A field of the body, the query string, the path or a header breaks a rule; `errors` lists each `{field, reason}`.',
    action: 'Correct the fields named in `errors` (their `reason` says which rule) and send the request again.',
  },
  MalformedRequest: {
    status: 400,
    meaning: 'The request cannot be read: the body is not JSON (empty, a wrong Content-Length, a NUL character) or the URL is not valid.',
    action: 'Send well-formed JSON in UTF-8 with a matching Content-Length, and a correctly percent-encoded URL.',
  },
  UnsupportedApiVersion: {
    status: 400,
    meaning: "The call's version header asks for a version this API does not have (the versioned partner APIs).",
    action: "Send one of the versions the API's description names, or leave the header out for the current one.",
  },
  Unauthorized: {
    status: 401,
    meaning: 'No valid subscription key and access token (partner APIs) or operator key, or the partner is suspended.',
    action: 'Fetch a new access token from the token service and send it with your subscription key; if the partner is suspended, contact the platform.',
  },
  Forbidden: {
    status: 403,
    meaning: 'The credentials are valid but their role may not do this (an operator viewer key writing).',
    action: 'Use a key whose role allows the operation.',
  },
  NotFound: {
    status: 404,
    meaning: "No such resource for this caller; another partner's resource is not found either.",
    action: 'Check the identifier; list the resources to find the right one.',
  },
  NotAcceptable: {
    status: 406,
    meaning: "The Accept header allows none of the document's media types.",
    action: 'Accept the media type the operation serves (or */*).',
  },
  Conflict: {
    status: 409,
    meaning:
      'The resource is in a state that forbids the change (a different client with that externalReference, a batch not Closed, a webhook endpoint disabled, a limit already in force).',
    action: 'Read the description, bring the resource into the state it names (or change what you ask for), then try again; repeating the same request alone will not succeed.',
  },
  VersionConflict: {
    status: 409,
    meaning: 'The resource changed since you read it: the version you sent is not the current one, or another request changed it at the same time.',
    action: 'Fetch the resource again and repeat your change on its current version.',
  },
  IdempotencyConflict: {
    status: 409,
    meaning: 'The instructionReference was already used for a different request (another body or type).',
    action: 'Use a new instructionReference for a new request; repeat the same body to learn the first request’s outcome.',
  },
  BatchUpdateConflict: {
    status: 409,
    meaning: "A batch confirmation does not match: a batch not the partner's, not Locked, or with other totals; no batch was closed.",
    action: 'Read the batches again and confirm each with the totals the platform shows.',
  },
  AccountNotAcknowledged: {
    status: 409,
    meaning:
      "Operator side: a payment would pay, or pay from, a bank account whose client-money acknowledgement letter (CASS 7) has no countersigned date; the description names the account (the platform's or which institution's, the currency, the masked number).",
    action: 'Record the countersigned date of the account’s acknowledgement letter, then run the payments again (docs/bank-accounts.md).',
  },
  EventsPruned: {
    status: 410,
    meaning:
      'Webhooks API: the `after` cursor of `GET /webhooks/events` is older than events of yours that were pruned (kept `EVENT_RETENTION_DAYS`, 30 days by default); the description says when.',
    action: "Read the feed again without `after` (from the oldest event kept) and reconcile what was missed from the APIs' current state.",
  },
  PayloadTooLarge: {
    status: 413,
    meaning: 'The body is over the size or nesting limit.',
    action: 'Send a smaller body (fewer items a request, or split the work).',
  },
  UnsupportedMediaType: {
    status: 415,
    meaning: 'The body is not `application/json` in UTF-8 (or the media type the operation takes).',
    action: 'Send `Content-Type: application/json` (charset utf-8).',
  },
  BankFileRejected: {
    status: 422,
    meaning:
      'A bank file (camt.053, camt.054, pain.002) was refused whole: too large, a DOCTYPE, not well-formed, not its official XSD, an unknown message, an inexact amount, a statement whose balances do not prove, or a status report about a payment file, batch or payment the platform never sent (or about another message than a pain.001); the description names the element, line, figures or id.',
    action:
      'Fix the file at its source (or ask the bank for a corrected one) and upload it again; nothing of it was booked. A file refused only for its XSD, otherwise readable, is kept in quarantine (the description names its id), where two admins may accept it for booking (docs/bank-files.md).',
  },
  TooManyRequests: {
    status: 429,
    meaning: 'Over the per-second rate limit.',
    action: 'Wait the seconds the Retry-After header gives, then retry (the SDK does this for you).',
  },
  InternalError: {
    status: 500,
    meaning: 'A bug on the platform; its cause is logged under the requestId.',
    action: 'Retry later; if it persists, quote the requestId to support.',
  },
  ServiceUnavailable: {
    status: 503,
    meaning: 'The platform cannot reach its database just now.',
    action: 'Retry after the Retry-After header’s seconds.',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Each code's HTTP status (from ERROR_CATALOGUE). */
export const ERROR_STATUS = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.status])) as {
  [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'];
};

/**
 * Codes the platform no longer sends, each with the code that replaced it:
 * clients written against them keep working for a release (the SDK maps them
 * to the same error class; docs/errors.md says until when).
 */
export const RETIRED_ERROR_CODES = {
  InvalidQuery: 'ValidationFailed',
} as const satisfies Record<string, ErrorCode>;

/** Where a code is explained: its anchor on the error page (`GET /errors`). */
export function errorDocumentationPath(code: string): string {
  return `/errors#${encodeURIComponent(code)}`;
}

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
  /** The code's documentation: its anchor on the error page. */
  documentationUrl?: string;
}
