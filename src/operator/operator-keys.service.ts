/**
 * Operator identities: named keys with a role (a viewer reads; an admin reads
 * and writes), created and revoked by an admin, stored as hashes and shown once.
 * OPERATOR_API_KEY, when set, is the bootstrap admin ("bootstrap"), with no row.
 * Authentication looks a presented key up by its hash (a key is 256 random bits,
 * so its plain SHA-256 is as good as a slow hash and can be indexed).
 *
 * Four eyes (docs/four-eyes.md, issue 45): every creation and revocation takes
 * the guard row of operator keys first (migration 037), so its checks hold over
 * any number of processes: a name is refused when it reads as a live key's
 * (`nameIdentity`), the bootstrap key makes an admin key alone only while none
 * was ever made, and a revocation never leaves fewer than two live admin keys.
 */
import type { AuditRecorder, OperatorIdentity, OperatorRole } from '../audit/audit.js';
import { constantTimeEquals, hashSecret, newSecret } from '../auth/auth.js';
import type { Db, Tx } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { AppError, quoted } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { nameIdentity } from '../platform/names.js';
import { type ListTotal, mapChunks, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  countOperatorKeys,
  findFirstAdminKeyId,
  findLiveOperatorKeyByHash,
  findOperatorKey,
  findOperatorKeyForUpdate,
  insertOperatorKeyIfNameFree,
  listOperatorKeys,
  liveOperatorKeyNames,
  lockOperatorKeyGuard,
  markOperatorKeyRevoked,
  type OperatorKeyFilter,
  type OperatorKeyRow,
  recordFirstAdminKey,
} from './operator-keys.repository.js';

/** The name the bootstrap key acts under in the audit log. */
export const BOOTSTRAP_OPERATOR = 'bootstrap';

/** With four eyes on, a revocation never leaves fewer live admin keys than this: one proposes, another approves. */
const MINIMUM_LIVE_ADMINS = 2;

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

