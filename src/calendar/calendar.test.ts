/**
 * The calendar decides which day money moves on, so these tests pin real dates
 * (as published on gov.uk) and check the shipped table against an independent
 * derivation, so a typo in the table cannot hide behind a test that reads it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAYS_ENGLAND_AND_WALES, FIRST_COVERED_YEAR, LAST_COVERED_YEAR } from './bank-holidays.js';
import {
  addDays,
  addMonths,
  addPeriod,
  addYears,
  bankHolidaysOf,
  batchDateFor,
  compareDates,
  dayOfWeek,
  daysBetween,
  easterSunday as moduleEasterSunday,
  isBankHoliday,
  isBusinessDate,
  isWorkingDay,
  maturityDate,
  nextWorkingDay,
  noticeWithdrawalDate,
  parseCutoff,
  previousWorkingDay,
  standingBankHolidays,
  startOfDayUtc,
  toBusinessDate,
  useOperatorChanges,
  workingDayOnOrAfter,
} from './calendar.js';
import { changesFromPublishedList, PublishedListError } from './published-bank-holidays.js';

// ---------------------------------------------------------------------------
// An independent derivation of the table, deliberately using Date (not the
// module's own arithmetic) so the two cannot share a bug.

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const DAY = 86_400_000;

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utc(year, month, day));
}

function firstMonday(year: number, month: number): string {
  let t = utc(year, month, 1);
  while (new Date(t).getUTCDay() !== 1) t += DAY;
  return iso(t);
}

function lastMonday(year: number, month: number): string {
  let t = utc(year, month + 1, 1) - DAY;
  while (new Date(t).getUTCDay() !== 1) t -= DAY;
  return iso(t);
}

/** The standing pattern: what a year looks like with no proclamation changing it. */
function standingPattern(year: number): string[] {
  const out: string[] = [];
  const newYear = utc(year, 1, 1);
  const nyDow = new Date(newYear).getUTCDay();
  out.push(iso(nyDow === 6 ? newYear + 2 * DAY : nyDow === 0 ? newYear + DAY : newYear));
  const easter = Date.parse(easterSunday(year));
  out.push(iso(easter - 2 * DAY), iso(easter + DAY));
  out.push(firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8));
  // Christmas and Boxing Day: a weekend day is substituted by the next weekday not already a holiday.
  const xmasDow = new Date(utc(year, 12, 25)).getUTCDay();
  const [xmas, boxing] = xmasDow === 5 ? [25, 28] : xmasDow === 6 ? [27, 28] : xmasDow === 0 ? [26, 27] : [25, 26];
  out.push(iso(utc(year, 12, xmas)), iso(utc(year, 12, boxing)));
  return out;
}

/** One-off changes by proclamation in the covered years. */
const ONE_OFFS: Record<number, { remove: string[]; add: string[] }> = {
  2020: { remove: ['2020-05-04'], add: ['2020-05-08'] }, // VE day 75th anniversary
  2022: { remove: ['2022-05-30'], add: ['2022-06-02', '2022-06-03', '2022-09-19'] }, // Jubilee, State Funeral
  2023: { remove: [], add: ['2023-05-08'] }, // Coronation
};

function derivedHolidays(year: number): string[] {
  const change = ONE_OFFS[year] ?? { remove: [], add: [] };
  return [...standingPattern(year).filter((d) => !change.remove.includes(d)), ...change.add].sort();
}

// ---------------------------------------------------------------------------

describe('the bank holiday table', () => {
  it('covers 2020 to 2030 and nothing else', () => {
    expect(FIRST_COVERED_YEAR).toBe(2020);
    expect(LAST_COVERED_YEAR).toBe(2030);
    const years = new Set(BANK_HOLIDAYS_ENGLAND_AND_WALES.map((d) => Number(d.slice(0, 4))));
    expect([...years].sort()).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it('holds real, sorted, distinct weekdays only', () => {
    const table = [...BANK_HOLIDAYS_ENGLAND_AND_WALES];
    expect(table.every(isBusinessDate)).toBe(true);
    expect([...table].sort()).toEqual(table);
    expect(new Set(table).size).toBe(table.length);
    for (const d of table) expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(d));
  });

  for (let year = 2020; year <= 2030; year++) {
    it(`${year}: Good Friday and Easter Monday match the computus (Easter Sunday ${easterSunday(year)})`, () => {
      const easter = Date.parse(easterSunday(year));
      expect(isBankHoliday(iso(easter - 2 * DAY))).toBe(true);
      expect(isBankHoliday(iso(easter + DAY))).toBe(true);
      expect(new Date(easter - 2 * DAY).getUTCDay()).toBe(5);
    });

    it(`${year}: equals the standing pattern plus the proclaimed one-offs`, () => {
      expect(BANK_HOLIDAYS_ENGLAND_AND_WALES.filter((d) => d.startsWith(`${year}-`))).toEqual(derivedHolidays(year));
    });
  }

  it('computes Easter correctly for years with known dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25'); // the latest possible date
    expect(easterSunday(2285)).toBe('2285-03-22'); // the earliest possible date
  });
});

