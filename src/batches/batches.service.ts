/**
 * Daily instruction batches: what partners see and confirm, the cut-off that
 * locks them, settlement that moves the money, and the maturity payouts the
 * interest jobs hand over.
 */
import type { AuditRecorder } from '../audit/audit.js';
import { maturityDate, startOfDayUtc, workingDayOnOrAfter } from '../calendar/calendar.js';
import { findProductIssueFactsMany, type ProductIssueFacts } from '../products/products.js';
import { payoutMinor } from '../interest/interest.js';
import type { Clock } from '../platform/clock.js';
import type { Db, Tx } from '../database.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { formatMinor } from '../platform/money.js';
import * as ledger from '../ledger/ledger.js';
import { batchesBooked, expectPartnerPayment, queuePlacements, queueWithdrawals, type SettledPayout } from '../payments/payments.js';
import {
  addToOpenBatch,
  type BatchRecord,
  findBatch,
  findBatchById,
  type CountedBatch,
  type InstructionSummaryRow,
  listAllBatchesOfDate,
  listBatchesOfDate,
  listClosedBatchIdsDue,
  listSettledClosedBatchIds,
  listLiveInstructions,
  listPayoutsOfLockedBatches,
  type LiveInstruction,
  lockBatchesForUpdate,
  markBatchClosed,
  markBatchCompleted,
  markBatchSettled,
  markBatchesLocked,
  appendBatchEvents,
  pageBatchInstructions,
  recountLockedBatchTotals,
} from './batches.repository.js';
import type { BatchInstructions } from './batch-instructions.js';

export interface Page<T> {
  items: T[];
  pageNumber: number;
  pageSize: number;
  pageCount: number;
}

export interface BatchTotalsClaim {
  instructionBatchId: string;
  totalAmountMinor: bigint;
  /** Checked only when the partner sends it. */
  totalNoticeAmountMinor: bigint | undefined;
}

/** BatchesService.enqueueMaturityPayouts, the instructions written through `instructionWrites`. */
async function enqueueMaturityPayoutsThrough(
  instructionWrites: BatchInstructions,
  trx: Tx,
  options: { depositAccountIds: readonly string[]; businessDate: string; now?: Date },
): Promise<void> {
  const now = options.now ?? startOfDayUtc(options.businessDate);
  const accounts = (await ledger.findAccountsForUpdate(trx, [...new Set(options.depositAccountIds)])).filter((a) => a.status !== 'Closed');
  const closing = await instructionWrites.accountsWithLiveClosure(
    trx,
    accounts.map((a) => a.depositAccountId),
  );
  const payouts = accounts
    .filter((account) => !closing.has(account.depositAccountId))
    .map((account) => ({ account, amountMinor: payoutMinor(account.balanceMinor, account.accruedInterest) }));
  if (payouts.length === 0) return;
  // Each partner's payouts in a currency go to one batch: its total grows by their sum, once.
  const totals = new Map<string, { financialPartnerId: string; currencyCode: string; amountMinor: bigint }>();
  for (const { account, amountMinor } of payouts) {
    const key = `${account.financialPartnerId}|${account.currencyCode}`;
    const total = totals.get(key) ?? { financialPartnerId: account.financialPartnerId, currencyCode: account.currencyCode, amountMinor: 0n };
    total.amountMinor += amountMinor;
    totals.set(key, total);
  }
  const placed = new Map<string, { instructionBatchId: string; batchDate: string }>();
  for (const [key, total] of [...totals].sort(([a], [b]) => (a < b ? -1 : 1))) {
    placed.set(
      key,
      await addToOpenBatch(
        trx,
        { financialPartnerId: total.financialPartnerId, instructionType: 'withdrawal', currencyCode: total.currencyCode },
        workingDayOnOrAfter(options.businessDate),
        total.amountMinor,
        0n,
        now,
      ),
    );
  }
  await instructionWrites.placeMaturityPayouts(
    trx,
    payouts.map(({ account, amountMinor }) => ({ account, amountMinor, placed: placed.get(`${account.financialPartnerId}|${account.currencyCode}`)! })),
    now,
  );
  await ledger.bumpPortfolioVersions(trx, new Set(payouts.map(({ account }) => account.portfolioId)), now);
}

