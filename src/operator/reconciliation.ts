/**
 * The reconciliation runner: runs named checks, each returning the rows that
 * break one money invariant of docs/decisions/domain.md (none when all is
 * well), and reports them. The checks belong to the contexts that own each
 * invariant (ledger.checks.ts, batches.checks.ts, instructions.checks.ts); the
 * composition root assembles them, in the report's order, and hands the list
 * to GET /operator/reconciliation.
 */
import type { Db } from '../database.js';
import type { ReconciliationCheck as Check } from '../platform/reconciliation-check.js';

/** A check over this database (the contract is the platform's, src/platform/reconciliation-check.ts). */
export type ReconciliationCheck = Check<Db>;

export interface ReconciliationReport {
  ok: boolean;
  checkedAt: Date;
  checks: { name: string; description: string; ok: boolean; offending: Record<string, unknown>[] }[];
}

/** bigint and Date values made JSON-safe (money stays exact as text). */
function jsonSafe(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Runs the checks one after the other, in the order given (the report's order). */
export async function runReconciliation(db: Db, checks: readonly ReconciliationCheck[], now: Date, limit = 100): Promise<ReconciliationReport> {
  const results = [];
  for (const check of checks) {
    const offending = (await check.run(db, { now, limit })).map(jsonSafe);
    results.push({ name: check.name, description: check.description, ok: offending.length === 0, offending });
  }
  return { ok: results.every((c) => c.ok), checkedAt: now, checks: results };
}
