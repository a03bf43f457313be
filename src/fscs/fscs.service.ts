/**
 * FSCS exposure (issue 27, docs/fscs.md): a client's exposure per banking
 * group and currency against the limit in force, for its partner (the
 * Portfolios API) and for the operator; and the dated limit itself, which the
 * operator keeps (each change audited in its own transaction). A limit whose
 * date has come is history: it cannot be changed or removed.
 */
import type { AuditRecorder } from '../audit/audit.js';
import { isBusinessDate, toBusinessDate, type BusinessDate } from '../calendar/calendar.js';
import type { Db } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { groupExposures, type GroupExposure } from './exposure.js';
import { type PendingDeposits, readHoldings } from './holdings.js';
import { deleteFscsLimit, findFscsClient, findFscsLimitForUpdate, findFscsLimitInForce, type FscsLimitRow, listFscsLimits, upsertFscsLimit } from './fscs.repository.js';

export type { FscsLimitRow };

export interface ClientExposure {
  clientReference: string;
  businessDate: BusinessDate;
  eligible: boolean;
  limit: FscsLimitRow | undefined;
  groups: GroupExposure[];
}

export interface ListedLimit extends FscsLimitRow {
  /** Whether the limit is the one in force today. */
  inForce: boolean;
}

export class FscsService {
  /** `pendingDeposits`: the instructions context's (`PendingDeposits`), handed in by the composition root. */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pendingDeposits: PendingDeposits,
  ) {}

  private today(): BusinessDate {
    return toBusinessDate(this.clock.now());
  }

  /**
   * The partner's client's exposure (the partner's, or the operator's read);
   * another partner's client, or an unknown one, is 404.
   *
   * Errors: `NotFound` (the partner has no client with this reference).
   */
  async clientExposure(financialPartnerId: string, clientReference: string): Promise<ClientExposure> {
    const businessDate = this.today();
    const [client, limit, holdings] = await Promise.all([
      findFscsClient(this.db, financialPartnerId, clientReference),
      findFscsLimitInForce(this.db, businessDate),
      readHoldings(this.db, this.pendingDeposits, [clientReference]),
    ]);
    if (!client) throw AppError.notFound(`Client ${clientReference}`);
    return {
      clientReference,
      businessDate,
      eligible: client.eligible,
      limit,
      groups: groupExposures(holdings, { eligible: client.eligible, limitMinor: limit?.limitMinor ?? null }),
    };
  }

  /**
   * Every dated FSCS limit, the one in force today marked.
   *
   * Errors: none.
   */
  async listLimits(): Promise<ListedLimit[]> {
    const today = this.today();
    const limits = await listFscsLimits(this.db);
    const inForce = limits.filter((l) => l.effectiveFrom <= today).at(-1);
    return limits.map((l) => ({ ...l, inForce: l === inForce }));
  }

  /**
   * Adds or replaces the limit from a future date.
   *
   * Errors: `ValidationFailed` (effectiveFrom is not a date YYYY-MM-DD, or the
   * limit is not more than zero), `Conflict` (effectiveFrom is today or
   * earlier: history).
   */
  async setLimit(effectiveFrom: string, limitMinor: bigint, audit?: AuditRecorder): Promise<FscsLimitRow> {
    this.requireFuture(effectiveFrom);
    if (limitMinor <= 0n) throw AppError.validation([{ field: 'limitAmount', reason: 'range' }], 'The limit must be more than zero.');
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await findFscsLimitForUpdate(trx, effectiveFrom);
      await upsertFscsLimit(trx, effectiveFrom, limitMinor, now);
      await audit?.(trx, { objectType: 'fscs-limit', objectId: effectiveFrom, before: before && plain(before), after: plain({ effectiveFrom, limitMinor }) });
    });
    return { effectiveFrom, limitMinor, changedAt: now };
  }

  /**
   * Removes a future-dated limit: the one before it stays in force past that
   * date.
   *
   * Errors: `ValidationFailed` (effectiveFrom is not a date YYYY-MM-DD),
   * `Conflict` (effectiveFrom is today or earlier: history), `NotFound` (no
   * limit from that date).
   */
  async removeLimit(effectiveFrom: string, audit?: AuditRecorder): Promise<void> {
    this.requireFuture(effectiveFrom);
    await this.db.transaction().execute(async (trx) => {
      const before = await findFscsLimitForUpdate(trx, effectiveFrom);
      if (!before || !(await deleteFscsLimit(trx, effectiveFrom))) throw AppError.notFound(`An FSCS limit from ${effectiveFrom}`);
      await audit?.(trx, { objectType: 'fscs-limit', objectId: effectiveFrom, before: plain(before), after: null });
    });
  }

  /**
   * What setting (a limit given) or removing (none) the limit from a future
   * date would change, checked as `setLimit` or `removeLimit` would check it,
   * writing nothing (four eyes: docs/four-eyes.md): the limit set from that
   * date now, if any, and the one before it, in force until then.
   *
   * Errors: as `setLimit` (a limit given) or `removeLimit` (none).
   */
  async previewLimit(effectiveFrom: string, limitMinor?: bigint): Promise<{ existing: FscsLimitRow | undefined; previous: FscsLimitRow | undefined }> {
    this.requireFuture(effectiveFrom);
    if (limitMinor !== undefined && limitMinor <= 0n) throw AppError.validation([{ field: 'limitAmount', reason: 'range' }], 'The limit must be more than zero.');
    const limits = await listFscsLimits(this.db);
    const existing = limits.find((l) => l.effectiveFrom === effectiveFrom);
    if (limitMinor === undefined && !existing) throw AppError.notFound(`An FSCS limit from ${effectiveFrom}`);
    return { existing, previous: limits.filter((l) => l.effectiveFrom < effectiveFrom).at(-1) };
  }

  private requireFuture(effectiveFrom: string): void {
    if (!isBusinessDate(effectiveFrom)) throw AppError.validation([{ field: 'effectiveFrom', reason: 'format' }], `${effectiveFrom} is not a date YYYY-MM-DD.`);
    const today = this.today();
    if (effectiveFrom <= today) {
      throw new AppError('Conflict', `The FSCS limit from ${effectiveFrom} is history (today is ${today}): only a limit from a later date can be set or removed.`);
    }
  }
}

/** What the audit log keeps of a limit (the minor units become a decimal string there). */
function plain(limit: { effectiveFrom: string; limitMinor: bigint }) {
  return { effectiveFrom: limit.effectiveFrom, limitMinor: limit.limitMinor };
}
