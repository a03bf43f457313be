import type { Generated } from 'kysely';

/** Migration 022: the kinds of ledger account besides deposit accounts (docs/design/bank-side.md#122-books). */
export const BOOK_ACCOUNT_KINDS = ['hub', 'transit-out', 'transit-in', 'placed', 'partner', 'client-payout', 'suspense', 'interest-receivable', 'margin-income'] as const;
export type BookAccountKind = (typeof BOOK_ACCOUNT_KINDS)[number];
/** Migration 022: what a transfer is for. */
export type TransferKind =
  | 'opening'
  | 'deposit-settlement'
  | 'withdrawal-settlement'
  | 'interest-posting'
  | 'margin-accrual'
  | 'movement'
  // Migration 024: money between partners, the hub, transit and institutions.
  | 'partner-payment'
  | 'placement'
  | 'repayment'
  | 'payout'
  // Migration 026: gross interest an institution paid into the money placed with it.
  | 'interest-received';
export type TransferState = 'pending' | 'posted' | 'voided';

/**
 * The ledger's tables (migrations 003, 005 and 010), written by src/ledger/
 * alone: portfolios (created on a client's first deposit in a currency, their
 * version bumped on every change they show), deposit accounts, ledger entries,
 * interest accruals and postings. Other contexts read them. Numeric columns
 * come back as strings.
 */
export interface LedgerTables {
  portfolios: {
    portfolio_id: string;
    financial_partner_id: string;
    client_reference: string;
    currency_code: string;
    portfolio_version: Generated<number>;
    created_at: Date;
    updated_at: Date;
  };
  deposit_accounts: {
    deposit_account_id: string;
    financial_partner_id: string;
    portfolio_id: string;
    client_reference: string;
    product_id: string;
    issue_number: number;
    product_version_on_open: number;
    currency_code: string;
    status: 'Open' | 'Matured' | 'Closed';
    opened_on: string;
    matures_on: string | null;
    closed_on: string | null;
    balance_minor: bigint;
    accrued_interest: Generated<string>;
    interest_paid_minor: Generated<bigint>;
    /** The last day included in accrued_interest; the open period starts the day after (migration 027). */
    accrued_through: string;
    /** Migration 010: a fixed term's net rate, fixed at opening; null for variable-rate accounts. */
    fixed_net_rate_percent: Generated<string | null>;
    /** Migration 027: the open accrual period's net and gross rates, its daily accrual (null: not accruing) and margin. */
    accrual_net_rate: string | null;
    accrual_gross_rate: string | null;
    daily_accrual: Generated<string | null>;
    daily_margin: Generated<string>;
    /** Migration 027: the next periodic posting date (null: none). */
    next_posting_on: Generated<string | null>;
    created_at: Date;
    updated_at: Date;
  };
  ledger_entries: {
    entry_id: Generated<bigint>;
    deposit_account_id: string;
    entry_type: 'Deposit' | 'Withdrawal' | 'InterestPosting' | 'ClosurePayout' | 'MaturityPayout';
    amount_minor: bigint;
    business_date: string;
    instruction_id: string | null;
    /** Migration 022: the transfer the entry is a leg of (the account's side of it). */
    transfer_id: string;
    created_at: Date;
  };
  /** Migration 027: each ended accrual period of an account; it earned daily_amount x its days. */
  interest_periods: {
    deposit_account_id: string;
    first_day: string;
    last_day: string;
    balance_minor: bigint | null;
    net_rate_percent: string;
    daily_amount: string;
  };
  /** Migration 032: which accounts post on which day (each Open account's next_posting_on); found by date, moved by each posting. */
  interest_posting_schedule: {
    next_posting_on: string;
    deposit_account_id: string;
  };
  /** Migration 027: the last day the nightly accrual job has accrued, for every account. */
  interest_accrual_horizon: {
    id: Generated<number>;
    accrued_through: string | null;
    advanced_at: Date | null;
  };
  /** Migration 027: changes to an institution's margin a day, applied by the nightly accrual. */
  margin_rate_changes: {
    change_id: Generated<string>;
    financial_institution_id: string;
    currency_code: string;
    effective_from: string;
    delta: string;
  };
  /** Migration 005: each posting of accrued interest, with its unrounded amount. */
  interest_postings: {
    posting_id: Generated<bigint>;
    deposit_account_id: string;
    posting_date: string;
    accrued_amount: string;
    posted_minor: bigint;
    reason: 'Periodic' | 'Maturity' | 'Closure';
    /** Migration 010: what a posting made before the carry rule dropped (0 for every later posting). */
    remainder_dropped: Generated<string>;
    created_at: Date;
  };
  /** Migration 036: per partner, institution and currency, the balances of its accounts and how many are not Closed, as folded daily. */
  partner_holdings: {
    financial_partner_id: string;
    financial_institution_id: string;
    currency_code: string;
    balance_minor: bigint;
    account_count: bigint;
  };
  /** Migration 036: the changes to partner_holdings since the last fold, one row per group per statement that changed balances or opened or closed accounts. */
  partner_holding_changes: {
    change_id: Generated<bigint>;
    financial_partner_id: string;
    financial_institution_id: string;
    currency_code: string;
    balance_change_minor: bigint;
    account_count_change: bigint;
  };
  /** Migration 022: ledger accounts other than deposit accounts, with their balances (legs summed). */
  book_accounts: {
    account_code: string;
    currency_code: string;
    book: 'client-money' | 'house';
    kind: BookAccountKind;
    owner_id: string | null;
    posted_minor: Generated<bigint>;
    pending_minor: Generated<bigint>;
    created_at: Date;
    updated_at: Date;
  };
  book_transfers: {
    transfer_id: string;
    currency_code: string;
    kind: TransferKind;
    state: TransferState;
    business_date: string;
    /** Migration 042: the date the bank booked it (a statement entry's booking date; the business date when no bank booked it), the day it was voided; null while pending. */
    booking_date: string | null;
    description: string;
    created_at: Date;
    resolved_at: Date | null;
  };
  book_legs: {
    transfer_id: string;
    account_code: string;
    amount_minor: bigint;
  };
  /** Migration 022: the platform's margin accrued per institution, currency and day (exact). */
  margin_accruals: {
    financial_institution_id: string;
    currency_code: string;
    accrual_date: string;
    amount: string;
  };
  margin_carry: {
    financial_institution_id: string;
    currency_code: string;
    carried: Generated<string>;
    /** Migration 027: the standing margin a day (the accruing accounts' daily_margin summed) as of the horizon. */
    daily_margin: Generated<string>;
  };
}
