/**
 * The ledger's invariants (balances, interest, portfolios), as named checks
 * for the operator's reconciliation (GET /operator/reconciliation; the
 * composition root hands them to the runner in src/operator/reconciliation.ts,
 * the balance check first and the interest ones last, the report's order).
 * Each check's query (invariants.repository.ts) returns the rows breaking the
 * invariant: none means it holds.
 */
import type { Db } from '../database.js';
import type { ReconciliationCheck } from '../platform/reconciliation-check.js';
import {
  accountBalanceEqualsLedger,
  accountsAgreeWithPortfolios,
  bookBalancesEqualLegs,
  marginBookedEqualsMarginAccrued,
  transfersBalance,
  accrualsWithinTheTerm,
  everyPeriodicPostingScheduled,
  marginADayEqualsTheAccounts,
  accruedInterestEqualsAccrualsLessPostings,
  fixedTermsAccrueAtTheirFixedRate,
  interestPaidEqualsInterestPostings,
  interestPaidWithinHalfAPennyOfAccrual,
  noAccrualOnOrAfterThePayoutDay,
  portfolioUpdatedWithItsAccounts,
  postingsRoundHalfUp,
  partnerHoldingsEqualAccounts,
} from './invariants.repository.js';

/** The first of the report's checks (the composition root lists it first). */
export const ACCOUNT_BALANCE_CHECK: ReconciliationCheck<Db> = {
  name: 'account-balance-equals-ledger',
  description: "Each deposit account's balance is the sum of its ledger entries.",
  run: (db, context) => accountBalanceEqualsLedger(db, context),
};

/** The books' own invariants (docs/design/bank-side.md#122-books; migration 022), listed after the balance check. */
export const BOOKS_RECONCILIATION_CHECKS: ReconciliationCheck<Db>[] = [
  {
    name: 'transfers-balance',
    description: "Every transfer's legs (on the books' accounts and the deposit accounts' ledger entries) sum to zero, all in the transfer's currency.",
    run: (db, context) => transfersBalance(db, context),
  },
  {
    name: 'book-balances-equal-legs',
    description:
      "Each ledger account's posted balance is the sum of its legs in posted transfers and its pending balance the sum of its legs in pending ones; a deposit account's entries are only ever in posted transfers.",
    run: (db, context) => bookBalancesEqualLegs(db, context),
  },
  {
    name: 'margin-booked-equals-margin-accrued',
    description:
      "Per institution and currency, the platform's margin accrued (gross less net interest, exact, summed over the accounts' days) equals what its margin-accrual transfers booked into margin income plus what is carried.",
    run: (db, context) => marginBookedEqualsMarginAccrued(db, context),
  },
];

export const INTEREST_RECONCILIATION_CHECKS: ReconciliationCheck<Db>[] = [
  {
    name: 'accrued-interest-equals-accruals-less-postings',
    description:
      "Each account's accrued interest (unposted accrual plus the remainder carried from its last posting) equals the sum of its daily accruals less what its postings paid and less what postings made before the carry rule dropped (closures post through interest_postings too, so closed accounts are covered): interest paid + accrued interest = the exact accrual.",
    run: (db, context) => accruedInterestEqualsAccrualsLessPostings(db, context),
  },
  {
    name: 'interest-paid-within-half-a-penny-of-accrual',
    description:
      'No account carries less than minus half a penny, and a closed account left less than half a penny unpaid either way: over its life an account is paid its exact accrual to within half a penny.',
    run: (db, context) => interestPaidWithinHalfAPennyOfAccrual(db, context),
  },
  {
    name: 'fixed-terms-accrue-at-their-fixed-rate',
    description: 'Every fixed-term account has its net rate fixed at opening, and every accrual of it is at that rate.',
    run: (db, context) => fixedTermsAccrueAtTheirFixedRate(db, context),
  },
  {
    name: 'no-accrual-on-or-after-the-payout-day',
    description: 'No account accrues on or after the payout day of its closure or maturity payout (the line is the balance plus interest up to the day before).',
    run: (db, context) => noAccrualOnOrAfterThePayoutDay(db, context),
  },
  {
    name: 'interest-paid-equals-interest-postings',
    description:
      "Each account's interest paid equals the sum of its InterestPosting ledger entries and the sum of its interest postings (every posting, closures included, writes both).",
    run: (db, context) => interestPaidEqualsInterestPostings(db, context),
  },
  {
    name: 'postings-round-half-up',
    description: 'Each posting is its accrued amount (carried remainder included) rounded half-up to the penny.',
    run: (db, context) => postingsRoundHalfUp(db, context),
  },
  {
    name: 'accounts-agree-with-portfolios',
    description: 'Each deposit account belongs to a portfolio of its own partner, client and currency.',
    run: (db, context) => accountsAgreeWithPortfolios(db, context),
  },
  {
    name: 'portfolio-updated-with-its-accounts',
    description: 'No portfolio shows an older last-updated time than a change to one of its accounts (the If-Modified-Since answer depends on it).',
    run: (db, context) => portfolioUpdatedWithItsAccounts(db, context),
  },
  {
    name: 'accruals-within-the-term',
    description: 'No interest accrues before an account opened or on or after its maturity date.',
    run: (db, context) => accrualsWithinTheTerm(db, context),
  },
  {
    name: 'every-periodic-posting-scheduled',
    description:
      "Every Open account with a next posting date is on the posting schedule on that date, so the night's posting finds it (migration 032: the schedule, not a scan of the accounts, says who posts).",
    run: (db, context) => everyPeriodicPostingScheduled(db, context),
  },
  {
    name: 'margin-a-day-equals-the-accounts',
    description:
      "Per institution and currency, the platform's margin a day that the nightly accrual adds (its standing figure and the changes not yet applied) equals the sum of the accruing accounts' own.",
    run: (db, context) => marginADayEqualsTheAccounts(db, context),
  },
  {
    name: 'partner-holdings-equal-accounts',
    description:
      "Per partner, institution and currency, the holdings the operator's partner page reads (folded totals plus the changes since, migration 036) equal the sum of the partner's deposit-account balances there and the number of those accounts not Closed.",
    run: (db, context) => partnerHoldingsEqualAccounts(db, context),
  },
];
