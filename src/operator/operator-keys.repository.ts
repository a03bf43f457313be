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

/**
 * Takes the guard of operator keys (migration 037: one row) for the rest of
 * the transaction: creations and revocations of keys, in any process, wait
 * for each other here, so what one checks (names, live admins) holds until it
 * commits. Answers the first admin key ever made, if any.
 */
export async function lockOperatorKeyGuard(trx: Tx): Promise<{ firstAdminKeyId: string | null }> {
  const row = await trx.selectFrom('operator_key_guard').select('first_admin_key_id').where('singleton', '=', true).forUpdate().executeTakeFirstOrThrow();
  return { firstAdminKeyId: row.first_admin_key_id };
}

/** The first admin key ever made, if any (never unset: migration 037). */
export async function findFirstAdminKeyId(db: Db): Promise<string | null> {
  const row = await db.selectFrom('operator_key_guard').select('first_admin_key_id').where('singleton', '=', true).executeTakeFirst();
  return row?.first_admin_key_id ?? null;
}

/** Records the first admin key ever made; the caller holds the guard (lockOperatorKeyGuard) and saw none. */
export async function recordFirstAdminKey(trx: Tx, operatorKeyId: string, at: Date): Promise<void> {
  await trx
    .updateTable('operator_key_guard')
    .set({ first_admin_key_id: operatorKeyId, first_admin_at: at })
    .where('singleton', '=', true)
    .where('first_admin_key_id', 'is', null)
    .execute();
}

/** The live keys' names and roles (a few dozen at most: people and systems of one operator). */
export async function liveOperatorKeyNames(db: Db | Tx): Promise<{ operator_key_id: string; name: string; role: string }[]> {
  return db.selectFrom('operator_keys').select(['operator_key_id', 'name', 'role']).where('revoked_at', 'is', null).execute();
}

export async function findOperatorKey(db: Db, operatorKeyId: string): Promise<OperatorKeyRow | undefined> {
  return db.selectFrom('operator_keys').selectAll().where('operator_key_id', '=', operatorKeyId).executeTakeFirst();
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
