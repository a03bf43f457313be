/**
 * The instruction engine. It claims Created requests in chunks with
 * FOR UPDATE SKIP LOCKED, applies the rules, and writes every outcome of a
 * chunk (request status, instruction, batch totals, portfolio versions) in the
 * chunk's one transaction: a crash leaves each request untouched or fully
 * processed, and several workers never take the same request.
 *
 * Deposits, the bulk of the traffic, are handled set-based: a run of
 * consecutive deposits costs a fixed number of statements (one lookup per kind
 * of fact, one multi-row insert, one update per batch, one update of the
 * requests), not a few per deposit. A deposit reads nothing another request
 * of the chunk writes, except its batch, whose total takes the run's sum. The
 * run is written before any other kind of request is applied, so withdrawals,
 * closures and reverts still see every earlier request of the chunk done.
 *
 * Isolation (docs/decisions/quality-targets.md, issue 14): when a chunk fails for a reason that is not
 * an outage (a constraint violation, a bug, bad data), the processor takes its
 * requests again one at a time, each in its own transaction. A request that
 * fails alone is retried up to MAX_PROCESSING_ATTEMPTS times (counted on its
 * row), then ends Rejected with ProcessingFailed, counted in a metric and
 * logged with its reference; every other request is processed meanwhile. An
 * outage, or a clash with concurrent work, is nobody's fault: the chunk is left
 * Created and retried as a whole at the next poll.
 */
import { batchDateFor, noticeWithdrawalDate, parseCutoff, toBusinessDate, type PeriodUnit } from '../calendar/calendar.js';
import { findClientByReference } from '../clients/clients.repository.js';
import { payoutMinor } from '../interest/interest.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { PlatformDatabase, Tx } from '../database.js';
import { newId } from '../platform/ids.js';
import { formatMinor } from '../platform/money.js';
import { bumpPortfolioVersions, ensurePortfolios, findAccountForUpdate, type AccountForUpdate } from '../ledger/ledger.js';
import { addToOpenBatch, enterBatchPlacement, insertWithdrawalInstruction, subtractFromOpenBatch } from '../batches/batches.repository.js';
import { findProductIssueFacts, findProductIssueFactsMany, isOfferedTo, type ProductIssueFacts } from '../products/product-facts.js';
import type { PlatformMetrics } from '../platform/metrics.js';
import { isTransientFailure } from '../platform/outage.js';
import {
  claimCreatedRequest,
  claimCreatedRequests,
  findInstructionByReference,
  findRequest,
  insertInstructions,
  markInstructionReverted,
  markRequestOutcome,
  markRequestOutcomes,
  pendingWithdrawalsOf,
  recordProcessingFailure,
  type RequestRecord,
} from './instructions.repository.js';
import { INSTRUCTION_REQUESTS_CHANNEL } from './instructions.service.js';
import { Rejection, statusReason } from './status-reasons.js';

/** Failed attempts alone after which a request is rejected: enough to ride out a one-off, few enough to be quick. */
export const MAX_PROCESSING_ATTEMPTS = 3;

export interface ProcessorOptions {
  /** Requests per transaction. */
  chunkSize?: number;
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
  beforeApply?: (request: RequestRecord) => void | Promise<void>;
  /** Where failures are counted (instruction_request_processing_failures_total). */
  metrics?: PlatformMetrics;
  /** Where failures are logged (the platform's JSON logger). */
  log: (error: unknown, message: string) => void;
}

/** What one chunk has looked up already, so a burst from one partner costs one lookup. */
class ChunkContext {
  readonly roles = new Map<string, string | undefined>();
  readonly clients = new Map<string, boolean>();
  readonly products = new Map<string, ProductIssueFacts | undefined>();
  readonly portfolios = new Map<string, string>();
  readonly touchedPortfolios = new Set<string>();

  constructor(
    readonly trx: Tx,
    readonly now: Date,
    /** The batch date an instruction processed now joins. */
    readonly batchDate: string,
  ) {}
}

interface DepositBody {
  productReference: string;
  productIssueNumber: number;
  productIssueVersionNumber: number;
  accountReference: string;
  amountMinor: string;
}

type Outcome = { status: 'Processed' | 'Rejected'; reason: string | null } | 'Deferred';

function unit(value: string): PeriodUnit {
  return value as PeriodUnit;
}

export class InstructionProcessor {
  private readonly cutoffMinutes: number;
  private readonly chunkSize: number;
  private exclusive: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private kicking = false;
  private kickAgain = false;
  private stopped = false;

