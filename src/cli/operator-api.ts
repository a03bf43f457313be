/**
 * The CLI's only way to the platform: HTTP to the operator API, with the
 * operator key as a bearer token. Failures come back as two error types the
 * entry point turns into a message and exit code 1: the API answered with an
 * error body (DESIGN.md §7), or the platform could not be reached at all.
 */

/** The error body of every operator API error (openapi/operator.json, `Error`). */
export interface ErrorBody {
  Error?: string;
  ErrorDescription?: string;
  errors?: { field: string; reason: string }[];
  requestId?: string;
  documentationUrl?: string;
}

/** The API answered with a status other than 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | string,
  ) {
    super(describeApiError(status, body));
  }
}

/** Nothing answered at the URL: not running, wrong host or port, DNS. */
export class UnreachableError extends Error {
  constructor(url: string, cause: string) {
    super(`Cannot reach the platform at ${url} (${cause}). Is it running? Point --url (or PLATFORM_URL) at it.`);
  }
}

function describeApiError(status: number, body: ErrorBody | string): string {
  if (typeof body === 'string') return `${status}: ${body.trim() || '(empty body)'}`;
  const lines = [`${status} ${body.Error ?? ''}: ${body.ErrorDescription ?? JSON.stringify(body)}`];
  for (const field of body.errors ?? []) lines.push(`  ${field.field}: ${field.reason}`);
  if (body.documentationUrl) lines.push(`  what to do: ${body.documentationUrl}`);
  return lines.join('\n');
}

/** Query values as the API takes them; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

export interface OperatorApi {
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  /** GETs another representation than JSON (e.g. `text/csv`), returned as the text it is. */
  getText(path: string, accept: string): Promise<string>;
  /** GETs a list's CSV export with the query's filters, handing each piece to `write` as it arrives (any size). */
  streamCsv(path: string, query: Query, write: (text: string) => void): Promise<void>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** POSTs a body that is already JSON text (a catalogue file sent as written). */
  postText<T = unknown>(path: string, jsonText: string): Promise<T>;
  /** POSTs a file's bytes as application/xml (a bank file sent as the bank wrote it). */
  postXml<T = unknown>(path: string, xml: Uint8Array): Promise<T>;
  put<T = unknown>(path: string, body: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
}

export function operatorApi(baseUrl: string, key: string): OperatorApi {
  const base = baseUrl.replace(/\/+$/, '');

  function urlOf(path: string, query: Query | undefined): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
    return `${base}${path}${search.size > 0 ? `?${search}` : ''}`;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init);
    } catch (error) {
      throw new UnreachableError(base, causeOf(error));
    }
  }

  async function request<T>(
    method: string,
    path: string,
    query: Query | undefined,
    body: string | Uint8Array | undefined,
    contentType = 'application/json',
    accept?: string,
  ): Promise<T> {
    const response = await send(urlOf(path, query), {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': contentType }), ...(accept ? { accept } : {}) },
      body,
    });
    const text = await response.text();
    if (accept && response.ok) return text as T;
    if (!response.ok) throw errorOf(response, text);
    return parseJson(text) as T;
  }

  async function streamCsv(path: string, query: Query, write: (text: string) => void): Promise<void> {
    const response = await send(urlOf(path, query), { headers: { authorization: `Bearer ${key}`, accept: 'text/csv' } });
    if (!response.ok || !response.body) throw errorOf(response, await response.text());
    const decoder = new TextDecoder();
    try {
      for await (const piece of response.body) write(decoder.decode(piece as Uint8Array, { stream: true }));
    } catch (error) {
      // The platform stopped mid-file (its connection closed): the file is cut short, so say so rather than end quietly.
      throw new UnreachableError(base, `the export stopped before its end (${causeOf(error)})`);
    }
    write(decoder.decode());
  }

  return {
    get: (path, query) => request('GET', path, query, undefined),
    getText: (path, accept) => request<string>('GET', path, undefined, undefined, undefined, accept),
    streamCsv,
    post: (path, body) => request('POST', path, undefined, body === undefined ? undefined : JSON.stringify(body)),
    postText: (path, jsonText) => request('POST', path, undefined, jsonText),
    postXml: (path, xml) => request('POST', path, undefined, xml, 'application/xml'),
    put: (path, body) => request('PUT', path, undefined, JSON.stringify(body)),
    delete: (path) => request('DELETE', path, undefined, undefined),
  };
}

/** JSON when the text is JSON; else the text as it came (a proxy's error page, say). */
function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

/** An error answer as the CLI reports it: the platform's error body, or the text that came. */
function errorOf(response: Response, text: string): ApiError {
  const parsed = parseJson(text);
  return new ApiError(response.status, typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBody) : text);
}

/** fetch() says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, ...) is in its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.message ?? cause?.code ?? (error as Error).message;
}
