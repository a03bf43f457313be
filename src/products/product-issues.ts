/**
 * Products, their issues and the issues' versions: what a deposit is placed
 * into, and the documents attached to an issue version.
 *
 * Why it works this way:
 * - Issue versions are immutable. A rate or limit change, or closing an issue to
 *   new accounts, publishes a new version; the old one stays readable, and
 *   fixed-term accounts keep the rate of the version they opened on.
 * - A product's type, term, notice, currency and interest payment are fixed
 *   once it exists: accounts were opened on them. Only its name and the roles it
 *   is offered to change.
 * - Every change bumps the catalogue revision and the product's updated_at
 *   (dateLastUpdatedUTC) in the same transaction.
 */
import { productAer, roundRatePercent } from '../interest/interest.js';
import type { AuditRecorder } from '../audit/audit.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Db, Tx } from '../database.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { decodeContents, type DocumentRef, type StoredDocument, resolveDocuments, storeDocument } from './documents.js';
import { findInstitution } from './institutions.repository.js';
import {
  advanceIssueVersion,
  attachDocument,
  bumpCatalogueRevision,
  findIssue,
  findIssueVersion,
  findProduct,
  findProductForUpdate,
  insertIssue,
  insertIssueVersion,
  insertProduct,
  listAttachments,
  lockCatalogue,
  maxIssueNumber,
  type ProductRow,
  touchProduct,
  updateIssueMargin,
  updateProductEditableFields,
} from './products.repository.js';
import { invalid, moneyMinor, productRuleErrors, rateText } from './products.rules.js';
import type { DocumentUpload, IssueInput, IssueVersionInput, NewIssueVersionInput, ProductInput } from './products.schemas.js';

/**
 * What a change of an issue's rate needs from the ledger: its variable-rate
 * accounts end their accrual period at the old rate and start one at the new,
 * in the change's transaction. The ledger reads the catalogue, so the
 * products context does not import it back: it states what it needs here and
 * the composition root hands in the ledger's `startRatePeriods`.
 */
export interface IssueRateChanges {
  issueRateChanged(trx: Tx, productId: string, issueNumber: number): Promise<unknown>;
}

export interface ProductIssuesDeps {
  db: Db;
  clock: Clock;
  /** The margin an issue gets when it names none. */
  config: Pick<Config, 'defaultMarginPercent'>;
  rates: IssueRateChanges;
}

/** An issue version's terms, validated and in storage units. */
export interface VersionTerms {
  ratePercent: string;
  aerPercent: string;
  minimumMinor: bigint;
  maximumMinor: bigint;
  isClosed: boolean;
}

export interface IssueVersionKey {
  productId: string;
  productIssueNumber: number;
  productIssueVersionNumber: number;
}

const IMMUTABLE_PRODUCT_FIELDS: [keyof ProductInput, keyof ProductRow][] = [
  ['productTermType', 'product_term_type'],
  ['termLength', 'term_length'],
  ['termLengthUnit', 'term_length_unit'],
  ['noticeLength', 'notice_length'],
  ['noticeLengthUnit', 'notice_length_unit'],
  ['currencyCode', 'currency_code'],
  ['interestPaidType', 'interest_paid_type'],
  ['interestPaysPlan', 'interest_pays_plan'],
  ['interestPaysFrequency', 'interest_pays_frequency'],
  ['financialInstitutionId', 'financial_institution_id'],
];

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

// ------------------------------------------------------------ products

/** Creates the product, or changes its name and roles (everything else is fixed once it exists). */
export async function upsertProduct(deps: Pick<ProductIssuesDeps, 'db' | 'clock'>, productId: string, input: ProductInput, audit?: AuditRecorder): Promise<{ created: boolean }> {
  const errors = productRuleErrors(input);
  if (errors.length) throw invalid(errors);
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const before = await findProduct(trx, productId);
    const outcome = await upsertProductIn(trx, deps.clock, productId, input, '');
    if (outcome.changed) {
      await bumpCatalogueRevision(trx);
      await audit?.(trx, { objectType: 'product', objectId: productId, before: before ?? null, after: (await findProduct(trx, productId)) ?? null });
    }
    return { created: outcome.created };
  });
}

