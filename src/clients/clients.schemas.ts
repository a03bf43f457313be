/**
 * The Client API's schemas: one TypeBox definition drives validation, the
 * TypeScript types and the OpenAPI document.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { CURRENCIES, CurrencySchema } from '../platform/currency.js';

const text = (description: string, maxLength = 200, example?: string) => Type.String({ minLength: 1, maxLength, description, ...(example ? { example } : {}) });

export { CURRENCIES };
export const CurrencyCode = CurrencySchema({ description: 'ISO-4217 currency code: GBP, EUR or USD.', example: 'GBP' });

export const CountryCode = Type.String({
  format: 'country-alpha3',
  maxLength: 3,
  description: 'ISO 3166-1 alpha-3 country code, checked against the official list.',
  example: 'GBR',
});

export const AccountSchema = Type.Object(
  {
    accountName: text('Name on the bank account.', 140, 'Jane Smith'),
    accountNumber: Type.String({ pattern: '^\\d{8}$', maxLength: 50, description: 'UK bank account number: 8 digits.', example: '12345678' }),
    sortCode: Type.String({ pattern: '^\\d{2}-?\\d{2}-?\\d{2}$', maxLength: 50, description: 'UK sort code: 6 digits, hyphens allowed.', example: '12-34-56' }),
    bic: Type.Optional(
      Type.String({ pattern: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$', maxLength: 50, description: 'SWIFT BIC (8 or 11 characters).', example: 'NWBKGB2L' }),
    ),
    iban: Type.Optional(
      Type.String({
        format: 'iban',
        maxLength: 50,
        description: 'IBAN, checked with its mod-97 check digits; spaces allowed, at most 50 characters.',
        example: 'GB82WEST12345698765432',
      }),
    ),
    currencyCode: CurrencyCode,
  },
  { title: 'Account', description: "A bank account of the client's, where withdrawals are paid." },
);

export const TaxObligationSchema = Type.Object(
  {
    countryCode: CountryCode,
    taxIdentificationNumber: Type.Optional(Type.String({ maxLength: 50, description: 'Tax identification number in that country.' })),
  },
  { title: 'TaxObligation', description: 'A tax obligation outside the UK; one per country.' },
);

const TAX_ALIASES = { nonUkTaxObligation: 'nonUkTaxObligations' };

const addressFields = {
  addressLine1: text('First line of the address.', 200, '1 High Street'),
  addressLine2: Type.String({ maxLength: 200, description: 'Second line of the address; may be an empty string.', example: '' }),
  addressLine3: Type.Optional(Type.String({ maxLength: 200, description: 'Third line of the address.' })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'City or town.', example: 'London' })),
  county: Type.Optional(Type.String({ maxLength: 100, description: 'County.' })),
  postCode: text('Postcode.', 20, 'SW1A 1AA'),
  countryCode: CountryCode,
};

const individualFields = {
  externalReference: text("The partner's own unique reference for the client.", 100, 'CUST-0001'),
  title: Type.String({ minLength: 1, maxLength: 32, description: 'Title, at most 32 characters.', example: 'Ms' }),
  firstName: text('First name.', 100, 'Jane'),
  lastName: text('Last name.', 100, 'Smith'),
  dateOfBirth: Type.String({ format: 'iso-date-time', maxLength: 40, description: 'Date of birth, ISO-8601 date or date-time.', example: '1980-05-17T00:00:00.0000000+00:00' }),
  ...addressFields,
  phoneNumber: Type.Optional(Type.String({ maxLength: 50, description: 'Phone number.', example: '+44 20 7946 0000' })),
  ukResident: Type.Optional(Type.Boolean({ description: 'True if the client is resident in the UK.' })),
  ukDomicile: Type.Optional(Type.Boolean({ description: 'True if the client is domiciled in the UK.' })),
  emailAddress: Type.String({ format: 'email', maxLength: 256, description: 'Email address, at most 256 characters.', example: 'jane.smith@example.com' }),
  nonUkTaxObligations: Type.Optional(Type.Array(TaxObligationSchema, { maxItems: 50, description: 'Tax obligations outside the UK (also accepted as nonUkTaxObligation).' })),
  accounts: Type.Array(AccountSchema, { minItems: 1, maxItems: 20, description: "The client's bank accounts; at least one." }),
};

export const IndividualClientCreateSchema = Type.Object(individualFields, {
  title: 'NewIndividualClient',
  description: 'An individual client.',
  'x-aliases': TAX_ALIASES,
});

const companyFields = {
  externalReference: individualFields.externalReference,
  companyName: text('Registered company name.', 200, 'Acme Pension Trustees Ltd'),
  fscsEligible: Type.Boolean({ description: 'Whether the company is eligible for FSCS protection.' }),
  fcaNumber: Type.Optional(Type.String({ maxLength: 20, description: 'FCA authorisation number.' })),
  companyNumber: Type.Optional(Type.String({ maxLength: 20, description: 'Companies House registration number.' })),
  hasEvidenceConfirmingHowMoniesAreHeld: Type.Boolean({ description: 'Whether there is evidence confirming how monies are held.' }),
  doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: Type.Boolean({
    description: 'Whether the entity has underlying beneficiaries who may be entitled to the funds.',
  }),
  ...addressFields,
  phoneNumber: Type.String({ minLength: 1, maxLength: 50, description: 'Phone number.', example: '+44 20 7946 0000' }),
  emailAddress: individualFields.emailAddress,
  accounts: individualFields.accounts,
};

export const CompanyClientCreateSchema = Type.Object(companyFields, { title: 'NewCompanyClient', description: 'A company client.' });

export const JsonPatchOperationSchema = Type.Object(
  {
    op: Type.Union(
      ['add', 'remove', 'replace', 'move', 'copy', 'test'].map((o) => Type.Literal(o)),
      { description: 'RFC 6902 operation.' },
    ),
    path: Type.String({ maxLength: 200, description: 'JSON Pointer to the field, e.g. /emailAddress.' }),
    from: Type.Optional(Type.String({ maxLength: 200, description: 'Source pointer for move and copy.' })),
    value: Type.Optional(Type.Unknown({ description: 'The value for add, replace and test.' })),
  },
  { title: 'JsonPatchOperation', description: 'An RFC 6902 JSON Patch operation.' },
);

const patchBody = (title: string, fields: Record<string, TSchema>, description: string, aliases?: Record<string, string>) =>
  Type.Union(
    [
      Type.Object(
        Object.fromEntries(
          Object.entries(fields)
            .filter(([name]) => name !== 'externalReference')
            .map(([name, schema]) => [name, Type.Optional(schema)]),
        ),
        { title: `${title}Changes`, description, ...(aliases ? { 'x-aliases': aliases } : {}) },
      ),
      Type.Array(JsonPatchOperationSchema, { description: 'RFC 6902 operations.', maxItems: 100 }),
    ],
    {
      title,
      description: `${description} Either a partial client object (the fields present replace the current ones; arrays replace whole) or an array of RFC 6902 operations.`,
    },
  );

export const IndividualClientPatchSchema = patchBody('IndividualClientUpdate', individualFields, 'Fields of the individual client to change.', TAX_ALIASES);
export const CompanyClientPatchSchema = patchBody('CompanyClientUpdate', companyFields, 'Fields of the company client to change.');

export const ClientReferenceResponse = Type.Object(
  { clientReference: Type.String({ description: 'The client reference, used in paths from now on.', example: '5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60' }) },
  { title: 'ClientReference', description: 'The reference of the client.' },
);

export const ClientReferenceParams = Type.Object({
  clientReference: Type.String({ maxLength: 100, description: 'The client reference returned on create.' }),
});

export const ClientVersionParams = Type.Object({
  clientReference: Type.String({ maxLength: 100, description: 'The client reference returned on create.' }),
  clientVersion: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The current clientVersion of the client.' }),
});

const ClientDocumentSchema = Type.Object(
  {
    documentUri: Type.String({ description: 'Where the document can be fetched.' }),
    documentType: Type.String({ description: 'The kind of document.' }),
  },
  { title: 'ClientDocument', description: 'A document held for the client.' },
);

const readMeta = {
  clientReference: Type.String({ description: 'The client reference.' }),
  clientVersion: Type.Integer({ description: 'The current version; send it to update the client.', example: 1 }),
};

const optionalOf = <T extends Record<string, TSchema>>(fields: T) => Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, Type.Optional(s)]));

export const IndividualClientResponse = Type.Object(
  {
    ...readMeta,
    ...optionalOf(individualFields),
    nonUkTaxObligation: Type.Optional(Type.Array(TaxObligationSchema, { description: 'The same tax obligations, under the other spelling.' })),
    documents: Type.Array(ClientDocumentSchema, { description: 'Documents held for the client.' }),
    accountName: Type.Optional(Type.String({ description: "Name on the client's first bank account." })),
    accountNumber: Type.Optional(Type.String({ description: "Number of the client's first bank account." })),
    sortCode: Type.Optional(Type.String({ description: "Sort code of the client's first bank account." })),
  },
  { title: 'IndividualClient', description: 'An individual client.' },
);

export const CompanyClientResponse = Type.Object({ ...readMeta, ...optionalOf(companyFields) }, { title: 'CompanyClient', description: 'A company client.' });
