-- Instruction requests (what partners submitted), instructions (the accepted
-- ones, each in exactly one batch) and the daily instruction batches.

CREATE TABLE instruction_requests (
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  -- The partner's GUID, stored lower-cased so it compares case-insensitively.
  instruction_reference text NOT NULL CHECK (instruction_reference = lower(instruction_reference)),
  -- Processing order: first submitted, first processed.
  request_seq bigint GENERATED ALWAYS AS IDENTITY,
  request_type text NOT NULL CHECK (request_type IN ('deposit', 'withdraw', 'close-account', 'revert')),
  -- The canonical body (normalised fields, amount in minor units) and its hash:
  -- a resubmission is the same request exactly when type and hash are equal.
  body jsonb NOT NULL,
  body_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('Created', 'Processed', 'Rejected')),
  status_reason text,
  created_at timestamptz NOT NULL,
  processed_at timestamptz,
  PRIMARY KEY (financial_partner_id, instruction_reference),
  -- A request leaves Created exactly once, and only then has a processing time.
  CHECK ((status = 'Created') = (processed_at IS NULL)),
  CHECK (status <> 'Rejected' OR status_reason IS NOT NULL)
);
-- The worker's queue: small, because processed requests drop out of it.
CREATE INDEX instruction_requests_created ON instruction_requests (request_seq) WHERE status = 'Created';

CREATE TABLE instruction_batches (
  instruction_batch_id text PRIMARY KEY,
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  batch_date date NOT NULL,
  instruction_type text NOT NULL CHECK (instruction_type IN ('deposit', 'withdrawal')),
  currency_code text NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  status text NOT NULL CHECK (status IN ('Open', 'Locked', 'Closed', 'Completed')),
  total_amount_minor bigint NOT NULL DEFAULT 0 CHECK (total_amount_minor >= 0),
  total_notice_amount_minor bigint NOT NULL DEFAULT 0 CHECK (total_notice_amount_minor >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  locked_at timestamptz,
  closed_at timestamptz,
  completed_at timestamptz,
  UNIQUE (financial_partner_id, batch_date, instruction_type, currency_code),
  -- Target of the instructions' foreign key: an instruction can only sit in a
  -- batch of its own partner, type and currency.
  UNIQUE (instruction_batch_id, financial_partner_id, instruction_type, currency_code),
  CHECK (total_notice_amount_minor <= total_amount_minor)
);
CREATE INDEX instruction_batches_date_status ON instruction_batches (batch_date, status);

CREATE TABLE instructions (
  instruction_id text PRIMARY KEY,
  -- The order instructions were made in: summaries list them, and settlement applies them, in this order.
  instruction_seq bigint GENERATED ALWAYS AS IDENTITY,
  financial_partner_id text NOT NULL,
  -- The request's reference, or a platform-made GUID for a maturity payout.
  instruction_reference text NOT NULL,
  -- Set when the instruction comes from a partner's request (NULL for maturity payouts).
  request_reference text,
  -- The one batch the instruction is in: a single column, so never two batches.
  instruction_batch_id text NOT NULL,
  instruction_type text NOT NULL CHECK (instruction_type IN ('deposit', 'withdrawal')),
  is_closure boolean NOT NULL DEFAULT false,
  is_maturity boolean NOT NULL DEFAULT false,
  is_notice boolean NOT NULL DEFAULT false,
  client_reference text NOT NULL REFERENCES clients (client_reference),
  portfolio_id text NOT NULL REFERENCES portfolios (portfolio_id),
  -- NULL for a deposit until settlement opens or tops up an account.
  deposit_account_id text REFERENCES deposit_accounts (deposit_account_id),
  product_id text NOT NULL REFERENCES products (product_id),
  issue_number integer NOT NULL,
  product_version integer NOT NULL,
  currency_code text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  state text NOT NULL CHECK (state IN ('Live', 'Reverted', 'Settled')),
  date_added timestamptz NOT NULL,
  date_to_be_actioned date NOT NULL,
  reverted_by text,
  settled_at timestamptz,
  -- One instruction per request, and per reference of the partner.
  UNIQUE (financial_partner_id, instruction_reference),
  FOREIGN KEY (financial_partner_id, request_reference) REFERENCES instruction_requests (financial_partner_id, instruction_reference),
  FOREIGN KEY (instruction_batch_id, financial_partner_id, instruction_type, currency_code)
    REFERENCES instruction_batches (instruction_batch_id, financial_partner_id, instruction_type, currency_code),
  CHECK (request_reference IS NULL OR request_reference = instruction_reference),
  CHECK (instruction_type = 'withdrawal' OR NOT (is_closure OR is_notice OR is_maturity)),
  CHECK (instruction_type = 'deposit' OR deposit_account_id IS NOT NULL),
  CHECK (NOT is_maturity OR is_closure)
);
CREATE INDEX instructions_batch ON instructions (instruction_batch_id, instruction_seq);
-- Pending withdrawals of an account (InsufficientFunds) and its pending closure.
CREATE INDEX instructions_account_live ON instructions (deposit_account_id) WHERE state = 'Live';
-- At most one live closure per account: a close-account and a maturity payout cannot both pay it out.
CREATE UNIQUE INDEX instructions_one_live_closure ON instructions (deposit_account_id) WHERE state = 'Live' AND is_closure;
-- Pending deposits of a portfolio (the Portfolios API's pending items).
CREATE INDEX instructions_portfolio_live ON instructions (portfolio_id) WHERE state = 'Live';
