/**
 * The catalogue's schemas: the Product Catalog API's responses and the operator's
 * catalogue input. One TypeBox definition drives validation, types and OpenAPI.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { CURRENCIES } from '../platform/currency.js';

/** A string enum written as `enum` (OpenAPI 3.0 has no `const`). */
export function StringEnum<T extends readonly string[]>(values: T, options: { description: string; example?: string; default?: string }) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const TERM_TYPES = ['FixedTerm', 'InstantAccess', 'Notice'] as const;
export const TERM_UNITS = ['Day', 'Month', 'Year', 'NoTerm'] as const;
export const NOTICE_UNITS = ['Day', 'Month', 'Year', 'NoNotice'] as const;
export { CURRENCIES };
export const INTEREST_PAID_TYPES = ['AtMaturity', 'Daily'] as const;
export const INTEREST_FREQUENCIES = ['Month', 'Daily', 'Quarter', 'Year'] as const;
export const ROLES = ['pension', 'wealth', 'institution'] as const;
export const DOCUMENT_TYPES = ['ProductTermsAndConditions', 'DepositInformation', 'PlatformTerms'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// ---------------------------------------------------------------- responses

export const ProductDocumentSchema = Type.Object(
  {
    documentId: Type.String({ description: 'The document id; stays the same across its versions.', example: 'FT12-GBP-NORTHBANK-1-TERMS' }),
    documentVersion: Type.Integer({ description: 'The version of the document, from 1.', example: 1 }),
    documentType: Type.String({ description: 'ProductTermsAndConditions, DepositInformation or PlatformTerms.', example: 'ProductTermsAndConditions' }),
    contentTypes: Type.Array(Type.String({ description: 'A media type.' }), {
      description: 'The media types the document can be downloaded in, preferred first; choose with the Accept header.',
      example: ['application/pdf'],
    }),
    uri: Type.String({ description: 'Where to download the document (the document endpoint of this API).' }),
  },
  { title: 'ProductDocument', description: 'A document of a product issue version, or of the financial institution.' },
);

export const FinancialInstitutionSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution id.', example: 'NORTHBANK' }),
    financialInstitutionVersion: Type.Integer({ description: 'Goes up by one on every change to the institution.', example: 1 }),
    paymentBatchCutoffTimeUTC: Type.String({
      description:
        'The time of day (HH:MM, UTC) by which the day’s payments must reach the institution. An instruction for one of its products joins the day’s batch only when processed on a working day before the earlier of this time and the platform’s cut-off; otherwise the next working day’s (see dateToBeActioned).',
      example: '14:00',
    }),
    isFscsProtected: Type.Boolean({ description: 'Deposits are protected by the Financial Services Compensation Scheme.' }),
    isSharia: Type.Boolean({ description: 'The institution is Sharia-compliant.' }),
    financialInstitutionName: Type.String({ description: 'Full name.', example: 'Northbank plc' }),
    financialInstitutionShortName: Type.String({ description: 'Short name.', example: 'Northbank' }),
    financialInstitutionType: Type.String({ description: 'Kind of institution.', example: 'Bank' }),
    financialInstitutionGroupId: Type.String({ description: 'Banking group; institutions of one group share one FSCS limit.', example: 'NORTHERN-GROUP' }),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-3 country code.', example: 'GBR' }),
    documents: Type.Array(ProductDocumentSchema, {
      description:
        'Documents of the institution itself (such as its FSCS depositor information sheet), at most one of each type; each uri is the institution document endpoint under this product.',
    }),
  },
  { title: 'FinancialInstitution', description: 'The institution that holds the deposits.' },
);

export const ProductIssueSchema = Type.Object(
  {
    productIssueNumber: Type.Integer({ description: 'The issue (rate tranche) number, from 1.', example: 1 }),
    productIssueVersionNumber: Type.Integer({ description: 'The version within the issue, from 1; a rate or limit change is a new version.', example: 1 }),
    isClosedToNewAccounts: Type.Boolean({ description: 'True when this version accepts no new deposits.' }),
    ratePercent: Type.Number({ description: 'Headline gross rate, percent a year.', example: 4.5 }),
    aer: Type.Number({ description: 'Annual equivalent rate, percent.', example: 4.5 }),
    depositPerAccountMinimum: Type.Number({ description: 'Minimum deposit per account.', example: 1000 }),
    depositPerAccountMaximum: Type.Number({ description: 'Maximum deposit per account.', example: 250000 }),
    documents: Type.Array(ProductDocumentSchema, { description: 'The documents of this issue version.' }),
  },
  { title: 'ProductIssue', description: 'One version of one product issue.' },
);

