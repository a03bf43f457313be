/**
 * The business calendar: which days money moves on, and how dates of notice,
 * maturity and batches are derived.
 *
 * Why it looks like this:
 * - Business dates are plain `YYYY-MM-DD` strings, not `Date`s. A `Date` is an
 *   instant, and an instant read in a local time zone can fall on another day;
 *   a batch, a maturity or a notice date is a calendar day, full stop. The one
 *   bridge from instants to days (toBusinessDate, batchDateFor) is in UTC.
 * - Date arithmetic is done on day numbers with integer civil-calendar formulas
 *   rather than through `Date`, so there is no time-zone, DST or two-digit-year
 *   (`Date.UTC(20, ...)` means 1920) trap anywhere.
 * - Bank holidays are England-and-Wales's standing rules, computed for any
 *   year (Easter from the Gregorian computus), plus one-off changes by
 *   proclamation: those known when this was written ship with the code
 *   (SHIPPED_ONE_OFFS), later ones are kept as data by the operator
 *   (calendar-changes.service.ts) and installed here with useOperatorChanges,
 *   in every process, whenever they change. The calendar never runs out; the
 *   table the platform shipped until 2030 is the test oracle of the rules.
 * - Nothing here reads the clock; every function takes its dates as arguments.
 */
/** A calendar day, `YYYY-MM-DD`, with UTC semantics. */
export type BusinessDate = string;

/** Units of a term or notice period, as the Products API names them. */
export type PeriodUnit = 'Day' | 'Month' | 'Year';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------------------------------------------------------------------------
// Day numbers (days since 1970-01-01), after H. Hinnant's civil-calendar
// algorithms: exact for the proleptic Gregorian calendar, integers only.

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function civilFromDays(dayNumber: number): [number, number, number] {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [month <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, month, day];
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parts(date: BusinessDate): [number, number, number] {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return [year, month, day];
    }
  }
  throw new RangeError(`"${String(date)}" is not a calendar date in the form YYYY-MM-DD`);
}

