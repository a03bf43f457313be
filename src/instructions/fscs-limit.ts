/**
 * The FSCS rule of deposit processing (issue 27, docs/fscs.md): a GBP deposit
 * into an FSCS-protected institution, for an eligible client, is judged
 * against the client's exposure to the institution's banking group (settled
 * balances, accrued interest, deposits pending, and the run's deposits before
 * it) and the limit in force. The partner's policy decides what happens when
 * it would take the client over: `block` Rejects it (FscsLimitExceeded, naming
 * the group and the headroom); `warn` Processes it and writes the event
 * client.fscs_limit_exceeded, once for every deposit that leaves the client
 * over, in the chunk's transaction.
 *
 * Set-based, a fixed cost per run of deposits whatever their number: one
 * statement for the facts (policy, eligibility, group, protection, limit),
 * one taking a transaction lock per (client, group) in key order, three for
 * the clients' holdings (accounts, pending totals, institutions: their cost
 * follows the clients' accounts, never history), one for the events. Read under the locks, so deposits
 * racing over several workers see each other (under warn too, so that none
 * going over is left unreported). Runs with no GBP deposit cost nothing.
 */
import { toBusinessDate } from '../calendar/calendar.js';
import { appendEvents } from '../events/events.js';
import { exposureOf, findDepositFscsFacts, judge, LIMIT_CURRENCY, lockClientGroups, readHoldings } from '../fscs/fscs.js';
import { formatMinor, minorToJsonNumber } from '../platform/money.js';
import type { ChunkContext } from './chunk-context.js';
import { pendingDeposits } from './instructions.js';
import type { RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';
import type { StoredDeposit } from './stored-requests.js';

export interface FscsDeposit {
  request: RequestRecord;
  body: StoredDeposit;
  product: { productId: string; currencyCode: string };
  /** Its outcome in the run's list: Processed until a rule says otherwise. */
  outcome: { status: 'Processed' | 'Rejected'; statusReason: string | null };
}

/** Judges the run's accepted deposits, in order; returns those that may go on, the others Rejected. */
export async function withinFscsLimit<T extends FscsDeposit>(context: ChunkContext, deposits: T[]): Promise<T[]> {
  const refused = new Set<T>();
  const sterling = deposits.filter((d) => d.product.currencyCode === LIMIT_CURRENCY);
  if (sterling.length === 0) return deposits;
  const { facts, limitMinor } = await findDepositFscsFacts(
    context.trx,
    sterling.map((d) => ({ financialPartnerId: d.request.financialPartnerId, clientReference: d.body.accountReference, productId: d.product.productId })),
    toBusinessDate(context.now),
  );
  if (limitMinor === null) return deposits;
  const judged = sterling.flatMap((deposit) => {
    const fact = facts.get(`${deposit.request.financialPartnerId}#${deposit.body.accountReference}#${deposit.product.productId}`);
    return fact && fact.eligible && fact.isFscsProtected ? [{ deposit, policy: fact.policy, groupId: fact.groupId, key: `${deposit.body.accountReference}#${fact.groupId}` }] : [];
  });
  if (judged.length === 0) return deposits;

  await lockClientGroups(
    context.trx,
    judged.map((j) => j.key),
  );
  const holdings = await readHoldings(context.trx, pendingDeposits, [...new Set(judged.map((j) => j.deposit.body.accountReference))], LIMIT_CURRENCY);
  const heldByKey = new Map<string, typeof holdings>();
  for (const h of holdings) heldByKey.set(`${h.clientReference}#${h.groupId}`, [...(heldByKey.get(`${h.clientReference}#${h.groupId}`) ?? []), h]);
  const exposure = new Map(judged.map((j) => [j.key, exposureOf(heldByKey.get(j.key) ?? [])]));

  const events: Parameters<typeof appendEvents>[1] = [];
  for (const { deposit, policy, groupId, key } of judged) {
    const before = exposure.get(key)!;
    const after = before + deposit.body.amountMinor;
    if (after <= limitMinor) {
      exposure.set(key, after);
      continue;
    }
    if (policy === 'block') {
      const { headroomMinor } = judge(before, limitMinor);
      refused.add(deposit);
      deposit.outcome.status = 'Rejected';
      deposit.outcome.statusReason = new Rejection(
        'FscsLimitExceeded',
        `Group ${groupId}: the limit is ${formatMinor(limitMinor)}; ${formatMinor(before)} is held or pending there, so ${formatMinor(headroomMinor)} can still be deposited.`,
      ).message;
      continue;
    }
    exposure.set(key, after);
    events.push({
      type: 'client.fscs_limit_exceeded',
      financialPartnerId: deposit.request.financialPartnerId,
      data: {
        clientReference: deposit.body.accountReference,
        financialInstitutionGroupId: groupId,
        currencyCode: LIMIT_CURRENCY,
        exposureAmount: minorToJsonNumber(after),
        limitAmount: minorToJsonNumber(limitMinor),
        amountOverLimit: minorToJsonNumber(judge(after, limitMinor).overMinor),
        instructionReference: deposit.request.instructionReference,
      },
    });
  }
  await appendEvents(context.trx, events, context.now);
  return refused.size === 0 ? deposits : deposits.filter((d) => !refused.has(d));
}
