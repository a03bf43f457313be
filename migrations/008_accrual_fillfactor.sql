-- Room on each deposit_accounts page for the nightly accrual's row versions.
--
-- The accrual updates every open account (accrued_interest, accrued_through,
-- updated_at: no indexed column). With full pages no new row version fits beside
-- the old one, so each update also wrote an entry into every index of the table
-- (four). With room left on the page the update is "HOT": one heap write, no
-- index writes (15.7 s to 13.1 s for 300k accounts, docs/performance.md).
-- Applies to pages written from now on; existing ones as they are rewritten.
ALTER TABLE deposit_accounts SET (fillfactor = 80);
