-- Money that matches (docs/decisions/money.md, docs/decisions/settlement.md):
--   1. a fixed term's net rate is stored on the account when it opens and never changes;
--   2. postings carry their sub-penny remainder forward instead of dropping it;
--   3. a payout's line is what settlement pays (open closure lines are recomputed here);
--   4. the AER of a fixed term paying once at maturity after more than a year is annualised.
-- Nothing already settled changes: no ledger entry, balance or settled instruction is touched.

-- 1. The fixed rate. Existing fixed terms take the net rate their first night's
-- accrual used (the margin in force when they opened), or, never accrued yet,
-- their opening version's rate less the issue's margin now.
ALTER TABLE deposit_accounts ADD COLUMN fixed_net_rate_percent numeric(9, 4)
  CHECK (fixed_net_rate_percent IS NULL OR fixed_net_rate_percent >= 0);

UPDATE deposit_accounts a
SET fixed_net_rate_percent = COALESCE(
  (SELECT r.net_rate_percent FROM interest_accruals r
   WHERE r.deposit_account_id = a.deposit_account_id ORDER BY r.accrual_date LIMIT 1),
  (SELECT GREATEST(v.rate_percent - i.margin_percent, 0)
   FROM product_issues i
   JOIN product_issue_versions v
     ON v.product_id = i.product_id AND v.issue_number = i.issue_number AND v.version_number = a.product_version_on_open
   WHERE i.product_id = a.product_id AND i.issue_number = a.issue_number))
FROM products p
WHERE p.product_id = a.product_id AND p.product_term_type = 'FixedTerm';

-- 2. The remainder. A posting now leaves accrued_interest - posted in the
-- account (under half a penny either way) for the next posting. Postings made
-- before this migration cleared it; that amount is recorded per posting as
-- remainder_dropped. For accounts still open (or matured and not yet paid out)
-- it is carried from now on: added back to their accrued interest, and the
-- postings' dropped amount set to 0. For closed accounts it stays recorded as
-- dropped. Either way, for every account:
--   accrued_interest = sum(accruals) - sum(posted_minor) - sum(remainder_dropped).
ALTER TABLE interest_postings ADD COLUMN remainder_dropped numeric(38, 20) NOT NULL DEFAULT 0;

UPDATE interest_postings ip
SET remainder_dropped = ip.accrued_amount - ip.posted_minor
FROM deposit_accounts a
WHERE a.deposit_account_id = ip.deposit_account_id AND a.status = 'Closed';

UPDATE deposit_accounts a
SET accrued_interest = a.accrued_interest + d.dropped
FROM (SELECT deposit_account_id, sum(accrued_amount - posted_minor) AS dropped FROM interest_postings GROUP BY deposit_account_id) d
WHERE d.deposit_account_id = a.deposit_account_id AND a.status <> 'Closed' AND d.dropped <> 0;

-- 3. Open payouts. A closure's or maturity payout's line is the balance plus
-- the accrued interest rounded half-up (FLOOR(x + 0.5), the posting rule);
-- settlement now pays exactly the line. Every closure not yet settled gets the
-- line the new rule gives today (for a batch already Locked or Closed, that is
-- the amount the previous settlement would have paid: it posted all interest
-- accrued by then), and its batch's totals follow.
UPDATE instructions ins
SET amount_minor = a.balance_minor + FLOOR(a.accrued_interest + 0.5)::bigint
FROM deposit_accounts a, instruction_batches b
WHERE ins.deposit_account_id = a.deposit_account_id
  AND b.instruction_batch_id = ins.instruction_batch_id
  AND ins.state = 'Live' AND ins.is_closure AND b.status <> 'Completed';

UPDATE instruction_batches b
SET total_amount_minor = t.total, total_notice_amount_minor = t.notice_total
FROM (
  SELECT instruction_batch_id, sum(amount_minor) AS total,
         sum(CASE WHEN is_notice THEN amount_minor ELSE 0 END) AS notice_total
  FROM instructions WHERE state <> 'Reverted' GROUP BY instruction_batch_id
) t
WHERE t.instruction_batch_id = b.instruction_batch_id AND b.status <> 'Completed'
  AND (b.total_amount_minor <> t.total OR b.total_notice_amount_minor <> t.notice_total);

-- Accrual and the periodic postings skip accounts whose payout day has come;
-- they find the account's live closure through this index.
CREATE INDEX instructions_live_closure_day ON instructions (deposit_account_id, date_to_be_actioned) WHERE state = 'Live' AND is_closure;

-- What a portfolio shows as a fixed term's rate is the stored one.
CREATE OR REPLACE VIEW portfolio_account_rows AS
SELECT p.financial_partner_id, p.client_reference, p.portfolio_id, p.portfolio_version, p.currency_code,
       p.updated_at AS portfolio_updated_at,
       a.deposit_account_id, a.product_id, a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on,
       a.balance_minor, a.accrued_interest, a.interest_paid_minor, a.created_at AS account_created_at,
       pr.product_term_type, pr.interest_paid_type, pr.interest_pays_frequency,
       COALESCE(a.fixed_net_rate_percent, GREATEST(vo.rate_percent - i.margin_percent, 0)) AS opening_net_rate,
       GREATEST(vc.rate_percent - i.margin_percent, 0) AS current_net_rate,
       pend.pending
FROM portfolios p
LEFT JOIN LATERAL (
  SELECT json_agg(json_build_object(
           'instruction_reference', ins.instruction_reference, 'instruction_type', ins.instruction_type,
           'is_closure', ins.is_closure, 'deposit_account_id', ins.deposit_account_id, 'product_id', ins.product_id,
           'product_version', ins.product_version, 'date_added', to_json(ins.date_added),
           'date_to_be_actioned', ins.date_to_be_actioned::text, 'amount_minor', ins.amount_minor::text
         ) ORDER BY ins.date_added, ins.instruction_id) AS pending
  FROM instructions ins JOIN instruction_batches b ON b.instruction_batch_id = ins.instruction_batch_id
  WHERE ins.portfolio_id = p.portfolio_id AND ins.state = 'Live' AND b.status <> 'Completed'
) pend ON true
LEFT JOIN deposit_accounts a ON a.portfolio_id = p.portfolio_id
LEFT JOIN products pr ON pr.product_id = a.product_id
LEFT JOIN product_issues i ON i.product_id = a.product_id AND i.issue_number = a.issue_number
LEFT JOIN product_issue_versions vo
  ON vo.product_id = a.product_id AND vo.issue_number = a.issue_number AND vo.version_number = a.product_version_on_open
LEFT JOIN product_issue_versions vc
  ON vc.product_id = a.product_id AND vc.issue_number = a.issue_number AND vc.version_number = i.current_version;

-- 4. AER. Versions of fixed terms paying once at maturity after more than a
-- year whose AER was computed by the old rule (equal to the rate) get
-- (1 + rate x years)^(1/years) - 1, to 2 places, as the catalogue now computes it.
UPDATE product_issue_versions v
SET aer_percent = ROUND((power(1 + v.rate_percent / 100 * y.years, 1 / y.years) - 1) * 100, 2)
FROM (
  SELECT product_id,
         CASE term_length_unit WHEN 'Month' THEN term_length / 12.0 WHEN 'Year' THEN term_length::numeric ELSE term_length / 365.0 END AS years
  FROM products
  WHERE product_term_type = 'FixedTerm' AND interest_paid_type = 'AtMaturity'
) y
WHERE y.product_id = v.product_id AND y.years > 1 AND v.aer_percent = v.rate_percent;

UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