describe('the standing rules', () => {
  for (let year = FIRST_COVERED_YEAR; year <= LAST_COVERED_YEAR; year++) {
    it(`${year}: with the shipped one-offs, reproduce the table the platform shipped (the oracle)`, () => {
      expect(bankHolidaysOf(year).map((h) => h.date)).toEqual(BANK_HOLIDAYS_ENGLAND_AND_WALES.filter((d) => d.startsWith(`${year}-`)));
    });
  }

  // Hand-checked from the weekday of each 1 January, the month lengths and the published Easter dates.
  const HAND_CHECKED: Record<number, string[]> = {
    2031: ['2031-01-01', '2031-04-11', '2031-04-14', '2031-05-05', '2031-05-26', '2031-08-25', '2031-12-25', '2031-12-26'],
    2032: ['2032-01-01', '2032-03-26', '2032-03-29', '2032-05-03', '2032-05-31', '2032-08-30', '2032-12-27', '2032-12-28'],
    2033: ['2033-01-03', '2033-04-15', '2033-04-18', '2033-05-02', '2033-05-30', '2033-08-29', '2033-12-26', '2033-12-27'],
  };
  it.each(Object.entries(HAND_CHECKED))('%s: the hand-checked dates', (year, dates) => {
    expect(bankHolidaysOf(Number(year)).map((h) => h.date)).toEqual(dates);
  });

  const EASTER_SUNDAYS = ['2031-04-13', '2032-03-28', '2033-04-17', '2034-04-09', '2035-03-25', '2036-04-13', '2037-04-05', '2038-04-25', '2039-04-10', '2040-04-01'];
  for (let year = 2031; year <= 2040; year++) {
    it(`${year}: Easter from the computus (${EASTER_SUNDAYS[year - 2031]}), and the year equals the independent derivation`, () => {
      expect(moduleEasterSunday(year)).toBe(EASTER_SUNDAYS[year - 2031]);
      expect(easterSunday(year)).toBe(EASTER_SUNDAYS[year - 2031]);
      expect(bankHolidaysOf(year).map((h) => h.date)).toEqual(derivedHolidays(year));
      for (const date of derivedHolidays(year)) expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(date));
    });
  }

  it('names each holiday, substitutes as such', () => {
    expect(bankHolidaysOf(2032)).toEqual([
      { date: '2032-01-01', name: "New Year's Day" },
      { date: '2032-03-26', name: 'Good Friday' },
      { date: '2032-03-29', name: 'Easter Monday' },
      { date: '2032-05-03', name: 'Early May bank holiday' },
      { date: '2032-05-31', name: 'Spring bank holiday' },
      { date: '2032-08-30', name: 'Summer bank holiday' },
      { date: '2032-12-27', name: 'Christmas Day' },
      { date: '2032-12-28', name: 'Boxing Day' },
    ]);
    expect(standingBankHolidays(2022).map((h) => h.date)).toContain('2022-05-30');
    expect(bankHolidaysOf(2022).map((h) => h.date)).not.toContain('2022-05-30');
  });
});

