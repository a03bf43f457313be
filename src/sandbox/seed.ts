/** What a sandbox has on every start: the demo partner (role wealth), its introducer, the sandbox catalogue and its bank accounts. */
import type { PartnersService } from '../auth/partners.service.js';
import type { BankingService } from '../banking/banking.service.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import { seedSandboxBankAccounts } from './bank-accounts.js';
import { seedSandboxCatalogue } from './catalogue.js';

/** What the seed uses (the composition root passes the platform, which has all of it). */
export interface SandboxSeedDeps {
  config: Pick<Config, 'sandbox'>;
  partners: Pick<PartnersService, 'ensureSandboxPartner' | 'listIntroducers'>;
  catalogue: CatalogueService;
  banking: BankingService;
  clock: Clock;
}

export async function seedSandbox(platform: SandboxSeedDeps): Promise<{ financialPartnerId: string; introducerId?: string }> {
  const financialPartnerId = await platform.partners.ensureSandboxPartner(platform.config.sandbox);
  const {
    rows: [introducer],
  } = await platform.partners.listIntroducers(financialPartnerId);
  // The sandbox catalogue, through the operator's own loader; only into an empty catalogue.
  await seedSandboxCatalogue(platform);
  // Then the bank accounts: the platform's, and those of the catalogue's institutions; only into an empty setup.
  await seedSandboxBankAccounts(platform);
  return { financialPartnerId, introducerId: introducer?.introducerId };
}