function format(year: number, month: number, day: number): BusinessDate {
  if (year < 1 || year > 9999) throw new RangeError(`year ${year} is outside 0001-9999`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDayNumber(date: BusinessDate): number {
  const [y, m, d] = parts(date);
  return daysFromCivil(y, m, d);
}

function fromDayNumber(dayNumber: number): BusinessDate {
  const [y, m, d] = civilFromDays(dayNumber);
  return format(y, m, d);
}

function requireInteger(value: number, name: string, min = Number.MIN_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer${min === 0 ? ' of 0 or more' : ''}, got ${String(value)}`);
  }
}

// ---------------------------------------------------------------------------
// Validation

/** True for a real calendar date written exactly `YYYY-MM-DD`. */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string') return false;
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------
// Working days

/** 0 = Sunday ... 6 = Saturday, like Date#getUTCDay. */
export function dayOfWeek(date: BusinessDate): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** An England-and-Wales bank holiday, in any year. */
export function isBankHoliday(date: BusinessDate): boolean {
  return holidaysOf(parts(date)[0]).has(date);
}

/** Monday to Friday and not a bank holiday. */
export function isWorkingDay(date: BusinessDate): boolean {
  const dow = dayOfWeek(date);
  return dow !== 0 && dow !== 6 && !isBankHoliday(date);
}

// ---------------------------------------------------------------------------
// Bank holidays: standing rules, and one-off changes to them

/** A bank holiday and its name. */
export interface BankHoliday {
  date: BusinessDate;
  name: string;
}

/** A one-off change to the standing rules by proclamation: a day added as a bank holiday, or a standing one removed (moved, say). */
export interface CalendarChange {
  date: BusinessDate;
  change: 'add' | 'remove';
  name: string;
}

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): BusinessDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return format(year, month, day);
}

/** The first (n = 1) or last (n = -1) Monday of a month. */
function mondayOf(year: number, month: number, n: 1 | -1): BusinessDate {
  let day = n === 1 ? daysFromCivil(year, month, 1) : daysFromCivil(year, month, daysInMonth(year, month));
  while (dayOfWeek(fromDayNumber(day)) !== 1) day += n;
  return fromDayNumber(day);
}

/**
 * The standing rules of England and Wales (Banking and Financial Dealings Act
 * 1971 and the royal proclamations that repeat each year): what a year looks
 * like when no one-off changes it. A holiday at a weekend is substituted by the
 * next weekday that is not already a holiday.
 */
export function standingBankHolidays(year: number): BankHoliday[] {
  requireInteger(year, 'year', 1);
  const newYear = daysFromCivil(year, 1, 1);
  const newYearDow = dayOfWeek(fromDayNumber(newYear));
  const easter = toDayNumber(easterSunday(year));
  const christmasDow = dayOfWeek(format(year, 12, 25));
  // Christmas and Boxing Day: a Saturday or Sunday moves to the next free weekday.
  const [christmas, boxing] = christmasDow === 5 ? [25, 28] : christmasDow === 6 ? [27, 28] : christmasDow === 0 ? [27, 26] : [25, 26];
  const named: BankHoliday[] = [
    { date: fromDayNumber(newYearDow === 6 ? newYear + 2 : newYearDow === 0 ? newYear + 1 : newYear), name: "New Year's Day" },
    { date: fromDayNumber(easter - 2), name: 'Good Friday' },
    { date: fromDayNumber(easter + 1), name: 'Easter Monday' },
    { date: mondayOf(year, 5, 1), name: 'Early May bank holiday' },
    { date: mondayOf(year, 5, -1), name: 'Spring bank holiday' },
    { date: mondayOf(year, 8, -1), name: 'Summer bank holiday' },
    { date: format(year, 12, christmas), name: 'Christmas Day' },
    { date: format(year, 12, boxing), name: 'Boxing Day' },
  ];
  return named.sort((a, b) => compareDates(a.date, b.date));
}

/**
 * One-off changes proclaimed before this code was written. Later ones are the
 * operator's (useOperatorChanges), which may also undo one of these.
 */
export const SHIPPED_ONE_OFFS: readonly CalendarChange[] = Object.freeze([
  { date: '2020-05-04', change: 'remove', name: 'Early May bank holiday (moved to 8 May for VE day)' },
  { date: '2020-05-08', change: 'add', name: 'Early May bank holiday (VE day)' },
  { date: '2022-05-30', change: 'remove', name: 'Spring bank holiday (moved to 2 June)' },
  { date: '2022-06-02', change: 'add', name: 'Spring bank holiday' },
  { date: '2022-06-03', change: 'add', name: 'Platinum Jubilee bank holiday' },
  { date: '2022-09-19', change: 'add', name: 'State Funeral of Queen Elizabeth II' },
  { date: '2023-05-08', change: 'add', name: 'Bank holiday for the coronation of King Charles III' },
] as const);

let operatorChanges: ReadonlyMap<BusinessDate, CalendarChange> = new Map();
/** Holidays per year, computed on first use: a year's rules cost a few microseconds, and days are asked for constantly. */
const holidaysByYear = new Map<number, Map<BusinessDate, string>>();

/**
 * Installs the operator's one-off changes (the composition root: at start,
 * and whenever any process changes them). An operator change of a date
 * replaces a shipped one of the same date.
 */
export function useOperatorChanges(changes: readonly CalendarChange[]): void {
  operatorChanges = new Map(changes.map((c) => [c.date, c]));
  holidaysByYear.clear();
}

function holidaysOf(year: number): Map<BusinessDate, string> {
  let holidays = holidaysByYear.get(year);
  if (holidays) return holidays;
  holidays = new Map(standingBankHolidays(year).map((h) => [h.date, h.name]));
  const changes = new Map(SHIPPED_ONE_OFFS.filter((c) => c.date.startsWith(`${String(year).padStart(4, '0')}-`)).map((c) => [c.date, c]));
  for (const [date, change] of operatorChanges) if (parts(date)[0] === year) changes.set(date, change);
  for (const change of changes.values()) {
    if (change.change === 'add') holidays.set(change.date, change.name);
    else holidays.delete(change.date);
  }
  if (holidaysByYear.size > 200) holidaysByYear.clear();
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** A year's bank holidays in date order: the standing rules with every one-off change applied. */
export function bankHolidaysOf(year: number): BankHoliday[] {
  requireInteger(year, 'year', 1);
  return [...holidaysOf(year)].map(([date, name]) => ({ date, name })).sort((a, b) => compareDates(a.date, b.date));
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: BusinessDate): BusinessDate {
  return workingDayOnOrAfter(addDays(date, 1));
}

/** `date` itself if it is a working day, else the next one: where a payment due on a calendar date (a maturity, say) is actually paid. */
export function workingDayOnOrAfter(date: BusinessDate): BusinessDate {
  let day = toDayNumber(date);
  let candidate = fromDayNumber(day);
  // At most a handful of steps (a weekend next to a Christmas/Easter run).
  while (!isWorkingDay(candidate)) candidate = fromDayNumber(++day);
  return candidate;
}

/** The last working day strictly before `date`. */
export function previousWorkingDay(date: BusinessDate): BusinessDate {
  let day = toDayNumber(date) - 1;
  let candidate = fromDayNumber(day);
  while (!isWorkingDay(candidate)) candidate = fromDayNumber(--day);
  return candidate;
}

// ---------------------------------------------------------------------------
// Calendar arithmetic (no working-day rolling)

export function addDays(date: BusinessDate, n: number): BusinessDate {
  requireInteger(n, 'days');
  return fromDayNumber(toDayNumber(date) + n);
}

/**
 * Same day-of-month `n` months on, clamped to the end of a shorter month:
 * 2025-01-31 + 1 month = 2025-02-28, 2024-01-31 + 1 month = 2024-02-29.
 * Always computed from the original date, so callers stepping month by month
 * should add k months to the start rather than 1 month k times (31 Jan -> 28 Feb
 * -> 28 Mar would lose the month end).
 */
export function addMonths(date: BusinessDate, n: number): BusinessDate {
  requireInteger(n, 'months');
  const [y, m, d] = parts(date);
  const monthIndex = y * 12 + (m - 1) + n;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  if (year < 1 || year > 9999) throw new RangeError(`year ${year} is outside 0001-9999`);
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

/** `n` years on; 29 February becomes 28 February in a common year. */
export function addYears(date: BusinessDate, n: number): BusinessDate {
  requireInteger(n, 'years');
  return addMonths(date, n * 12);
}

export function addPeriod(date: BusinessDate, length: number, unit: PeriodUnit): BusinessDate {
  switch (unit) {
    case 'Day':
      return addDays(date, length);
    case 'Month':
      return addMonths(date, length);
    case 'Year':
      return addYears(date, length);
    default:
      throw new RangeError(`unknown period unit "${String(unit)}" (expected Day, Month or Year)`);
  }
}

/** `b - a` in days: positive when `b` is later. */
export function daysBetween(a: BusinessDate, b: BusinessDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** -1, 0 or 1, for Array#sort. */
export function compareDates(a: BusinessDate, b: BusinessDate): -1 | 0 | 1 {
  const diff = daysBetween(b, a);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------
// Instants <-> business dates (UTC)

function requireInstant(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError('instant must be a valid Date');
  return ms;
}

/** The UTC calendar day of an instant. */
export function toBusinessDate(instant: Date): BusinessDate {
  return fromDayNumber(Math.floor(requireInstant(instant) / MS_PER_DAY));
}

/** Midnight UTC at the start of `date`. */
export function startOfDayUtc(date: BusinessDate): Date {
  return new Date(toDayNumber(date) * MS_PER_DAY);
}

// ---------------------------------------------------------------------------
// Cut-off and batches

/** `'HH:MM'` (24-hour, two digits each, 00:00-23:59) to minutes after midnight. */
export function parseCutoff(text: string): number {
  const match = typeof text === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text) : null;
  if (!match) throw new RangeError(`cut-off "${String(text)}" is not a time HH:MM between 00:00 and 23:59`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The business date whose batch an instruction processed at `instant` joins:
 * that UTC day if it is a working day and the instant is strictly before the
 * cut-off (an instruction at exactly 14:00:00.000 has missed a 14:00 cut-off),
 * otherwise the next working day.
 */
export function batchDateFor(instant: Date, cutoffMinutesUtc: number): BusinessDate {
  if (!Number.isInteger(cutoffMinutesUtc) || cutoffMinutesUtc < 0 || cutoffMinutesUtc >= 24 * 60) {
    throw new RangeError(`cut-off must be whole minutes between 0 and 1439, got ${String(cutoffMinutesUtc)}`);
  }
  const ms = requireInstant(instant);
  const day = toBusinessDate(instant);
  const msIntoDay = ms - Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
  if (isWorkingDay(day) && msIntoDay < cutoffMinutesUtc * 60_000) return day;
  return nextWorkingDay(day);
}

// ---------------------------------------------------------------------------
// Product dates

/**
 * When a notice withdrawal requested on `requestDate` is paid: the working day
 * on or after request date + notice period (the notice runs in calendar time;
 * only the payment day is moved off weekends and bank holidays).
 */
export function noticeWithdrawalDate(requestDate: BusinessDate, noticeLength: number, noticeUnit: PeriodUnit): BusinessDate {
  requireInteger(noticeLength, 'noticeLength', 0);
  return workingDayOnOrAfter(addPeriod(requestDate, noticeLength, noticeUnit));
}

/**
 * The contractual maturity of a fixed term: open date + term in calendar
 * arithmetic, deliberately NOT rolled to a working day. The term (and interest
 * accrual) ends on this calendar date even if it is a Sunday or bank holiday;
 * only the payout moves, to workingDayOnOrAfter(maturityDate(...)).
 * Rolling here would silently lengthen the term and the interest owed.
 */
export function maturityDate(openDate: BusinessDate, termLength: number, termUnit: PeriodUnit): BusinessDate {
  requireInteger(termLength, 'termLength', 0);
  return addPeriod(openDate, termLength, termUnit);
}
