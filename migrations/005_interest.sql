-- Interest postings and the indexes the daily interest jobs and portfolio reads need.

-- One row per posting of accrued interest into a balance (periodic, at maturity,
-- or at closure). The ledger's InterestPosting entry carries the rounded amount;
-- this row also keeps what had accrued before rounding, so the sub-penny
-- remainder that each posting drops (see src/interest/interest.ts) stays
-- auditable and reconciliation can prove
--   accrued_interest = sum(accruals) - sum(postings.accrued_amount).
CREATE TABLE interest_postings (
  posting_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deposit_account_id text NOT NULL REFERENCES deposit_accounts (deposit_account_id),
  posting_date date NOT NULL,
  -- Minor units with fractions of a penny: the accrued interest this posting cleared.
  accrued_amount numeric(38, 20) NOT NULL CHECK (accrued_amount >= 0),
  -- accrued_amount rounded half-up to the penny; equals the ledger entry (none when 0).
  posted_minor bigint NOT NULL CHECK (posted_minor >= 0),
  reason text NOT NULL CHECK (reason IN ('Periodic', 'Maturity', 'Closure')),
  created_at timestamptz NOT NULL
);
CREATE INDEX interest_postings_account ON interest_postings (deposit_account_id, posting_date);

-- The maturity job looks only at open fixed terms due on or before the day.
CREATE INDEX deposit_accounts_maturing ON deposit_accounts (matures_on) WHERE status = 'Open' AND matures_on IS NOT NULL;
