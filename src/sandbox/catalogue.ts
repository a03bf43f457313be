/**
 * The sandbox's product catalogue (docs/decisions/sandbox.md), written as a catalogue file
 * and loaded by the same loader the operator uses (POST /operator/catalogue):
 * fixed terms of 3, 6, 12 and 24 months, instant access and 32- and 95-day
 * notice, each in GBP, EUR and USD, from five institutions in four banking
 * groups, with real PDF documents: each issue version's terms, deposit
 * information and the platform terms, and each institution's own depositor
 * information sheet (shown in financialInstitution.documents).
 *
 * Product ids read as TYPE-CURRENCY-INSTITUTION (FT12-GBP-NORTHBANK) so docs and
 * tests can name them. Fixed figures on purpose: other tests and the README
 * rely on them. The PDFs are generated deterministically (fixed metadata), so
 * reloading the same catalogue adds no document versions.
 */
import { Decimal } from 'decimal.js';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { productAer, roundRatePercent } from '../interest/interest.js';
import type { CatalogueService } from '../products/catalogue.service.js';
import type { Catalogue, CatalogueProduct } from '../products/products.schemas.js';
import { type Currency } from '../platform/currency.js';
import { CURRENCIES } from '../platform/currency.js';

type Role = 'pension' | 'wealth' | 'institution';

interface Shape {
  code: string;
  label: string;
  productTermType: 'FixedTerm' | 'InstantAccess' | 'Notice';
  termLength: number;
  termLengthUnit: 'Month' | 'NoTerm' | 'Day';
  noticeLength: number;
  noticeLengthUnit: 'Day' | 'NoNotice';
  interestPaidType: 'AtMaturity' | 'Daily';
  interestPaysFrequency: 'Month' | 'Year' | 'Daily';
  /** GBP rate; other currencies are offset from it. */
  gbpRate: string;
  minimum: number;
  maximum: number;
}

const SHAPES: Shape[] = [
  {
    code: 'FT3',
    label: '3 Month Fixed Rate Bond',
    productTermType: 'FixedTerm',
    termLength: 3,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    gbpRate: '4.10',
    minimum: 1000,
    maximum: 250000,
  },
  {
    code: 'FT6',
    label: '6 Month Fixed Rate Bond',
    productTermType: 'FixedTerm',
    termLength: 6,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    gbpRate: '4.30',
    minimum: 1000,
    maximum: 250000,
  },
  {
    code: 'FT12',
    label: '12 Month Fixed Rate Bond',
    productTermType: 'FixedTerm',
    termLength: 12,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    gbpRate: '4.50',
    minimum: 1000,
    maximum: 250000,
  },
  {
    code: 'FT24',
    label: '24 Month Fixed Rate Bond',
    productTermType: 'FixedTerm',
    termLength: 24,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    gbpRate: '4.60',
    minimum: 1000,
    maximum: 250000,
  },
  {
    code: 'IA',
    label: 'Instant Access Saver',
    productTermType: 'InstantAccess',
    termLength: 0,
    termLengthUnit: 'NoTerm',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    interestPaidType: 'Daily',
    interestPaysFrequency: 'Month',
    gbpRate: '3.75',
    minimum: 1,
    maximum: 1000000,
  },
  {
    code: 'N32',
    label: '32 Day Notice Account',
    productTermType: 'Notice',
    termLength: 0,
    termLengthUnit: 'Day',
    noticeLength: 32,
    noticeLengthUnit: 'Day',
    interestPaidType: 'Daily',
    interestPaysFrequency: 'Month',
    gbpRate: '4.00',
    minimum: 1000,
    maximum: 500000,
  },
  {
    code: 'N95',
    label: '95 Day Notice Account',
    productTermType: 'Notice',
    termLength: 0,
    termLengthUnit: 'Day',
    noticeLength: 95,
    noticeLengthUnit: 'Day',
    interestPaidType: 'Daily',
    interestPaysFrequency: 'Month',
    gbpRate: '4.35',
    minimum: 5000,
    maximum: 500000,
  },
];

const CURRENCY_OFFSET: Record<Currency, string> = { GBP: '0', EUR: '-1.40', USD: '0.30' };

