/**
 * Products for tests, two ways:
 * - `insertProduct`: an institution, a product, its issue 1 and its versions, written
 *   straight into the catalogue's tables, so tests of instructions, batches, the ledger
 *   and portfolios do not depend on the seeded sandbox catalogue or the operator API;
 * - request bodies for the operator's catalogue API (`newInstitution`, `newFixedTermProduct`,
 *   `newIssue`, `pdfDocument`), for the tests of that API.
 * One set of defaults: an instant access product at 4.5% (margin 0.25), deposits of
 * 1,000.00 to 1,000,000.00, notice of 95 days for a notice product, a fixed term of 12 months.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { ibanOf } from './bank-accounts.js';
import { sql } from 'kysely';
import type { Db } from '../../src/database.js';
import { startRatePeriods } from '../../src/ledger/ledger.js';

export interface ProductOptions {
  /** Its institution's receiving accounts (default); false on a database migrated only part of the way (no bank tables yet). */
  bankAccounts?: boolean;
  termType?: 'FixedTerm' | 'InstantAccess' | 'Notice';
  currency?: 'GBP' | 'EUR' | 'USD';
  termLength?: number;
  termUnit?: 'Day' | 'Month' | 'Year';
  noticeLength?: number;
  noticeUnit?: 'Day' | 'Month' | 'Year';
  interestPaidType?: string;
  interestPaysFrequency?: string;
  /** Headline rate of every version, e.g. '4.5'. */
  ratePercent?: string;
  marginPercent?: string;
  minimumMinor?: bigint;
  maximumMinor?: bigint;
  /** The current version is closed to new accounts. */
  closed?: boolean;
  offeredToRoles?: string[];
  /** Versions of issue 1 (the last is current). */
  versions?: number;
  /** The institution's paymentBatchCutoffTimeUTC (HH:MM); 14:00, the platform's default, unless given. */
  institutionCutoff?: string;
}

export interface TestProduct {
  productId: string;
  issueNumber: number;
  currentVersion: number;
  /** The product's institution (each product gets one of its own). */
  institutionId: string;
}

/** When catalogue rows say they were written: before any date a test uses. */
const CATALOGUE_EPOCH = new Date('2020-01-01T00:00:00Z');

export async function insertProduct(db: Db, options: ProductOptions = {}): Promise<TestProduct> {
  const termType = options.termType ?? 'InstantAccess';
  const suffix = randomBytes(6).toString('hex');
  const institutionId = `FI-${suffix}`;
  const productId = `TEST-${termType}-${suffix}`;
  await db
    .insertInto('financial_institutions')
    .values({
      financial_institution_id: institutionId,
      financial_institution_version: 1,
      name: `Test Bank ${suffix}`,
      short_name: `TB${suffix}`,
      institution_type: 'Bank',
      group_id: `G-${suffix}`,
      payment_batch_cutoff_time_utc: options.institutionCutoff ?? '14:00',
      is_fscs_protected: true,
      is_sharia: false,
      country_code: 'GBR',
      created_at: CATALOGUE_EPOCH,
      updated_at: CATALOGUE_EPOCH,
    })
    .execute();
  // Its receiving accounts, acknowledged, so that payment runs can pay it (docs/bank-accounts.md).
  if (options.bankAccounts !== false) await insertInstitutionAccounts(db, institutionId, suffix);
  await db
    .insertInto('products')
    .values({
      product_id: productId,
      financial_institution_id: institutionId,
      name: `Test ${termType}`,
      product_term_type: termType,
      term_length: termType === 'FixedTerm' ? (options.termLength ?? 12) : 0,
      term_length_unit: termType === 'FixedTerm' ? (options.termUnit ?? 'Month') : termType === 'InstantAccess' ? 'NoTerm' : 'Day',
      notice_length: termType === 'Notice' ? (options.noticeLength ?? 95) : 0,
      notice_length_unit: termType === 'Notice' ? (options.noticeUnit ?? 'Day') : 'NoNotice',
      currency_code: options.currency ?? 'GBP',
      interest_paid_type: options.interestPaidType ?? (termType === 'FixedTerm' ? 'AtMaturity' : 'Daily'),
      interest_pays_plan: 'NoPaysPlan',
      interest_pays_frequency: options.interestPaysFrequency ?? 'Month',
      offered_to_roles: options.offeredToRoles ?? [],
      created_at: CATALOGUE_EPOCH,
      updated_at: CATALOGUE_EPOCH,
    } as never)
    .execute();
  const versions = options.versions ?? 1;
  await db
    .insertInto('product_issues')
    .values({
      product_id: productId,
      issue_number: 1,
      current_version: versions,
      margin_percent: options.marginPercent ?? '0.25',
      created_at: CATALOGUE_EPOCH,
      updated_at: CATALOGUE_EPOCH,
    })
    .execute();
  for (let version = 1; version <= versions; version++) {
    await insertIssueVersion(db, productId, version, options.ratePercent ?? '4.5', {
      minimumMinor: options.minimumMinor,
      maximumMinor: options.maximumMinor,
      closed: version === versions && (options.closed ?? false),
    });
  }
  await bumpCatalogueRevision(db);
  return { productId, issueNumber: 1, currentVersion: versions, institutionId };
}

