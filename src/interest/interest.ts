/**
 * Interest maths: accrual, posting, AER and balance projections.
 *
 * Why it looks like this:
 * - Money is bigint pence; only rates and not-yet-posted accruals carry
 *   fractions. A JavaScript number never holds money here, and decimal.js is
 *   used through a private clone so nobody else's global Decimal settings (or
 *   ours) leak across modules.
 * - Accrual is Actual/365 on each day's balance (docs/decisions/domain.md). An
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
 * - There is exactly one rounding to the penny, at posting (ROUNDING_RULE):
 *   a posting pays the accrued interest plus the remainder carried from the
 *   previous posting, rounded half-up, and carries the new remainder (under
 *   half a penny either way) to the next one. So the total ever posted is the
 *   total ever accrued rounded half-up: over an account's life no fraction of
 *   interest is lost or invented (postedWithCarry).
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

export const UNITS_PER_MINOR = 10n ** BigInt(ACCRUAL_DECIMAL_PLACES);
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

/**
 * A posting under the carry rule, in units of 1e-20 penny: `units` is what has
 * accrued since the last posting plus the remainder that posting carried (at
 * least minus half a penny). Pays it rounded half-up to the penny, never
 * negative, and carries the rest.
 */
function postWithCarry(units: bigint): { postedMinor: bigint; remainderUnits: bigint } {
  const postedMinor = (units + HALF_MINOR_IN_UNITS) / UNITS_PER_MINOR; // floor: units + half is never negative
  return { postedMinor, remainderUnits: units - postedMinor * UNITS_PER_MINOR };
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
 * The one rounding rule (ROUNDING_RULE): half-up to the penny, i.e.
 * floor(x + 1/2). A carried remainder may be negative (down to minus half a
 * penny), and -0.5 rounds to 0, so nothing rounds below zero. The SQL side
 * writes the same rule as FLOOR(x + 0.5) (src/ledger/interest.repository.ts).
 */
export function roundHalfUpToMinor(amountMinor: Decimal | string): bigint {
  const d = toDecimal(amountMinor, 'amount');
  return BigInt(d.toDecimalPlaces(0, Decimal.ROUND_HALF_CEIL).toFixed(0));
}

/**
 * What a payout (a close-account, or a fixed term's maturity payout) pays: the
 * balance plus the accrued interest and carried remainder, rounded half-up.
 * The one function every payout line comes from (provisional while its batch
 * is Open, final when the batch locks); settlement pays the line and never
 * computes it again.
 */
export function payoutMinor(balanceMinor: bigint, accruedInterest: Decimal | string): bigint {
  requireBalance(balanceMinor);
  return balanceMinor + roundHalfUpToMinor(accruedInterest);
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

/** What the AER of a product depends on besides its rate. */
export interface AerTerms {
  interestPaidType: string;
  interestPaysFrequency: string | undefined;
  termLength: number;
  termLengthUnit: string;
}

/** A term in years (Actual/365 for a term in days); undefined for products without a term. */
function termInYears(termLength: number, termLengthUnit: string): Decimal | undefined {
  switch (termLengthUnit) {
    case 'Month':
      return new InterestDecimal(termLength).div(12);
    case 'Year':
      return new InterestDecimal(termLength);
    case 'Day':
      return termLength > 0 ? new InterestDecimal(termLength).div(DAY_COUNT_BASIS) : undefined;
    default:
      return undefined;
  }
}

/**
 * The AER of a product at `ratePercent`, per the UK definition (docs/decisions/domain.md): for
 * interest paid once at maturity after more than a year,
 * (1 + rate x years)^(1/years) - 1 (24 months at 4.65%: 1.093^(1/2) - 1 =
 * 4.5467%); otherwise (1 + r/n)^n - 1 with n the payments a year. Full
 * working precision; round for display with roundRatePercent.
 */
export function productAer(ratePercent: RatePercent, terms: AerTerms): Decimal {
  const years = termInYears(terms.termLength, terms.termLengthUnit);
  if (postingFrequencyFor(terms.interestPaidType, terms.interestPaysFrequency) === 'AtMaturity' && years !== undefined && years.gt(1)) {
    exactRate(ratePercent); // validates
    const total = toDecimal(ratePercent, 'rate').div(100).times(years);
    return total.plus(1).pow(new InterestDecimal(1).div(years)).minus(1).times(100);
  }
  return aer(ratePercent, paymentsPerYear(terms.interestPaidType, terms.interestPaysFrequency));
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
 * `Month`/`Daily`; `Quarter` and `Year` are understood too). Interest paid at
 * maturity counts as n = 1: for a term of up to a year that is the UK
 * definition (no compounding within the year, and we do not assume the deposit
 * is rolled over); a longer term is annualised by productAer instead.
 * `termInDays` is accepted (and checked) so callers can pass what they know,
 * but does not change the answer.
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
 * The posting frequency of a product (docs/decisions/domain.md): `interestPaidType:
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

/**
 * What `days` daily postings under the carry rule pay: the arithmetic of the
 * general loop (one accrual and one posting a day), made quick because a
 * portfolio read projects every daily-paying account it shows. Two regimes:
 * - while the daily accrual is under half a penny, the days that post nothing
 *   (the balance, and so the accrual, stays put) are taken at once, in bigint;
 * - from half a penny a day on, (almost) every day posts and moves the balance,
 *   so each day is computed, in exact integer Numbers (postedDailyInNumbers).
 * interest.test.ts checks both against the day-by-day rule.
 */
function postedDaily(principalMinor: bigint, rate: ExactRate, days: number): bigint {
  const numerator = rate.numerator * UNITS_PER_MINOR;
  const denominator = PERCENT_DAY_DIVISOR * rate.denominator;
  let balance = principalMinor;
  let remainder = 0n;
  let left = days;
  let numbersTried = false;
  while (left > 0) {
    const daily = (balance * numerator + denominator - 1n) / denominator;
    if (daily === 0n) break; // nothing accrues, so nothing ever posts
    if (daily >= HALF_MINOR_IN_UNITS && !numbersTried) {
      // The balance only grows, so the accrual stays at half a penny or more.
      numbersTried = true;
      const rest = postedDailyInNumbers(balance, remainder, rate, left);
      if (rest !== undefined) return balance + rest - principalMinor;
    }
    if (remainder + daily < HALF_MINOR_IN_UNITS) {
      // The next k - 1 days post nothing: k is the first day on which remainder + k x daily reaches half a penny.
      const quiet = (HALF_MINOR_IN_UNITS - remainder + daily - 1n) / daily - 1n;
      const taken = quiet < BigInt(left) ? Number(quiet) : left;
      remainder += BigInt(taken) * daily;
      left -= taken;
      if (left === 0) break;
    }
    const posting = postWithCarry(remainder + daily);
    balance += posting.postedMinor;
    remainder = posting.remainderUnits;
    left -= 1;
  }
  return balance - principalMinor;
}

const LIMB = 1e10; // units of 1e-20 penny are held as two limbs of 1e10 (hi, lo)
const DIGIT = 1e5;

/**
 * a div b for integer Numbers 0 <= a < 2^53, 0 < b: a / b is rounded to the
 * nearest double, so its floor can be one off; q x b (at most a + b < 2^53) is
 * exact, which settles it. Far quicker than % on doubles.
 */
function quotient(a: number, b: number): number {
  const q = Math.floor(a / b);
  const r = a - q * b;
  if (r < 0) return q - 1;
  if (r >= b) return q + 1;
  return q;
}

/**
 * postedDaily for the days left once every day accrues at least half a penny,
 * in integer Numbers only (about 15x quicker than bigint), or undefined when
 * the figures could outgrow 2^53 (then the caller's bigint loop goes on).
 *
 * Let W = balance x rate numerator and D = 36500 x rate denominator: a day
 * accrues ceil(W x 1e20 / D) units = q pence + g units, with q = W div D,
 * ρ = W mod D and g = ceil(ρ x 1e20 / D) in [0, 1e20], found by long division
 * in base 1e5 (ρ x 1e5 < D x 1e5 < 2^53). The carry is kept as t = remainder +
 * half a penny in [0, 1e20): a day posts q + 1 pence when t + g reaches 1e20
 * (then t loses 1e20), q otherwise; exactly postWithCarry. A posting of p pence
 * adds p x numerator to W, which moves q and ρ without recomputing W / D.
 */
function postedDailyInNumbers(balanceMinor: bigint, remainderUnits: bigint, rate: ExactRate, days: number): bigint | undefined {
  const numerator = Number(rate.numerator);
  const denominator = Number(PERCENT_DAY_DIVISOR * rate.denominator);
  const w = balanceMinor * rate.numerator;
  if (!Number.isSafeInteger(numerator) || denominator * DIGIT > Number.MAX_SAFE_INTEGER) return undefined;
  // Every posting adds at most q + 1 pence; bound the final W so that ρ + posting x numerator never leaves 2^53.
  const bound = Number.MAX_SAFE_INTEGER / 4;
  if (w >= BigInt(Math.floor(bound))) return undefined;
  let q = quotient(Number(w), denominator);
  let rho = Number(w) - q * denominator;
  const t0 = remainderUnits + HALF_MINOR_IN_UNITS; // in [0, 1e20)
  let tHi = Number(t0 / 10n ** 10n);
  let tLo = Number(t0 % 10n ** 10n);
  let posted = 0;
  for (let day = 0; day < days; day++) {
    // g = ceil(rho x 1e20 / D) as gHi x 1e10 + gLo: four base-1e5 digits of long division.
    let x = rho * DIGIT;
    const d1 = quotient(x, denominator);
    x = (x - d1 * denominator) * DIGIT;
    const d2 = quotient(x, denominator);
    x = (x - d2 * denominator) * DIGIT;
    const d3 = quotient(x, denominator);
    x = (x - d3 * denominator) * DIGIT;
    const d4 = quotient(x, denominator);
    const r = x - d4 * denominator;
    let gHi = d1 * DIGIT + d2;
    let gLo = d3 * DIGIT + d4 + (r > 0 ? 1 : 0);
    if (gLo === LIMB) {
      gLo = 0;
      gHi += 1;
    }
    // t + g, and whether it reaches a whole penny.
    let sLo = tLo + gLo;
    let sHi = tHi + gHi;
    if (sLo >= LIMB) {
      sLo -= LIMB;
      sHi += 1;
    }
    let today = q;
    if (sHi >= LIMB) {
      sHi -= LIMB;
      today += 1;
    }
    tHi = sHi;
    tLo = sLo;
    posted += today;
    // The balance grows by today's posting: W += today x numerator.
    const grown = rho + today * numerator;
    if (grown > bound || posted > bound) return undefined;
    const carry = quotient(grown, denominator);
    q += carry;
    rho = grown - carry * denominator;
    if (q * denominator > bound) return undefined;
  }
  return BigInt(posted);
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
 * Simulates an account day by day, exactly as the interest jobs run it:
 * Actual/365 accrual on the current balance; on each posting date the accrued
 * amount plus the carried remainder is posted, rounded half-up to the penny
 * (the rest is carried), and from then on earns interest itself; endDate posts
 * what is left, and a remainder under half a penny then is not paid (as a
 * closure's payout rounds it). No deposits or withdrawals in between.
 */
export function projectBalance(input: ProjectionInput): Projection {
  const { principalMinor, ratePercent, startDate, endDate, postingFrequency } = input;
  requireBalance(principalMinor);
  const rate = exactRate(ratePercent);
  if (postingFrequency === 'Daily') {
    const days = daysBetween(startDate, endDate);
    if (days < 0) throw new RangeError(`endDate ${endDate} is before startDate ${startDate}`);
    const interestMinor = postedDaily(principalMinor, rate, days);
    return { interestMinor, balanceMinor: principalMinor + interestMinor };
  }
  let balance = principalMinor;
  let remainderUnits = 0n;
  let previous = 0;
  for (const offset of postingDayOffsets(startDate, endDate, postingFrequency)) {
    // The balance is constant between postings, so the period accrues (days x daily) at once.
    const posting = postWithCarry(remainderUnits + BigInt(offset - previous) * dailyUnits(balance, rate));
    balance += posting.postedMinor;
    remainderUnits = posting.remainderUnits;
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
export function estimatedBalance(principalMinor: bigint, ratePercent: RatePercent, months: number, postingFrequency: PostingFrequency, startDate: BusinessDate): bigint {
  if (!Number.isSafeInteger(months) || months < 0) throw new RangeError(`months must be a whole number of 0 or more, got ${String(months)}`);
  return projectBalance({
    principalMinor,
    ratePercent,
    startDate,
    endDate: addMonths(startDate, months),
    postingFrequency,
  }).balanceMinor;
}
