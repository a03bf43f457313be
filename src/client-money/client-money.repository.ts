/** The client-money reconciliation runs' SQL (migration 025): append-only; only src/client-money/ calls this file. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import type { Db, Tx } from '../database.js';

export interface RunRow {
  reconciliationId: string;
  asAt: string;
  ranAt: Date;
  ranBy: string;
  trigger: 'scheduler' | 'operator';
  /** As stored: money in minor units as text. */
  inputs: unknown;
  breaks: unknown;
  breakCount: number;
  ok: boolean;
  actionTaken: string;
}

type Row = {
  reconciliation_id: string;
  as_at: string;
  ran_at: Date;
  ran_by: string;
  trigger: 'scheduler' | 'operator';
  inputs: unknown;
  breaks: unknown;
  break_count: number;
  ok: boolean;
  action_taken: string;
};

function toRun(r: Row): RunRow {
  return {
    reconciliationId: r.reconciliation_id,
    asAt: r.as_at,
    ranAt: r.ran_at,
    ranBy: r.ran_by,
    trigger: r.trigger,
    inputs: typeof r.inputs === 'string' ? JSON.parse(r.inputs) : r.inputs,
    breaks: typeof r.breaks === 'string' ? JSON.parse(r.breaks) : r.breaks,
    breakCount: r.break_count,
    ok: r.ok,
    actionTaken: r.action_taken,
  };
}

/** JSON text with bigints as decimal strings. */
function asJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export async function insertRun(trx: Tx, run: Omit<RunRow, 'breakCount'> & { breaks: unknown[] }): Promise<RunRow> {
  const row = await trx
    .insertInto('client_money_reconciliations')
    .values({
      reconciliation_id: run.reconciliationId,
      as_at: run.asAt,
      ran_at: run.ranAt,
      ran_by: run.ranBy,
      trigger: run.trigger,
      inputs: asJson(run.inputs),
      breaks: asJson(run.breaks),
      break_count: run.breaks.length,
      ok: run.ok,
      action_taken: run.actionTaken,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRun(row);
}

export interface RunFilter {
  from?: string;
  to?: string;
  ok?: boolean;
}

/** Runs newest first (the order they were stored), a page of them. */
/** The runs the filter matches (unordered). */
function matchingRuns(db: Db, filter: RunFilter) {
  let query = db.selectFrom('client_money_reconciliations').selectAll();
  if (filter.from) query = query.where('as_at', '>=', filter.from);
  if (filter.to) query = query.where('as_at', '<=', filter.to);
  if (filter.ok !== undefined) query = query.where('ok', '=', filter.ok);
  return query;
}

/** How many runs the filter matches, counting at most `limit`. */
export async function countRuns(db: Db, filter: RunFilter, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingRuns(db, filter), limit);
}

export async function listRuns(db: Db, filter: RunFilter, offset: number, limit: number): Promise<RunRow[]> {
  const rows = await matchingRuns(db, filter).orderBy('run_order', 'desc').offset(offset).limit(limit).execute();
  return rows.map(toRun);
}

export async function findRun(db: Db, reconciliationId: string): Promise<RunRow | undefined> {
  const row = await db.selectFrom('client_money_reconciliations').selectAll().where('reconciliation_id', '=', reconciliationId).executeTakeFirst();
  return row ? toRun(row) : undefined;
}

/** The run stored last (the latest date, then the last stored). */
export async function findLatestRun(db: Db): Promise<RunRow | undefined> {
  const row = await db.selectFrom('client_money_reconciliations').selectAll().orderBy('as_at', 'desc').orderBy('run_order', 'desc').limit(1).executeTakeFirst();
  return row ? toRun(row) : undefined;
}
