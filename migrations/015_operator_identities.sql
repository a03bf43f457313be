-- Operator identities and the audit trail (issue 17).
--
-- Several operator keys, each with a name and a role: a viewer reads, an admin
-- reads and writes. Only a key's SHA-256 is stored (keys are 256-bit random
-- strings, so a plain hash is enough: there is nothing to guess); the first
-- characters are kept to tell keys apart in lists. OPERATOR_API_KEY stays the
-- bootstrap admin and has no row. A revoked key keeps its row: the audit log
-- names it.
CREATE TABLE operator_keys (
  operator_key_id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  role text NOT NULL CHECK (role IN ('viewer', 'admin')),
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  revoked_at timestamptz,
  revoked_by text
);
-- One live key per name: a name says who acted.
CREATE UNIQUE INDEX operator_keys_live_name ON operator_keys (name) WHERE revoked_at IS NULL;

-- Every operator write: who, when, which endpoint, the object, before and
-- after; written in the transaction of the change it records. Append-only:
-- the triggers below refuse to change or remove a row.
CREATE TABLE operator_audit_log (
  audit_id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  operator_key_id text,
  operator_name text NOT NULL,
  operator_role text NOT NULL,
  method text NOT NULL,
  endpoint text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX operator_audit_log_object ON operator_audit_log (object_type, object_id, audit_id);
CREATE INDEX operator_audit_log_operator ON operator_audit_log (operator_name, audit_id);
CREATE INDEX operator_audit_log_time ON operator_audit_log (occurred_at, audit_id);

CREATE FUNCTION operator_audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only';
END;
$$;
CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_is_append_only();
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_is_append_only();

-- A suspended partner keeps its data; its token requests and API calls answer
-- 401 until an operator reactivates it.
ALTER TABLE partners ADD COLUMN suspended_at timestamptz;
ALTER TABLE partners ADD COLUMN suspension_reason text;
