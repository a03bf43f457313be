/** The banking context's tables: the platform's client-money accounts and each institution's bank settings and receiving accounts (migration 021). */
export interface BankingTables {
  hub_bank_accounts: {
    currency_code: 'GBP' | 'EUR' | 'USD';
    account_name: string;
    bank_name: string;
    /** Six digits, no hyphens; GBP only. */
    sort_code: string | null;
    account_number: string | null;
    /** Upper case, no spaces. */
    iban: string | null;
    bic: string | null;
    /** 'YYYY-MM-DD' (date columns are read as text). */
    acknowledgement_countersigned_on: string | null;
    last_statement_id: string | null;
    last_statement_sequence_number: bigint | null;
    last_statement_closing_balance_minor: bigint | null;
    /** 'YYYY-MM-DD'. */
    last_statement_closing_date: string | null;
    last_statement_read_at: Date | null;
    updated_at: Date;
    // Migration 044: how its payment files are written (docs/bank-files.md).
    initiating_party_id: string | null;
    uk_payment_scheme: 'faster-payments' | 'bacs' | 'chaps' | null;
    address_country: string | null;
    address_town_name: string | null;
    address_post_code: string | null;
    address_line_1: string | null;
    address_line_2: string | null;
    /** 'HH:MM' UTC. */
    same_day_cut_off_utc: string | null;
  };
  institution_bank_settings: {
    financial_institution_id: string;
    uk_account_form: 'sort-code-and-number' | 'bban' | 'iban';
    pain001_version: 'pain.001.001.09' | 'pain.001.001.03';
    updated_at: Date;
  };
  institution_bank_accounts: {
    financial_institution_id: string;
    currency_code: 'GBP' | 'EUR' | 'USD';
    account_name: string;
    bank_name: string;
    sort_code: string | null;
    account_number: string | null;
    iban: string | null;
    bic: string | null;
    /** 'YYYY-MM-DD'. */
    acknowledgement_countersigned_on: string | null;
    updated_at: Date;
    // Migration 026: its last statement read, as the hub's.
    last_statement_id: string | null;
    last_statement_sequence_number: bigint | null;
    last_statement_closing_balance_minor: bigint | null;
    /** 'YYYY-MM-DD'. */
    last_statement_closing_date: string | null;
    last_statement_read_at: Date | null;
  };
}