/** Which institution offers each product shape in each currency. */
const PROVIDER: Record<Currency, Record<string, string>> = {
  GBP: { FT3: 'HARBOUR', FT6: 'HARBOUR', FT12: 'NORTHBANK', FT24: 'NORTHBANK', IA: 'TYNESAVE', N32: 'HARBOUR', N95: 'NORTHBANK' },
  EUR: { FT3: 'MERIDIAN', FT6: 'MERIDIAN', FT12: 'MERIDIAN', FT24: 'MERIDIAN', IA: 'MERIDIAN', N32: 'HARBOUR', N95: 'MERIDIAN' },
  USD: { FT3: 'HARBOUR', FT6: 'HARBOUR', FT12: 'HARBOUR', FT24: 'HARBOUR', IA: 'HARBOUR', N32: 'HARBOUR', N95: 'HARBOUR' },
};

const INSTITUTIONS: Catalogue['financialInstitutions'] = [
  {
    financialInstitutionId: 'NORTHBANK',
    financialInstitutionName: 'Northbank plc',
    financialInstitutionShortName: 'Northbank',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'NORTHERN-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: false,
    countryCode: 'GBR',
  },
  {
    financialInstitutionId: 'TYNESAVE',
    financialInstitutionName: 'Tyne Savings Bank Limited',
    financialInstitutionShortName: 'Tyne Savings',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'NORTHERN-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: false,
    countryCode: 'GBR',
  },
  {
    financialInstitutionId: 'HARBOUR',
    financialInstitutionName: 'Harbour Bank Limited',
    financialInstitutionShortName: 'Harbour',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'HARBOUR-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: false,
    countryCode: 'GBR',
  },
  {
    financialInstitutionId: 'MERIDIAN',
    financialInstitutionName: 'Meridian Bank S.A.',
    financialInstitutionShortName: 'Meridian',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'MERIDIAN-GROUP',
    paymentBatchCutoffTimeUTC: '13:00',
    isFscsProtected: false,
    isSharia: false,
    countryCode: 'LUX',
  },
  {
    financialInstitutionId: 'ALBION',
    financialInstitutionName: 'Albion Islamic Bank plc',
    financialInstitutionShortName: 'Albion',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'ALBION-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: true,
    countryCode: 'GBR',
  },
];

interface VersionPlan {
  rate: string;
  closed?: boolean;
}

/** Products whose issues have a history; everything else has one issue with one version. */
const HISTORIES: Record<string, VersionPlan[][]> = {
  // A rate rise: version 1 at 4.40, version 2 (current) at 4.50.
  'FT12-GBP-NORTHBANK': [[{ rate: '4.40' }, { rate: '4.50' }]],
  // Issue 1 was closed to new accounts (version 2); issue 2 is the open tranche.
  'FT24-GBP-NORTHBANK': [[{ rate: '4.60' }, { rate: '4.60', closed: true }], [{ rate: '4.65' }]],
  // A variable rate raised once.
  'IA-GBP-TYNESAVE': [[{ rate: '3.50' }, { rate: '3.75' }]],
};

/** Offered to the institution role only. */
const INSTITUTION_ONLY: { shape: string; currency: Currency; institution: string; label: string; rate: string }[] = [
  { shape: 'FT12', currency: 'GBP', institution: 'ALBION', label: '12 Month Fixed Term Deposit (Sharia, institutional)', rate: '4.55' },
];

const FIXED_PDF_DATE = new Date(Date.UTC(2026, 0, 1));

/** The institution's own depositor information sheet: document id and the lines it says. */
function institutionDepositInformation(institution: Catalogue['financialInstitutions'][number]): { documentId: string; title: string; lines: string[] } {
  const group = INSTITUTIONS.filter((i) => i.financialInstitutionGroupId === institution.financialInstitutionGroupId).map((i) => i.financialInstitutionName);
  const protection = institution.isFscsProtected
    ? [
        `${institution.financialInstitutionName} is authorised in the United Kingdom, and eligible deposits`,
        'with it are protected by the Financial Services Compensation Scheme (FSCS).',
        'Limit of protection: GBP 120,000 per depositor per banking group (a temporary high',
        'balance may be protected up to GBP 1.4 million for 6 months).',
        `Banking group: ${group.join(', ')}. Deposits with institutions of one group share one limit.`,
        'Reimbursement within 7 working days. More at www.fscs.org.uk.',
      ]
    : [
        `${institution.financialInstitutionName} is not covered by the UK's FSCS.`,
        `Eligible deposits are protected by the deposit guarantee scheme of its home country (${institution.countryCode}),`,
        'up to EUR 100,000 per depositor per institution.',
        `Banking group: ${group.join(', ')}.`,
      ];
  return {
    documentId: `${institution.financialInstitutionId}-DEPOSITOR-INFO`,
    title: `${institution.financialInstitutionName}: depositor information sheet`,
    lines: ['Basic information about the protection of your deposits', '', ...protection],
  };
}

