/**
 * The contract of a reconciliation check: a named query that returns the rows
 * breaking one money invariant of docs/decisions/domain.md (none when all is
 * well). The checks belong to the contexts that own each invariant
 * (ledger.checks.ts, batches.checks.ts, instructions.checks.ts); the runner
 * and its report are the operator's (src/operator/reconciliation.ts). The
 * contract lives here, under every context, so a context that owns an
 * invariant depends on no other context to state it. Generic over the pool's
 * type: platform knows no table (contexts write `ReconciliationCheck<Db>`).
 */
export interface ReconciliationCheck<D> {
  name: string;
  description: string;
  /** Offending rows (at most `limit`); an empty list means the invariant holds. */
  run(db: D, context: ReconciliationCheckContext): Promise<Record<string, unknown>[]>;
}

/** What a check is run with: the time of the run and the most offending rows to return. */
export interface ReconciliationCheckContext {
  now: Date;
  limit: number;
}
