/**
 * The rules of one client-money reconciliation run (docs/design/bank-side.md#125-daily-reconciliation, CASS
 * 7.15 and CASS 15; docs/bank-side.md "The daily client-money
 * reconciliation"), pure: from the inputs the service read, as at the close
 * of a business date, the breaks. No I/O: the service reads, this decides.
 *
 * Signs as in the books: positive is owed by the platform, negative is held
 * or receivable. Money in minor units (bigint).
 *
 * Every figure of the books is as the banks booked it (each transfer from its
 * booking date, migration 042): a movement the bank booked after the run's
 * date is pending as at it, so a later statement never changes a past day's
 * answer (docs/bank-side.md "The bank's booking date").
 */
import { formatMinor as plain } from '../platform/money.js';

/** Transit money clears within this many working days (docs/design/bank-side.md#125-daily-reconciliation). */
export const TRANSIT_WORKING_DAYS = 2;

/** One currency's position in the books as at the run's date. */
export interface CurrencyPosition {
  currencyCode: string;
  /** Σ deposit accounts (the sub-ledger: their ledger entries dated on or before the date). */
  depositAccountsMinor: bigint;
  clientPayoutMinor: bigint;
  /** Σ positive partner balances: money the platform owes partners. */
  partnerOwedMinor: bigint;
  /** Σ negative partner balances: money partners owe the platform (negative). */
  partnerReceivableMinor: bigint;
  suspenseMinor: bigint;
  hubMinor: bigint;
  transitOutMinor: bigint;
  transitInMinor: bigint;
  placedMinor: bigint;
  interestReceivableMinor: bigint;
  marginIncomeMinor: bigint;
}

/** A bank account of the platform's (the hub) or an institution's receiving account (for `placed`), with its book balance and latest statement. */
export interface AccountToStatement {
  /** 'GBP:hub' or 'GBP:placed:{institution}'. */
  accountCode: string;
  currencyCode: string;
  role: 'hub' | 'placed';
  financialInstitutionId: string | null;
  /** The identifiers the bank's statements name it by; empty when the account is not set. */
  accountIdentifiers: string[];
  /** Its posted book balance as at the run's date (negative: held). */
  bookBalanceMinor: bigint;
  /** Posted movements on it on or before the run's date (any at all). */
  hasMovements: boolean;
  statement: {
    bankStatementId: string;
    statementId: string;
    closingDate: string;
    /** Positive when in credit. */
    closingBalanceMinor: bigint;
    /** Its book balance as at the statement's closing date. */
    bookBalanceAtClosingMinor: bigint;
    /** Posted movements booked after the statement's closing date and on or before the run's date. */
    movementsAfter: number;
    lastMovementAfter: string | null;
  } | null;
}

export interface PendingTransferInput {
  transferId: string;
  currencyCode: string;
  kind: string;
  businessDate: string;
  amountMinor: bigint;
}

export interface TransitAccountInput {
  accountCode: string;
  currencyCode: string;
  balanceMinor: bigint;
  /** The booking date of its last posted movement on or before the run's date. */
  lastMovementDate: string;
}

/** A payment held back until an operator releases it (payments' held items, as the run found them). */
export interface HeldPaymentInput {
  paymentItemId: string;
  kind: string;
  currencyCode: string;
  amountMinor: bigint;
  dueDate: string;
  heldReason: string;
  /** The ledger account the money waits in: the client's payout account, or the hub for a placement. */
  accountCode: string;
}

/** What a run read: stored with it, so the run can be checked later against exactly this. */
export interface RunInputs {
  asAt: string;
  /** Pending transfers and transit balances dated before this are overdue (the run's date less 2 working days). */
  transitClearedBy: string;
  currencies: CurrencyPosition[];
  accounts: AccountToStatement[];
  /** The transfers dated before `transitClearedBy` and pending as at `asAt` (still pending, or booked or voided after it). */
  overduePendingTransfers: PendingTransferInput[];
  /** Transit accounts with a posted balance other than 0 as at the run's date. */
  transitAccounts: TransitAccountInput[];
  /** Payments held back when the run ran (absent from runs stored before they were read). */
  heldPayments?: HeldPaymentInput[];
}

