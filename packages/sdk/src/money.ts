/**
 * Amounts are decimals with at most two places, sent as JSON numbers. Adding
 * them as floating point drifts (0.1 + 0.2), so sums are made in integer minor
 * units (pence, cents) and turned back into an amount once.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount as integer minor units, exactly: 10425.5 → 1042550n. Throws on more than two decimals.
 *
 * @example
 * ```ts
 * const total = fromMinorUnits(toMinorUnits(0.1) + toMinorUnits(0.2)); // 0.3, not 0.30000000000000004
 * ```
 *
 * @throws `RangeError` when `amount` has more than two decimals (or is not finite): not a `PlatformError`, nothing was sent.
 */
export function toMinorUnits(amount: number): bigint {
  const match = AMOUNT.exec(String(amount));
  if (!match) throw new RangeError(`${amount} is not an amount with at most two decimals`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/**
 * Integer minor units as an amount: 1042550n → 10425.5 (the nearest JSON number to the exact decimal).
 *
 * @example
 * ```ts
 * await platform.batches.close([{ instructionBatchId, totalAmount: fromMinorUnits(1042550n), totalNoticeAmount: 0 }]);
 * ```
 */
export function fromMinorUnits(minor: bigint): number {
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}
