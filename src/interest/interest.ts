/**
 * Interest maths: accrual, posting, AER and balance projections.
 *
 * Why it looks like this:
 * - Money is bigint pence; only rates and not-yet-posted accruals carry
 *   fractions. A JavaScript number never holds money here, and decimal.js is
 *   used through a private clone so nobody else's global Decimal settings (or
 *   ours) leak across modules.
 * - Accrual is Actual/365 on each day's balance (DESIGN.md section 4). An
 *   accrued amount is a Decimal of pence carried to ACCRUAL_DECIMAL_PLACES
 *   (1e-20 of a penny). A 365th of most amounts has no exact decimal form, so
 *   "full precision" has to stop somewhere; a fixed scale (rather than
 *   40 significant digits) is what makes accruals add exactly: accruing 10 days
 *   then 20 days gives the same Decimal as accruing 30 days, so the nightly
 *   accrual job and a projection can never drift apart by a rounding of a rounding.
 * - The daily amount is rounded UP at that 20th decimal place. The sum of daily
 *   accruals is then never below the exact value, and its distance above it
 *   (< days x 1e-20p) is far smaller than the gap between any exact accrual and
 *   the next half-penny, so the single half-up rounding at posting gives the
 *   same penny as exact rational arithmetic would. Rounding the daily amount to
 *   nearest instead could leave a year's accrual of exactly x.5p at
 *   x.4999...p and post a penny short.
 * - There is exactly one rounding to the penny, at posting (ROUNDING_RULE). What
 *   is left over (under half a penny either way) is not carried to the next
 *   period: each posting period's interest is its own rounded amount.
 * - Projections run on integer arithmetic between posting dates (the balance is
 *   constant, so k days accrue k x the daily amount): ten years of daily
 *   postings take about a millisecond, with results identical to the Decimal API.
 */
// The named export: under NodeNext, TypeScript reads decimal.js's types as CommonJS, so
// the default import would type as the module object (runtime and types disagree).
import { Decimal } from 'decimal.js';
import { addDays, addMonths, daysBetween, type BusinessDate } from '../calendar/calendar.js';

/** The Decimal constructor used for all interest maths: 40 significant digits, half-up. */
export const InterestDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A rate in percent (`'4.75'` is 4.75%), as a decimal string or a Decimal; never a float. */
export type RatePercent = string | Decimal;

export const ROUNDING_RULE = 'half-up to the minor unit (penny) at posting';

/** Actual/365: every day earns 1/365 of the annual rate, in leap years too. */
export const DAY_COUNT_BASIS = 365;

/** Accrued (unposted) interest is carried in pence to this many decimal places. */
export const ACCRUAL_DECIMAL_PLACES = 20;

const UNITS_PER_MINOR = 10n ** BigInt(ACCRUAL_DECIMAL_PLACES);
const HALF_MINOR_IN_UNITS = UNITS_PER_MINOR / 2n;
// Rate is in percent: interest a day = balance x rate / 100 / 365.
const PERCENT_DAY_DIVISOR = 100n * BigInt(DAY_COUNT_BASIS);

// ---------------------------------------------------------------------------
// Inputs

/** A rate as an exact fraction numerator/denominator of a percent. */
interface ExactRate {
  numerator: bigint;
  denominator: bigint;
}

function toDecimal(value: Decimal | string, what: string): Decimal {
  let d: Decimal;
  try {
    d = new InterestDecimal(value);
  } catch {
    throw new RangeError(`${what} "${String(value)}" is not a decimal number`);
  }
  if (!d.isFinite()) throw new RangeError(`${what} must be finite`);
  return d;
}

function exactRate(ratePercent: RatePercent): ExactRate {
  if (typeof ratePercent !== 'string' && !Decimal.isDecimal(ratePercent)) {
    throw new TypeError('a rate must be a decimal string or a Decimal, never a JavaScript number');
  }
  const d = toDecimal(ratePercent, 'rate');
  if (d.isNegative() && !d.isZero()) throw new RangeError(`rate must not be negative, got ${d.toString()}`);
  const places = d.decimalPlaces();
  // toFixed writes every digit the Decimal holds (no precision rounding), so this is exact.
  return { numerator: BigInt(d.abs().toFixed(places).replace('.', '')), denominator: 10n ** BigInt(places) };
}

function requireBalance(balanceMinor: bigint): void {
  if (typeof balanceMinor !== 'bigint') throw new TypeError('a balance must be a bigint of minor units');
  if (balanceMinor < 0n) throw new RangeError(`balance must not be negative, got ${balanceMinor}`);
}