function money(amount: number, currency: Currency): string {
  const symbol = { GBP: '£', EUR: '€', USD: '$' }[currency];
  return `${symbol}${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function termText(shape: Shape): string {
  if (shape.productTermType === 'FixedTerm') return `${shape.termLength} months, fixed`;
  if (shape.productTermType === 'Notice') return `No fixed term; ${shape.noticeLength} days' notice to withdraw`;
  return 'No fixed term; withdraw at any time';
}

async function pdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer('Savings Platform sandbox');
  doc.setCreationDate(FIXED_PDF_DATE);
  doc.setModificationDate(FIXED_PDF_DATE);
  const page = doc.addPage([595, 842]);
  const bold: PDFFont = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 50, y: 780, size: 16, font: bold, color: rgb(0.1, 0.2, 0.4) });
  let y = 745;
  for (const line of lines) {
    // The standard fonts encode WinAnsi only; the pound and euro signs are in it.
    page.drawText(line, { x: 50, y, size: 11, font: regular });
    y -= 18;
  }
  page.drawText('Sandbox document: for testing only, not an offer.', { x: 50, y: 60, size: 9, font: regular, color: rgb(0.5, 0.5, 0.5) });
  return doc.save();
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

interface PlannedProduct {
  product: Omit<CatalogueProduct, 'issues'>;
  shape: Shape;
  institutionName: string;
  issues: VersionPlan[][];
}

function plan(): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  const institutionName = (id: string) => INSTITUTIONS.find((i) => i.financialInstitutionId === id)!.financialInstitutionName;
  const productFields = (shape: Shape, productId: string, institution: string, currency: Currency, name: string, roles: Role[]) => ({
    productId,
    productName: name,
    financialInstitutionId: institution,
    productTermType: shape.productTermType,
    termLength: shape.termLength,
    termLengthUnit: shape.termLengthUnit,
    noticeLength: shape.noticeLength,
    noticeLengthUnit: shape.noticeLengthUnit,
    currencyCode: currency,
    interestPaidType: shape.interestPaidType,
    interestPaysPlan: 'NoPaysPlan',
    interestPaysFrequency: shape.interestPaysFrequency,
    offeredToRoles: roles,
  });
  for (const currency of CURRENCIES) {
    for (const shape of SHAPES) {
      const institution = PROVIDER[currency][shape.code];
      const productId = `${shape.code}-${currency}-${institution}`;
      const rate = new Decimal(shape.gbpRate).plus(CURRENCY_OFFSET[currency]).toFixed(2);
      const short = INSTITUTIONS.find((i) => i.financialInstitutionId === institution)!.financialInstitutionShortName;
      planned.push({
        product: productFields(shape, productId, institution, currency, `${short} ${shape.label} (${currency})`, []),
        shape,
        institutionName: institutionName(institution),
        issues: HISTORIES[productId] ?? [[{ rate }]],
      });
    }
  }
  for (const special of INSTITUTION_ONLY) {
    const shape = SHAPES.find((s) => s.code === special.shape)!;
    const productId = `${special.shape}-${special.currency}-${special.institution}`;
    planned.push({
      product: productFields(shape, productId, special.institution, special.currency, `Albion ${special.label}`, ['institution']),
      shape,
      institutionName: institutionName(special.institution),
      issues: [[{ rate: special.rate }]],
    });
  }
  return planned;
}

