/**
 * The Product Catalog API's reads: the products a role may see, one product's
 * history, what a deposit would earn, and documents.
 *
 * The assembled catalogue is cached per catalogue revision (a counter every
 * catalogue change bumps in its transaction), so a read costs one primary-key
 * SELECT and still sees a change made by another process at once.
 */
import { addMonths, batchDateFor, maturityDate, parseCutoff, type PeriodUnit } from '../calendar/calendar.js';
import { postingFrequencyFor, productAer, projectBalance, roundRatePercent } from '../interest/interest.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Db } from '../database.js';
import { AppError } from '../platform/errors.js';
import { MoneyFormatError, minorToJsonNumber, parseAmount } from '../platform/money.js';
import { formatBusinessDate } from '../platform/time.js';
import { buildCatalogueView, type CatalogueView, documentPath, type ProductView } from './catalogue.view.js';
import { findDocumentContent } from './documents.repository.js';
import { chooseContentType } from './negotiation.js';
import { isOfferedTo } from './products.js';
import { readCatalogueRevision, readCatalogueRows } from './products.repository.js';
import { netRate } from './products.rules.js';
import type { DocumentType, ProductJson } from './products.schemas.js';

export interface IssueSummary {
  productId: string;
  productIssueNumber: number;
  netRate: number;
  netAer: number;
  estimatedBalance: number;
  dateOfAccountOpen: string;
  termsAndConditionsUrl: string;
  accountHeadroom?: { clientReference: string; depositPerAccountMaximum: number; heldOrPending: number; headroom: number };
}

/**
 * A client's room under an issue's per-account maximum: the instructions
 * context computes it (the composition root passes its accountHeadroom), as its
 * deposits judge it; undefined when the partner has no such client.
 */
export type AccountHeadroomLookup = (query: {
  financialPartnerId: string;
  clientReference: string;
  productId: string;
  issueNumber: number;
  currencyCode: string;
  fixedTermOpenedOn: string | null;
  maximumMinor: bigint;
}) => Promise<{ heldOrPendingMinor: bigint; headroomMinor: bigint } | undefined>;

export interface DocumentDownload {
  contentType: string;
  bytes: Buffer;
  fileName: string;
}

