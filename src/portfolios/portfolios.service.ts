/**
 * The Portfolios API's rules: what a partner sees of its clients' portfolios,
 * deposit accounts, interest and pending payments. Reads only; the money is
 * moved by settlement (batches) and the interest jobs.
 */
import { introducerOf, type IntroducerRow } from '../auth/auth.js';
import { addMonths, toBusinessDate, type BusinessDate } from '../calendar/calendar.js';
import { expectedInterest, postingFrequencyFor, roundHalfUpToMinor, type PostingFrequency } from '../interest/interest.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { AppError } from '../platform/errors.js';
import { minorToJsonNumber } from '../platform/money.js';
import { formatBusinessDate, formatDateTime } from '../platform/time.js';
import {
  clientExists,
  countPortfolios,
  findClientPortfolioRows,
  findPendingItemsOfClient,
  findPortfolioPageRows,
  findPortfolioWalkRows,
  readClientPortfolioStamp,
  readWalkWatermark,
  type PendingItemJsonRow,
  type PendingItemRow,
  type PortfolioAccountRow,
} from './portfolios.repository.js';
import { ClientPortfolioCache } from './client-portfolio-cache.js';
import type { DepositAccountJson, PendingBatchItemJson, PortfolioInformationJson } from './portfolios.schemas.js';

export const PORTFOLIOS_PREFIX = '/financial-partners';

export interface PortfolioPage {
  portfolioInformation: PortfolioInformationJson[];
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  sortOrder: 'updatedDateDesc';
}

/** A page of a walk of the portfolio list (`walkPortfolios`). */
export interface PortfolioWalkPage {
  portfolioInformation: PortfolioInformationJson[];
  pageSize: number;
  /** 1 for the walk of every portfolio; 2 and on for the passes over what changed during the one before. */
  pass: number;
  nextCursor: string | null;
  sortOrder: 'portfolioIdAsc';
}

/** A walk ends after a pass that found nothing changed, or after this many passes (a partner whose portfolios never stop changing). */
export const MAX_WALK_PASSES = 5;

/** Where a walk stands: its pass, the last portfolio it gave, what its pass lists, and what the next pass will. */
interface WalkCursor {
  pass: number;
  after: string;
  /** Only portfolios written since this watermark (passes after the first); null in the first pass. */
  since: string | null;
  /** The watermark taken when this pass began: the next pass lists what changed since. */
  next: string;
  /** Portfolios this pass has given so far. */
  seen: number;
}

function encodeWalkCursor(cursor: WalkCursor): string {
  return Buffer.from(JSON.stringify([cursor.pass, cursor.after, cursor.since, cursor.next, cursor.seen])).toString('base64url');
}

