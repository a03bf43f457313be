/**
 * A contract-validating proxy (issue 49): an HTTP proxy put between a client
 * and the platform that checks every exchange against the OpenAPI documents the
 * platform serves, as Stoplight Prism's proxy does, and records each violation
 * instead of answering for the platform. What is checked, per document whose
 * prefixes the request's path is under (docs/api-docs.md, "Checked by a
 * validating proxy"):
 *
 * - the request: its path (with the documents' spelling, trailing slash
 *   included) and method are an operation; its path and query parameters match
 *   their schemas (required ones present); a body is sent only to an operation
 *   that takes one, with a documented media type, and a JSON body matches its
 *   schema;
 * - the response: its status is documented (or a range or `default`); a body
 *   comes with a media type that status documents, and a JSON body matches the
 *   schema documented for it.
 *
 * Paths under no document's prefix (the docs pages, the console, health and
 * metrics, the documents themselves) pass unchecked. The documents are read
 * from the platform at start, as a partner's tool would read them.
 *
 * OpenAPI 3.0 schemas are checked with Ajv (OpenAPI's `nullable` included;
 * `example` and `x-` keywords ignored), the standard formats by ajv-formats and
 * the platform's own formats (money, guid, iban, ...) as documented strings.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ALL_DOCUMENTS } from '../src/platform/openapi.js';

export interface ContractViolation {
  /** Which served document says otherwise. */
  document: string;
  request: string;
  status?: number;
  problem: string;
}

export interface ValidatingProxy {
  url: string;
  port: number;
  /** Every violation seen so far, in order. */
  violations: ContractViolation[];
  /** The operations exchanged so far, as `METHOD /documented/path`. */
  operations: Set<string>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface Operation {
  path: string;
  method: string;
  pattern: RegExp;
  parameterNames: string[];
  definition: Json;
}
interface ServedDocument {
  name: string;
  prefixes: string[];
  id: string;
  operations: Operation[];
}

// ajv-formats is CommonJS: its default export is the function (as src/platform/validation.ts takes it).
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** A JSON pointer's token, as a URI fragment writes it. */
const pointer = (...tokens: string[]) => tokens.map((t) => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

function mediaTypeOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(';')[0].trim().toLowerCase() || undefined;
}

/** A query or path value as the schema's type reads it (they travel as text). */
function coerce(value: string, schema: Json | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * OpenAPI 3.0's schema object to what Ajv reads: `exclusiveMinimum`/`exclusiveMaximum` are booleans beside
 * `minimum`/`maximum` there (JSON Schema draft 4), numbers of their own in the drafts Ajv implements.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const result: Json = {};
  for (const [key, inner] of Object.entries(value as Json)) result[key] = asJsonSchema(inner);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof result[flag] !== 'boolean') continue;
    if (result[flag] === true && typeof result[bound] === 'number') {
      result[flag] = result[bound];
      delete result[bound];
    } else delete result[flag];
  }
  return result;
}

