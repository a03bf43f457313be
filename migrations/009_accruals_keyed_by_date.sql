-- interest_accruals keyed by (accrual_date, deposit_account_id), not the other way round.
--
-- Each night's accrual inserts one row per open account, all of one date. Under
-- (deposit_account_id, accrual_date) those rows landed on every leaf page of a
-- primary key that grows by a million entries a night, so a night's cost grew
-- with the history kept (DESIGN §10: cost grows with the work done, not with
-- the size of the tables). Under (accrual_date, deposit_account_id) a night's
-- rows go to the right edge of the index. The accrual's ON CONFLICT
-- (deposit_account_id, accrual_date) infers the new key (inference ignores
-- column order), so a day run twice still writes nothing twice. The readers
-- (reconciliation) aggregate the whole table and need no per-account order.
ALTER TABLE interest_accruals DROP CONSTRAINT interest_accruals_pkey;
ALTER TABLE interest_accruals ADD PRIMARY KEY (accrual_date, deposit_account_id);
