/**
 * The operator's reads across partners: the day's overview, batches over a
 * date range, instruction requests and the whole story of one, deposit
 * accounts with their history, and clients. Read-only: each answer is built
 * from the owning contexts' public modules (their read functions),
 * and every amount is turned into JSON by the same money functions the
 * partner APIs use (minorToJsonNumber), so the operator sees what the partner
 * sees.
 */
import { Decimal } from 'decimal.js';
import { type BatchSearch, countBatches, findBatchWithCountById, listAllBatchesOfDate, searchBatches } from '../batches/batches.js';
import { operatorBatchJson } from '../batches/batches.schemas.js';
import { clientOf, type ClientSearch, countClients, nominatedAccountOf, searchClients, searchClientsAfter, type ClientSummary } from '../clients/clients.js';
import type { Db } from '../database.js';
import {
  countCreatedRequests,
  countRejectedAfterFailures,
  countRequests,
  countRequestsRejectedBetween,
  findOperatorInstruction,
  findRequestOverview,
  listOperatorBatchInstructions,
  listOperatorInstructionsByIds,
  listPendingInstructionsOfAccount,
  oldestCreatedRequestAt,
  type OperatorInstructionRow,
  type RequestOverview,
  rejectionCodeOf,
  type RequestSearch,
  searchRequests,
  searchRequestsAfter,
  type SequencedRequestOverview,
} from '../instructions/instructions.js';
import {
  accountBalanceBefore,
  type AccountRecord,
  type EntryRecord,
  findAccount,
  listAccountAccruals,
  listAccountEntries,
  listAccountEntriesBetween,
  listAccountPostings,
  listInstructionEntries,
} from '../ledger/ledger.js';
import type { BatchPaymentRow, PaymentsService } from '../payments/payments.service.js';
import type { ProductsService } from '../products/products.service.js';
import { addDays, toBusinessDate } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { roundHalfUpToMinor } from '../interest/interest.js';
import { minorToJsonNumber } from '../platform/money.js';
import { mapChunks, type Paging, readCountedPage, walkByKey, walkByOffset } from '../platform/paging.js';
import { formatDateTime } from '../platform/time.js';
import type { PortfoliosService } from '../portfolios/portfolios.service.js';
import type { PartnersService } from '../auth/partners.service.js';
import { type ReconciliationCheck, runReconciliation } from './reconciliation.js';

/** Bounds of the detail pages: the newest rows of each kind, never an unbounded list. */
export const DETAIL_LIMITS = {
  batchInstructions: 1000,
  accountEntries: 500,
  accountAccruals: 400,
  accountPostings: 200,
  statementMovements: 1000,
  pendingInstructions: 100,
} as const;

/** Minor units with fractions of a penny (exact decimal text) as major units, exactly: no float. */
function exactMajor(minorText: string): string {
  return new Decimal(minorText).div(100).toFixed();
}

function instructionJson(i: OperatorInstructionRow) {
  return {
    instructionId: i.instructionId,
    instructionReference: i.instructionReference,
    requestReference: i.requestReference,
    instructionBatchId: i.instructionBatchId,
    instructionType: i.instructionType,
    clientReference: i.clientReference,
    portfolioId: i.portfolioId,
    depositAccountId: i.depositAccountId,
    productId: i.productId,
    productIssueNumber: i.issueNumber,
    amount: minorToJsonNumber(i.amountMinor),
    currencyCode: i.currencyCode,
    state: i.state,
    isClosure: i.isClosure,
    isMaturity: i.isMaturity,
    isNotice: i.isNotice,
    dateAddedUtc: formatDateTime(i.dateAdded),
    dateToBeActioned: i.dateToBeActioned,
    settledAtUtc: i.settledAt ? formatDateTime(i.settledAt) : null,
  };
}