export type BreakKind = 'shortfall' | 'ledger-mismatch' | 'statement-missing' | 'balance-mismatch' | 'transit-not-cleared' | 'payment-held';

/** One thing that does not reconcile. A flat row, so the breaks export as CSV as they are. */
export interface Break {
  kind: BreakKind;
  currencyCode: string;
  /** The ledger account it is about (hub, placed, transit), or null. */
  accountCode: string | null;
  /** The transfer it is about (transit-not-cleared), or null. */
  transferId: string | null;
  /** The date it is about: a statement's closing date, a transfer's business date, a last movement; or null. */
  date: string | null;
  /** What should be: the requirement, the identity's house figure, the book balance (as held, positive when in credit). */
  expectedMinor: bigint | null;
  /** What is: the resource, resource less requirement, the statement's closing balance; for a transfer, its amount. */
  actualMinor: bigint | null;
  /** actual - expected (a shortfall is negative). */
  differenceMinor: bigint | null;
  description: string;
}

/** A currency's position with every figure 0, to add the books' balances to. */
export function emptyPosition(currencyCode: string): CurrencyPosition {
  return {
    currencyCode,
    depositAccountsMinor: 0n,
    clientPayoutMinor: 0n,
    partnerOwedMinor: 0n,
    partnerReceivableMinor: 0n,
    suspenseMinor: 0n,
    hubMinor: 0n,
    transitOutMinor: 0n,
    transitInMinor: 0n,
    placedMinor: 0n,
    interestReceivableMinor: 0n,
    marginIncomeMinor: 0n,
  };
}

/** Requirement: what the platform owes clients (CASS 7.16): deposit accounts, payouts on their way, partners' money, suspense. */
export function requirementOf(p: CurrencyPosition): bigint {
  return p.depositAccountsMinor + p.clientPayoutMinor + p.partnerOwedMinor + p.suspenseMinor;
}

/** Resource: client money held: the hub, in transit, placed (negated: held balances are negative). */
export function resourceOf(p: CurrencyPosition): bigint {
  return -(p.hubMinor + p.transitOutMinor + p.transitInMinor + p.placedMinor);
}

/** What resource less requirement must be when the sub-ledger agrees with the control accounts: the house book plus what partners owe. */
export function expectedExcessOf(p: CurrencyPosition): bigint {
  return p.marginIncomeMinor + p.interestReceivableMinor + p.partnerReceivableMinor;
}

/** An amount for a description: '1234.56 GBP'. */
function formatMinor(minor: bigint, currency: string): string {
  return `${plain(minor)} ${currency}`;
}

