-- The walk of a partner's portfolio list (GET /portfolios?walk=true, docs/portfolios.md
-- "Walking every portfolio"): pages in portfolioId order, each found from the
-- partner's key onward, never through other partners' portfolios.
CREATE INDEX portfolios_partner_id ON portfolios (financial_partner_id, portfolio_id);
