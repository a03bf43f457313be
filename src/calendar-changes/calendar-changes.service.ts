/**
 * The operator's one-off changes to the bank-holiday rules: set or remove one
 * date's change, or import the published list (published-bank-holidays.ts),
 * each audited in its own transaction. Every process holds the changes in
 * memory (calendar.ts useOperatorChanges, since the calendar's functions are
 * asked constantly and synchronously): loaded at start, and reloaded when any
 * process announces a change, before that change's answer is sent.
 *
 * A change applies to what is computed after it (a batch date, a notice
 * date); dates already fixed (a batch's date, an account's maturity) keep.
 */
import type { AuditRecorder } from '../audit/audit.js';
import type { Db } from '../database.js';
import type { Clock } from '../platform/clock.js';
import type { DatabaseHandle } from '../platform/db.js';
import { AppError } from '../platform/errors.js';
import { type BankHoliday, type CalendarChange, bankHolidaysOf, isBusinessDate, useOperatorChanges } from '../calendar/calendar.js';
import {
  type CalendarChangeRecord,
  deleteCalendarChange,
  deleteCalendarChangesOfYears,
  findCalendarChange,
  listCalendarChanges,
  upsertCalendarChange,
} from './calendar-changes.repository.js';
import { changesFromPublishedList, PublishedListError } from '../calendar/published-bank-holidays.js';

export type { CalendarChangeRecord };

/** Where a change of the calendar is announced to every process. */
const CALENDAR_CHANNEL = 'calendar_changes';

/** The years the calendar is asked about: wider than any deposit's life, narrow enough to mean a typo when outside. */
export const CALENDAR_YEARS = { first: 1971, last: 2200 } as const;

export interface ImportOutcome {
  years: number[];
  changes: CalendarChange[];
}

export class CalendarChangesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: Pick<DatabaseHandle<unknown>, 'announce' | 'onWake'>,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  /**
   * Loads the changes into this process's calendar, and reloads them whenever
   * any process announces a change.
   *
   * Errors: none (no `AppError`); a failed reload is logged, not thrown.
   */
  async follow(): Promise<() => void> {
    await this.install();
    return this.notifications.onWake(CALENDAR_CHANNEL, () => {
      this.install().catch((error) => this.log(error, 'the calendar changes could not be reloaded; the ones loaded before stay in force'));
    });
  }

  /**
   * Every operator change of the calendar.
   *
   * Errors: none.
   */
  async list(): Promise<CalendarChangeRecord[]> {
    return listCalendarChanges(this.db);
  }

  /**
   * A year's bank holidays, as the platform computes them now.
   *
   * Errors: `ValidationFailed` (the year is outside 1971 to 2200,
   * CALENDAR_YEARS).
   */
  holidays(year: number): BankHoliday[] {
    requireYear(year, 'year');
    return bankHolidaysOf(year);
  }

  /**
   * Sets a date's change: a bank holiday added on it, or the standing one there
   * removed.
   *
   * Errors: `ValidationFailed` (the date is not YYYY-MM-DD, or its year is
   * outside CALENDAR_YEARS).
   */
  async setChange(change: CalendarChange, audit?: AuditRecorder): Promise<CalendarChangeRecord> {
    requireDate(change.date);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = (await findCalendarChange(trx, change.date)) ?? null;
      await upsertCalendarChange(trx, change, now);
      await audit?.(trx, { objectType: 'calendar-change', objectId: change.date, before: before && plain(before), after: plain(change) });
    });
    await this.announce();
    return { ...change, changedAt: now };
  }

  /**
   * Removes a date's change: the date follows the standing rules (and the
   * shipped one-offs) again.
   *
   * Errors: `ValidationFailed` (the date is not YYYY-MM-DD, or its year is
   * outside CALENDAR_YEARS), `NotFound` (no change on that date).
   */
  async removeChange(date: string, audit?: AuditRecorder): Promise<void> {
    requireDate(date);
    await this.db.transaction().execute(async (trx) => {
      const before = await findCalendarChange(trx, date);
      if (!before || !(await deleteCalendarChange(trx, date))) throw AppError.notFound(`A calendar change on ${date}`);
      await audit?.(trx, { objectType: 'calendar-change', objectId: date, before: plain(before), after: null });
    });
    await this.announce();
  }

  /**
   * The date's change as it stands, checked for a new change (`setChange`,
   * a change given) or a removal (`removeChange`, none) as those check it,
   * writing nothing (four eyes: docs/four-eyes.md).
   *
   * Errors: as `setChange` (a change given) or `removeChange` (none).
   */
  async previewChange(date: string, change?: CalendarChange): Promise<CalendarChangeRecord | undefined> {
    requireDate(date);
    const before = await findCalendarChange(this.db, date);
    if (change === undefined && !before) throw AppError.notFound(`A calendar change on ${date}`);
    return before;
  }

  /**
   * What importing the published list would make of its years, checked as
   * `importPublished` checks it, writing nothing (four eyes).
   *
   * Errors: as `importPublished`.
   */
  previewImport(list: unknown): ImportOutcome {
    const outcome = publishedChanges(list);
    for (const year of outcome.years) requireYear(year, 'body');
    return outcome;
  }

  /**
   * Makes every year of the published list exactly what it publishes: that
   * year's earlier changes are replaced.
   *
   * Errors: `ValidationFailed` (the list is not a published bank-holiday list,
   * or holds a year outside CALENDAR_YEARS).
   */
  async importPublished(list: unknown, audit?: AuditRecorder): Promise<ImportOutcome> {
    const outcome = this.previewImport(list);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const range = { from: outcome.years[0], to: outcome.years[outcome.years.length - 1] };
      const before = (await listCalendarChanges(trx, range)).filter((c) => outcome.years.includes(Number(c.date.slice(0, 4))));
      await deleteCalendarChangesOfYears(trx, outcome.years);
      for (const change of outcome.changes) await upsertCalendarChange(trx, change, now);
      await audit?.(trx, {
        objectType: 'calendar',
        objectId: `${range.from}-${range.to}`,
        before: before.map(plain),
        after: outcome.changes.map(plain),
      });
    });
    await this.announce();
    return outcome;
  }

  private async install(): Promise<void> {
    useOperatorChanges(await listCalendarChanges(this.db));
  }

  /** Reloads here, then tells the other processes; the answer waits for both. */
  private async announce(): Promise<void> {
    await this.install();
    try {
      await this.notifications.announce(CALENDAR_CHANNEL);
    } catch (error) {
      // Committed and in force here; the others pick it up at their next start or announcement.
      this.log(error, 'a calendar change could not be announced to the other processes');
    }
  }
}

/** The list's changes, or a ValidationFailed saying why it is not a published list. */
function publishedChanges(list: unknown): ImportOutcome {
  try {
    return changesFromPublishedList(list);
  } catch (error) {
    if (error instanceof PublishedListError) throw AppError.validation([{ field: 'body', reason: 'format' }], error.message);
    throw error;
  }
}

function plain(change: CalendarChange) {
  return { date: change.date, change: change.change, name: change.name };
}

function requireYear(year: number, field: string): void {
  if (!Number.isInteger(year) || year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) {
    throw AppError.validation([{ field, reason: 'range' }], `The calendar keeps the years ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}; ${year} is outside them.`);
  }
}

function requireDate(date: string): void {
  if (!isBusinessDate(date)) throw AppError.validation([{ field: 'date', reason: 'format' }], `${date} is not a date YYYY-MM-DD.`);
  requireYear(Number(date.slice(0, 4)), 'date');
}
