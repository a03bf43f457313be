/**
 * The catalogue as partners see it, assembled from the rows once per catalogue
 * revision: every product with its institution and its issues' full version
 * history, in the Product shape of the specification.
 */
import { minorToJsonNumber } from '../platform/money.js';
import { formatDateTime } from '../platform/time.js';
import type { InstitutionRow } from './institutions.repository.js';
import type { AttachmentWithTypes, CatalogueRows, InstitutionDocumentWithTypes, IssueRow, IssueVersionRow, ProductRow } from './products.repository.js';
import { DOCUMENT_TYPES, type ProductJson } from './products.schemas.js';

export interface IssueView {
  issue: IssueRow;
  current: IssueVersionRow;
  versions: IssueVersionRow[];
  /** Attachments by version number, then by document type. */
  attachments: Map<number, Map<string, AttachmentWithTypes>>;
}

export interface ProductView {
  row: ProductRow;
  institution: InstitutionRow;
  /** The institution's documents by document type. */
  institutionDocuments: Map<string, InstitutionDocumentWithTypes>;
  issues: Map<number, IssueView>;
  json: ProductJson;
}

export interface CatalogueView {
  /** Ordered by productId. */
  products: ProductView[];
  byId: Map<string, ProductView>;
  /** The product list of each partner role, made on the role's first read of this view (ProductsService.listProducts). */
  offeredTo: Map<string, ProductJson[]>;
}

/** The download address of a document of an issue version. */
export function documentPath(productId: string, issueNumber: number, version: number, documentType: string): string {
  return `/products/${encodeURIComponent(productId)}/issue/${issueNumber}/version/${version}/document/${documentType}`;
}

/**
 * The download address of a document of the product's institution. Under the
 * product, so a partner reaches it with the product's visibility rules.
 */
export function institutionDocumentPath(productId: string, documentType: string): string {
  return `/products/${encodeURIComponent(productId)}/institution/document/${documentType}`;
}

/** Rates are numeric(9,4) text; Number() of a decimal with at most 4 places is the double that prints as that decimal. */
function rateNumber(text: string): number {
  return Number(text);
}

/** Documents are listed in the specification's order of types. */
function byDocumentType(a: { document_type: string }, b: { document_type: string }): number {
  const rank = (doc: { document_type: string }) => {
    const index = (DOCUMENT_TYPES as readonly string[]).indexOf(doc.document_type);
    return index < 0 ? DOCUMENT_TYPES.length : index;
  };
  return rank(a) - rank(b) || a.document_type.localeCompare(b.document_type);
}

