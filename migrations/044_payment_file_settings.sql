-- Issue 47, item 5: payment files that pass a bank's file checks
-- (docs/bank-files.md#what-a-banks-file-check-asks). The platform's
-- client-money account of each currency gets the settings its pain.001 files
-- are written with, each optional (null: not set, the files as before):
-- - initiating_party_id: the platform's customer id at its bank
--   (GrpHdr/InitgPty/Id/OrgId/Othr/Id);
-- - uk_payment_scheme: GBP only, the UK clearing asked for (PmtTpInf);
--   null is Faster Payments;
-- - address_*: the platform's address (Dbtr/PstlAdr), the EPC's rule for a
--   EUR payment from outside the EEA; the lines are at most two (EPC);
-- - same_day_cut_off_utc: HH:MM UTC, the bank's cut-off for same-day
--   execution; a file made at or after it executes the next working day.
-- Changed with the account itself, under four eyes (docs/four-eyes.md).
-- Owned by src/banking/.
ALTER TABLE hub_bank_accounts
  ADD COLUMN initiating_party_id text,
  ADD COLUMN uk_payment_scheme text,
  ADD COLUMN address_country text,
  ADD COLUMN address_town_name text,
  ADD COLUMN address_post_code text,
  ADD COLUMN address_line_1 text,
  ADD COLUMN address_line_2 text,
  ADD COLUMN same_day_cut_off_utc text,
  ADD CONSTRAINT hub_bank_accounts_uk_payment_scheme_check
    CHECK (uk_payment_scheme IS NULL OR (currency_code = 'GBP' AND uk_payment_scheme IN ('faster-payments', 'bacs', 'chaps'))),
  ADD CONSTRAINT hub_bank_accounts_address_check
    CHECK (address_country IS NOT NULL OR (address_town_name IS NULL AND address_post_code IS NULL AND address_line_1 IS NULL AND address_line_2 IS NULL)),
  ADD CONSTRAINT hub_bank_accounts_same_day_cut_off_check
    CHECK (same_day_cut_off_utc IS NULL OR same_day_cut_off_utc ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
