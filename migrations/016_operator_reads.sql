-- The operator's reads (issue 17): an instruction's story follows it to the
-- ledger entries it caused, and the overview counts the day's rejections.
-- Both partial, so the hot paths (interest postings, processed requests) do
-- not pay for them.
CREATE INDEX ledger_entries_instruction ON ledger_entries (instruction_id) WHERE instruction_id IS NOT NULL;
CREATE INDEX instruction_requests_rejected_at ON instruction_requests (processed_at) WHERE status = 'Rejected';
