/**
 * Deposits, the bulk of the traffic, applied set-based: a run of consecutive
 * deposits costs a fixed number of statements (one lookup per kind of fact,
 * one multi-row insert, one update per batch, one update of the requests),
 * not a few per deposit. A deposit reads nothing another request of the chunk
 * writes, except its batch, whose total takes the run's sum, and its account's
 * headroom under the maximum, which the run's earlier deposits into it use up.
 */
import { partnerRolesOf } from '../auth/auth.js';
import { placeInOpenBatch } from '../batches/batches.js';
import { clientOwnersOf } from '../clients/clients.js';
import { ensurePortfolios, findPortfolios, topUpKeyOf } from '../ledger/ledger.js';
import { newId } from '../platform/ids.js';
import { formatMinor } from '../platform/money.js';
import { findProductIssueFactsMany, isOfferedTo, type ProductIssueFacts } from '../products/products.js';
import type { BeforeApply, ChunkContext } from './chunk-context.js';
import { heldOrPendingInto } from './account-headroom.js';
import { withinFscsLimit } from './fscs-limit.js';
import { insertInstructions, lockDepositTargets, markRequestOutcomes, type RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';
import { storedDeposit, type StoredDeposit } from './stored-requests.js';

type AcceptedProduct = ProductIssueFacts & { issue: NonNullable<ProductIssueFacts['issue']> };

/** Loads, for a run of deposits, the facts their rules need that the chunk has not looked up yet: one query per kind. */
async function prefetchForDeposits(context: ChunkContext, bodies: { partnerId: string; body: StoredDeposit }[]): Promise<void> {
  const clientRefs = [...new Set(bodies.filter((b) => !context.bankAccountCurrencies.has(`${b.partnerId}#${b.body.accountReference}`)).map((b) => b.body.accountReference))];
  if (clientRefs.length > 0) {
    const owners = await clientOwnersOf(context.trx, clientRefs);
    for (const { partnerId, body } of bodies) {
      const owner = owners.get(body.accountReference);
      const key = `${partnerId}#${body.accountReference}`;
      context.clients.set(key, owner?.financialPartnerId === partnerId);
      context.bankAccountCurrencies.set(key, owner?.financialPartnerId === partnerId ? owner.bankAccountCurrencies : new Set());
    }
  }
  const partnerIds = [...new Set(bodies.map((b) => b.partnerId).filter((id) => !context.roles.has(id)))];
  if (partnerIds.length > 0) {
    const roles = await partnerRolesOf(context.trx, partnerIds);
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
function checkDeposit(context: ChunkContext, partnerId: string, body: StoredDeposit): AcceptedProduct {
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
  // Once the currency is known: a deposit no withdrawal could ever pay out is refused (docs/instructions.md).
  if (!context.bankAccountCurrencies.get(`${partnerId}#${body.accountReference}`)?.has(product.currencyCode)) {
    throw new Rejection('NoNominatedAccount', `The client has no bank account in ${product.currencyCode}.`);
  }
  if (body.amountMinor < issue.depositMinimumMinor) {
    throw new Rejection('AmountBelowMinimum', `The minimum is ${formatMinor(issue.depositMinimumMinor)}.`);
  }
  if (body.amountMinor > issue.depositMaximumMinor) {
    throw new Rejection('AmountAboveMaximum', `The maximum is ${formatMinor(issue.depositMaximumMinor)}.`);
  }
  return { ...product, issue };
}

interface AcceptedDeposit {
  request: RequestRecord;
  body: StoredDeposit;
  product: AcceptedProduct;
  /** Its outcome in the run's list: Processed until a later rule says otherwise. */
  outcome: { status: 'Processed' | 'Rejected'; statusReason: string | null };
}

/**
 * The per-account maximum (docs/design/fscs-limits-calendar.md): a deposit may not take the account
 * it tops up over depositPerAccountMaximum, counting the account's settled
 * balance (interest once posted, never interest only accrued), the deposits
 * pending into it and those of this run before it. Read under a lock per
 * account key (client, currency, product, issue, and a fixed term's batch
 * date: lockDepositTargets), so deposits racing over several workers each see
 * the others'; the client's portfolio is looked up after the lock, so one a
 * racing worker has just created is seen too, and none is created here (a
 * client whose deposits are all rejected gets no portfolio). Returns the
 * deposits that fit; the others are Rejected with the headroom left.
 */
async function withinAccountMaximum(context: ChunkContext, accepted: AcceptedDeposit[]): Promise<AcceptedDeposit[]> {
  const fixedTermOpenedOn = (a: AcceptedDeposit) => (a.product.productTermType === 'FixedTerm' ? context.batchDateOf(a.product) : null);
  const lockKeyOf = (a: AcceptedDeposit) => `${portfolioKey(a)}#${a.product.productId}#${a.product.issue.issueNumber}#${fixedTermOpenedOn(a) ?? ''}`;
  await lockDepositTargets(context.trx, accepted.map(lockKeyOf));
  const unknown = accepted.filter((a) => !context.portfolios.has(portfolioKey(a)));
  if (unknown.length > 0) {
    const found = await findPortfolios(
      context.trx,
      unknown.map((a) => ({ clientReference: a.body.accountReference, currencyCode: a.product.currencyCode })),
    );
    for (const [key, id] of found) context.portfolios.set(key, id);
  }
  // A deposit whose client has no portfolio in the currency yet has nothing held or pending.
  const keyOf = (a: AcceptedDeposit) => {
    const portfolioId = context.portfolios.get(portfolioKey(a));
    return portfolioId === undefined
      ? undefined
      : { portfolioId, productId: a.product.productId, issueNumber: a.product.issue.issueNumber, fixedTermOpenedOn: fixedTermOpenedOn(a) };
  };
  const keys = accepted.flatMap((a) => keyOf(a) ?? []);
  const held = await heldOrPendingInto(context.trx, [...new Map(keys.map((k) => [topUpKeyOf(k), k])).values()]);
  const runTotals = new Map<string, bigint>();
  const fit: AcceptedDeposit[] = [];
  for (const a of accepted) {
    const key = lockKeyOf(a);
    const topUpKey = keyOf(a);
    const already = (runTotals.get(key) ?? 0n) + (topUpKey ? (held.get(topUpKeyOf(topUpKey)) ?? 0n) : 0n);
    const maximum = a.product.issue.depositMaximumMinor;
    if (already + a.body.amountMinor > maximum) {
      const headroom = maximum > already ? maximum - already : 0n;
      a.outcome.status = 'Rejected';
      a.outcome.statusReason = new Rejection(
        'AmountAboveMaximum',
        `The maximum is ${formatMinor(maximum)}; ${formatMinor(already)} is held or pending, so ${formatMinor(headroom)} can still be deposited.`,
      ).message;
      continue;
    }
    runTotals.set(key, (runTotals.get(key) ?? 0n) + a.body.amountMinor);
    fit.push(a);
  }
  return fit;
}

/** The chunk's portfolio cache key of a deposit's client and currency. */
function portfolioKey(a: { body: StoredDeposit; product: { currencyCode: string } }): string {
  return `${a.body.accountReference}#${a.product.currencyCode}`;
}

/**
 * The batch an accepted deposit joins, as a key that sorts alike in every
 * worker: its partner, currency and batch date (the chunk's instant under the
 * earlier of the platform's and its institution's cut-off, ChunkContext.batchDateOf).
 */
function batchKey(context: ChunkContext, a: { request: RequestRecord; product: AcceptedProduct }): string {
  return `${a.request.financialPartnerId}#${a.product.currencyCode}#${context.batchDateOf(a.product)}`;
}

/**
 * Applies a run of deposits set-based and writes their outcomes; returns the
 * references resolved (all of them: a deposit is never deferred).
 */
export async function applyDeposits(context: ChunkContext, requests: RequestRecord[], beforeApply?: BeforeApply): Promise<string[]> {
  if (requests.length === 0) return [];
  if (beforeApply) for (const request of requests) await beforeApply(request);
  const bodies = requests.map((request) => ({ partnerId: request.financialPartnerId, body: storedDeposit(request) }));
  await prefetchForDeposits(context, bodies);

  const outcomes: Parameters<typeof markRequestOutcomes>[1] = [];
  let accepted: AcceptedDeposit[] = [];
  for (const [i, request] of requests.entries()) {
    const body = bodies[i].body;
    const outcome = {
      financialPartnerId: request.financialPartnerId,
      instructionReference: request.instructionReference,
      status: 'Processed' as 'Processed' | 'Rejected',
      statusReason: null as string | null,
    };
    outcomes.push(outcome);
    try {
      accepted.push({ request, body, product: checkDeposit(context, request.financialPartnerId, body), outcome });
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      outcome.status = 'Rejected';
      outcome.statusReason = error.message;
    }
  }

  if (accepted.length > 0) {
    accepted = await withinAccountMaximum(context, accepted);
    // The last rule: it counts only the deposits every other rule let through.
    accepted = await withinFscsLimit(context, accepted);
  }

  if (accepted.length > 0) {
    // Portfolios only for deposits every rule accepted: a rejected deposit leaves no trace in the client's portfolios.
    const missing = accepted.filter((a) => !context.portfolios.has(portfolioKey(a)));
    if (missing.length > 0) {
      const created = await ensurePortfolios(
        context.trx,
        missing.map((a) => ({ financialPartnerId: a.request.financialPartnerId, clientReference: a.body.accountReference, currencyCode: a.product.currencyCode })),
        context.now,
      );
      for (const [key, id] of created) context.portfolios.set(key, id);
    }

    // One batch update per (partner, currency, batch date) with the run's total, in key order so workers lock batches alike.
    const groups = new Map<string, { financialPartnerId: string; currencyCode: string; batchDate: string; totalMinor: bigint }>();
    for (const a of accepted) {
      const key = batchKey(context, a);
      const group = groups.get(key) ?? {
        financialPartnerId: a.request.financialPartnerId,
        currencyCode: a.product.currencyCode,
        batchDate: context.batchDateOf(a.product),
        totalMinor: 0n,
      };
      group.totalMinor += a.body.amountMinor;
      groups.set(key, group);
    }
    const placed = new Map<string, { instructionBatchId: string; batchDate: string }>();
    for (const key of [...groups.keys()].sort()) {
      const group = groups.get(key)!;
      placed.set(
        key,
        await placeInOpenBatch(
          context.trx,
          { financialPartnerId: group.financialPartnerId, instructionType: 'deposit', currencyCode: group.currencyCode },
          group.batchDate,
          group.totalMinor,
          0n,
          context.now,
        ),
      );
    }

    await insertInstructions(
      context.trx,
      accepted.map((a) => {
        const batch = placed.get(batchKey(context, a))!;
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
          amount_minor: a.body.amountMinor,
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
