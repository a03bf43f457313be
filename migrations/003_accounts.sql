-- Portfolios (one per client per currency), deposit accounts, the immutable
-- ledger, and the daily interest accruals.

CREATE TABLE portfolios (
  portfolio_id text PRIMARY KEY,
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  client_reference text NOT NULL REFERENCES clients (client_reference),
  currency_code text NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  -- Goes up by one on every change to anything the portfolio shows.
  portfolio_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (client_reference, currency_code)
);
CREATE INDEX portfolios_partner_updated ON portfolios (financial_partner_id, updated_at DESC, portfolio_id);

CREATE TABLE deposit_accounts (
  deposit_account_id text PRIMARY KEY,
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  portfolio_id text NOT NULL REFERENCES portfolios (portfolio_id),
  client_reference text NOT NULL REFERENCES clients (client_reference),
  product_id text NOT NULL REFERENCES products (product_id),
  issue_number integer NOT NULL,
  -- The issue version current when the account opened (fixes a fixed term's rate).
  product_version_on_open integer NOT NULL,
  currency_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('Open', 'Matured', 'Closed')),
  opened_on date NOT NULL,
  matures_on date,
  closed_on date,
  -- Settled balance in minor units, posted interest included.
  balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
  -- Accrued, not yet posted interest, in minor units with fractions of a penny.
  accrued_interest numeric(38, 20) NOT NULL DEFAULT 0,
  interest_paid_minor bigint NOT NULL DEFAULT 0,
  -- The last business date whose accrual is included (idempotency of the daily job).
  accrued_through date,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (product_id, issue_number) REFERENCES product_issues (product_id, issue_number)
);
CREATE INDEX deposit_accounts_portfolio ON deposit_accounts (portfolio_id);
CREATE INDEX deposit_accounts_open ON deposit_accounts (status) WHERE status <> 'Closed';

-- Append-only: every change of a balance is one row here, written in the same
-- transaction as the balance. Corrections are new rows, never updates.
CREATE TABLE ledger_entries (
  entry_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deposit_account_id text NOT NULL REFERENCES deposit_accounts (deposit_account_id),
  entry_type text NOT NULL CHECK (entry_type IN ('Deposit', 'Withdrawal', 'InterestPosting', 'ClosurePayout', 'MaturityPayout')),
  -- Signed: credits to the account positive, debits negative.
  amount_minor bigint NOT NULL,
  business_date date NOT NULL,
  instruction_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (deposit_account_id);

CREATE TABLE interest_accruals (
  deposit_account_id text NOT NULL REFERENCES deposit_accounts (deposit_account_id),
  accrual_date date NOT NULL,
  -- Minor units with fractions of a penny, at the account's net rate that day.
  amount numeric(38, 20) NOT NULL,
  net_rate_percent numeric(9, 4) NOT NULL,
  PRIMARY KEY (deposit_account_id, accrual_date)
);

-- Each scheduled job runs once per business date; a row here means it is done.
CREATE TABLE scheduled_job_runs (
  job_name text NOT NULL,
  business_date date NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (job_name, business_date)
);
