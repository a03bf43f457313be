/**
 * The batches' daily jobs. The cut-off locks each working day's Open batches.
 * In the sandbox, settlement runs an hour after the cut-off and settles every
 * Closed batch dated that day or earlier (a batch closed later than that
 * settles at the next working day's run). In production, settlement is the
 * operator's confirmation that the payments went through.
 */
import { parseCutoff } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { claimJobRun, type DailyJob } from '../scheduler/scheduler.js';
import type { BatchesService } from './batches.service.js';

export const LOCK_JOB = 'lock-instruction-batches';
export const SETTLE_JOB = 'settle-instruction-batches';
/** Minutes after the cut-off at which the sandbox settles Closed batches. */
export const SANDBOX_SETTLEMENT_DELAY_MINUTES = 60;

export const PAYMENT_RUN_JOB = 'payment-run';

export interface SettlementSteps {
  /** Before the day's batches settle (the sandbox bank books the partners' payments). */
  beforeSettlement?(date: string): Promise<void>;
  /** After they settle: the payment run (and, in the sandbox, the bank's answers). */
  afterSettlement(date: string): Promise<void>;
}

export function batchJobs(db: Db, clock: Clock, batches: BatchesService, options: { cutoffUtc: string; settleAutomatically: boolean; steps: SettlementSteps }): DailyJob[] {
  const cutoff = parseCutoff(options.cutoffUtc);
  const lock: DailyJob = {
    name: LOCK_JOB,
    days: 'working',
    dueAtMinutesUtc: cutoff,
    order: 10,
    async run(date) {
      await db.transaction().execute(async (trx) => {
        if (!(await claimJobRun(trx, LOCK_JOB, date, clock.now()))) return;
        await batches.lockBatchesAtCutoff(trx, date);
      });
    },
  };
  const settle: DailyJob = {
    name: SETTLE_JOB,
    days: 'working',
    dueAtMinutesUtc: cutoff + SANDBOX_SETTLEMENT_DELAY_MINUTES,
    order: 20,
    async run(date) {
      // Each batch settles in its own guarded transaction, so re-running is harmless;
      // the run is recorded only once all of them are through.
      await options.steps.beforeSettlement?.(date);
      await batches.settleDueBatches(date);
      await options.steps.afterSettlement(date);
      await db.transaction().execute(async (trx) => {
        await claimJobRun(trx, SETTLE_JOB, date, clock.now());
      });
    },
  };
  // Where the operator settles (production): the batches settled are paid by the day's run, half an hour after the
  // time the sandbox settles. The sandbox's settlement job runs the same steps itself, so it has no second run.
  const paymentRun: DailyJob = {
    name: PAYMENT_RUN_JOB,
    days: 'working',
    dueAtMinutesUtc: cutoff + SANDBOX_SETTLEMENT_DELAY_MINUTES + 30,
    order: 30,
    async run(date) {
      await options.steps.afterSettlement(date);
      await db.transaction().execute(async (trx) => {
        await claimJobRun(trx, PAYMENT_RUN_JOB, date, clock.now());
      });
    },
  };
  return options.settleAutomatically ? [lock, settle] : [lock, paymentRun];
}
