/**
 * Money is carried as bigint minor units (pence, cents) from the moment a
 * request is parsed until a response is written. JSON carries amounts as
 * numbers; JSON.parse gives a double, whose shortest round-trip decimal form
 * (String(n)) is exactly what the partner wrote for any amount of up to 15
 * significant digits, so we convert through that text and never through
 * arithmetic on the double.
 */

export const MAX_AMOUNT_MINOR = 100_000_000_000_00n; // 100 billion: far beyond any deposit limit

export class MoneyFormatError extends Error {
  constructor(
    readonly reason: 'format' | 'precision' | 'range',
    message: string,
  ) {
    super(message);
  }
}

/** Parses a decimal amount written as a JSON number or a decimal string into minor units. */
export function parseAmount(value: number | string): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new MoneyFormatError('format', `"${text}" is not a decimal amount`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) throw new MoneyFormatError('precision', 'has more than 2 decimal places');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const signed = sign === '-' ? -minor : minor;
  if (signed > MAX_AMOUNT_MINOR || signed < -MAX_AMOUNT_MINOR) {
    throw new MoneyFormatError('range', 'is too large');
  }
  return signed;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyFormatError('format', 'is not a finite number');
  const text = String(value);
  if (/e/i.test(text)) {
    // Exponent form only appears for very large or very small numbers.
    if (Math.abs(value) >= 1) throw new MoneyFormatError('range', 'is too large');
    throw new MoneyFormatError('precision', 'has more than 2 decimal places');
  }
  return text;
}

/** Formats minor units as a plain decimal string with two places: 123456n → "1234.56". */
export function formatMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Converts minor units to the JSON number a response carries. Number() of a
 * two-place decimal string is the double whose shortest form is that string, so
 * the JSON text shows exactly the amount.
 */
export function minorToJsonNumber(minor: bigint): number {
  return Number(formatMinor(minor));
}
