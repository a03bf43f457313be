-- Interest at scale (issue 30, docs/performance.md "Interest at scale").
--
-- An ended period is written only by the statement that holds its account's
-- row locked and reads the period from it (accrual-periods.repository.ts), so
-- its account exists by construction, and accounts are never deleted. The
-- per-row foreign-key check cost every posting a lookup of the row it had
-- just updated, and a rate change over an issue of 1M accounts a million.
ALTER TABLE interest_periods DROP CONSTRAINT interest_periods_deposit_account_id_fkey;