/**
 * Settles a deposit batch set-based: a fixed number of statements, whatever
 * the number of instructions. Same outcome as applying them one by one in
 * instruction order: per (portfolio, product, issue) the instructions top up
 * the account findAccountsToTopUp chooses; when there is none, the first
 * opens an account and the later ones top it up (a new account is Open,
 * opened on the batch date and has no closure pending, so it is the one a
 * later instruction would top up; deposits change nothing else the choice
 * depends on).
 */
async function settleDeposits(instructionWrites: BatchInstructions, trx: Tx, batch: BatchRecord, instructions: LiveInstruction[], now: Date): Promise<void> {
  if (instructions.length === 0) return;
  const products = await findProductIssueFactsMany(trx, [
    ...new Map(instructions.map((i) => [`${i.productId}#${i.issueNumber}`, { productId: i.productId, issueNumber: i.issueNumber }])).values(),
  ]);
  // The first instruction of each key, in instruction order, and its product.
  const firsts = new Map<string, { instruction: LiveInstruction; product: ProductIssueFacts }>();
  for (const instruction of instructions) {
    const key = ledger.topUpKeyOf(instruction);
    if (firsts.has(key)) continue;
    const product = products.get(`${instruction.productId}#${instruction.issueNumber}`);
    if (!product?.issue) throw new Error(`product issue ${instruction.productId}#${instruction.issueNumber} of instruction ${instruction.instructionId} is gone`);
    firsts.set(key, { instruction, product });
  }
  const accounts = await ledger.findAccountsToTopUp(
    trx,
    [...firsts.values()].map(({ instruction, product }) => ({
      portfolioId: instruction.portfolioId,
      productId: instruction.productId,
      issueNumber: instruction.issueNumber,
      fixedTermOpenedOn: product.productTermType === 'FixedTerm' ? batch.batchDate : null,
    })),
  );
  const opened: ledger.NewDepositAccount[] = [];
  for (const [key, { instruction, product }] of firsts) {
    if (accounts.has(key)) continue;
    const fixedTerm = product.productTermType === 'FixedTerm';
    const depositAccountId = newId();
    accounts.set(key, depositAccountId);
    opened.push({
      depositAccountId,
      financialPartnerId: instruction.financialPartnerId,
      portfolioId: instruction.portfolioId,
      clientReference: instruction.clientReference,
      productId: instruction.productId,
      issueNumber: instruction.issueNumber,
      productVersionOnOpen: product.issue!.currentVersion,
      currencyCode: instruction.currencyCode,
      openedOn: batch.batchDate,
      maturesOn: fixedTerm && product.termLengthUnit !== 'NoTerm' ? maturityDate(batch.batchDate, product.termLength, product.termLengthUnit) : null,
    });
  }
  await ledger.openAccounts(trx, opened, now);
  const settled = instructions.map((instruction) => ({
    instructionId: instruction.instructionId,
    depositAccountId: accounts.get(ledger.topUpKeyOf(instruction)) as string,
    amountMinor: instruction.amountMinor,
  }));
  // The deposit accounts' money is the partner's payment (owed until the hub's statement shows it).
  await ledger.post(
    trx,
    {
      transferId: `settlement:${batch.instructionBatchId}`,
      kind: 'deposit-settlement',
      description: `Deposit batch ${batch.instructionBatchId} of ${batch.batchDate}`,
      counter: { kind: 'partner', ownerId: batch.financialPartnerId },
    },
    settled.map((s) => ({ depositAccountId: s.depositAccountId, entryType: 'Deposit', amountMinor: s.amountMinor, businessDate: batch.batchDate, instructionId: s.instructionId })),
    now,
  );
  await instructionWrites.settleInstructions(trx, settled, now);
  const perInstitution = new Map<string, bigint>();
  for (const instruction of instructions) {
    const institutionId = products.get(`${instruction.productId}#${instruction.issueNumber}`)!.financialInstitutionId;
    perInstitution.set(institutionId, (perInstitution.get(institutionId) ?? 0n) + instruction.amountMinor);
  }
  // Expected since the batch was Closed; here too for a batch closed before the bank side (idempotent).
  await expectPartnerPayment(trx, { ...batch, totalAmountMinor: [...perInstitution.values()].reduce((a, b) => a + b, 0n) }, now);
  await queuePlacements(trx, batch, perInstitution, now);
  await ledger.bumpPortfolioVersions(
    trx,
    instructions.map((i) => i.portfolioId),
    now,
  );
}