export class ProductsService {
  private cache: { revision: bigint; view: CatalogueView } | undefined;
  private readonly cutoffMinutes: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'publicBaseUrl' | 'batchCutoffUtc'>,
    private readonly accountHeadroom?: AccountHeadroomLookup,
  ) {
    this.cutoffMinutes = parseCutoff(config.batchCutoffUtc);
  }

  /**
   * The whole catalogue as of now (every role).
   *
   * Errors: none.
   */
  async catalogue(): Promise<CatalogueView> {
    const revision = await readCatalogueRevision(this.db);
    if (this.cache && this.cache.revision === revision) return this.cache.view;
    // Read the rows in one transaction so the view is one consistent snapshot.
    const rows = await this.db.transaction().execute(async (trx) => {
      const inside = await readCatalogueRevision(trx);
      return { inside, rows: await readCatalogueRows(trx) };
    });
    const view = buildCatalogueView(rows.rows, this.config.publicBaseUrl);
    if (!this.cache || rows.inside >= this.cache.revision) this.cache = { revision: rows.inside, view };
    return view;
  }

  /**
   * The products offered to a role. The list is made once per role and
   * catalogue revision: the same array comes back until the catalogue changes,
   * which lets the route serialise it once.
   *
   * Errors: none.
   */
  async listProducts(role: string): Promise<ProductJson[]> {
    const view = await this.catalogue();
    let list = view.offeredTo.get(role);
    if (list === undefined) {
      list = view.products.filter((p) => isOfferedTo(p.row.offered_to_roles, role)).map((p) => p.json);
      view.offeredTo.set(role, list);
    }
    return list;
  }

  /**
   * A product the role may see; any other (unknown or not offered to the role)
   * is not found.
   *
   * Errors: `NotFound` (no such product, or it is not offered to the role).
   */
  async visibleProduct(role: string, productId: string): Promise<ProductView> {
    const product = (await this.catalogue()).byId.get(productId);
    if (!product || !isOfferedTo(product.row.offered_to_roles, role)) {
      throw new AppError('NotFound', `There is no product ${productId}.`);
    }
    return product;
  }

  /**
   * A product the role may see, as the API shows it.
   *
   * Errors: `NotFound` (no such product, or it is not offered to the role).
   */
  async getProduct(role: string, productId: string): Promise<ProductJson> {
    return (await this.visibleProduct(role, productId)).json;
  }

  /**
   * What `amount` deposited into the issue's current version now would earn:
   * the net rate (rate less the issue's margin) and the balance after the term
   * (fixed term) or 12 months (others), compounded as the product pays interest,
   * from the day the account would open: the batch date a deposit made now joins.
   *
   * Errors: `NotFound` (no such product, or not offered to the role; the
   * product has no such issue; the partner has no client with clientReference),
   * `ValidationFailed` (the amount is not a positive decimal amount of at most 2
   * places, or is outside the issue's minimum and maximum).
   */
  async summarise(
    partner: { role: string; financialPartnerId: string },
    productId: string,
    issueNumber: number,
    amountText: string | undefined,
    clientReference?: string,
  ): Promise<IssueSummary> {
    const role = partner.role;
    const product = await this.visibleProduct(role, productId);
    const issue = product.issues.get(issueNumber);
    if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const { current } = issue;
    const principal = amountText === undefined ? current.deposit_minimum_minor : parseProposedAmount(amountText);
    if (principal < current.deposit_minimum_minor || principal > current.deposit_maximum_minor) {
      throw new AppError(
        'ValidationFailed',
        `The amount must be between ${minorToJsonNumber(current.deposit_minimum_minor)} and ${minorToJsonNumber(current.deposit_maximum_minor)} for this issue.`,
        [{ field: 'amount', reason: 'range' }],
      );
    }
    const rate = netRate(current.rate_percent, issue.issue.margin_percent);
    // The batch a deposit processed now joins: by the earlier of the platform's and the institution's cut-off (docs/design/domain.md).
    const openDate = batchDateFor(this.clock.now(), Math.min(this.cutoffMinutes, parseCutoff(product.institution.payment_batch_cutoff_time_utc)));
    const row = product.row;
    const endDate = row.product_term_type === 'FixedTerm' ? maturityDate(openDate, row.term_length, row.term_length_unit as PeriodUnit) : addMonths(openDate, 12);
    const projection = projectBalance({
      principalMinor: principal,
      ratePercent: rate,
      startDate: openDate,
      endDate,
      postingFrequency: postingFrequencyFor(row.interest_paid_type, row.interest_pays_frequency),
    });
    return {
      productId,
      productIssueNumber: issueNumber,
      netRate: Number(rate.toFixed()),
      netAer: Number(
        roundRatePercent(
          productAer(rate.toFixed(), {
            interestPaidType: row.interest_paid_type,
            interestPaysFrequency: row.interest_pays_frequency,
            termLength: row.term_length,
            termLengthUnit: row.term_length_unit,
          }),
          2,
        ).toFixed(2),
      ),
      estimatedBalance: minorToJsonNumber(projection.balanceMinor),
      dateOfAccountOpen: formatBusinessDate(openDate),
      termsAndConditionsUrl: `${this.config.publicBaseUrl}${documentPath(productId, issueNumber, current.version_number, 'ProductTermsAndConditions')}`,
      ...(clientReference === undefined
        ? {}
        : { accountHeadroom: await this.headroomOf(partner.financialPartnerId, clientReference, product, issueNumber, current.deposit_maximum_minor, openDate) }),
    };
  }

  private async headroomOf(financialPartnerId: string, clientReference: string, product: ProductView, issueNumber: number, maximumMinor: bigint, openDate: string) {
    if (!this.accountHeadroom) throw new Error('ProductsService was built without an accountHeadroom lookup');
    const room = await this.accountHeadroom({
      financialPartnerId,
      clientReference,
      productId: product.row.product_id,
      issueNumber,
      currencyCode: product.row.currency_code,
      fixedTermOpenedOn: product.row.product_term_type === 'FixedTerm' ? openDate : null,
      maximumMinor,
    });
    if (!room) throw new AppError('NotFound', `There is no client ${clientReference}.`);
    return {
      clientReference,
      depositPerAccountMaximum: minorToJsonNumber(maximumMinor),
      heldOrPending: minorToJsonNumber(room.heldOrPendingMinor),
      headroom: minorToJsonNumber(room.headroomMinor),
    };
  }

  /**
   * A document of an issue version, in the media type the Accept header
   * prefers.
   *
   * Errors: `NotFound` (no such product, or not offered to the role; no such
   * issue, version or document of that type; the content is no longer stored),
   * `NotAcceptable` (the Accept header allows none of the document's media
   * types).
   */
  async downloadDocument(role: string, productId: string, issueNumber: number, version: number, documentType: DocumentType, accept: string | undefined): Promise<DocumentDownload> {
    const product = await this.visibleProduct(role, productId);
    const issue = product.issues.get(issueNumber);
    if (!issue) throw new AppError('NotFound', `Product ${productId} has no issue ${issueNumber}.`);
    const attachments = issue.attachments.get(version);
    if (!attachments) throw new AppError('NotFound', `Issue ${issueNumber} of product ${productId} has no version ${version}.`);
    const document = attachments.get(documentType);
    if (!document) {
      throw new AppError('NotFound', `Version ${version} of issue ${issueNumber} of product ${productId} has no ${documentType} document.`);
    }
    return this.negotiatedContent(document, accept);
  }

  /**
   * The current document of a type of the institution offering a product the
   * role may see.
   *
   * Errors: `NotFound` (no such product, or not offered to the role; the
   * institution has no document of that type; the content is no longer stored),
   * `NotAcceptable` (the Accept header allows none of the document's media
   * types).
   */
  async downloadInstitutionDocument(role: string, productId: string, documentType: DocumentType, accept: string | undefined): Promise<DocumentDownload> {
    const product = await this.visibleProduct(role, productId);
    const document = product.institutionDocuments.get(documentType);
    if (!document) {
      throw new AppError('NotFound', `The institution of product ${productId} (${product.institution.financial_institution_id}) has no ${documentType} document.`);
    }
    return this.negotiatedContent(document, accept);
  }

  /** The document's bytes in the media type the Accept header prefers among those it has; 406 when none fits. */
  private async negotiatedContent(
    document: { document_id: string; document_version: number; document_type: string; content_types: string[] },
    accept: string | undefined,
  ): Promise<DocumentDownload> {
    const documentType = document.document_type;
    const contentType = chooseContentType(accept, document.content_types);
    if (!contentType) {
      throw new AppError('NotAcceptable', `This document is available as ${document.content_types.join(', ')}; the Accept header allows none of them.`);
    }
    const bytes = await findDocumentContent(this.db, document.document_id, document.document_version, contentType);
    if (!bytes) throw new AppError('NotFound', `The ${documentType} document is no longer available.`);
    // Documents stored before uploads were limited to DOCUMENT_MEDIA_TYPES fall to 'bin' (and download as attachments).
    const extension = FILE_EXTENSIONS[contentType] ?? 'bin';
    return {
      contentType,
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      fileName: `${document.document_id}-v${document.document_version}.${extension}`,
    };
  }
}

const FILE_EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'text/plain': 'txt', 'text/markdown': 'md' };

function parseProposedAmount(text: string): bigint {
  let minor: bigint;
  try {
    minor = parseAmount(text);
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
    throw new AppError('ValidationFailed', `The amount "${text}" ${error.reason === 'precision' ? 'has more than 2 decimal places' : 'is not a decimal amount'}.`, [
      { field: 'amount', reason: error.reason },
    ]);
  }
  if (minor <= 0n) throw new AppError('ValidationFailed', 'The amount must be more than zero.', [{ field: 'amount', reason: 'range' }]);
  return minor;
}
