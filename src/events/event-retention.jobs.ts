/**
 * The events' retention (issue 30): each calendar day at 03:00 UTC, events
 * made more than EVENT_RETENTION_DAYS before the platform's clock are deleted
 * in bounded batches, each one statement and its own short transaction, so a
 * large backlog never holds one long lock; the loop goes on until a batch
 * finds fewer than a batch's worth. The run is claimed in scheduled_job_runs
 * once the loop is done: a run that fails part-way is run again at the next
 * tick, and the deletions are idempotent (what is gone stays gone), so a
 * second process running it at the same time only shares the work (rows one
 * process is deleting are skipped by the other).
 *
 * What goes with an event, and what keeps it: docs/decisions/events-feed.md,
 * "Retention".
 */
import type { Db } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { claimJobRun, type DailyJob } from '../scheduler/scheduler.js';
import { pruneEventsBatch } from './events.repository.js';

export const EVENT_RETENTION_JOB = 'event-retention';
/** 03:00 UTC, away from the cut-off, settlement and the interest jobs: minutes after midnight. */
export const EVENT_RETENTION_DUE_MINUTES_UTC = 3 * 60;
/** Events deleted per statement. */
export const EVENT_PRUNE_BATCH_SIZE = 5_000;

const DAY_MS = 86_400_000;

/** What a pruning did: events deleted, and the statements (batches) it took, the last one finding fewer than a batch. */
export interface PruneOutcome {
  deleted: number;
  batches: number;
}

/**
 * Deletes every event made before `now` less `retentionDays` days, at most
 * `batchSize` per statement, until none is left (besides those kept on
 * purpose: a pending delivery's, or one the fan-out has not passed).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function pruneExpiredEvents(db: Db, now: Date, retentionDays: number, batchSize = EVENT_PRUNE_BATCH_SIZE): Promise<PruneOutcome> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  let batches = 0;
  for (;;) {
    const n = await pruneEventsBatch(db, cutoff, batchSize, now);
    deleted += n;
    batches += 1;
    if (n < batchSize) return { deleted, batches };
  }
}

/** The daily retention job, measured on the platform's clock (the sandbox's moved one too). */
export function eventRetentionJobs(db: Db, clock: Clock, options: { retentionDays: number; batchSize?: number }): DailyJob[] {
  return [
    {
      name: EVENT_RETENTION_JOB,
      days: 'calendar',
      dueAtMinutesUtc: EVENT_RETENTION_DUE_MINUTES_UTC,
      order: 50,
      async run(date) {
        await pruneExpiredEvents(db, clock.now(), options.retentionDays, options.batchSize);
        await db.transaction().execute((trx) => claimJobRun(trx, EVENT_RETENTION_JOB, date, clock.now()));
      },
    },
  ];
}