export const ProductSchema = Type.Object(
  {
    productId: Type.String({ description: 'The product id.', example: 'FT12-GBP-NORTHBANK' }),
    productName: Type.String({ description: 'The product’s display name.', example: 'Northbank 12 Month Fixed Rate Bond' }),
    productTermType: Type.String({ description: 'FixedTerm, InstantAccess or Notice.', example: 'FixedTerm' }),
    termLengthUnit: Type.String({ description: 'Day, Month, Year, or NoTerm (instant access only).', example: 'Month' }),
    termLength: Type.Integer({ description: 'Term length for a fixed term; 0 otherwise.', example: 12 }),
    noticeLengthUnit: Type.String({ description: 'Day, Month, Year, or NoNotice (fixed term and instant access only).', example: 'NoNotice' }),
    noticeLength: Type.Integer({ description: 'Notice period required for withdrawals; 0 when none.', example: 0 }),
    productIssues: Type.Array(ProductIssueSchema, {
      description:
        'Every version of every issue, one element per version, ordered by productIssueNumber then productIssueVersionNumber (oldest first); the last element of an issue is its current version.',
    }),
    financialInstitution: FinancialInstitutionSchema,
    currencyCode: Type.String({ description: 'ISO-4217 currency code.', example: 'GBP' }),
    interestPaidType: Type.String({ description: 'AtMaturity or Daily (interest accrues daily and is paid as interestPaysFrequency says).', example: 'AtMaturity' }),
    interestPaysPlan: Type.String({ description: 'Payment plan; NoPaysPlan.', example: 'NoPaysPlan' }),
    interestPaysFrequency: Type.String({ description: 'How often interest is paid: Month, Daily, Quarter or Year.', example: 'Month' }),
    interestPaysSpecificDates: Type.Array(Type.String({ description: 'A date.' }), { description: 'Specific payment dates; always empty.' }),
    dateLastUpdatedUTC: Type.String({ description: 'When the product, its issues, institution or documents last changed.', example: '2026-03-02T09:00:00.0000000+00:00' }),
  },
  { title: 'Product', description: 'A savings product with its full issue version history.' },
);

export const ProductListSchema = Type.Object(
  { productItems: Type.Array(ProductSchema, { description: 'The products offered to the caller’s role, ordered by productId.' }) },
  { title: 'ProductList', description: 'The products available to the caller.' },
);

export const ProductIssueSummarySchema = Type.Object(
  {
    productId: Type.String({ description: 'The product id.', example: 'FT12-GBP-NORTHBANK' }),
    productIssueNumber: Type.Integer({ description: 'The issue number.', example: 1 }),
    netRate: Type.Number({ description: 'The rate the client earns: the current version’s ratePercent less the platform margin, percent a year.', example: 4.25 }),
    netAer: Type.Number({
      description:
        'The AER of netRate (an addition to the specification), percent to 2 places: (1 + r/n)^n - 1 with n the payments a year; for interest paid once at maturity after more than a year, (1 + netRate x years)^(1/years) - 1.',
      example: 4.25,
    }),
    estimatedBalance: Type.Number({
      description:
        'The amount plus interest at netRate over the term (fixed term) or 12 months (others), compounded as the product pays it: each payment is the interest accrued plus the remainder carried from the last one, rounded half-up to the penny.',
      example: 26062.5,
    }),
    dateOfAccountOpen: Type.String({
      description: 'The day an account opened by a deposit instructed now would open (its settlement batch date).',
      example: '2026-03-02T00:00:00.0000000+00:00',
    }),
    termsAndConditionsUrl: Type.String({ description: 'Where to download the current version’s terms and conditions.' }),
    accountHeadroom: Type.Optional(
      Type.Object(
        {
          clientReference: Type.String({ description: 'The client asked about.' }),
          depositPerAccountMaximum: Type.Number({ description: 'The issue’s maximum for one account.', example: 1000000 }),
          heldOrPending: Type.Number({
            description:
              'What the account a deposit made now would go into holds (settled balance, interest once paid in, never interest only accrued) plus the deposits pending into it.',
            example: 25000,
          }),
          headroom: Type.Number({ description: 'What a deposit made now could still add: depositPerAccountMaximum less heldOrPending, never below 0.', example: 975000 }),
        },
        {
          title: 'AccountHeadroom',
          description:
            'An addition to the specification, present when clientReference is given: the client’s room under depositPerAccountMaximum (a deposit beyond it is Rejected, AmountAboveMaximum).',
        },
      ),
    ),
  },
  { title: 'ProductIssueSummary', description: 'What a proposed deposit into the current version of an issue would earn.' },
);

