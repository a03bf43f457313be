import type { Generated } from 'kysely';

/** Migration 022: the kinds of ledger account besides deposit accounts (DESIGN.md §12.2). */
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
    accrued_through: string | null;
    /** Migration 010: a fixed term's net rate, fixed at opening; null for variable-rate accounts. */
    fixed_net_rate_percent: Generated<string | null>;
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
  interest_accruals: {
    deposit_account_id: string;
    accrual_date: string;
    amount: string;
    net_rate_percent: string;
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
  };
}
