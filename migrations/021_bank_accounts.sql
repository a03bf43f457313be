-- Issue 29, item 2: the platform's bank accounts and each institution's bank
-- settings (DESIGN.md §12, docs/bank-accounts.md). Owned by src/banking/.
--
-- An account is identified the way its currency is paid: GBP by sort code and
-- 8-digit account number (an IBAN and BIC may be kept beside them, for the
-- institutions whose files use the BBAN or IBAN form); EUR and USD by IBAN
-- and BIC only. The rules (IBAN check digits and length per country, BIC
-- shape) are checked by src/banking/account-numbers.ts before a row is
-- written; the CHECKs below hold the shape whatever writes.
--
-- acknowledgement_countersigned_on: the date the bank countersigned the
-- client-money acknowledgement letter for this account (FCA CASS 7). No
-- payment file pays an account, or is paid from one, without it; it is
-- cleared when the account's identifiers change (the letter names the
-- account).

-- The platform's client-money accounts ("hub"): one per currency.
CREATE TABLE hub_bank_accounts (
  currency_code text PRIMARY KEY CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 140),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 140),
  sort_code text CHECK (sort_code ~ '^[0-9]{6}$'),
  account_number text CHECK (account_number ~ '^[0-9]{8}$'),
  iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  acknowledgement_countersigned_on date,
  -- The last bank statement read for the account (written by the statement
  -- reader through recordStatementRead, src/banking/banking.ts): all four
  -- null until the first one; the sequence number only ever goes up.
  last_statement_id text CHECK (length(last_statement_id) BETWEEN 1 AND 35),
  last_statement_sequence_number bigint CHECK (last_statement_sequence_number >= 0),
  last_statement_closing_balance_minor bigint,
  last_statement_closing_date date,
  last_statement_read_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK (
    (currency_code = 'GBP' AND sort_code IS NOT NULL AND account_number IS NOT NULL)
    OR (currency_code <> 'GBP' AND iban IS NOT NULL AND bic IS NOT NULL AND sort_code IS NULL AND account_number IS NULL)
  ),
  CHECK (
    (last_statement_id IS NULL AND last_statement_sequence_number IS NULL AND last_statement_closing_balance_minor IS NULL
      AND last_statement_closing_date IS NULL AND last_statement_read_at IS NULL)
    OR (last_statement_id IS NOT NULL AND last_statement_sequence_number IS NOT NULL AND last_statement_closing_balance_minor IS NOT NULL
      AND last_statement_closing_date IS NOT NULL AND last_statement_read_at IS NOT NULL)
  )
);

-- How an institution's payment files are written. No row: the defaults.
CREATE TABLE institution_bank_settings (
  financial_institution_id text PRIMARY KEY REFERENCES financial_institutions (financial_institution_id),
  -- How its GBP account is identified in a file: sort code in ClrSysMmbId
  -- (GBDSC) and the number in Othr; or the UK BBAN; or the IBAN.
  uk_account_form text NOT NULL DEFAULT 'sort-code-and-number' CHECK (uk_account_form IN ('sort-code-and-number', 'bban', 'iban')),
  pain001_version text NOT NULL DEFAULT 'pain.001.001.09' CHECK (pain001_version IN ('pain.001.001.09', 'pain.001.001.03')),
  updated_at timestamptz NOT NULL
);

-- Where each institution receives the money placed with it, per currency.
CREATE TABLE institution_bank_accounts (
  financial_institution_id text NOT NULL REFERENCES financial_institutions (financial_institution_id),
  currency_code text NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 140),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 140),
  sort_code text CHECK (sort_code ~ '^[0-9]{6}$'),
  account_number text CHECK (account_number ~ '^[0-9]{8}$'),
  iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  acknowledgement_countersigned_on date,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (financial_institution_id, currency_code),
  CHECK (
    (currency_code = 'GBP' AND sort_code IS NOT NULL AND account_number IS NOT NULL)
    OR (currency_code <> 'GBP' AND iban IS NOT NULL AND bic IS NOT NULL AND sort_code IS NULL AND account_number IS NULL)
  )
);
