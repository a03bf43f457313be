/**
 * The products context's public module: what other contexts may know of the
 * catalogue, the facts instruction processing and settlement need about a
 * product and one of its issues, and who may see a product. Other contexts
 * call these instead of reading the catalogue's tables or repositories (the
 * Product Catalog API has its own, richer reads; the catalogue's services,
 * `ProductsService` and `CatalogueService`, are built by the composition
 * root).
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason: an unknown product or issue is an absent answer, which the caller
 * turns into its own (`ProductNotFound`, ...).
 */
import { parseCutoff } from '../calendar/calendar.js';
import type { Db } from '../database.js';
import { listInstitutionNames } from './institutions.repository.js';
import { findCurrentIssueVersions, findProductTerms, type ProductRow } from './products.repository.js';

export interface ProductIssueFacts {
  productId: string;
  productTermType: ProductRow['product_term_type'];
  termLength: number;
  termLengthUnit: ProductRow['term_length_unit'];
  noticeLength: number;
  noticeLengthUnit: ProductRow['notice_length_unit'];
  currencyCode: string;
  offeredToRoles: string[];
  /** The institution the product's money is placed with. */
  financialInstitutionId: string;
  /** The institution's `paymentBatchCutoffTimeUTC`, in minutes after midnight UTC. */
  institutionCutoffMinutes: number;
  /** Undefined when the product has no such issue. */
  issue?: {
    issueNumber: number;
    currentVersion: number;
    isClosedToNewAccounts: boolean;
    depositMinimumMinor: bigint;
    depositMaximumMinor: bigint;
  };
}

/**
 * Whether a partner of `role` may see a product offered to `offeredToRoles` (empty: everyone).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function isOfferedTo(offeredToRoles: readonly string[], role: string): boolean {
  return offeredToRoles.length === 0 || offeredToRoles.includes(role);
}

/**
 * The product and, if it exists, the issue's current version; undefined for an unknown product.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findProductIssueFacts(db: Db, productId: string, issueNumber: number): Promise<ProductIssueFacts | undefined> {
  return (await findProductIssueFactsMany(db, [{ productId, issueNumber }])).get(`${productId}#${issueNumber}`);
}

/**
 * findProductIssueFacts for several (product, issue) pairs in two queries (the
 * institution's cut-off comes with the product's terms).
 * Keyed by `${productId}#${issueNumber}`; a key is absent when the product is unknown.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findProductIssueFactsMany(db: Db, wanted: { productId: string; issueNumber: number }[]): Promise<Map<string, ProductIssueFacts>> {
  const found = new Map<string, ProductIssueFacts>();
  const productIds = [...new Set(wanted.map((w) => w.productId))];
  if (productIds.length === 0) return found;
  const products = await findProductTerms(db, productIds);
  if (products.length === 0) return found;
  const issueNumbers = [...new Set(wanted.map((w) => w.issueNumber))];
  const issues = await findCurrentIssueVersions(
    db,
    products.map((p) => p.product_id),
    issueNumbers,
  );
  const productById = new Map(products.map((p) => [p.product_id, p]));
  const issueByKey = new Map(issues.map((i) => [`${i.product_id}#${i.issue_number}`, i]));
  for (const { productId, issueNumber } of wanted) {
    const product = productById.get(productId);
    if (!product) continue;
    const issue = issueByKey.get(`${productId}#${issueNumber}`);
    found.set(`${productId}#${issueNumber}`, {
      productId: product.product_id,
      productTermType: product.product_term_type,
      termLength: product.term_length,
      termLengthUnit: product.term_length_unit,
      noticeLength: product.notice_length,
      noticeLengthUnit: product.notice_length_unit,
      currencyCode: product.currency_code,
      offeredToRoles: product.offered_to_roles ?? [],
      financialInstitutionId: product.financial_institution_id,
      institutionCutoffMinutes: parseCutoff(product.payment_batch_cutoff_time_utc),
      issue: issue
        ? {
            issueNumber: issue.issue_number,
            currentVersion: issue.current_version,
            isClosedToNewAccounts: issue.is_closed_to_new_accounts,
            depositMinimumMinor: BigInt(issue.deposit_minimum_minor),
            depositMaximumMinor: BigInt(issue.deposit_maximum_minor),
          }
        : undefined,
    });
  }
  return found;
}

/** An institution as other contexts know it: its id and name. */
export interface InstitutionName {
  financialInstitutionId: string;
  name: string;
}

/**
 * Every institution of the catalogue by id, or those of `ids` that exist
 * (an unknown id is left out): for the contexts that keep something per
 * institution (its bank settings, src/banking/) and name it.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findInstitutionNames(db: Db, ids?: readonly string[]): Promise<InstitutionName[]> {
  return (await listInstitutionNames(db, ids)).map((row) => ({ financialInstitutionId: row.financial_institution_id, name: row.name }));
}
