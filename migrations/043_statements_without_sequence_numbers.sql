-- Issue 47: what real banks send (docs/bank-side.md "Idempotency and the
-- sequence", docs/bank-files.md). Owned by src/bank-statements/.
--
-- ElctrncSeqNb is optional in ISO 20022 and some banks (Bank of Montreal
-- among them) leave it out. Such a statement is continued by its balances
-- instead (its opening balance is the account's last closing balance), and
-- by LglSeqNb where the bank gives one; its sequence_number is then the
-- platform's count for the account (the last statement read's + 1), marked
-- sequence_assigned, and it is known by its Stmt/Id alone.
ALTER TABLE bank_statements
  ADD COLUMN sequence_assigned boolean NOT NULL DEFAULT false,
  ADD COLUMN legal_sequence_number bigint CHECK (legal_sequence_number >= 0);
CREATE UNIQUE INDEX bank_statements_assigned_sequence ON bank_statements (message_kind, statement_id) WHERE sequence_assigned;

-- RmtInf/Strd: the creditor's references (CdtrRefInf/Ref) and the documents
-- referred to (RfrdDocInf/Nb), one a line, as the bank sent them.
ALTER TABLE bank_statement_entries ADD COLUMN structured_remittance text;
