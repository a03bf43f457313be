/**
 * The identifiers of a bank account, on their own: sort codes, UK account
 * numbers, IBANs (registry examples of several countries; a wrong length, an
 * unknown country, check digits that do not match) and BICs. The property:
 * every IBAN built with its check digits passes, and changing any one
 * character of it fails (mod-97 catches every single substitution).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanOf } from '../../test/builders/bank-accounts.js';
import { bicProblem, formatSortCode, ibanProblem, isUkAccountNumber, normaliseIban, normaliseSortCode } from './account-numbers.js';

describe('sort codes and account numbers', () => {
  it('takes 12-34-56 and 123456 as the same six digits, and nothing else', () => {
    expect(normaliseSortCode('12-34-56')).toBe('123456');
    expect(normaliseSortCode('123456')).toBe('123456');
    for (const bad of ['12345', '1234567', '12 34 56', '12-3456-', 'ab-cd-ef', '12--3456', '']) expect(normaliseSortCode(bad), bad).toBeUndefined();
    expect(formatSortCode('123456')).toBe('12-34-56');
  });

  it('takes an account number of exactly 8 digits', () => {
    expect(isUkAccountNumber('12345678')).toBe(true);
    for (const bad of ['1234567', '123456789', '1234567a', ' 12345678', '']) expect(isUkAccountNumber(bad), bad).toBe(false);
  });
});

describe('IBAN', () => {
  it.each([
    'GB82WEST12345698765432',
    'GB29NWBK60161331926819',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'NO9386011117947',
    'BE68539007547034',
    'LU280019400644750000',
    'CH9300762011623852957',
    'MT84MALT011000012345MTLCAST001S',
  ])('takes %s', (iban) => {
    expect(ibanProblem(iban)).toBeUndefined();
  });

  it('is normalised without spaces, in upper case', () => {
    expect(normaliseIban('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it('says what is wrong: the shape, the country, the length, the check digits', () => {
    expect(ibanProblem('GB82-WEST')).toMatch(/is not an IBAN/);
    expect(ibanProblem('US12345678901234567890')).toBe('starts with US, which is not a country of the IBAN registry');
    // GB's length is 22: a valid mod-97 over 21 characters is still refused.
    expect(ibanProblem(ibanOf('GB', 'WEST1234569876543'))).toBe('has 21 characters where an IBAN of GB has 22');
    expect(ibanProblem('GB83WEST12345698765432')).toBe('has check digits that do not match the rest (ISO 13616 mod-97)');
    expect(ibanProblem('GB82WEST12345698765423')).toMatch(/check digits/);
  });

  it('takes every IBAN built with its check digits, and refuses it with any one character changed', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 14, maxLength: 14 });
    const letters = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(letters, digits, fc.nat(21), fc.nat(9), (bank, number, position, shift) => {
        const iban = ibanOf('GB', `${bank}${number}`);
        expect(ibanProblem(iban)).toBeUndefined();
        // A digit changed to another digit (position 2 onwards: the country stays GB).
        const at = 2 + (position % 20);
        const char = iban[at];
        const changed = /[0-9]/.test(char) ? String((Number(char) + 1 + (shift % 9)) % 10) : char === 'Z' ? 'A' : String.fromCharCode(char.charCodeAt(0) + 1);
        const broken = `${iban.slice(0, at)}${changed}${iban.slice(at + 1)}`;
        expect(ibanProblem(broken), broken).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe('BIC', () => {
  it('takes 8 or 11 characters of the right shape with a real country', () => {
    for (const bic of ['NWBKGB2L', 'DEUTDEFF500', 'BNPAFRPPXXX', 'RZKTXK22']) expect(bicProblem(bic), bic).toBeUndefined();
  });

  it('refuses another length, a bad shape or a country that is not one', () => {
    expect(bicProblem('NWBKGB2')).toBe('has 7 characters where a BIC has 8 or 11');
    expect(bicProblem('NWBKGB2LX')).toBe('has 9 characters where a BIC has 8 or 11');
    expect(bicProblem('NW1KGB2L')).toMatch(/is not a BIC/);
    expect(bicProblem('NWBKQQ2L')).toBe('names QQ, which is not a country (ISO 3166)');
  });
});