function requestJson(r: RequestOverview) {
  const body = r.body;
  const amountMinor = typeof body.amountMinor === 'string' ? BigInt(body.amountMinor) : undefined;
  return {
    financialPartnerId: r.financialPartnerId,
    instructionReference: r.instructionReference,
    requestType: r.requestType,
    clientReference: typeof body.accountReference === 'string' ? body.accountReference : null,
    amount: amountMinor === undefined ? null : minorToJsonNumber(amountMinor),
    currencyCode: r.instructionCurrencyCode ?? (typeof body.currencyIsoCode === 'string' ? body.currencyIsoCode : null),
    status: r.status,
    statusReason: r.statusReason,
    statusReasonCode: rejectionCodeOf(r.statusReason),
    processingAttempts: r.processingAttempts,
    createdAtUtc: formatDateTime(r.createdAt),
    processedAtUtc: r.processedAt ? formatDateTime(r.processedAt) : null,
  };
}

function entryJson(e: EntryRecord) {
  return {
    entryId: e.entryId,
    depositAccountId: e.depositAccountId,
    entryType: e.entryType,
    amount: minorToJsonNumber(e.amountMinor),
    businessDate: e.businessDate,
    instructionId: e.instructionId,
    createdAtUtc: formatDateTime(e.createdAt),
  };
}

/**
 * Where a payout (withdrawal, closure, maturity payout) goes: the client's
 * first bank account in the instruction's currency, as the client's profile
 * has it now, which is the account the bank side pays at settlement
 * (docs/instructions.md, "Nominated account"). None for a deposit; for a
 * payout whose client has no bank account in the currency, none and a note.
 */
async function nominatedAccountFor(db: Db, instruction: OperatorInstructionRow | undefined, financialPartnerId: string) {
  if (instruction?.instructionType !== 'withdrawal') return { nominatedAccount: null, nominatedAccountNote: null };
  const client = await clientOf(db, financialPartnerId, instruction.clientReference);
  const account = client && nominatedAccountOf(client.profile, instruction.currencyCode);
  if (!account) {
    const note = `The client has no bank account in ${instruction.currencyCode}: this payment has nowhere to go until the partner adds one to the client's accounts.`;
    return { nominatedAccount: null, nominatedAccountNote: note };
  }
  const text = (key: string) => (typeof account[key] === 'string' ? (account[key] as string) : null);
  return {
    nominatedAccount: {
      accountName: text('accountName'),
      accountNumber: text('accountNumber'),
      sortCode: text('sortCode'),
      iban: text('iban'),
      bic: text('bic'),
      currencyCode: instruction.currencyCode,
    },
    nominatedAccountNote: null,
  };
}

/** A client's name as the operator's client pages show it: a company's name, a person's first and last names. */
export function clientDisplayName(client: Pick<ClientSummary, 'clientType' | 'profile'>): string | null {
  const text = (key: string) => (typeof client.profile[key] === 'string' ? (client.profile[key] as string) : null);
  return client.clientType === 'Company' ? text('companyName') : [text('firstName'), text('lastName')].filter(Boolean).join(' ') || null;
}

function clientJson(c: ClientSummary | (Omit<ClientSummary, 'createdAt' | 'updatedAt'> & { createdAt?: Date; updatedAt?: Date })) {
  const p = c.profile;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : null);
  const name = clientDisplayName(c);
  return {
    financialPartnerId: c.financialPartnerId,
    clientReference: c.clientReference,
    externalReference: c.externalReference,
    clientType: c.clientType,
    name,
    emailAddress: text('emailAddress'),
    clientVersion: c.clientVersion,
    createdAtUtc: c.createdAt ? formatDateTime(c.createdAt) : null,
  };
}

