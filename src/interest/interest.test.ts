/**
 * Interest is where a penny goes missing without anyone noticing, so every
 * example here is worked by hand in the comments, and the properties check the
 * code against exact arithmetic (bigint rationals, or Decimal without any
 * rounding to the penny) rather than against itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from '../calendar/calendar.js';
import {
  ACCRUAL_DECIMAL_PLACES,
  InterestDecimal as D,
  ROUNDING_RULE,
  accrueOverDays,
  aer,
  dailyAccrual,
  estimatedBalance,
  expectedInterest,
  paymentsPerYear,
  payoutMinor,
  postingDates,
  postingFrequencyFor,
  productAer,
  projectBalance,
  roundHalfUpToMinor,
  roundRatePercent,
} from './interest.js';

/** Exact half-up rounding of numerator/denominator (both non-negative). */
const roundRational = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** A rate as an exact fraction of a percent: '4.75' -> 475/100. */
function rational(rate: string): [bigint, bigint] {
  const [whole, fraction = ''] = rate.split('.');
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
}

// Rates from 0% to 20% in steps of 0.0001 percentage points, as strings.
const rateArb = (maxPercent = 20) => fc.integer({ min: 0, max: maxPercent * 10_000 }).map((n) => new D(n).div(10_000).toString());
const balanceArb = fc.bigInt({ min: 0n, max: 100_000_000_000_00n }); // up to £100bn
const dayArb = fc.integer({ min: 0, max: 20_000 });

describe('the rounding rule', () => {
  it('is named', () => {
    expect(ROUNDING_RULE).toBe('half-up to the minor unit (penny) at posting');
  });

  it('rounds half-up to the penny', () => {
    expect(roundHalfUpToMinor(new D('0.5'))).toBe(1n);
    expect(roundHalfUpToMinor(new D('0.49999999999999999999'))).toBe(0n);
    expect(roundHalfUpToMinor(new D('2.5'))).toBe(3n);
    expect(roundHalfUpToMinor(new D('3397.2602739726'))).toBe(3397n);
    expect(roundHalfUpToMinor('112500.00000000000000000000')).toBe(112_500n);
    expect(roundHalfUpToMinor(new D('123456789012345678.5'))).toBe(123_456_789_012_345_679n);
    // floor(x + 1/2): a carried remainder of minus half a penny rounds to 0, never below.
    expect(roundHalfUpToMinor(new D('-0.5'))).toBe(0n);
    expect(roundHalfUpToMinor(new D('-0.50000000000000000001'))).toBe(-1n);
  });
});

describe('daily accrual (Actual/365)', () => {
  it('£10,000 at 3.65% earns 100p a day', () => {
    // 1,000,000p x 3.65 / 100 / 365 = 36,500p / 365 = 100p exactly.
    expect(dailyAccrual(1_000_000n, '3.65').eq(100)).toBe(true);
    expect(accrueOverDays(1_000_000n, '3.65', 1).eq(100)).toBe(true);
    expect(accrueOverDays(1_000_000n, new D('3.65'), 30).eq(3000)).toBe(true);
  });

  it('keeps fractions of a penny, to 20 decimal places, rounded up there', () => {
    // 100,000p (£1,000) x 4 / 100 / 365 = 4,000 / 365 = 10.958904109589041095890410...p
    const daily = dailyAccrual(100_000n, '4');
    expect(daily.toFixed(ACCRUAL_DECIMAL_PLACES)).toBe('10.95890410958904109590');
    expect(daily.decimalPlaces()).toBeLessThanOrEqual(ACCRUAL_DECIMAL_PLACES);
  });

  it('is zero on a zero balance or at a zero rate', () => {
    expect(dailyAccrual(0n, '5').isZero()).toBe(true);
    expect(accrueOverDays(1_000_000n, '0', 365).isZero()).toBe(true);
    expect(accrueOverDays(1_000_000n, '5', 0).isZero()).toBe(true);
  });

  it('rejects floats, negatives and nonsense', () => {
    expect(() => dailyAccrual(100n, 4.5 as never)).toThrow(TypeError);
    expect(() => dailyAccrual(100 as never, '4.5')).toThrow(TypeError);
    expect(() => dailyAccrual(-1n, '4.5')).toThrow(RangeError);
    expect(() => dailyAccrual(100n, '-0.1')).toThrow(RangeError);
    expect(() => dailyAccrual(100n, 'four')).toThrow(RangeError);
    expect(() => dailyAccrual(100n, 'Infinity')).toThrow(RangeError);
    expect(() => accrueOverDays(100n, '4.5', -1)).toThrow(RangeError);
    expect(() => accrueOverDays(100n, '4.5', 1.5)).toThrow(RangeError);
  });
});

