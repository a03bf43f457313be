/**
 * The sandbox clock follows wall time plus an offset that only grows, and the
 * offset is kept in the database so a restart does not send time backwards.
 *
 * Several processes may share one database (ROLE=api and ROLE=worker on
 * PostgreSQL). The process that serves `/sandbox/clock/advance` saves the new
 * offset and wakes the others, which reload it: otherwise a worker would go on
 * placing instructions in batches of the day the sandbox has already left.
 *
 * An advance saves the clock as it goes, at each job's due time before the job
 * runs, so a process that dies mid-advance restarts at or after every job that
 * ran (issue 14): never before a cut-off whose lock already happened. One
 * advance runs at a time per database; another one meanwhile is refused with
 * 409 (exclusiveAdvance).
 */
import { OffsetClock, systemClock } from '../platform/clock.js';
import type { PlatformDatabase, Db } from '../database.js';
import { advisoryUnlockInSchema, readSandboxClockOffset, saveSandboxClockOffset, tryAdvisoryLockInSchema } from './scheduler.repository.js';

const KEY = 'sandbox_clock_offset_ms';
const CHANNEL = 'sandbox_clock';
const ADVANCE_LOCK = 'sandbox_clock_advance';

export async function loadSandboxClock(db: Db): Promise<OffsetClock> {
  return new OffsetClock(await readSandboxClockOffset(db, KEY));
}

/**
 * Saves the clock's offset and tells every process sharing the database to
 * take it up. A smaller offset than the one saved changes nothing: the saved
 * clock never moves back either.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function saveSandboxClock(database: PlatformDatabase, clock: OffsetClock): Promise<void> {
  await saveSandboxClockOffset(database.db, KEY, clock.offset, systemClock.now());
  database.wake(CHANNEL);
}

/** Databases on which this process is advancing the sandbox clock now. */
const advancing = new WeakSet<PlatformDatabase>();

/**
 * Runs `work` unless an advance of the sandbox clock is already running on this
 * database, in this process or (PostgreSQL) in any other; answers whether it
 * ran. PGlite has one process by construction (it locks its data directory),
 * so the in-process mark is enough there. On PostgreSQL a session advisory
 * lock, held on a connection reserved for the advance, covers other processes,
 * and a process that dies drops its connection and with it the lock. The key
 * is per schema, as each test file has its own.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function exclusiveAdvance<T>(database: PlatformDatabase, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (advancing.has(database)) return { ran: false };
  advancing.add(database);
  try {
    if (database.kind !== 'postgres') return { ran: true, value: await work() };
    return await database.db.connection().execute(async (connection) => {
      if (!(await tryAdvisoryLockInSchema(connection, ADVANCE_LOCK))) return { ran: false } as const;
      try {
        return { ran: true, value: await work() } as const;
      } finally {
        await advisoryUnlockInSchema(connection, ADVANCE_LOCK).catch(() => undefined);
      }
    });
  } finally {
    advancing.delete(database);
  }
}

/**
 * Keeps this process's clock in step with advances saved by any process; the
 * clock only moves forward, so a wake-up for an older offset changes nothing.
 * Resolves with the function that stops following.
 */
export function followSandboxClock(database: PlatformDatabase, clock: OffsetClock): Promise<() => void> {
  return database.onWake(CHANNEL, () => {
    readSandboxClockOffset(database.db, KEY).then(
      (offset) => clock.raiseOffsetTo(offset),
      // A database outage: the next advance wakes us again.
      () => undefined,
    );
  });
}
