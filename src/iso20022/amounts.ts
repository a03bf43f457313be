/**
 * Amounts between ISO 20022's decimal text and bigint minor units, exactly:
 * no floating point anywhere, and no silent rounding. A file's amount with
 * more decimals than its currency has (8.855 GBP) is refused, not rounded;
 * trailing zeros (8.850) are only another way to write the same pennies.
 */

/**
 * ISO 4217 currencies as this Node's ICU knows them. Intl is the source of
 * minor-unit digits too (JPY 0, GBP 2, BHD 3): a table of our own would drift.
 */
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const digitsCache = new Map<string, number>();

/** The number of decimal places of an ISO 4217 currency, or undefined for a code ISO does not know. */
export function currencyDigits(currency: string): number | undefined {
  if (!KNOWN_CURRENCIES.has(currency)) return undefined;
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

// xs:decimal's lexical form without a minus sign (ISO amounts are never negative): at least one digit.
const DECIMAL = /^\+?(\d*)(?:\.(\d*))?$/;

export type AmountProblem = { problem: 'format' | 'currency' | 'precision'; message: string };

/** Minor units of a decimal amount in a currency, or what is wrong with it. */
export function parseDecimalAmount(text: string, currency: string): bigint | AmountProblem {
  const digits = currencyDigits(currency);
  if (digits === undefined) return { problem: 'currency', message: `"${currency}" is not an ISO 4217 currency` };
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { problem: 'format', message: `"${text}" is not a decimal amount` };
  const whole = match[1] === '' ? '0' : match[1];
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) {
    return { problem: 'precision', message: `${text} ${currency} has more than the ${digits} decimal place${digits === 1 ? '' : 's'} ${currency} has` };
  }
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/** A decimal amount as ISO 20022 writes it: 123456n GBP → "1234.56", 500n JPY → "500". */
export function formatMinorUnits(minor: bigint, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === undefined) throw new Error(`${currency} is not an ISO 4217 currency`);
  return formatDecimal(minor, digits);
}

/** Minor units at a scale of `digits` decimal places as decimal text: (123456n, 2) → "1234.56". */
export function formatDecimal(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = (abs / scale).toString();
  const text = digits === 0 ? whole : `${whole}.${(abs % scale).toString().padStart(digits, '0')}`;
  return negative ? `-${text}` : text;
}