  constructor(
    private readonly database: PlatformDatabase,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'batchCutoffUtc' | 'workerPollIntervalMs'>,
    private readonly options: ProcessorOptions,
  ) {
    this.cutoffMinutes = parseCutoff(config.batchCutoffUtc);
    this.chunkSize = options.chunkSize ?? 100;
  }

  /** Processes until no Created request is left (one at a time per process); returns how many were resolved. */
  drain(): Promise<number> {
    const run = this.exclusive.then(async () => {
      let total = 0;
      for (;;) {
        const resolved = await this.processChunk();
        total += resolved;
        // A stopping worker finishes the chunk it claimed, not the whole queue.
        if (resolved === 0 || this.stopped) return total;
      }
    });
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /** Starts the background worker: woken at each submission, and polling in case a wake-up is lost. */
  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribe = await this.database.onWake(INSTRUCTION_REQUESTS_CHANNEL, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.config.workerPollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.exclusive;
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.kicking) {
      this.kickAgain = true;
      return;
    }
    this.kicking = true;
    this.drain()
      .catch((error) => this.log(error, 'instruction processing failed; retrying at the next poll'))
      .finally(() => {
        this.kicking = false;
        if (this.kickAgain) {
          this.kickAgain = false;
          this.kick();
        }
      });
  }

  /**
   * One chunk in one transaction; returns the number of requests resolved. A
   * chunk that fails for a reason other than an outage is taken apart (isolate).
   */
  async processChunk(): Promise<number> {
    const now = this.clock.now();
    const batchDate = batchDateFor(now, this.cutoffMinutes);
    let claimed: RequestRecord[] = [];
    try {
      return await this.database.db.transaction().execute(async (trx) => {
        claimed = await claimCreatedRequests(trx, this.chunkSize);
        if (claimed.length === 0) return 0;
        return (await this.applyAll(new ChunkContext(trx, now, batchDate), claimed)).length;
      });
    } catch (error) {
      if (claimed.length === 0 || isTransientFailure(error)) throw error;
      this.log(error, `a chunk of ${claimed.length} instruction requests failed; processing them one at a time`);
      return this.isolate(claimed);
    }
  }

