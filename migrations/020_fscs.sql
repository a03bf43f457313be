-- Issue 27, item 4: FSCS exposure (DESIGN.md §13, docs/fscs.md). Owned by
-- src/fscs/, except the partners column, which belongs to src/auth/.
--
-- The FSCS deposit limit is dated configuration, not a constant: the limit in
-- force on a business date is the row with the latest effective_from on or
-- before it. In sterling minor units (the limit is a sterling amount; EUR and
-- USD holdings are shown unconverted). The operator adds, replaces or removes
-- future-dated rows (audited); a row whose date has come is history and stays.
CREATE TABLE fscs_limits (
  effective_from date PRIMARY KEY,
  limit_minor bigint NOT NULL CHECK (limit_minor > 0),
  changed_at timestamptz NOT NULL
);

INSERT INTO fscs_limits (effective_from, limit_minor, changed_at) VALUES
  ('2017-01-01', 8500000, now()),
  ('2025-12-01', 12000000, now());

-- What a partner's deposits do when they would take a client's GBP exposure to
-- a banking group over the limit: 'warn' (Processed, and an event
-- client.fscs_limit_exceeded) or 'block' (Rejected, FscsLimitExceeded). Set by
-- the operator (audited).
ALTER TABLE partners ADD COLUMN fscs_policy text NOT NULL DEFAULT 'warn' CHECK (fscs_policy IN ('warn', 'block'));
