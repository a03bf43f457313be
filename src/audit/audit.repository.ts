/** SQL of the audit trail: appended to in the writer's transaction, searched newest first. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import type { Selectable } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { AuditTables } from './audit.tables.js';

export type AuditEntryRow = Selectable<AuditTables['operator_audit_log']>;

export async function insertAuditEntry(
  trx: Tx,
  entry: {
    occurredAt: Date;
    operatorKeyId: string | null;
    operatorName: string;
    operatorRole: string;
    method: string;
    endpoint: string;
    path: string;
    objectType: string;
    objectId: string;
    objectName: string | null;
    before: unknown;
    after: unknown;
    proposalId?: string;
    proposedBy?: string;
  },
): Promise<void> {
  await trx
    .insertInto('operator_audit_log')
    .values({
      occurred_at: entry.occurredAt,
      operator_key_id: entry.operatorKeyId,
      operator_name: entry.operatorName,
      operator_role: entry.operatorRole,
      method: entry.method,
      endpoint: entry.endpoint,
      path: entry.path,
      object_type: entry.objectType,
      object_id: entry.objectId,
      object_name: entry.objectName,
      before: asJson(entry.before),
      after: asJson(entry.after),
      proposal_id: entry.proposalId ?? null,
      proposed_by: entry.proposedBy ?? null,
    } as never)
    .execute();
}

/** An object as JSON text: amounts in minor units (bigint) as decimal strings, instants as ISO text. */
function asJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export interface AuditFilter {
  operatorName?: string;
  objectType?: string;
  objectId?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant. */
  to?: Date;
  /** Entries older than this audit id (the next page). */
  beforeAuditId?: string;
}

/** Entries matching the filter (the list's query, without its order or page). */
function matchingAuditEntries(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('operator_audit_log').selectAll();
  if (filter.operatorName) query = query.where('operator_name', '=', filter.operatorName);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.from) query = query.where('occurred_at', '>=', filter.from);
  if (filter.to) query = query.where('occurred_at', '<', filter.to);
  if (filter.beforeAuditId) query = query.where('audit_id', '<', BigInt(filter.beforeAuditId));
  return query;
}

export async function searchAuditEntries(db: Db, filter: AuditFilter, limit: number): Promise<AuditEntryRow[]> {
  return matchingAuditEntries(db, filter).orderBy('audit_id', 'desc').limit(limit).execute();
}

/** How many entries match the filter, counting at most `limit`. */
export async function countAuditEntries(db: Db, filter: AuditFilter, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingAuditEntries(db, filter), limit);
}
