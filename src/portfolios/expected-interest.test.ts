import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.js';
import { expectedInterest } from '../interest/interest.js';
import { dailyPostedInterest } from './portfolios.service.js';

describe('interestExpectedAmount of accounts paying interest daily', () => {
  it('equals the day-by-day projection of src/interest for any balance, rate and period', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.constantFrom(0, 1, 2, 3, 4),
        fc.integer({ min: 0, max: 1_100 }),
        (principalMinor, rateUnits, places, days) => {
          const digits = String(rateUnits).padStart(places + 1, '0');
          const ratePercent = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
          const startDate = '2026-01-31';
          const slow = expectedInterest({ principalMinor, ratePercent, startDate, endDate: addDays(startDate, days), postingFrequency: 'Daily' });
          expect(dailyPostedInterest(principalMinor, ratePercent, days)).toBe(slow);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('matches hand-picked cases: small balances, zero rate, a penny that rounds up', () => {
    for (const [principal, rate, days] of [
      [1n, '5.0000', 365],
      [36_500n, '1', 1],
      [1_000_000n, '0.0000', 365],
      [12_345_678_901n, '4.2500', 365],
      [100n, '182.5', 10],
    ] as const) {
      const slow = expectedInterest({ principalMinor: principal, ratePercent: rate, startDate: '2026-03-02', endDate: addDays('2026-03-02', days), postingFrequency: 'Daily' });
      expect(dailyPostedInterest(principal, rate, days)).toBe(slow);
    }
  });

  it('leaves rates it cannot read as plain decimals to the general projection', () => {
    expect(dailyPostedInterest(100n, '1e2', 10)).toBeUndefined();
    expect(dailyPostedInterest(100n, '-1', 10)).toBeUndefined();
  });
});
