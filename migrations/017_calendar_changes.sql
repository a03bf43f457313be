-- One-off changes to the bank-holiday rules (issue 27): the standing rules of
-- England and Wales are computed for any year (src/calendar/calendar.ts);
-- a proclamation that adds a holiday or moves one is kept here by the
-- operator, one row per date, and installed in every process. Deleting a row
-- returns its date to the rules. Every change is in the operator audit log.
CREATE TABLE calendar_changes (
  change_date date PRIMARY KEY,
  change text NOT NULL CHECK (change IN ('add', 'remove')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  changed_at timestamptz NOT NULL
);