function decodeWalkCursor(text: string): WalkCursor {
  const invalid = () => AppError.validation([{ field: 'cursor', reason: 'format' }], 'cursor is not one this API gave: pass the nextCursor of the page before, unchanged.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw invalid();
  const [pass, after, since, next, seen] = parsed as unknown[];
  const watermark = (value: unknown) => typeof value === 'string' && /^\d{1,20}$/.test(value);
  if (!Number.isSafeInteger(pass) || (pass as number) < 1 || (pass as number) > MAX_WALK_PASSES) throw invalid();
  if (typeof after !== 'string' || after.length > 200) throw invalid();
  if (!(since === null ? pass === 1 : watermark(since)) || !watermark(next)) throw invalid();
  if (!Number.isSafeInteger(seen) || (seen as number) < 0) throw invalid();
  return { pass: pass as number, after, since: since as string | null, next: next as string, seen: seen as number };
}

/** Midnight UTC starting the business date: the expected interest of an open account is counted from it. */
function startOfBusinessDate(date: BusinessDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function latest(a: Date, b: Date): Date {
  return a > b ? a : b;
}

export type ClientPortfolios = { notModified: true } | { notModified: false; lastModified: Date | undefined; portfolioInformation: PortfolioInformationJson[] };

/** Products whose frequency we do not know still show an expectation: interest paid once, at the end. */
function postingFrequencyOf(row: PortfolioAccountRow): PostingFrequency {
  try {
    return postingFrequencyFor(row.interest_paid_type ?? 'AtMaturity', row.interest_pays_frequency ?? undefined);
  } catch {
    return 'AtMaturity';
  }
}

/**
 * docs/decisions/domain.md: an open fixed term expects its whole term's interest at the rate it
 * opened on (on its principal: the balance less interest already posted); an
 * open instant access or notice account the next 12 months' interest on
 * today's balance at today's rate; a matured or closed account what it was paid.
 */
export function interestExpectedMinor(row: PortfolioAccountRow, today: BusinessDate): bigint {
  const paid = row.interest_paid_minor ?? 0n;
  if (row.status !== 'Open') return paid;
  const balance = row.balance_minor ?? 0n;
  const postingFrequency = postingFrequencyOf(row);
  if (row.product_term_type === 'FixedTerm' && row.matures_on && row.opened_on) {
    const principalMinor = balance - paid > 0n ? balance - paid : 0n;
    return expectedInterest({ principalMinor, ratePercent: row.opening_net_rate ?? '0', startDate: row.opened_on, endDate: row.matures_on, postingFrequency });
  }
  return expectedInterest({ principalMinor: balance, ratePercent: row.current_net_rate ?? '0', startDate: today, endDate: addMonths(today, 12), postingFrequency });
}

function accountToJson(row: PortfolioAccountRow, today: BusinessDate): DepositAccountJson {
  return {
    depositAccountId: row.deposit_account_id as string,
    productId: row.product_id as string,
    productIssueNumber: row.issue_number as number,
    productVersionOnAccountOpen: row.product_version_on_open as number,
    accountStatus: row.status as DepositAccountJson['accountStatus'],
    dateAccountOpenedUTC: formatBusinessDate(row.opened_on as string),
    dateAccountMaturesUTC: row.matures_on ? formatBusinessDate(row.matures_on) : null,
    amount: minorToJsonNumber(row.balance_minor ?? 0n),
    interestAccruedAmount: minorToJsonNumber(roundHalfUpToMinor(row.accrued_interest ?? '0')),
    interestPaidAmount: minorToJsonNumber(row.interest_paid_minor ?? 0n),
    interestExpectedAmount: minorToJsonNumber(interestExpectedMinor(row, today)),
  };
}

function pendingToJson(row: PendingItemRow | PendingItemJsonRow): PendingBatchItemJson {
  return {
    pendingBatchItemId: row.instruction_reference,
    instructionReference: row.instruction_reference,
    pendingBatchType: row.instruction_type,
    isClosure: row.is_closure,
    depositAccountId: row.deposit_account_id ?? '',
    productId: row.product_id,
    productVersion: row.product_version,
    dateAddedUTC: formatDateTime(new Date(row.date_added)),
    dateToBeActionedUTC: formatBusinessDate(row.date_to_be_actioned),
    amount: minorToJsonNumber(BigInt(row.amount_minor)),
  };
}

function clientPath(clientReference: string): string {
  return `${PORTFOLIOS_PREFIX}/clients/${encodeURIComponent(clientReference)}`;
}

/** Groups rows (ordered by portfolio) into portfolio items, keeping that order. */
function toPortfolioItems(rows: PortfolioAccountRow[], today: BusinessDate, withLinks: boolean): PortfolioInformationJson[] {
  const items = new Map<string, PortfolioInformationJson>();
  for (const row of rows) {
    let item = items.get(row.portfolio_id);
    if (!item) {
      item = {
        clientReference: row.client_reference,
        portfolio: {
          portfolioId: row.portfolio_id,
          portfolioVersion: row.portfolio_version,
          currencyCode: row.currency_code,
          dateLastUpdatedUTC: formatDateTime(row.portfolio_updated_at),
          depositAccounts: [],
        },
        pendingPaymentBatchItems: (row.pending ?? []).map(pendingToJson),
      };
      if (withLinks) {
        const base = clientPath(row.client_reference);
        item.links = [
          { rel: 'self', href: `${base}/portfolios` },
          { rel: 'pendingInstructions', href: `${base}/pending-instructions?currencyCode=${row.currency_code}` },
        ];
      }
      items.set(row.portfolio_id, item);
    }
    if (row.deposit_account_id !== null) item.portfolio.depositAccounts.push(accountToJson(row, today));
  }
  return [...items.values()];
}

export class PortfoliosService {
  private readonly clientCache = new ClientPortfolioCache();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private today(): BusinessDate {
    return toBusinessDate(this.clock.now());
  }

  /**
   * A page of the partner's portfolios, most recently updated first; a page
   * past the end is empty.
   *
   * Errors: none.
   */
  async listPortfolios(financialPartnerId: string, pageNumber: number, pageSize: number): Promise<PortfolioPage> {
    const offset = (pageNumber - 1) * pageSize;
    const [total, rows] = await Promise.all([
      countPortfolios(this.db, financialPartnerId),
      // A page number so large that the offset overflows is simply past the end.
      Number.isSafeInteger(offset) ? findPortfolioPageRows(this.db, financialPartnerId, pageSize, offset) : Promise.resolve([]),
    ]);
    return {
      portfolioInformation: toPortfolioItems(rows, this.today(), false),
      pageNumber,
      pageSize,
      pageCount: Math.ceil(total / pageSize),
      sortOrder: 'updatedDateDesc',
    };
  }

  /**
   * A page of a walk of every portfolio of the partner that no concurrent
   * change can make skip or repeat one (docs/portfolios.md "Walking every
   * portfolio"): the first pass gives each portfolio once, in portfolioId
   * order (a key that never changes); each later pass gives, in the same
   * order, those written since the pass before began, in their newer state.
   * The walk ends (nextCursor null) after a later pass that found nothing,
   * or after MAX_WALK_PASSES. A page may be empty where a pass ends.
   *
   * Errors: `ValidationFailed` (a cursor this API did not give).
   */
  async walkPortfolios(financialPartnerId: string, pageSize: number, cursorText: string | undefined): Promise<PortfolioWalkPage> {
    const cursor: WalkCursor = cursorText === undefined ? { pass: 1, after: '', since: null, next: await readWalkWatermark(this.db), seen: 0 } : decodeWalkCursor(cursorText);
    const rows = await findPortfolioWalkRows(this.db, financialPartnerId, pageSize, cursor.after, cursor.since);
    const items = toPortfolioItems(rows, this.today(), false);
    const seen = cursor.seen + items.length;
    let next: WalkCursor | null;
    if (items.length === pageSize) next = { ...cursor, after: items[items.length - 1].portfolio.portfolioId, seen };
    else if ((cursor.pass > 1 && seen === 0) || cursor.pass === MAX_WALK_PASSES) next = null;
    else next = { pass: cursor.pass + 1, after: '', since: cursor.next, next: await readWalkWatermark(this.db), seen: 0 };
    return { portfolioInformation: items, pageSize, pass: cursor.pass, nextCursor: next && encodeWalkCursor(next), sortOrder: 'portfolioIdAsc' };
  }

  /**
   * The client's portfolios, or notModified when If-Modified-Since was given
   * and no portfolio of the client changed after it. Another partner's client
   * is NotFound, like an unknown one; a known client with no portfolio yet has
   * an empty list.
   *
   * Errors: `NotFound` (the partner has no client with this reference).
   */
  async getClientPortfolios(financialPartnerId: string, clientReference: string, ifModifiedSince?: Date): Promise<ClientPortfolios> {
    // The hot path is one small query: the stamp, then the answer from memory
    // when nothing it depends on changed (client-portfolio-cache.ts).
    const today = this.today();
    const current = await readClientPortfolioStamp(this.db, financialPartnerId, clientReference);
    // What the answer shows changes with the portfolios, the catalogue, the accrual horizon and the business date
    // (the interest expected): never 304 when the body would differ.
    const lastModified = current.lastModified && latest(current.lastModified, startOfBusinessDate(today));
    // A client with no portfolio may be unknown (404): only a portfolio's time answers 304 before the check.
    if (ifModifiedSince && lastModified && lastModified.getTime() <= ifModifiedSince.getTime()) return { notModified: true };
    const stamp = `${today}|${current.revision}|${current.accruedThrough}|${current.versions}`;
    const cached = this.clientCache.get(financialPartnerId, clientReference, stamp);
    if (cached) {
      if (ifModifiedSince && !cached.lastModified) return { notModified: true };
      return { notModified: false, lastModified: cached.lastModified, portfolioInformation: cached.items };
    }
    // Read after the stamp: if something changes in between, these rows are
    // newer than the stamp, so the next request's stamp differs and rebuilds.
    const rows = await findClientPortfolioRows(this.db, financialPartnerId, clientReference);
    if (rows.length === 0 && !(await clientExists(this.db, financialPartnerId, clientReference))) {
      throw AppError.notFound(`Client ${clientReference}`);
    }
    const items = toPortfolioItems(rows, today, true);
    this.clientCache.set(financialPartnerId, clientReference, { stamp, lastModified, items });
    if (ifModifiedSince && (!lastModified || lastModified.getTime() <= ifModifiedSince.getTime())) return { notModified: true };
    return { notModified: false, lastModified, portfolioInformation: items };
  }

  /**
   * The client's instructions still pending in a batch, optionally of one
   * currency.
   *
   * Errors: `NotFound` (the partner has no client with this reference).
   */
  async listPendingInstructions(financialPartnerId: string, clientReference: string, currencyCode?: string): Promise<PendingBatchItemJson[]> {
    const [exists, pending] = await Promise.all([
      clientExists(this.db, financialPartnerId, clientReference),
      findPendingItemsOfClient(this.db, financialPartnerId, clientReference, currencyCode),
    ]);
    if (!exists) throw AppError.notFound(`Client ${clientReference}`);
    return pending.map(pendingToJson);
  }

  /**
   * Only the caller's own introducers: another partner's id in the path is 404,
   * as is an unknown introducer.
   *
   * Errors: `NotFound` (no such introducer, or the path names another partner).
   */
  async getIntroducer(callerPartnerId: string, pathPartnerId: string, introducerId: string): Promise<IntroducerRow> {
    const introducer = pathPartnerId === callerPartnerId ? await introducerOf(this.db, callerPartnerId, introducerId) : undefined;
    if (!introducer) throw AppError.notFound(`Introducer ${introducerId} of partner ${pathPartnerId}`);
    return introducer;
  }
}
