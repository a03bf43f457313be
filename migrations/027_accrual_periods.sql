-- Interest accrued as periods, not as a row per account per day (issue 30;
-- docs/interest-periods.md).
--
-- An account's interest between two events (a balance change, a rate change,
-- a posting, a maturity, a closure) is one period: one balance, one net rate,
-- so one exact daily accrual (the same ceil(balance x rate x 1e20 / 36500)
-- units of 1e-20 penny as before). The open period lives on the account row
-- (daily_accrual from accrued_through + 1 on); what it has earned is read as
-- daily_accrual x the days from then through the platform's accrual horizon
-- (the last day the nightly accrual job has accrued). A period is written to
-- interest_periods only when it ends: the nightly job touches no account whose
-- only change that day is a day's interest.

-- The last day the nightly accrual job has accrued, for every account at once.
CREATE TABLE interest_accrual_horizon (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Null until the job first runs.
  accrued_through date,
  -- When the job last moved it: a portfolio's accrued interest changed then.
  advanced_at timestamptz
);
INSERT INTO interest_accrual_horizon (id, accrued_through, advanced_at)
SELECT 1, max(business_date), max(completed_at) FROM scheduled_job_runs WHERE job_name = 'interest-accrual';

-- Each ended period of an account: its days, balance, net rate and daily
-- accrual (exact); the period earned daily_amount x (last_day - first_day + 1).
CREATE TABLE interest_periods (
  deposit_account_id text NOT NULL REFERENCES deposit_accounts (deposit_account_id),
  first_day date NOT NULL,
  last_day date NOT NULL,
  -- Null for the periods this migration folded from daily rows (they kept no balance).
  balance_minor bigint,
  net_rate_percent numeric(9, 4) NOT NULL,
  daily_amount numeric(38, 20) NOT NULL,
  PRIMARY KEY (deposit_account_id, first_day),
  CHECK (last_day >= first_day)
);

-- The open period on the account row.
ALTER TABLE deposit_accounts
  -- Its net rate and the rate the institution pays (gross) on it.
  ADD COLUMN accrual_net_rate numeric(9, 4),
  ADD COLUMN accrual_gross_rate numeric(9, 4),
  -- What one day of it earns the client (null: not accruing), and the platform's margin on it.
  ADD COLUMN daily_accrual numeric(38, 20),
  ADD COLUMN daily_margin numeric(38, 20) NOT NULL DEFAULT 0,
  -- The next periodic posting date (null: none, e.g. interest paid at maturity).
  ADD COLUMN next_posting_on date;

-- The standing margin a day per institution and currency (the sum of its
-- accruing accounts' daily_margin as the horizon reached), and each change to
-- it not yet applied by the nightly job: inserted, never updated, so settling
-- partners never wait on one row.
ALTER TABLE margin_carry ADD COLUMN daily_margin numeric(38, 20) NOT NULL DEFAULT 0;
CREATE TABLE margin_rate_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  financial_institution_id text NOT NULL,
  currency_code text NOT NULL,
  effective_from date NOT NULL,
  delta numeric(38, 20) NOT NULL
);

-- 1. The daily rows folded into periods: runs of consecutive days with the
-- same amount and rate.
INSERT INTO interest_periods (deposit_account_id, first_day, last_day, balance_minor, net_rate_percent, daily_amount)
SELECT deposit_account_id, min(accrual_date), max(accrual_date), NULL, net_rate_percent, amount
FROM (
  SELECT r.deposit_account_id, r.accrual_date, r.amount, r.net_rate_percent,
         r.accrual_date - (row_number() OVER (PARTITION BY r.deposit_account_id, r.amount, r.net_rate_percent ORDER BY r.accrual_date))::integer AS run
  FROM interest_accruals r
) days
GROUP BY deposit_account_id, net_rate_percent, amount, run;

-- Refuse to finish unless, for every account, the periods hold exactly the
-- days and the sum of the rows they replace.
DO $$
DECLARE
  mismatch text;
BEGIN
  SELECT string_agg(format('%s: rows %s over %s days, periods %s over %s days', k.deposit_account_id, r.total, r.days, p.total, p.days), '; ')
  INTO mismatch
  FROM (SELECT deposit_account_id FROM interest_accruals UNION SELECT deposit_account_id FROM interest_periods) k
  LEFT JOIN (SELECT deposit_account_id, sum(amount) AS total, count(*) AS days FROM interest_accruals GROUP BY 1) r USING (deposit_account_id)
  LEFT JOIN (SELECT deposit_account_id, sum(daily_amount * (last_day - first_day + 1)) AS total, sum(last_day - first_day + 1) AS days
             FROM interest_periods GROUP BY 1) p USING (deposit_account_id)
  WHERE r.total IS DISTINCT FROM p.total OR r.days IS DISTINCT FROM p.days;
  IF mismatch IS NOT NULL THEN
    RAISE EXCEPTION 'migration 027: folded periods differ from the daily accruals: %', left(mismatch, 2000);
  END IF;
END $$;

DROP TABLE interest_accruals;

-- 2. Each account's open period, continuing exactly where its daily rows stopped.
UPDATE deposit_accounts SET accrued_through = opened_on - 1 WHERE accrued_through IS NULL;
ALTER TABLE deposit_accounts ALTER COLUMN accrued_through SET NOT NULL;

UPDATE deposit_accounts a
SET accrual_net_rate = COALESCE(a.fixed_net_rate_percent, GREATEST(vc.rate_percent - i.margin_percent, 0)),
    accrual_gross_rate = CASE WHEN a.fixed_net_rate_percent IS NOT NULL THEN vo.rate_percent ELSE vc.rate_percent END
