import { randomUUID } from 'node:crypto';

/** Opaque identifiers: random UUIDs, so nothing about volume or order leaks. */
export function newId(): string {
  return randomUUID();
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** Partners choose GUIDs in any case; we compare and store them lower-cased. */
export function normaliseGuid(value: string): string {
  return value.toLowerCase();
}

/** PostgreSQL's largest bigint: every serial id and cursor part the API takes lies in 0..BIGINT_MAX. */
export const BIGINT_MAX = 9_223_372_036_854_775_807n;
const BIGINT_DIGITS = /^[0-9]{1,19}$/;

/**
 * A bigint id or cursor part as the API takes it: plain decimal digits within
 * 0..BIGINT_MAX. Undefined for anything else (a sign, a fraction, an exponent,
 * a space, a number past the column's range), so no such text ever reaches SQL,
 * where it would be an "out of range for type bigint" error and a 500.
 */
export function parseBigintId(text: string): bigint | undefined {
  if (!BIGINT_DIGITS.test(text)) return undefined;
  const value = BigInt(text);
  return value <= BIGINT_MAX ? value : undefined;
}
