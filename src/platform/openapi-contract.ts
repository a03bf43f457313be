/**
 * Turns the document @fastify/swagger builds from the route schemas into the
 * published contract (docs/api-docs.md): every schema with a `title` becomes a
 * named component referenced by `$ref`, each operation gets the security of
 * the API it belongs to, each error response its status's description and an
 * example with the real code, and JSON Schema draft-7 keywords that OpenAPI 3.0
 * spells differently are rewritten. Only documentation changes: validation and
 * serialisation keep using the route schemas as they are.
 */
import { isDeepStrictEqual } from 'node:util';
import { ERROR_DESCRIPTIONS, ERROR_EXAMPLES } from './schemas.js';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers?: unknown[];
  security?: Json[];
  tags?: Json[];
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json>; [key: string]: unknown };
  [key: string]: unknown;
}

/** Who may call what: the partner pair, the operator key, or nobody needed (the token service). */
export const PARTNER_SECURITY = [{ subscriptionKey: [], oauth2: [] }];
export const OPERATOR_SECURITY = [{ operatorApiKey: [] }];
const PUBLIC_SECURITY: Json[] = [];

export function securitySchemes(tokenUrl: string): Record<string, Json> {
  return {
    subscriptionKey: { type: 'apiKey', in: 'header', name: 'cdpapi-Subscription-Key', description: 'The subscription key issued at onboarding.' },
    oauth2: {
      type: 'oauth2',
      description: 'An access token from the token service (OAuth 2.0 client credentials grant), sent in the Authorization header as Bearer and the token.',
      flows: { clientCredentials: { tokenUrl, scopes: {} } },
    },
    operatorApiKey: {
      type: 'http',
      scheme: 'bearer',
      description: 'The operator API key (OPERATOR_API_KEY), sent in the Authorization header as Bearer and the key.',
    },
  };
}

export function securityOf(path: string): Json[] {
  if (path === '/operator' || path.startsWith('/operator/')) return OPERATOR_SECURITY;
  if (path.startsWith('/connect/') || path.startsWith('/.well-known/')) return PUBLIC_SECURITY;
  return PARTNER_SECURITY;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const UNKNOWN_REFUSED =
  'Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each.';

/**
 * The whole document as published: components hoisted, security and error
 * examples set. Mutates and returns the document swagger hands over (it builds
 * a fresh one for each call and caches what this returns).
 */
export function publishContract(document: OpenApiDocument, tokenUrl: string, versionOf: (path: string) => string | undefined = () => undefined): OpenApiDocument {
  const hoister = new ComponentHoister();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      operation.security = securityOf(path);
      const version = versionOf(path);
      if (version) describeApiVersion(operation, version);
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
        if (parameter.schema) parameter.schema = hoister.visit(parameter.schema as Json);
      }
      const body = operation.requestBody as { content?: Record<string, Json>; description?: string } | undefined;
      // Bodies are validated closed (validation.ts closeObjects): say so where the body is documented.
      // A schema that says additionalProperties itself keeps its word (the token request ignores them).
      const closed = (schema: Json | undefined) =>
        (schema?.type === 'object' && (schema.additionalProperties === undefined || schema.additionalProperties === false)) || schema?.type === 'array';
      if (body?.content && Object.values(body.content).some((media) => closed(media.schema as Json | undefined))) {
        body.description = [body.description, UNKNOWN_REFUSED].filter(Boolean).join(' ');
      }
      for (const media of Object.values(body?.content ?? {})) {
        if (media.schema) media.schema = hoister.visit(media.schema as Json);
      }
      for (const [status, response] of Object.entries((operation.responses as Record<string, Json> | undefined) ?? {})) {
        const content = response.content as Record<string, Json> | undefined;
        for (const media of Object.values(content ?? {})) {
          const schema = media.schema as Json | undefined;
          if (!schema) continue;
          if (schema.title === 'Error') describeError(Number(status), response, media);
          media.schema = hoister.visit(schema);
        }
      }
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas ?? {}), ...hoister.components },
    securitySchemes: securitySchemes(tokenUrl),
  };
  document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, operations]) => [SPECIFICATION_SPELLING[path] ?? path, operations]));
  return document;
}