/** A product of the sandbox catalogue, so a try-out from the docs page answers 200 on a fresh sandbox. */
const EXAMPLE_PRODUCT_ID = 'FT12-GBP-NORTHBANK';
const ProductId = (description: string) => Type.String({ description, minLength: 1, maxLength: 100, example: EXAMPLE_PRODUCT_ID });

export const ProductIdParams = Type.Object({ productId: ProductId('The product id.') });

export const SummaryParams = Type.Object({
  productId: ProductId('The product id.'),
  issueNumber: Type.Integer({ description: 'The issue number.', minimum: 1, maximum: 1_000_000, example: 1 }),
});

export const SummaryQuery = Type.Object({
  amount: Type.Optional(
    Type.String({ maxLength: 30, description: 'The proposed deposit, a decimal with at most 2 places (default: the issue’s minimum deposit).', example: '25000' }),
  ),
  clientReference: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'An addition to the specification: a client of the caller’s, whose headroom under depositPerAccountMaximum the answer then states (accountHeadroom); 404 for a client the caller does not have.',
    }),
  ),
});

export const DocumentParams = Type.Object({
  productId: ProductId('The product id.'),
  productIssueNumber: Type.Integer({ description: 'The issue number.', minimum: 1, maximum: 1_000_000, example: 1 }),
  productIssueVersionNumber: Type.Integer({ description: 'The issue version number.', minimum: 1, maximum: 1_000_000, example: 2 }),
  documentType: StringEnum(DOCUMENT_TYPES, { description: 'ProductTermsAndConditions, DepositInformation or PlatformTerms.', example: 'ProductTermsAndConditions' }),
});

export const InstitutionDocumentParams = Type.Object({
  productId: ProductId('The product id; the document is its institution’s.'),
  documentType: StringEnum(DOCUMENT_TYPES, { description: 'ProductTermsAndConditions, DepositInformation or PlatformTerms.', example: 'DepositInformation' }),
});

// ---------------------------------------------------------------- operator input

const rate = (description: string) => Type.Number({ minimum: 0, maximum: 100, description, example: 4.5 });
const money = (description: string, example: number) => Type.Number({ format: 'money', exclusiveMinimum: 0, description, example });

export const InstitutionInputSchema = Type.Object(
  {
    financialInstitutionName: Type.String({ minLength: 1, maxLength: 200, description: 'Full name.', example: 'Northbank plc' }),
    financialInstitutionShortName: Type.String({ minLength: 1, maxLength: 100, description: 'Short name.', example: 'Northbank' }),
    financialInstitutionType: Type.String({ minLength: 1, maxLength: 50, default: 'Bank', description: 'Kind of institution (default Bank).' }),
    financialInstitutionGroupId: Type.String({ minLength: 1, maxLength: 100, description: 'Banking group id.', example: 'NORTHERN-GROUP' }),
    paymentBatchCutoffTimeUTC: Type.Optional(
      Type.String({
        pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
        maxLength: 5,
        description:
          'HH:MM UTC (default: the platform’s BATCH_CUTOFF_UTC). Instructions for its products processed at or after the earlier of this time and the platform’s cut-off join the next working day’s batch.',
        example: '14:00',
      }),
    ),
    isFscsProtected: Type.Boolean({ description: 'FSCS protected.' }),
    isSharia: Type.Boolean({ default: false, description: 'Sharia-compliant (default false).' }),
    countryCode: Type.String({ format: 'country-alpha3', maxLength: 3, description: 'ISO 3166-1 alpha-3 country code.', example: 'GBR' }),
  },
  { title: 'FinancialInstitutionDefinition', description: 'A financial institution.', 'x-aliases': { ginancialInstitutionGroupId: 'financialInstitutionGroupId' } },
);

export const DocumentRefSchema = Type.Object(
  {
    documentId: Type.String({ minLength: 1, maxLength: 200, description: 'A document of the catalogue file, or already loaded.' }),
    documentVersion: Type.Optional(Type.Integer({ minimum: 1, description: 'Default: the latest version.' })),
  },
  { title: 'DocumentReference', description: 'A reference to a document version.' },
);

