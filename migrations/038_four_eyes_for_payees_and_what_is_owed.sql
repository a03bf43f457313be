-- Issue 45, item 2: every change to who gets paid or what is owed is four
-- eyes, and no two institutions share a receiving account
-- (docs/four-eyes.md, docs/bank-accounts.md).
--
-- A bank statement names its account (an IBAN, or sort code and account
-- number) and is booked to the one holder of that account in its currency;
-- two holders would have one's money booked to the other and the client-money
-- run break. src/banking/ refuses it with a 409 naming the holder, under its
-- lock of the banking writes; these indexes hold it whatever writes, per
-- currency, as statements are read. Owned by src/banking/.
--
-- Where two institutions already share an account, this migration stops with
-- PostgreSQL's "could not create unique index ... Key (...) is duplicated":
-- before upgrading, set one of them to its own account through the running
-- version's operator API (PUT /operator/institutions/{id}/bank-accounts/{currency}).
CREATE UNIQUE INDEX institution_bank_accounts_one_holder_by_number ON institution_bank_accounts (currency_code, sort_code, account_number)
  WHERE sort_code IS NOT NULL;
CREATE UNIQUE INDEX institution_bank_accounts_one_holder_by_iban ON institution_bank_accounts (currency_code, iban)
  WHERE iban IS NOT NULL;

-- The changes of who gets paid and of what is owed are proposals of their own
-- kinds (docs/four-eyes.md). Owned by src/approvals/.
ALTER TABLE change_proposals DROP CONSTRAINT change_proposals_kind_check;
ALTER TABLE change_proposals ADD CONSTRAINT change_proposals_kind_check
  CHECK (kind IN ('publish-issue-version', 'open-issue', 'load-catalogue', 'settle-batch', 'suspend-partner', 'create-admin-key', 'revoke-admin-key',
    'set-client-money-account', 'acknowledge-client-money-account', 'set-institution-bank-settings', 'set-institution-bank-account',
    'acknowledge-institution-bank-account', 'reactivate-partner', 'rotate-partner-credentials', 'set-partner-fscs-policy', 'set-fscs-limit',
    'remove-fscs-limit', 'set-calendar-change', 'remove-calendar-change', 'import-bank-holidays', 'close-issue', 'allocate-suspense'));
