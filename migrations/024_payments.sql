-- Issue 29: payment runs and the files they issue (pain.001), the movements
-- the platform expects to see on its bank statements, and the books' kinds
-- for money between partners, the hub, transit and institutions
-- (DESIGN.md §12.1-12.4, docs/bank-side.md). Owned by src/payments/, but for
-- instruction_batches.settled_at (src/batches/) and the transfer kinds
-- (src/ledger/).

ALTER TABLE book_transfers DROP CONSTRAINT book_transfers_kind_check;
ALTER TABLE book_transfers ADD CONSTRAINT book_transfers_kind_check CHECK (kind IN (
  'opening', 'deposit-settlement', 'withdrawal-settlement', 'interest-posting', 'margin-accrual', 'movement',
  'partner-payment', 'placement', 'repayment', 'payout'));

-- When the batch's money moved on its deposit accounts; it is Completed once
-- the bank has booked every payment it makes (payment_items, expected_movements).
ALTER TABLE instruction_batches ADD COLUMN settled_at timestamptz;
-- A batch Completed before the bank side settled when it completed.
UPDATE instruction_batches SET settled_at = completed_at WHERE status = 'Completed';

-- A file issued to the platform's bank: never changed once stored.
CREATE TABLE payment_files (
  payment_file_id text PRIMARY KEY,
  message_id text NOT NULL UNIQUE CHECK (message_id ~ '^[A-Za-z0-9-]{1,35}$'),
  message_version text NOT NULL CHECK (message_version IN ('pain.001.001.09', 'pain.001.001.03')),
  currency_code char(3) NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  execution_date date NOT NULL,
  line_count integer NOT NULL CHECK (line_count > 0),
  control_sum_minor bigint NOT NULL CHECK (control_sum_minor > 0),
  file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_xml text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_files_created ON payment_files (created_at DESC, payment_file_id);

-- One credit transfer of a file (a CdtTrfTxInf): what it pays, and the
-- pending transfer the bank's booking posts or its rejection voids.
CREATE TABLE payment_lines (
  payment_line_id text PRIMARY KEY,
  payment_file_id text NOT NULL REFERENCES payment_files (payment_file_id),
  position integer NOT NULL CHECK (position >= 0),
  payment_information_id text NOT NULL CHECK (payment_information_id ~ '^[A-Za-z0-9-]{1,35}$'),
  end_to_end_id text NOT NULL UNIQUE CHECK (end_to_end_id ~ '^[A-Za-z0-9-]{1,35}$'),
  kind text NOT NULL CHECK (kind IN ('placement', 'payout')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  creditor_name text NOT NULL,
  creditor_account text NOT NULL,
  remittance text,
  financial_institution_id text,
  client_reference text,
  -- A payout's partner (its client's); null for a placement, which sums many partners' money.
  financial_partner_id text,
  transfer_id text NOT NULL UNIQUE REFERENCES book_transfers (transfer_id),
  UNIQUE (payment_file_id, position),
  CHECK ((kind = 'placement') = (financial_institution_id IS NOT NULL)),
  CHECK ((kind = 'payout') = (client_reference IS NOT NULL))
);

-- What a settled batch must pay out: to an institution (a deposit batch's
-- money to place there) or to a client's nominated account (a withdrawal's
-- proceeds). A payment run pays the items whose batch's money is at the hub
-- (gate_transfer_id posted) in lines; a line the bank rejects holds them
-- until the operator releases them.
CREATE TABLE payment_items (
  payment_item_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('placement', 'payout')),
  currency_code char(3) NOT NULL,
  due_date date NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  instruction_batch_id text NOT NULL,
  financial_partner_id text NOT NULL,
  instruction_id text,
  financial_institution_id text,
  client_reference text,
  gate_transfer_id text NOT NULL REFERENCES book_transfers (transfer_id),
  payment_line_id text REFERENCES payment_lines (payment_line_id),
  held_reason text,
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'placement') = (financial_institution_id IS NOT NULL)),
  CHECK ((kind = 'payout') = (client_reference IS NOT NULL AND instruction_id IS NOT NULL))
);
-- Which items each line paid, kept when a rejected line's items are paid again by another.
CREATE TABLE payment_line_items (
  payment_line_id text NOT NULL REFERENCES payment_lines (payment_line_id),
  payment_item_id text NOT NULL REFERENCES payment_items (payment_item_id),
  PRIMARY KEY (payment_line_id, payment_item_id)
);
CREATE INDEX payment_line_items_item ON payment_line_items (payment_item_id);

CREATE INDEX payment_items_unpaid ON payment_items (currency_code, due_date) WHERE payment_line_id IS NULL;
CREATE INDEX payment_items_batch ON payment_items (instruction_batch_id);
CREATE INDEX payment_items_line ON payment_items (payment_line_id);

-- What the platform expects to see on its client-money account's statement:
-- a partner's payment for a batch, an institution's repayment, each line it
-- paid. Matching one (DESIGN.md §12.4) posts its pending transfer.
CREATE TABLE expected_movements (
  expected_movement_id text PRIMARY KEY,
  transfer_id text NOT NULL UNIQUE REFERENCES book_transfers (transfer_id),
  currency_code char(3) NOT NULL,
  credit_debit text NOT NULL CHECK (credit_debit IN ('CRDT', 'DBIT')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  expected_date date NOT NULL,
  end_to_end_id text,
  payment_information_id text,
  remittance text,
  counterparty_account text,
  instruction_batch_id text,
  -- Whose payment it is: the partner paying a deposit batch; null for an institution's repayment or a placement.
  financial_partner_id text,
  payment_line_id text REFERENCES payment_lines (payment_line_id),
  status text NOT NULL CHECK (status IN ('expected', 'matched', 'rejected')),
  matched_entry_id text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((status = 'expected') = (resolved_at IS NULL))
);
CREATE INDEX expected_movements_open ON expected_movements (currency_code, credit_debit) WHERE status = 'expected';
CREATE INDEX expected_movements_batch ON expected_movements (instruction_batch_id);

-- The sandbox bank's orders from a developer (POST /sandbox/bank/...): reject
-- the next payment, hold back credits. Never used in production.
CREATE TABLE sandbox_bank_orders (
  order_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reject-next-payment', 'delay-credits')),
  detail jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
