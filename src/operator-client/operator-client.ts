/**
 * The one client of the operator API, shared by the CLI (src/cli/) and the
 * operator console (console/src/lib/client.ts): fetch with the operator key as
 * a bearer token, and one error class, `ApiError`, for every failure.
 * Browser-safe: no Node import, nothing but fetch, URLSearchParams and
 * TextDecoder, so the console's bundle and the CLI run the same file.
 *
 * Typed by the API's generated `paths` (console/src/generated/operator.ts,
 * written from openapi/operator.json by `npm run console:types`): the client
 * is generic over them (`operatorClient<paths>(...)`), and `ResponseOf`,
 * `BodyOf` name an operation's answer and body, so a caller names no request
 * or response type by hand.
 */

/** One field's complaint in an error body. */
export interface FieldError {
  field: string;
  reason: string;
}

/** The error body of every operator API error (openapi/operator.json, `Error`; docs/design/errors.md). */
export interface ErrorBody {
  Error?: string;
  ErrorDescription?: string;
  errors?: FieldError[];
  requestId?: string;
  documentationUrl?: string;
}

/**
 * A call that failed: the API answered a status other than 2xx (the error body's `Error` as `code`, its
 * `ErrorDescription` as `description` and the message, its `errors` as `fields`), or nothing answered at all:
 * status 0, code `NetworkError` (not running, wrong host or port, DNS, a connection cut mid-answer).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when nothing answered. */
  readonly status: number;
  /** The body's `Error` (e.g. `ValidationError`); `NetworkError` at status 0; the status as text when the answer had no error body. */
  readonly code: string;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  readonly documentationUrl: string | undefined;
  /** The answer's error body as it came (undefined when it was not JSON: a proxy's page, an empty answer). */
  readonly body: ErrorBody | undefined;
  /** The answer's text when it had no error body; at status 0, why nothing answered (ECONNREFUSED, ...). */
  readonly text: string;
  /** The platform's address the client calls ('' in the console: the page's own origin). */
  readonly url: string;

  constructor(status: number, init: { code: string; description: string; body?: ErrorBody; text?: string; url?: string }) {
    super(init.description);
    this.status = status;
    this.code = init.code;
    this.body = init.body;
    this.fields = init.body?.errors ?? [];
    this.requestId = init.body?.requestId;
    this.documentationUrl = init.body?.documentationUrl;
    this.text = init.text ?? '';
    this.url = init.url ?? '';
  }

  /** The error body's `ErrorDescription` (or what stands for it): the message. */
  get description(): string {
    return this.message;
  }
}