export class OperatorReads {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly deps: {
      portfolios: PortfoliosService;
      partners: PartnersService;
      payments: PaymentsService;
      products: ProductsService;
      reconciliationChecks: readonly ReconciliationCheck[];
    },
  ) {}

  /** Rows with their partner's name beside its id (one query for the page). */
  /**
   * The search, named per partner when it looks for a key unique per partner
   * (an instruction reference, a client's external reference) without a
   * partner: the tables' indexes lead with the partner, so each partner is one
   * probe of the index rather than every row of every partner read.
   */
  private async byPartnerKey<S extends { financialPartnerId?: string; financialPartnerIds?: readonly string[] }>(search: S, key: string | undefined): Promise<S> {
    if (key === undefined || search.financialPartnerId !== undefined) return search;
    return { ...search, financialPartnerIds: await this.deps.partners.allPartnerIds() };
  }

  private async named<T extends { financialPartnerId: string }>(rows: T[]): Promise<(T & { financialPartnerName: string | null })[]> {
    const names = await this.deps.partners.namesOf(rows.map((r) => r.financialPartnerId));
    return rows.map((r) => ({ ...r, financialPartnerName: names.get(r.financialPartnerId) ?? null }));
  }

  /** The platform's clock (which the sandbox can move): the instant and its UTC day, the console's "today". */
  platformClock() {
    const now = this.clock.now();
    return { now: formatDateTime(now), today: toBusinessDate(now) };
  }

  /** A day at a glance (the clock's UTC day by default): batches by state, the queue, rejections and reconciliation. */
  async overview(date?: string) {
    const now = this.clock.now();
    const day = date ?? toBusinessDate(now);
    const dayStart = new Date(`${day}T00:00:00.000Z`);
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    const batches = await listAllBatchesOfDate(this.db, day);
    const groups = new Map<
      string,
      { instructionBatchStatus: string; instructionType: string; currencyCode: string; batchCount: number; instructionCount: number; totalMinor: bigint }
    >();
    for (const b of batches) {
      const key = `${b.status}|${b.instructionType}|${b.currencyCode}`;
      const group = groups.get(key) ?? {
        instructionBatchStatus: b.status,
        instructionType: b.instructionType,
        currencyCode: b.currencyCode,
        batchCount: 0,
        instructionCount: 0,
        totalMinor: 0n,
      };
      group.batchCount++;
      group.instructionCount += b.instructionCount;
      group.totalMinor += b.totalAmountMinor;
      groups.set(key, group);
    }
    const [createdCount, oldestCreated, rejectedToday, failedRejected, reconciliation] = await Promise.all([
      countCreatedRequests(this.db),
      oldestCreatedRequestAt(this.db),
      countRequestsRejectedBetween(this.db, dayStart, dayEnd),
      countRejectedAfterFailures(this.db),
      runReconciliation(this.db, this.deps.reconciliationChecks, now, 1),
    ]);
    return {
      date: day,
      batches: [...groups.values()].map(({ totalMinor, ...g }) => ({ ...g, totalAmount: minorToJsonNumber(totalMinor) })),
      // After the cut-off a batch is Locked until the partner's batch-update closes it.
      waitingForPartner: await this.named(batches.filter((b) => b.status === 'Locked').map(operatorBatchJson)),
      createdQueue: {
        count: createdCount,
        oldestCreatedAtUtc: oldestCreated ? formatDateTime(oldestCreated) : null,
        lagSeconds: oldestCreated ? Math.max(0, Math.round((now.getTime() - oldestCreated.getTime()) / 1000)) : 0,
      },
      rejectionsToday: rejectedToday,
      rejectedAfterProcessingFailures: failedRejected,
      reconciliation: { ok: reconciliation.ok, failingChecks: reconciliation.checks.filter((c) => !c.ok).map((c) => c.name) },
    };
  }

  async searchBatches(search: BatchSearch, paging: Paging) {
    const { rows, ...page } = await readCountedPage(
      paging,
      (offset, limit) => searchBatches(this.db, search, offset, limit),
      (limit) => countBatches(this.db, search, limit),
    );
    return { batches: await this.named(rows.map(operatorBatchJson)), ...paging, ...page };
  }

  /** Every batch of the search, a chunk at a time, as the list's items (the CSV export; a date range bounds it). */
  exportBatches(search: BatchSearch) {
    return mapChunks(
      walkByOffset((offset, limit) => searchBatches(this.db, search, offset, limit)),
      (rows) => this.named(rows.map(operatorBatchJson)),
    );
  }

  async batch(instructionBatchId: string) {
    const batch = await findBatchWithCountById(this.db, instructionBatchId);
    if (!batch) throw AppError.notFound(`Batch ${instructionBatchId}`);
    const instructions = await listOperatorBatchInstructions(this.db, instructionBatchId, DETAIL_LIMITS.batchInstructions);
    const [named] = await this.named([operatorBatchJson(batch)]);
    return { batch: named, instructions: instructions.map(instructionJson) };
  }

  async searchRequests(requested: RequestSearch, paging: Paging) {
    const search = await this.byPartnerKey(requested, requested.instructionReference);
    const { rows, ...page } = await readCountedPage(
      paging,
      (offset, limit) => searchRequests(this.db, search, offset, limit),
      (limit) => countRequests(this.db, search, limit),
    );
    return { instructionRequests: await this.named(rows.map(requestJson)), ...paging, ...page };
  }

  /** Every request of the search, newest first, a chunk at a time, as the list's items (the CSV export). */
  exportRequests(requested: RequestSearch) {
    let search: Promise<RequestSearch> | undefined;
    return mapChunks(
      walkByKey<SequencedRequestOverview>(async (after, limit) =>
        searchRequestsAfter(this.db, await (search ??= this.byPartnerKey(requested, requested.instructionReference)), after, limit),
      ),
      (rows) => this.named(rows.map(requestJson)),
    );
  }

  /** One request's whole story: the request, the instruction it made, its batch, the account it touched and the entries it caused. */
  async requestStory(financialPartnerId: string, instructionReference: string) {
    const reference = instructionReference.toLowerCase();
    const request = await findRequestOverview(this.db, financialPartnerId, reference);
    if (!request) throw AppError.notFound(`Instruction request ${instructionReference} of partner ${financialPartnerId}`);
    const instruction = await findOperatorInstruction(this.db, financialPartnerId, reference);
    const [batch, ledgerEntries, account, payee] = await Promise.all([
      instruction ? findBatchWithCountById(this.db, instruction.instructionBatchId) : undefined,
      instruction ? listInstructionEntries(this.db, instruction.instructionId) : [],
      instruction?.depositAccountId ? findAccount(this.db, instruction.depositAccountId) : undefined,
      nominatedAccountFor(this.db, instruction, financialPartnerId),
    ]);
    return {
      request: { ...(await this.named([requestJson(request)]))[0], body: request.body },
      instruction: instruction ? instructionJson(instruction) : null,
      batch: batch ? (await this.named([operatorBatchJson(batch)]))[0] : null,
      account: account
        ? {
            depositAccountId: account.depositAccountId,
            clientReference: account.clientReference,
            productId: account.productId,
            accountStatus: account.status,
            amount: minorToJsonNumber(account.balanceMinor),
            currencyCode: account.currencyCode,
          }
        : null,
      ...payee,
      ledgerEntries: ledgerEntries.map(entryJson),
    };
  }

  /** One deposit account with its newest ledger entries, accruals and postings (bounded by DETAIL_LIMITS). */
  async account(depositAccountId: string) {
    const account = await findAccount(this.db, depositAccountId);
    if (!account) throw AppError.notFound(`Deposit account ${depositAccountId}`);
    const [entries, accruals, postings] = await Promise.all([
      listAccountEntries(this.db, depositAccountId, DETAIL_LIMITS.accountEntries),
      listAccountAccruals(this.db, depositAccountId, DETAIL_LIMITS.accountAccruals),
      listAccountPostings(this.db, depositAccountId, DETAIL_LIMITS.accountPostings),
    ]);
    const partnerName = (await this.deps.partners.namesOf([account.financialPartnerId])).get(account.financialPartnerId) ?? null;
    return {
      account: {
        ...accountIdentityJson(account, partnerName),
        portfolioId: account.portfolioId,
        productVersionOnAccountOpen: account.productVersionOnOpen,
        maturesOn: account.maturesOn,
        amount: minorToJsonNumber(account.balanceMinor),
        interestPaidAmount: minorToJsonNumber(account.interestPaidMinor),
        ...accruedInterestJson(account),
      },
      ledgerEntries: entries.map(entryJson),
      accruals: accruals.map((a) => ({ accrualDate: a.accrualDate, amountExact: exactMajor(a.amount), netRatePercent: Number(a.netRatePercent) })),
      postings: postings.map((p) => ({
        postingId: p.postingId,
        postingDate: p.postingDate,
        accruedExact: exactMajor(p.accruedAmount),
        amount: minorToJsonNumber(p.postedMinor),
        reason: p.reason,
        createdAtUtc: formatDateTime(p.createdAt),
      })),
    };
  }

  /**
   * An account as a statement (issue 32): its balance at the start of `from`, every movement of the business days
   * from `from` to `to` (default: the day it opened to the platform's today) with the balance after it, its balance
   * at the end of `to`, what is on its way and not settled, and interest accrued to the penny; each movement with
   * its story: the request and instruction that made it, its batch, and the bank payment that moved its money
   * (the placement to the bank, or the payout to the client). At most DETAIL_LIMITS.statementMovements movements
   * (`truncated` says more exist: a shorter range reads the rest).
   *
   * Errors: `NotFound`; `ValidationFailed` (`to` before `from`).
   */
  async statement(depositAccountId: string, range: { from?: string; to?: string }) {
    const account = await findAccount(this.db, depositAccountId);
    if (!account) throw AppError.notFound(`Deposit account ${depositAccountId}`);
    const from = range.from ?? account.openedOn;
    const to = range.to ?? toBusinessDate(this.clock.now());
    if (to < from) throw new AppError('ValidationFailed', `to (${to}) is before from (${from}).`, [{ field: 'to', reason: 'range' }]);
    const [opening, closing, read, pending, catalogue, partnerNames] = await Promise.all([
      accountBalanceBefore(this.db, depositAccountId, from),
      accountBalanceBefore(this.db, depositAccountId, addDays(to, 1)),
      listAccountEntriesBetween(this.db, depositAccountId, from, to, DETAIL_LIMITS.statementMovements + 1),
      listPendingInstructionsOfAccount(this.db, account, DETAIL_LIMITS.pendingInstructions),
      this.deps.products.catalogue(),
      this.deps.partners.namesOf([account.financialPartnerId]),
    ]);
    const entries = read.slice(0, DETAIL_LIMITS.statementMovements);
    const instructions = new Map(
      (await listOperatorInstructionsByIds(this.db, [...new Set(entries.flatMap((e) => (e.instructionId ? [e.instructionId] : [])))])).map((i) => [i.instructionId, i]),
    );
    const batchIds = [...new Set([...instructions.values(), ...pending].map((i) => i.instructionBatchId))];
    const payments = await this.deps.payments.paymentsOfBatches(batchIds);
    const institutionId = catalogue.products.find((p) => p.row.product_id === account.productId)?.row.financial_institution_id ?? null;
    // The money an instruction moved at the bank: its own payout, or its batch's placement with the account's bank (one
    // payment for every deposit of the batch placed there).
    const bankPaymentsOf = (instruction: OperatorInstructionRow) =>
      payments
        .filter(
          (p) =>
            p.instruction_batch_id === instruction.instructionBatchId &&
            (p.instruction_id === instruction.instructionId || (p.instruction_id === null && p.kind === 'placement' && p.financial_institution_id === institutionId)),
        )
        .map(bankPaymentJson);
    const storyOf = (instruction: OperatorInstructionRow | undefined) =>
      instruction
        ? {
            instructionId: instruction.instructionId,
            instructionReference: instruction.instructionReference,
            requestReference: instruction.requestReference,
            instructionBatchId: instruction.instructionBatchId,
            bankPayments: bankPaymentsOf(instruction),
          }
        : null;
    let balance = opening;
    const movements = entries.map((e) => {
      balance += e.amountMinor;
      return {
        entryId: e.entryId,
        businessDate: e.businessDate,
        entryType: e.entryType,
        amount: minorToJsonNumber(e.amountMinor),
        balance: minorToJsonNumber(balance),
        createdAtUtc: formatDateTime(e.createdAt),
        instruction: storyOf(e.instructionId ? instructions.get(e.instructionId) : undefined),
      };
    });
    return {
      account: { ...accountIdentityJson(account, partnerNames.get(account.financialPartnerId) ?? null), financialInstitutionId: institutionId },
      from,
      to,
      openingBalance: minorToJsonNumber(opening),
      closingBalance: minorToJsonNumber(closing),
      movements,
      truncated: read.length > entries.length,
      pending: pending.map((i) => ({
        instructionId: i.instructionId,
        instructionReference: i.instructionReference,
        instructionType: i.instructionType,
        amount: minorToJsonNumber(i.amountMinor),
        isClosure: i.isClosure,
        dateToBeActioned: i.dateToBeActioned,
        instructionBatchId: i.instructionBatchId,
        bankPayments: bankPaymentsOf(i),
      })),
      ...accruedInterestJson(account),
    };
  }

  async searchClients(requested: ClientSearch, paging: Paging) {
    const search = await this.byPartnerKey(requested, requested.externalReference);
    const { rows, ...page } = await readCountedPage(
      paging,
      (offset, limit) => searchClients(this.db, search, offset, limit),
      (limit) => countClients(this.db, search, limit),
    );
    return { clients: await this.named(rows.map(clientJson)), ...paging, ...page };
  }

  /** Every client of the search, newest first, a chunk at a time, as the list's items (the CSV export). */
  exportClients(requested: ClientSearch) {
    let search: Promise<ClientSearch> | undefined;
    return mapChunks(
      walkByKey<ClientSummary>(async (after, limit) => searchClientsAfter(this.db, await (search ??= this.byPartnerKey(requested, requested.externalReference)), after, limit)),
      (rows) => this.named(rows.map(clientJson)),
    );
  }

  /** One client with its portfolios and accounts, as its partner's Portfolios API shows them. */
  async client(financialPartnerId: string, clientReference: string) {
    const client = await clientOf(this.db, financialPartnerId, clientReference.toLowerCase());
    if (!client) throw AppError.notFound(`Client ${clientReference} of partner ${financialPartnerId}`);
    const portfolios = await this.deps.portfolios.getClientPortfolios(financialPartnerId, client.clientReference);
    return {
      client: { ...(await this.named([clientJson(client)]))[0], profile: client.profile },
      portfolios: portfolios.notModified ? [] : portfolios.portfolioInformation,
    };
  }
}

