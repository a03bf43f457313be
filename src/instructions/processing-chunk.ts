/**
 * One chunk of instruction requests. It claims Created requests with FOR
 * UPDATE SKIP LOCKED, applies the rules of each kind (deposits.ts,
 * withdrawals.ts, closures.ts, reverts.ts), and writes every outcome of the
 * chunk (request status, instruction, batch totals, portfolio versions) in
 * the chunk's one transaction: a crash leaves each request untouched or fully
 * processed, and several workers never take the same request.
 *
 * A run of consecutive deposits is applied set-based (deposits.ts) and
 * written before any other kind of request is applied, so withdrawals,
 * closures and reverts still see every earlier request of the chunk done.
 *
 * Isolation (docs/decisions/quality-targets.md, issue 14): when a chunk fails for a reason that is not
 * an outage (a constraint violation, a bug, bad data), its requests are taken
 * again one at a time, each in its own transaction. A request that fails alone
 * is retried up to MAX_PROCESSING_ATTEMPTS times (counted on its row), then
 * ends Rejected with ProcessingFailed, counted in a metric and logged with its
 * reference; every other request is processed meanwhile. An outage, or a
 * clash with concurrent work, is nobody's fault: the chunk is left Created and
 * retried as a whole at the next poll.
 */
import { enterBatchPlacement } from '../batches/batches.js';
import { bumpPortfolioVersions } from '../ledger/ledger.js';
import type { Clock } from '../platform/clock.js';
import type { PlatformDatabase, Tx } from '../database.js';
import type { PlatformMetrics } from '../platform/metrics.js';
import { isTransientFailure } from '../platform/outage.js';
import { ChunkContext, type BeforeApply, type Outcome } from './chunk-context.js';
import { applyClosure } from './closures.js';
import { applyDeposits } from './deposits.js';
import { claimCreatedRequest, claimCreatedRequests, markRequestOutcome, recordProcessingFailure, type RequestRecord } from './instructions.repository.js';
import { applyRevert } from './reverts.js';
import { Rejection, statusReason } from './status-reasons.js';
import { applyWithdrawal } from './withdrawals.js';

/** Failed attempts alone after which a request is rejected: enough to ride out a one-off, few enough to be quick. */
export const MAX_PROCESSING_ATTEMPTS = 3;

export interface ChunkOptions {
  /** Requests per transaction. */
  chunkSize: number;
  /** Minutes after midnight UTC of the platform's cut-off (BATCH_CUTOFF_UTC); each institution's own comes with its products' facts. */
  cutoffMinutes: number;
  /**
   * Called inside each chunk's transaction after its work, before the commit,
   * with the references processed. Tests throw here to simulate a crash (with
   * an outage's error; any other error is taken for a poison request).
   */
  beforeCommit?: (references: string[]) => void | Promise<void>;
  /**
   * Called inside the transaction before each request's rules run, in a chunk
   * and alone. Tests throw here to make one chosen request's processing fail.
   */
  beforeApply?: BeforeApply;
  /** Where failures are counted (instruction_request_processing_failures_total). */
  metrics?: PlatformMetrics;
  /** Where failures are logged (the platform's JSON logger). */
  log: (error: unknown, message: string) => void;
}

export class ChunkProcessor {
  constructor(
    private readonly database: PlatformDatabase,
    private readonly clock: Clock,
    private readonly options: ChunkOptions,
  ) {}

  /**
   * One chunk in one transaction; returns the number of requests resolved. A
   * chunk that fails for a reason other than an outage is taken apart (isolate).
   */
  async process(): Promise<number> {
    let claimed: RequestRecord[] = [];
    try {
      return await this.database.db.transaction().execute(async (trx) => {
        claimed = await claimCreatedRequests(trx, this.options.chunkSize);
        if (claimed.length === 0) return 0;
        return (await this.applyAll(await this.contextFor(trx, claimed), claimed)).length;
      });
    } catch (error) {
      if (claimed.length === 0 || isTransientFailure(error)) throw error;
      this.options.log(error, `a chunk of ${claimed.length} instruction requests failed; processing them one at a time`);
      return this.isolate(claimed);
    }
  }

