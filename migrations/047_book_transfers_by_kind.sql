-- Issue 47 item 6: the sandbox bank asks each business day which institutions
-- owe gross interest: those whose receivable had interest posted since they
-- last paid (src/ledger/book-balances.repository.ts, interestOwedSinceLastPaid).
-- Answered from the transfers of one kind, newest first, rather than from
-- every leg an institution's receivable ever had (a margin accrual a day), so
-- the question costs what happened since the last payment, not the year.
-- Owned by src/ledger/.
CREATE INDEX book_transfers_kind_created ON book_transfers (kind, created_at);
