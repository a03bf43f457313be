/**
 * The operator's catalogue management: institutions, products, issues, issue
 * versions and documents, one at a time or as a whole catalogue file.
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
 * - Loading a catalogue file is one transaction and idempotent: institutions
 *   and products are upserted, documents get a new version only when their
 *   bytes change, and issue versions beyond those already loaded are added.
 * - An institution carries its own documents (one per type, the current
 *   version only: what it publishes now). Changing them is an institution
 *   change: a new financialInstitutionVersion, and its products' dateLastUpdatedUTC.
 */
import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { productAer, roundRatePercent } from '../interest/interest.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db.js';
import { AppError, describeFieldErrors, type FieldError } from '../platform/errors.js';
import { compileBodySchema, toFieldErrors } from '../platform/validation.js';
import {
  advanceIssueVersion,
  attachDocument,
  attachInstitutionDocument,
  bumpCatalogueRevision,
  bumpInstitutionVersion,
  detachInstitutionDocument,
  findDocument,
  findInstitution,
  findIssue,
  findIssueVersion,
  findLatestDocument,
  findProduct,
  findProductForUpdate,
  insertDocumentVersion,
  insertInstitution,
  insertIssue,
  insertIssueVersion,
  insertProduct,
  type InstitutionRow,
  listAttachments,
  listContentTypes,
  listInstitutionDocuments,
  listIssueVersions,
  lockCatalogue,
  maxIssueNumber,
  type ProductRow,
  touchInstitutionProducts,
  touchProduct,
  updateInstitutionIfVersion,
  updateIssueMargin,
  updateProductEditableFields,
} from './products.repository.js';
import { moneyMinor, productRuleErrors, rateText } from './products.rules.js';
import {
  type Catalogue,
  CatalogueSchema,
  type DocumentInput,
  type DocumentUpload,
  type InstitutionDocumentUpload,
  type InstitutionInput,
  type IssueInput,
  type IssueVersionInput,
  type NewIssueVersionInput,
  type ProductInput,
} from './products.schemas.js';

/** An issue version's terms, validated and in storage units. */
interface VersionTerms {
  ratePercent: string;
  aerPercent: string;
  minimumMinor: bigint;
  maximumMinor: bigint;
  isClosed: boolean;
}

interface DocumentRef {
  documentId: string;
  documentVersion: number;
  documentType: string;
}

export interface IssueVersionKey {
  productId: string;
  productIssueNumber: number;
  productIssueVersionNumber: number;
}

export interface StoredDocument {
  documentId: string;
  documentVersion: number;
  documentType: string;
  contentTypes: string[];
  created: boolean;
}

export interface StoredInstitutionDocument extends StoredDocument {
  financialInstitutionId: string;
  /** The institution's version after the upload (a changed document is a new institution version). */
  financialInstitutionVersion: number;
}

export interface CatalogueLoadResult {
  institutionsCreated: number;
  institutionsUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  issuesCreated: number;
  issueVersionsAdded: number;
  documentVersionsAdded: number;
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

function invalid(errors: FieldError[], what = 'The request'): AppError {
  return new AppError('ValidationFailed', `${what} has invalid fields: ${describeFieldErrors(errors)}.`, errors);
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

function contentHash(documentType: string, contents: { contentType: string; bytes: Uint8Array }[]): string {
  const hash = createHash('sha256').update(documentType);
  for (const content of contents) hash.update('\u0000').update(content.contentType).update('\u0000').update(content.bytes);
  return hash.digest('hex');
}

export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'batchCutoffUtc' | 'defaultMarginPercent'>,
  ) {}

  // ------------------------------------------------------------ institutions

