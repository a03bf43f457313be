/**
 * The console's only way to the platform: the operator API, with the key the
 * operator signed in with. The key lives in sessionStorage: it is gone when
 * the browser tab closes, and never leaves this origin.
 *
 * Only the hooks (src/hooks/) and the app's sign-in (src/app/) call it: a page
 * asks its resource's hook module (src/hooks/api/) for data, never for a URL.
 */
import { type Answer, type Method, operatorClient } from '@operator-client';
import { query } from './query';

export type { Method };

const KEY_STORAGE = 'savings-platform.operator-key';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE);
}

export function storeKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

/**
 * The operator API's client (src/operator-client/, shared with the CLI): this tab's key at each call, the page's
 * own origin. Its failures are one ApiError (status 0 when the platform cannot be reached).
 */
export const client = operatorClient({ key: storedKey });

/** A JSON call of the operator API: the answer's body, or an ApiError. */
export async function api<T>(method: Method, path: string, body?: unknown, key?: string): Promise<T> {
  return (await client.send<T>(method, path, { json: body, key })).body;
}

/**
 * A JSON call of the operator API with the answer's status: a write under four eyes answers 202 with a proposal
 * instead of its usual answer (docs/four-eyes.md), and the caller tells them apart by it.
 */
export function apiAnswer<T>(method: Method, path: string, body?: unknown): Promise<Answer<T>> {
  return client.send<T>(method, path, { json: body });
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
export function apiText({ path, accept }: Download): Promise<string> {
  return client.text(path, accept);
}

/** A text body sent as `contentType` (a bank file as application/xml), the answer read as JSON like `api`. */
export async function apiPostText<T>(path: string, body: string, contentType: string): Promise<T> {
  return (await client.send<T>('POST', path, { content: { body, type: contentType } })).body;
}

/**
 * Every row a list's filters match, as CSV: the list's own API path and filters without its paging, with
 * Accept: text/csv (the platform streams it; docs/console.md, Exports).
 */
export function csvDownload(path: string, filters: Record<string, string | number | boolean | undefined | null> = {}): Download {
  const rest = Object.fromEntries(Object.entries(filters).filter(([name]) => !['pageNumber', 'pageSize', 'before', 'limit'].includes(name)));
  return { path: `${path}${query(rest)}`, accept: 'text/csv' };
}