/**
 * A payout's line while its batch is Open is provisional (payoutMinor when it
 * was placed). At the cut-off it becomes final: payoutMinor of the account as
 * it stands then, which is the balance plus all interest up to the day before
 * the payout day (every accrual for those days has run by the cut-off, and
 * none runs from the payout day on), and the batch's totals move with it. What
 * the partner confirms of a Locked batch is what settlement pays. Running it
 * again changes nothing (the accounts no longer move), so the batches locked
 * earlier and still Locked are simply included.
 */
async function finalPayoutLines(instructionWrites: BatchInstructions, trx: Tx, upToDate: string): Promise<void> {
  const payouts = await listPayoutsOfLockedBatches(trx, upToDate);
  const changed = payouts
    .map((p) => ({ instructionId: p.instructionId, instructionBatchId: p.instructionBatchId, from: p.amountMinor, amountMinor: payoutMinor(p.balanceMinor, p.accruedInterest) }))
    .filter((line) => line.amountMinor !== line.from);
  // The lines (instructions context), then the totals of their batches from them.
  await instructionWrites.fixPayoutLines(trx, changed);
  await recountLockedBatchTotals(
    trx,
    changed.map((line) => line.instructionBatchId),
  );
}

function pageOf<T>(total: number, items: T[], pageNumber: number, pageSize: number): Page<T> {
  return { items, pageNumber, pageSize, pageCount: Math.ceil(total / pageSize) };
}

export class BatchesService {
  /**
   * `instructions`: the instructions context's writes of the rows in a batch
   * (`BatchInstructions`, implemented by src/instructions/instructions.ts's
   * `batchInstructions`), handed in by the composition root.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly instructions: BatchInstructions,
  ) {}

  /**
   * Hands matured fixed-term accounts' balances and interest back through the
   * next Open withdrawal batch on or after `businessDate`, each as a
   * platform-made closure (entry MaturityPayout on settlement). Skips an
   * account that is closed or has a closure (close-account or an earlier
   * payout) live, so the maturity job may call it again safely. Set-based: one
   * batch placement per partner and currency, the instructions a thousand to a
   * statement, one bump of the portfolios; a day's maturities cost a few
   * statements, not a few per account. Runs in the caller's transaction; `now`
   * stamps the rows (defaults to the start of businessDate). The ledger's
   * maturity job calls it as its `MaturityPayouts` (src/ledger/interest.jobs.ts).
   *
   * Errors: none (no `AppError`, no rejection reason).
   */
  async enqueueMaturityPayouts(trx: Tx, options: { depositAccountIds: readonly string[]; businessDate: string; now?: Date }): Promise<void> {
    await enqueueMaturityPayoutsThrough(this.instructions, trx, options);
  }

  /** enqueueMaturityPayouts of one account. */
  async enqueueMaturityPayout(trx: Tx, options: { depositAccountId: string; businessDate: string; now?: Date }): Promise<void> {
    await this.enqueueMaturityPayouts(trx, { depositAccountIds: [options.depositAccountId], businessDate: options.businessDate, now: options.now });
  }

  /**
   * The partner's batches of a date.
   *
   * Errors: none.
   */
  async listBatches(financialPartnerId: string, batchDate: string): Promise<BatchRecord[]> {
    return listBatchesOfDate(this.db, financialPartnerId, batchDate);
  }

  /**
   * The partner's batch.
   *
   * Errors: `NotFound` (the partner has no batch with this id).
   */
  async getBatch(financialPartnerId: string, instructionBatchId: string): Promise<BatchRecord> {
    const batch = await findBatch(this.db, financialPartnerId, instructionBatchId.toLowerCase());
    if (!batch) throw AppError.notFound(`Instruction batch ${instructionBatchId}`);
    return batch;
  }

  /**
   * A page of a batch's instructions (all, or closures only), with the batch.
   *
   * Errors: `NotFound` (the partner has no batch with this id).
   */
  async instructionSummaries(
    financialPartnerId: string,
    instructionBatchId: string,
    filter: 'All' | 'Closure',
    pageNumber: number,
    pageSize: number,
  ): Promise<{ batch: BatchRecord; page: Page<InstructionSummaryRow> }> {
    const batch = await this.getBatch(financialPartnerId, instructionBatchId);
    const { total, rows } = await pageBatchInstructions(this.db, batch.instructionBatchId, filter === 'Closure', (pageNumber - 1) * pageSize, pageSize);
    return { batch, page: pageOf(total, rows, pageNumber, pageSize) };
  }

