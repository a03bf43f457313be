/**
 * Amounts are decimals with at most two places, sent as JSON numbers. Adding
 * them as floating point drifts (0.1 + 0.2), so sums are made in integer minor
 * units (pence, cents) and turned back into an amount once.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** An amount as integer minor units, exactly: 10425.5 → 1042550n. Throws on more than two decimals. */
export function toMinorUnits(amount: number): bigint {
  const match = AMOUNT.exec(String(amount));
  if (!match) throw new RangeError(`${amount} is not an amount with at most two decimals`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Integer minor units as an amount: 1042550n → 10425.5 (the nearest JSON number to the exact decimal). */
export function fromMinorUnits(minor: bigint): number {
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}
