/**
 * The operator's catalogue management, one method per act, as the operator
 * routes, the CLI's loader and the sandbox seed call it. Each act lives in the
 * module of what it changes:
 *
 * - `institutions.ts`: institutions and the documents each one carries;
 * - `product-issues.ts`: products, their issues and issue versions, and the
 *   documents attached to an issue version;
 * - `documents.ts`: document versions (stored once, referred to by both);
 * - `catalogue-loader.ts`: a whole catalogue file in one transaction.
 *
 * Every change takes the catalogue lock first and bumps the catalogue revision
 * in the same transaction, so the Product Catalog API's cache sees it at once.
 * An operator's change records itself in the audit log in that transaction too
 * (the AuditRecorder the operator API hands in; the sandbox seed passes none).
 */
import type { AuditRecorder } from '../audit/audit.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Db } from '../database.js';
import { type CatalogueLoaderDeps, type CatalogueLoadResult, loadCatalogue } from './catalogue-loader.js';
import type { StoredDocument } from './documents.js';
import { type StoredInstitutionDocument, uploadInstitutionDocument, upsertInstitution } from './institutions.js';
import { closeIssue, type IssueRateChanges, type IssueVersionKey, openIssue, publishIssueVersion, uploadIssueDocument, upsertProduct } from './product-issues.js';
import { anyProductExists } from './products.repository.js';
import type { DocumentUpload, InstitutionDocumentUpload, InstitutionInput, IssueInput, NewIssueVersionInput, ProductInput } from './products.schemas.js';

export class CatalogueService {
  private readonly deps: CatalogueLoaderDeps;

  constructor(db: Db, clock: Clock, config: Pick<Config, 'batchCutoffUtc' | 'defaultMarginPercent'>, rates: IssueRateChanges) {
    this.deps = { db, clock, config, rates };
  }

  /**
   * Creates the institution, or writes its changes as the next institution
   * version.
   *
   * Errors: `VersionConflict` (the institution was changed by someone else at
   * the same time).
   */
  upsertInstitution(id: string, input: InstitutionInput, audit?: AuditRecorder): Promise<{ created: boolean; version: number }> {
    return upsertInstitution(this.deps, id, input, audit);
  }

  /**
   * Uploads a document version for an institution and makes it the
   * institution's document of its type.
   *
   * Errors: `ValidationFailed` (the contents repeat a media type or hold empty
   * data, or the document id already holds a document of another type),
   * `NotFound` (no such institution), `VersionConflict` (the institution was
   * changed by someone else at the same time).
   */
  uploadInstitutionDocument(institutionId: string, input: InstitutionDocumentUpload, audit?: AuditRecorder): Promise<StoredInstitutionDocument> {
    return uploadInstitutionDocument(this.deps, institutionId, input, audit);
  }

  /**
   * Creates the product, or changes its name and roles (everything else is
   * fixed once it exists).
   *
   * Errors: `ValidationFailed` (the input breaks a product rule, or names an
   * institution that does not exist), `Conflict` (the product exists and the
   * input changes a field fixed once it exists).
   */
  upsertProduct(productId: string, input: ProductInput, audit?: AuditRecorder): Promise<{ created: boolean }> {
    return upsertProduct(this.deps, productId, input, audit);
  }

  /**
   * Opens the product's next issue with its first version.
   *
   * Errors: `NotFound` (no such product), `ValidationFailed` (a rate, margin or
   * amount is invalid, the maximum is below the minimum, or a document is not
   * found or repeats a type).
   */
  openIssue(productId: string, input: IssueInput, audit?: AuditRecorder): Promise<IssueVersionKey> {
    return openIssue(this.deps, productId, input, audit);
  }

  /**
   * Publishes a new version of an issue; what the input leaves out is carried
   * over.
   *
   * Errors: `NotFound` (no such product or issue), `ValidationFailed` (a rate,
   * margin or amount is invalid, the maximum is below the minimum, or a
   * document is not found or repeats a type), `VersionConflict` (the issue
   * changed at the same time).
   */
  publishIssueVersion(productId: string, issueNumber: number, input: NewIssueVersionInput, audit?: AuditRecorder): Promise<IssueVersionKey> {
    return publishIssueVersion(this.deps, productId, issueNumber, input, audit);
  }

  /**
   * Closes an issue to new accounts, as a new version; closing a closed issue
   * changes nothing.
   *
   * Errors: `NotFound` (no such product or issue), `VersionConflict` (the
   * issue changed at the same time).
   */
  closeIssue(productId: string, issueNumber: number, audit?: AuditRecorder): Promise<IssueVersionKey> {
    return closeIssue(this.deps, productId, issueNumber, audit);
  }

  /**
   * Uploads a document version and attaches it to the issue's current version,
   * replacing the one of its type.
   *
   * Errors: `ValidationFailed` (the contents repeat a media type or hold empty
   * data, or the document id already holds a document of another type),
   * `NotFound` (no such product or issue).
   */
  uploadDocument(productId: string, issueNumber: number, input: DocumentUpload, audit?: AuditRecorder): Promise<StoredDocument & IssueVersionKey> {
    return uploadIssueDocument(this.deps, productId, issueNumber, input, audit);
  }

  /**
   * Whether the catalogue has any product yet (the sandbox seeds only an empty
   * one).
   *
   * Errors: none.
   */
  hasProducts(): Promise<boolean> {
    return anyProductExists(this.deps.db);
  }

  /**
   * Loads a whole catalogue in one transaction; repeating the same file changes
   * nothing.
   *
   * Errors: `ValidationFailed` (the file breaks the catalogue schema or a rule:
   * an unknown institution or document, an invalid rate or amount, a document
   * version that skips one or changes type), `Conflict` (a product's fixed
   * field, a published issue version or a stored document version would
   * change), `VersionConflict` (an institution or issue changed at the same
   * time).
   */
  loadCatalogue(input: unknown, audit?: AuditRecorder): Promise<CatalogueLoadResult> {
    return loadCatalogue(this.deps, input, audit);
  }
}
