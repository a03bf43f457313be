/**
 * The auth context's public face for other contexts: who a partner is (its
 * role), a partner's introducers, the partner API's authenticator and
 * principal types, and the secret helpers (hashes, constant-time compare)
 * the operator keys use. Other contexts call these, never
 * `auth.repository.ts`. The token service and partner management are
 * `TokenService` and `PartnersService` (`*.service.ts`), which the
 * composition root builds and hands to whoever drives them.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason; a partner or introducer that does not exist is an absent answer,
 * for the caller to turn into its own error.
 */
import type { Db } from '../database.js';
import { findIntroducer, findPartnerRoles, type IntroducerRow } from './auth.repository.js';

export type { IntroducerRow } from './auth.repository.js';
export type { PartnerAuthenticator } from './partner-api.js';
export type { PartnerPrincipal, PartnerRole } from './token.service.js';
export { constantTimeEquals, hashSecret, newSecret } from './secrets.js';

/**
 * The role of each of these partners (pension, wealth or institution); a
 * partner that does not exist is absent. One statement for a run of
 * requests; reads in the caller's transaction when handed one.
 *
 * Errors: none.
 */
export async function partnerRolesOf(db: Db, financialPartnerIds: string[]): Promise<Map<string, string>> {
  return findPartnerRoles(db, financialPartnerIds);
}

/**
 * A partner's introducer, or undefined when the partner has none with this id.
 *
 * Errors: none (the caller answers `NotFound` itself).
 */
export async function introducerOf(db: Db, financialPartnerId: string, introducerId: string): Promise<IntroducerRow | undefined> {
  return findIntroducer(db, financialPartnerId, introducerId);
}
