/** What a sandbox has on every start: the demo partner (role wealth), its introducer and the sandbox catalogue. */
import { listIntroducers } from '../auth/auth.repository.js';
import type { Platform } from '../composition/platform.js';
import { seedSandboxCatalogue } from './catalogue.js';

export async function seedSandbox(platform: Platform): Promise<{ financialPartnerId: string; introducerId?: string }> {
  const financialPartnerId = await platform.partners.ensureSandboxPartner(platform.config.sandbox);
  const [introducer] = await listIntroducers(platform.db, financialPartnerId);
  // The sandbox catalogue, through the operator's own loader; only into an empty catalogue.
  await seedSandboxCatalogue(platform);
  return { financialPartnerId, introducerId: introducer?.introducerId };
}
