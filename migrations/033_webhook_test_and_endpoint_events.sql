-- Issue 31, item 6: a test event sent to one endpoint, and events that say
-- why an endpoint's deliveries stopped. Owned by src/events/
-- (docs/decisions/events-feed.md).
--
-- webhook.test: an event for one endpoint only (its delivery is made with
-- it); not in the partner's feed, never fanned out, never replayed.
ALTER TABLE events ADD COLUMN only_endpoint_id text;
-- endpoint.failing / endpoint.disabled: in the feed and fanned out to the
-- partner's other endpoints, never to the endpoint they are about.
ALTER TABLE events ADD COLUMN except_endpoint_id text;
-- The endpoint's failing streak: attempts failed since its last success,
-- since when, and whether endpoint.failing was written for this streak.
ALTER TABLE webhook_endpoints ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0;
ALTER TABLE webhook_endpoints ADD COLUMN failing_since timestamptz;
ALTER TABLE webhook_endpoints ADD COLUMN failing_reported boolean NOT NULL DEFAULT false;
