-- Issue 31, item 6: the delivery log keeps the first 1 KB of each answer's
-- body (cut on a UTF-8 boundary), shown as responseBody. Owned by src/events/
-- (docs/decisions/events-feed.md). Null for attempts made before this, and
-- when the endpoint did not answer.
ALTER TABLE webhook_delivery_attempts ADD COLUMN response_body text;
