/**
 * Sandbox time control: move the platform's clock forward and run, in time
 * order, everything that falls due on the way (instruction processing, the
 * cut-off, settlement, accrual, interest posting, maturity).
 */
import { type AdjustableClock, type Clock, OffsetClock } from '../platform/clock.js';
import type { PlatformDatabase } from '../database.js';
import { AppError } from '../platform/errors.js';
import { exclusiveAdvance, saveSandboxClock, type Scheduler } from '../scheduler/scheduler.js';

/**
 * What the sandbox's time control uses (the composition root passes the
 * platform, which has all of it).
 */
export interface SandboxServiceDeps {
  clock: Clock;
  /** Absent outside the sandbox: advance then answers 409. */
  adjustableClock: AdjustableClock | undefined;
  /** The clock is saved in it, and one advance at a time is held by its lock. */
  database: PlatformDatabase;
  /** The instruction engine: processes every pending request, resolves to how many. */
  processor: { drain(): Promise<number> };
  /** The daily jobs, run in time order up to an instant. */
  scheduler: Pick<Scheduler, 'runDue'>;
  /**
   * Webhook delivery: the events the work produced are delivered (a first
   * attempt each) before the sandbox answers, within the sandbox's delivery
   * budget; the calling partner's first and only theirs waited for.
   */
  webhookDispatcher: { deliverDue(options?: { forPartner?: string }): Promise<void> };
}

/**
 * The longest an advance moves the clock: a year, leap day included. An
 * advance runs all its work before it answers, and a span's work grows with
 * it (a one-year advance over 30 funded accounts is measured by `npm run
 * bench`, BENCH_ONLY=advance); ten years in one call held the request for
 * minutes, past a client's timeout (the SDK's is 30 s). Longer spans are
 * advanced in steps (issue 47; docs/instructions.md).
 */
export const MAX_ADVANCE_DAYS = 366;

export interface AdvanceInput {
  days?: number;
  hours?: number;
  to?: Date;
}

export interface RunReport {
  now: Date;
  instructionRequestsResolved: number;
  jobsRun: { job: string; date: string; dueAt: Date }[];
}

export class SandboxService {
  constructor(private readonly platform: SandboxServiceDeps) {}

  /**
   * The sandbox clock's time.
   *
   * Errors: none.
   */
  now(): Date {
    return this.platform.clock.now();
  }

  /**
   * Everything due now: pending requests first, then due jobs; answers when
   * idle, once the caller's events are delivered or the delivery budget is
   * spent. `caller` is the partner asking (its events are delivered first).
   *
   * Errors: none (no `AppError`); the requests it processes end with the
   * rejection reasons listed on `InstructionsService.submit`.
   */
  async runDue(caller?: string): Promise<RunReport> {
    const resolved = await this.platform.processor.drain();
    const runs = await this.platform.scheduler.runDue(this.platform.clock.now());
    const after = await this.platform.processor.drain();
    await this.platform.webhookDispatcher.deliverDue({ forPartner: caller });
    return {
      now: this.platform.clock.now(),
      instructionRequestsResolved: resolved + after,
      jobsRun: runs.map((r) => ({ job: r.job.name, date: r.date, dueAt: r.dueAt })),
    };
  }

  /**
   * Moves the clock forward, running in time order what falls due on the way.
   * One advance at a time per database (another gets 409: they would race over
   * one clock, and which of them counts would depend on the database). The
   * clock is saved at each job's due time before that job runs, so a crash
   * mid-way restarts it at or after the last job that ran, never before.
   *
   * The events of the work are delivered after the lock is let go (as runDue
   * does, for `caller` first): waiting on partners' endpoints inside it would
   * let one silent endpoint refuse every other advance with 409.
   *
   * Errors: `Conflict` (the platform has no adjustable clock, or another
   * advance is running), `ValidationFailed` (both to and days/hours are given,
   * the target is not after now, or it is more than MAX_ADVANCE_DAYS ahead:
   * refused before anything runs). The requests it processes end with the
   * rejection reasons listed on `InstructionsService.submit`.
   */
  async advance(input: AdvanceInput, caller?: string): Promise<RunReport> {
    const clock = this.platform.adjustableClock;
    if (!clock) throw new AppError('Conflict', 'This platform has no adjustable clock.');
    if (input.to !== undefined && (input.days !== undefined || input.hours !== undefined)) {
      throw AppError.validation([{ field: 'to', reason: 'format' }], 'Give either to, or days and/or hours, not both.');
    }
    const outcome = await exclusiveAdvance(this.platform.database, () => this.advanceAlone(clock, input));
    if (!outcome.ran) {
      throw new AppError('Conflict', 'An advance of the sandbox clock is already running; ask again once it has answered.');
    }
    await this.platform.webhookDispatcher.deliverDue({ forPartner: caller });
    return outcome.value;
  }

  private async advanceAlone(clock: AdjustableClock, input: AdvanceInput): Promise<RunReport> {
    const from = clock.now();
    const target = input.to ?? new Date(from.getTime() + ((input.days ?? 0) * 24 + (input.hours ?? 0)) * 3_600_000);
    if (target.getTime() <= from.getTime()) {
      throw AppError.validation(
        [{ field: input.to !== undefined ? 'to' : 'days', reason: 'range' }],
        `The sandbox clock only moves forward: ${target.toISOString()} is not after ${from.toISOString()}.`,
      );
    }
    if (target.getTime() - from.getTime() > MAX_ADVANCE_DAYS * 86_400_000) {
      throw AppError.validation(
        [{ field: input.to !== undefined ? 'to' : input.days !== undefined ? 'days' : 'hours', reason: 'range' }],
        `An advance moves the sandbox clock at most ${MAX_ADVANCE_DAYS} days (${MAX_ADVANCE_DAYS * 24} hours) at a time, and ${target.toISOString()} is further from ${from.toISOString()}: advance in steps of at most ${MAX_ADVANCE_DAYS} days.`,
      );
    }
    const save = async () => {
      if (clock instanceof OffsetClock) await saveSandboxClock(this.platform.database, clock);
    };
    // Requests already submitted are processed at the time they were waiting in, before time moves.
    const resolved = await this.platform.processor.drain();
    let savedAt = from.getTime();
    const runs = await this.platform.scheduler.runDue(target, {
      beforeRun: async (run) => {
        clock.advanceTo(run.dueAt);
        // Saved before the job commits: the stored clock is never behind a job that ran.
        if (run.dueAt.getTime() > savedAt) {
          await save();
          savedAt = run.dueAt.getTime();
        }
      },
    });
    clock.advanceTo(target);
    await save();
    const after = await this.platform.processor.drain();
    return {
      now: clock.now(),
      instructionRequestsResolved: resolved + after,
      jobsRun: runs.map((r) => ({ job: r.job.name, date: r.date, dueAt: r.dueAt })),
    };
  }
}
