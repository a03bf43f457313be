-- Issue 29: gross interest an institution pays into the money placed with it
-- (DESIGN.md §12.1; docs/bank-side.md "Interest from the institutions"),
-- read from the statements of its receiving account and booked as an
-- 'interest-received' transfer: placed:{institution} debited (held grows),
-- interest-receivable:{institution} credited (src/ledger/), and the indexes
-- that read an institution's statements (src/payments/, src/bank-statements/).

ALTER TABLE book_transfers DROP CONSTRAINT book_transfers_kind_check;
ALTER TABLE book_transfers ADD CONSTRAINT book_transfers_kind_check CHECK (kind IN (
  'opening', 'deposit-settlement', 'withdrawal-settlement', 'interest-posting', 'margin-accrual', 'movement',
  'partner-payment', 'placement', 'repayment', 'payout', 'interest-received'));

-- src/payments/: an institution's statement shows the other side of a
-- placement paid to it or a repayment it made to the hub, each once: the
-- entry that showed it is kept, and a second entry showing the same movement
-- matches nothing (suspense), never the same movement twice.
ALTER TABLE expected_movements ADD COLUMN mirrored_entry_id text;
-- The repayment found by the account it was paid from.
CREATE INDEX expected_movements_counterparty ON expected_movements (counterparty_account, amount_minor) WHERE counterparty_account IS NOT NULL;
-- An entry quoting an EndToEndId finds its movement at once, not by reading
-- every open movement of its currency (DESIGN.md §12.4's first rule).
CREATE INDEX expected_movements_open_end_to_end ON expected_movements (end_to_end_id) WHERE status = 'expected';

-- src/bank-statements/: statements are read back per account (where the next
-- must start; the latest as at a date for the daily reconciliation), never by
-- scanning every statement received.
CREATE INDEX bank_statements_account_sequence ON bank_statements (account_identifier, currency_code, sequence_number) WHERE message_kind = 'statement';
CREATE INDEX bank_statements_account_closing ON bank_statements (account_identifier, currency_code, closing_date) WHERE message_kind = 'statement';

-- src/banking/: each institution's receiving account keeps its last statement
-- read, as the client-money account does, so whoever sends the next knows
-- where it must start (the statements of the money placed there).
ALTER TABLE institution_bank_accounts
  ADD COLUMN last_statement_id text CHECK (length(last_statement_id) BETWEEN 1 AND 35),
  ADD COLUMN last_statement_sequence_number bigint CHECK (last_statement_sequence_number >= 0),
  ADD COLUMN last_statement_closing_balance_minor bigint,
  ADD COLUMN last_statement_closing_date date,
  ADD COLUMN last_statement_read_at timestamptz,
  ADD CONSTRAINT institution_bank_accounts_last_statement_whole CHECK (
    (last_statement_id IS NULL AND last_statement_sequence_number IS NULL AND last_statement_closing_balance_minor IS NULL
      AND last_statement_closing_date IS NULL AND last_statement_read_at IS NULL)
    OR (last_statement_id IS NOT NULL AND last_statement_sequence_number IS NOT NULL AND last_statement_closing_balance_minor IS NOT NULL
      AND last_statement_closing_date IS NOT NULL AND last_statement_read_at IS NOT NULL));
