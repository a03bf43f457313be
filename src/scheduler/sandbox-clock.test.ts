/** The sandbox clock is one clock for every process sharing the database. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reusableTestDatabase, type ReusableTestDatabase } from '../../test/helpers.js';
import { waitFor } from '../../test/wait.js';
import { OffsetClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db.js';
import type { Database, PlatformDatabase } from '../database.js';
import { exclusiveAdvance, followSandboxClock, loadSandboxClock, saveSandboxClock } from './sandbox-clock.js';

const DAY_MS = 86_400_000;

let reusable: ReusableTestDatabase;
const opened: PlatformDatabase[] = [];
const open = async () => {
  const database = await openDatabase<Database>({ dataDir: reusable.dataDir ?? 'memory://', databaseUrl: process.env.DATABASE_URL, schema: reusable.schema });
  opened.push(database);
  return database;
};

beforeEach(async () => {
  reusable = await reusableTestDatabase();
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await reusable.remove();
});

describe('the sandbox clock shared through the database', () => {
  it("moves another process's clock when one process advances and saves it, and never moves it back", async () => {
    const first = await open();
    await first.migrate();
    // On PostgreSQL a second connection pool, as a second process has; PGlite has one owner, so the same handle.
    const second = process.env.DATABASE_URL ? await open() : first;
    const advancing = await loadSandboxClock(first.db);
    const following = await loadSandboxClock(second.db);
    await followSandboxClock(second, following);

    const target = new Date(advancing.now().getTime() + 3 * DAY_MS);
    advancing.advanceTo(target);
    await saveSandboxClock(first, advancing);
    // A generous timeout: under a loaded CI machine the notification can take seconds to arrive.
    await waitFor(() => following.offset === advancing.offset, { timeoutMs: 20_000, what: 'the follower to take up the advance' });
    // The follower shows the instant advanced to, or later. (Not an offset of three whole days: the
    // milliseconds between reading now() and advancing come off it, which once made this test fail.)
    expect(following.now().getTime()).toBeGreaterThanOrEqual(target.getTime());

    // A process that restarts takes up the saved offset too.
    expect((await loadSandboxClock(second.db)).offset).toBe(advancing.offset);

    // An older offset, woken for again, does not send the follower back: once the follower has taken up that
    // wake-up (read the saved offset and raised its clock to it), its clock is where it was.
    const behind = await loadSandboxClock(first.db);
    following.raiseOffsetTo(following.offset + DAY_MS);
    const raised = vi.spyOn(following, 'raiseOffsetTo');
    await saveSandboxClock(first, behind);
    await waitFor(() => raised.mock.calls.length > 0, { what: 'the follower to take up the wake-up' });
    expect(raised).toHaveBeenCalledWith(advancing.offset);
    expect(following.offset).toBe(advancing.offset + DAY_MS);
  });
});

describe('one advance at a time per database', () => {
  it('refuses a second advance while one runs, in this process and (PostgreSQL) in another, and frees the lock after', async () => {
    const first = await open();
    await first.migrate();
    // On PostgreSQL a second pool stands for a second process; PGlite has one owner, so the same handle.
    const second = process.env.DATABASE_URL ? await open() : first;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const running = exclusiveAdvance(first, async () => {
      entered();
      await gate;
      return 'first';
    });
    await inside;
    expect(await exclusiveAdvance(first, async () => 'same process')).toEqual({ ran: false });
    expect(await exclusiveAdvance(second, async () => 'other process')).toEqual({ ran: false });
    release();
    expect(await running).toEqual({ ran: true, value: 'first' });
    expect(await exclusiveAdvance(second, async () => 'after')).toEqual({ ran: true, value: 'after' });
    // A failing advance frees it too.
    await expect(exclusiveAdvance(first, async () => Promise.reject(new Error('died')))).rejects.toThrow('died');
    expect(await exclusiveAdvance(second, async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('never saves the clock back', async () => {
    const database = await open();
    await database.migrate();
    const ahead = await loadSandboxClock(database.db);
    ahead.advanceTo(new Date(ahead.now().getTime() + 5 * DAY_MS));
    await saveSandboxClock(database, ahead);
    // A process that loaded the clock earlier, one day ahead only.
    await saveSandboxClock(database, new OffsetClock(DAY_MS));
    expect((await loadSandboxClock(database.db)).offset).toBe(ahead.offset);
  });
});