describe('AER', () => {
  it('4.50% paid monthly is 4.594%', () => {
    // (1 + 0.045/12)^12 - 1 = 1.00375^12 - 1 = 0.045939825... -> 4.594% (3 dp), 4.59% (2 dp)
    expect(aer('4.5', 12).toDecimalPlaces(3).toString()).toBe('4.594');
    expect(roundRatePercent(aer('4.5', 12)).toString()).toBe('4.59');
    expect(aer('4.5', 12).toString().startsWith('4.5939825040590')).toBe(true);
  });

  it('4.00% paid daily is 4.08%', () => {
    // (1 + 0.04/365)^365 - 1 = 0.040808477... -> 4.08%
    expect(roundRatePercent(aer('4', 365)).toString()).toBe('4.08');
  });

  it('equals the rate when paid once a year', () => {
    expect(aer('4.75', 1).eq('4.75')).toBe(true);
  });

  it('rounds rates for display half-up', () => {
    expect(roundRatePercent('4.595').toString()).toBe('4.6');
    expect(roundRatePercent('4.5949').toString()).toBe('4.59');
    expect(roundRatePercent('4.5949', 3).toString()).toBe('4.595');
  });

  it('counts payments a year from the product terms', () => {
    expect(paymentsPerYear('Daily', 'Month')).toBe(12);
    expect(paymentsPerYear('Daily', 'Daily')).toBe(365);
    expect(paymentsPerYear('Periodic', 'Year')).toBe(1);
    expect(paymentsPerYear('Periodic', 'Quarter')).toBe(4);
    // At maturity: once a year for AER purposes, whatever the term (see paymentsPerYear).
    expect(paymentsPerYear('AtMaturity', 'Month', 365)).toBe(1);
    expect(paymentsPerYear('AtMaturity', undefined, 91)).toBe(1);
    expect(paymentsPerYear('AtMaturity', undefined, 730)).toBe(1);
    expect(() => paymentsPerYear('Daily', 'Fortnight')).toThrow(RangeError);
    expect(() => aer('4', 0)).toThrow(RangeError);
  });

  it('is never below the rate, and equals it at one payment a year', () => {
    fc.assert(
      fc.property(rateArb(), fc.constantFrom(1, 2, 4, 12, 52, 365), (rate, n) => {
        expect(aer(rate, n).gte(rate)).toBe(true);
        expect(aer(rate, 1).eq(rate)).toBe(true);
        if (n > 1 && rate !== '0') expect(aer(rate, n).gt(rate)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('posting frequency and dates', () => {
  it('follows the product: AtMaturity, else interestPaysFrequency', () => {
    expect(postingFrequencyFor('AtMaturity', 'Month')).toBe('AtMaturity');
    expect(postingFrequencyFor('Daily', 'Month')).toBe('Month');
    expect(postingFrequencyFor('Daily', 'Daily')).toBe('Daily');
    expect(() => postingFrequencyFor('Daily', undefined)).toThrow(RangeError);
  });

  it('posts on monthly anniversaries, clamped to shorter month ends', () => {
    expect(postingDates('2025-01-31', '2025-07-31', 'Month')).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31']);
    expect(postingDates('2024-01-31', '2024-03-31', 'Month')).toEqual(['2024-02-29', '2024-03-31']);
    expect(postingDates('2025-01-31', '2026-01-31', 'Quarter')).toEqual(['2025-04-30', '2025-07-31', '2025-10-31', '2026-01-31']);
    expect(postingDates('2024-02-29', '2026-03-15', 'Year')).toEqual(['2025-02-28', '2026-02-28', '2026-03-15']);
  });

  it('posts any remainder at the end date', () => {
    expect(postingDates('2025-01-15', '2025-03-01', 'Month')).toEqual(['2025-02-15', '2025-03-01']);
    expect(postingDates('2025-01-15', '2025-02-10', 'Month')).toEqual(['2025-02-10']);
    expect(postingDates('2025-01-15', '2025-01-18', 'Daily')).toEqual(['2025-01-16', '2025-01-17', '2025-01-18']);
    expect(postingDates('2025-01-15', '2026-01-15', 'AtMaturity')).toEqual(['2026-01-15']);
    expect(postingDates('2025-01-15', '2025-01-15', 'Month')).toEqual([]);
    expect(() => postingDates('2025-01-15', '2025-01-14', 'Month')).toThrow(RangeError);
  });
});

describe('projectBalance: worked examples', () => {
  it('£25,000 at 4.50% for 12 months (365 days), paid at maturity, earns £1,125.00', () => {
    // 2,500,000p x 4.50 / 100 x 365 / 365 = 112,500p
    const result = projectBalance({
      principalMinor: 2_500_000n,
      ratePercent: '4.50',
      startDate: '2025-01-01',
      endDate: '2026-01-01',
      postingFrequency: 'AtMaturity',
    });
    expect(result).toEqual({ interestMinor: 112_500n, balanceMinor: 2_612_500n });
  });

  it('a leap year earns 366 days of interest (Actual/365)', () => {
    // 1,000,000p at 3.65%: 100p a day x 366 days = 36,600p
    expect(
      expectedInterest({
        principalMinor: 1_000_000n,
        ratePercent: '3.65',
        startDate: '2024-01-01',
        endDate: '2025-01-01',
        postingFrequency: 'AtMaturity',
      }),
    ).toBe(36_600n);
  });

  it('an exact half penny rounds up, however the year divides into days', () => {
    // £25,000.50 at 1% for a year: 2,500,050 x 1 / 100 = 25,000.5p exactly -> 25,001p.
    // The daily amount 68.4945205479452054794520...p has no exact decimal form;
    // rounding it to nearest would give 365 x 68.49452054794520547945 = 25,000.49999...p -> 25,000p.
    expect(
      expectedInterest({
        principalMinor: 2_500_050n,
        ratePercent: '1',
        startDate: '2025-01-01',
        endDate: '2026-01-01',
        postingFrequency: 'AtMaturity',
      }),
    ).toBe(25_001n);
  });

  it('£10,000 instant access at 4.00% paid monthly for 12 months', () => {
    // Each month: balance x 4 / 100 x days / 365, plus the remainder carried from the
    // last posting, rounded half-up and added to the balance; the rest is carried.
    // (Before the carry rule each month dropped its remainder: 40,740p.)
    //  period from  days  balance     month's interest  carried in  to post      posted  carried out
    //  2025-01-01   31   1,000,000     3397.2603    0.0000     3397.2603    3397   0.2603
    //  2025-02-01   28   1,003,397     3078.9168    0.2603     3079.1771    3079   0.1771
    //  2025-03-01   31   1,006,476     3419.2609    0.1771     3419.4380    3419   0.4380
    //  2025-04-01   30   1,009,895     3320.2027    0.4380     3320.6408    3321  -0.3592
    //  2025-05-01   31   1,013,216     3442.1585   -0.3592     3441.7992    3442  -0.2008
    //  2025-06-01   30   1,016,658     3342.4373   -0.2008     3342.2365    3342   0.2365
    //  2025-07-01   31   1,020,000     3465.2055    0.2365     3465.4420    3465   0.4420
    //  2025-08-01   31   1,023,465     3476.9770    0.4420     3477.4190    3477   0.4190
    //  2025-09-01   30   1,026,942     3376.2477    0.4190     3376.6666    3377  -0.3334
    //  2025-10-01   31   1,030,319     3500.2618   -0.3334     3499.9284    3500  -0.0716
    //  2025-11-01   30   1,033,819     3398.8570   -0.0716     3398.7854    3399  -0.2146
    //  2025-12-01   31   1,037,218     3523.6995   -0.2146     3523.4849    3523   0.4849 (under half a penny: not paid)
    //  total interest 40,741p; balance 1,040,741p
    const input = {
      principalMinor: 1_000_000n,
      ratePercent: '4.00',
      startDate: '2025-01-01',
      endDate: '2026-01-01',
      postingFrequency: 'Month' as const,
    };
    expect(projectBalance(input)).toEqual({ interestMinor: 40_741n, balanceMinor: 1_040_741n });
    expect(estimatedBalance(1_000_000n, '4.00', 12, 'Month', '2025-01-01')).toBe(1_040_741n);
  });

  it('daily posting compounds from the next day', () => {
    // 1,000,000p at 3.65%: day 1 100p; day 2 on 1,000,100p = 100.01p -> 100p; day 3 on 1,000,200p = 100.02p -> 100p.
    expect(
      projectBalance({
        principalMinor: 1_000_000n,
        ratePercent: '3.65',
        startDate: '2025-03-01',
        endDate: '2025-03-04',
        postingFrequency: 'Daily',
      }),
    ).toEqual({ interestMinor: 300n, balanceMinor: 1_000_300n });
  });

  it('earns nothing over no days and refuses an end before the start', () => {
    const base = { principalMinor: 1_000_000n, ratePercent: '4', startDate: '2025-03-01', postingFrequency: 'Month' as const };
    expect(projectBalance({ ...base, endDate: '2025-03-01' })).toEqual({ interestMinor: 0n, balanceMinor: 1_000_000n });
    expect(() => projectBalance({ ...base, endDate: '2025-02-28' })).toThrow(RangeError);
    expect(() => estimatedBalance(1n, '4', -1, 'Month', '2025-03-01')).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('accrual is additive over days, exactly', () => {
    fc.assert(
      fc.property(balanceArb, rateArb(), dayArb, dayArb, (balance, rate, a, c) => {
        const sum = accrueOverDays(balance, rate, a).plus(accrueOverDays(balance, rate, c));
        expect(sum.eq(accrueOverDays(balance, rate, a + c))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the daily amount is the exact Actual/365 amount, at most 1e-20p above it', () => {
    fc.assert(
      fc.property(balanceArb, rateArb(), (balance, rate) => {
        const [num, den] = rational(rate);
        // daily x 1e20 as an integer, against balance x rate / 36,500 x 1e20 exactly.
        const units = BigInt(dailyAccrual(balance, rate).times(new D(10).pow(ACCRUAL_DECIMAL_PLACES)).toFixed(0));
        const exactNumerator = balance * num * 10n ** 20n;
        const exactDenominator = 36_500n * den;
        expect(units * exactDenominator >= exactNumerator).toBe(true);
        expect((units - 1n) * exactDenominator < exactNumerator).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('interest paid at maturity equals exact arithmetic rounded half-up once', () => {
    fc.assert(
      fc.property(balanceArb, rateArb(), fc.integer({ min: 0, max: 3_660 }), (balance, rate, days) => {
        const [num, den] = rational(rate);
        const endDate = new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        const interest = expectedInterest({
          principalMinor: balance,
          ratePercent: rate,
          startDate: '2025-01-01',
          endDate,
          postingFrequency: 'AtMaturity',
        });
        expect(interest).toBe(roundRational(balance * num * BigInt(days), 36_500n * den));
        expect(roundHalfUpToMinor(accrueOverDays(balance, rate, days))).toBe(interest);
      }),
      { numRuns: 1000 },
    );
  });

  it('is non-decreasing in the amount and in the rate', () => {
    const frequency = fc.constantFrom('AtMaturity' as const, 'Month' as const, 'Daily' as const);
    fc.assert(
      fc.property(balanceArb, balanceArb, rateArb(), rateArb(), fc.integer({ min: 0, max: 800 }), frequency, (b1, b2, r1, r2, days, freq) => {
        const [lowB, highB] = b1 <= b2 ? [b1, b2] : [b2, b1];
        const [lowR, highR] = new D(r1).lte(r2) ? [r1, r2] : [r2, r1];
        expect(accrueOverDays(lowB, lowR, days).lte(accrueOverDays(highB, lowR, days))).toBe(true);
        expect(accrueOverDays(lowB, lowR, days).lte(accrueOverDays(lowB, highR, days))).toBe(true);
        const endDate = new Date(Date.UTC(2024, 1, 29) + days * 86_400_000).toISOString().slice(0, 10);
        const interest = (principalMinor: bigint, ratePercent: string) =>
          expectedInterest({ principalMinor, ratePercent, startDate: '2024-02-29', endDate, postingFrequency: freq });
        expect(interest(lowB, lowR) <= interest(highB, lowR)).toBe(true);
        expect(interest(lowB, lowR) <= interest(lowB, highR)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  // Against closed forms. Each posting rounds by at most half a penny, and a
  // penny rounded away (or added) at one posting then earns (or misses) interest
  // itself at every later posting, so the bound is postings x 0.5p x the growth
  // factor of the whole period, plus a hair for the 1e-20p daily rounding.
  const within = (actual: bigint, exact: InstanceType<typeof D>, postings: number, growth: InstanceType<typeof D>) => {
    const tolerance = growth.times(postings).times('0.5').plus('0.000001');
    return new D(actual.toString()).minus(exact).abs().lte(tolerance);
  };

  it('daily posting stays within rounding of P(1 + r/365)^days over up to 10 years', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_00n }), rateArb(10), fc.integer({ min: 0, max: 3_653 }), (principal, rate, days) => {
        const endDate = new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        const { balanceMinor } = projectBalance({
          principalMinor: principal,
          ratePercent: rate,
          startDate: '2025-01-01',
          endDate,
          postingFrequency: 'Daily',
        });
        const growth = new D(rate).div(36_500).plus(1).pow(days);
        expect(within(balanceMinor, growth.times(principal.toString()), days, growth)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('monthly posting stays within rounding of the product of (1 + r x days/365) over up to 30 years', () => {
    const start = fc.integer({ min: 0, max: 3_650 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_00n }), rateArb(10), start, fc.integer({ min: 0, max: 360 }), (principal, rate, startDate, months) => {
        const endDate = addMonths(startDate, months);
        const { balanceMinor } = projectBalance({ principalMinor: principal, ratePercent: rate, startDate, endDate, postingFrequency: 'Month' });
        // The exact schedule, computed here independently of postingDates.
        let growth = new D(1);
        for (let k = 1; k <= months; k++) {
          const days = daysBetween(addMonths(startDate, k - 1), addMonths(startDate, k));
          growth = growth.times(new D(rate).times(days).div(36_500).plus(1));
        }
        expect(within(balanceMinor, growth.times(principal.toString()), months, growth)).toBe(true);
        expect(estimatedBalance(principal, rate, months, 'Month', startDate)).toBe(balanceMinor);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * The carry rule, day by day from its definition: each day accrues
 * ceil(balance x rate / 36500) in units of 1e-20 penny; each posting pays the
 * accrued units plus the carried remainder rounded half-up (floor(x + 1/2)) and
 * carries the rest. An oracle written apart from the code under test.
 */
function dayByDay(principal: bigint, rate: string, days: number, postingDays: Set<number>): bigint {
  const [num, den] = rational(rate);
  const unit = 10n ** 20n;
  let balance = principal;
  let units = 0n;
  for (let day = 1; day <= days; day++) {
    units += (balance * num * unit + 36_500n * den - 1n) / (36_500n * den);
    if (postingDays.has(day) || day === days) {
      const posted = (2n * units + unit) / (2n * unit); // floor(units / unit + 1/2); units >= -unit/2
      balance += posted;
      units -= posted * unit;
    }
  }
  return balance - principal;
}

describe('no fraction of interest is lost (the carry rule)', () => {
  it('1.00 at 3.50% paid monthly earns 4p in 12 months (the remainder used to be dropped: 0p)', () => {
    // Each month accrues about 0.29p; carried, the remainders post a penny in
    // February, June, September and December (table below).
    //  period from  days  balance  month's accrual  carried in  to post  posted  carried out
    //  2025-01-01    31     100      0.2973         0.0000     0.2973    0      0.2973
    //  2025-02-01    28     100      0.2685         0.2973     0.5658    1     -0.4342
    //  2025-03-01    31     101      0.3002        -0.4342    -0.1340    0     -0.1340
    //  2025-04-01    30     101      0.2905        -0.1340     0.1565    0      0.1565
    //  2025-05-01    31     101      0.3002         0.1565     0.4568    0      0.4568
    //  2025-06-01    30     101      0.2905         0.4568     0.7473    1     -0.2527
    //  2025-07-01    31     102      0.3032        -0.2527     0.0505    0      0.0505
    //  2025-08-01    31     102      0.3032         0.0505     0.3537    0      0.3537
    //  2025-09-01    30     102      0.2934         0.3537     0.6472    1     -0.3528
    //  2025-10-01    31     103      0.3062        -0.3528    -0.0467    0     -0.0467
    //  2025-11-01    30     103      0.2963        -0.0467     0.2496    0      0.2496
    //  2025-12-01    31     103      0.3062         0.2496     0.5558    1     -0.4442 (not paid)
    // 4p against an exact simple 3.5p (plus 0.06p of compounding): within half a penny.
    expect(projectBalance({ principalMinor: 100n, ratePercent: '3.50', startDate: '2025-01-01', endDate: '2026-01-01', postingFrequency: 'Month' })).toEqual({
      interestMinor: 4n,
      balanceMinor: 104n,
    });
    expect(estimatedBalance(100n, '3.50', 12, 'Month', '2025-01-01')).toBe(104n);
  });

  it('1.68 and 1.69 paid monthly at 3.50% both earn about 3.5% (6p), not 0p and 8p', () => {
    // 1.68 x 3.5% = 5.88p, 1.69 x 3.5% = 5.915p a year before compounding.
    expect(expectedInterest({ principalMinor: 168n, ratePercent: '3.50', startDate: '2025-01-01', endDate: '2026-01-01', postingFrequency: 'Month' })).toBe(6n);
    expect(expectedInterest({ principalMinor: 169n, ratePercent: '3.50', startDate: '2025-01-01', endDate: '2026-01-01', postingFrequency: 'Month' })).toBe(6n);
  });

  it('a product paying daily earns its rate at any balance: 10.00, 52.14, 52.15 and 10,000.00 at 3.50% for a year', () => {
    // Exact simple interest: 35p, 182.49p, 182.525p, 35,000p; daily compounding adds
    // the rest (about 1.8% of it: 0.6p, 3.3p, 3.3p, 618p). Before the carry rule
    // 10.00 and 52.14 earned 0p and 52.15 earned 365p (one penny every day).
    const year = (principalMinor: bigint) => expectedInterest({ principalMinor, ratePercent: '3.50', startDate: '2025-01-01', endDate: '2026-01-01', postingFrequency: 'Daily' });
    expect(year(1_000n)).toBe(36n);
    expect(year(5_214n)).toBe(186n);
    expect(year(5_215n)).toBe(186n);
    expect(year(1_000_000n)).toBe(35_618n);
  });

  it('pays any balance, rate, period and frequency what the day-by-day rule pays', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        rateArb(15),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('Daily', 'Month', 'Quarter', 'AtMaturity') as fc.Arbitrary<'Daily' | 'Month' | 'Quarter' | 'AtMaturity'>,
        (principalMinor, ratePercent, days, postingFrequency) => {
          const startDate = '2027-01-31';
          const endDate = addDaysForTest(startDate, days);
          const offsets = new Set(postingDates(startDate, endDate, postingFrequency).map((d) => daysBetween(startDate, d)));
          expect(expectedInterest({ principalMinor, ratePercent, startDate, endDate, postingFrequency })).toBe(dayByDay(principalMinor, ratePercent, days, offsets));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('daily posting pays what the day-by-day rule pays in every regime: under half a penny a day, from it, huge balances, long rates', () => {
    // postedDaily takes quiet days at once below half a penny a day, counts in
    // integer Numbers from there, and falls back to bigint where a figure could
    // pass 2^53 (balances of trillions, rates with many decimals): each regime
    // and the switches between them are drawn here.
    const balance = fc.oneof(
      fc.bigInt({ min: 0n, max: 20_000n }), // pennies a day or less: the quiet-day skip and the switch to Numbers
      fc.bigInt({ min: 0n, max: 10n ** 9n }),
      fc.bigInt({ min: 10n ** 13n, max: 10n ** 16n }), // past the Numbers bound: bigint throughout or midway
    );
    const longRate = fc.integer({ min: 1, max: 2_000_000_000 }).map((n) => new D(n).div(100_000_000).toFixed(8)); // 8 places
    fc.assert(
      fc.property(balance, fc.oneof(rateArb(15), longRate), fc.integer({ min: 0, max: 3_660 }), (principalMinor, ratePercent, days) => {
        const endDate = addDaysForTest('2027-01-31', days);
        const posted = expectedInterest({ principalMinor, ratePercent, startDate: '2027-01-31', endDate, postingFrequency: 'Daily' });
        const everyDay = new Set(Array.from({ length: days }, (_, i) => i + 1));
        expect(posted).toBe(dayByDay(principalMinor, ratePercent, days, everyDay));
      }),
      { numRuns: 400 },
    );
  });

  it('pays over a life the exact accrual rounded half-up once, at a constant balance', () => {
    // Paid once at maturity nothing compounds, so the total is the exact accrual
    // rounded once (to within the 1e-20p of each day's accrual).
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), rateArb(), fc.integer({ min: 0, max: 2_000 }), (balance, rate, days) => {
        const [num, den] = rational(rate);
        const exact = roundRational(balance * num * BigInt(days), 36_500n * den);
        const paid = expectedInterest({
          principalMinor: balance,
          ratePercent: rate,
          startDate: '2025-01-01',
          endDate: addDaysForTest('2025-01-01', days),
          postingFrequency: 'AtMaturity',
        });
        expect(paid).toBe(exact);
      }),
      { numRuns: 300 },
    );
  });
});

function addDaysForTest(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('payoutMinor: what a closure or maturity payout pays', () => {
  it('is the balance plus the accrued interest and carried remainder, rounded half-up', () => {
    expect(payoutMinor(2_000_000n, '3636.49999999999999999999')).toBe(2_003_636n);
    expect(payoutMinor(2_000_000n, '3636.5')).toBe(2_003_637n);
    // A negative carried remainder (at least minus half a penny) takes nothing from the balance.
    expect(payoutMinor(1_042_500n, '-0.5')).toBe(1_042_500n);
    expect(payoutMinor(0n, '0.49')).toBe(0n);
  });
});

describe('productAer: the UK definition', () => {
  const fixed = (termLength: number, termLengthUnit = 'Month') => ({ interestPaidType: 'AtMaturity', interestPaysFrequency: 'Year', termLength, termLengthUnit });

  it('annualises a fixed term paying once after more than a year: 24 months at 4.65% is 4.55%', () => {
    // Total over the term 2 x 4.65% = 9.30%; (1.093)^(1/2) - 1 = 4.5466%.
    expect(roundRatePercent(productAer('4.65', fixed(24)), 2).toFixed(2)).toBe('4.55');
    expect(productAer('4.65', fixed(24)).toFixed(6)).toBe('4.546640');
    // Three years at 5%: 1.15^(1/3) - 1 = 4.7690%.
    expect(roundRatePercent(productAer('5', fixed(3, 'Year')), 2).toFixed(2)).toBe('4.77');
  });

  it('is the rate for a term of up to a year paying at maturity, and (1 + r/n)^n - 1 otherwise', () => {
    expect(productAer('4.50', fixed(12)).toFixed(2)).toBe('4.50');
    expect(productAer('4.10', fixed(3)).toFixed(2)).toBe('4.10');
    expect(productAer('4.10', fixed(365, 'Day')).toFixed(2)).toBe('4.10');
    expect(roundRatePercent(productAer('4.50', { interestPaidType: 'Daily', interestPaysFrequency: 'Month', termLength: 0, termLengthUnit: 'NoTerm' }), 2).toFixed(2)).toBe('4.59');
  });
});
