-- Issue 47: each transfer carries the date the bank booked it beside the
-- platform's business date (docs/bank-side.md "The daily client-money
-- reconciliation", "The bank's booking date"). Owned by src/ledger/.
--
-- A payment the platform sends on D keeps D as its business date, but the
-- bank may book it on D+1; the reconciliation of D reads the books as the
-- banks booked them up to D, so that a statement arriving later cannot change
-- D's answer (the stored run is the record a regulator reads).
--
-- booking_date is:
-- - for a posted transfer a statement entry posted (a pending transfer the
--   entry matched, and the placement at the institution posted with it), the
--   entry's booking date;
-- - for any other posted transfer (the books' own movements: settlement,
--   interest, margin, a repayment asked for, suspense and interest received,
--   which are already dated the booking date), its business date;
-- - for a voided transfer, the day it was voided (it was pending until then);
-- - null while pending.
--
-- Backfill of the rows written before this migration, by the same rule:
-- 1. a posted transfer whose expected movement was matched to a statement
--    entry: that entry's booking date, or its statement's closing date when
--    the entry gave none;
-- 2. the placement at the institution that entry's match posted
--    ('placed:{payment_line_id}'): the same date;
-- 3. every other posted transfer: its business date; a voided one: the UTC
--    date of its resolved_at (business dates are UTC days); pending: null.
ALTER TABLE book_transfers ADD COLUMN booking_date date;

UPDATE book_transfers t SET booking_date = coalesce(e.booking_date, s.closing_date)
FROM expected_movements m
JOIN bank_statement_entries e ON e.bank_statement_entry_id = m.matched_entry_id
JOIN bank_statements s ON s.bank_statement_id = e.bank_statement_id
WHERE m.status = 'matched' AND t.transfer_id = m.transfer_id AND t.state = 'posted';

UPDATE book_transfers t SET booking_date = coalesce(e.booking_date, s.closing_date)
FROM expected_movements m
JOIN bank_statement_entries e ON e.bank_statement_entry_id = m.matched_entry_id
JOIN bank_statements s ON s.bank_statement_id = e.bank_statement_id
WHERE m.status = 'matched' AND m.payment_line_id IS NOT NULL AND t.transfer_id = 'placed:' || m.payment_line_id AND t.state = 'posted';

UPDATE book_transfers SET booking_date = business_date WHERE state = 'posted' AND booking_date IS NULL;
UPDATE book_transfers SET booking_date = (resolved_at AT TIME ZONE 'UTC')::date WHERE state = 'voided';

ALTER TABLE book_transfers ADD CONSTRAINT book_transfers_booking_date_check CHECK ((state = 'pending') = (booking_date IS NULL));

-- The reconciliation of D reads today's balances less what was booked after
-- D, and the movements booked in a range: by booking date, so a day's run
-- reads what changed since D, not all history.
CREATE INDEX book_transfers_booking_date ON book_transfers (booking_date) WHERE booking_date IS NOT NULL;
-- The deposit accounts as at D likewise: today's balances less the entries
-- dated after D.
CREATE INDEX ledger_entries_business_date ON ledger_entries (business_date);