function requireDays(days: number): void {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be a whole number of 0 or more, got ${String(days)}`);
}

// ---------------------------------------------------------------------------
// Accrual, in integer units of 1e-20 penny

function dailyUnits(balanceMinor: bigint, rate: ExactRate): bigint {
  const numerator = balanceMinor * rate.numerator * UNITS_PER_MINOR;
  const denominator = PERCENT_DAY_DIVISOR * rate.denominator;
  return (numerator + denominator - 1n) / denominator; // rounded up: see the module comment
}

function unitsToDecimal(units: bigint): Decimal {
  const digits = units.toString().padStart(ACCRUAL_DECIMAL_PLACES + 1, '0');
  return new InterestDecimal(`${digits.slice(0, -ACCRUAL_DECIMAL_PLACES)}.${digits.slice(-ACCRUAL_DECIMAL_PLACES)}`);
}

function postUnits(units: bigint): bigint {
  return (units + HALF_MINOR_IN_UNITS) / UNITS_PER_MINOR; // half-up; units are never negative
}

/**
 * One day's interest on `balanceMinor` at `ratePercent`, Actual/365, in pence
 * (unrounded to the penny; carried to ACCRUAL_DECIMAL_PLACES, rounded up there).
 */
export function dailyAccrual(balanceMinor: bigint, ratePercent: RatePercent): Decimal {
  requireBalance(balanceMinor);
  return unitsToDecimal(dailyUnits(balanceMinor, exactRate(ratePercent)));
}

/** Simple (non-compounding) accrual over `days` days on a constant balance: days x dailyAccrual. */
export function accrueOverDays(balanceMinor: bigint, ratePercent: RatePercent, days: number): Decimal {
  requireBalance(balanceMinor);
  requireDays(days);
  return unitsToDecimal(BigInt(days) * dailyUnits(balanceMinor, exactRate(ratePercent)));
}

/**
 * The one rounding rule (ROUNDING_RULE): half-up to the penny, applied when
 * accrued interest is posted. Halves round away from zero (-0.5 -> -1).
 */
export function roundHalfUpToMinor(amountMinor: Decimal | string): bigint {
  const d = toDecimal(amountMinor, 'amount');
  return BigInt(d.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

// ---------------------------------------------------------------------------
// AER

/**
 * AER in percent = ((1 + r/n)^n - 1) x 100, at full working precision (40
 * significant digits); round for display with roundRatePercent.
 */
export function aer(ratePercent: RatePercent, paymentsPerYear: number): Decimal {
  if (!Number.isSafeInteger(paymentsPerYear) || paymentsPerYear < 1) {
    throw new RangeError(`payments per year must be a whole number of 1 or more, got ${String(paymentsPerYear)}`);
  }
  exactRate(ratePercent); // validates
  const perPayment = toDecimal(ratePercent, 'rate').div(100).div(paymentsPerYear);
  return perPayment.plus(1).pow(paymentsPerYear).minus(1).times(100);
}

/** A rate for display: half-up to `dp` decimal places (2 by default: 4.594... -> 4.59). */
export function roundRatePercent(ratePercent: RatePercent, dp = 2): Decimal {
  if (!Number.isSafeInteger(dp) || dp < 0) throw new RangeError(`dp must be a whole number of 0 or more, got ${String(dp)}`);
  return toDecimal(ratePercent, 'rate').toDecimalPlaces(dp, Decimal.ROUND_HALF_UP);
}

const PAYMENTS_PER_YEAR: Record<string, number> = { Daily: 365, Month: 12, Quarter: 4, Year: 1, AtMaturity: 1 };

/**
 * n for the AER formula, from a product's `interestPaidType` and
 * `interestPaysFrequency` (the specification shows `AtMaturity`/`Daily` and
 * `Month`/`Daily`; `Quarter` and `Year` are understood too).
 *
 * Interest paid at maturity counts as n = 1 whatever the term. For a term of a
 * year that is exact. For a shorter term, paying once a year or less often means
 * no compounding within the year, so AER = the rate (we do not assume the
 * deposit is rolled over, which would overstate it). For a longer term the true
 * annualised figure would be slightly below the rate; n = 1 keeps the published
 * AER equal to the headline rate, which is the market's convention for
 * fixed-term bonds paying at maturity. `termInDays` is accepted (and checked) so
 * callers can pass what they know, but does not change the answer.
 */
export function paymentsPerYear(interestPaidType: string, interestPaysFrequency: string | undefined, termInDays?: number): number {
  if (termInDays !== undefined) requireDays(termInDays);
  if (interestPaidType === 'AtMaturity') return 1;
  const n = interestPaysFrequency === undefined ? undefined : PAYMENTS_PER_YEAR[interestPaysFrequency];
  if (n === undefined) {
    throw new RangeError(`unknown interest frequency "${String(interestPaysFrequency)}" (expected Daily, Month, Quarter or Year)`);
  }
  return n;
}

// ---------------------------------------------------------------------------
// Posting schedule and projections

/** When accrued interest is posted to the balance (and starts to earn interest itself). */
export type PostingFrequency = 'AtMaturity' | 'Daily' | 'Month' | 'Quarter' | 'Year';

const MONTHS_BETWEEN_POSTINGS: Partial<Record<PostingFrequency, number>> = { Month: 1, Quarter: 3, Year: 12 };

/**
 * The posting frequency of a product (DESIGN.md section 4): `interestPaidType:
 * AtMaturity` posts at maturity; otherwise `interestPaysFrequency` decides.
 */
export function postingFrequencyFor(interestPaidType: string, interestPaysFrequency: string | undefined): PostingFrequency {
  if (interestPaidType === 'AtMaturity' || interestPaysFrequency === 'AtMaturity') return 'AtMaturity';
  switch (interestPaysFrequency) {
    case 'Daily':
    case 'Month':
    case 'Quarter':
    case 'Year':
      return interestPaysFrequency;
    default:
      throw new RangeError(`unknown interest frequency "${String(interestPaysFrequency)}" (expected Daily, Month, Quarter or Year)`);
  }
}

/**
 * Days (counted from startDate) on which interest is posted, the last always
 * being endDate. Periodic postings fall on anniversaries of the start date,
 * each computed from the start so month ends stay month ends (an account opened
 * on 31 January posts on 28/29 February, 31 March, 30 April, ...).
 */
function postingDayOffsets(startDate: BusinessDate, endDate: BusinessDate, frequency: PostingFrequency): number[] {
  const totalDays = daysBetween(startDate, endDate);
  if (totalDays < 0) throw new RangeError(`endDate ${endDate} is before startDate ${startDate}`);
  if (totalDays === 0) return [];
  if (frequency === 'AtMaturity') return [totalDays];
  if (frequency === 'Daily') return Array.from({ length: totalDays }, (_, i) => i + 1);
  const step = MONTHS_BETWEEN_POSTINGS[frequency];
  if (step === undefined) throw new RangeError(`unknown posting frequency "${String(frequency)}"`);
  const offsets: number[] = [];
  for (let k = 1; ; k++) {
    const offset = daysBetween(startDate, addMonths(startDate, k * step));
    if (offset >= totalDays) break;
    offsets.push(offset);
  }
  offsets.push(totalDays);
  return offsets;
}

/**
 * The dates on which interest is posted for an account opened on startDate
 * whose accrual ends on endDate (maturity, or the end of a projection). The
 * last is always endDate; none when the dates are equal.
 */
export function postingDates(startDate: BusinessDate, endDate: BusinessDate, frequency: PostingFrequency): BusinessDate[] {
  return postingDayOffsets(startDate, endDate, frequency).map((offset) => addDays(startDate, offset));
}

export interface ProjectionInput {
  principalMinor: bigint;
  ratePercent: RatePercent;
  /** The first day that earns interest (the account's opening/settlement day). */
  startDate: BusinessDate;
  /** The day accrual stops (maturity): interest is earned for each day from startDate up to, not including, endDate. */
  endDate: BusinessDate;
  postingFrequency: PostingFrequency;
}

export interface Projection {
  /** Total interest posted over the period, in pence. */
  interestMinor: bigint;
  /** principal + interest, in pence. */
  balanceMinor: bigint;
}

/**
 * Simulates an account day by day: Actual/365 accrual on the current balance;
 * the accrued amount is posted (rounded half-up to the penny) on each posting
 * date and from then on earns interest itself; whatever has accrued since the
 * last posting is posted at endDate. No deposits or withdrawals in between.
 */
export function projectBalance(input: ProjectionInput): Projection {
  const { principalMinor, ratePercent, startDate, endDate, postingFrequency } = input;
  requireBalance(principalMinor);
  const rate = exactRate(ratePercent);
  let balance = principalMinor;
  let previous = 0;
  for (const offset of postingDayOffsets(startDate, endDate, postingFrequency)) {
    // The balance is constant between postings, so the period accrues (days x daily) at once.
    balance += postUnits(BigInt(offset - previous) * dailyUnits(balance, rate));
    previous = offset;
  }
  return { interestMinor: balance - principalMinor, balanceMinor: balance };
}

/** The whole period's interest (a fixed term's `interestExpectedAmount`). */
export function expectedInterest(input: ProjectionInput): bigint {
  return projectBalance(input).interestMinor;
}

/**
 * Principal plus the interest it earns over `months` months from startDate,
 * compounded as the product pays it (`estimatedBalance` of a product issue: the
 * term for a fixed term, 12 months otherwise).
 */
export function estimatedBalance(
  principalMinor: bigint,
  ratePercent: RatePercent,
  months: number,
  postingFrequency: PostingFrequency,
  startDate: BusinessDate,
): bigint {
  if (!Number.isSafeInteger(months) || months < 0) throw new RangeError(`months must be a whole number of 0 or more, got ${String(months)}`);
  return projectBalance({
    principalMinor,
    ratePercent,
    startDate,
    endDate: addMonths(startDate, months),
    postingFrequency,
  }).balanceMinor;
}
