/**
 * The contract between the scheduler and the contexts that have daily work
 * (batch cut-off and settlement, interest accrual and posting, maturity).
 * Each job runs once per business date; it must be idempotent, which it gets by
 * claiming its (job, date) row in scheduled_job_runs inside its own transaction
 * (see claimJobRun), so a crash or a second run changes nothing.
 */
import type { Db } from '../database.js';
import { insertJobRunUnlessExists } from './scheduler.repository.js';

export type BusinessDate = string;

export interface DailyJob {
  /** Unique name, also the key in scheduled_job_runs. */
  name: string;
  /** Which dates it runs for: every calendar day (interest accrual) or working days only (batches). */
  days: 'calendar' | 'working';
  /** When the job for a date becomes due: minutes after midnight UTC of that date. */
  dueAtMinutesUtc: number;
  /** Among jobs due at the same instant, lower runs first. */
  order: number;
  /** Does the job's work for that date; must be idempotent (use claimJobRun in the same transaction). */
  run(date: BusinessDate): Promise<void>;
}

/**
 * Claims the run of a job for a date inside the caller's transaction: true the
 * first time, false if it already ran (or another process is running it and
 * commits first: the unique key makes the loser wait, then see it done).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function claimJobRun(trx: Db, jobName: string, date: BusinessDate, now: Date): Promise<boolean> {
  return insertJobRunUnlessExists(trx, jobName, date, now);
}
