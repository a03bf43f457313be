-- Issue 32, item 5: what a partner holds, per currency and institution, for
-- the operator's partner page, without reading the partner's accounts (one
-- partner may have millions: DESIGN.md §10). Owned by src/ledger/
-- (docs/partner-holdings.md).
--
-- Every statement that changes deposit_accounts.balance_minor or opens or
-- closes accounts appends, in the same statement, one row per (partner,
-- institution, currency) it touched to partner_holding_changes: the change
-- in the balances and in the number of accounts not Closed. Appending takes
-- no lock another transaction waits for (an upsert of a shared total would:
-- a withdrawal batch settling while the night's posting chunks run could
-- then deadlock, each holding accounts the other wants). A daily job folds
-- the changes into partner_holdings; a read sums the partner's folded rows
-- and its changes since (a day's worth at most).
CREATE TABLE partner_holdings (
  financial_partner_id text NOT NULL,
  financial_institution_id text NOT NULL,
  currency_code text NOT NULL,
  -- The sum of the balances of the partner's accounts at the institution in the currency (closed ones hold 0).
  balance_minor bigint NOT NULL,
  -- How many of them are not Closed (Open or Matured).
  account_count bigint NOT NULL,
  PRIMARY KEY (financial_partner_id, financial_institution_id, currency_code)
);

CREATE TABLE partner_holding_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  financial_partner_id text NOT NULL,
  financial_institution_id text NOT NULL,
  currency_code text NOT NULL,
  balance_change_minor bigint NOT NULL,
  account_count_change bigint NOT NULL
);
CREATE INDEX partner_holding_changes_partner ON partner_holding_changes (financial_partner_id);

-- Today's accounts, folded at once.
INSERT INTO partner_holdings (financial_partner_id, financial_institution_id, currency_code, balance_minor, account_count)
SELECT a.financial_partner_id, p.financial_institution_id, a.currency_code, sum(a.balance_minor), count(*) FILTER (WHERE a.status <> 'Closed')
FROM deposit_accounts a
JOIN products p ON p.product_id = a.product_id
GROUP BY a.financial_partner_id, p.financial_institution_id, a.currency_code;
