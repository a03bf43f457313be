-- Issue 47, item 4: a bank file that breaks its official XSD on a field but
-- is otherwise readable (ABN AMRO's statement whose one Ustrd line is 204
-- characters, Max140Text) is still refused for booking, and kept here, where
-- two admins (four eyes) may accept it for booking with a reason
-- (docs/bank-files.md "Quarantine", docs/four-eyes.md): the day is never
-- stuck, and nothing invalid is booked silently. Owned by src/bank-statements/.
--
-- One row per file (its sha256): the same file uploaded again is the same
-- row. Nothing is updated but its status, once, by one guarded UPDATE
-- (quarantined -> accepted) in the transaction that books the file.
CREATE TABLE bank_file_quarantine (
  quarantined_file_id text PRIMARY KEY,
  -- The order files were quarantined in (uploaded_at ties under one clock tick, or a test's clock).
  quarantined_order bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  file_sha256 text NOT NULL UNIQUE CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_xml text NOT NULL,
  message_version text NOT NULL,
  -- The XSD's problems as xmllint gave them ([{line, message}], the first 1000), and how many there were.
  schema_problems jsonb NOT NULL,
  schema_problem_count integer NOT NULL CHECK (schema_problem_count > 0),
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'quarantined' CHECK (status IN ('quarantined', 'accepted')),
  accepted_reason text,
  -- Who proposed the acceptance and who approved it (the same admin with FOUR_EYES off).
  accepted_proposed_by text,
  accepted_by text,
  accepted_at timestamptz,
  -- The bank statements (bank_statements.bank_statement_id) the accepted file was booked as.
  booked_statement_ids jsonb,
  CHECK ((status = 'quarantined') = (accepted_at IS NULL)),
  CHECK (status = 'quarantined' OR (accepted_reason IS NOT NULL AND accepted_proposed_by IS NOT NULL AND accepted_by IS NOT NULL AND booked_statement_ids IS NOT NULL))
);

-- Accepting a quarantined file is a proposal of its own kind. Owned by src/approvals/.
ALTER TABLE change_proposals DROP CONSTRAINT change_proposals_kind_check;
ALTER TABLE change_proposals ADD CONSTRAINT change_proposals_kind_check
  CHECK (kind IN ('publish-issue-version', 'open-issue', 'load-catalogue', 'settle-batch', 'suspend-partner', 'create-admin-key', 'revoke-admin-key',
    'set-client-money-account', 'acknowledge-client-money-account', 'set-institution-bank-settings', 'set-institution-bank-account',
    'acknowledge-institution-bank-account', 'reactivate-partner', 'rotate-partner-credentials', 'set-partner-fscs-policy', 'set-fscs-limit',
    'remove-fscs-limit', 'set-calendar-change', 'remove-calendar-change', 'import-bank-holidays', 'close-issue', 'allocate-suspense',
    'accept-quarantined-bank-file'));
