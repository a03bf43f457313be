/** Schemas shared by every API: the error body and small building blocks. */
import { Type, type TSchema } from '@sinclair/typebox';
import { ERROR_CATALOGUE, errorDocumentationPath, type ErrorBody, type ErrorCode, type FieldError } from './errors.js';

/**
 * The clientReference the documents' examples use: in the sandbox it is the
 * demo partner's seeded client (src/sandbox/seed.ts), so an example request
 * tried from the docs page works as shown.
 */
export const EXAMPLE_CLIENT_REFERENCE = '5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60';

/** The instructionReference the documents' examples show; the sandbox docs page sends a fresh GUID in its place on each try. */
export const EXAMPLE_INSTRUCTION_REFERENCE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

export const FieldErrorSchema = Type.Object(
  {
    field: Type.String({ description: 'The input field, as a path such as accounts[0].sortCode.' }),
    reason: Type.Union(
      ['required', 'duplicate', 'maxLength', 'format', 'enum', 'range', 'precision', 'type', 'unknown'].map((r) => Type.Literal(r)),
      { description: 'Why the field was refused.' },
    ),
  },
  { title: 'FieldError', description: 'One refused input field.' },
);

export const ErrorResponseSchema = Type.Object(
  {
    Error: Type.Unsafe<string>({
      type: 'string',
      enum: Object.keys(ERROR_CATALOGUE),
      description: `A short PascalCase error code, for programs to switch on; ErrorDescription says it for a person. One of:\n\n${Object.entries(ERROR_CATALOGUE)
        .map(([code, entry]) => `- \`${code}\` (${entry.status}): ${entry.meaning}`)
        .join('\n')}`,
      'x-enumDescriptions': Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, `${entry.meaning} ${entry.action}`])),
      example: 'NotFound',
    }),
    ErrorDescription: Type.String({ description: 'What went wrong, in a sentence for a person.' }),
    errors: Type.Optional(Type.Array(FieldErrorSchema, { description: 'The refused fields, on validation failures.' })),
    requestId: Type.Optional(Type.String({ description: 'The id of the request, also in the x-request-id header and our logs.' })),
    documentationUrl: Type.Optional(
      Type.String({
        format: 'uri',
        description: "Where the code is explained, with what to do about it: its anchor on the platform's error page (GET /errors).",
      }),
    ),
  },
  { title: 'Error', description: 'The body of every error response (docs/decisions/errors.md).' },
);

/** What each error status means, as the documents describe the response. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or has invalid fields.',
  401: 'The subscription key or access token is missing, unknown, invalid or expired.',
  403: 'The caller is authenticated but may not do this (an operator viewer writing).',
  404: 'The resource does not exist or belongs to another partner.',
  406: 'None of the accepted media types can be served.',
  409: 'The request conflicts with the current state.',
  410: 'What was asked for is gone for good (events past their retention period).',
  413: 'The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs.',
  415: 'The request body has an unsupported media type.',
  429: 'The rate limit for this API was exceeded; retry after the Retry-After header.',
  503: 'The platform is temporarily unavailable; retry after the Retry-After header.',
};

const REQUEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const example = (code: ErrorCode, description: string, errors?: FieldError[]): ErrorBody => ({
  Error: code,
  ErrorDescription: description,
  ...(errors ? { errors } : {}),
  requestId: REQUEST_ID,
  documentationUrl: `https://sandbox.example.com${errorDocumentationPath(code)}`,
});

/**
 * The example of each error status in the documents: the code the platform
 * answers with (ERROR_STATUS in errors.ts), and a description it really writes.
 * A route whose status means something narrower names its own (errorResponses).
 */
export const ERROR_EXAMPLES: Record<number, ErrorBody> = {
  400: example('ValidationFailed', 'The request has invalid fields: title (maxLength).', [{ field: 'title', reason: 'maxLength' }]),
  401: example('Unauthorized', 'The cdpapi-Subscription-Key header is missing.'),
  403: example('Forbidden', 'Operator "auditor" is a viewer: it may read but not POST.'),
  404: example('NotFound', 'Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.'),
  406: example('NotAcceptable', 'The document is available as application/pdf only.'),
  409: example('Conflict', 'The request conflicts with the current state of the resource.'),
  410: example(
    'EventsPruned',
    'Events after this cursor were deleted: events are kept 30 days, and yours made before 2026-03-02T03:00:00.0000000+00:00 have been pruned. Read the feed again without after to start at the oldest event kept, and reconcile what you missed from the APIs.',
  ),
  413: example('PayloadTooLarge', 'The request body is larger than the 1 MB limit.'),
  415: example('UnsupportedMediaType', 'The media type text/plain is not supported here; send application/json.'),
  429: example('TooManyRequests', 'More than 50 requests a second to the clients API; retry after 1 second.'),
  503: example('ServiceUnavailable', 'The platform cannot reach its database just now; retry shortly.'),
};

/**
 * Error responses for a route's schema, each with the common error body (the
 * Error component). `examples` replaces the default example of a status, for a
 * route whose error there is a narrower code (e.g. 409 VersionConflict).
 */
export function errorResponses(...statuses: (number | Partial<Record<number, ErrorBody>>)[]): Record<number, TSchema> {
  const overrides = Object.assign({}, ...statuses.filter((s): s is Partial<Record<number, ErrorBody>> => typeof s === 'object')) as Partial<Record<number, ErrorBody>>;
  const responses: Record<number, TSchema> = {};
  for (const status of statuses) {
    if (typeof status !== 'number') continue;
    const shown = overrides[status] ?? ERROR_EXAMPLES[status];
    // The same title and description everywhere, so the documents hoist one Error component;
    // the response's own description comes from ERROR_DESCRIPTIONS (openapi-contract.ts).
    responses[status] = Type.Object(ErrorResponseSchema.properties, {
      title: 'Error',
      description: ErrorResponseSchema.description,
      ...(shown ? { examples: [shown] } : {}),
    });
  }
  return responses;
}

/** An error example for errorResponses' overrides. */
export function errorExample(code: ErrorCode, description: string): ErrorBody {
  return example(code, description);
}

/**
 * A request value whose schema gives it a default. Validation (Ajv's
 * useDefaults) fills the default in before a handler runs, but the schema's
 * static type still says optional: this says so once, in one place.
 */
export function filledDefault<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} has a default in its schema, which validation did not fill in.`);
  return value;
}

/** The statuses every authenticated partner route may answer. */
export const PARTNER_ERROR_STATUSES = [400, 401, 429, 503];

/**
 * An answer without a body (204): a `null` schema in the documents, while its
 * static type is undefined, so a handler answers with a bare `reply.send()`.
 * Keys in Type.Null's order, so the documents read as before.
 */
export const NoContent = Type.Unsafe<undefined>({ description: 'No content.', type: 'null' });

/**
 * A bigint id taken as a query or path parameter (a keyset cursor such as
 * `before`): decimal digits within PostgreSQL's bigint, checked by the
 * `bigint-id` format (parseBigintId in ids.ts), so a bad one is a 400 naming
 * the parameter and never reaches SQL.
 */
export function BigintIdParameter(description: string) {
  return Type.String({ format: 'bigint-id', pattern: '^[0-9]{1,19}$', maxLength: 19, description });
}
