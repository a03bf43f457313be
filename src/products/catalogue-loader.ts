/**
 * The catalogue file loader: a whole catalogue (institutions, documents,
 * products, issues and their versions) in one request.
 *
 * Why it works this way:
 * - Loading a catalogue file is one transaction and idempotent: institutions
 *   and products are upserted, documents get a new version only when their
 *   bytes change, and issue versions beyond those already loaded are added.
 * - A listed version that differs from the one already published is a
 *   conflict: published versions never change.
 * - The file is checked whole before anything is written, so the operator sees
 *   every problem at once.
 */
import type { AuditRecorder } from '../audit/audit.js';
import { Decimal } from 'decimal.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { compileBodySchema, toFieldErrors } from '../platform/validation.js';
import { decodeContents, resolveDocuments, storeDocument } from './documents.js';
import { type InstitutionsDeps, setInstitutionDocumentsIn, upsertInstitutionIn } from './institutions.js';
import { findInstitution, type InstitutionRow } from './institutions.repository.js';
import { marginText, type ProductIssuesDeps, upsertProductIn, versionTerms, writeVersion } from './product-issues.js';
import {
  advanceIssueVersion,
  bumpCatalogueRevision,
  findIssue,
  findProduct,
  insertIssue,
  listIssueVersions,
  lockCatalogue,
  type ProductRow,
  touchProduct,
  updateIssueMargin,
} from './products.repository.js';
import { invalid, productRuleErrors } from './products.rules.js';
import { type Catalogue, CatalogueSchema } from './products.schemas.js';

export type CatalogueLoaderDeps = InstitutionsDeps & ProductIssuesDeps;

export interface CatalogueLoadResult {
  institutionsCreated: number;
  institutionsUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  issuesCreated: number;
  issueVersionsAdded: number;
  documentVersionsAdded: number;
}

/** Checks a catalogue file's shape and rules without touching the database. */
function validateCatalogue(input: unknown): Catalogue {
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
  duplicates(
    catalogue.financialInstitutions.map((i) => i.financialInstitutionId),
    (i) => `financialInstitutions[${i}].financialInstitutionId`,
  );
  duplicates(
    catalogue.documents.map((d) => `${d.documentId}\u0000${d.documentVersion ?? ''}`),
    (i) => `documents[${i}].documentId`,
  );
  duplicates(
    catalogue.products.map((p) => p.productId),
    (i) => `products[${i}].productId`,
  );
  catalogue.products.forEach((product, p) => {
    errors.push(...productRuleErrors(product, `products[${p}]`));
    duplicates(
      product.issues.map((i) => String(i.productIssueNumber)),
      (i) => `products[${p}].issues[${i}].productIssueNumber`,
    );
  });
  if (errors.length) throw invalid(errors, 'The catalogue');
  return catalogue;
}