describe("the operator's one-off changes", () => {
  it('add a holiday, remove a standing one, and undo a shipped one-off; clearing them restores the rules', () => {
    try {
      useOperatorChanges([
        { date: '2031-06-13', change: 'add', name: 'A proclaimed holiday' },
        { date: '2031-08-25', change: 'remove', name: 'Summer bank holiday (moved)' },
        { date: '2023-05-08', change: 'remove', name: 'Coronation holiday undone' },
      ]);
      expect(isWorkingDay('2031-06-13')).toBe(false);
      expect(isWorkingDay('2031-08-25')).toBe(true);
      expect(isWorkingDay('2023-05-08')).toBe(true);
      expect(nextWorkingDay('2031-06-12')).toBe('2031-06-16');
      expect(bankHolidaysOf(2031).find((h) => h.date === '2031-06-13')?.name).toBe('A proclaimed holiday');
    } finally {
      useOperatorChanges([]);
    }
    expect(isWorkingDay('2031-06-13')).toBe(true);
    expect(isWorkingDay('2031-08-25')).toBe(false);
    expect(isWorkingDay('2023-05-08')).toBe(false);
  });
});

describe('the published list (gov.uk/bank-holidays.json)', () => {
  const event = (date: string, title: string) => ({ title, date, notes: '', bunting: true });
  const published = (events: { title: string; date: string }[]) => ({
    'england-and-wales': { division: 'england-and-wales', events },
    scotland: { division: 'scotland', events: [event('2031-01-02', '2nd January')] },
  });
  const asPublished = (year: number) => bankHolidaysOf(year).map((h) => event(h.date, h.name));

  it('gives no change for years that follow the rules and the shipped one-offs', () => {
    expect(changesFromPublishedList(published([...asPublished(2022), ...asPublished(2031)]))).toEqual({ years: [2022, 2031], changes: [] });
  });

  it('gives the additions and removals that make each covered year exactly the list', () => {
    const year2031 = asPublished(2031).filter((e) => e.date !== '2031-05-26');
    year2031.push(event('2031-06-02', 'Spring bank holiday'), event('2031-06-03', 'A jubilee'));
    const outcome = changesFromPublishedList(published([...year2031, ...asPublished(2023).filter((e) => e.date !== '2023-05-08')]));
    expect(outcome).toEqual({
      years: [2023, 2031],
      changes: [
        { date: '2023-05-08', change: 'remove', name: 'Bank holiday for the coronation of King Charles III' },
        { date: '2031-05-26', change: 'remove', name: 'Spring bank holiday' },
        { date: '2031-06-02', change: 'add', name: 'Spring bank holiday' },
        { date: '2031-06-03', change: 'add', name: 'A jubilee' },
      ],
    });
    try {
      useOperatorChanges(outcome.changes);
      expect(bankHolidaysOf(2031).map((h) => h.date)).toEqual(year2031.map((e) => e.date).sort());
    } finally {
      useOperatorChanges([]);
    }
  });

  it.each([
    ['not an object', []],
    ['no England-and-Wales division', { scotland: { events: [] } }],
    ['no events', { 'england-and-wales': { events: [] } }],
    ['a bad date', { 'england-and-wales': { events: [event('2031-02-30', 'x')] } }],
    ['no title', { 'england-and-wales': { events: [{ date: '2031-01-01' }] } }],
    ['a day twice', { 'england-and-wales': { events: [event('2031-01-01', 'a'), event('2031-01-01', 'b')] } }],
  ])('refuses a list with %s, whole', (_what, list) => {
    expect(() => changesFromPublishedList(list)).toThrow(PublishedListError);
  });
});

describe('isWorkingDay', () => {
  it.each([
    '2024-12-25',
    '2024-12-26',
    '2025-04-18', // Good Friday
    '2025-04-21', // Easter Monday
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2026-08-31',
    '2026-12-28', // Boxing Day substitute
    '2027-12-27',
    '2027-12-28',
    '2020-05-08', // VE day
    '2020-12-28',
    '2021-12-27',
    '2021-12-28',
    '2022-06-02',
    '2022-06-03',
    '2022-09-19',
    '2022-12-26',
    '2022-12-27',
    '2023-01-02',
    '2023-05-08', // Coronation
  ])('%s is a bank holiday, not a working day', (date) => {
    expect(isBankHoliday(date)).toBe(true);
    expect(isWorkingDay(date)).toBe(false);
  });

  it.each(['2025-04-22', '2025-04-17', '2020-05-04', '2022-05-30', '2024-12-27', '2026-12-29'])('%s is a working day', (date) => {
    expect(isWorkingDay(date)).toBe(true);
  });

  it('is false at weekends', () => {
    expect(isWorkingDay('2025-06-07')).toBe(false); // Saturday
    expect(isWorkingDay('2025-06-08')).toBe(false); // Sunday
    expect(isWorkingDay('2025-06-09')).toBe(true); // Monday
  });

  it('answers for any year: the calendar never runs out', () => {
    expect(isWorkingDay('2019-12-31')).toBe(true);
    expect(isWorkingDay('2031-01-01')).toBe(false); // New Year's Day
    expect(isBankHoliday('2031-12-25')).toBe(true);
    expect(nextWorkingDay('2030-12-31')).toBe('2031-01-02');
    expect(isBankHoliday('2099-12-25')).toBe(true); // a Friday
    expect(nextWorkingDay('2099-12-24')).toBe('2099-12-29'); // Christmas Friday, Boxing Day substitute Monday the 28th
    expect(isWorkingDay('2020-01-02')).toBe(true);
    expect(isWorkingDay('2030-12-31')).toBe(true);
  });

  it('rejects malformed and impossible dates', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '2025-01-01T00:00:00Z', '', '20250101', '2025-04-31']) {
      expect(() => isWorkingDay(bad)).toThrow(RangeError);
      expect(isBusinessDate(bad)).toBe(false);
    }
    expect(isBusinessDate('2024-02-29')).toBe(true);
  });
});

