import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Credentials are random with 192+ bits of entropy, so SHA-256 is a sufficient one-way store.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function secretMatches(secret: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether two strings are equal, compared in constant time (their SHA-256
 * digests, so their lengths leak nothing either).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function constantTimeEquals(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * A new random secret: `bytes` random bytes as base64url.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
