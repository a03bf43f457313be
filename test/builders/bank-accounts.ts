/**
 * Bank accounts for tests: request bodies for the operator's bank-account API
 * and IBANs with real check digits, computed here on their own (ISO 13616:
 * the BBAN, then the country and 00, as digits; 98 less that mod 97), not by
 * the code under test.
 */
import { randomInt } from 'node:crypto';

/** An IBAN of `country` for `bban`, with its check digits. */
export function ibanOf(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** An 8-digit account number nobody else in the test uses (most likely). */
export function newAccountNumber(): string {
  return String(randomInt(10_000_000, 99_999_999));
}

/** A GBP account: sort code 40-47-84 and a fresh number; its GB IBAN (bank code TEST) when `withIban`. */
export function newGbpAccount(overrides: Record<string, unknown> = {}, withIban = false): Record<string, unknown> {
  const accountNumber = (overrides.accountNumber as string | undefined) ?? newAccountNumber();
  return {
    accountName: 'Client Money Account',
    bankName: 'Test Clearing Bank plc',
    sortCode: '40-47-84',
    accountNumber,
    ...(withIban ? { iban: ibanOf('GB', `TEST404784${accountNumber}`), bic: 'TESTGB2L' } : {}),
    ...overrides,
  };
}

/** An EUR or USD account: a fresh GB IBAN (a currency account at a UK bank) and its BIC. */
export function newIbanAccount(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountName: 'Client Money Account (currency)',
    bankName: 'Test Clearing Bank plc',
    iban: ibanOf('GB', `TEST404784${newAccountNumber()}`),
    bic: 'TESTGB2LXXX',
    ...overrides,
  };
}
