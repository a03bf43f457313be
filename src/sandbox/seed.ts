/** What a sandbox has on every start: the demo partner (role wealth), its introducer and the sandbox catalogue. */
import type { PartnersService } from '../auth/partners.service.js';
import type { Config } from '../platform/config.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import { seedSandboxCatalogue } from './catalogue.js';

/** What the seed uses (the composition root passes the platform, which has all of it). */
export interface SandboxSeedDeps {
  config: Pick<Config, 'sandbox'>;
  partners: Pick<PartnersService, 'ensureSandboxPartner' | 'listIntroducers'>;
  catalogue: CatalogueService;
}

export async function seedSandbox(platform: SandboxSeedDeps): Promise<{ financialPartnerId: string; introducerId?: string }> {
  const financialPartnerId = await platform.partners.ensureSandboxPartner(platform.config.sandbox);
  const {
    rows: [introducer],
  } = await platform.partners.listIntroducers(financialPartnerId);
  // The sandbox catalogue, through the operator's own loader; only into an empty catalogue.
  await seedSandboxCatalogue(platform);
  return { financialPartnerId, introducerId: introducer?.introducerId };
}
