/**
 * The sandbox clock never goes back, a crash included (docs/decisions/quality-targets.md calendar;
 * issue 14, items 2 and 5): an advance saves its progress as it goes, and two
 * advances at once behave alike on PGlite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayUtc } from '../calendar/calendar.js';
import { expectErrorBody, reusableTestDatabase, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import type { Database, PlatformDatabase } from '../database.js';
import { closePlatform, createPlatform, type Platform } from '../composition/platform.js';
import { loadSandboxClock } from '../scheduler/sandbox-clock.js';
import { SandboxService } from './sandbox.service.js';

const DAY_MS = 86_400_000;

describe('two advances at once', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // Tokens on the wall clock, as main.ts runs the sandbox: advances move the business clock by days.
    t = await startTestPlatform({ tokenClock: systemClock });
  });
  afterAll(async () => t?.close());

  it('runs one and answers the other 409, on either database, and the clock moves once', async () => {
    const partner = await t.newPartner();
    await partner.headers();
    // Holds the first advance inside its first job until the second has been answered (or 5 s, so old code fails rather than hangs).
    let entered!: () => void;
    const inJob = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => release(), 5000);
    t.platform.scheduler.register({
      name: 'test-holds-the-first-advance',
      days: 'calendar',
      dueAtMinutesUtc: 23 * 60,
      order: 99,
      run: async () => {
        entered();
        await gate;
      },
    });
    const before = t.platform.clock.now().getTime();
    const advance = () => t.as(partner, { method: 'POST', url: '/sandbox/clock/advance', payload: { days: 10 } });
    const first = advance();
    await inJob;
    const second = await advance();
    release();
    clearTimeout(timer);
    expect((await first).statusCode).toBe(200);
    expectErrorBody(second, 409, 'Conflict');
    expect(t.platform.clock.now().getTime() - before).toBe(10 * DAY_MS);

    // Once it has answered, the next advance runs.
    const next = await advance();
    expect(next.statusCode).toBe(200);
    expect(t.platform.clock.now().getTime() - before).toBe(20 * DAY_MS);
  });
});

describe('the largest step', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ tokenClock: systemClock });
  });
  afterAll(async () => t?.close());

  // Issue 47: an advance runs before it answers, and ten years of it took minutes, past a client's timeout.
  it('refuses more than 366 days with 400 naming the step, moving nothing, in each of the three forms', async () => {
    const partner = await t.newPartner();
    const before = t.platform.clock.now().getTime();
    const advance = (payload: Record<string, unknown>) => t.as(partner, { method: 'POST', url: '/sandbox/clock/advance', payload });
    const to = new Date(before + 367 * DAY_MS).toISOString();
    for (const payload of [{ days: 367 }, { hours: 367 * 24 }, { days: 366, hours: 1 }, { to }]) {
      const body = expectErrorBody(await advance(payload), 400, 'ValidationFailed');
      expect(body.ErrorDescription, JSON.stringify(payload)).toMatch(/366 days/);
    }
    expect(t.platform.clock.now().getTime()).toBe(before);
    // The service refuses it too, whoever calls it.
    await expect(new SandboxService(t.platform).advance({ to: new Date(to) })).rejects.toThrow(/at most 366 days/);
    expect(t.platform.clock.now().getTime()).toBe(before);
  });
});

describe('an advance that dies part-way', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function sandboxPlatform(reusable: { dataDir?: string; schema?: string }): Promise<{ platform: Platform; database: PlatformDatabase }> {
    const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
    const database = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: reusable.dataDir ?? 'memory://', schema: reusable.schema, poolSize: 5 });
    await database.migrate();
    const clock = await loadSandboxClock(database.db);
    const platform = await createPlatform(config, database, clock, clock);
    return { platform, database };
  }

  it('leaves the saved clock at or after every job that ran', async () => {
    const reusable = await reusableTestDatabase();
    cleanups.push(() => reusable.remove());
    const { platform } = await sandboxPlatform(reusable);
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await closePlatform(platform);
    });
    const start = platform.clock.now();
    // The process "dies" in the middle of the sixth day's jobs: a job that throws stops the advance there.
    const dieOn = new Date(start.getTime() + 6 * DAY_MS).toISOString().slice(0, 10);
    platform.scheduler.register({
      name: 'test-dies',
      days: 'calendar',
      dueAtMinutesUtc: 12 * 60,
      order: 99,
      run: async (date) => {
        if (date === dieOn) throw new Error('the process died here');
      },
    });
    await expect(new SandboxService(platform).advance({ days: 10 })).rejects.toThrow('the process died here');
    const jobs = new Map(platform.scheduler.registeredJobs.map((job) => [job.name, job]));
    await closePlatform(platform);
    closed = true;

    const runs = await (async () => {
      const database = await openDatabase<Database>({ databaseUrl: process.env.DATABASE_URL, dataDir: reusable.dataDir ?? 'memory://', schema: reusable.schema, poolSize: 2 });
      try {
        // Read directly on purpose: the scheduler offers no public read of its job runs.
        const rows = await database.db.selectFrom('scheduled_job_runs').select(['job_name', 'business_date']).execute();
        return { rows, clock: await loadSandboxClock(database.db) };
      } finally {
        await database.close();
      }
    })();
    const lastRun = Math.max(...runs.rows.map((r) => startOfDayUtc(r.business_date).getTime() + (jobs.get(r.job_name)?.dueAtMinutesUtc ?? 0) * 60_000));
    // Days of jobs did run before it died.
    expect(lastRun).toBeGreaterThan(start.getTime() + 5 * DAY_MS);
    expect(runs.clock.now().getTime()).toBeGreaterThanOrEqual(lastRun);
  });
});