/** upsertProduct inside the caller's transaction, which holds the catalogue lock and bumps the revision; field errors name `prefix`. */
export async function upsertProductIn(trx: Tx, clock: Clock, productId: string, input: ProductInput, prefix: string): Promise<{ created: boolean; changed: boolean }> {
  const now = clock.now();
  if (!(await findInstitution(trx, input.financialInstitutionId))) {
    throw invalid([{ field: `${prefix}financialInstitutionId`, reason: 'enum' }], `Institution ${input.financialInstitutionId} does not exist; the request`);
  }
  const roles = [...(input.offeredToRoles ?? [])];
  const existing = await findProductForUpdate(trx, productId);
  if (!existing) {
    await insertProduct(trx, {
      product_id: productId,
      financial_institution_id: input.financialInstitutionId,
      name: input.productName,
      product_term_type: input.productTermType,
      term_length: input.termLength,
      term_length_unit: input.termLengthUnit,
      notice_length: input.noticeLength ?? 0,
      notice_length_unit: input.noticeLengthUnit,
      currency_code: input.currencyCode,
      interest_paid_type: input.interestPaidType,
      interest_pays_plan: input.interestPaysPlan ?? 'NoPaysPlan',
      interest_pays_frequency: input.interestPaysFrequency,
      offered_to_roles: roles,
      created_at: now,
      updated_at: now,
    });
    return { created: true, changed: true };
  }
  const normalisedInput = { ...input, noticeLength: input.noticeLength ?? 0, interestPaysPlan: input.interestPaysPlan ?? 'NoPaysPlan' };
  const changedFixed = IMMUTABLE_PRODUCT_FIELDS.filter(([field, column]) => normalisedInput[field] !== existing[column]).map(([field]) => field);
  if (changedFixed.length) {
    throw new AppError(
      'Conflict',
      `Product ${productId} exists, and ${changedFixed.join(', ')} cannot change once a product exists (accounts depend on them); create a new product instead.`,
    );
  }
  if (existing.name === input.productName && sameRoles(existing.offered_to_roles, roles)) return { created: false, changed: false };
  await updateProductEditableFields(trx, productId, { name: input.productName, offered_to_roles: roles, updated_at: now });
  return { created: false, changed: true };
}

async function lockProduct(trx: Tx, productId: string): Promise<ProductRow> {
  const product = await findProductForUpdate(trx, productId);
  if (!product) throw new AppError('NotFound', `There is no product ${productId}.`);
  return product;
}

// ------------------------------------------------------------ issues and versions

/** The terms of a version as given, adding a field error (under `prefix`) for each one that breaks a rule. */
export function versionTerms(product: ProductRow, input: IssueVersionInput, prefix: string, errors: FieldError[]): VersionTerms {
  const ratePercent = rateText(input.ratePercent, `${prefix}ratePercent`, errors);
  const aerPercent = input.aer !== undefined ? rateText(input.aer, `${prefix}aer`, errors) : computedAer(product, ratePercent);
  const minimumMinor = moneyMinor(input.depositPerAccountMinimum, `${prefix}depositPerAccountMinimum`, errors);
  const maximumMinor = moneyMinor(input.depositPerAccountMaximum, `${prefix}depositPerAccountMaximum`, errors);
  if (maximumMinor < minimumMinor) errors.push({ field: `${prefix}depositPerAccountMaximum`, reason: 'range' });
  return { ratePercent, aerPercent, minimumMinor, maximumMinor, isClosed: input.isClosedToNewAccounts ?? false };
}

/** AER per docs/decisions/domain.md (productAer), to 2 places. */
function computedAer(product: ProductRow, ratePercent: string): string {
  const terms = {
    interestPaidType: product.interest_paid_type,
    interestPaysFrequency: product.interest_pays_frequency,
    termLength: product.term_length,
    termLengthUnit: product.term_length_unit,
  };
  return roundRatePercent(productAer(ratePercent, terms), 2).toFixed(2);
}

/** An issue's margin as decimal text: the configured default when none is given. */
export function marginText(config: Pick<Config, 'defaultMarginPercent'>, value: number | undefined, field: string, errors: FieldError[]): string {
  return value === undefined ? config.defaultMarginPercent : rateText(value, field, errors);
}