/** Query values as the API takes them; undefined and null ones are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** A query string of the defined values: `?a=1&b=x`, or '' when there is none. */
function searchOf(params: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call {
  query?: Query;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as it is, as `type`: JSON text as written, a bank file's bytes as application/xml. */
  content?: { body: string | Uint8Array; type: string };
  /** This call's key instead of the client's (the console's sign-in checks a key before keeping it). */
  key?: string;
}

/** An answer with its status: a write under four eyes answers 202 with a proposal instead of its usual answer (docs/four-eyes.md). */
export interface Answer<T> {
  status: number;
  body: T;
}

export interface OperatorClient<Paths = unknown> {
  /** A call answered in JSON: its status and body (null when empty; the text when it is not JSON), or an ApiError. */
  send<T = unknown>(method: Method, path: string, call?: Call): Promise<Answer<T>>;
  /** A GET answered in JSON: its body. */
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  /** The operation `path` (a template of `Paths`, its parameters filled from `params`), typed by the generated types. */
  call<P extends keyof Paths & string, M extends Lowercase<Method> & keyof Paths[P]>(
    method: M,
    path: P,
    params?: { path?: ParametersOf<Paths, P, M, 'path'>; query?: ParametersOf<Paths, P, M, 'query'>; body?: BodyOf<Paths, P, M>; key?: string },
  ): Promise<Answer<ResponseOf<Paths, P, M>>>;
  /** A GET of another representation than JSON (`text/csv`, XML), answered as its text. */
  text(path: string, accept: string, query?: Query): Promise<string>;
  /** A GET of another representation handed to `write` piece by piece as it arrives (a list's CSV export, any size). */
  stream(path: string, accept: string, query: Query, write: (text: string) => void): Promise<void>;
}

/**
 * A client of the operator API at `baseUrl` ('' for the page's own origin), sending `key` (or what it answers at
 * each call: the console's key lives in sessionStorage) as the bearer token.
 */
export function operatorClient<Paths = unknown>(options: { baseUrl?: string; key: string | (() => string | null) }): OperatorClient<Paths> {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const keyOf = (call?: { key?: string }) => call?.key ?? (typeof options.key === 'string' ? options.key : options.key()) ?? '';

  async function answer(method: Method, path: string, query: Query | undefined, headers: Record<string, string>, body?: string | Uint8Array): Promise<Response> {
    try {
      return await fetch(`${base}${path}${searchOf(query)}`, { method, headers, body: body as RequestInit['body'] });
    } catch (error) {
      throw unreachable(base, reasonOf(error));
    }
  }

  async function send<T>(method: Method, path: string, call: Call = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${keyOf(call)}`, accept: 'application/json' };
    let body: string | Uint8Array | undefined;
    if (call.content) [headers['content-type'], body] = [call.content.type, call.content.body];
    else if (call.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(call.json)];
    const response = await answer(method, path, call.query, headers, body);
    const text = await readText(response, base);
    if (!response.ok) throw errorOf(response, text, base);
    return { status: response.status, body: parseJson(text) as T };
  }

  async function textAnswer(path: string, accept: string, query?: Query): Promise<Response> {
    const response = await answer('GET', path, query, { authorization: `Bearer ${keyOf()}`, accept });
    if (!response.ok) throw errorOf(response, await readText(response, base), base);
    return response;
  }

  return {
    send,
    get: async <T>(path: string, query?: Query) => (await send<T>('GET', path, { query })).body,
    call: (method, path, params = {}) =>
      send(method.toUpperCase() as Method, fill(path, (params.path ?? {}) as Record<string, string | number>), {
        query: params.query as Query | undefined,
        json: params.body,
        key: params.key,
      }),
    text: async (path, accept, query) => readText(await textAnswer(path, accept, query), base),
    async stream(path, accept, query, write) {
      const response = await textAnswer(path, accept, query);
      if (!response.body) return write(await readText(response, base));
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (let piece = await reader.read(); !piece.done; piece = await reader.read()) write(decoder.decode(piece.value, { stream: true }));
      } catch (error) {
        // The platform stopped mid-answer (its connection closed): the file is cut short, so say so rather than end quietly.
        throw unreachable(base, `the export stopped before its end (${reasonOf(error)})`);
      }
      write(decoder.decode());
    },
  };
}

/** A path template's `{name}` parameters filled, each encoded. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

async function readText(response: Response, base: string): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw unreachable(base, `the answer stopped before its end (${reasonOf(error)})`);
  }
}

/** JSON when the text is JSON; else the text as it came (a proxy's page, say); null when empty. */
function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(response: Response, text: string, url: string): ApiError {
  const parsed = parseJson(text);
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBody) : undefined;
  return new ApiError(response.status, {
    code: body?.Error ?? String(response.status),
    description: body?.ErrorDescription ?? (response.statusText || `HTTP ${response.status}`),
    body,
    text: body ? '' : text,
    url,
  });
}

function unreachable(url: string, reason: string): ApiError {
  return new ApiError(0, { code: 'NetworkError', description: 'The platform cannot be reached.', text: reason, url });
}

/** fetch() says only "fetch failed" (Node) or "Failed to fetch" (a browser); Node gives the reason (ECONNREFUSED, ENOTFOUND, ...) as its cause. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.message ?? cause?.code ?? (error as Error).message;
}

// The generated types, read: what an operation answers and takes.
type Operation<Paths, P extends keyof Paths, M> = M extends keyof Paths[P] ? NonNullable<Paths[P][M]> : never;
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Success<R> = { [S in keyof R]: S extends 200 | 201 ? Json<R[S]> : never }[keyof R];

/**
 * What an operation answers on success: its 200 or 201 JSON body. Not its 202 (a write proposed for a second
 * admin's approval under four eyes, docs/four-eyes.md): a caller that may get one tells the two apart by the status.
 */
export type ResponseOf<Paths, P extends keyof Paths, M = 'get'> = Operation<Paths, P, M> extends { responses: infer R } ? Success<R> : never;

/** An operation's JSON request body. */
export type BodyOf<Paths, P extends keyof Paths, M = 'post'> = Operation<Paths, P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** An operation's path or query parameters, by name. */
export type ParametersOf<Paths, P extends keyof Paths, M, In extends 'path' | 'query'> = Operation<Paths, P, M> extends { parameters: { [K in In]?: infer X } } ? X : never;
