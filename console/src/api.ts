/**
 * The console's only way to the platform: the operator API, with the key the
 * operator signed in with. The key lives in sessionStorage: it is gone when
 * the browser tab closes, and never leaves this origin.
 */
const KEY_STORAGE = 'savings-platform.operator-key';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE);
}

export function storeKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

/** An error answer of the platform (DESIGN.md §7 body), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    readonly fields: { field: string; reason: string }[] = [],
  ) {
    super(description);
  }
}

export async function api<T>(method: string, path: string, body?: unknown, key = storedKey()): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${key ?? ''}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NetworkError', 'The platform cannot be reached.');
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (parsed ?? {}) as { Error?: string; ErrorDescription?: string; errors?: { field: string; reason: string }[] };
    throw new ApiError(response.status, error.Error ?? String(response.status), error.ErrorDescription ?? response.statusText, error.errors);
  }
  return parsed as T;
}

/** A query string of the defined, non-empty values. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface Operator {
  name: string;
  role: 'admin' | 'viewer';
  operatorKeyId: string | null;
}

export interface Batch {
  financialPartnerId: string;
  financialPartnerName: string | null;
  instructionBatchId: string;
  instructionType: string;
  instructionBatchTotalAmount: number;
  instructionBatchTotalNoticeAmount: number;
  instructionBatchStatus: string;
  currencyCode: string;
  dateToBeActioned: string;
  instructionCount: number;
}

export interface Instruction {
  instructionId: string;
  instructionReference: string;
  requestReference: string | null;
  instructionBatchId: string;
  instructionType: string;
  clientReference: string;
  depositAccountId: string | null;
  productId: string;
  productIssueNumber: number;
  amount: number;
  currencyCode: string;
  state: string;
  dateAddedUtc: string;
  settledAtUtc: string | null;
}

export interface InstructionRequest {
  financialPartnerId: string;
  financialPartnerName: string | null;
  instructionReference: string;
  requestType: string;
  clientReference: string | null;
  amount: number | null;
  currencyCode: string | null;
  status: string;
  statusReason: string | null;
  statusReasonCode: string | null;
  processingAttempts: number;
  createdAtUtc: string;
  processedAtUtc: string | null;
}

export interface LedgerEntry {
  entryId: string;
  depositAccountId: string;
  entryType: string;
  amount: number;
  businessDate: string;
  instructionId: string | null;
  createdAtUtc: string;
}

export interface Page {
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
  /** The lists that count: how many rows the filters match, exact up to 10,000 (then totalCountCapped). */
  totalCount?: number;
  totalCountCapped?: boolean;
}

/**
 * A text answer of the operator API (XML, CSV) in another media type than JSON, with the key in the
 * Authorization header as every call: a plain link could not send it.
 */
export async function apiText(path: string, accept: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${storedKey() ?? ''}`, accept } });
  } catch {
    throw new ApiError(0, 'NetworkError', 'The platform cannot be reached.');
  }
  const text = await response.text();
  if (!response.ok) {
    let error: { Error?: string; ErrorDescription?: string } = {};
    try {
      error = JSON.parse(text) as typeof error;
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
    throw new ApiError(0, 'NetworkError', 'The platform cannot be reached.');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed ?? {}) as { Error?: string; ErrorDescription?: string; errors?: { field: string; reason: string }[] };
    throw new ApiError(response.status, error.Error ?? String(response.status), error.ErrorDescription ?? response.statusText, error.errors);
  }
  return parsed as T;
}