/** What the composition root tells operator keys of the rest of the platform. */
export interface OperatorKeysPolicy {
  /**
   * FOUR_EYES: with it on, a revocation keeps MINIMUM_LIVE_ADMINS live admin
   * keys, and the bootstrap key is break-glass once an admin key was ever made.
   */
  fourEyes: boolean;
  /**
   * Runs in a revocation's transaction, after its audit entry: the approvals
   * context withdraws the revoked key's waiting proposals with it.
   */
  whenRevoked?: (trx: Tx, key: OperatorKeySummary, by: OperatorIdentity, audit: AuditRecorder) => Promise<void>;
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

/** A key just made: what the list shows of it, and the key itself, this once. */
type CreatedOperatorKey = OperatorKeySummary & { key: string };

export class OperatorKeysService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bootstrapKey: string | undefined,
    private readonly policy: OperatorKeysPolicy = { fourEyes: false },
  ) {}

  /** Once true, true for good: an admin key was made (the guard row is never unset). */
  private adminKeyMade = false;

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
   * A new key; the key itself is in the answer only. Its name must not read
   * as a live key's, nor as the bootstrap operator's (`nameIdentity`: case,
   * width, invisible characters and look-alike letters aside).
   *
   * Errors: `ValidationFailed` (the name is invisible characters only),
   * `Conflict` (the name reads as "bootstrap" or as a live key's name).
   */
  async create(input: { name: string; role: OperatorRole }, by: OperatorIdentity, audit: AuditRecorder): Promise<CreatedOperatorKey> {
    return (await this.make(input, by, audit, false))!;
  }

  /**
   * The first admin key, made alone by the bootstrap key: only while no admin
   * key was ever made, decided under the guard row's lock in the transaction
   * that makes it. Undefined (nothing made) once one was: the caller proposes
   * it instead.
   *
   * Errors: those of `create`.
   */
  async createFirstAdmin(name: string, by: OperatorIdentity, audit: AuditRecorder): Promise<CreatedOperatorKey | undefined> {
    return this.make({ name, role: 'admin' }, by, audit, true);
  }

  /**
   * Refuses a name that reads as the bootstrap operator's or a live key's,
   * without holding anything (a proposal's early check; the creation checks
   * again under the guard).
   *
   * Errors: those of `create`.
   */
  async checkNameFree(name: string): Promise<void> {
    await this.refuseTakenName(this.db, name);
  }

  private async make(input: { name: string; role: OperatorRole }, by: OperatorIdentity, audit: AuditRecorder, alone: boolean): Promise<CreatedOperatorKey | undefined> {
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
    const made = await this.db.transaction().execute(async (trx) => {
      // Held until commit: the names read below, and whether an admin key was ever made, cannot change meanwhile.
      const { firstAdminKeyId } = await lockOperatorKeyGuard(trx);
      if (alone && firstAdminKeyId !== null) return false;
      await this.refuseTakenName(trx, input.name);
      // The unique index on live names stays the last word on an exact name (ON CONFLICT DO NOTHING, never a 500).
      if (!(await insertOperatorKeyIfNameFree(trx, row)))
        throw new AppError('Conflict', `An operator key named "${quoted(input.name)}" is live; revoke it first or choose another name.`);
      if (input.role === 'admin' && firstAdminKeyId === null) await recordFirstAdminKey(trx, row.operator_key_id, row.created_at);
      await audit(trx, { objectType: 'operator-key', objectId: row.operator_key_id, before: null, after: audited(toSummary(row)) });
      return true;
    });
    if (!made) return undefined;
    if (input.role === 'admin') this.adminKeyMade = true;
    return { ...toSummary(row), key };
  }

  private async refuseTakenName(db: Db | Tx, name: string): Promise<void> {
    const identity = nameIdentity(name);
    if (identity === '') throw AppError.validation([{ field: 'name', reason: 'format' }], 'The name is made of invisible characters only: it names nobody.');
    if (identity === nameIdentity(BOOTSTRAP_OPERATOR))
      throw new AppError('Conflict', `"${quoted(name)}" reads as "${BOOTSTRAP_OPERATOR}", the name OPERATOR_API_KEY acts under; choose another.`);
    const twin = (await liveOperatorKeyNames(db)).find((live) => nameIdentity(live.name) === identity);
    if (!twin) return;
    if (twin.name === name) throw new AppError('Conflict', `An operator key named "${quoted(name)}" is live; revoke it first or choose another name.`);
    throw new AppError(
      'Conflict',
      `"${quoted(name)}" reads as "${quoted(twin.name)}", the name of a live operator key (names are compared as people read them: case, width, invisible characters and look-alike letters aside); revoke that key first or choose another name.`,
    );
  }

  /**
   * One key (never the key itself).
   *
   * Errors: `NotFound` (no such operator key).
   */
  async get(operatorKeyId: string): Promise<OperatorKeySummary> {
    const row = await findOperatorKey(this.db, operatorKeyId);
    if (!row) throw AppError.notFound(`Operator key ${operatorKeyId}`);
    return toSummary(row);
  }

  /**
   * Whether the bootstrap key's use is break-glass: four eyes is on and an
   * admin key was ever made (from then on, admins run the platform; the
   * bootstrap key is for when they cannot).
   *
   * Errors: none.
   */
  async bootstrapIsBreakGlass(): Promise<boolean> {
    if (!this.policy.fourEyes) return false;
    if (!this.adminKeyMade) this.adminKeyMade = (await findFirstAdminKeyId(this.db)) !== null;
    return this.adminKeyMade;
  }

  /**
   * An audit entry of its own for a break-glass write of the bootstrap key
   * (object type `break-glass`, the request's id), in a transaction of its
   * own before the write runs: the use is on record whether the write
   * succeeds or not.
   *
   * Errors: none of its own.
   */
  async recordBreakGlass(requestId: string, call: { method: string; path: string }, audit: AuditRecorder): Promise<void> {
    await this.db.transaction().execute((trx) =>
      audit(trx, {
        objectType: 'break-glass',
        objectId: requestId,
        objectName: BOOTSTRAP_OPERATOR,
        before: null,
        after: { operator: BOOTSTRAP_OPERATOR, method: call.method, path: call.path, reason: 'The bootstrap key (OPERATOR_API_KEY) was used while admin keys exist.' },
      }),
    );
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
   * Revokes a key of the given role: it stops authenticating at once, and its
   * waiting proposals are withdrawn with it (`whenRevoked`, same transaction).
   * An admin key's revocation comes through four eyes (the approvals
   * context's `revoke-admin-key`); with four eyes on it never leaves fewer
   * than MINIMUM_LIVE_ADMINS live admin keys, counted under the guard row's
   * lock. Revoking twice is a conflict; an operator may revoke its own key.
   *
   * Errors: `NotFound` (no such operator key), `Conflict` (revoked already;
   * not of that role; it would leave fewer than two live admin keys).
   */
  async revoke(operatorKeyId: string, role: OperatorRole, by: OperatorIdentity, audit: AuditRecorder): Promise<OperatorKeySummary> {
    return this.db.transaction().execute(async (trx) => {
      await lockOperatorKeyGuard(trx);
      const row = await findOperatorKeyForUpdate(trx, operatorKeyId);
      if (!row) throw AppError.notFound(`Operator key ${operatorKeyId}`);
      if (row.revoked_at) throw new AppError('Conflict', `Operator key ${operatorKeyId} was revoked already.`);
      if (row.role !== role) throw new AppError('Conflict', `Operator key ${operatorKeyId} is of role ${row.role}, not ${role}.`);
      if (role === 'admin') await this.refuseTooFewAdmins(trx, row);
      const now = this.clock.now();
      if (!(await markOperatorKeyRevoked(trx, operatorKeyId, now, by.name))) throw new AppError('Conflict', `Operator key ${operatorKeyId} was revoked already.`);
      const after = { ...toSummary(row), revokedAt: now, revokedBy: by.name };
      // First the revocation's own entry: through four eyes, it is what moves the revocation's proposal to applied.
      await audit(trx, { objectType: 'operator-key', objectId: operatorKeyId, before: audited(toSummary(row)), after: audited(after) });
      await this.policy.whenRevoked?.(trx, after, by, audit);
      return after;
    });
  }

  /**
   * Refuses, before anyone approves it, an admin key's revocation that could
   * not apply now (revoked already, no such admin key, too few admins left).
   *
   * Errors: those of `revoke`.
   */
  async checkAdminRevocable(operatorKeyId: string): Promise<OperatorKeySummary> {
    const row = await findOperatorKey(this.db, operatorKeyId);
    if (!row) throw AppError.notFound(`Operator key ${operatorKeyId}`);
    if (row.revoked_at) throw new AppError('Conflict', `Operator key ${operatorKeyId} was revoked already.`);
    if (row.role !== 'admin') throw new AppError('Conflict', `Operator key ${operatorKeyId} is a ${row.role} key: it is revoked at once, without a proposal.`);
    await this.refuseTooFewAdmins(this.db, row);
    return toSummary(row);
  }

  private async refuseTooFewAdmins(db: Db | Tx, row: OperatorKeyRow): Promise<void> {
    if (!this.policy.fourEyes) return;
    const left = (await liveOperatorKeyNames(db)).filter((live) => live.role === 'admin' && live.operator_key_id !== row.operator_key_id).length;
    if (left < MINIMUM_LIVE_ADMINS)
      throw new AppError(
        'Conflict',
        `Revoking the admin key of "${quoted(row.name)}" would leave ${left} live admin key(s): four eyes needs at least two admins, one to propose and another to approve. Make its successor's admin key first.`,
      );
  }
}