/**
 * The sandbox catalogue as a catalogue file (the body of POST /operator/catalogue).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function sandboxCatalogue(): Promise<Catalogue> {
  const documents: Catalogue['documents'] = [];
  const products: CatalogueProduct[] = [];
  const institutions: Catalogue['financialInstitutions'] = [];
  for (const institution of INSTITUTIONS) {
    const sheet = institutionDepositInformation(institution);
    documents.push({
      documentId: sheet.documentId,
      documentVersion: 1,
      documentType: 'DepositInformation',
      title: sheet.title,
      contents: [
        { contentType: 'application/pdf', data: base64(await pdf(sheet.title, sheet.lines)) },
        { contentType: 'text/plain', data: base64(new TextEncoder().encode(`${sheet.title}\n\n${sheet.lines.join('\n')}\n`)) },
      ],
    });
    institutions.push({ ...institution, documents: [{ documentId: sheet.documentId, documentVersion: 1 }] });
  }
  documents.push({
    documentId: 'PLATFORM-TERMS',
    documentVersion: 1,
    documentType: 'PlatformTerms',
    title: 'Platform terms',
    contents: [
      {
        contentType: 'application/pdf',
        data: base64(
          await pdf('Savings Platform: terms of use', [
            'These terms govern deposits placed through the Savings Platform.',
            'Your partner instructs deposits and withdrawals on your behalf.',
            'Interest accrues daily (Actual/365) at the net rate shown for your product issue.',
            'The net rate is the institution rate less the platform margin.',
          ]),
        ),
      },
    ],
  });

  for (const { product, shape, institutionName, issues } of plan()) {
    const currency = product.currencyCode as Currency;
    const catalogueIssues: CatalogueProduct['issues'] = [];
    for (const [issueIndex, versions] of issues.entries()) {
      const issueNumber = issueIndex + 1;
      const depositInfoId = `${product.productId}-${issueNumber}-DEPOSIT-INFO`;
      const depositInfoLines = [
        `Institution: ${institutionName}`,
        `Deposits per account: ${money(shape.minimum, currency)} to ${money(shape.maximum, currency)}`,
        'Deposits with this institution are eligible for FSCS protection where the institution is FSCS protected,',
        'up to the limit per person per banking group.',
      ];
      documents.push({
        documentId: depositInfoId,
        documentVersion: 1,
        documentType: 'DepositInformation',
        title: `${product.productName}: depositor information`,
        contents: [
          { contentType: 'application/pdf', data: base64(await pdf(`${product.productName}: depositor information`, depositInfoLines)) },
          { contentType: 'text/plain', data: base64(new TextEncoder().encode(`${product.productName}: depositor information\n\n${depositInfoLines.join('\n')}\n`)) },
        ],
      });
      const catalogueVersions = [];
      for (const [versionIndex, version] of versions.entries()) {
        const termsId = `${product.productId}-${issueNumber}-TERMS`;
        const aerText = roundRatePercent(productAer(version.rate, shape), 2).toFixed(2);
        documents.push({
          documentId: termsId,
          documentVersion: versionIndex + 1,
          documentType: 'ProductTermsAndConditions',
          title: `${product.productName}: terms and conditions`,
          contents: [
            {
              contentType: 'application/pdf',
              data: base64(
                await pdf(`${product.productName}: terms and conditions`, [
                  `Product: ${product.productName} (${product.productId}), issue ${issueNumber}, version ${versionIndex + 1}`,
                  `Institution: ${institutionName}`,
                  `Gross rate: ${version.rate}% a year     AER: ${aerText}%`,
                  `Term: ${termText(shape)}`,
                  `Interest: ${shape.interestPaidType === 'AtMaturity' ? 'paid at maturity' : shape.interestPaysFrequency === 'Month' ? 'paid monthly' : 'paid daily'}`,
                  `Minimum deposit: ${money(shape.minimum, currency)}     Maximum deposit: ${money(shape.maximum, currency)}`,
                  ...(version.closed ? ['This issue is closed to new accounts.'] : []),
                ]),
              ),
            },
          ],
        });
        catalogueVersions.push({
          ratePercent: Number(version.rate),
          depositPerAccountMinimum: shape.minimum,
          depositPerAccountMaximum: shape.maximum,
          isClosedToNewAccounts: version.closed ?? false,
          documents: [
            { documentId: termsId, documentVersion: versionIndex + 1 },
            { documentId: depositInfoId, documentVersion: 1 },
            { documentId: 'PLATFORM-TERMS', documentVersion: 1 },
          ],
        });
      }
      catalogueIssues.push({ productIssueNumber: issueNumber, versions: catalogueVersions });
    }
    products.push({ ...product, issues: catalogueIssues });
  }
  return { financialInstitutions: institutions, documents, products };
}

/**
 * Loads the sandbox catalogue unless the database already has products, so a
 * restart keeps whatever the operator has changed since.
 */
export async function seedSandboxCatalogue(platform: { catalogue: CatalogueService }): Promise<boolean> {
  if (await platform.catalogue.hasProducts()) return false;
  await platform.catalogue.loadCatalogue(await sandboxCatalogue());
  return true;
}
