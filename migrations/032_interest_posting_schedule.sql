-- Issue 30: the day's postings as HOT updates of the accounts.
--
-- An account's next posting date was found through an index on
-- deposit_accounts (next_posting_on); a posting moves that date, so every
-- posting was a non-HOT update: a new entry in each of the table's six
-- indexes. At 10M accounts those indexes are far larger than the server's
-- cache, and the entries, scattered over them, were most of the night's work
-- (74.9 s to post 769,269 accounts; 55.7 s without the index, found by scans).
--
-- The schedule is now its own narrow table, keyed (date, account): a posting
-- deletes its row and inserts the next (one entry in one small index, the
-- day's rows side by side), and the account's own update changes no indexed
-- column, so PostgreSQL keeps it on its page (fillfactor 80) with no index
-- entry at all. deposit_accounts.next_posting_on stays the account's truth;
-- the schedule is what finds it: a row for each Open account's date (a row
-- of an account closed or matured since is deleted on that date).
CREATE TABLE interest_posting_schedule (
  next_posting_on date NOT NULL,
  deposit_account_id text NOT NULL,
  PRIMARY KEY (next_posting_on, deposit_account_id)
);

INSERT INTO interest_posting_schedule (next_posting_on, deposit_account_id)
SELECT next_posting_on, deposit_account_id
FROM deposit_accounts
WHERE status = 'Open' AND next_posting_on IS NOT NULL;

DROP INDEX deposit_accounts_next_posting;
