/** The sandbox clock is one clock for every process sharing the database. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reusableTestDatabase, type ReusableTestDatabase } from '../../test/helpers.js';
import { openDatabase, type DatabaseHandle } from './db.js';
import { followSandboxClock, loadSandboxClock, saveSandboxClock } from './sandbox-clock.js';

const DAY_MS = 86_400_000;

let reusable: ReusableTestDatabase;
const opened: DatabaseHandle[] = [];
const open = async () => {
  const database = await openDatabase({ dataDir: reusable.dataDir ?? 'memory://', databaseUrl: process.env.DATABASE_URL, schema: reusable.schema });
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

    advancing.advanceTo(new Date(advancing.now().getTime() + 3 * DAY_MS));
    await saveSandboxClock(first, advancing);
    await vi.waitUntil(() => following.offset === advancing.offset, { timeout: 5000, interval: 20 });
    expect(following.offset).toBeGreaterThanOrEqual(3 * DAY_MS);

    // A process that restarts takes up the saved offset too.
    expect((await loadSandboxClock(second.db)).offset).toBe(advancing.offset);

    // An older offset, woken for again, does not send the follower back.
    const behind = await loadSandboxClock(first.db);
    following.raiseOffsetTo(following.offset + DAY_MS);
    await saveSandboxClock(first, behind);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(following.offset).toBe(advancing.offset + DAY_MS);
  });
});
