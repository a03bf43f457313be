/** What a sandbox has on every start: the demo partner (role wealth), its introducer and its demo client, the sandbox catalogue and its bank accounts. */
import type { PartnersService } from '../auth/partners.service.js';
import type { BankingService } from '../banking/banking.service.js';
import type { ClientsService } from '../clients/clients.service.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import { EXAMPLE_CLIENT_REFERENCE } from '../platform/schemas.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import { seedSandboxBankAccounts } from './bank-accounts.js';
import { seedSandboxCatalogue } from './catalogue.js';

/** What the seed uses (the composition root passes the platform, which has all of it). */
export interface SandboxSeedDeps {
  config: Pick<Config, 'sandbox'>;
  partners: Pick<PartnersService, 'ensureSandboxPartner' | 'listIntroducers'>;
  clients: Pick<ClientsService, 'ensureSandboxClient'>;
  catalogue: CatalogueService;
  banking: BankingService;
  clock: Clock;
}

/** The demo partner's client (clientReference EXAMPLE_CLIENT_REFERENCE), as the Client API's example registers one. */
const SANDBOX_DEMO_CLIENT = {
  externalReference: 'SANDBOX-DEMO-CLIENT',
  title: 'Ms',
  firstName: 'Jane',
  lastName: 'Smith',
  dateOfBirth: '1980-05-17',
  addressLine1: '1 High Street',
  addressLine2: '',
  postCode: 'SW1A 1AA',
  countryCode: 'GBR',
  emailAddress: 'jane@example.com',
  accounts: [{ accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' }],
};

export async function seedSandbox(platform: SandboxSeedDeps): Promise<{ financialPartnerId: string; introducerId?: string }> {
  const financialPartnerId = await platform.partners.ensureSandboxPartner(platform.config.sandbox);
  const {
    rows: [introducer],
  } = await platform.partners.listIntroducers(financialPartnerId);
  // The client the documents' examples name, with a GBP nominated account: a deposit tried from the docs page is Processed.
  await platform.clients.ensureSandboxClient(financialPartnerId, EXAMPLE_CLIENT_REFERENCE, SANDBOX_DEMO_CLIENT);
  // The sandbox catalogue, through the operator's own loader; only into an empty catalogue.
  await seedSandboxCatalogue(platform);
  // Then the bank accounts: the platform's, and those of the catalogue's institutions; only into an empty setup.
  await seedSandboxBankAccounts(platform);
  return { financialPartnerId, introducerId: introducer?.introducerId };
}