  /**
   * The context of claimed requests: takes the cut-off gate, then reads the
   * chunk's one instant. The gate comes before any row lock of the chunk, so
   * the cut-off and a chunk cannot wait for each other. The instant is read
   * after the claim and the gate, and is never before a claimed request was
   * submitted (another process's clock may run ahead of this one's): every
   * date the chunk's rules give, by the platform's cut-off and each
   * institution's (docs/design/domain.md), is decided by the instant its rows record
   * as processed_at and date_added, so a request submitted at or after a
   * cut-off never joins that day's batch, whichever worker takes it.
   */
  private async contextFor(trx: Tx, requests: RequestRecord[]): Promise<ChunkContext> {
    await enterBatchPlacement(trx);
    let now = this.clock.now().getTime();
    for (const request of requests) now = Math.max(now, request.createdAt.getTime());
    return new ChunkContext(trx, new Date(now), this.options.cutoffMinutes);
  }

  /** Applies requests in order inside the context's transaction; returns the references resolved (not deferred). */
  private async applyAll(context: ChunkContext, requests: RequestRecord[]): Promise<string[]> {
    const resolved: string[] = [];
    let deposits: RequestRecord[] = [];
    for (const request of requests) {
      if (request.requestType === 'deposit') {
        deposits.push(request);
        continue;
      }
      resolved.push(...(await applyDeposits(context, deposits, this.options.beforeApply)));
      deposits = [];
      await this.options.beforeApply?.(request);
      const outcome = await apply(context, request);
      if (outcome === 'Deferred') continue;
      await markRequestOutcome(context.trx, request.financialPartnerId, request.instructionReference, outcome.status, outcome.reason, context.now);
      resolved.push(request.instructionReference);
    }
    resolved.push(...(await applyDeposits(context, deposits, this.options.beforeApply)));
    await bumpPortfolioVersions(context.trx, context.touchedPortfolios, context.now);
    await this.options.beforeCommit?.(resolved);
    return resolved;
  }

  /**
   * The requests of a failed chunk, one at a time and in order, each in its own
   * transaction: each fails or succeeds alone. One that fails is retried at
   * once, up to the bound, then rejected. Another worker may take some of them
   * meanwhile (the claim skips locked rows and resolved ones). An outage stops
   * the pass and leaves the rest Created for the next one.
   */
  private async isolate(requests: RequestRecord[]): Promise<number> {
    let resolved = 0;
    for (const request of requests) {
      for (;;) {
        const now = this.clock.now();
        try {
          const done = await this.database.db.transaction().execute(async (trx) => {
            const current = await claimCreatedRequest(trx, request.financialPartnerId, request.instructionReference);
            if (!current) return 0;
            return (await this.applyAll(await this.contextFor(trx, [current]), [current])).length;
          });
          resolved += done;
          break;
        } catch (error) {
          if (isTransientFailure(error)) throw error;
          const failures = this.options.metrics?.instructionProcessingFailures();
          failures?.inc({ outcome: 'attempt_failed', financial_partner_id: request.financialPartnerId });
          const recorded = await recordProcessingFailure(
            this.database.db,
            request.financialPartnerId,
            request.instructionReference,
            MAX_PROCESSING_ATTEMPTS,
            statusReason('ProcessingFailed'),
            now,
          );
          const where = `instruction request ${request.instructionReference} (${request.requestType}) of partner ${request.financialPartnerId}`;
          if (!recorded) {
            this.options.log(error, `${where} failed; another worker has resolved it since`);
            break;
          }
          if (recorded.rejected) {
            failures?.inc({ outcome: 'rejected', financial_partner_id: request.financialPartnerId });
            this.options.log(error, `${where} failed ${recorded.attempts} times alone; Rejected (ProcessingFailed)`);
            resolved++;
            break;
          }
          this.options.log(error, `${where} failed alone (attempt ${recorded.attempts} of ${MAX_PROCESSING_ATTEMPTS}); retrying`);
        }
      }
    }
    return resolved;
  }
}

/** Applies one request that is not a deposit (deposits come in runs, applyDeposits). */
async function apply(context: ChunkContext, request: RequestRecord): Promise<Outcome> {
  try {
    switch (request.requestType) {
      case 'deposit':
        throw new Error('deposits are applied by applyDeposits');
      case 'withdraw':
        await applyWithdrawal(context, request);
        break;
      case 'close-account':
        await applyClosure(context, request);
        break;
      case 'revert':
        if (!(await applyRevert(context, request))) return 'Deferred';
        break;
    }
    return { status: 'Processed', reason: null };
  } catch (error) {
    // Rules throw Rejection before they write anything, so the chunk stays consistent.
    if (error instanceof Rejection) return { status: 'Rejected', reason: error.message };
    throw error;
  }
}
