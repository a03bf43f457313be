-- Issue 18: the events outbox, the partners' webhook endpoints and their
-- deliveries. Owned by src/events/.
--
-- events: written by the transaction that makes the change (an outbox), so an
-- event exists exactly when its change committed. Its feed position is
-- (tx_id, event_seq): tx_id is the writing transaction's id (xid8), and a reader only
-- exposes events of transactions older than the oldest one still running
-- (pg_snapshot_xmin), so no event can later appear before a position already
-- read (docs/decisions/events-feed.md).
CREATE TABLE events (
  event_seq bigserial NOT NULL,
  -- The xid8 as bigint (64 bits, epoch included): PGlite's 32-bit build orders
  -- xid8 index scans wrongly; bigint is the same number, ordered everywhere alike.
  tx_id bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  event_id text NOT NULL DEFAULT ('evt_' || replace(gen_random_uuid()::text, '-', '')),
  event_type text NOT NULL,
  financial_partner_id text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (event_seq)
);
CREATE UNIQUE INDEX events_event_id ON events (event_id);
CREATE INDEX events_position ON events (tx_id, event_seq);
CREATE INDEX events_partner_position ON events (financial_partner_id, tx_id, event_seq);

CREATE TABLE webhook_endpoints (
  endpoint_id text PRIMARY KEY,
  financial_partner_id text NOT NULL,
  url text NOT NULL,
  -- Empty: every event type.
  event_types text[] NOT NULL DEFAULT '{}',
  description text,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  status text NOT NULL DEFAULT 'Enabled' CHECK (status IN ('Enabled', 'Disabled')),
  disabled_reason text,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_partner ON webhook_endpoints (financial_partner_id, created_at);

-- One row per (endpoint, event) to deliver, made by the worker's fan-out.
CREATE TABLE webhook_deliveries (
  delivery_id bigserial PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (endpoint_id) ON DELETE CASCADE,
  event_seq bigint NOT NULL REFERENCES events (event_seq),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Delivered', 'Failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- When the next attempt is due; while an attempt is in flight, when its lease ends
  -- (a process that died mid-attempt leaves it due again after the lease).
  next_attempt_at timestamptz NOT NULL,
  first_due_at timestamptz NOT NULL,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (endpoint_id, event_seq)
  WHERE status = 'Pending';
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'Pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, delivery_id);

CREATE TABLE webhook_delivery_attempts (
  attempt_id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (delivery_id) ON DELETE CASCADE,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (endpoint_id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  error text
);
CREATE INDEX webhook_delivery_attempts_endpoint ON webhook_delivery_attempts (endpoint_id, attempt_id);

-- The fan-out's position in the events feed (one row).
CREATE TABLE webhook_dispatch_cursor (
  id integer PRIMARY KEY CHECK (id = 1),
  after_tx bigint NOT NULL,
  after_seq bigint NOT NULL
);
INSERT INTO webhook_dispatch_cursor (id, after_tx, after_seq) VALUES (1, 0, 0);