  /** Applies requests in order inside the context's transaction; returns the references resolved (not deferred). */
  private async applyAll(context: ChunkContext, requests: RequestRecord[]): Promise<string[]> {
    // The cut-off gate before any row lock of the chunk, so the cut-off and a chunk cannot wait for each other.
    await enterBatchPlacement(context.trx);
    const resolved: string[] = [];
    let deposits: RequestRecord[] = [];
    for (const request of requests) {
      if (request.requestType === 'deposit') {
        deposits.push(request);
        continue;
      }
      resolved.push(...(await this.depositRun(context, deposits)));
      deposits = [];
      await this.options.beforeApply?.(request);
      const outcome = await this.apply(context, request);
      if (outcome === 'Deferred') continue;
      await markRequestOutcome(context.trx, request.financialPartnerId, request.instructionReference, outcome.status, outcome.reason, context.now);
      resolved.push(request.instructionReference);
    }
    resolved.push(...(await this.depositRun(context, deposits)));
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
            return (await this.applyAll(new ChunkContext(trx, now, batchDateFor(now, this.cutoffMinutes)), [current])).length;
          });
          resolved += done;
          break;
        } catch (error) {
          if (isTransientFailure(error)) throw error;
          const failures = this.options.metrics?.instructionProcessingFailures();
          failures?.inc({ outcome: 'attempt_failed' });
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
            this.log(error, `${where} failed; another worker has resolved it since`);
            break;
          }
          if (recorded.rejected) {
            failures?.inc({ outcome: 'rejected' });
            this.log(error, `${where} failed ${recorded.attempts} times alone; Rejected (ProcessingFailed)`);
            resolved++;
            break;
          }
          this.log(error, `${where} failed alone (attempt ${recorded.attempts} of ${MAX_PROCESSING_ATTEMPTS}); retrying`);
        }
      }
    }
    return resolved;
  }

  private log(error: unknown, message: string): void {
    this.options.log(error, message);
  }

  private async apply(context: ChunkContext, request: RequestRecord): Promise<Outcome> {
    try {
      switch (request.requestType) {
        case 'deposit':
          throw new Error('deposits are applied by depositRun');
        case 'withdraw':
          await this.withdrawOrClose(context, request, false);
          break;
        case 'close-account':
          await this.withdrawOrClose(context, request, true);
          break;
        case 'revert':
          if (!(await this.revert(context, request))) return 'Deferred';
          break;
      }
      return { status: 'Processed', reason: null };
    } catch (error) {
      // Rules throw Rejection before they write anything, so the chunk stays consistent.
      if (error instanceof Rejection) return { status: 'Rejected', reason: error.message };
      throw error;
    }
  }

  private async requireClient(context: ChunkContext, financialPartnerId: string, clientReference: string): Promise<void> {
    const key = `${financialPartnerId}#${clientReference}`;
    if (!context.clients.has(key)) {
      context.clients.set(key, (await findClientByReference(context.trx, financialPartnerId, clientReference)) !== undefined);
    }
    if (!context.clients.get(key)) throw new Rejection('ClientNotFound', `No client ${clientReference}.`);
  }

  private async product(context: ChunkContext, productId: string, issueNumber: number): Promise<ProductIssueFacts | undefined> {
    const key = `${productId}#${issueNumber}`;
    if (!context.products.has(key)) context.products.set(key, await findProductIssueFacts(context.trx, productId, issueNumber));
    return context.products.get(key);
  }

  /** Loads, for a run of deposits, the facts their rules need that the chunk has not looked up yet: one query per kind. */
  private async prefetchForDeposits(context: ChunkContext, bodies: { partnerId: string; body: DepositBody }[]): Promise<void> {
    const clientRefs = [...new Set(bodies.filter((b) => !context.clients.has(`${b.partnerId}#${b.body.accountReference}`)).map((b) => b.body.accountReference))];
    if (clientRefs.length > 0) {
      const rows = await context.trx.selectFrom('clients').select(['client_reference', 'financial_partner_id']).where('client_reference', 'in', clientRefs).execute();
      const owner = new Map(rows.map((r) => [r.client_reference, r.financial_partner_id]));
      for (const { partnerId, body } of bodies) {
        context.clients.set(`${partnerId}#${body.accountReference}`, owner.get(body.accountReference) === partnerId);
      }
    }
    const partnerIds = [...new Set(bodies.map((b) => b.partnerId).filter((id) => !context.roles.has(id)))];
    if (partnerIds.length > 0) {
      const rows = await context.trx.selectFrom('partners').select(['financial_partner_id', 'role']).where('financial_partner_id', 'in', partnerIds).execute();
      const roles = new Map(rows.map((r) => [r.financial_partner_id, r.role]));
      for (const id of partnerIds) context.roles.set(id, roles.get(id));
    }
    const wanted = bodies
      .map(({ body }) => ({ productId: body.productReference, issueNumber: body.productIssueNumber }))
      .filter((w) => !context.products.has(`${w.productId}#${w.issueNumber}`));
    if (wanted.length > 0) {
      const facts = await findProductIssueFactsMany(context.trx, wanted);
      for (const w of wanted) context.products.set(`${w.productId}#${w.issueNumber}`, facts.get(`${w.productId}#${w.issueNumber}`));
    }
  }

  /** The deposit rules, in the order partners see their reasons; throws Rejection. */
  private checkDeposit(context: ChunkContext, partnerId: string, body: DepositBody, amountMinor: bigint): ProductIssueFacts & { issue: NonNullable<ProductIssueFacts['issue']> } {
    if (!context.clients.get(`${partnerId}#${body.accountReference}`)) throw new Rejection('ClientNotFound', `No client ${body.accountReference}.`);
    const product = context.products.get(`${body.productReference}#${body.productIssueNumber}`);
    const role = context.roles.get(partnerId);
    if (!product || role === undefined || !isOfferedTo(product.offeredToRoles, role)) {
      throw new Rejection('ProductNotFound', `No product ${body.productReference}.`);
    }
    const issue = product.issue;
    if (!issue) throw new Rejection('ProductIssueNotFound', `Product ${body.productReference} has no issue ${body.productIssueNumber}.`);
    if (body.productIssueVersionNumber !== issue.currentVersion) {
      throw new Rejection('ProductIssueVersionNotCurrent', `The current version is ${issue.currentVersion}, not ${body.productIssueVersionNumber}.`);
    }
    if (issue.isClosedToNewAccounts) throw new Rejection('ProductIssueClosed');
    if (amountMinor < issue.depositMinimumMinor) {
      throw new Rejection('AmountBelowMinimum', `The minimum is ${formatMinor(issue.depositMinimumMinor)}.`);
    }
    if (amountMinor > issue.depositMaximumMinor) {
      throw new Rejection('AmountAboveMaximum', `The maximum is ${formatMinor(issue.depositMaximumMinor)}.`);
    }
    return { ...product, issue };
  }

  /**
   * Applies a run of deposits set-based and writes their outcomes; returns the
   * references resolved (all of them: a deposit is never deferred).
   */
  private async depositRun(context: ChunkContext, requests: RequestRecord[]): Promise<string[]> {
    if (requests.length === 0) return [];
    if (this.options.beforeApply) for (const request of requests) await this.options.beforeApply(request);
    const bodies = requests.map((request) => ({ partnerId: request.financialPartnerId, body: request.body as unknown as DepositBody }));
    await this.prefetchForDeposits(context, bodies);

    const outcomes: Parameters<typeof markRequestOutcomes>[1] = [];
    const accepted: { request: RequestRecord; body: DepositBody; amountMinor: bigint; product: ReturnType<InstructionProcessor['checkDeposit']> }[] = [];
    for (const [i, request] of requests.entries()) {
      const body = bodies[i].body;
      const amountMinor = BigInt(body.amountMinor);
      try {
        accepted.push({ request, body, amountMinor, product: this.checkDeposit(context, request.financialPartnerId, body, amountMinor) });
        outcomes.push({ financialPartnerId: request.financialPartnerId, instructionReference: request.instructionReference, status: 'Processed', statusReason: null });
      } catch (error) {
        if (!(error instanceof Rejection)) throw error;
        outcomes.push({ financialPartnerId: request.financialPartnerId, instructionReference: request.instructionReference, status: 'Rejected', statusReason: error.message });
      }
    }

    if (accepted.length > 0) {
      const portfolioKey = (a: (typeof accepted)[number]) => `${a.body.accountReference}#${a.product.currencyCode}`;
      const missing = accepted.filter((a) => !context.portfolios.has(portfolioKey(a)));
      if (missing.length > 0) {
        const created = await ensurePortfolios(
          context.trx,
          missing.map((a) => ({ financialPartnerId: a.request.financialPartnerId, clientReference: a.body.accountReference, currencyCode: a.product.currencyCode })),
          context.now,
        );
        for (const [key, id] of created) context.portfolios.set(key, id);
      }

      // One batch update per (partner, currency) with the run's total, in key order so workers lock batches alike.
      const groups = new Map<string, { financialPartnerId: string; currencyCode: string; totalMinor: bigint }>();
      for (const a of accepted) {
        const key = `${a.request.financialPartnerId}#${a.product.currencyCode}`;
        const group = groups.get(key) ?? { financialPartnerId: a.request.financialPartnerId, currencyCode: a.product.currencyCode, totalMinor: 0n };
        group.totalMinor += a.amountMinor;
        groups.set(key, group);
      }
      const placed = new Map<string, { instructionBatchId: string; batchDate: string }>();
      for (const key of [...groups.keys()].sort()) {
        const group = groups.get(key)!;
        placed.set(
          key,
          await addToOpenBatch(
            context.trx,
            { financialPartnerId: group.financialPartnerId, instructionType: 'deposit', currencyCode: group.currencyCode },
            context.batchDate,
            group.totalMinor,
            0n,
            context.now,
          ),
        );
      }

      await insertInstructions(
        context.trx,
        accepted.map((a) => {
          const batch = placed.get(`${a.request.financialPartnerId}#${a.product.currencyCode}`)!;
          const portfolioId = context.portfolios.get(portfolioKey(a))!;
          context.touchedPortfolios.add(portfolioId);
          return {
            instruction_id: newId(),
            financial_partner_id: a.request.financialPartnerId,
            instruction_reference: a.request.instructionReference,
            request_reference: a.request.instructionReference,
            instruction_batch_id: batch.instructionBatchId,
            instruction_type: 'deposit' as const,
            client_reference: a.body.accountReference,
            portfolio_id: portfolioId,
            deposit_account_id: null,
            product_id: a.product.productId,
            issue_number: a.product.issue.issueNumber,
            product_version: a.product.issue.currentVersion,
            currency_code: a.product.currencyCode,
            amount_minor: a.amountMinor,
            state: 'Live' as const,
            date_added: context.now,
            date_to_be_actioned: batch.batchDate,
            reverted_by: null,
            settled_at: null,
          };
        }),
      );
    }
    await markRequestOutcomes(context.trx, outcomes, context.now);
    return requests.map((r) => r.instructionReference);
  }

  private async withdrawOrClose(context: ChunkContext, request: RequestRecord, closure: boolean): Promise<void> {
    const body = request.body as { accountReference: string; currencyIsoCode: string; depositAccountReference: string; amountMinor?: string };
    const partnerId = request.financialPartnerId;
    await this.requireClient(context, partnerId, body.accountReference);
    const account: AccountForUpdate | undefined = await findAccountForUpdate(context.trx, body.depositAccountReference);
    if (!account || account.financialPartnerId !== partnerId || account.clientReference !== body.accountReference) {
      throw new Rejection('DepositAccountNotFound', `No deposit account ${body.depositAccountReference} for client ${body.accountReference}.`);
    }
    if (account.currencyCode !== body.currencyIsoCode) {
      throw new Rejection('CurrencyMismatch', `The account is in ${account.currencyCode}, not ${body.currencyIsoCode}.`);
    }
    if (account.status === 'Closed') throw new Rejection('DepositAccountClosed');
    const product = await this.product(context, account.productId, account.issueNumber);
    if (!product) throw new Error(`product ${account.productId} of account ${account.depositAccountId} is gone`);
    const today = toBusinessDate(context.now);
    if (product.productTermType === 'FixedTerm') {
      const matured = account.status === 'Matured' || (account.maturesOn !== null && account.maturesOn <= today);
      if (!closure || !matured) {
        throw new Rejection('FixedTermNotMatured', account.maturesOn ? `The account matures on ${account.maturesOn}.` : undefined);
      }
    }
    const pending = await pendingWithdrawalsOf(context.trx, account.depositAccountId);
    if (pending.closure) throw new Rejection('DepositAccountClosing');

    let amountMinor: bigint;
    if (closure) {
      if (pending.count > 0) throw new Rejection('WithdrawalPending');
      // Provisional until the batch locks at its cut-off (batches.service finalPayoutLines).
      amountMinor = payoutMinor(account.balanceMinor, account.accruedInterest);
    } else {
      amountMinor = BigInt(body.amountMinor as string);
      const available = account.balanceMinor - pending.totalMinor;
      if (amountMinor > available) throw new Rejection('InsufficientFunds', `Available: ${formatMinor(available > 0n ? available : 0n)}.`);
    }

    const isNotice = product.productTermType === 'Notice';
    let earliest = context.batchDate;
    if (isNotice) {
      const noticeDate = noticeWithdrawalDate(toBusinessDate(request.createdAt), product.noticeLength, unit(product.noticeLengthUnit));
      if (noticeDate > earliest) earliest = noticeDate;
    }
    const placed = await addToOpenBatch(
      context.trx,
      { financialPartnerId: partnerId, instructionType: 'withdrawal', currencyCode: account.currencyCode },
      earliest,
      amountMinor,
      isNotice ? amountMinor : 0n,
      context.now,
    );
    await insertWithdrawalInstruction(context.trx, {
      account: { ...account, financialPartnerId: partnerId },
      placed,
      instructionReference: request.instructionReference,
      requestReference: request.instructionReference,
      isClosure: closure,
      isMaturity: false,
      isNotice,
      amountMinor,
      now: context.now,
    });
    context.touchedPortfolios.add(account.portfolioId);
  }

  /** False when the target is still being processed by another worker: try again later. */
  private async revert(context: ChunkContext, request: RequestRecord): Promise<boolean> {
    const targetReference = String(request.body.instructionToRevertReference);
    const partnerId = request.financialPartnerId;
    const target = await findRequest(context.trx, partnerId, targetReference);
    if (!target) throw new Rejection('InstructionToRevertNotFound', `No instruction ${targetReference}.`);
    if (target.requestType === 'revert') throw new Rejection('InstructionNotRevertible', 'A revert cannot itself be reverted.');
    if (target.status === 'Created') return false;
    if (target.status === 'Rejected') throw new Rejection('InstructionNotRevertible', 'It was rejected, so it is in no batch.');
    const instruction = await findInstructionByReference(context.trx, partnerId, targetReference);
    if (!instruction) throw new Error(`processed request ${targetReference} has no instruction`);
    if (instruction.state === 'Reverted') throw new Rejection('InstructionNotRevertible', 'It has already been reverted.');
    if (instruction.state === 'Settled') throw new Rejection('InstructionNotRevertible', 'Its batch has settled.');
    const removed = await subtractFromOpenBatch(
      context.trx,
      instruction.instructionBatchId,
      instruction.amountMinor,
      instruction.isNotice ? instruction.amountMinor : 0n,
      context.now,
    );
    if (!removed) throw new Rejection('InstructionNotRevertible', 'Its batch is no longer Open.');
    if (!(await markInstructionReverted(context.trx, instruction.instructionId, request.instructionReference))) {
      // Reverted by a concurrent revert after we read it: undo this chunk and retry it.
      throw new Error(`instruction ${targetReference} changed while being reverted`);
    }
    context.touchedPortfolios.add(instruction.portfolioId);
    return true;
  }
}
