/**
 * Test helpers for the ledger: the sum of an account's entries, and the
 * interest jobs run date by date as the scheduler would.
 */
import { sql } from 'kysely';
import type { BusinessDate } from '../src/calendar/calendar.js';
import type { Db } from '../src/database.js';
import type { DailyJob } from '../src/scheduler/jobs.js';

/** The sum of an account's ledger entries. */
export async function ledgerSum(db: Db, depositAccountId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('deposit_account_id', '=', depositAccountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** Runs the jobs of each date in order, as the scheduler would (due time, then order). */
export async function runInterestJobsForDates(jobs: DailyJob[], dates: Iterable<BusinessDate>): Promise<void> {
  const ordered = [...jobs].sort((a, b) => a.dueAtMinutesUtc - b.dueAtMinutesUtc || a.order - b.order);
  for (const date of dates) for (const job of ordered) await job.run(date);
}
