-- Issue 47 item 3: the platform reads more versions of the bank's files
-- (docs/bank-files.md "Files the platform reads"): camt.053 .02, .04, .06,
-- .08, .10 and .11, camt.054 .02, .04 and .08, pain.002 .03, .10 and .14,
-- each through its own decoder into one model. A stored file keeps the
-- version it was sent in, so the list of versions a row may hold grows with
-- them. Owned by src/bank-statements/.
ALTER TABLE bank_statements DROP CONSTRAINT bank_statements_message_version_check;
ALTER TABLE bank_statements ADD CONSTRAINT bank_statements_message_version_check CHECK (
  message_version IN (
    'camt.053.001.02', 'camt.053.001.04', 'camt.053.001.06', 'camt.053.001.08', 'camt.053.001.10', 'camt.053.001.11',
    'camt.054.001.02', 'camt.054.001.04', 'camt.054.001.08',
    'pain.002.001.03', 'pain.002.001.10', 'pain.002.001.14'
  )
);
