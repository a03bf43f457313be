/**
 * Telling a database outage from every other failure. An outage is nobody's
 * fault and passes: the API answers 503 with Retry-After, and the instruction
 * processor leaves its requests Created and retries them. Any other error is a
 * fact about the work itself (a constraint violation, a bug, bad data), and the
 * processor isolates the request that meets it (docs/instructions.md).
 */

/** Connection refused or lost, the server shutting down or starting (SQLSTATE classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08007']);

/** Failures of concurrency that a second try clears: serialization failure, deadlock, lock not available. */
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The database cannot be reached: the API answers 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  const message = (error as Error | null)?.message ?? '';
  return (
    (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(message)
  );
}

/** Worth retrying as it is, later: an outage, or a clash with concurrent work. Never the request's own fault. */
export function isTransientFailure(error: unknown): boolean {
  const code = codeOf(error);
  return isDatabaseUnavailable(error) || (code !== undefined && TRANSIENT_CODES.has(code));
}