/**
 * As every catalogue write does: a process's cached catalogue is read again
 * only when the revision moved, so a product written here without it would
 * stay unknown to the platform until some other catalogue change.
 */
async function bumpCatalogueRevision(db: Db): Promise<void> {
  await sql`UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1`.execute(db);
}

/** A new current version of the product's issue at another rate (a variable rate change). */
export async function addIssueVersion(db: Db, product: TestProduct, ratePercent: string): Promise<TestProduct> {
  const currentVersion = product.currentVersion + 1;
  await insertIssueVersion(db, product.productId, currentVersion, ratePercent, {});
  await db
    .updateTable('product_issues')
    .set({ current_version: currentVersion })
    .where('product_id', '=', product.productId)
    .where('issue_number', '=', product.issueNumber)
    .execute();
  // As the catalogue does: the issue's variable-rate accounts start an accrual period at the new rate.
  await db.transaction().execute((trx) => startRatePeriods(trx, product.productId, product.issueNumber));
  await bumpCatalogueRevision(db);
  return { ...product, currentVersion };
}

async function insertIssueVersion(db: Db, productId: string, version: number, ratePercent: string, limits: { minimumMinor?: bigint; maximumMinor?: bigint; closed?: boolean }) {
  await db
    .insertInto('product_issue_versions')
    .values({
      product_id: productId,
      issue_number: 1,
      version_number: version,
      rate_percent: ratePercent,
      aer_percent: ratePercent,
      deposit_minimum_minor: limits.minimumMinor ?? 1_000_00n,
      deposit_maximum_minor: limits.maximumMinor ?? 1_000_000_00n,
      is_closed_to_new_accounts: limits.closed ?? false,
      created_at: CATALOGUE_EPOCH,
    })
    .execute();
}

// Request bodies for the operator's catalogue API: valid defaults, changed per test.
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function newInstitution(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    financialInstitutionName: 'Test Bank plc',
    financialInstitutionShortName: 'Test Bank',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'TEST-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: false,
    countryCode: 'GBR',
    ...overrides,
  };
}

export function newFixedTermProduct(institutionId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productName: '12 Month Fixed Rate Bond',
    financialInstitutionId: institutionId,
    productTermType: 'FixedTerm',
    termLength: 12,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    currencyCode: 'GBP',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    offeredToRoles: [],
    ...overrides,
  };
}

export function newIssue(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ratePercent: 4.5, depositPerAccountMinimum: 1000, depositPerAccountMaximum: 100000, ...overrides };
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function pdfDocument(documentId: string, documentType: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documentId,
    documentType,
    title: `${documentType} ${documentId}`,
    contents: [{ contentType: 'application/pdf', data: PDF_BYTES.toString('base64') }],
    ...extra,
  };
}

/**
 * An institution's receiving accounts in GBP, EUR and USD, acknowledged. A sort code and number of its own
 * (no two institutions share an account: migration 038), never the platform's (40-47-84 7000000x, test/helpers.ts).
 */
async function insertInstitutionAccounts(db: Db, institutionId: string, suffix: string): Promise<void> {
  const sortCode = String(randomInt(100_000, 1_000_000));
  await db
    .insertInto('institution_bank_accounts')
    .values(
      (['GBP', 'EUR', 'USD'] as const).map((currency, i) => {
        const accountNumber = `${String(i + 1)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
        return {
          financial_institution_id: institutionId,
          currency_code: currency,
          account_name: `Test Bank ${suffix} Deposits ${currency}`,
          bank_name: `Test Bank ${suffix}`,
          sort_code: currency === 'GBP' ? sortCode : null,
          account_number: currency === 'GBP' ? accountNumber : null,
          iban: ibanOf('GB', `TEST${sortCode}${accountNumber}`),
          bic: 'TESTGB2L',
          acknowledgement_countersigned_on: '2020-01-01',
          updated_at: CATALOGUE_EPOCH,
        };
      }),
    )
    .execute();
}