  /**
   * The references of a batch's instructions; nothing once it is Completed (the
   * specification says so).
   *
   * Errors: `NotFound` (the partner has no batch with this id).
   */
  async references(financialPartnerId: string, instructionBatchId: string, pageNumber: number, pageSize: number): Promise<Page<string>> {
    const batch = await this.getBatch(financialPartnerId, instructionBatchId);
    if (batch.status === 'Completed') return pageOf(0, [], pageNumber, pageSize);
    const { total, rows } = await pageBatchInstructions(this.db, batch.instructionBatchId, false, (pageNumber - 1) * pageSize, pageSize);
    return pageOf(
      total,
      rows.map((r) => r.instructionReference),
      pageNumber,
      pageSize,
    );
  }

  /**
   * The partner's confirmation: every listed batch must be theirs, Locked, and
   * carry the totals we hold; then all become Closed, or none does.
   *
   * Errors: `BatchUpdateConflict` (a listed batch is not the partner's, is not
   * Locked, or its totals differ from the claim, or it changed while being
   * closed; no batch is closed).
   */
  async closeBatches(financialPartnerId: string, claims: BatchTotalsClaim[]): Promise<void> {
    const ids = claims.map((c) => c.instructionBatchId.toLowerCase());
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const batches = new Map((await lockBatchesForUpdate(trx, financialPartnerId, ids)).map((b) => [b.instructionBatchId, b]));
      const problems: string[] = [];
      claims.forEach((claim, index) => {
        const batch = batches.get(ids[index]);
        if (!batch) {
          problems.push(`instruction batch ${claim.instructionBatchId} was not found`);
          return;
        }
        if (batch.status !== 'Locked') {
          problems.push(`instruction batch ${claim.instructionBatchId} is ${batch.status}, and only a Locked batch can be closed`);
          return;
        }
        if (claim.totalAmountMinor !== batch.totalAmountMinor) {
          problems.push(`instruction batch ${claim.instructionBatchId} has TotalAmount ${formatMinor(batch.totalAmountMinor)}, not ${formatMinor(claim.totalAmountMinor)}`);
        }
        if (claim.totalNoticeAmountMinor !== undefined && claim.totalNoticeAmountMinor !== batch.totalNoticeAmountMinor) {
          problems.push(
            `instruction batch ${claim.instructionBatchId} has TotalNoticeAmount ${formatMinor(batch.totalNoticeAmountMinor)}, not ${formatMinor(claim.totalNoticeAmountMinor)}`,
          );
        }
      });
      if (problems.length) {
        throw new AppError('BatchUpdateConflict', `No batch was closed: ${problems.join('; ')}.`);
      }
      for (const id of ids) {
        if (!(await markBatchClosed(trx, id, now))) {
          throw new AppError('BatchUpdateConflict', `No batch was closed: instruction batch ${id} changed while it was being closed.`);
        }
      }
      await appendBatchEvents(trx, 'batch.closed', ids, now);
      for (const batch of batches.values()) {
        if (batch.instructionType === 'deposit') await expectPartnerPayment(trx, batch, now);
      }
    });
  }

  /**
   * The cut-off of `date`: its Open batches (and any older ones left over)
   * become Locked, and every payout in them gets its final line (finalPayoutLines).
   *
   * Errors: none (no `AppError`).
   */
  async lockBatchesAtCutoff(trx: Tx, date: string): Promise<number> {
    const now = this.clock.now();
    const locked = await markBatchesLocked(trx, date, now);
    await finalPayoutLines(this.instructions, trx, date);
    // After the payout lines are final: the event carries the totals the partner will confirm.
    await appendBatchEvents(trx, 'batch.locked', locked, now);
    return locked.length;
  }

  /**
   * Settles every Closed batch dated on or before `date`, each in its own
   * transaction.
   *
   * Errors: none (no `AppError`); broken ledger invariants are plain `Error`s,
   * as in `settleBatch`.
   */
  async settleDueBatches(date: string): Promise<number> {
    let settled = 0;
    for (const id of await listClosedBatchIdsDue(this.db, date)) {
      if (await this.settleBatch(id)) settled++;
    }
    return settled;
  }

  /**
   * Any partner's batch, for the operator.
   *
   * Errors: `NotFound` (no batch with this id).
   */
  async batchForOperator(instructionBatchId: string): Promise<BatchRecord> {
    const batch = await findBatchById(this.db, instructionBatchId.toLowerCase());
    if (!batch) throw AppError.notFound(`Instruction batch ${instructionBatchId}`);
    return batch;
  }

  /**
   * The operator settles a Closed batch now, ahead of the day's job (its
   * money on the deposit accounts, its payments queued); it stays Closed
   * until the bank has booked them.
   *
   * Errors: `NotFound` (no batch with this id), `Conflict` (the batch is not
   * Closed, is dated after today, or is settled already).
   */
  async confirmSettlement(instructionBatchId: string, audit?: AuditRecorder): Promise<BatchRecord> {
    const batch = await this.batchForOperator(instructionBatchId);
    if (batch.status !== 'Closed') {
      throw new AppError('Conflict', `Instruction batch ${instructionBatchId} is ${batch.status}; only a Closed batch can be settled.`);
    }
    const today = this.clock.now().toISOString().slice(0, 10);
    if (batch.batchDate > today) {
      throw new AppError('Conflict', `Instruction batch ${instructionBatchId} is for ${batch.batchDate} and cannot settle before that day.`);
    }
    if (!(await this.settleBatch(batch.instructionBatchId, audit))) {
      throw new AppError('Conflict', `Instruction batch ${instructionBatchId} is settled already: it completes once the bank's statements show its money booked.`);
    }
    return (await findBatchById(this.db, batch.instructionBatchId)) as BatchRecord;
  }

  /**
   * Every partner's batches of a date, with their instruction counts (the
   * operator's view).
   *
   * Errors: none.
   */
  async listAllBatches(batchDate: string): Promise<CountedBatch[]> {
    return listAllBatchesOfDate(this.db, batchDate);
  }

  /**
   * Completes the settled batches whose money the bank has booked throughout
   * (payments.batchesBooked): every movement of theirs on the statements.
   * Runs in the caller's transaction (a statement upload's, or a settlement's).
   *
   * Errors: none (no `AppError`).
   */
  async completeBookedBatches(trx: Tx, instructionBatchIds?: string[]): Promise<string[]> {
    const now = this.clock.now();
    const candidates = instructionBatchIds ?? (await listSettledClosedBatchIds(trx));
    const booked = await batchesBooked(trx, candidates);
    const completed: string[] = [];
    for (const id of candidates) {
      if (booked.has(id) && (await markBatchCompleted(trx, id, now))) completed.push(id);
    }
    await appendBatchEvents(trx, 'batch.completed', completed, now);
    return completed;
  }

  /**
   * Moves the money of one Closed batch on its deposit accounts, all in one
   * transaction: deposits open or top up accounts; withdrawals debit them,
   * payouts post the accrued interest first (ledger.postClosureInterest), pay
   * their line (which the balance then equals) and close the account. The
   * batch stays Closed, settled, with what the bank must pay queued
   * (src/payments/); it is Completed once the bank's statements show all of
   * it booked (completeBookedBatches), at once when it moves no money.
   *
   * Errors: none (no `AppError`; false when the batch is not Closed or is
   * settled already). Corrupt data (a deposit whose product issue is gone, a
   * withdrawal for a closed or missing account, a payout line that does not
   * match the balance, a withdrawal above the balance) is a plain `Error`
   * and rolls the settlement back.
   */
  async settleBatch(instructionBatchId: string, audit?: AuditRecorder): Promise<boolean> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const batch = await markBatchSettled(trx, instructionBatchId, now);
      if (!batch) return false;
      await audit?.(trx, {
        objectType: 'batch',
        objectId: batch.instructionBatchId,
        objectName: `${batch.instructionType} batch of ${batch.batchDate}`,
        before: {
          status: 'Closed',
          settled: false,
          currencyCode: batch.currencyCode,
          totalAmountMinor: batch.totalAmountMinor,
          totalNoticeAmountMinor: batch.totalNoticeAmountMinor,
        },
        after: {
          status: 'Closed',
          settled: true,
          currencyCode: batch.currencyCode,
          totalAmountMinor: batch.totalAmountMinor,
          totalNoticeAmountMinor: batch.totalNoticeAmountMinor,
        },
      });
      const instructions = await listLiveInstructions(trx, batch.instructionBatchId);
      if (batch.instructionType === 'deposit') {
        await settleDeposits(this.instructions, trx, batch, instructions, now);
      } else {
        await settleWithdrawals(this.instructions, trx, batch, instructions, now);
      }
      await this.completeBookedBatches(trx, [batch.instructionBatchId]);
      return true;
    });
  }
}

