/** What every bench server needs to be called as a partner: one partner and its two credential headers. */
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../src/composition/platform.js';

/** Rate limits high enough never to answer 429: the bench measures the service, not the limiter. */
export const UNLIMITED_RATE_LIMITS = {
  RATE_LIMIT_INSTRUCTIONS: '1000000',
  RATE_LIMIT_CLIENTS: '1000000',
  RATE_LIMIT_PRODUCTS: '1000000',
  RATE_LIMIT_PORTFOLIOS: '1000000',
  RATE_LIMIT_BATCHES: '1000000',
};

/** A new wealth partner with a token from the token endpoint; `headers` carry both credentials. */
export async function benchPartner(platform: Platform, app: FastifyInstance, name: string) {
  const partner = await platform.partners.createPartner({ name, role: 'wealth' });
  const response = await app.inject({
    method: 'POST',
    url: '/connect/token',
    payload: `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = response.json().access_token as string;
  return { partner, headers: { authorization: `Bearer ${token}`, 'cdpapi-subscription-key': partner.subscriptionKey } };
}
