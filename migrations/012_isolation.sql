-- Isolation of failures (issue 14): how many times processing a request alone
-- has failed for a reason that is not an outage. The processor retries a
-- request that fails alone a bounded number of times, then rejects it
-- (ProcessingFailed); the count lives on the row so that bound holds across
-- passes, workers and restarts. Zero for every request that never failed.
ALTER TABLE instruction_requests ADD COLUMN processing_attempts integer NOT NULL DEFAULT 0 CHECK (processing_attempts >= 0);
-- The few requests that ever failed, for the database-wide gauge
-- instruction_requests_rejected_after_failures (read at every scrape: it must
-- not scan the table).
CREATE INDEX instruction_requests_failed ON instruction_requests (status) WHERE processing_attempts > 0;
