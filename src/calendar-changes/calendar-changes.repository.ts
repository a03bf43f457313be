/** SQL of the operator's one-off changes to the bank-holiday rules. */
import type { Db, Tx } from '../database.js';
import type { CalendarChange } from '../calendar/calendar.js';

export interface CalendarChangeRecord extends CalendarChange {
  changedAt: Date;
}

export async function listCalendarChanges(db: Db, years?: { from: number; to: number }): Promise<CalendarChangeRecord[]> {
  let query = db.selectFrom('calendar_changes').select(['change_date', 'change', 'name', 'changed_at']).orderBy('change_date');
  if (years) query = query.where('change_date', '>=', `${String(years.from).padStart(4, '0')}-01-01`).where('change_date', '<=', `${String(years.to).padStart(4, '0')}-12-31`);
  const rows = await query.execute();
  return rows.map((r) => ({ date: r.change_date, change: r.change, name: r.name, changedAt: r.changed_at }));
}

export async function findCalendarChange(db: Db, date: string): Promise<CalendarChangeRecord | undefined> {
  const row = await db.selectFrom('calendar_changes').select(['change_date', 'change', 'name', 'changed_at']).where('change_date', '=', date).executeTakeFirst();
  return row && { date: row.change_date, change: row.change, name: row.name, changedAt: row.changed_at };
}

/** Sets one date's change (replacing the date's earlier one). */
export async function upsertCalendarChange(trx: Tx, change: CalendarChange, now: Date): Promise<void> {
  await trx
    .insertInto('calendar_changes')
    .values({ change_date: change.date, change: change.change, name: change.name, changed_at: now })
    .onConflict((oc) => oc.column('change_date').doUpdateSet({ change: change.change, name: change.name, changed_at: now }))
    .execute();
}

/** Removes one date's change; false when it had none. */
export async function deleteCalendarChange(trx: Tx, date: string): Promise<boolean> {
  const result = await trx.deleteFrom('calendar_changes').where('change_date', '=', date).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every change in the given years (an import replaces them). */
export async function deleteCalendarChangesOfYears(trx: Tx, years: number[]): Promise<void> {
  if (years.length === 0) return;
  await trx
    .deleteFrom('calendar_changes')
    .where((eb) => eb.or(years.map((year) => eb.between('change_date', `${String(year).padStart(4, '0')}-01-01`, `${String(year).padStart(4, '0')}-12-31`))))
    .execute();
}