export const CatalogueInstitutionSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', description: 'The institution id.' }),
    ...InstitutionInputSchema.properties,
    documents: Type.Optional(
      Type.Array(DocumentRefSchema, {
        maxItems: 10,
        description:
          'The institution’s own documents (at most one per type), from the file’s documents. Present: they become exactly the institution’s documents. Absent: its documents stay as they are.',
      }),
    ),
  },
  { title: 'CatalogueInstitution', description: 'A financial institution, with its id.', 'x-aliases': { ginancialInstitutionGroupId: 'financialInstitutionGroupId' } },
);

export const IssueVersionInputSchema = Type.Object(
  {
    ratePercent: rate('Headline gross rate, percent a year, at most 4 decimal places.'),
    aer: Type.Optional(rate('AER in percent; computed from the rate and payment frequency (2 decimal places) when absent.')),
    depositPerAccountMinimum: money('Minimum deposit per account.', 1000),
    depositPerAccountMaximum: money('Maximum deposit per account.', 250000),
    isClosedToNewAccounts: Type.Boolean({ default: false, description: 'True when the version accepts no new deposits (default false).' }),
    documents: Type.Optional(Type.Array(DocumentRefSchema, { maxItems: 10, description: 'Documents this version carries (at most one per type).' })),
  },
  { title: 'IssueVersionTerms', description: 'The terms of an issue version.' },
);

export const IssueInputSchema = Type.Object(
  {
    marginPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'Platform margin in percentage points (default PLATFORM_MARGIN_PERCENT).', example: 0.25 })),
    ...IssueVersionInputSchema.properties,
  },
  { title: 'NewProductIssue', description: 'A new issue and its first version.' },
);

export const NewIssueVersionInputSchema = Type.Object(
  {
    marginPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'A new margin for the issue, in percentage points.' })),
    ratePercent: Type.Optional(rate('New headline rate (default: unchanged).')),
    aer: Type.Optional(rate('New AER (default: computed from the rate).')),
    depositPerAccountMinimum: Type.Optional(money('New minimum deposit (default: unchanged).', 1000)),
    depositPerAccountMaximum: Type.Optional(money('New maximum deposit (default: unchanged).', 250000)),
    isClosedToNewAccounts: Type.Optional(Type.Boolean({ description: 'Default: unchanged.' })),
    documents: Type.Optional(Type.Array(DocumentRefSchema, { maxItems: 10, description: 'Documents of the new version (default: those of the current version).' })),
  },
  { title: 'NewProductIssueVersion', description: 'Changes for a new issue version; what is absent is carried over from the current version.' },
);

export const ProductInputSchema = Type.Object(
  {
    productName: Type.String({ minLength: 1, maxLength: 200, description: 'Display name.', example: 'Northbank 12 Month Fixed Rate Bond' }),
    financialInstitutionId: Type.String({ minLength: 1, maxLength: 100, description: 'The institution offering it.' }),
    productTermType: StringEnum(TERM_TYPES, { description: 'FixedTerm, InstantAccess or Notice.' }),
    termLength: Type.Integer({ minimum: 0, maximum: 1200, description: 'Term length (fixed term only; 0 otherwise).' }),
    termLengthUnit: StringEnum(TERM_UNITS, { description: 'Day, Month, Year; NoTerm for instant access only.' }),
    noticeLength: Type.Integer({ minimum: 0, maximum: 1200, default: 0, description: 'Notice period for withdrawals (notice products only need one).' }),
    noticeLengthUnit: StringEnum(NOTICE_UNITS, { description: 'Day, Month, Year; NoNotice for fixed term and instant access only.' }),
    currencyCode: StringEnum(CURRENCIES, { description: 'GBP, EUR or USD.' }),
    interestPaidType: StringEnum(INTEREST_PAID_TYPES, { description: 'AtMaturity (fixed term only) or Daily.' }),
    interestPaysPlan: Type.String({ minLength: 1, maxLength: 50, default: 'NoPaysPlan', description: 'Payment plan (default NoPaysPlan).' }),
    interestPaysFrequency: StringEnum(INTEREST_FREQUENCIES, { description: 'Month, Daily, Quarter or Year.' }),
    offeredToRoles: Type.Array(StringEnum(ROLES, { description: 'pension, wealth or institution.' }), {
      default: [],
      maxItems: 3,
      uniqueItems: true,
      description: 'Partner roles that see the product; empty (the default) means every role.',
    }),
  },
  { title: 'ProductDefinition', description: 'A product definition (its issues are managed separately).' },
);

export const CatalogueIssueSchema = Type.Object(
  {
    productIssueNumber: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'The issue number.' }),
    marginPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'Platform margin (default PLATFORM_MARGIN_PERCENT).' })),
    versions: Type.Array(IssueVersionInputSchema, {
      minItems: 1,
      maxItems: 1000,
      description: 'The versions, oldest first: element i is version i+1. Loaded versions are immutable; extra elements are added as new versions.',
    }),
  },
  { title: 'CatalogueIssue', description: 'An issue and its version history.' },
);