/** Loads a whole catalogue in one transaction; repeating the same file changes nothing. */
export async function loadCatalogue(deps: CatalogueLoaderDeps, input: unknown, audit?: AuditRecorder): Promise<CatalogueLoadResult> {
  const { clock } = deps;
  const catalogue = validateCatalogue(input);
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
    const contents = decodeContents(doc, `documents[${d}].`, errors);
    if (errors.length) throw invalid(errors, 'The catalogue');
    return contents;
  });
  await deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    let changed = false;
    // Institutions created or given a new version by this load: their documents below add no further version.
    const versioned = new Set<string>();
    for (const institution of catalogue.financialInstitutions) {
      const outcome = await upsertInstitutionIn(trx, deps, institution.financialInstitutionId, institution);
      if (outcome.created) result.institutionsCreated++;
      else if (outcome.changed) result.institutionsUpdated++;
      if (outcome.changed) versioned.add(institution.financialInstitutionId);
      changed ||= outcome.changed;
    }
    for (const [d, doc] of catalogue.documents.entries()) {
      const stored = await storeDocument(trx, clock, doc.documentId, doc, decoded[d], `documents[${d}].documentId`, doc.documentVersion);
      if (stored.created) result.documentVersionsAdded++;
      changed ||= stored.created;
    }
    for (const [i, institutionInput] of catalogue.financialInstitutions.entries()) {
      if (institutionInput.documents === undefined) continue;
      const id = institutionInput.financialInstitutionId;
      const errors: FieldError[] = [];
      const documents = await resolveDocuments(trx, institutionInput.documents, `financialInstitutions[${i}].`, errors);
      if (errors.length) throw invalid(errors, 'The catalogue');
      const institution = (await findInstitution(trx, id)) as InstitutionRow;
      const outcome = await setInstitutionDocumentsIn(trx, clock, institution, documents, { replaceAll: true, versionAlreadyBumped: versioned.has(id) });
      if (outcome.changed && !versioned.has(id)) result.institutionsUpdated++;
      changed ||= outcome.changed;
    }
    for (const [p, productInput] of catalogue.products.entries()) {
      const prefix = `products[${p}].`;
      const outcome = await upsertProductIn(trx, clock, productInput.productId, productInput, prefix);
      if (outcome.created) result.productsCreated++;
      else if (outcome.changed) result.productsUpdated++;
      let productChanged = outcome.changed;
      const product = (await findProduct(trx, productInput.productId)) as ProductRow;
      const now = clock.now();
      for (const [i, issueInput] of productInput.issues.entries()) {
        const issuePrefix = `${prefix}issues[${i}].`;
        const errors: FieldError[] = [];
        const issueNumber = issueInput.productIssueNumber;
        const margin = marginText(deps.config, issueInput.marginPercent, `${issuePrefix}marginPercent`, errors);
        const versions = [];
        for (const [v, versionInput] of issueInput.versions.entries()) {
          const versionPrefix = `${issuePrefix}versions[${v}].`;
          const terms = versionTerms(product, versionInput, versionPrefix, errors);
          const documents = await resolveDocuments(trx, versionInput.documents ?? [], versionPrefix, errors);
          versions.push({ terms, documents });
        }
        if (errors.length) throw invalid(errors, 'The catalogue');
        let issue = await findIssue(trx, product.product_id, issueNumber);
        // A new margin or a later version: the issue's variable-rate accounts start a period at the new rate.
        let rateChanged = false;
        if (!issue) {
          issue = { product_id: product.product_id, issue_number: issueNumber, current_version: 0, margin_percent: margin, created_at: now, updated_at: now };
          // current_version is set as versions are written below; the row must exist first for their foreign key.
          await insertIssue(trx, { ...issue, current_version: 1 });
          result.issuesCreated++;
          productChanged = true;
        } else if (issueInput.marginPercent !== undefined && !new Decimal(issue.margin_percent).eq(margin)) {
          await updateIssueMargin(trx, product.product_id, issueNumber, margin, now);
          rateChanged = true;
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
          await writeVersion(trx, clock, product.product_id, issueNumber, versionNumber, terms, documents);
          if (versionNumber > 1 && !(await advanceIssueVersion(trx, product.product_id, issueNumber, versionNumber - 1, now))) {
            throw new AppError('VersionConflict', `Issue ${issueNumber} of product ${product.product_id} changed at the same time; retry.`);
          }
          result.issueVersionsAdded++;
          if (versionNumber > 1) rateChanged = true;
          productChanged = true;
        }
        if (rateChanged) await deps.rates.issueRateChanged(trx, product.product_id, issueNumber);
      }
      if (productChanged) {
        await touchProduct(trx, product.product_id, now);
        changed = true;
      }
    }
    if (changed) {
      await bumpCatalogueRevision(trx);
      // One entry for the whole file: what it created and changed (each object's history is in its own versions).
      await audit?.(trx, { objectType: 'catalogue', objectId: 'catalogue-file', before: null, after: result });
    }
  });
  return result;
}
