/** What a sandbox has on every start: the demo partner (role wealth) and its introducer. */
import { listIntroducers } from '../auth/auth.repository.js';
import type { Platform } from '../platform/platform.js';

export async function seedSandbox(platform: Platform): Promise<{ financialPartnerId: string; introducerId?: string }> {
  const financialPartnerId = await platform.partners.ensureSandboxPartner(platform.config.sandbox);
  const [introducer] = await listIntroducers(platform.db, financialPartnerId);
  return { financialPartnerId, introducerId: introducer?.introducerId };
}
