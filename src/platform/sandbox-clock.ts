/**
 * The sandbox clock follows wall time plus an offset that only grows, and the
 * offset is kept in the database so a restart does not send time backwards.
 */
import { sql } from 'kysely';
import { OffsetClock, systemClock } from './clock.js';
import type { Db } from './db.js';

const KEY = 'sandbox_clock_offset_ms';

export async function loadSandboxClock(db: Db): Promise<OffsetClock> {
  const row = await db.selectFrom('platform_state').select('value').where('key', '=', KEY).executeTakeFirst();
  const offset = row ? Number((row.value as { offsetMs: number }).offsetMs) : 0;
  return new OffsetClock(Number.isFinite(offset) ? offset : 0);
}

export async function saveSandboxClock(db: Db, clock: OffsetClock): Promise<void> {
  await sql`
    INSERT INTO platform_state (key, value, updated_at)
    VALUES (${KEY}, ${JSON.stringify({ offsetMs: clock.offset })}, ${systemClock.now()})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
  `.execute(db);
}
