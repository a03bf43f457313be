/**
 * Closures (close-account): the whole account is paid out and closed. The
 * account rules are a withdrawal's (withdrawals.ts accountToDrawOn). A matured
 * fixed term is closed by its maturity payout: a close-account on or after the
 * maturity date takes over the payout the platform queued, or, arriving first,
 * is that payout (the maturity job then queues none). Otherwise a closure
 * waits for no other withdrawal, and its amount is the balance with the
 * interest accrued, provisional until the batch locks at its cut-off
 * (batches.service finalPayoutLines).
 */
import { payoutMinor } from '../interest/interest.js';
import type { ChunkContext } from './chunk-context.js';
import { adoptMaturityPayout, type RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';
import { storedClosure } from './stored-requests.js';
import { accountToDrawOn, placeWithdrawal } from './withdrawals.js';

export async function applyClosure(context: ChunkContext, request: RequestRecord): Promise<void> {
  const drawn = await accountToDrawOn(context, request.financialPartnerId, storedClosure(request), true);
  const maturityPayout = drawn.pending.platformMaturityPayoutId;
  if (maturityPayout !== null) {
    // A matured fixed term whose payout the platform has queued: that payout is this closure (one payout, one line).
    if (!(await adoptMaturityPayout(context.trx, maturityPayout, request.instructionReference))) throw new Rejection('DepositAccountClosing');
    context.touchedPortfolios.add(drawn.account.portfolioId);
    return;
  }
  if (drawn.pending.count > 0) throw new Rejection('WithdrawalPending');
  const amountMinor = payoutMinor(drawn.account.balanceMinor, drawn.account.accruedInterest);
  await placeWithdrawal(context, request, drawn, amountMinor, true);
}
