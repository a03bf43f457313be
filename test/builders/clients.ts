/**
 * Clients and partners for tests: request bodies for the Client API (a valid
 * default, changed per test), and rows for tests of the data layer that never
 * call the HTTP API (what onboarding and client creation would have written).
 * The default client has a bank account in each currency (GBP first), so it
 * may deposit in any of them: a deposit needs a nominated account in its
 * currency (docs/instructions.md).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/database.js';
import type { ApiNewCompanyClient, ApiNewIndividualClient } from '../api.js';

/** When these rows say they were written: before any date a test uses. */
const EPOCH = new Date('2020-01-01T00:00:00Z');

/**
 * A valid individual client body (ApiNewIndividualClient, from the route's schema). Overrides are typed
 * too; a test that sends what the schema refuses on purpose spreads its own fields over the result.
 */
export function newIndividualClient(overrides: Partial<ApiNewIndividualClient> = {}): ApiNewIndividualClient {
  return {
    externalReference: `EXT-${randomUUID()}`,
    title: 'Ms',
    firstName: 'Jane',
    lastName: 'Smith',
    dateOfBirth: '1980-05-17T00:00:00.0000000+00:00',
    addressLine1: '1 High Street',
    addressLine2: '',
    city: 'London',
    postCode: 'SW1A 1AA',
    countryCode: 'GBR',
    phoneNumber: '+44 20 7946 0000',
    ukResident: true,
    ukDomicile: true,
    emailAddress: 'jane.smith@example.com',
    nonUkTaxObligations: [{ countryCode: 'FRA', taxIdentificationNumber: 'FR123' }],
    accounts: [
      { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' },
      { accountName: 'Jane Smith', accountNumber: '22345678', sortCode: '12-34-56', iban: 'GB29 NWBK 6016 1331 9268 19', bic: 'NWBKGB2L', currencyCode: 'EUR' },
      { accountName: 'Jane Smith', accountNumber: '32345678', sortCode: '12-34-56', currencyCode: 'USD' },
    ],
    ...overrides,
  };
}

export function newCompanyClient(overrides: Partial<ApiNewCompanyClient> = {}): ApiNewCompanyClient {
  return {
    externalReference: `EXT-${randomUUID()}`,
    companyName: 'Acme Pension Trustees Ltd',
    fscsEligible: true,
    fcaNumber: '123456',
    companyNumber: '01234567',
    hasEvidenceConfirmingHowMoniesAreHeld: true,
    doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: false,
    addressLine1: '2 Market Square',
    addressLine2: 'Floor 3',
    postCode: 'EC1A 1BB',
    countryCode: 'GBR',
    phoneNumber: '+44 20 7946 0001',
    emailAddress: 'treasury@acme.example',
    accounts: [
      { accountName: 'Acme Trustees', accountNumber: '87654321', sortCode: '654321', currencyCode: 'GBP' },
      { accountName: 'Acme Trustees', accountNumber: '87654322', sortCode: '654321', currencyCode: 'EUR' },
      { accountName: 'Acme Trustees', accountNumber: '87654323', sortCode: '654321', currencyCode: 'USD' },
    ],
    ...overrides,
  };
}

/** A bank account in each currency, as the Client API stores them (sort codes as 6 digits). */
const STORED_ACCOUNTS = (['GBP', 'EUR', 'USD'] as const).map((currencyCode, i) => ({ accountName: 'Test Client', accountNumber: `1234567${i}`, sortCode: '123456', currencyCode }));

/** A client row of the partner (an Individual), as the Client API would have written it. */
export async function insertClient(db: Db, financialPartnerId: string): Promise<string> {
  const clientReference = randomUUID();
  await db
    .insertInto('clients')
    .values({
      client_reference: clientReference,
      financial_partner_id: financialPartnerId,
      external_reference: `EXT-${clientReference}`,
      client_type: 'Individual',
      client_version: 1,
      profile: JSON.stringify({ firstName: 'Test', lastName: 'Client', accounts: STORED_ACCOUNTS }),
      content_hash: clientReference,
      created_at: EPOCH,
      updated_at: EPOCH,
    })
    .execute();
  return clientReference;
}

/** A partner row, for tests that never call the HTTP API (no credentials). */
export async function insertPartner(db: Db): Promise<string> {
  const financialPartnerId = randomUUID();
  await db.insertInto('partners').values({ financial_partner_id: financialPartnerId, name: 'Test partner', role: 'wealth', created_at: EPOCH, updated_at: EPOCH }).execute();
  return financialPartnerId;
}
