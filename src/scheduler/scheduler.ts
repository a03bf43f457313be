/**
 * Runs the registered daily jobs for every date since the platform's first
 * business date, in time order, up to a given instant. A cursor in
 * platform_state remembers the earliest date that may still have work, so a
 * tick costs one small query however long the platform has been running; a
 * process that was down catches up in order when it comes back.
 *
 * This is the scheduler's public module: besides `Scheduler`, other contexts
 * take from here the daily-job contract (`DailyJob`, `claimJobRun`, which
 * claims a job's run in the caller's transaction) and the sandbox clock's
 * save and exclusive advance; never `jobs.ts`, `sandbox-clock.ts` or the
 * repository directly. None of these ends with an `AppError` or a rejection
 * reason.
 */
import { addDays, isWorkingDay, startOfDayUtc, toBusinessDate } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import { isDatabaseUnavailable, isTransientFailure } from '../platform/outage.js';
import type { Db } from '../database.js';
import type { BusinessDate, DailyJob } from './jobs.js';
import { advanceCursor, completedRunsSince, readOrStartCursor } from './scheduler.repository.js';

export { claimJobRun } from './jobs.js';
export type { BusinessDate, DailyJob } from './jobs.js';
export { exclusiveAdvance, saveSandboxClock } from './sandbox-clock.js';

const CURSOR_KEY = 'scheduler_cursor';

/**
 * Tries of one run when it clashes with concurrent work (serialization
 * failure, deadlock, a lock not available). Every job is idempotent (it claims
 * its date in its own transaction), so a run that lost a clash runs again at
 * once: most often it then finds its date claimed by the process it clashed
 * with and does nothing. A clash is nobody's fault and must not fail a pass
 * (nor the sandbox's clock advance that drives it).
 */
const TRIES_ON_CLASH = 5;

export interface DueRun {
  job: DailyJob;
  date: BusinessDate;
  dueAt: Date;
}

/**
 * Work due at instants of its own rather than at a daily time (an approved
 * change scheduled for 09:00 on a date): the scheduler runs it in time order
 * with the daily jobs, so that the sandbox's clock moves through both alike.
 */
export interface TimedWork {
  name: string;
  /** The instants at or before `upTo` at which it has work (a bounded few, earliest first). */
  dueTimes(upTo: Date): Promise<Date[]>;
  /** Does the work due at or before `at`; idempotent (run twice, the second changes nothing). */
  runDue(at: Date): Promise<unknown>;
}

export interface RunHooks {
  /** Called before each run, in order (the sandbox moves its clock to `run.dueAt` here). */
  beforeRun?: (run: DueRun) => Promise<void> | void;
}

export class Scheduler {
  private readonly jobs: DailyJob[] = [];
  private readonly timed: TimedWork[] = [];
  private exclusive: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Failures runOne has logged already (with the job's name), so the tick does not log them again. */
  private readonly loggedFailures = new WeakSet<object>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  register(job: DailyJob): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.jobs.push(job);
  }

  registerTimed(work: TimedWork): void {
    this.timed.push(work);
  }

  get registeredJobs(): readonly DailyJob[] {
    return this.jobs;
  }

  /** Records the platform's first business date (today) unless one is already recorded. */
  async ensureCursor(): Promise<BusinessDate> {
    return readOrStartCursor(this.db, CURSOR_KEY, toBusinessDate(this.clock.now()), this.clock.now());
  }

  private async saveCursor(date: BusinessDate): Promise<void> {
    await advanceCursor(this.db, CURSOR_KEY, date, this.clock.now());
  }

  /** The (job, date) pairs due at or before `upTo` that have not run, in the order they must run. */
  async dueRuns(upTo: Date): Promise<{ runs: DueRun[]; nextCursor: BusinessDate }> {
    const cursor = await this.ensureCursor();
    const lastDate = toBusinessDate(upTo);
    const done = await completedRunsSince(this.db, cursor);
    const runs: DueRun[] = [];
    let nextCursor = lastDate < cursor ? cursor : lastDate;
    for (let date = cursor; date <= lastDate; date = addDays(date, 1)) {
      const working = isWorkingDay(date);
      for (const job of this.jobs) {
        if (job.days === 'working' && !working) continue;
        const dueAt = new Date(startOfDayUtc(date).getTime() + job.dueAtMinutesUtc * 60_000);
        if (dueAt.getTime() > upTo.getTime()) {
          if (date < nextCursor) nextCursor = date;
          continue;
        }
        if (!done.has(`${job.name}|${date}`)) runs.push({ job, date, dueAt });
      }
    }
    for (const work of this.timed) {
      for (const dueAt of await work.dueTimes(upTo)) {
        // A run of its own at its instant, ahead of a daily job due at the same one (order -1).
        const job: DailyJob = { name: work.name, days: 'calendar', dueAtMinutesUtc: 0, order: -1, run: async () => void (await work.runDue(dueAt)) };
        runs.push({ job, date: toBusinessDate(dueAt), dueAt });
      }
    }
    runs.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.job.order - b.job.order || a.job.name.localeCompare(b.job.name));
    return { runs, nextCursor };
  }

  /**
   * Runs everything due up to `upTo`, one run at a time per process. A failing
   * run stops the pass (later work may depend on it) and is retried next time.
   */
  runDue(upTo: Date, hooks: RunHooks = {}): Promise<DueRun[]> {
    const pass = this.exclusive.then(async () => {
      const { runs, nextCursor } = await this.dueRuns(upTo);
      for (const run of runs) {
        await hooks.beforeRun?.(run);
        await this.runOne(run);
      }
      await this.saveCursor(nextCursor);
      return runs;
    });
    this.exclusive = pass.catch(() => undefined);
    return pass;
  }

  /**
   * One run, again at once when it clashes with concurrent work (TRIES_ON_CLASH). A failure that stays is logged
   * with the job's name and date before it ends the pass: the error alone (a serialization failure, a constraint)
   * does not say which job met it.
   */
  private async runOne(run: DueRun): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await run.job.run(run.date);
        return;
      } catch (error) {
        if (attempt < TRIES_ON_CLASH && isTransientFailure(error) && !isDatabaseUnavailable(error)) continue;
        this.log(error, `the scheduled job ${run.job.name} of ${run.date} failed${attempt > 1 ? ` after ${attempt} tries` : ''}; it runs again at the next pass`);
        if (typeof error === 'object' && error !== null) this.loggedFailures.add(error);
        throw error;
      }
    }
  }

  /** Background ticking for ROLE=all and ROLE=worker. */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.runDue(this.clock.now())
        // A run's failure was logged by runOne, with the job's name; what else fails here is the cursor's reading or saving.
        .catch((error) => {
          if (!(typeof error === 'object' && error !== null && this.loggedFailures.has(error)))
            this.log(error, 'the scheduler failed to read or save its cursor; retrying at the next tick');
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.exclusive;
  }
}
