-- Issue 30, item 2: events are kept for a retention period (EVENT_RETENTION_DAYS,
-- 30 days by default) and then pruned in bounded batches by a daily job; the
-- feed tells a reader whose unread events were pruned. Owned by src/events/
-- (docs/decisions/events-feed.md, "Retention").

-- The job finds the oldest events by their creation time (the platform's clock).
CREATE INDEX events_created_at ON events (created_at, event_seq);

-- A pruned event's deliveries go with it (a pending one keeps its event until
-- it ends), and their attempts by ON DELETE CASCADE: both found by these, not
-- by reading the tables whole once per row.
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_seq);
CREATE INDEX webhook_delivery_attempts_delivery ON webhook_delivery_attempts (delivery_id);

-- Per partner, the furthest feed position pruned and the cut-off of the
-- pruning that reached it, moved in each batch's own statement. A cursor below
-- the position has unread events that are gone: the feed answers 410
-- EventsPruned. A partner none of whose events was ever pruned has no row.
CREATE TABLE event_retention_marks (
  financial_partner_id text PRIMARY KEY,
  pruned_through_tx bigint NOT NULL,
  pruned_through_seq bigint NOT NULL,
  pruned_before timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
