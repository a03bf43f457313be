-- Issue 29: the books in double entry (DESIGN.md §12.2). Owned by src/ledger/.
--
-- Every movement of money is a transfer: legs on ledger accounts of one
-- currency whose amounts sum to zero, immutable, idempotent on its id, and
-- pending until the outside world confirms it where it must (then posted or
-- voided). A leg is signed as ledger_entries always were: a credit (what the
-- platform owes grows, or what it holds shrinks) is positive, a debit
-- negative. So what is owed (a client's deposit account, a partner's money,
-- margin income) has a positive balance, and what is held or receivable (the
-- client-money account at the bank, money in transit, money placed, interest
-- receivable) a negative one; views show a held amount as its negation.
--
-- Each deposit account is a ledger account of its own: its legs are its
-- ledger_entries rows (now each in a transfer) and its balance is
-- deposit_accounts.balance_minor, so the figures a partner sees are the books'.
-- Every other ledger account is a row of book_accounts, its legs in book_legs.
CREATE TABLE book_accounts (
  -- '{currency}:{kind}' or '{currency}:{kind}:{owner}', e.g. 'GBP:placed:INST-1', 'GBP:hub'.
  account_code text PRIMARY KEY,
  currency_code char(3) NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  -- Client money and the platform's own money are kept in separate books.
  book text NOT NULL CHECK (book IN ('client-money', 'house')),
  kind text NOT NULL CHECK (kind IN ('hub', 'transit-out', 'transit-in', 'placed', 'partner', 'client-payout', 'suspense', 'interest-receivable', 'margin-income')),
  -- The institution, partner or client the account is of; null for hub, suspense and margin income.
  owner_id text,
  -- Sum of the legs of posted transfers, and of pending ones.
  posted_minor bigint NOT NULL DEFAULT 0,
  pending_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE book_transfers (
  -- Chosen by the caller from what the transfer is for ('settlement:{instructionId}', ...): a retry finds it.
  transfer_id text PRIMARY KEY CHECK (length(transfer_id) <= 200),
  currency_code char(3) NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  kind text NOT NULL CHECK (kind IN ('opening', 'deposit-settlement', 'withdrawal-settlement', 'interest-posting', 'margin-accrual', 'movement')),
  state text NOT NULL CHECK (state IN ('pending', 'posted', 'voided')),
  business_date date NOT NULL,
  description text NOT NULL CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL,
  -- When it was posted or voided (a transfer posted at once: its creation).
  resolved_at timestamptz,
  CHECK ((state = 'pending') = (resolved_at IS NULL))
);
-- What waits for the outside world, oldest first.
CREATE INDEX book_transfers_pending ON book_transfers (created_at) WHERE state = 'pending';

CREATE TABLE book_legs (
  transfer_id text NOT NULL REFERENCES book_transfers (transfer_id),
  account_code text NOT NULL REFERENCES book_accounts (account_code),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  PRIMARY KEY (transfer_id, account_code)
);
CREATE INDEX book_legs_account ON book_legs (account_code);

-- The platform's margin (gross less net interest) accrued per institution,
-- currency and day: never a row per account. The amount is exact, as a
-- client's accrual is; what is not yet posted as whole pennies is carried in
-- margin_carry and posted with the next day's.
CREATE TABLE margin_accruals (
  financial_institution_id text NOT NULL REFERENCES financial_institutions (financial_institution_id),
  currency_code char(3) NOT NULL,
  accrual_date date NOT NULL,
  amount numeric(38, 20) NOT NULL,
  PRIMARY KEY (financial_institution_id, currency_code, accrual_date)
);
CREATE TABLE margin_carry (
  financial_institution_id text NOT NULL REFERENCES financial_institutions (financial_institution_id),
  currency_code char(3) NOT NULL,
  -- Accrued and not yet posted (under half a penny either way after a posting).
  carried numeric(38, 20) NOT NULL DEFAULT 0,
  PRIMARY KEY (financial_institution_id, currency_code)
);

-- The history before the books: one opening transfer per currency holds every
-- ledger entry written so far, its other side money placed at each account's
-- institution (no bank statement told the platform otherwise).
ALTER TABLE ledger_entries ADD COLUMN transfer_id text REFERENCES book_transfers (transfer_id);

INSERT INTO book_transfers (transfer_id, currency_code, kind, state, business_date, description, created_at, resolved_at)
SELECT 'opening:' || a.currency_code, a.currency_code, 'opening', 'posted', max(e.business_date),
       'The deposit accounts'' entries written before the books (migration 022), placed at their institutions.', now(), now()
FROM ledger_entries e JOIN deposit_accounts a ON a.deposit_account_id = e.deposit_account_id
GROUP BY a.currency_code;

UPDATE ledger_entries e SET transfer_id = 'opening:' || a.currency_code
FROM deposit_accounts a WHERE a.deposit_account_id = e.deposit_account_id;

INSERT INTO book_accounts (account_code, currency_code, book, kind, owner_id, posted_minor, created_at, updated_at)
SELECT a.currency_code || ':placed:' || p.financial_institution_id, a.currency_code, 'client-money', 'placed', p.financial_institution_id,
       -sum(e.amount_minor), now(), now()
FROM ledger_entries e
JOIN deposit_accounts a ON a.deposit_account_id = e.deposit_account_id
JOIN products p ON p.product_id = a.product_id
GROUP BY a.currency_code, p.financial_institution_id;

INSERT INTO book_legs (transfer_id, account_code, amount_minor)
SELECT 'opening:' || currency_code, account_code, posted_minor FROM book_accounts WHERE posted_minor <> 0;

ALTER TABLE ledger_entries ALTER COLUMN transfer_id SET NOT NULL;
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);
