/**
 * The daily client-money reconciliation (docs/design/bank-side.md#125-daily-reconciliation; CASS 7.15 and CASS
 * 15; docs/bank-side.md "The daily client-money reconciliation"): a run reads
 * the books, the platform's bank accounts and the statements as at the close
 * of a business date, finds the breaks (reconciliation.ts) and stores the
 * run, immutable, in one transaction; an operator's run is audited in it.
 */
import type { AuditRecorder } from '../audit/audit.js';
import { latestStatementsAsAt } from '../bank-statements/bank-statements.js';
import { hubAccounts, identifiersOf, institutionAccounts } from '../banking/banking.js';
import { isBusinessDate, previousWorkingDay, toBusinessDate } from '../calendar/calendar.js';
import type { Db, Tx } from '../database.js';
import { bookAccountCode, bookBalancesAsAt, bookedSince, depositTotalsAsAt, lastBookedMovementOf, pendingTransfersAsAt } from '../ledger/ledger.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListTotal, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import { heldPayments } from '../payments/payments.js';
import { countRuns, findLatestRun, findRun, insertRun, listRuns, type RunFilter, type RunRow } from './client-money.repository.js';
import { type AccountToStatement, type Break, breaksOf, type CurrencyPosition, emptyPosition, type RunInputs } from './reconciliation.js';

export type { RunRow } from './client-money.repository.js';
export type { Break } from './reconciliation.js';

/** Who ran a run: the daily job, or an operator (by name, audited). */
export type RanBy = { trigger: 'scheduler' } | { trigger: 'operator'; name: string; audit: AuditRecorder };

/** The most overdue pending transfers one run reads and names (oldest first). */
const PENDING_LIMIT = 1000;

/** The earliest date a run may be as at (the calendar's working days are reckoned from the year 1 on; no books are older than this). */
const EARLIEST_AS_AT = '1970-01-01';

