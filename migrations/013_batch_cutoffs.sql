-- The cut-offs that have run: one row per business date whose batches were
-- locked (issue 14). Placing an instruction reads the latest one under the
-- cut-off's advisory lock (batches.repository.ts), so no instruction joins, and
-- no new batch is made for, a date whose cut-off has run, however the worker's
-- transaction and the lock job interleave.
CREATE TABLE batch_cutoffs (
  business_date date PRIMARY KEY,
  ran_at timestamptz NOT NULL
);

-- The cut-offs that ran before this table existed.
INSERT INTO batch_cutoffs (business_date, ran_at)
SELECT business_date, completed_at FROM scheduled_job_runs WHERE job_name = 'lock-instruction-batches';

-- A batch the old race left Open behind its cut-off would wait for the next
-- one; it is locked now, as its own cut-off should have done.
UPDATE instruction_batches
SET status = 'Locked', locked_at = now(), updated_at = now()
WHERE status = 'Open' AND batch_date <= (SELECT max(business_date) FROM batch_cutoffs);