export async function startValidatingProxy(target: string): Promise<ValidatingProxy> {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  for (const format of ['money', 'guid', 'iban', 'country-alpha3', 'iso-date-time', 'bigint-id', 'binary']) ajv.addFormat(format, true);

  const documents: ServedDocument[] = [];
  for (const doc of ALL_DOCUMENTS) {
    const response = await fetch(`${target}${doc.prefix}/openapi.json`);
    if (response.status !== 200) throw new Error(`${doc.prefix}/openapi.json answered ${response.status}`);
    const body = (await response.json()) as Json;
    const id = `served:${doc.api}`;
    ajv.addSchema(asJsonSchema(body) as Json, id);
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Json>)) {
      const parameterNames: string[] = [];
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => (parameterNames.push(name), '([^/]+)'))}$`);
      for (const method of METHODS) if (item[method]) operations.push({ path, method, pattern, parameterNames, definition: item[method] as Json });
    }
    documents.push({ name: `${doc.prefix}/openapi.json`, prefixes: doc.prefixes, id, operations });
  }

  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (document: ServedDocument, ...tokens: string[]) => {
    const ref = `${document.id}#/${pointer(...tokens)}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  const errorsOf = (validate: ValidateFunction) =>
    (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      .join('; ');

  const violations: ContractViolation[] = [];
  const operations = new Set<string>();

  function check(method: string, url: URL, requestHeaders: IncomingHttpHeaders, requestBody: Buffer, status: number, responseHeaders: IncomingHttpHeaders, responseBody: Buffer) {
    const path = url.pathname;
    const label = `${method} ${path}${url.search}`;
    for (const document of documents.filter((d) => d.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))) {
      if (path.endsWith('/openapi.json')) continue;
      const violation = (problem: string) => violations.push({ document: document.name, request: label, status, problem });
      const matches = document.operations.filter((op) => op.pattern.test(path));
      if (matches.length === 0) {
        violation(`no documented path matches ${path}`);
        continue;
      }
      // A literal path is preferred to a template when both match (as routers do).
      const byMethod = matches.filter((op) => op.method === method.toLowerCase()).sort((a, b) => a.parameterNames.length - b.parameterNames.length);
      const operation = byMethod[0];
      if (!operation) {
        violation(`${method} is not documented for ${matches[0].path}`);
        continue;
      }
      operations.add(`${method} ${operation.path}`);
      const base = ['paths', operation.path, operation.method];

      // The request: parameters.
      const values = operation.pattern.exec(path)!.slice(1).map(decodeURIComponent);
      const parameters = (operation.definition.parameters as Json[] | undefined) ?? [];
      parameters.forEach((parameter, i) => {
        const name = parameter.name as string;
        const where = parameter.in as string;
        const schema = parameter.schema as Json | undefined;
        let value: string | undefined;
        if (where === 'path') value = values[operation.parameterNames.indexOf(name)];
        else if (where === 'query') value = url.searchParams.get(name) ?? undefined;
        else return; // Headers and cookies: the credentials, checked by the platform itself.
        if (value === undefined) {
          if (parameter.required) violation(`the required ${where} parameter ${name} is missing`);
          return;
        }
        if (!schema) return;
        const validate = validatorAt(document, ...base, 'parameters', String(i), 'schema');
        if (!validate(coerce(value, schema))) violation(`the ${where} parameter ${name}=${JSON.stringify(value)}: ${errorsOf(validate)}`);
      });

      // The request: its body.
      const requestBodyDefinition = operation.definition.requestBody as Json | undefined;
      if (requestBody.length > 0) {
        const type = mediaTypeOf(requestHeaders['content-type']);
        const content = (requestBodyDefinition?.content as Json | undefined) ?? {};
        if (!requestBodyDefinition) violation(`a body (${requestBody.length} bytes) is sent to an operation that takes none`);
        else if (!type || !(type in content)) violation(`the request's media type ${type ?? '(none)'} is not one of ${Object.keys(content).join(', ')}`);
        else if (type.endsWith('json')) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(requestBody.toString('utf8'));
          } catch {
            parsed = undefined;
          }
          // A body that is not JSON is the platform's to refuse (400); the contract documents that answer.
          const validate = validatorAt(document, ...base, 'requestBody', 'content', type, 'schema');
          if (parsed !== undefined && (content[type] as Json).schema && !validate(parsed)) violation(`the request body does not match its schema: ${errorsOf(validate)}`);
        }
      } else if (requestBodyDefinition?.required) {
        violation('the operation requires a body and none is sent');
      }

      // The response.
      const responses = (operation.definition.responses as Json | undefined) ?? {};
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
      if (!statusKey) {
        violation(`the status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
        continue;
      }
      if (responseBody.length === 0 || method === 'HEAD') continue;
      const content = ((responses[statusKey] as Json).content as Json | undefined) ?? {};
      const type = mediaTypeOf(responseHeaders['content-type']);
      if (!type || !(type in content)) {
        violation(`the ${status} answer's media type ${type ?? '(none)'} is not documented for it (documented: ${Object.keys(content).join(', ') || 'no body'})`);
        continue;
      }
      if (!type.endsWith('json') || !(content[type] as Json).schema) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(responseBody.toString('utf8'));
      } catch {
        violation(`the ${status} answer says ${type} but is not JSON`);
        continue;
      }
      const validate = validatorAt(document, ...base, 'responses', statusKey, 'content', type, 'schema');
      if (!validate(parsed)) violation(`the ${status} answer does not match its schema: ${errorsOf(validate)}`);
    }
  }

  const targetUrl = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const requestBody = Buffer.concat(chunks);
      const headers = { ...incoming.headers, host: targetUrl.host };
      const forward = httpRequest({ hostname: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const responseBody = Buffer.concat(parts);
          try {
            check(incoming.method ?? 'GET', new URL(incoming.url ?? '/', target), incoming.headers, requestBody, answer.statusCode ?? 0, answer.headers, responseBody);
          } catch (error) {
            violations.push({ document: '(the proxy)', request: `${incoming.method} ${incoming.url}`, problem: `could not check: ${(error as Error).message}` });
          }
          // Passed on whole: the body was read to be checked (a HEAD answer keeps the length of the body it did not send).
          const { 'transfer-encoding': _chunked, connection: _connection, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, incoming.method === 'HEAD' ? rest : { ...rest, 'content-length': String(responseBody.length) });
          outgoing.end(responseBody);
        });
      });
      forward.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`the validating proxy could not reach the platform: ${error.message}`);
      });
      forward.end(requestBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    violations,
    operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