/**
 * Paths the specification writes with a trailing slash (GET /products/, GET /instruction-batches/?batchDate=), as
 * the documents write them too, so a validating proxy or a generated client takes the calls partners copy from
 * it (issue 49). The router serves both spellings (ignoreTrailingSlash, src/composition/app.ts); swagger lists a
 * route at its prefix without the slash.
 */
const SPECIFICATION_SPELLING: Record<string, string> = { '/products': '/products/', '/instruction-batches': '/instruction-batches/' };

/**
 * A versioned partner API's `api-version`: the request may name the version
 * it was written for (header, or a query parameter of the same name; another
 * is 400 UnsupportedApiVersion), and every answer names the API's version.
 */
function describeApiVersion(operation: Json, version: string): void {
  const schema = { type: 'string', enum: [version] };
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  if (!parameters.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'api-version')) {
    parameters.push({
      name: 'api-version',
      in: 'header',
      required: false,
      schema,
      description: `The API version the call is written for: ${version}, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion.`,
    });
  }
  operation.parameters = parameters;
  for (const response of Object.values((operation.responses as Record<string, Json> | undefined) ?? {})) {
    response.headers = { ...((response.headers as Json | undefined) ?? {}), 'api-version': { description: `The API's version: ${version}.`, schema } };
  }
}

/** An error response reads its status's description, and shows the code the platform really answers with. */
function describeError(status: number, response: Json, media: Json): void {
  const description = ERROR_DESCRIPTIONS[status];
  if (description) response.description = description;
  if (media.example === undefined && media.examples === undefined && ERROR_EXAMPLES[status]) media.example = ERROR_EXAMPLES[status];
}

class ComponentHoister {
  readonly components: Record<string, Json> = {};

  /** The schema with its named parts (and itself, if named) replaced by references. */
  visit(schema: Json): Json {
    const rewritten = this.rewriteChildren(toOpenApi30(schema));
    const name = rewritten.title;
    if (typeof name !== 'string') return rewritten;
    const known = this.components[name];
    if (known === undefined) this.components[name] = rewritten;
    else if (!isDeepStrictEqual(withoutDescription(known), withoutDescription(rewritten))) {
      throw new Error(`Two different schemas are both titled ${name}: give one of them another title.`);
    } else if (known.description !== rewritten.description) {
      // One shape, described per use (e.g. the 200 and 201 of a create): each response keeps its own description, the component none.
      delete known.description;
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private rewriteChildren(schema: Json): Json {
    const out: Json = { ...schema };
    if (out.properties && typeof out.properties === 'object') {
      out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, Json>).map(([key, value]) => [key, this.visit(value)]));
    }
    for (const key of ['items', 'additionalProperties', 'not']) {
      const value = out[key];
      if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = this.visit(value as Json);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      const value = out[key];
      if (Array.isArray(value)) out[key] = value.map((item: Json) => this.visit(item));
    }
    return out;
  }
}

function withoutDescription(schema: Json): Json {
  const { description: _description, ...rest } = schema;
  return rest;
}

/**
 * Draft-7 numeric exclusiveMinimum/exclusiveMaximum (what Ajv checks) become
 * OpenAPI 3.0's boolean form beside minimum/maximum.
 */
function toOpenApi30(schema: Json): Json {
  const out: Json = { ...schema };
  if (typeof out.exclusiveMinimum === 'number') {
    out.minimum = out.exclusiveMinimum;
    out.exclusiveMinimum = true;
  }
  if (typeof out.exclusiveMaximum === 'number') {
    out.maximum = out.exclusiveMaximum;
    out.exclusiveMaximum = true;
  }
  return out;
}

/** The names of the components a part of a document refers to, followed through the components themselves. */
export function referencedComponents(part: unknown, schemas: Record<string, Json>): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
          const name = value.slice('#/components/schemas/'.length);
          if (!found.has(name)) {
            found.add(name);
            walk(schemas[name]);
          }
        } else walk(value);
      }
    }
  };
  walk(part);
  return found;
}