  /** Creates the institution, or writes its changes as the next institution version. */
  async upsertInstitution(id: string, input: InstitutionInput): Promise<{ created: boolean; version: number }> {
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const outcome = await this.upsertInstitutionIn(trx, id, input);
      if (outcome.changed) await bumpCatalogueRevision(trx);
      return { created: outcome.created, version: outcome.version };
    });
  }

  private async upsertInstitutionIn(trx: Db, id: string, input: InstitutionInput) {
    const now = this.clock.now();
    const fields = {
      name: input.financialInstitutionName,
      short_name: input.financialInstitutionShortName,
      institution_type: input.financialInstitutionType ?? 'Bank',
      group_id: input.financialInstitutionGroupId,
      payment_batch_cutoff_time_utc: input.paymentBatchCutoffTimeUTC ?? this.config.batchCutoffUtc,
      is_fscs_protected: input.isFscsProtected,
      is_sharia: input.isSharia ?? false,
      country_code: input.countryCode,
    };
    const existing = await findInstitution(trx, id);
    if (!existing) {
      await insertInstitution(trx, { financial_institution_id: id, financial_institution_version: 1, ...fields, created_at: now, updated_at: now });
      return { created: true, changed: true, version: 1 };
    }
    const unchanged = (Object.keys(fields) as (keyof typeof fields)[]).every((k) => existing[k] === fields[k]);
    if (unchanged) return { created: false, changed: false, version: existing.financial_institution_version };
    const updated = await updateInstitutionIfVersion(trx, id, existing.financial_institution_version, { ...fields, updated_at: now });
    if (!updated) throw new AppError('Conflict', `Institution ${id} was changed by someone else at the same time; retry.`);
    await touchInstitutionProducts(trx, id, now);
    return { created: false, changed: true, version: existing.financial_institution_version + 1 };
  }

  /**
   * Sets documents of an institution, one per type: `replaceAll` also removes
   * the types not given (a catalogue file lists them all). A change is a new
   * institution version (unless the caller already made one in this
   * transaction) and moves dateLastUpdatedUTC of its products.
   */
  private async setInstitutionDocumentsIn(
    trx: Db,
    institution: InstitutionRow,
    documents: DocumentRef[],
    options: { replaceAll: boolean; versionAlreadyBumped: boolean },
  ): Promise<{ changed: boolean; version: number }> {
    const id = institution.financial_institution_id;
    const current = new Map((await listInstitutionDocuments(trx, id)).map((d) => [d.document_type, d]));
    let changed = false;
    for (const doc of documents) {
      const held = current.get(doc.documentType);
      if (held && held.document_id === doc.documentId && held.document_version === doc.documentVersion) continue;
      await attachInstitutionDocument(trx, {
        financial_institution_id: id,
        document_type: doc.documentType,
        document_id: doc.documentId,
        document_version: doc.documentVersion,
      });
      changed = true;
    }
    if (options.replaceAll) {
      const wanted = new Set(documents.map((d) => d.documentType));
      for (const type of current.keys()) {
        if (wanted.has(type)) continue;
        await detachInstitutionDocument(trx, id, type);
        changed = true;
      }
    }
    let version = institution.financial_institution_version;
    if (!changed) return { changed, version };
    const now = this.clock.now();
    if (!options.versionAlreadyBumped) {
      if (!(await bumpInstitutionVersion(trx, id, version, now))) {
        throw new AppError('Conflict', `Institution ${id} was changed by someone else at the same time; retry.`);
      }
      version++;
    }
    await touchInstitutionProducts(trx, id, now);
    return { changed, version };
  }

  /** Uploads a document version for an institution and makes it the institution's document of its type. */
  async uploadInstitutionDocument(institutionId: string, input: InstitutionDocumentUpload): Promise<StoredInstitutionDocument> {
    const errors: FieldError[] = [];
    const contents = this.decodeContents(input, '', errors);
    if (errors.length) throw invalid(errors);
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const institution = await findInstitution(trx, institutionId);
      if (!institution) throw new AppError('NotFound', `There is no institution ${institutionId}.`);
      const documentId = input.documentId ?? `${institutionId}-${input.documentType}`;
      const stored = await this.storeDocument(trx, documentId, input, contents, 'documentId');
      const outcome = await this.setInstitutionDocumentsIn(trx, institution, [stored], { replaceAll: false, versionAlreadyBumped: false });
      if (stored.created || outcome.changed) await bumpCatalogueRevision(trx);
      return { ...stored, financialInstitutionId: institutionId, financialInstitutionVersion: outcome.version };
    });
  }

  // ------------------------------------------------------------ products

  /** Creates the product, or changes its name and roles (everything else is fixed once it exists). */
  async upsertProduct(productId: string, input: ProductInput): Promise<{ created: boolean }> {
    const errors = productRuleErrors(input);
    if (errors.length) throw invalid(errors);
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const outcome = await this.upsertProductIn(trx, productId, input, '');
      if (outcome.changed) await bumpCatalogueRevision(trx);
      return { created: outcome.created };
    });
  }

  private async upsertProductIn(trx: Db, productId: string, input: ProductInput, prefix: string) {
    const now = this.clock.now();
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

  // ------------------------------------------------------------ issues and versions

  private versionTerms(product: ProductRow, input: IssueVersionInput, prefix: string, errors: FieldError[]): VersionTerms {
    const ratePercent = rateText(input.ratePercent, `${prefix}ratePercent`, errors);
    const aerPercent = input.aer !== undefined ? rateText(input.aer, `${prefix}aer`, errors) : this.computedAer(product, ratePercent);
    const minimumMinor = moneyMinor(input.depositPerAccountMinimum, `${prefix}depositPerAccountMinimum`, errors);
    const maximumMinor = moneyMinor(input.depositPerAccountMaximum, `${prefix}depositPerAccountMaximum`, errors);
    if (maximumMinor < minimumMinor) errors.push({ field: `${prefix}depositPerAccountMaximum`, reason: 'range' });
    return { ratePercent, aerPercent, minimumMinor, maximumMinor, isClosed: input.isClosedToNewAccounts ?? false };
  }

  /** AER per DESIGN §4 (productAer), to 2 places. */
  private computedAer(product: ProductRow, ratePercent: string): string {
    const terms = {
      interestPaidType: product.interest_paid_type,
      interestPaysFrequency: product.interest_pays_frequency,
      termLength: product.term_length,
      termLengthUnit: product.term_length_unit,
    };
    return roundRatePercent(productAer(ratePercent, terms), 2).toFixed(2);
  }

  private marginText(value: number | undefined, field: string, errors: FieldError[]): string {
    return value === undefined ? this.config.defaultMarginPercent : rateText(value, field, errors);
  }

  /** Resolves document references of a version: each must exist, one per type. */
  private async resolveDocuments(
    trx: Db,
    refs: { documentId: string; documentVersion?: number }[],
    prefix: string,
    errors: FieldError[],
  ): Promise<DocumentRef[]> {
    const resolved: DocumentRef[] = [];
    const types = new Set<string>();
    for (const [index, ref] of refs.entries()) {
      const row = ref.documentVersion === undefined ? await findLatestDocument(trx, ref.documentId) : await findDocument(trx, ref.documentId, ref.documentVersion);
      if (!row) {
        errors.push({ field: `${prefix}documents[${index}].documentId`, reason: 'enum' });
        continue;
      }
      if (types.has(row.document_type)) {
        errors.push({ field: `${prefix}documents[${index}].documentId`, reason: 'duplicate' });
        continue;
      }
      types.add(row.document_type);
      resolved.push({ documentId: row.document_id, documentVersion: row.document_version, documentType: row.document_type });
    }
    return resolved;
  }

  private async writeVersion(trx: Db, productId: string, issueNumber: number, version: number, terms: VersionTerms, documents: DocumentRef[]) {
    await insertIssueVersion(trx, {
      product_id: productId,
      issue_number: issueNumber,
      version_number: version,
      rate_percent: terms.ratePercent,
      aer_percent: terms.aerPercent,
      deposit_minimum_minor: terms.minimumMinor,
      deposit_maximum_minor: terms.maximumMinor,
      is_closed_to_new_accounts: terms.isClosed,
      created_at: this.clock.now(),
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

  private async lockProduct(trx: Db, productId: string): Promise<ProductRow> {
    const product = await findProductForUpdate(trx, productId);
    if (!product) throw new AppError('NotFound', `There is no product ${productId}.`);
    return product;
  }

  /** Opens the product's next issue with its first version. */
  async openIssue(productId: string, input: IssueInput): Promise<IssueVersionKey> {
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const product = await this.lockProduct(trx, productId);
      const errors: FieldError[] = [];
      const margin = this.marginText(input.marginPercent, 'marginPercent', errors);
      const terms = this.versionTerms(product, input, '', errors);
      const documents = await this.resolveDocuments(trx, input.documents ?? [], '', errors);
      if (errors.length) throw invalid(errors);
      const now = this.clock.now();
      const issueNumber = (await maxIssueNumber(trx, productId)) + 1;
      await insertIssue(trx, { product_id: productId, issue_number: issueNumber, current_version: 1, margin_percent: margin, created_at: now, updated_at: now });
      await this.writeVersion(trx, productId, issueNumber, 1, terms, documents);
      await touchProduct(trx, productId, now);
      await bumpCatalogueRevision(trx);
      return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: 1 };
    });
  }

  /**
   * Publishes a new version of an issue: what the input leaves out is carried
   * over from the current version, documents included.
   */
  async publishIssueVersion(productId: string, issueNumber: number, input: NewIssueVersionInput): Promise<IssueVersionKey> {
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      const product = await this.lockProduct(trx, productId);
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
      else if (input.ratePercent !== undefined) terms.aerPercent = this.computedAer(product, terms.ratePercent);
      if (input.depositPerAccountMinimum !== undefined) {
        terms.minimumMinor = moneyMinor(input.depositPerAccountMinimum, 'depositPerAccountMinimum', errors);
      }
      if (input.depositPerAccountMaximum !== undefined) {
        terms.maximumMinor = moneyMinor(input.depositPerAccountMaximum, 'depositPerAccountMaximum', errors);
      }
      if (terms.maximumMinor < terms.minimumMinor) errors.push({ field: 'depositPerAccountMaximum', reason: 'range' });
      const margin = input.marginPercent === undefined ? undefined : this.marginText(input.marginPercent, 'marginPercent', errors);
      const documents =
        input.documents !== undefined
          ? await this.resolveDocuments(trx, input.documents, '', errors)
          : (await listAttachments(trx, productId, issueNumber, current.version_number)).map((a) => ({
              documentId: a.document_id,
              documentVersion: a.document_version,
              documentType: a.document_type,
            }));
      if (errors.length) throw invalid(errors);
      const now = this.clock.now();
      const next = current.version_number + 1;
      if (!(await advanceIssueVersion(trx, productId, issueNumber, current.version_number, now))) {
        throw new AppError('Conflict', `Issue ${issueNumber} of product ${productId} changed at the same time; retry.`);
      }
      await this.writeVersion(trx, productId, issueNumber, next, terms, documents);
      if (margin !== undefined) await updateIssueMargin(trx, productId, issueNumber, margin, now);
      await touchProduct(trx, productId, now);
      await bumpCatalogueRevision(trx);
      return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: next };
    });
  }

  /** Closes an issue to new accounts, as a new version (so the history shows when). Closing a closed issue changes nothing. */
  async closeIssue(productId: string, issueNumber: number): Promise<IssueVersionKey> {
    const product = await findProduct(this.db, productId);
    if (!product) throw new AppError('NotFound', `There is no product ${productId}.`);
    const issue = await findIssue(this.db, productId, issueNumber);
    if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const current = await findIssueVersion(this.db, productId, issueNumber, issue.current_version);
    if (current?.is_closed_to_new_accounts) {
      return { productId, productIssueNumber: issueNumber, productIssueVersionNumber: current.version_number };
    }
    return this.publishIssueVersion(productId, issueNumber, { isClosedToNewAccounts: true });
  }

  // ------------------------------------------------------------ documents

  private decodeContents(input: DocumentInput, prefix: string, errors: FieldError[]): { contentType: string; bytes: Uint8Array }[] {
    const seen = new Set<string>();
    const contents: { contentType: string; bytes: Uint8Array }[] = [];
    for (const [index, content] of input.contents.entries()) {
      const contentType = content.contentType.toLowerCase();
      if (seen.has(contentType)) errors.push({ field: `${prefix}contents[${index}].contentType`, reason: 'duplicate' });
      seen.add(contentType);
      const bytes = Buffer.from(content.data.replace(/\s+/g, ''), 'base64');
      if (bytes.length === 0) errors.push({ field: `${prefix}contents[${index}].data`, reason: 'format' });
      contents.push({ contentType, bytes });
    }
    return contents;
  }

  /** Stores the document as its next version unless the latest version has the same bytes. */
  private async storeDocument(
    trx: Db,
    documentId: string,
    input: DocumentInput,
    contents: { contentType: string; bytes: Uint8Array }[],
    field: string,
    explicitVersion?: number,
  ): Promise<StoredDocument> {
    const hash = contentHash(input.documentType, contents);
    if (explicitVersion !== undefined) {
      const stored = await findDocument(trx, documentId, explicitVersion);
      if (stored) {
        if (stored.content_hash !== hash) {
          throw new AppError('Conflict', `Version ${explicitVersion} of document ${documentId} is already stored with other content; document versions never change.`);
        }
        return {
          documentId,
          documentVersion: explicitVersion,
          documentType: stored.document_type,
          contentTypes: await listContentTypes(trx, documentId, explicitVersion),
          created: false,
        };
      }
    }
    const latest = await findLatestDocument(trx, documentId);
    if (explicitVersion !== undefined && explicitVersion !== (latest?.document_version ?? 0) + 1) {
      throw invalid([{ field: field.replace(/documentId$/, 'documentVersion'), reason: 'range' }], `Document ${documentId} would skip a version; the request`);
    }
    if (latest && latest.document_type !== input.documentType) {
      throw invalid([{ field, reason: 'duplicate' }], `Document ${documentId} is a ${latest.document_type}, not a ${input.documentType}; the request`);
    }
    if (latest && latest.content_hash === hash && explicitVersion === undefined) {
      return {
        documentId,
        documentVersion: latest.document_version,
        documentType: latest.document_type,
        contentTypes: await listContentTypes(trx, documentId, latest.document_version),
        created: false,
      };
    }
    const version = (latest?.document_version ?? 0) + 1;
    await insertDocumentVersion(
      trx,
      { document_id: documentId, document_version: version, document_type: input.documentType, title: input.title, content_hash: hash, created_at: this.clock.now() },
      contents,
    );
    return { documentId, documentVersion: version, documentType: input.documentType, contentTypes: contents.map((c) => c.contentType), created: true };
  }

  /** Uploads a document version and attaches it to the issue's current version, replacing the one of its type. */
  async uploadDocument(productId: string, issueNumber: number, input: DocumentUpload): Promise<StoredDocument & IssueVersionKey> {
    const errors: FieldError[] = [];
    const contents = this.decodeContents(input, '', errors);
    if (errors.length) throw invalid(errors);
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      await this.lockProduct(trx, productId);
      const issue = await findIssue(trx, productId, issueNumber);
      if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
      const documentId = input.documentId ?? `${productId}-${issueNumber}-${input.documentType}`;
      const stored = await this.storeDocument(trx, documentId, input, contents, 'documentId');
      await attachDocument(trx, {
        product_id: productId,
        issue_number: issueNumber,
        version_number: issue.current_version,
        document_type: stored.documentType,
        document_id: stored.documentId,
        document_version: stored.documentVersion,
      });
      await touchProduct(trx, productId, this.clock.now());
      await bumpCatalogueRevision(trx);
      return { ...stored, productId, productIssueNumber: issueNumber, productIssueVersionNumber: issue.current_version };
    });
  }

  // ------------------------------------------------------------ whole catalogue

  /** Checks a catalogue file's shape and rules without touching the database. */
  private validateCatalogue(input: unknown): Catalogue {
    const catalogue = structuredClone(input) as Catalogue;
    const validate = compileBodySchema(CatalogueSchema);
    if (!validate(catalogue)) throw invalid(toFieldErrors(validate.errors), 'The catalogue');
    const errors: FieldError[] = [];
    const duplicates = (ids: string[], path: (i: number) => string) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id)) errors.push({ field: path(i), reason: 'duplicate' });
        seen.add(id);
      });
    };
    duplicates(catalogue.financialInstitutions.map((i) => i.financialInstitutionId), (i) => `financialInstitutions[${i}].financialInstitutionId`);
    duplicates(catalogue.documents.map((d) => `${d.documentId}\u0000${d.documentVersion ?? ''}`), (i) => `documents[${i}].documentId`);
    duplicates(catalogue.products.map((p) => p.productId), (i) => `products[${i}].productId`);
    catalogue.products.forEach((product, p) => {
      errors.push(...productRuleErrors(product, `products[${p}]`));
      duplicates(product.issues.map((i) => String(i.productIssueNumber)), (i) => `products[${p}].issues[${i}].productIssueNumber`);
    });
    if (errors.length) throw invalid(errors, 'The catalogue');
    return catalogue;
  }

  /** Loads a whole catalogue in one transaction; repeating the same file changes nothing. */
  async loadCatalogue(input: unknown): Promise<CatalogueLoadResult> {
    const catalogue = this.validateCatalogue(input);
    const result: CatalogueLoadResult = {
      institutionsCreated: 0,
      institutionsUpdated: 0,
      productsCreated: 0,
      productsUpdated: 0,
      issuesCreated: 0,
      issueVersionsAdded: 0,
      documentVersionsAdded: 0,
    };
    const decoded = catalogue.documents.map((doc, d) => {
      const errors: FieldError[] = [];
      const contents = this.decodeContents(doc, `documents[${d}].`, errors);
      if (errors.length) throw invalid(errors, 'The catalogue');
      return contents;
    });
    await this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx);
      let changed = false;
      // Institutions created or given a new version by this load: their documents below add no further version.
      const versioned = new Set<string>();
      for (const institution of catalogue.financialInstitutions) {
        const outcome = await this.upsertInstitutionIn(trx, institution.financialInstitutionId, institution);
        if (outcome.created) result.institutionsCreated++;
        else if (outcome.changed) result.institutionsUpdated++;
        if (outcome.changed) versioned.add(institution.financialInstitutionId);
        changed ||= outcome.changed;
      }
      for (const [d, doc] of catalogue.documents.entries()) {
        const stored = await this.storeDocument(trx, doc.documentId, doc, decoded[d], `documents[${d}].documentId`, doc.documentVersion);
        if (stored.created) result.documentVersionsAdded++;
        changed ||= stored.created;
      }
      for (const [i, institutionInput] of catalogue.financialInstitutions.entries()) {
        if (institutionInput.documents === undefined) continue;
        const id = institutionInput.financialInstitutionId;
        const errors: FieldError[] = [];
        const documents = await this.resolveDocuments(trx, institutionInput.documents, `financialInstitutions[${i}].`, errors);
        if (errors.length) throw invalid(errors, 'The catalogue');
        const institution = (await findInstitution(trx, id)) as InstitutionRow;
        const outcome = await this.setInstitutionDocumentsIn(trx, institution, documents, { replaceAll: true, versionAlreadyBumped: versioned.has(id) });
        if (outcome.changed && !versioned.has(id)) result.institutionsUpdated++;
        changed ||= outcome.changed;
      }
      for (const [p, productInput] of catalogue.products.entries()) {
        const prefix = `products[${p}].`;
        const outcome = await this.upsertProductIn(trx, productInput.productId, productInput, prefix);
        if (outcome.created) result.productsCreated++;
        else if (outcome.changed) result.productsUpdated++;
        let productChanged = outcome.changed;
        const product = (await findProduct(trx, productInput.productId)) as ProductRow;
        const now = this.clock.now();
        for (const [i, issueInput] of productInput.issues.entries()) {
          const issuePrefix = `${prefix}issues[${i}].`;
          const errors: FieldError[] = [];
          const issueNumber = issueInput.productIssueNumber;
          const margin = this.marginText(issueInput.marginPercent, `${issuePrefix}marginPercent`, errors);
          const versions = [];
          for (const [v, versionInput] of issueInput.versions.entries()) {
            const versionPrefix = `${issuePrefix}versions[${v}].`;
            const terms = this.versionTerms(product, versionInput, versionPrefix, errors);
            const documents = await this.resolveDocuments(trx, versionInput.documents ?? [], versionPrefix, errors);
            versions.push({ terms, documents });
          }
          if (errors.length) throw invalid(errors, 'The catalogue');
          let issue = await findIssue(trx, product.product_id, issueNumber);
          if (!issue) {
            issue = { product_id: product.product_id, issue_number: issueNumber, current_version: 0, margin_percent: margin, created_at: now, updated_at: now };
            // current_version is set as versions are written below; the row must exist first for their foreign key.
            await insertIssue(trx, { ...issue, current_version: 1 });
            result.issuesCreated++;
            productChanged = true;
          } else if (issueInput.marginPercent !== undefined && !new Decimal(issue.margin_percent).eq(margin)) {
            await updateIssueMargin(trx, product.product_id, issueNumber, margin, now);
            productChanged = true;
          }
          const existing = await listIssueVersions(trx, product.product_id, issueNumber);
          for (const [v, { terms, documents }] of versions.entries()) {
            const stored = existing[v];
            if (stored) {
              const same =
                new Decimal(stored.rate_percent).eq(terms.ratePercent) &&
                new Decimal(stored.aer_percent).eq(terms.aerPercent) &&
                stored.deposit_minimum_minor === terms.minimumMinor &&
                stored.deposit_maximum_minor === terms.maximumMinor &&
                stored.is_closed_to_new_accounts === terms.isClosed;
              if (!same) {
                throw new AppError(
                  'Conflict',
                  `${issuePrefix}versions[${v}] differs from version ${v + 1} of issue ${issueNumber} of product ${product.product_id}, which is already published; versions never change: add a new version at the end instead.`,
                );
              }
              continue;
            }
            const versionNumber = v + 1;
            await this.writeVersion(trx, product.product_id, issueNumber, versionNumber, terms, documents);
            if (versionNumber > 1 && !(await advanceIssueVersion(trx, product.product_id, issueNumber, versionNumber - 1, now))) {
              throw new AppError('Conflict', `Issue ${issueNumber} of product ${product.product_id} changed at the same time; retry.`);
            }
            result.issueVersionsAdded++;
            productChanged = true;
          }
        }
        if (productChanged) {
          await touchProduct(trx, product.product_id, now);
          changed = true;
        }
      }
      if (changed) await bumpCatalogueRevision(trx);
    });
    return result;
  }
}