/** Writes an issue version and attaches its documents. */
export async function writeVersion(trx: Tx, clock: Clock, productId: string, issueNumber: number, version: number, terms: VersionTerms, documents: DocumentRef[]): Promise<void> {
  await insertIssueVersion(trx, {
    product_id: productId,
    issue_number: issueNumber,
    version_number: version,
    rate_percent: terms.ratePercent,
    aer_percent: terms.aerPercent,
    deposit_minimum_minor: terms.minimumMinor,
    deposit_maximum_minor: terms.maximumMinor,
    is_closed_to_new_accounts: terms.isClosed,
    created_at: clock.now(),
  });
  for (const doc of documents) {
    await attachDocument(trx, {
      product_id: productId,
      issue_number: issueNumber,
      version_number: version,
      document_type: doc.documentType,
      document_id: doc.documentId,
      document_version: doc.documentVersion,
    });
  }
}

/** Opens the product's next issue with its first version. */
export async function openIssue(deps: ProductIssuesDeps, productId: string, input: IssueInput, audit?: AuditRecorder): Promise<IssueVersionKey> {
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const product = await lockProduct(trx, productId);
    const errors: FieldError[] = [];
    const margin = marginText(deps.config, input.marginPercent, 'marginPercent', errors);
    const terms = versionTerms(product, input, '', errors);
    const documents = await resolveDocuments(trx, input.documents ?? [], '', errors);
    if (errors.length) throw invalid(errors);
    const now = deps.clock.now();
    const issueNumber = (await maxIssueNumber(trx, productId)) + 1;
    await insertIssue(trx, { product_id: productId, issue_number: issueNumber, current_version: 1, margin_percent: margin, created_at: now, updated_at: now });
    await writeVersion(trx, deps.clock, productId, issueNumber, 1, terms, documents);
    await touchProduct(trx, productId, now);
    await bumpCatalogueRevision(trx);
    await audit?.(trx, {
      objectType: 'product-issue',
      objectId: `${productId}#${issueNumber}`,
      objectName: `${product.name}, issue ${issueNumber}`,
      before: null,
      after: {
        currencyCode: product.currency_code,
        ...versionForAudit((await findIssueVersion(trx, productId, issueNumber, 1))!),
        marginPercent: (await findIssue(trx, productId, issueNumber))!.margin_percent,
        documents,
      },
    });
    return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: 1 };
  });
}

/**
 * Publishes a new version of an issue: what the input leaves out is carried
 * over from the current version, documents included.
 */
export async function publishIssueVersion(
  deps: ProductIssuesDeps,
  productId: string,
  issueNumber: number,
  input: NewIssueVersionInput,
  audit?: AuditRecorder,
): Promise<IssueVersionKey> {
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const product = await lockProduct(trx, productId);
    const issue = await findIssue(trx, productId, issueNumber);
    if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const current = await findIssueVersion(trx, productId, issueNumber, issue.current_version);
    if (!current) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const errors: FieldError[] = [];
    const terms: VersionTerms = {
      ratePercent: current.rate_percent,
      aerPercent: current.aer_percent,
      minimumMinor: current.deposit_minimum_minor,
      maximumMinor: current.deposit_maximum_minor,
      isClosed: input.isClosedToNewAccounts ?? current.is_closed_to_new_accounts,
    };
    if (input.ratePercent !== undefined) terms.ratePercent = rateText(input.ratePercent, 'ratePercent', errors);
    // A new rate gets a new AER unless one is given; an unchanged rate keeps its AER.
    if (input.aer !== undefined) terms.aerPercent = rateText(input.aer, 'aer', errors);
    else if (input.ratePercent !== undefined) terms.aerPercent = computedAer(product, terms.ratePercent);
    if (input.depositPerAccountMinimum !== undefined) {
      terms.minimumMinor = moneyMinor(input.depositPerAccountMinimum, 'depositPerAccountMinimum', errors);
    }
    if (input.depositPerAccountMaximum !== undefined) {
      terms.maximumMinor = moneyMinor(input.depositPerAccountMaximum, 'depositPerAccountMaximum', errors);
    }
    if (terms.maximumMinor < terms.minimumMinor) errors.push({ field: 'depositPerAccountMaximum', reason: 'range' });
    const margin = input.marginPercent === undefined ? undefined : marginText(deps.config, input.marginPercent, 'marginPercent', errors);
    const documents =
      input.documents !== undefined
        ? await resolveDocuments(trx, input.documents, '', errors)
        : (await listAttachments(trx, productId, issueNumber, current.version_number)).map((a) => ({
            documentId: a.document_id,
            documentVersion: a.document_version,
            documentType: a.document_type,
          }));
    if (errors.length) throw invalid(errors);
    const now = deps.clock.now();
    const next = current.version_number + 1;
    if (!(await advanceIssueVersion(trx, productId, issueNumber, current.version_number, now))) {
      throw new AppError('VersionConflict', `Issue ${issueNumber} of product ${productId} changed at the same time; retry.`);
    }
    await writeVersion(trx, deps.clock, productId, issueNumber, next, terms, documents);
    if (margin !== undefined) await updateIssueMargin(trx, productId, issueNumber, margin, now);
    if (input.ratePercent !== undefined || margin !== undefined) await deps.rates.issueRateChanged(trx, productId, issueNumber);
    await touchProduct(trx, productId, now);
    await bumpCatalogueRevision(trx);
    await audit?.(trx, {
      objectType: 'product-issue',
      objectId: `${productId}#${issueNumber}`,
      objectName: `${product.name}, issue ${issueNumber}`,
      before: { currencyCode: product.currency_code, ...versionForAudit(current), marginPercent: issue.margin_percent },
      after: {
        currencyCode: product.currency_code,
        ...versionForAudit((await findIssueVersion(trx, productId, issueNumber, next))!),
        marginPercent: (await findIssue(trx, productId, issueNumber))!.margin_percent,
        documents,
      },
    });
    return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: next };
  });
}