export class ClientMoneyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Told of every run that found breaks (the composition root logs it at error level). */
    private readonly onFailedRun: (run: RunRow) => void = () => undefined,
  ) {}

  /** The date a run is as at by default: the working day before the clock's today. */
  defaultAsAt(): string {
    return previousWorkingDay(toBusinessDate(this.clock.now()));
  }

  /**
   * Runs a reconciliation as at the close of `asAt` (default: the previous
   * working day) and stores it. Errors: `ValidationFailed` (asAt not a date,
   * before 1970, or not before today: a day is reconciled once it has closed).
   */
  async run(ranBy: RanBy, asAt: string = this.defaultAsAt()): Promise<RunRow> {
    const run = await this.store(ranBy, asAt, async () => true);
    return run!;
  }

  /**
   * The daily job's run: `claim` (the job's claim of its date, in the run's
   * transaction) first; nothing is run or stored when it was claimed already.
   */
  async runOnce(asAt: string, claim: (trx: Tx) => Promise<boolean>): Promise<RunRow | undefined> {
    return this.store({ trigger: 'scheduler' }, asAt, claim);
  }

  private async store(ranBy: RanBy, asAt: string, claim: (trx: Tx) => Promise<boolean>): Promise<RunRow | undefined> {
    const today = toBusinessDate(this.clock.now());
    if (!isBusinessDate(asAt)) throw AppError.validation([{ field: 'asAt', reason: 'format' }], `asAt ${asAt} is not a date (YYYY-MM-DD).`);
    if (asAt < EARLIEST_AS_AT) {
      throw AppError.validation([{ field: 'asAt', reason: 'range' }], `asAt ${asAt} is before ${EARLIEST_AS_AT}: the platform's calendar and books start later.`);
    }
    if (asAt >= today) {
      throw AppError.validation([{ field: 'asAt', reason: 'range' }], `asAt ${asAt} has not closed yet: a run is as at the close of a day before today (${today}).`);
    }
    const run = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        if (!(await claim(trx))) return undefined;
        const inputs = await this.readInputs(trx, asAt);
        const breaks = breaksOf(inputs);
        const ok = breaks.length === 0;
        const kinds = [...new Set(breaks.map((b) => b.kind))].join(', ');
        const stored = await insertRun(trx, {
          reconciliationId: newId(),
          asAt,
          ranAt: this.clock.now(),
          ranBy: ranBy.trigger === 'scheduler' ? 'scheduler' : ranBy.name,
          trigger: ranBy.trigger,
          inputs,
          breaks,
          ok,
          actionTaken: ok ? 'none' : `alert raised: ${breaks.length} break(s) (${kinds}); the operator investigates and resolves them`,
        });
        if (ranBy.trigger === 'operator') {
          await ranBy.audit(trx, {
            objectType: 'client-money-reconciliation',
            objectId: stored.reconciliationId,
            before: null,
            after: { asAt, ok, breakCount: stored.breakCount, actionTaken: stored.actionTaken },
          });
        }
        return stored;
      });
    if (run && !run.ok) this.onFailedRun(run);
    return run;
  }

  async list(filter: RunFilter, paging: Paging): Promise<{ rows: RunRow[]; hasMore: boolean } & ListTotal> {
    checkRange(filter);
    return readCountedPage(
      paging,
      (offset, limit) => listRuns(this.db, filter, offset, limit),
      (limit) => countRuns(this.db, filter, limit),
    );
  }

  /** Every run the filter matches, newest first, a chunk at a time (the CSV export; a run a day). Errors: `ValidationFailed`. */
  exportList(filter: RunFilter): AsyncGenerator<RunRow[]> {
    checkRange(filter);
    return walkByOffset((offset, limit) => listRuns(this.db, filter, offset, limit));
  }

  /** Errors: `NotFound`. */
  async get(reconciliationId: string): Promise<RunRow> {
    const run = await findRun(this.db, reconciliationId);
    if (!run) throw AppError.notFound(`Client-money reconciliation ${reconciliationId}`);
    return run;
  }

  /** The latest run (the latest date, then the last stored); undefined before the first. */
  async latest(): Promise<RunRow | undefined> {
    return findLatestRun(this.db);
  }

  /**
   * What a run reads, in the run's transaction (one snapshot): the books as
   * the banks booked them up to `asAt` (each transfer from its booking date,
   * migration 042), so a statement read later, booking a movement of `asAt`
   * on a later day, leaves the answer for `asAt` as it was: that movement is
   * still in transit as at `asAt` (docs/bank-side.md "The bank's booking date").
   */
  private async readInputs(trx: Tx, asAt: string): Promise<RunInputs> {
    const transitClearedBy = previousWorkingDay(previousWorkingDay(asAt));
    const balances = await bookBalancesAsAt(trx, asAt);
    const deposits = await depositTotalsAsAt(trx, asAt);
    const positions = new Map<string, CurrencyPosition>();
    const position = (currency: string) => {
      let p = positions.get(currency);
      if (!p) positions.set(currency, (p = emptyPosition(currency)));
      return p;
    };
    for (const d of deposits) position(d.currencyCode).depositAccountsMinor += d.totalMinor;
    for (const b of balances) {
      const p = position(b.currencyCode);
      switch (b.kind) {
        case 'hub':
          p.hubMinor += b.balanceMinor;
          break;
        case 'transit-out':
          p.transitOutMinor += b.balanceMinor;
          break;
        case 'transit-in':
          p.transitInMinor += b.balanceMinor;
          break;
        case 'placed':
          p.placedMinor += b.balanceMinor;
          break;
        case 'partner':
          if (b.balanceMinor > 0n) p.partnerOwedMinor += b.balanceMinor;
          else p.partnerReceivableMinor += b.balanceMinor;
          break;
        case 'client-payout':
          p.clientPayoutMinor += b.balanceMinor;
          break;
        case 'suspense':
          p.suspenseMinor += b.balanceMinor;
          break;
        case 'interest-receivable':
          p.interestReceivableMinor += b.balanceMinor;
          break;
        case 'margin-income':
          p.marginIncomeMinor += b.balanceMinor;
          break;
      }
    }
    const currencies = [...positions.values()].sort((a, b) => (a.currencyCode < b.currencyCode ? -1 : 1));

    // The platform's accounts and each institution's receiving account, read once: a run's cost grows with the accounts it reconciles, not with queries per account.
    const hubs = new Map((await hubAccounts(trx)).map((h) => [h.currencyCode as string, h]));
    const receiving = new Map((await institutionAccounts(trx)).map((a) => [`${a.currencyCode}:${a.holder.financialInstitutionId}`, a]));
    const drafts: Omit<AccountToStatement, 'statement'>[] = [];
    for (const { currencyCode } of currencies) {
      const hubCode = `${currencyCode}:hub`;
      const hubBook = balances.find((b) => b.accountCode === hubCode);
      const hub = hubs.get(currencyCode);
      if (hub || hubBook) {
        drafts.push({
          accountCode: hubCode,
          currencyCode,
          role: 'hub',
          financialInstitutionId: null,
          accountIdentifiers: hub ? identifiersOf(hub) : [],
          bookBalanceMinor: hubBook?.balanceMinor ?? 0n,
          hasMovements: hubBook !== undefined,
        });
      }
      for (const placed of balances.filter((b) => b.currencyCode === currencyCode && b.kind === 'placed' && b.ownerId !== null)) {
        const account = receiving.get(`${currencyCode}:${placed.ownerId}`);
        drafts.push({
          accountCode: placed.accountCode,
          currencyCode,
          role: 'placed',
          financialInstitutionId: placed.ownerId,
          accountIdentifiers: account ? identifiersOf(account) : [],
          bookBalanceMinor: placed.balanceMinor,
          hasMovements: true,
        });
      }
    }
    const accounts = await this.withStatements(trx, asAt, drafts);

    const overduePendingTransfers = await pendingTransfersAsAt(trx, asAt, transitClearedBy, PENDING_LIMIT);
    const transitAccounts: RunInputs['transitAccounts'] = [];
    for (const b of balances.filter((b) => (b.kind === 'transit-out' || b.kind === 'transit-in') && b.balanceMinor !== 0n)) {
      // Listed because it moved on or before asAt, so it has a last movement.
      const lastMovementDate = (await lastBookedMovementOf(trx, b.accountCode, asAt)) ?? asAt;
      transitAccounts.push({ accountCode: b.accountCode, currencyCode: b.currencyCode, balanceMinor: b.balanceMinor, lastMovementDate });
    }
    const held = (await heldPayments(trx, PENDING_LIMIT)).map((h) => ({
      paymentItemId: h.paymentItemId,
      kind: h.kind,
      currencyCode: h.currencyCode,
      amountMinor: h.amountMinor,
      dueDate: h.dueDate,
      heldReason: h.heldReason,
      accountCode: bookAccountCode(
        h.kind === 'payout' ? { currencyCode: h.currencyCode, kind: 'client-payout', ownerId: h.clientReference! } : { currencyCode: h.currencyCode, kind: 'hub' },
      ),
    }));
    return { asAt, transitClearedBy, currencies, accounts, overduePendingTransfers, transitAccounts, heldPayments: held };
  }

  /**
   * Each account with its bank's latest statement as at `asAt`, the books' balance at that statement's closing
   * date and what the books moved after it: one query for the statements, one for the books, however many accounts.
   */
  private async withStatements(trx: Tx, asAt: string, drafts: Omit<AccountToStatement, 'statement'>[]): Promise<AccountToStatement[]> {
    const statements = await latestStatementsAsAt(
      trx,
      drafts.map((d) => ({ key: d.accountCode, currencyCode: d.currencyCode, identifiers: d.accountIdentifiers })),
      asAt,
    );
    const booked = await bookedSince(
      trx,
      drafts.flatMap((d) => {
        const statement = statements.get(d.accountCode);
        return statement ? [{ accountCode: d.accountCode, after: statement.closingDate }] : [];
      }),
      asAt,
    );
    return drafts.map((draft) => {
      const statement = statements.get(draft.accountCode);
      if (!statement) return { ...draft, statement: null };
      const books = booked.get(draft.accountCode)!;
      return {
        ...draft,
        statement: {
          bankStatementId: statement.bankStatementId,
          statementId: statement.statementId,
          closingDate: statement.closingDate,
          closingBalanceMinor: statement.closingBalanceMinor,
          bookBalanceAtClosingMinor: books.balanceAtMinor,
          movementsAfter: books.movesAfter,
          lastMovementAfter: books.lastMoveAfter,
        },
      };
    });
  }
}

/** A stored run's breaks as the rules made them (money back to bigint). */
export function breaksOfRun(run: RunRow): Break[] {
  return (run.breaks as Record<string, unknown>[]).map((b) => ({
    ...(b as unknown as Break),
    expectedMinor: toMinor(b.expectedMinor),
    actualMinor: toMinor(b.actualMinor),
    differenceMinor: toMinor(b.differenceMinor),
  }));
}

function toMinor(value: unknown): bigint | null {
  return value === null || value === undefined ? null : BigInt(value as string);
}

/** Errors: `ValidationFailed` (to before from). */
function checkRange(filter: RunFilter): void {
  if (filter.from && filter.to && filter.to < filter.from)
    throw new AppError('ValidationFailed', `to (${filter.to}) is before from (${filter.from}).`, [{ field: 'to', reason: 'range' }]);
}