FROM product_issues i, product_issue_versions vc, product_issue_versions vo
WHERE i.product_id = a.product_id AND i.issue_number = a.issue_number
  AND vc.product_id = a.product_id AND vc.issue_number = a.issue_number AND vc.version_number = i.current_version
  AND vo.product_id = a.product_id AND vo.issue_number = a.issue_number AND vo.version_number = a.product_version_on_open;

-- Accruing: open, with money, and its next day before its maturity and its live closure's payout day.
UPDATE deposit_accounts a
SET daily_accrual = div(a.balance_minor::numeric * a.accrual_net_rate * 100000000000000000000 + 36499, 36500) * 0.00000000000000000001,
    daily_margin = div(a.balance_minor::numeric * a.accrual_gross_rate * 100000000000000000000 + 36499, 36500) * 0.00000000000000000001
                 - div(a.balance_minor::numeric * a.accrual_net_rate * 100000000000000000000 + 36499, 36500) * 0.00000000000000000001
WHERE a.status = 'Open' AND a.balance_minor > 0
  AND (a.matures_on IS NULL OR a.matures_on > a.accrued_through + 1)
  AND NOT EXISTS (
    SELECT 1 FROM instructions c
    WHERE c.deposit_account_id = a.deposit_account_id AND c.state = 'Live' AND c.is_closure AND c.date_to_be_actioned <= a.accrued_through + 1
  );

-- The standing margin a day of each institution and currency.
INSERT INTO margin_carry (financial_institution_id, currency_code, carried, daily_margin)
SELECT p.financial_institution_id, a.currency_code, 0, sum(a.daily_margin)
FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
WHERE a.daily_margin <> 0
GROUP BY p.financial_institution_id, a.currency_code
ON CONFLICT (financial_institution_id, currency_code) DO UPDATE SET daily_margin = EXCLUDED.daily_margin;

-- An account whose open period starts before the horizon (it had no money on
-- the days the job last ran, so it accrued nothing and waits, as before, to
-- accrue those days on the money that arrives): its margin for those days
-- comes with the next run.
INSERT INTO margin_rate_changes (financial_institution_id, currency_code, effective_from, delta)
SELECT p.financial_institution_id, a.currency_code, a.accrued_through + 1, sum(a.daily_margin)
FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
CROSS JOIN interest_accrual_horizon h
WHERE a.daily_margin <> 0 AND a.accrued_through < h.accrued_through
GROUP BY p.financial_institution_id, a.currency_code, a.accrued_through;
UPDATE margin_carry c
SET daily_margin = c.daily_margin - x.late
FROM (
  SELECT p.financial_institution_id, a.currency_code, sum(a.daily_margin) AS late
  FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
  CROSS JOIN interest_accrual_horizon h
  WHERE a.daily_margin <> 0 AND a.accrued_through < h.accrued_through
  GROUP BY 1, 2
) x
WHERE c.financial_institution_id = x.financial_institution_id AND c.currency_code = x.currency_code;

-- 3. The next periodic posting of each open account: the first anniversary of
-- its opening (every month, quarter or year; every day for daily payers) after
-- the last date the posting job ran (or after its opening).
UPDATE deposit_accounts a
SET next_posting_on = CASE
    WHEN p.interest_pays_frequency = 'Daily' THEN GREATEST(r.last_run, a.opened_on) + 1
    ELSE (
      SELECT CASE WHEN k.k0 >= k.step AND (a.opened_on + make_interval(months => k.k0))::date > GREATEST(r.last_run, a.opened_on)
                  THEN (a.opened_on + make_interval(months => k.k0))::date
                  ELSE (a.opened_on + make_interval(months => k.k0 + k.step))::date END
      FROM (
        SELECT m.step, m.step * (m.months / m.step) AS k0
        FROM (
          SELECT CASE p.interest_pays_frequency WHEN 'Month' THEN 1 WHEN 'Quarter' THEN 3 WHEN 'Year' THEN 12 END AS step,
                 ((extract(year FROM GREATEST(r.last_run, a.opened_on)) - extract(year FROM a.opened_on)) * 12
                  + extract(month FROM GREATEST(r.last_run, a.opened_on)) - extract(month FROM a.opened_on))::integer AS months
        ) m
      ) k
    )
  END
FROM products p,
     (SELECT max(business_date) AS last_run FROM scheduled_job_runs WHERE job_name = 'interest-posting') r
WHERE p.product_id = a.product_id AND a.status = 'Open'
  AND p.interest_paid_type <> 'AtMaturity' AND p.interest_pays_frequency IN ('Daily', 'Month', 'Quarter', 'Year');

-- 4. What the nightly jobs look up instead of scanning every account.
CREATE INDEX deposit_accounts_next_posting ON deposit_accounts (next_posting_on) WHERE status = 'Open';
CREATE INDEX deposit_accounts_variable_rate ON deposit_accounts (product_id, issue_number) WHERE status = 'Open' AND fixed_net_rate_percent IS NULL;
CREATE INDEX instructions_live_closure_by_day ON instructions (date_to_be_actioned) WHERE state = 'Live' AND is_closure;

-- 5. A portfolio shows the accrued interest through the horizon: the stored
-- part plus the open period's days.
CREATE OR REPLACE VIEW portfolio_account_rows AS
SELECT p.financial_partner_id, p.client_reference, p.portfolio_id, p.portfolio_version, p.currency_code,
       p.updated_at AS portfolio_updated_at,
       a.deposit_account_id, a.product_id, a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on,
       a.balance_minor,
       (a.accrued_interest + COALESCE(a.daily_accrual, 0) * GREATEST((SELECT h.accrued_through FROM interest_accrual_horizon h) - a.accrued_through, 0))::numeric(38, 20) AS accrued_interest,
       a.interest_paid_minor, a.created_at AS account_created_at,
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