/** An issue version as the audit log keeps it (as stored: rates as numeric text, amounts in minor units). */
function versionForAudit(version: NonNullable<Awaited<ReturnType<typeof findIssueVersion>>>) {
  return {
    version: version.version_number,
    ratePercent: version.rate_percent,
    aerPercent: version.aer_percent,
    minimumMinor: version.deposit_minimum_minor,
    maximumMinor: version.deposit_maximum_minor,
    isClosed: version.is_closed_to_new_accounts,
  };
}

/** Closes an issue to new accounts, as a new version (so the history shows when). Closing a closed issue changes nothing. */
export async function closeIssue(deps: ProductIssuesDeps, productId: string, issueNumber: number, audit?: AuditRecorder): Promise<IssueVersionKey> {
  const product = await findProduct(deps.db, productId);
  if (!product) throw new AppError('NotFound', `There is no product ${productId}.`);
  const issue = await findIssue(deps.db, productId, issueNumber);
  if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
  const current = await findIssueVersion(deps.db, productId, issueNumber, issue.current_version);
  if (current?.is_closed_to_new_accounts) {
    return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: current.version_number };
  }
  return publishIssueVersion(deps, productId, issueNumber, { isClosedToNewAccounts: true }, audit);
}

// ------------------------------------------------------------ documents of an issue

/** Uploads a document version and attaches it to the issue's current version, replacing the one of its type. */
export async function uploadIssueDocument(
  deps: Pick<ProductIssuesDeps, 'db' | 'clock'>,
  productId: string,
  issueNumber: number,
  input: DocumentUpload,
  audit?: AuditRecorder,
): Promise<StoredDocument & IssueVersionKey> {
  const errors: FieldError[] = [];
  const contents = decodeContents(input, '', errors);
  if (errors.length) throw invalid(errors);
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    await lockProduct(trx, productId);
    const issue = await findIssue(trx, productId, issueNumber);
    if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const documentId = input.documentId ?? `${productId}-${issueNumber}-${input.documentType}`;
    const stored = await storeDocument(trx, deps.clock, documentId, input, contents, 'documentId');
    await attachDocument(trx, {
      product_id: productId,
      issue_number: issueNumber,
      version_number: issue.current_version,
      document_type: stored.documentType,
      document_id: stored.documentId,
      document_version: stored.documentVersion,
    });
    await touchProduct(trx, productId, deps.clock.now());
    await bumpCatalogueRevision(trx);
    await audit?.(trx, {
      objectType: 'product-issue',
      objectId: `${productId}#${issueNumber}`,
      before: null,
      after: { document: { documentId: stored.documentId, documentType: stored.documentType, documentVersion: stored.documentVersion }, version: issue.current_version },
    });
    return { ...stored, productId, productIssueNumber: issueNumber, productIssueVersionNumber: issue.current_version };
  });
}
