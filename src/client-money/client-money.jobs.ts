/**
 * The daily client-money reconciliation job: each working day at 06:00 UTC,
 * before the batch cut-off, one run as at the close of the previous working
 * day, claimed in scheduled_job_runs so it runs once per date whatever the
 * number of processes and retries.
 */
import { previousWorkingDay } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import { claimJobRun, type DailyJob } from '../scheduler/scheduler.js';
import type { ClientMoneyService } from './client-money.service.js';

export const CLIENT_MONEY_RECONCILIATION_JOB = 'client-money-reconciliation';
/** 06:00 UTC: minutes after midnight. */
export const CLIENT_MONEY_RECONCILIATION_DUE_MINUTES_UTC = 6 * 60;

export function clientMoneyJobs(clock: Clock, service: ClientMoneyService): DailyJob[] {
  return [
    {
      name: CLIENT_MONEY_RECONCILIATION_JOB,
      days: 'working',
      dueAtMinutesUtc: CLIENT_MONEY_RECONCILIATION_DUE_MINUTES_UTC,
      order: 5,
      async run(date) {
        // The claim in the run's own transaction: stored once per date, or (after a crash) not at all and run again.
        await service.runOnce(previousWorkingDay(date), (trx) => claimJobRun(trx, CLIENT_MONEY_RECONCILIATION_JOB, date, clock.now()));
      },
    },
  ];
}
