/**
 * Withdrawals: the rules that every draw on a deposit account checks (shared
 * with closures, closures.ts), the rules of a plain withdrawal, and the
 * placement of a withdrawal instruction in its batch. Each runs under the
 * account's row lock, read with findAccountForUpdate, so the funds checked are
 * the funds drawn.
 */
import { noticeWithdrawalDate, toBusinessDate, type PeriodUnit } from '../calendar/calendar.js';
import { placeInOpenBatch } from '../batches/batches.js';
import { findAccountForUpdate, type AccountForUpdate } from '../ledger/ledger.js';
import { formatMinor } from '../platform/money.js';
import type { ProductIssueFacts } from '../products/products.js';
import type { ChunkContext } from './chunk-context.js';
import { insertWithdrawalInstruction, pendingWithdrawalsOf, type RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';
import { storedWithdrawal, type StoredClosure } from './stored-requests.js';

function unit(value: string): PeriodUnit {
  return value as PeriodUnit;
}

/** The account a withdrawal or closure draws on, its product, and what its live withdrawals already owe. */
export interface DrawnAccount {
  account: AccountForUpdate;
  product: ProductIssueFacts;
  pending: { totalMinor: bigint; count: number; closure: boolean; platformMaturityPayoutId: string | null };
}

/**
 * The rules every draw on an account checks, in the order partners see their
 * reasons; throws Rejection. A fixed-term account can only be closed, and only
 * once it has matured (`closure` says which kind of draw this is).
 */
export async function accountToDrawOn(context: ChunkContext, financialPartnerId: string, target: StoredClosure, closure: boolean): Promise<DrawnAccount> {
  await context.requireClient(financialPartnerId, target.accountReference);
  const account = await findAccountForUpdate(context.trx, target.depositAccountReference);
  if (!account || account.financialPartnerId !== financialPartnerId || account.clientReference !== target.accountReference) {
    throw new Rejection('DepositAccountNotFound', `No deposit account ${target.depositAccountReference} for client ${target.accountReference}.`);
  }
  if (account.currencyCode !== target.currencyIsoCode) {
    throw new Rejection('CurrencyMismatch', `The account is in ${account.currencyCode}, not ${target.currencyIsoCode}.`);
  }
  if (account.status === 'Closed') throw new Rejection('DepositAccountClosed');
  const product = await context.product(account.productId, account.issueNumber);
  if (!product) throw new Error(`product ${account.productId} of account ${account.depositAccountId} is gone`);
  const today = toBusinessDate(context.now);
  if (product.productTermType === 'FixedTerm') {
    const matured = account.status === 'Matured' || (account.maturesOn !== null && account.maturesOn <= today);
    if (!closure || !matured) {
      throw new Rejection('FixedTermNotMatured', account.maturesOn ? `The account matures on ${account.maturesOn}.` : undefined);
    }
  }
  const pending = await pendingWithdrawalsOf(context.trx, account.depositAccountId);
  // The platform's own maturity payout is the one closure a partner's close-account may take over (closures.ts).
  if (pending.closure && !(closure && pending.platformMaturityPayoutId !== null)) throw new Rejection('DepositAccountClosing');
  return { account, product, pending };
}

/**
 * Places a withdrawal instruction (plain or closure) for the request: in the
 * batch of the date the chunk's instant gives under the earlier of the
 * platform's and the institution's cut-off or, on a notice account, of the
 * date the notice ends, whichever is later (that amount is also the batch's notice amount).
 */
export async function placeWithdrawal(context: ChunkContext, request: RequestRecord, drawn: DrawnAccount, amountMinor: bigint, closure: boolean): Promise<void> {
  const { account, product } = drawn;
  const isNotice = product.productTermType === 'Notice';
  let earliest = context.batchDateOf(product);
  if (isNotice) {
    const noticeDate = noticeWithdrawalDate(toBusinessDate(request.createdAt), product.noticeLength, unit(product.noticeLengthUnit));
    if (noticeDate > earliest) earliest = noticeDate;
  }
  const placed = await placeInOpenBatch(
    context.trx,
    { financialPartnerId: request.financialPartnerId, instructionType: 'withdrawal', currencyCode: account.currencyCode },
    earliest,
    amountMinor,
    isNotice ? amountMinor : 0n,
    context.now,
  );
  await insertWithdrawalInstruction(context.trx, {
    account: { ...account, financialPartnerId: request.financialPartnerId },
    placed,
    instructionReference: request.instructionReference,
    requestReference: request.instructionReference,
    isClosure: closure,
    // A fixed term is closed only once matured: its closure is the maturity payout (the maturity job then adds none).
    isMaturity: closure && product.productTermType === 'FixedTerm',
    isNotice,
    amountMinor,
    now: context.now,
  });
  context.touchedPortfolios.add(account.portfolioId);
}

/** A withdrawal of part of an account's balance: no more than what its live withdrawals leave available. */
export async function applyWithdrawal(context: ChunkContext, request: RequestRecord): Promise<void> {
  const body = storedWithdrawal(request);
  const drawn = await accountToDrawOn(context, request.financialPartnerId, body, false);
  const available = drawn.account.balanceMinor - drawn.pending.totalMinor;
  if (body.amountMinor > available) throw new Rejection('InsufficientFunds', `Available: ${formatMinor(available > 0n ? available : 0n)}.`);
  await placeWithdrawal(context, request, drawn, body.amountMinor, false);
}
