-- Issue 45, item 5 (docs/bank-side.md "The sandbox bank"): the sandbox bank
-- sends each institution's receiving-account statement from what the hub's
-- stored statements booked to or from that account and the institution's own
-- statements do not yet show, so that a run killed between the two sends is
-- mended by the next (src/bank-statements/ hubMovementsNotOnAccount). It reads
-- the hub's entries naming one counterparty account booked since that
-- account's last statement: one index, never a scan of every entry stored.
CREATE INDEX bank_statement_entries_counterparty ON bank_statement_entries (counterparty_account, booking_date) WHERE counterparty_account IS NOT NULL;
