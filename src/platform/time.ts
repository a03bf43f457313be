/**
 * Date-times leave the platform as yyyy-mm-ddThh:mm:ss.fffffff+00:00 (seven
 * fractional digits and an explicit offset), the shape of the specification's samples.
 */
export function formatDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.(\d{3})Z$/, '.$10000+00:00');
}

/** A business date (yyyy-mm-dd) as the specification's midnight date-time. */
export function formatBusinessDate(date: string): string {
  return `${date}T00:00:00.0000000+00:00`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses any ISO-8601 date or date-time; returns undefined for anything else. */
export function parseIsoDateTime(text: string): Date | undefined {
  const value = text.trim();
  if (!ISO_DATE.test(value) && !ISO_DATE_TIME.test(value)) return undefined;
  let normalised = value.replace(' ', 'T');
  // JavaScript's Date reads at most milliseconds; drop the extra digits.
  normalised = normalised.replace(/(\.\d{3})\d+/, '$1');
  // A date-time without an offset is taken as UTC, never as the server's local time.
  if (ISO_DATE_TIME.test(value) && !/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) normalised += 'Z';
  const parsed = new Date(normalised);
  if (Number.isNaN(parsed.getTime())) return undefined;
  // Reject calendar impossibilities such as 2023-02-30, which Date would roll over.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return parsed;
}

/**
 * The dates and instants the platform takes, in UTC: the years 1000 to 9998,
 * far around anything it holds (a client's date of birth, from 1900, is the
 * oldest). Every date and timestamptz, and every day's or month's arithmetic
 * on one, then stays in the four-digit years JavaScript, PostgreSQL and PGlite
 * all write and read alike: year 0000 is no PostgreSQL date, and a day after
 * 9999-12-31 is text PGlite cannot read back. Outside: a 400, never a 500.
 */
const EARLIEST_TAKEN = Date.UTC(1000, 0, 1);
const LATEST_TAKEN = Date.UTC(9999, 0, 1);

/** An ISO date or date-time (as parseIsoDateTime reads it) within the platform's years. */
export function isIsoDateTime(text: string): boolean {
  const parsed = parseIsoDateTime(text);
  return parsed !== undefined && parsed.getTime() >= EARLIEST_TAKEN && parsed.getTime() < LATEST_TAKEN;
}
