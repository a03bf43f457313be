-- Issue 29: the bank files received (camt.053 statements, camt.054
-- notifications, pain.002 status reports) and their entries, append-only
-- (DESIGN.md §12.3-12.4, docs/bank-side.md "Statements in"). Owned by
-- src/bank-statements/.
--
-- A file is stored once per statement (or notification, or status report):
-- a camt.053 with three statements is three rows sharing its sha256 and XML.
-- Nothing here is updated but an entry's status, by one guarded UPDATE
-- (unmatched -> matched or resolved); the XML is kept byte for byte.

CREATE TABLE bank_statements (
  bank_statement_id text PRIMARY KEY,
  -- The order files were stored in (received_at ties under one clock tick, or a test's clock).
  received_order bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  message_kind text NOT NULL CHECK (message_kind IN ('statement', 'notification', 'paymentStatusReport')),
  message_version text NOT NULL CHECK (message_version IN ('camt.053.001.08', 'camt.053.001.02', 'camt.054.001.08', 'pain.002.001.10', 'pain.002.001.03')),
  message_id text NOT NULL,
  -- Stmt/Id or Ntfctn/Id; for a pain.002, its message id.
  statement_id text NOT NULL CHECK (length(statement_id) BETWEEN 1 AND 35),
  -- ElctrncSeqNb; for a pain.002 (which has none), 0.
  sequence_number bigint NOT NULL CHECK (sequence_number >= 0),
  account_identifier text,
  currency_code text,
  opening_balance_minor bigint,
  opening_date date,
  closing_balance_minor bigint,
  closing_date date,
  -- pain.002: the original message and the group status.
  original_message_id text,
  group_status text,
  file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_xml text NOT NULL,
  received_at timestamptz NOT NULL,
  received_by text NOT NULL,
  UNIQUE (message_kind, statement_id, sequence_number)
);

CREATE TABLE bank_statement_entries (
  bank_statement_entry_id text PRIMARY KEY,
  bank_statement_id text NOT NULL REFERENCES bank_statements (bank_statement_id),
  -- Its place in the file (0-based), so a file's entries read back in order.
  position integer NOT NULL CHECK (position >= 0),
  -- camt: a booked entry ('BOOK'), pending or info; pain.002: the transaction's status (ACSC, RJCT, ...).
  entry_status text,
  amount_minor bigint CHECK (amount_minor >= 0),
  currency_code text,
  credit_debit text CHECK (credit_debit IN ('CRDT', 'DBIT')),
  reversal boolean NOT NULL DEFAULT false,
  booking_date date,
  value_date date,
  end_to_end_id text,
  payment_information_id text,
  account_servicer_reference text,
  remittance text,
  counterparty_name text,
  counterparty_account text,
  -- pain.002: the reason codes and texts.
  status_reason text,
  -- unmatched: in suspense (booked entries of a statement on a hub account);
  -- matched: matched an expected movement; resolved: the operator resolved it;
  -- recorded: kept for the record only (pending entries, notifications, status reports).
  status text NOT NULL CHECK (status IN ('unmatched', 'matched', 'resolved', 'recorded')),
  matched_movement_id text,
  resolution_action text CHECK (resolution_action IN ('returned-to-sender', 'allocated-to-partner')),
  resolution_partner_id text,
  resolution_reason text CHECK (length(resolution_reason) BETWEEN 1 AND 500),
  resolved_by text,
  resolved_at timestamptz,
  UNIQUE (bank_statement_id, position),
  CHECK ((status = 'resolved') = (resolution_action IS NOT NULL AND resolution_reason IS NOT NULL AND resolved_by IS NOT NULL AND resolved_at IS NOT NULL)),
  CHECK ((resolution_action = 'allocated-to-partner') = (resolution_partner_id IS NOT NULL))
);
CREATE INDEX bank_statement_entries_unmatched ON bank_statement_entries (bank_statement_entry_id) WHERE status = 'unmatched';
