/**
 * Matching a statement entry to the movement the platform expected
 * (docs/design/bank-side.md#124-matching-statement-entries), pure: the entry, the expected movements still open and
 * the references the platform knows in, the one it matches (or none) out.
 *
 * An entry quoting a reference the platform knows (an `EndToEndId`,
 * `PmtInfId` or remittance of any movement it ever expected, open or not, in
 * any currency and direction) matches only a movement that reference names,
 * by the first three rules:
 * 1. `EndToEndId`;
 * 2. `PmtInfId` + amount;
 * 3. remittance reference + amount, and the counterparty account where the
 *    movement names one (an institution's repayment; a partner pays from an
 *    account the platform does not know).
 * A reference whose movements are all matched or rejected therefore matches
 * nothing: a second credit quoting a reference already matched goes to
 * suspense, never to another batch of the same amount.
 * Only an entry quoting no reference the platform knows (none at all, or one
 * that names nothing) is matched by
 * 4. amount + booking date within one business day of the expected date.
 * Amount and currency must agree under every rule but the first (an
 * `EndToEndId` is ours and never reused, so it identifies the movement by
 * itself; a wrong amount there is for the payment runs to report).
 * A remittance quotes a reference when it is that reference or has it as one
 * of its words (a payer may write more than the reference). Its unstructured
 * lines (`Ustrd`) are read joined both with a space and with nothing between
 * them: a bank cuts lines at its own width, so a reference may run over from
 * one line to the next. Its structured references (`Strd`: the creditor's
 * reference, a document number) quote a reference each, as a line would.
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
  /** The `Ustrd` lines, `\n` between them. */
  remittance?: string;
  /** The `Strd` references (`CdtrRefInf/Ref`, `RfrdDocInf/Nb`). */
  structuredRemittance?: readonly string[];
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

/** The words of a remittance (unstructured lines joined), each as `present` gives it. */
function wordsOf(remittance: string): string[] {
  return remittance.split(/\s+/).flatMap((word) => present(word) ?? []);
}

/**
 * The texts an entry's remittance is read as: its `Ustrd` lines joined with a
 * space, and (for a reference split where a line ended) joined with nothing,
 * each line trimmed; then each `Strd` reference on its own. Each as `present`
 * gives it.
 */
function remittanceTexts(entry: EntryToMatch): string[] {
  const lines = (entry.remittance ?? '').split('\n').map((line) => line.trim());
  const texts = [lines.join(' '), lines.join(''), ...(entry.structuredRemittance ?? [])].flatMap((text) => present(text) ?? []);
  return [...new Set(texts)];
}

/** Whether a remittance quotes a reference: one of its texts is that reference, or has it as one of its words. */
function quotes(texts: readonly string[], reference: string): boolean {
  return texts.some((text) => text === reference || wordsOf(text).includes(reference));
}

/**
 * The references an entry quotes, each once: its `EndToEndId`, `PmtInfId`
 * and remittance (each text `remittanceTexts` reads it as), and each word of
 * those. What the caller looks up among every movement the platform ever
 * expected, for `matchEntry`'s `knownReferences`.
 */
export function quotedReferences(entry: EntryToMatch): string[] {
  const texts = remittanceTexts(entry);
  const all = [present(entry.endToEndId), present(entry.paymentInformationId), ...texts, ...texts.flatMap(wordsOf)];
  return [...new Set(all.filter((r): r is string => r !== undefined))];
}

/** The references a movement is known by. */
function referencesOf(m: ExpectedMovement): string[] {
  return [present(m.endToEndId), present(m.paymentInformationId), present(m.remittance)].filter((r): r is string => r !== undefined);
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
 * or undefined (the entry goes to suspense). `expected` is the movements
 * still open; `knownReferences` holds the references of every movement the
 * platform ever expected (matched and rejected ones too), or at least those of
 * them the entry quotes (`quotedReferences`); the open movements' own
 * references count as known whatever it holds.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function matchEntry(entry: EntryToMatch, expected: readonly ExpectedMovement[], knownReferences: ReadonlySet<string>): Match | undefined {
  const e2e = present(entry.endToEndId);
  const pmtInf = present(entry.paymentInformationId);
  const remittance = remittanceTexts(entry);
  const counterparty = present(entry.counterpartyAccount);
  const openReferences = new Set(expected.flatMap(referencesOf));
  const known = quotedReferences(entry).filter((r) => knownReferences.has(r) || openReferences.has(r));
  const sameMoney = (m: ExpectedMovement) => m.currency === entry.currency && m.amountMinor === entry.amountMinor;
  const byReference: [MatchRule, (m: ExpectedMovement) => boolean][] = [
    ['endToEndId', (m) => e2e !== undefined && present(m.endToEndId) === e2e],
    ['paymentInformationIdAndAmount', (m) => pmtInf !== undefined && present(m.paymentInformationId) === pmtInf && sameMoney(m)],
    [
      'remittanceAmountAndCounterparty',
      (m) => {
        const reference = present(m.remittance);
        if (reference === undefined || !quotes(remittance, reference) || !sameMoney(m)) return false;
        // The platform knows the account a repayment comes from, not the one a partner pays from.
        return m.counterpartyAccount === undefined || (counterparty !== undefined && accountKey(m.counterpartyAccount) === accountKey(counterparty));
      },
    ],
  ];
  // A known reference: only the movements it names, by reference; amount and date never pick another.
  const rules: [MatchRule, (m: ExpectedMovement) => boolean][] =
    known.length > 0 ? byReference : [['amountAndDate', (m) => entry.bookingDate !== undefined && sameMoney(m) && workingDaysApart(entry.bookingDate, m.expectedDate) <= 1]];
  for (const [rule, fits] of rules) {
    const found = expected.filter(fits);
    if (found.length === 1) return { movement: found[0], rule };
  }
  return undefined;
}
