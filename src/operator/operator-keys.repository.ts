/** SQL of operator keys: stored by hash, looked up by hash, revoked (never deleted: the audit log names them). */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import type { Selectable } from 'kysely';
import type { OperatorRole } from '../audit/audit.js';
import type { Db, Tx } from '../database.js';
import type { OperatorTables } from './operator.tables.js';

export type OperatorKeyRow = Selectable<OperatorTables['operator_keys']>;

/**
 * Inserts a key unless a live key has its name: the unique index on live names
 * (operator_keys_live_name) decides, in the insert itself, so two creations of
 * one name at once make one key, not a unique violation. False when the name is taken.
 */
export async function insertOperatorKeyIfNameFree(trx: Tx, row: OperatorKeyRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('operator_keys')
    .values(row)
    .onConflict((oc) => oc.column('name').where('revoked_at', 'is', null).doNothing())
    .returning('operator_key_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findLiveOperatorKeyByHash(db: Db, keyHash: string): Promise<OperatorKeyRow | undefined> {
  return db.selectFrom('operator_keys').selectAll().where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
}

export async function findOperatorKeyForUpdate(trx: Tx, operatorKeyId: string): Promise<OperatorKeyRow | undefined> {
  return trx.selectFrom('operator_keys').selectAll().where('operator_key_id', '=', operatorKeyId).forUpdate().executeTakeFirst();
}

export interface OperatorKeyFilter {
  includeRevoked: boolean;
  role?: OperatorRole;
}

/** The keys matching the filter (unordered). */
function matchingOperatorKeys(db: Db, filter: OperatorKeyFilter) {
  let query = db.selectFrom('operator_keys').selectAll();
  if (!filter.includeRevoked) query = query.where('revoked_at', 'is', null);
  if (filter.role) query = query.where('role', '=', filter.role);
  return query;
}

/** How many keys match the filter, counting at most `limit`. */
export async function countOperatorKeys(db: Db, filter: OperatorKeyFilter, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingOperatorKeys(db, filter), limit);
}

export async function listOperatorKeys(db: Db, filter: OperatorKeyFilter, offset: number, limit: number): Promise<OperatorKeyRow[]> {
  return matchingOperatorKeys(db, filter).orderBy('created_at').orderBy('operator_key_id').offset(offset).limit(limit).execute();
}

/** Live → revoked; false when the key was revoked already. */
export async function markOperatorKeyRevoked(trx: Tx, operatorKeyId: string, revokedAt: Date, revokedBy: string): Promise<boolean> {
  const result = await trx
    .updateTable('operator_keys')
    .set({ revoked_at: revokedAt, revoked_by: revokedBy })
    .where('operator_key_id', '=', operatorKeyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
