/**
 * Matching a statement entry to the movement the platform expected
 * (DESIGN.md §12.4), pure: the entry and the expected movements in, the one
 * it matches (or none) out. No expected movements exist yet: the payment runs
 * that write pain.001 files will supply them; until then the upload passes an
 * empty list and every booked entry goes to suspense.
 *
 * The rules, in order, each tried only when the ones before found nothing:
 * 1. `EndToEndId`;
 * 2. `PmtInfId` + amount;
 * 3. remittance reference + amount + counterparty account;
 * 4. amount + booking date within one business day of the expected date.
 * Amount and currency must agree under every rule but the first (an
 * `EndToEndId` is ours and never reused, so it identifies the movement by
 * itself; a wrong amount there is for the payment runs to report).
 * `NOTPROVIDED` (what banks write where a reference is missing) and an empty
 * value count as absent: they match nothing.
 * A rule that fits more than one movement matches none of them (an
 * ambiguous match is worse than suspense, which the operator resolves).
 */
import { addDays, type BusinessDate, isWorkingDay } from '../calendar/calendar.js';

/** What the platform expects to see on a statement: a payment it sent, or money it was told is coming. */
export interface ExpectedMovement {
  id: string;
  /** Minor units, more than 0. */
  amountMinor: bigint;
  currency: string;
  endToEndId?: string;
  paymentInformationId?: string;
  remittance?: string;
  /** The other side's account, normalised as `accountKey` gives it. */
  counterpartyAccount?: string;
  /** YYYY-MM-DD. */
  expectedDate: string;
}

/** An entry as the matcher sees it. */
export interface EntryToMatch {
  amountMinor: bigint;
  currency: string;
  endToEndId?: string;
  paymentInformationId?: string;
  remittance?: string;
  counterpartyAccount?: string;
  bookingDate?: string;
}

export type MatchRule = 'endToEndId' | 'paymentInformationIdAndAmount' | 'remittanceAmountAndCounterparty' | 'amountAndDate';

export interface Match {
  movement: ExpectedMovement;
  rule: MatchRule;
}

/** A reference as given, or undefined when absent: empty, blank or `NOTPROVIDED`. */
export function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.toUpperCase() !== 'NOTPROVIDED' ? trimmed : undefined;
}

/** An account identifier compared without spaces, hyphens or case. */
export function accountKey(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Working days strictly between two dates, plus one: 0 the same day, 1 the next working day. */
function workingDaysApart(a: BusinessDate, b: BusinessDate): number {
  const [from, to] = a <= b ? [a, b] : [b, a];
  let days = 0;
  for (let d = from; d < to; d = addDays(d, 1)) {
    if (isWorkingDay(addDays(d, 1))) days++;
    if (days > 1) return days;
  }
  return days;
}

/**
 * The movement an entry matches, by the first rule that finds exactly one,
 * or undefined (the entry goes to suspense).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function matchEntry(entry: EntryToMatch, expected: readonly ExpectedMovement[]): Match | undefined {
  const e2e = present(entry.endToEndId);
  const pmtInf = present(entry.paymentInformationId);
  const remittance = present(entry.remittance);
  const counterparty = present(entry.counterpartyAccount);
  const sameMoney = (m: ExpectedMovement) => m.currency === entry.currency && m.amountMinor === entry.amountMinor;
  const rules: [MatchRule, (m: ExpectedMovement) => boolean][] = [
    ['endToEndId', (m) => e2e !== undefined && present(m.endToEndId) === e2e],
    ['paymentInformationIdAndAmount', (m) => pmtInf !== undefined && present(m.paymentInformationId) === pmtInf && sameMoney(m)],
    [
      'remittanceAmountAndCounterparty',
      (m) =>
        remittance !== undefined &&
        counterparty !== undefined &&
        present(m.remittance) === remittance &&
        m.counterpartyAccount !== undefined &&
        accountKey(m.counterpartyAccount) === accountKey(counterparty) &&
        sameMoney(m),
    ],
    ['amountAndDate', (m) => entry.bookingDate !== undefined && sameMoney(m) && workingDaysApart(entry.bookingDate, m.expectedDate) <= 1],
  ];
  for (const [rule, fits] of rules) {
    const found = expected.filter(fits);
    if (found.length === 1) return { movement: found[0], rule };
  }
  return undefined;
}
