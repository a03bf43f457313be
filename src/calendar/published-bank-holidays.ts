/**
 * The published bank-holiday list (the JSON format of gov.uk/bank-holidays.json:
 * one object per division, each with `events` of `{title, date, notes,
 * bunting}`), read for England and Wales and turned into one-off changes: for
 * every year the list covers, what the standing rules and the shipped one-offs
 * lack (added) and what they have that the list does not (removed). With those
 * changes installed, each covered year is exactly the published list.
 *
 * The file is checked whole before anything is taken from it: a list that is
 * not of that shape, or names a day twice, is refused with the first fault.
 */
import { type CalendarChange, isBusinessDate, SHIPPED_ONE_OFFS, standingBankHolidays } from './calendar.js';

/** The division whose holidays the platform keeps (its banks settle in England). */
const DIVISION = 'england-and-wales';
/** More than two centuries of holidays: a list longer than this is not a bank-holiday list. */
const MAX_EVENTS = 2_000;

export class PublishedListError extends Error {}

export interface PublishedChanges {
  /** The years the list covers, ascending: their one-off changes are replaced by `changes`. */
  years: number[];
  changes: CalendarChange[];
}

function readEvents(list: unknown): { date: string; title: string }[] {
  if (typeof list !== 'object' || list === null || Array.isArray(list)) throw new PublishedListError('The list must be a JSON object with one entry per division.');
  const division = (list as Record<string, unknown>)[DIVISION];
  if (typeof division !== 'object' || division === null) throw new PublishedListError(`The list has no "${DIVISION}" division.`);
  const events = (division as Record<string, unknown>).events;
  if (!Array.isArray(events) || events.length === 0) throw new PublishedListError(`"${DIVISION}".events must be a non-empty array.`);
  if (events.length > MAX_EVENTS) throw new PublishedListError(`"${DIVISION}".events has ${events.length} entries; at most ${MAX_EVENTS} are read.`);
  const seen = new Set<string>();
  return events.map((event: unknown, index) => {
    const { date, title } = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>;
    if (typeof date !== 'string' || !isBusinessDate(date)) throw new PublishedListError(`"${DIVISION}".events[${index}].date must be a date YYYY-MM-DD.`);
    if (typeof title !== 'string' || title.trim().length === 0 || title.length > 200) {
      throw new PublishedListError(`"${DIVISION}".events[${index}].title must be a name of 1 to 200 characters.`);
    }
    if (seen.has(date)) throw new PublishedListError(`"${DIVISION}".events[${index}].date ${date} appears twice.`);
    seen.add(date);
    return { date, title: title.trim() };
  });
}

/** The one-off changes that make each year the list covers exactly what it publishes. */
export function changesFromPublishedList(list: unknown): PublishedChanges {
  const events = readEvents(list);
  const years = [...new Set(events.map((e) => Number(e.date.slice(0, 4))))].sort((a, b) => a - b);
  const changes: CalendarChange[] = [];
  for (const year of years) {
    const prefix = `${String(year).padStart(4, '0')}-`;
    // What the code alone says of the year: the standing rules with the shipped one-offs.
    const base = new Map(standingBankHolidays(year).map((h) => [h.date, h.name]));
    for (const change of SHIPPED_ONE_OFFS) {
      if (!change.date.startsWith(prefix)) continue;
      if (change.change === 'add') base.set(change.date, change.name);
      else base.delete(change.date);
    }
    const published = new Map(events.filter((e) => e.date.startsWith(prefix)).map((e) => [e.date, e.title]));
    for (const [date, title] of published) if (!base.has(date)) changes.push({ date, change: 'add', name: title });
    for (const [date, name] of base) if (!published.has(date)) changes.push({ date, change: 'remove', name });
  }
  changes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { years, changes };
}
