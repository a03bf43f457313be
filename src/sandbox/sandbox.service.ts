/**
 * Sandbox time control: move the platform's clock forward and run, in time
 * order, everything that falls due on the way (instruction processing, the
 * cut-off, settlement, accrual, interest posting, maturity).
 */
import { OffsetClock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import type { Platform } from '../platform/platform.js';
import { saveSandboxClock } from '../platform/sandbox-clock.js';

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
  constructor(private readonly platform: Platform) {}

  now(): Date {
    return this.platform.clock.now();
  }

  /** Everything due now: pending requests first, then due jobs; answers when idle. */
  async runDue(): Promise<RunReport> {
    const resolved = await this.platform.processor.drain();
    const runs = await this.platform.scheduler.runDue(this.platform.clock.now());
    const after = await this.platform.processor.drain();
    return {
      now: this.platform.clock.now(),
      instructionRequestsResolved: resolved + after,
      jobsRun: runs.map((r) => ({ job: r.job.name, date: r.date, dueAt: r.dueAt })),
    };
  }

  async advance(input: AdvanceInput): Promise<RunReport> {
    const clock = this.platform.adjustableClock;
    if (!clock) throw new AppError('Conflict', 'This platform has no adjustable clock.');
    const from = clock.now();
    let target: Date;
    if (input.to !== undefined) {
      if (input.days !== undefined || input.hours !== undefined) {
        throw AppError.validation([{ field: 'to', reason: 'format' }], 'Give either to, or days and/or hours, not both.');
      }
      target = input.to;
    } else {
      const ms = ((input.days ?? 0) * 24 + (input.hours ?? 0)) * 3_600_000;
      target = new Date(from.getTime() + ms);
    }
    if (target.getTime() <= from.getTime()) {
      throw AppError.validation(
        [{ field: input.to !== undefined ? 'to' : 'days', reason: 'range' }],
        `The sandbox clock only moves forward: ${target.toISOString()} is not after ${from.toISOString()}.`,
      );
    }
    // Requests already submitted are processed at the time they were waiting in, before time moves.
    const resolved = await this.platform.processor.drain();
    const runs = await this.platform.scheduler.runDue(target, {
      beforeRun: (run) => clock.advanceTo(run.dueAt),
    });
    clock.advanceTo(target);
    const after = await this.platform.processor.drain();
    if (clock instanceof OffsetClock) await saveSandboxClock(this.platform.database, clock);
    return {
      now: clock.now(),
      instructionRequestsResolved: resolved + after,
      jobsRun: runs.map((r) => ({ job: r.job.name, date: r.date, dueAt: r.dueAt })),
    };
  }
}
