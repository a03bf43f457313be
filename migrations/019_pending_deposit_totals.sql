-- Issue 27: what is pending into an account, without summing its history.
-- Owned by src/instructions/.
--
-- The per-account maximum and the FSCS exposure both need the deposits still
-- pending (Live) into an account. Summing Live instructions per deposit costs
-- more with every deposit pending into the same account (a wealth manager's
-- client topping up all day); the bench's processing rate halved. This table
-- keeps that sum per key as instructions change state, in the statements that
-- change them (instructions.repository.ts): a Live deposit adds its amount,
-- settling or reverting it takes the amount away, and a row at 0 is deleted,
-- so the table holds only what is pending now.
--
-- The key is the account a deposit goes into: (portfolio, product, issue) for
-- an instant access or notice account (one per key), and with the batch date
-- for a fixed term, whose deposits of one batch date open one account of
-- their own. The batch date is kept for every kind, so a reader can choose.
-- The reconciliation check `pending-deposit-totals` proves the table equals
-- the Live deposits it stands for.
CREATE TABLE pending_deposit_totals (
  portfolio_id text NOT NULL,
  product_id text NOT NULL,
  issue_number integer NOT NULL,
  date_to_be_actioned date NOT NULL,
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  PRIMARY KEY (portfolio_id, product_id, issue_number, date_to_be_actioned)
);

INSERT INTO pending_deposit_totals (portfolio_id, product_id, issue_number, date_to_be_actioned, total_minor)
SELECT portfolio_id, product_id, issue_number, date_to_be_actioned, sum(amount_minor)
FROM instructions
WHERE state = 'Live' AND instruction_type = 'deposit'
GROUP BY portfolio_id, product_id, issue_number, date_to_be_actioned
HAVING sum(amount_minor) > 0;