/** The breaks of a run, in a stable order: internal, external, transit. */
export function breaksOf(inputs: RunInputs): Break[] {
  const breaks: Break[] = [];
  const none = { accountCode: null, transferId: null, date: null };
  for (const p of inputs.currencies) {
    const requirement = requirementOf(p);
    const resource = resourceOf(p);
    const money = (minor: bigint) => formatMinor(minor, p.currencyCode);
    if (resource < requirement) {
      breaks.push({
        kind: 'shortfall',
        currencyCode: p.currencyCode,
        ...none,
        date: inputs.asAt,
        expectedMinor: requirement,
        actualMinor: resource,
        differenceMinor: resource - requirement,
        description: `${p.currencyCode} client money shortfall of ${money(requirement - resource)}: the requirement is ${money(requirement)}, the resource ${money(resource)}.`,
      });
    }
    const expected = expectedExcessOf(p);
    if (resource - requirement !== expected) {
      breaks.push({
        kind: 'ledger-mismatch',
        currencyCode: p.currencyCode,
        ...none,
        date: inputs.asAt,
        expectedMinor: expected,
        actualMinor: resource - requirement,
        differenceMinor: resource - requirement - expected,
        description:
          `${p.currencyCode} resource less requirement is ${money(resource - requirement)}, but the house book and what partners owe come to ${money(expected)}: ` +
          `the deposit accounts (the sub-ledger) disagree with the control accounts by ${money(resource - requirement - expected)}.`,
      });
    }
  }
  for (const a of inputs.accounts) {
    const base = { kind: 'statement-missing' as const, currencyCode: a.currencyCode, accountCode: a.accountCode, transferId: null };
    const what = a.role === 'hub' ? `the ${a.currencyCode} client-money account` : `institution ${a.financialInstitutionId}'s ${a.currencyCode} receiving account`;
    const money = (minor: bigint) => formatMinor(minor, a.currencyCode);
    if (!a.statement) {
      const needed = a.role === 'hub' ? a.hasMovements : a.bookBalanceMinor !== 0n;
      if (!needed) continue;
      const reason =
        a.accountIdentifiers.length === 0 ? `${what} is not set, so no statement can be read for ${a.accountCode}` : `no statement of ${what} closes on or before ${inputs.asAt}`;
      breaks.push({
        ...base,
        date: inputs.asAt,
        expectedMinor: -a.bookBalanceMinor,
        actualMinor: null,
        differenceMinor: null,
        description: `Statement missing: ${reason} (book balance ${money(-a.bookBalanceMinor)} held).`,
      });
      continue;
    }
    const s = a.statement;
    const book = -s.bookBalanceAtClosingMinor;
    if (s.closingBalanceMinor !== book) {
      breaks.push({
        kind: 'balance-mismatch',
        currencyCode: a.currencyCode,
        accountCode: a.accountCode,
        transferId: null,
        date: s.closingDate,
        expectedMinor: book,
        actualMinor: s.closingBalanceMinor,
        differenceMinor: s.closingBalanceMinor - book,
        description:
          `${a.accountCode}: statement ${s.statementId} closes ${s.closingDate} at ${money(s.closingBalanceMinor)}, ` +
          `the books hold ${money(book)} at that date: a difference of ${money(s.closingBalanceMinor - book)}.`,
      });
    }
    if (s.movementsAfter > 0) {
      breaks.push({
        ...base,
        date: s.lastMovementAfter,
        expectedMinor: -a.bookBalanceMinor,
        actualMinor: null,
        differenceMinor: null,
        description:
          `Statement missing: ${a.accountCode} had ${s.movementsAfter} posted movement(s) after ${s.closingDate} (the last on ${s.lastMovementAfter}), ` +
          `and no statement of ${what} covers them up to ${inputs.asAt}.`,
      });
    }
  }
  for (const t of inputs.overduePendingTransfers) {
    breaks.push({
      kind: 'transit-not-cleared',
      currencyCode: t.currencyCode,
      accountCode: null,
      transferId: t.transferId,
      date: t.businessDate,
      expectedMinor: null,
      actualMinor: t.amountMinor,
      differenceMinor: null,
      description: `Transfer ${t.transferId} (${t.kind}, ${formatMinor(t.amountMinor, t.currencyCode)}, dated ${t.businessDate}) is still pending after ${TRANSIT_WORKING_DAYS} working days.`,
    });
  }
  for (const t of inputs.transitAccounts) {
    if (t.balanceMinor === 0n || t.lastMovementDate >= inputs.transitClearedBy) continue;
    breaks.push({
      kind: 'transit-not-cleared',
      currencyCode: t.currencyCode,
      accountCode: t.accountCode,
      transferId: null,
      date: t.lastMovementDate,
      expectedMinor: 0n,
      actualMinor: t.balanceMinor,
      differenceMinor: t.balanceMinor,
      description: `${t.accountCode} holds ${formatMinor(t.balanceMinor, t.currencyCode)} with no movement since ${t.lastMovementDate}: transit clears within ${TRANSIT_WORKING_DAYS} working days.`,
    });
  }
  for (const h of inputs.heldPayments ?? []) {
    breaks.push({
      kind: 'payment-held',
      currencyCode: h.currencyCode,
      accountCode: h.accountCode,
      transferId: null,
      date: h.dueDate,
      expectedMinor: null,
      actualMinor: h.amountMinor,
      differenceMinor: null,
      description:
        `The ${h.kind} of ${formatMinor(h.amountMinor, h.currencyCode)} due ${h.dueDate} (payment item ${h.paymentItemId}) is held: ${h.heldReason} ` +
        `The money waits in ${h.accountCode} until an operator releases it (POST /operator/payment-files/held/${h.paymentItemId}/release).`,
    });
  }
  return breaks;
}
