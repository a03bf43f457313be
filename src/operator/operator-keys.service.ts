/**
 * Operator identities: named keys with a role (a viewer reads; an admin reads
 * and writes), created and revoked by an admin, stored as hashes and shown once.
 * OPERATOR_API_KEY, when set, is the bootstrap admin ("bootstrap"), with no row.
 * Authentication looks a presented key up by its hash (a key is 256 random bits,
 * so its plain SHA-256 is as good as a slow hash and can be indexed).
 */
import type { AuditRecorder, OperatorIdentity, OperatorRole } from '../audit/audit.js';
import { constantTimeEquals, hashSecret, newSecret } from '../auth/auth.js';
import type { Db } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListTotal, mapChunks, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  countOperatorKeys,
  findLiveOperatorKeyByHash,
  findOperatorKeyForUpdate,
  insertOperatorKeyIfNameFree,
  listOperatorKeys,
  markOperatorKeyRevoked,
  type OperatorKeyFilter,
  type OperatorKeyRow,
} from './operator-keys.repository.js';

/** The name the bootstrap key acts under in the audit log. */
export const BOOTSTRAP_OPERATOR = 'bootstrap';

/** Every stored key starts so: it can be told from a partner secret in a log or a leak scan. */
const KEY_PREFIX = 'opk_';

export interface OperatorKeySummary {
  operatorKeyId: string;
  name: string;
  role: OperatorRole;
  /** The first characters of the key, to tell keys apart. */
  keyPrefix: string;
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  revokedBy: string | null;
}

function toSummary(row: OperatorKeyRow): OperatorKeySummary {
  return {
    operatorKeyId: row.operator_key_id,
    name: row.name,
    role: row.role as OperatorRole,
    keyPrefix: row.key_prefix,
    createdAt: row.created_at,
    createdBy: row.created_by,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}

/** What the audit log keeps of a key: never the key or its hash. */
function audited(summary: OperatorKeySummary) {
  return { ...summary, createdAt: summary.createdAt.toISOString(), revokedAt: summary.revokedAt?.toISOString() ?? null };
}

export class OperatorKeysService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bootstrapKey: string | undefined,
  ) {}

  /**
   * The operator a bearer key belongs to, or undefined (unknown or revoked).
   *
   * Errors: none (an unknown or revoked key is undefined; the operator API
   * answers `Unauthorized`).
   */
  async authenticate(key: string): Promise<OperatorIdentity | undefined> {
    if (this.bootstrapKey && constantTimeEquals(key, this.bootstrapKey)) return { operatorKeyId: null, name: BOOTSTRAP_OPERATOR, role: 'admin' };
    if (!key.startsWith(KEY_PREFIX)) return undefined;
    const row = await findLiveOperatorKeyByHash(this.db, hashSecret(key));
    return row ? { operatorKeyId: row.operator_key_id, name: row.name, role: row.role as OperatorRole } : undefined;
  }

  /**
   * A new key; the key itself is in the answer only. A live key of the same
   * name is a conflict.
   *
   * Errors: `Conflict` (the name is the bootstrap operator's, or a live key has
   * this name).
   */
  async create(input: { name: string; role: OperatorRole }, by: OperatorIdentity, audit: AuditRecorder): Promise<OperatorKeySummary & { key: string }> {
    if (input.name === BOOTSTRAP_OPERATOR) throw new AppError('Conflict', `"${BOOTSTRAP_OPERATOR}" is the name OPERATOR_API_KEY acts under; choose another.`);
    const key = `${KEY_PREFIX}${newSecret(32)}`;
    const row: OperatorKeyRow = {
      operator_key_id: newId(),
      name: input.name,
      role: input.role,
      key_hash: hashSecret(key),
      key_prefix: key.slice(0, KEY_PREFIX.length + 6),
      created_at: this.clock.now(),
      created_by: by.name,
      revoked_at: null,
      revoked_by: null,
    };
    await this.db.transaction().execute(async (trx) => {
      // The name is checked by the insert, not read first: concurrent creations of one name cannot both see it free.
      if (!(await insertOperatorKeyIfNameFree(trx, row))) throw new AppError('Conflict', `An operator key named "${input.name}" is live; revoke it first or choose another name.`);
      await audit(trx, { objectType: 'operator-key', objectId: row.operator_key_id, before: null, after: audited(toSummary(row)) });
    });
    return { ...toSummary(row), key };
  }

  /**
   * A page of operator keys matching the filter (never the keys themselves).
   *
   * Errors: none.
   */
  async list(filter: OperatorKeyFilter, paging: Paging): Promise<{ keys: OperatorKeySummary[]; hasMore: boolean } & ListTotal> {
    const { rows, ...page } = await readCountedPage(
      paging,
      (offset, limit) => listOperatorKeys(this.db, filter, offset, limit),
      (limit) => countOperatorKeys(this.db, filter, limit),
    );
    return { keys: rows.map(toSummary), ...page };
  }

  /** Every key matching the filter, in creation order, a chunk at a time (the CSV export; never the keys themselves). */
  exportList(filter: OperatorKeyFilter): AsyncGenerator<OperatorKeySummary[]> {
    return mapChunks(
      walkByOffset((offset, limit) => listOperatorKeys(this.db, filter, offset, limit)),
      (rows) => rows.map(toSummary),
    );
  }

  /**
   * Revokes a key: it stops authenticating at once. Revoking twice is a
   * conflict; an operator may revoke its own key.
   *
   * Errors: `NotFound` (no such operator key), `Conflict` (the key was revoked
   * already).
   */
  async revoke(operatorKeyId: string, by: OperatorIdentity, audit: AuditRecorder): Promise<OperatorKeySummary> {
    return this.db.transaction().execute(async (trx) => {
      const row = await findOperatorKeyForUpdate(trx, operatorKeyId);
      if (!row) throw AppError.notFound(`Operator key ${operatorKeyId}`);
      const now = this.clock.now();
      if (!(await markOperatorKeyRevoked(trx, operatorKeyId, now, by.name))) throw new AppError('Conflict', `Operator key ${operatorKeyId} was revoked already.`);
      const after = { ...toSummary(row), revokedAt: now, revokedBy: by.name };
      await audit(trx, { objectType: 'operator-key', objectId: operatorKeyId, before: audited(toSummary(row)), after: audited(after) });
      return after;
    });
  }
}