export const CatalogueProductSchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', description: 'The product id.' }),
    ...ProductInputSchema.properties,
    issues: Type.Array(CatalogueIssueSchema, { default: [], maxItems: 1000, description: 'Issues of the product.' }),
  },
  { title: 'CatalogueProduct', description: 'A product, with its issues.' },
);

/** The media types a catalogue document may have (docs/products.md): none a browser would render as active content. */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'text/plain', 'text/markdown'] as const;

export const DocumentContentSchema = Type.Object(
  {
    contentType: Type.Union(
      DOCUMENT_MEDIA_TYPES.map((type) => Type.Literal(type)),
      {
        description:
          'The media type of these bytes: a product document is a PDF, plain text or Markdown. Nothing a browser would run (HTML, SVG, scripts) is accepted, since documents are served from the API’s own origin.',
        example: 'application/pdf',
      },
    ),
    data: Type.String({
      minLength: 1,
      maxLength: 33_554_432,
      pattern: '^[A-Za-z0-9+/=\\s]+$',
      description: 'The bytes, base64-encoded (at most 32 MiB of text, the body limit of the routes that take documents).',
    }),
  },
  { title: 'DocumentContent', description: 'A document’s bytes in one media type.' },
);

export const DocumentInputSchema = Type.Object(
  {
    documentType: StringEnum(DOCUMENT_TYPES, { description: 'ProductTermsAndConditions, DepositInformation or PlatformTerms.' }),
    title: Type.String({ minLength: 1, maxLength: 200, description: 'A title for people.' }),
    contents: Type.Array(DocumentContentSchema, { minItems: 1, maxItems: 5, description: 'The document in each media type offered, preferred first.' }),
  },
  { title: 'DocumentVersionContent', description: 'A document version’s content.' },
);

export const CatalogueDocumentSchema = Type.Object(
  {
    documentId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', description: 'The document id.' }),
    documentVersion: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'The version these bytes are. Absent: they become the next version unless they equal the latest. Present: an existing version must have the same bytes (409 otherwise); a new one must be the next number.',
      }),
    ),
    ...DocumentInputSchema.properties,
  },
  { title: 'CatalogueDocument', description: 'A document of the catalogue file. List several versions of one document oldest first.' },
);

export const CatalogueSchema = Type.Object(
  {
    financialInstitutions: Type.Array(CatalogueInstitutionSchema, { default: [], maxItems: 1000, description: 'Institutions, created or updated.' }),
    documents: Type.Array(CatalogueDocumentSchema, { default: [], maxItems: 10_000, description: 'Documents that issue versions refer to.' }),
    products: Type.Array(CatalogueProductSchema, { default: [], maxItems: 10_000, description: 'Products, created or updated, with their issues.' }),
  },
  { title: 'Catalogue', description: 'A whole catalogue. Loading it is all-or-nothing and idempotent.' },
);

export const DocumentUploadSchema = Type.Object(
  {
    documentId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', description: 'Default: {productId}-{issueNumber}-{documentType}.' }),
    ),
    ...DocumentInputSchema.properties,
  },
  { title: 'NewProductDocument', description: 'A new document version, attached to the current version of the issue (replacing its document of that type).' },
);

export const InstitutionDocumentUploadSchema = Type.Object(
  {
    documentId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', description: 'Default: {financialInstitutionId}-{documentType}.' }),
    ),
    ...DocumentInputSchema.properties,
  },
  { title: 'NewInstitutionDocument', description: 'A new document version for the institution (replacing its document of that type).' },
);

export type InstitutionInput = Static<typeof InstitutionInputSchema>;
export type InstitutionDocumentUpload = Static<typeof InstitutionDocumentUploadSchema>;
export type ProductInput = Static<typeof ProductInputSchema>;
export type IssueVersionInput = Static<typeof IssueVersionInputSchema>;
export type IssueInput = Static<typeof IssueInputSchema>;
export type NewIssueVersionInput = Static<typeof NewIssueVersionInputSchema>;
export type CatalogueProduct = Static<typeof CatalogueProductSchema>;
export type DocumentInput = Static<typeof DocumentInputSchema>;
export type DocumentUpload = Static<typeof DocumentUploadSchema>;
export type Catalogue = Static<typeof CatalogueSchema>;
export type ProductJson = Static<typeof ProductSchema>;

export type { TSchema };
