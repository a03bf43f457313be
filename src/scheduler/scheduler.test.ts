/**
 * The scheduler's own rules, on a platform's database: a run that clashes with
 * concurrent work runs again at once (jobs are idempotent), and a run that
 * fails for good is logged with its job's name and date (issue 45: a job
 * failing on a serialization conflict was logged without its name, and the
 * sandbox's clock advance that drove it answered 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { ManualClock } from '../platform/clock.js';
import { Scheduler, type DailyJob } from './scheduler.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2026-03-02T09:00:00Z' });
});
afterAll(async () => t?.close());

/** What PostgreSQL answers a transaction that lost a clash: SQLSTATE 40001, as node-postgres gives it. */
function serializationFailure(): Error {
  return Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001', severity: 'ERROR' });
}

function schedulerWith(job: Omit<DailyJob, 'days' | 'dueAtMinutesUtc' | 'order'>) {
  const logged: { error: unknown; message: string }[] = [];
  const scheduler = new Scheduler(t.platform.db, new ManualClock('2026-03-02T09:00:00Z'), (error, message) => logged.push({ error, message }));
  scheduler.register({ days: 'calendar', dueAtMinutesUtc: 0, order: 0, ...job });
  return { scheduler, logged };
}

describe('the scheduler', () => {
  it('runs a job again at once when it clashes with concurrent work, and the pass succeeds', async () => {
    let tries = 0;
    const { scheduler, logged } = schedulerWith({
      name: 'clashes-twice',
      run: async () => {
        tries++;
        if (tries <= 2) throw serializationFailure();
      },
    });
    const runs = await scheduler.runDue(new Date('2026-03-02T09:00:00Z'));
    expect(runs.map((run) => `${run.job.name} ${run.date}`)).toEqual(['clashes-twice 2026-03-02']);
    expect(tries).toBe(3);
    expect(logged).toEqual([]);
  });

  it('logs a run that keeps failing with its job and date, and ends the pass with its error', async () => {
    const failure = new Error('duplicate key value violates unique constraint');
    const { scheduler, logged } = schedulerWith({
      name: 'fails-for-good',
      run: () => Promise.reject(failure),
    });
    await expect(scheduler.runDue(new Date('2026-03-02T09:00:00Z'))).rejects.toBe(failure);
    expect(logged).toEqual([{ error: failure, message: 'the scheduled job fails-for-good of 2026-03-02 failed; it runs again at the next pass' }]);
  });

  it('gives up on a clash that never clears after five tries, naming the job', async () => {
    let tries = 0;
    const { scheduler, logged } = schedulerWith({
      name: 'always-clashes',
      run: () => {
        tries++;
        return Promise.reject(serializationFailure());
      },
    });
    await expect(scheduler.runDue(new Date('2026-03-02T09:00:00Z'))).rejects.toMatchObject({ code: '40001' });
    expect(tries).toBe(5);
    expect(logged.map((entry) => entry.message)).toEqual(['the scheduled job always-clashes of 2026-03-02 failed after 5 tries; it runs again at the next pass']);
  });
});
