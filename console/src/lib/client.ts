/**
 * The console's only way to the platform: the operator API, with the key the
 * operator signed in with. The key lives in sessionStorage: it is gone when
 * the browser tab closes, and never leaves this origin.
 *
 * Only the hooks (src/hooks/) and the app's sign-in (src/app/) call it: a page
 * asks its resource's hook module (src/hooks/api/) for data, never for a URL.
 */
import { ApiError } from './api-error';
import { query } from './query';

const KEY_STORAGE = 'savings-platform.operator-key';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE);
}

export function storeKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

type ErrorBody = { Error?: string; ErrorDescription?: string; errors?: { field: string; reason: string }[] };

function unreachable(): ApiError {
  return new ApiError(0, 'NetworkError', 'The platform cannot be reached.');
}

/** A JSON call of the operator API: the answer's body, or an ApiError. */
export async function api<T>(method: string, path: string, body?: unknown, key = storedKey()): Promise<T> {
  return (await apiAnswer<T>(method, path, body, key)).body;
}

/**
 * A JSON call of the operator API with the answer's status: a write under four eyes answers 202 with a proposal
 * instead of its usual answer (docs/four-eyes.md), and the caller tells them apart by it.
 */
export async function apiAnswer<T>(method: string, path: string, body?: unknown, key = storedKey()): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${key ?? ''}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw unreachable();
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (parsed ?? {}) as ErrorBody;
    throw new ApiError(response.status, error.Error ?? String(response.status), error.ErrorDescription ?? response.statusText, error.errors);
  }
  return { status: response.status, body: parsed as T };
}

/** An operator API answer in another media type than JSON (XML, CSV): what a download button saves. */
export interface Download {
  path: string;
  accept: string;
}

/**
 * A text answer of the operator API (XML, CSV), with the key in the Authorization header as every call: a plain
 * link could not send it.
 */
export async function apiText({ path, accept }: Download): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${storedKey() ?? ''}`, accept } });
  } catch {
    throw unreachable();
  }
  const text = await response.text();
  if (!response.ok) {
    let error: ErrorBody = {};
    try {
      error = JSON.parse(text) as ErrorBody;
    } catch {
      // not a JSON error body: the status says it
    }
    throw new ApiError(response.status, error.Error ?? String(response.status), error.ErrorDescription ?? response.statusText);
  }
  return text;
}

/** A text body sent as `contentType` (a bank file as application/xml), the answer read as JSON like `api`. */
export async function apiPostText<T>(path: string, body: string, contentType: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${storedKey() ?? ''}`, accept: 'application/json', 'content-type': contentType },
      body,
    });
  } catch {
    throw unreachable();
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed ?? {}) as ErrorBody;
    throw new ApiError(response.status, error.Error ?? String(response.status), error.ErrorDescription ?? response.statusText, error.errors);
  }
  return parsed as T;
}

/**
 * Every row a list's filters match, as CSV: the list's own API path and filters without its paging, with
 * Accept: text/csv (the platform streams it; docs/console.md, Exports).
 */
export function csvDownload(path: string, filters: Record<string, string | number | boolean | undefined | null> = {}): Download {
  const rest = Object.fromEntries(Object.entries(filters).filter(([name]) => !['pageNumber', 'pageSize', 'before', 'limit'].includes(name)));
  return { path: `${path}${query(rest)}`, accept: 'text/csv' };
}