export function buildCatalogueView(rows: CatalogueRows, baseUrl: string): CatalogueView {
  const institutions = new Map(rows.institutions.map((i) => [i.financial_institution_id, i]));
  const byId = new Map<string, ProductView>();
  const products: ProductView[] = [];
  const issuesByProduct = new Map<string, IssueRow[]>();
  for (const issue of rows.issues) {
    const list = issuesByProduct.get(issue.product_id) ?? [];
    list.push(issue);
    issuesByProduct.set(issue.product_id, list);
  }
  const versionsByIssue = new Map<string, IssueVersionRow[]>();
  for (const version of rows.versions) {
    const key = `${version.product_id}\u0000${version.issue_number}`;
    const list = versionsByIssue.get(key) ?? [];
    list.push(version);
    versionsByIssue.set(key, list);
  }
  const documentsByInstitution = new Map<string, Map<string, InstitutionDocumentWithTypes>>();
  for (const doc of rows.institutionDocuments) {
    const map = documentsByInstitution.get(doc.financial_institution_id) ?? new Map<string, InstitutionDocumentWithTypes>();
    map.set(doc.document_type, doc);
    documentsByInstitution.set(doc.financial_institution_id, map);
  }
  const attachmentsByVersion = new Map<string, Map<string, AttachmentWithTypes>>();
  for (const attachment of rows.attachments) {
    const key = `${attachment.product_id}\u0000${attachment.issue_number}\u0000${attachment.version_number}`;
    const map = attachmentsByVersion.get(key) ?? new Map<string, AttachmentWithTypes>();
    map.set(attachment.document_type, attachment);
    attachmentsByVersion.set(key, map);
  }

  for (const row of rows.products) {
    const institution = institutions.get(row.financial_institution_id);
    if (!institution) continue;
    const institutionDocuments = documentsByInstitution.get(institution.financial_institution_id) ?? new Map<string, InstitutionDocumentWithTypes>();
    const issues = new Map<number, IssueView>();
    const productIssues: ProductJson['productIssues'] = [];
    for (const issue of (issuesByProduct.get(row.product_id) ?? []).sort((a, b) => a.issue_number - b.issue_number)) {
      const versions = (versionsByIssue.get(`${row.product_id}\u0000${issue.issue_number}`) ?? []).sort((a, b) => a.version_number - b.version_number);
      const current = versions.find((v) => v.version_number === issue.current_version);
      if (!current) continue;
      const attachments = new Map<number, Map<string, AttachmentWithTypes>>();
      for (const version of versions) {
        const docs = attachmentsByVersion.get(`${row.product_id}\u0000${issue.issue_number}\u0000${version.version_number}`) ?? new Map();
        attachments.set(version.version_number, docs);
        productIssues.push({
          productIssueNumber: issue.issue_number,
          productIssueVersionNumber: version.version_number,
          isClosedToNewAccounts: version.is_closed_to_new_accounts,
          ratePercent: rateNumber(version.rate_percent),
          aer: rateNumber(version.aer_percent),
          depositPerAccountMinimum: minorToJsonNumber(version.deposit_minimum_minor),
          depositPerAccountMaximum: minorToJsonNumber(version.deposit_maximum_minor),
          documents: [...docs.values()].sort(byDocumentType).map((doc) => ({
            documentId: doc.document_id,
            documentVersion: doc.document_version,
            documentType: doc.document_type,
            contentTypes: doc.content_types,
            uri: `${baseUrl}${documentPath(row.product_id, issue.issue_number, version.version_number, doc.document_type)}`,
          })),
        });
      }
      issues.set(issue.issue_number, { issue, current, versions, attachments });
    }
    const json: ProductJson = {
      productId: row.product_id,
      productName: row.name,
      productTermType: row.product_term_type,
      termLengthUnit: row.term_length_unit,
      termLength: row.term_length,
      noticeLengthUnit: row.notice_length_unit,
      noticeLength: row.notice_length,
      productIssues,
      financialInstitution: {
        financialInstitutionId: institution.financial_institution_id,
        financialInstitutionVersion: institution.financial_institution_version,
        paymentBatchCutoffTimeUTC: institution.payment_batch_cutoff_time_utc,
        isFscsProtected: institution.is_fscs_protected,
        isSharia: institution.is_sharia,
        financialInstitutionName: institution.name,
        financialInstitutionShortName: institution.short_name,
        financialInstitutionType: institution.institution_type,
        financialInstitutionGroupId: institution.group_id,
        countryCode: institution.country_code,
        documents: [...institutionDocuments.values()].sort(byDocumentType).map((doc) => ({
          documentId: doc.document_id,
          documentVersion: doc.document_version,
          documentType: doc.document_type,
          contentTypes: doc.content_types,
          uri: `${baseUrl}${institutionDocumentPath(row.product_id, doc.document_type)}`,
        })),
      },
      currencyCode: row.currency_code,
      interestPaidType: row.interest_paid_type,
      interestPaysPlan: row.interest_pays_plan,
      interestPaysFrequency: row.interest_pays_frequency,
      interestPaysSpecificDates: [],
      dateLastUpdatedUTC: formatDateTime(row.updated_at),
    };
    const view: ProductView = { row, institution, institutionDocuments, issues, json };
    byId.set(row.product_id, view);
    products.push(view);
  }
  return { products, byId, offeredTo: new Map() };
}
