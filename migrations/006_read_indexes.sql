-- The Portfolios API's reads as plan-cached functions.
--
-- Measured on PostgreSQL 15 (docs/performance.md): the per-client read is one
-- seven-relation query (portfolios, pending items, accounts, products, issues,
-- two issue versions) that EXECUTES in about 0.15 ms but takes 1.2-1.5 ms to
-- PLAN, and the driver sends it as an unnamed statement, so it was planned
-- again on every request. Inside a PL/pgSQL function the statement is prepared
-- once per session and, after a few executions, runs on a cached generic plan:
-- planning drops to about 0.02 ms. Same SQL, same rows, on PostgreSQL and PGlite.
--
-- A page used to select its portfolios with `portfolio_id IN (subquery)`, which
-- the planner answered with a hash semi-join over a sequential scan of every
-- portfolio: its cost grew with the table. The page's ids now drive a nested
-- loop over the primary key.

-- One row per deposit account (or one row with null account columns for a
-- portfolio without accounts), with the account's product terms, net rates
-- (the issue's rate less its margin, at the version it opened on and at the
-- current version) and the portfolio's pending items as JSON (money and times
-- as text, never a float), oldest first.
CREATE VIEW portfolio_account_rows AS
SELECT p.financial_partner_id, p.client_reference, p.portfolio_id, p.portfolio_version, p.currency_code,
       p.updated_at AS portfolio_updated_at,
       a.deposit_account_id, a.product_id, a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on,
       a.balance_minor, a.accrued_interest, a.interest_paid_minor, a.created_at AS account_created_at,
       pr.product_term_type, pr.interest_paid_type, pr.interest_pays_frequency,
       GREATEST(vo.rate_percent - i.margin_percent, 0) AS opening_net_rate,
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

-- A client's portfolios (of one partner), by currency, each one's accounts oldest first.
CREATE FUNCTION client_portfolio_account_rows(p_financial_partner_id text, p_client_reference text)
RETURNS TABLE (
  client_reference text, portfolio_id text, portfolio_version integer, currency_code text, portfolio_updated_at timestamptz,
  deposit_account_id text, product_id text, issue_number integer, product_version_on_open integer, status text,
  opened_on date, matures_on date, balance_minor bigint, accrued_interest numeric, interest_paid_minor bigint,
  product_term_type text, interest_paid_type text, interest_pays_frequency text,
  opening_net_rate numeric, current_net_rate numeric, pending json
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT r.client_reference, r.portfolio_id, r.portfolio_version, r.currency_code, r.portfolio_updated_at,
           r.deposit_account_id, r.product_id, r.issue_number, r.product_version_on_open, r.status, r.opened_on, r.matures_on,
           r.balance_minor, r.accrued_interest, r.interest_paid_minor,
           r.product_term_type, r.interest_paid_type, r.interest_pays_frequency,
           r.opening_net_rate, r.current_net_rate, r.pending
    FROM portfolio_account_rows r
    WHERE r.client_reference = p_client_reference AND r.financial_partner_id = p_financial_partner_id
    ORDER BY r.currency_code, r.portfolio_id, r.opened_on, r.account_created_at, r.deposit_account_id;
END
$$;

-- One page of a partner's portfolios, most recently updated first (the
-- portfolio id breaks ties, so pages never overlap), each one's accounts oldest first.
CREATE FUNCTION portfolio_page_account_rows(p_financial_partner_id text, p_limit integer, p_offset bigint)
RETURNS TABLE (
  client_reference text, portfolio_id text, portfolio_version integer, currency_code text, portfolio_updated_at timestamptz,
  deposit_account_id text, product_id text, issue_number integer, product_version_on_open integer, status text,
  opened_on date, matures_on date, balance_minor bigint, accrued_interest numeric, interest_paid_minor bigint,
  product_term_type text, interest_paid_type text, interest_pays_frequency text,
  opening_net_rate numeric, current_net_rate numeric, pending json
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT r.client_reference, r.portfolio_id, r.portfolio_version, r.currency_code, r.portfolio_updated_at,
           r.deposit_account_id, r.product_id, r.issue_number, r.product_version_on_open, r.status, r.opened_on, r.matures_on,
           r.balance_minor, r.accrued_interest, r.interest_paid_minor,
           r.product_term_type, r.interest_paid_type, r.interest_pays_frequency,
           r.opening_net_rate, r.current_net_rate, r.pending
    FROM (
      SELECT q.portfolio_id FROM portfolios q
      WHERE q.financial_partner_id = p_financial_partner_id
      ORDER BY q.updated_at DESC, q.portfolio_id
      LIMIT p_limit OFFSET p_offset
    ) page
    -- OFFSET 0 keeps the subquery apart, so each of the page's ids is looked up by key.
    CROSS JOIN LATERAL (SELECT * FROM portfolio_account_rows v WHERE v.portfolio_id = page.portfolio_id OFFSET 0) r
    ORDER BY r.portfolio_updated_at DESC, r.portfolio_id, r.opened_on, r.account_created_at, r.deposit_account_id;
END
$$;
