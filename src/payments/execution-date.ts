/**
 * The execution date a payment file asks of the bank (`ReqdExctnDt`): the
 * payment run's date, unless the paying account's bank has a same-day
 * cut-off (docs/bank-files.md#execution-date-and-the-banks-cut-off) and the
 * file is made at or after it, or on a day that is not a working day: then
 * the next working day of the platform's calendar (England and Wales), the
 * day the bank will execute it anyway.
 *
 * Pure: the instant the file is made is the caller's clock.
 */
import { batchDateFor, type BusinessDate, parseCutoff } from '../calendar/calendar.js';

/**
 * `runDate`, or the first working day the bank can still execute a file
 * made at `madeAt` when that is later. `sameDayCutOffUtc`: `'HH:MM'` UTC, or
 * null for none (the run's date, always).
 *
 * Errors: none (no `AppError`, no rejection reason); a cut-off that is not
 * HH:MM is a RangeError (the settings refuse one before it is stored).
 */
export function executionDateOf(runDate: BusinessDate, madeAt: Date, sameDayCutOffUtc: string | null): BusinessDate {
  if (sameDayCutOffUtc === null) return runDate;
  const earliest = batchDateFor(madeAt, parseCutoff(sameDayCutOffUtc));
  return earliest > runDate ? earliest : runDate;
}
