-- Issue 29: the daily client-money reconciliation (DESIGN.md §12.5, FCA CASS
-- 7.15 and CASS 15; docs/bank-side.md "The daily client-money
-- reconciliation"). Owned by src/client-money/.
--
-- One row per run, as at the close of a business date: what it read (the
-- books' balances, the statements), what it found (its breaks), whether it was
-- ok (no breaks) and the action taken. Append-only: a run is never updated or
-- deleted; a second run for the same date is another row.
CREATE TABLE client_money_reconciliations (
  reconciliation_id text PRIMARY KEY,
  -- The order runs were stored in (ran_at ties under one clock tick, or a test's clock).
  run_order bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  as_at date NOT NULL,
  ran_at timestamptz NOT NULL,
  -- 'scheduler' (the daily job) or the operator's name.
  ran_by text NOT NULL CHECK (length(ran_by) BETWEEN 1 AND 200),
  trigger text NOT NULL CHECK (trigger IN ('scheduler', 'operator')),
  -- Money in the JSON is in minor units, as text (exact).
  inputs jsonb NOT NULL,
  breaks jsonb NOT NULL,
  break_count integer NOT NULL CHECK (break_count >= 0),
  ok boolean NOT NULL,
  action_taken text NOT NULL CHECK (length(action_taken) BETWEEN 1 AND 500),
  CHECK (ok = (break_count = 0))
);
CREATE INDEX client_money_reconciliations_as_at ON client_money_reconciliations (as_at, run_order);

CREATE FUNCTION client_money_reconciliations_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'client_money_reconciliations is append-only';
END;
$$;
CREATE TRIGGER client_money_reconciliations_no_update BEFORE UPDATE OR DELETE ON client_money_reconciliations
  FOR EACH ROW EXECUTE FUNCTION client_money_reconciliations_are_append_only();
CREATE TRIGGER client_money_reconciliations_no_truncate BEFORE TRUNCATE ON client_money_reconciliations
  FOR EACH STATEMENT EXECUTE FUNCTION client_money_reconciliations_are_append_only();
