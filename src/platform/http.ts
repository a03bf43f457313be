/**
 * HTTP plumbing shared by every API: the one place errors become responses,
 * media types, validation, case-insensitive names, request ids.
 */
import type { IncomingMessage } from 'node:http';
import fastJsonStringify from 'fast-json-stringify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { AppError, describeFieldErrors, type ErrorBody, type ErrorCode, errorDocumentationPath, quoted } from './errors.js';
import { jsonLimitProblem, MAX_JSON_ARRAY_ITEMS, maxJsonContainers } from './json-limits.js';
import { canonicaliseKeys, canonicaliseQuery, compileBodySchema, compileParamSchema, toFieldErrors } from './validation.js';
import { isDatabaseUnavailable } from './outage.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The token endpoint answers errors in RFC 6749's shape, not ours. */
    oauthErrors?: boolean;
  }
}

/**
 * The Fastify instance routes are registered on: its type provider types each
 * route's request parts (body, query, params, headers) from the route's TypeBox
 * schemas, so handlers read them without casts. Types only: validation stays
 * with our own Ajv (registerHttpPlatform).
 */
export type HttpApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** Longer descriptions are cut: whatever a request held, its error body stays a few KB (docs/decisions/quality-targets.md). */
const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * The error body (docs/design/errors.md) with the link to its code's documentation;
 * `documentationBase` is the public base URL the page is served under
 * (relative to the request's origin when not given).
 */
export function errorBody(code: ErrorCode | string, description: string, requestId: string, errors?: ErrorBody['errors'], documentationBase = ''): ErrorBody {
  return {
    Error: code,
    ErrorDescription: quoted(description, MAX_DESCRIPTION_LENGTH),
    ...(errors?.length ? { errors } : {}),
    requestId,
    documentationUrl: `${documentationBase}${errorDocumentationPath(code)}`,
  };
}

function sendOauthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="token"');
  return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

function translate(error: FastifyError | AppError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext;
    const errors = toFieldErrors(fastifyError.validation as never);
    const where =
      context === 'body'
        ? 'The request body has'
        : context === 'querystring'
          ? 'The query string has'
          : context === 'headers'
            ? 'The request headers have'
            : `The ${context ?? 'request'} has`;
    // One code for a refused field wherever it is (InvalidQuery, once for the query string, is retired: RETIRED_ERROR_CODES).
    return new AppError('ValidationFailed', `${where} invalid fields: ${describeFieldErrors(errors)}.`, errors);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UnsupportedMediaType', `The media type ${quoted(request.headers['content-type'] ?? '(none)')} is not supported here; send application/json.`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PayloadTooLarge', `The request body is larger than the ${megabytes(request.routeOptions.bodyLimit ?? 1_048_576)} MB limit.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('MalformedRequest', 'The request body is empty but its content type says JSON.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MalformedRequest', 'The Content-Length header does not match the body.');
  }
  // PostgreSQL text cannot hold NUL (or bytes invalid in UTF-8): only request input can carry one here.
  const sqlState = (error as { code?: string }).code;
  if (sqlState === '22021' || sqlState === '22P05') {
    return new AppError('MalformedRequest', 'The request contains a character the platform cannot store (such as NUL, \\u0000).');
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('ServiceUnavailable', 'The platform cannot reach its database just now; retry shortly.');
  }
  const status = fastifyError.statusCode;
  if (status === 429) return new AppError('TooManyRequests', fastifyError.message);
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own 4xx: malformed JSON, prototype poisoning, bad headers.
    const description = error instanceof SyntaxError || /JSON/i.test(error.message) ? 'The request body is not valid JSON.' : error.message;
    return new AppError('MalformedRequest', description);
  }
  return new AppError('InternalError', 'Something went wrong on our side. Quote the requestId if you contact support.');
}

/** The client closed its connection before the whole request arrived. */
function clientHungUp(raw: IncomingMessage): boolean {
  return raw.destroyed && !raw.complete;
}

/** Fastify's own default, for a route that does not say. */
const BODY_LIMIT_FALLBACK = 1_048_576;

const UTF8 = new Set(['utf-8', 'utf8']);

/**
 * The charset parameter of a media type, lower-cased and unquoted, if any.
 * JSON is UTF-8 (RFC 8259 §8.1); a body declared otherwise would be decoded
 * wrongly, so it is refused rather than guessed at.
 */
export function declaredCharset(contentType: string | undefined): string | undefined {
  const match = contentType ? /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType) : null;
  return match ? match[2].toLowerCase() : undefined;
}

/** No legitimate body comes near this; the catalogue file, the deepest, has fewer than 10 levels. */
export const MAX_JSON_DEPTH = 64;

/** A lone UTF-16 surrogate, or NUL: neither survives into PostgreSQL text or json. */
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a parsed JSON body cannot be taken, if it cannot: nested deeper than the
 * limit, or text PostgreSQL cannot store. Iterative, so a hostile body cannot
 * overflow the check itself.
 */
function unacceptableJson(value: unknown, limit: number): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'string') {
      if (UNSTORABLE_TEXT.test(node)) return 'The request body contains text that is not valid Unicode or contains NUL (\\u0000).';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return `The request body is nested more than ${limit} levels deep.`;
    for (const [key, child] of Object.entries(node)) {
      if (UNSTORABLE_TEXT.test(key)) return 'The request body contains a property name that is not valid Unicode or contains NUL.';
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

export interface HttpPlatformOptions {
  /** The public base URL error bodies' documentationUrl starts with (PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
}

/**
 * fast-json-stringify's options for every response: it compiles response unions with an Ajv of its own, and
 * our formats check input only.
 */
const SERIALIZER_OPTIONS: fastJsonStringify.Options = { ajv: { formats: { 'country-alpha3': true, iban: true, 'iso-date-time': true, guid: true, money: true } } };
/** Compiled serializers by the schema's JSON text: a route's schema is often written inline, a new object each app. */
const serializers = new Map<string, (data: unknown) => string>();

/**
 * A response schema's serializer, compiled once per distinct schema in this process. Fastify's own compiler builds
 * one for every route of every app it starts; an app built again in the same process (each test file builds its
 * own, some several) would compile all of them again: about half a second an app, most of an app's start
 * (docs/testing.md, "An app's start"). The routes declare no shared schemas (no addSchema to $ref), so a
 * schema's text alone decides its serializer.
 */
export function compileResponseSchema(schema: object): (data: unknown) => string {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as fastJsonStringify.Schema, SERIALIZER_OPTIONS) as (data: unknown) => string;
    serializers.set(key, serialize);
  }
  return serialize;
}

export function registerHttpPlatform(app: FastifyInstance, options: HttpPlatformOptions = {}): void {
  const base = options.publicBaseUrl ?? '';
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? compileBodySchema(schema) : compileParamSchema(schema)));
  app.setSerializerCompiler(({ schema }) => compileResponseSchema(schema));

  // Fastify parses text/plain by default; our APIs speak JSON, so text/plain is a 415
  // (a scope that really takes plain text adds its own parser).
  app.removeContentTypeParser('text/plain');
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  // Deeply nested JSON parses fine but overflows the stack of whatever recurses over it later;
  // a lone surrogate or NUL parses fine but fails in the database.
  const jsonParser: typeof defaultJsonParser = (request, body, done) => {
    // An operation that takes no body takes an empty one under any content type (curl -H 'Content-Type: application/json' with no -d).
    if (body === '' && takesNoBody(request)) return done(null, undefined);
    const charset = declaredCharset(request.headers['content-type']);
    if (charset !== undefined && !UTF8.has(charset)) {
      return done(
        new AppError('UnsupportedMediaType', `JSON is read as UTF-8 only (RFC 8259), but the body is declared as charset=${quoted(charset, 40)}; send it in UTF-8.`),
        undefined,
      );
    }
    // Before parsing: building 300,000 objects only to refuse them would block the event loop.
    const tooBig = jsonLimitProblem(body as string, {
      arrayItems: MAX_JSON_ARRAY_ITEMS,
      containers: maxJsonContainers(request.routeOptions.bodyLimit ?? BODY_LIMIT_FALLBACK),
    });
    if (tooBig?.kind === 'array') {
      return done(
        AppError.validation(
          [{ field: tooBig.field || '(body)', reason: 'range' }],
          `The request body has invalid fields: ${quoted(tooBig.field || '(body)')} (range): more than ${tooBig.limit.toLocaleString('en-GB')} items, far over what this endpoint takes.`,
        ),
        undefined,
      );
    }
    if (tooBig?.kind === 'containers') {
      return done(
        new AppError('PayloadTooLarge', `The request body holds more than ${tooBig.limit.toLocaleString('en-GB')} JSON objects and arrays; no request here needs that many.`),
        undefined,
      );
    }
    return defaultJsonParser(request, body, (error, value) => {
      if (error) return done(error, undefined);
      const problem = unacceptableJson(value, MAX_JSON_DEPTH);
      if (problem) return done(new AppError('MalformedRequest', problem), undefined);
      done(null, value);
    });
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/json-patch+json', 'text/json'], { parseAs: 'string' }, jsonParser);
  // Any other media type: an empty body where the operation takes none, as above; anything else is refused (415), as
  // Fastify refuses a media type no parser takes. A scope that reads another type (bank files' XML) adds its own parser.
  // Judged by the headers, before any byte of the body is read: no Content-Length (or 0) and not chunked is no body.
  app.addContentTypeParser('*', (request, _payload, done) => {
    const length = request.headers['content-length'];
    const empty = (length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined;
    if (empty && takesNoBody(request)) return done(null, undefined);
    done(new AppError('UnsupportedMediaType', `The media type ${quoted(request.headers['content-type'] ?? '(none)')} is not supported here; send application/json.`), undefined);
  });

  // Property names ignore case (the specification mixes both); applied before validation.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.body && request.body !== undefined) request.body = canonicaliseKeys(request.body, schema.body as never);
    if (schema.querystring && request.query && typeof request.query === 'object') {
      request.query = canonicaliseQuery(request.query, schema.querystring as never);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // No browser may guess another type than the one declared (a document or a JSON body read as HTML).
    reply.header('x-content-type-options', 'nosniff');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientHungUp(request.raw)) {
      // The client's doing, not ours and not the database's (a lost socket reads ECONNRESET too); nobody is left to answer.
      request.log.info({ requestId: request.id, reason: error.message }, 'client closed the connection before its request was read');
      return reply.code(400).send();
    }
    const appError = translate(error, request);
    if (appError.code === 'InternalError') {
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    } else if (appError.code === 'ServiceUnavailable') {
      request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
      reply.header('retry-after', '5');
    }
    if (appError.status === 401) {
      reply.header('www-authenticate', `Bearer realm="savings-platform", error="invalid_token", error_description="${appError.message.replace(/"/g, "'")}"`);
    }
    if (request.routeOptions.config?.oauthErrors) {
      // RFC 6749 answers 400 for a bad request; size, media type and rate keep their own status.
      const status = appError.status >= 500 || [413, 415, 429].includes(appError.status) ? appError.status : 400;
      return sendOauthError(reply, status, status >= 500 ? 'server_error' : 'invalid_request', appError.message);
    }
    return reply.status(appError.status).send(errorBody(appError.code, appError.message, request.id, appError.errors, base));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NotFound', `There is no ${request.method} ${request.url.split('?')[0]} on this platform.`, request.id, undefined, base));
  });
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, a path
 * parameter over the router's length limit) bypass the error handler; this
 * gives them our error body too (its documentationUrl under `publicBaseUrl`).
 * Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(publicBaseUrl = '') {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const description =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path segment of the request is longer than any identifier on this platform.'
        : 'The request URL is not valid (check its percent-encoding).';
    reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
    void reply.status(400).send(errorBody('MalformedRequest', description, request.id, undefined, publicBaseUrl));
  };
}

export { sendOauthError };

/** A body limit in MB (of 1,048,576 bytes), for the 413's sentence: a route may take more than the 1 MB default (a catalogue, a bank file). */
function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toLocaleString('en-GB', { maximumFractionDigits: 1 });
}

/** The operation declares no request body (its route has no body schema): POST /sandbox/run, an approval, a rotation. */
function takesNoBody(request: FastifyRequest): boolean {
  return !request.routeOptions.schema?.body;
}
