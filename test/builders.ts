/** Builders for test data: a valid default, changed per test. */
import { randomUUID } from 'node:crypto';

export function newIndividualClient(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    accounts: [{ accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' }],
    ...overrides,
  };
}

export function newCompanyClient(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    accounts: [{ accountName: 'Acme Trustees', accountNumber: '87654321', sortCode: '654321', currencyCode: 'GBP' }],
    ...overrides,
  };
}