/** Which account it is, as the operator's account read and its statement both name it. */
function accountIdentityJson(account: AccountRecord, financialPartnerName: string | null) {
  return {
    depositAccountId: account.depositAccountId,
    financialPartnerId: account.financialPartnerId,
    financialPartnerName,
    clientReference: account.clientReference,
    productId: account.productId,
    productIssueNumber: account.issueNumber,
    accountStatus: account.status,
    currencyCode: account.currencyCode,
    openedOn: account.openedOn,
    closedOn: account.closedOn,
  };
}

/** Interest accrued, not yet posted: to the penny as the partner's Portfolios API shows it (the same function), and exact beside it. */
function accruedInterestJson(account: AccountRecord) {
  return {
    interestAccruedAmount: minorToJsonNumber(roundHalfUpToMinor(account.accruedInterest)),
    interestAccruedExact: exactMajor(account.accruedInterest),
    accruedThrough: account.accruedThrough,
  };
}

/** A payment at the bank as an account statement shows it: queued (or held), then on a line of a file, then booked. */
function bankPaymentJson(p: BatchPaymentRow) {
  return {
    paymentItemId: p.payment_item_id,
    kind: p.kind,
    amount: minorToJsonNumber(BigInt(p.amount_minor)),
    heldReason: p.held_reason,
    paymentFileId: p.payment_file_id,
    messageId: p.message_id,
    endToEndId: p.end_to_end_id,
    executionDate: p.execution_date,
    state: p.state ?? (p.held_reason ? 'held' : 'queued'),
  };
}
