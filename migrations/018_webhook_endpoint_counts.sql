-- Issue 26: the cap on a partner's webhook endpoints holds under concurrency.
-- Owned by src/events/.
--
-- A count and an insert as two statements let concurrent registrations (over
-- one pool or several API processes) all see room and all insert: 40 at once
-- made 29 endpoints where the cap is 20. A partner's registrations now take a
-- place in its row here, in the statement that inserts the endpoint, only while
-- the count is below the cap (webhooks.repository.ts insertEndpointWithinCap):
-- the row's lock serialises them in every process, and a delete gives the place
-- back in its own statement.
--
-- No upper bound here: a partner the race left above the cap keeps its
-- endpoints and registers again only once it has deleted below the cap.
CREATE TABLE webhook_endpoint_counts (
  financial_partner_id text PRIMARY KEY,
  endpoints integer NOT NULL CHECK (endpoints >= 0)
);

INSERT INTO webhook_endpoint_counts (financial_partner_id, endpoints)
SELECT financial_partner_id, count(*) FROM webhook_endpoints GROUP BY financial_partner_id;