describe('moving between working days', () => {
  it('nextWorkingDay is strictly after', () => {
    expect(nextWorkingDay('2025-06-09')).toBe('2025-06-10');
    expect(nextWorkingDay('2025-06-06')).toBe('2025-06-09'); // Friday -> Monday
    expect(nextWorkingDay('2025-04-17')).toBe('2025-04-22'); // over Easter
    expect(nextWorkingDay('2027-12-24')).toBe('2027-12-29'); // over Christmas substitutes
    expect(nextWorkingDay('2020-12-31')).toBe('2021-01-04'); // New Year's Day Friday, then a weekend
  });

  it('workingDayOnOrAfter keeps a working day and moves a holiday on', () => {
    expect(workingDayOnOrAfter('2025-06-09')).toBe('2025-06-09');
    expect(workingDayOnOrAfter('2025-04-18')).toBe('2025-04-22');
    expect(workingDayOnOrAfter('2022-06-02')).toBe('2022-06-06'); // Jubilee Thursday and Friday, weekend
    expect(workingDayOnOrAfter('2026-12-25')).toBe('2026-12-29');
  });

  it('previousWorkingDay is strictly before', () => {
    expect(previousWorkingDay('2025-04-22')).toBe('2025-04-17');
    expect(previousWorkingDay('2025-06-09')).toBe('2025-06-06');
    expect(previousWorkingDay('2023-01-03')).toBe('2022-12-30');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDays('2024-01-01', 365)).toBe('2024-12-31');
  });

  it('clamps to the month end when adding months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31'); // from the original date, not via 28 Feb
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
    expect(addMonths('2025-06-30', 0)).toBe('2025-06-30');
  });

  it('handles leap years when adding years', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2023-02-28', 1)).toBe('2024-02-28');
    expect(addYears('2099-03-01', 1)).toBe('2100-03-01');
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28'); // 2100 is not a leap year
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29'); // 2000 is
  });

  it('addPeriod dispatches on the unit and rejects unknown units', () => {
    expect(addPeriod('2025-01-31', 1, 'Month')).toBe('2025-02-28');
    expect(addPeriod('2025-01-31', 1, 'Year')).toBe('2026-01-31');
    expect(addPeriod('2025-01-31', 32, 'Day')).toBe('2025-03-04');
    expect(() => addPeriod('2025-01-31', 1, 'NoTerm' as never)).toThrow(RangeError);
    expect(() => addDays('2025-01-31', 1.5)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    expect(daysBetween('2025-03-30', '2025-03-31')).toBe(1); // no DST effects
  });

  it('compares dates', () => {
    expect(compareDates('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compareDates('2025-01-02', '2025-01-01')).toBe(1);
    expect(compareDates('2025-01-02', '2025-01-02')).toBe(0);
    expect(['2025-03-01', '2024-12-31', '2025-01-15'].sort(compareDates)).toEqual(['2024-12-31', '2025-01-15', '2025-03-01']);
  });
});

describe('instants and business dates (UTC)', () => {
  it('takes the UTC day of an instant', () => {
    expect(toBusinessDate(new Date('2025-06-09T23:59:59.999Z'))).toBe('2025-06-09');
    expect(toBusinessDate(new Date('2025-06-10T00:00:00.000Z'))).toBe('2025-06-10');
    expect(toBusinessDate(new Date('2025-06-10T00:30:00+01:00'))).toBe('2025-06-09');
    expect(() => toBusinessDate(new Date('nonsense'))).toThrow(RangeError);
  });

  it('gives midnight UTC for a day', () => {
    expect(startOfDayUtc('2025-06-09').toISOString()).toBe('2025-06-09T00:00:00.000Z');
    expect(startOfDayUtc('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('cut-off', () => {
  it('parses HH:MM to minutes after midnight', () => {
    expect(parseCutoff('14:00')).toBe(840);
    expect(parseCutoff('00:00')).toBe(0);
    expect(parseCutoff('23:59')).toBe(1439);
    expect(parseCutoff('09:30')).toBe(570);
  });

  it.each(['24:00', '14:60', '9:00', '14:0', '14', '', ' 14:00', '14:00:00', '-1:00', 'ab:cd'])('rejects "%s"', (text) => {
    expect(() => parseCutoff(text)).toThrow(RangeError);
  });

  const cutoff = parseCutoff('14:00');
  const at = (text: string) => batchDateFor(new Date(text), cutoff);

  it('joins today before the cut-off on a working day', () => {
    expect(at('2025-06-10T13:59:59.999Z')).toBe('2025-06-10');
    expect(at('2025-06-10T00:00:00.000Z')).toBe('2025-06-10');
  });

  it('joins the next working day at or after the cut-off', () => {
    expect(at('2025-06-10T14:00:00.000Z')).toBe('2025-06-11');
    expect(at('2025-06-10T23:59:59.999Z')).toBe('2025-06-11');
  });

  it('joins the next working day at a weekend, whatever the time', () => {
    expect(at('2025-06-07T09:00:00Z')).toBe('2025-06-09'); // Saturday morning
    expect(at('2025-06-08T15:00:00Z')).toBe('2025-06-09'); // Sunday afternoon
  });

  it('goes from a Friday after the cut-off to Monday, or Tuesday after a bank holiday Monday', () => {
    expect(at('2025-08-15T14:30:00Z')).toBe('2025-08-18');
    expect(at('2025-08-22T14:30:00Z')).toBe('2025-08-26'); // Monday 25 August is a bank holiday
    expect(at('2025-08-22T13:30:00Z')).toBe('2025-08-22');
  });

  it('skips a bank holiday run', () => {
    expect(at('2025-04-17T15:00:00Z')).toBe('2025-04-22'); // Maundy Thursday after cut-off
    expect(at('2025-04-18T10:00:00Z')).toBe('2025-04-22'); // Good Friday morning
    expect(at('2025-12-24T16:00:00Z')).toBe('2025-12-29');
  });

  it('uses UTC, not the offset the instant was written in', () => {
    // 14:30 in London summer time is 13:30 UTC: before a 14:00 UTC cut-off.
    expect(at('2025-06-10T14:30:00+01:00')).toBe('2025-06-10');
  });

  it('rejects a cut-off that is not whole minutes of a day', () => {
    expect(() => batchDateFor(new Date('2025-06-10T10:00:00Z'), 1440)).toThrow(RangeError);
    expect(() => batchDateFor(new Date('2025-06-10T10:00:00Z'), 12.5)).toThrow(RangeError);
  });
});

describe('notice withdrawals', () => {
  it('is paid on the working day on or after request date + notice', () => {
    expect(noticeWithdrawalDate('2025-06-02', 32, 'Day')).toBe('2025-07-04'); // a Friday: no move
  });

  it('moves off a bank holiday', () => {
    // 2025-07-24 + 32 days = Monday 2025-08-25, the summer bank holiday.
    expect(noticeWithdrawalDate('2025-07-24', 32, 'Day')).toBe('2025-08-26');
    // 2025-09-22 + 95 days = Friday 2025-12-26 (Boxing Day) -> Monday 29th.
    expect(noticeWithdrawalDate('2025-09-22', 95, 'Day')).toBe('2025-12-29');
  });

  it('runs across a month end, clamping month notice', () => {
    // 2025-01-31 + 1 month = Friday 2025-02-28.
    expect(noticeWithdrawalDate('2025-01-31', 1, 'Month')).toBe('2025-02-28');
    // 2025-04-30 + 1 month = Friday 2025-05-30.
    expect(noticeWithdrawalDate('2025-04-30', 1, 'Month')).toBe('2025-05-30');
    // 2025-07-31 + 1 month = Sunday 2025-08-31 -> Monday 2025-09-01.
    expect(noticeWithdrawalDate('2025-07-31', 1, 'Month')).toBe('2025-09-01');
    // 2026-07-31 + 1 month = Monday 2026-08-31, a bank holiday -> Tuesday 2026-09-01.
    expect(noticeWithdrawalDate('2026-07-31', 1, 'Month')).toBe('2026-09-01');
  });

  it('rejects a negative notice', () => {
    expect(() => noticeWithdrawalDate('2025-01-31', -1, 'Day')).toThrow(RangeError);
  });
});

describe('maturity', () => {
  it('is open date + term, not rolled to a working day', () => {
    expect(maturityDate('2025-01-31', 1, 'Month')).toBe('2025-02-28');
    expect(maturityDate('2024-02-29', 1, 'Year')).toBe('2025-02-28');
    expect(maturityDate('2024-12-25', 12, 'Month')).toBe('2025-12-25'); // Christmas Day stays
    expect(maturityDate('2025-06-07', 3, 'Month')).toBe('2025-09-07'); // a Sunday stays
  });

  it('is paid out on the first working day on or after it', () => {
    expect(workingDayOnOrAfter(maturityDate('2024-12-25', 12, 'Month'))).toBe('2025-12-29');
    expect(workingDayOnOrAfter(maturityDate('2025-06-07', 3, 'Month'))).toBe('2025-09-08');
  });
});

describe('properties', () => {
  const FIRST = '2020-01-01';
  // Leave room at the end so the answer stays inside the table.
  const SPAN = daysBetween(FIRST, '2030-12-20');
  const anyDate = fc.integer({ min: 0, max: SPAN }).map((n) => addDays(FIRST, n));

  it('workingDayOnOrAfter returns a working day >= the input with none in between', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const result = workingDayOnOrAfter(date);
        expect(isWorkingDay(result)).toBe(true);
        expect(compareDates(result, date)).toBeGreaterThanOrEqual(0);
        for (let d = date; compareDates(d, result) < 0; d = addDays(d, 1)) {
          expect(isWorkingDay(d)).toBe(false);
        }
        expect(daysBetween(date, result)).toBeLessThanOrEqual(4);
      }),
      { numRuns: 2000 },
    );
  });

  it('nextWorkingDay and previousWorkingDay step over exactly the non-working days', () => {
    fc.assert(
      fc.property(
        anyDate.filter((d) => d > '2020-01-10'),
        (date) => {
          const next = nextWorkingDay(date);
          expect(compareDates(next, date)).toBe(1);
          expect(next).toBe(workingDayOnOrAfter(addDays(date, 1)));
          if (isWorkingDay(date)) expect(previousWorkingDay(next)).toBe(date);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('addDays and daysBetween are inverse', () => {
    const wide = fc.integer({ min: -200_000, max: 200_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(wide, fc.integer({ min: -100_000, max: 100_000 }), (date, n) => {
        const moved = addDays(date, n);
        expect(daysBetween(date, moved)).toBe(n);
        expect(addDays(moved, -n)).toBe(date);
        expect(isBusinessDate(moved)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Date for day arithmetic and weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const date = addDays('2000-01-01', n);
        const viaDate = new Date(Date.UTC(2000, 0, 1) + n * DAY);
        expect(date).toBe(viaDate.toISOString().slice(0, 10));
        expect(dayOfWeek(date)).toBe(viaDate.getUTCDay());
        expect(toBusinessDate(viaDate)).toBe(date);
        expect(startOfDayUtc(date).getTime()).toBe(viaDate.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('addMonths lands in the right month, on the same day or the month end', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -240, max: 240 }), (date, n) => {
        const result = addMonths(date, n);
        const [y, m, d] = date.split('-').map(Number);
        const [ry, rm, rd] = result.split('-').map(Number);
        expect(ry * 12 + rm - (y * 12 + m)).toBe(n);
        const monthEnd = new Date(Date.UTC(ry, rm, 0)).getUTCDate();
        expect(rd).toBe(Math.min(d, monthEnd));
      }),
      { numRuns: 2000 },
    );
  });
});
