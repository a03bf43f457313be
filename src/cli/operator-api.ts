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

  async function request<T>(
    method: string,
    path: string,
    query: Query | undefined,
    body: string | Uint8Array | undefined,
    contentType = 'application/json',
    accept?: string,
  ): Promise<T> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
    const url = `${base}${path}${search.size > 0 ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': contentType }), ...(accept ? { accept } : {}) },
        body,
      });
    } catch (error) {
      throw new UnreachableError(base, causeOf(error));
    }
    const text = await response.text();
    if (accept && response.ok) return text as T;
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page, say): shown as it came.
    }
    if (!response.ok) throw new ApiError(response.status, typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBody) : text);
    return parsed as T;
  }

  return {
    get: (path, query) => request('GET', path, query, undefined),
    getText: (path, accept) => request<string>('GET', path, undefined, undefined, undefined, accept),
    post: (path, body) => request('POST', path, undefined, body === undefined ? undefined : JSON.stringify(body)),
    postText: (path, jsonText) => request('POST', path, undefined, jsonText),
    postXml: (path, xml) => request('POST', path, undefined, xml, 'application/xml'),
    put: (path, body) => request('PUT', path, undefined, JSON.stringify(body)),
    delete: (path) => request('DELETE', path, undefined, undefined),
  };
}

/** fetch() says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, ...) is in its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.message ?? cause?.code ?? (error as Error).message;
}