/**
 * A withdrawal batch's money off its deposit accounts, each to its client's
 * payout account (client-payout); then each institution is asked to repay
 * and each payout queued (payments.queueWithdrawals).
 */
async function settleWithdrawals(instructionWrites: BatchInstructions, trx: Tx, batch: BatchRecord, instructions: LiveInstruction[], now: Date): Promise<void> {
  const touched = new Set<string>();
  const payouts: (SettledPayout & { productId: string; issueNumber: number })[] = [];
  for (const instruction of instructions) {
    touched.add(instruction.portfolioId);
    const account = instruction.depositAccountId ? await ledger.findAccountForUpdate(trx, instruction.depositAccountId) : undefined;
    if (!account || account.status === 'Closed') {
      throw new Error(`withdrawal ${instruction.instructionId} is for an account that is gone or closed`);
    }
    const counter = { kind: 'client-payout' as const, ownerId: account.clientReference };
    if (instruction.isClosure) {
      // The interest goes into the balance through the ledger's interest posting, so the
      // posting has its interest_postings row like any other; then the line the
      // partner confirmed is paid, never an amount computed here.
      await ledger.postClosureInterest(trx, account.depositAccountId, batch.batchDate, now);
      const posted = await ledger.findAccountForUpdate(trx, account.depositAccountId);
      if (!posted) throw new Error(`account ${account.depositAccountId} vanished while closing`);
      if (posted.balanceMinor !== instruction.amountMinor) {
        // The line was final at the cut-off and the account has not moved since: this means corrupt data.
        throw new Error(
          `payout ${instruction.instructionId} of ${formatMinor(instruction.amountMinor)} does not match account ${account.depositAccountId}'s ${formatMinor(posted.balanceMinor)}`,
        );
      }
      if (instruction.amountMinor > 0n) {
        await ledger.post(
          trx,
          {
            transferId: `settlement:${instruction.instructionId}`,
            kind: 'withdrawal-settlement',
            description: `${instruction.isMaturity ? 'Maturity payout' : 'Closure'} ${instruction.instructionId} of batch ${batch.instructionBatchId}`,
            counter,
          },
          [
            {
              depositAccountId: account.depositAccountId,
              entryType: instruction.isMaturity ? 'MaturityPayout' : 'ClosurePayout',
              amountMinor: -instruction.amountMinor,
              businessDate: batch.batchDate,
              instructionId: instruction.instructionId,
            },
          ],
          now,
        );
      }
      await ledger.closeAccount(trx, account.depositAccountId, batch.batchDate, now);
    } else {
      if (instruction.amountMinor > account.balanceMinor) {
        // Processing checked the funds under a row lock; this means the data is corrupt.
        throw new Error(`withdrawal ${instruction.instructionId} exceeds the balance of account ${account.depositAccountId}`);
      }
      await ledger.post(
        trx,
        {
          transferId: `settlement:${instruction.instructionId}`,
          kind: 'withdrawal-settlement',
          description: `Withdrawal ${instruction.instructionId} of batch ${batch.instructionBatchId}`,
          counter,
        },
        [
          {
            depositAccountId: account.depositAccountId,
            entryType: 'Withdrawal',
            amountMinor: -instruction.amountMinor,
            businessDate: batch.batchDate,
            instructionId: instruction.instructionId,
          },
        ],
        now,
      );
    }
    await instructionWrites.settleInstructions(trx, [{ instructionId: instruction.instructionId, depositAccountId: account.depositAccountId }], now);
    payouts.push({
      instructionId: instruction.instructionId,
      clientReference: account.clientReference,
      financialInstitutionId: '',
      amountMinor: instruction.amountMinor,
      productId: account.productId,
      issueNumber: account.issueNumber,
    });
  }
  const products = await findProductIssueFactsMany(trx, [
    ...new Map(payouts.map((p) => [`${p.productId}#${p.issueNumber}`, { productId: p.productId, issueNumber: p.issueNumber }])).values(),
  ]);
  for (const p of payouts) p.financialInstitutionId = products.get(`${p.productId}#${p.issueNumber}`)!.financialInstitutionId;
  await queueWithdrawals(trx, batch, payouts, now);
  await ledger.bumpPortfolioVersions(trx, touched, now);
}
