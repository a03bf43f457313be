/** Schemas shared by every API: the error body and small building blocks. */
import { Type, type TSchema } from '@sinclair/typebox';

export const FieldErrorSchema = Type.Object(
  {
    field: Type.String({ description: 'The input field, as a path such as accounts[0].sortCode.' }),
    reason: Type.Union(
      ['required', 'duplicate', 'maxLength', 'format', 'enum', 'range', 'precision', 'type'].map((r) => Type.Literal(r)),
      { description: 'Why the field was refused.' },
    ),
  },
  { description: 'One refused input field.' },
);

export const ErrorResponseSchema = Type.Object(
  {
    Error: Type.String({ description: 'A short PascalCase error code, such as ValidationFailed or NotFound.', example: 'NotFound' }),
    ErrorDescription: Type.String({ description: 'What went wrong, in a sentence for a person.' }),
    errors: Type.Optional(Type.Array(FieldErrorSchema, { description: 'The refused fields, on validation failures.' })),
    requestId: Type.Optional(Type.String({ description: 'The id of the request, also in the x-request-id header and our logs.' })),
  },
  { description: 'The body of every error response.' },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or has invalid fields.',
  401: 'The subscription key or access token is missing, unknown, invalid or expired.',
  403: 'The caller is authenticated but may not do this (an operator viewer writing).',
  404: 'The resource does not exist or belongs to another partner.',
  406: 'None of the accepted media types can be served.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs.',
  415: 'The request body has an unsupported media type.',
  429: 'The rate limit for this API was exceeded; retry after the Retry-After header.',
  503: 'The platform is temporarily unavailable; retry after the Retry-After header.',
};

/** Error responses for a route's schema, each with the common error body. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const responses: Record<number, TSchema> = {};
  for (const status of statuses) {
    responses[status] = Type.Object(ErrorResponseSchema.properties, {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
    });
  }
  return responses;
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
