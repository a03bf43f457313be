/**
 * Amounts between ISO 20022's decimal text and minor units: exact both ways,
 * refusing what cannot be exact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMinorUnits, parseDecimalAmount } from './amounts.js';

describe('amounts', () => {
  it('knows the decimal places of ISO 4217 currencies', () => {
    expect(['GBP', 'EUR', 'USD', 'JPY', 'BHD', 'QQQ'].map(currencyDigits)).toEqual([2, 2, 2, 0, 3, undefined]);
  });

  it('reads decimal text into minor units exactly', () => {
    expect(['0.01', '8.85', '8.850', '18.15000', '1234567890.12', '+5', '.5', '7.'].map((text) => parseDecimalAmount(text, 'GBP'))).toEqual([
      1n,
      885n,
      885n,
      1815n,
      123456789012n,
      500n,
      50n,
      700n,
    ]);
    expect(parseDecimalAmount('2700', 'JPY')).toBe(2700n);
    expect(parseDecimalAmount('1.234', 'BHD')).toBe(1234n);
  });

  it('refuses what cannot be read exactly', () => {
    expect(parseDecimalAmount('8.855', 'GBP')).toEqual({ problem: 'precision', message: '8.855 GBP has more than the 2 decimal places GBP has' });
    expect(parseDecimalAmount('1.5', 'JPY')).toEqual({ problem: 'precision', message: '1.5 JPY has more than the 0 decimal places JPY has' });
    expect(parseDecimalAmount('-1.00', 'GBP')).toMatchObject({ problem: 'format' });
    expect(parseDecimalAmount('1e3', 'GBP')).toMatchObject({ problem: 'format' });
    expect(parseDecimalAmount('.', 'GBP')).toMatchObject({ problem: 'format' });
    expect(parseDecimalAmount('1.00', 'QQQ')).toMatchObject({ problem: 'currency' });
  });

  it('formats and reads back every amount unchanged, in any currency scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.constantFrom('GBP', 'JPY', 'BHD'), (minor, currency) => {
        expect(parseDecimalAmount(formatMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});
