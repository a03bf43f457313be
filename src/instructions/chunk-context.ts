/**
 * What the rules of every kind of request share inside one chunk: its
 * transaction, its instant and the batch dates that instant gives, the facts
 * it has looked up already (so a burst from one partner costs one lookup), and
 * the portfolios it has touched (their versions are bumped once, at the end of
 * the chunk).
 */
import { batchDateFor, type BusinessDate } from '../calendar/calendar.js';
import { clientOf } from '../clients/clients.js';
import { findProductIssueFacts, type ProductIssueFacts } from '../products/products.js';
import type { Tx } from '../database.js';
import type { RequestRecord } from './instructions.repository.js';
import { Rejection } from './status-reasons.js';

export class ChunkContext {
  /** Partner id → role (undefined: no such partner). */
  readonly roles = new Map<string, string | undefined>();
  /** `${partnerId}#${clientReference}` → whether the partner has that client. */
  readonly clients = new Map<string, boolean>();
  /** `${partnerId}#${clientReference}` → the currencies the client has a bank account in (looked up for deposits). */
  readonly bankAccountCurrencies = new Map<string, ReadonlySet<string>>();
  /** `${productId}#${issueNumber}` → the product's facts for that issue. */
  readonly products = new Map<string, ProductIssueFacts | undefined>();
  /** `${clientReference}#${currencyCode}` → portfolio id. */
  readonly portfolios = new Map<string, string>();
  readonly touchedPortfolios = new Set<string>();

  constructor(
    readonly trx: Tx,
    /** The chunk's one instant: what its rules decide by and what its rows record (processed_at, date_added). */
    readonly now: Date,
    /** The platform's cut-off (BATCH_CUTOFF_UTC), minutes after midnight UTC. */
    private readonly platformCutoffMinutes: number,
  ) {}

  /**
   * The batch date an instruction for the product, processed now, joins
   * (docs/design/domain.md): today if a working day and now is before the earlier of
   * the platform's cut-off and the product's institution's
   * (`paymentBatchCutoffTimeUTC`), otherwise the next working day.
   */
  batchDateOf(product: Pick<ProductIssueFacts, 'institutionCutoffMinutes'>): BusinessDate {
    return batchDateFor(this.now, Math.min(this.platformCutoffMinutes, product.institutionCutoffMinutes));
  }

  /** Throws ClientNotFound unless the partner has the client. */
  async requireClient(financialPartnerId: string, clientReference: string): Promise<void> {
    const key = `${financialPartnerId}#${clientReference}`;
    if (!this.clients.has(key)) {
      this.clients.set(key, (await clientOf(this.trx, financialPartnerId, clientReference)) !== undefined);
    }
    if (!this.clients.get(key)) throw new Rejection('ClientNotFound', `No client ${clientReference}.`);
  }

  async product(productId: string, issueNumber: number): Promise<ProductIssueFacts | undefined> {
    const key = `${productId}#${issueNumber}`;
    if (!this.products.has(key)) this.products.set(key, await findProductIssueFacts(this.trx, productId, issueNumber));
    return this.products.get(key);
  }
}

/** What applying one request came to: resolved, or left Created for a later chunk (a revert whose target is in flight). */
export type Outcome = { status: 'Processed' | 'Rejected'; reason: string | null } | 'Deferred';

/** A hook run before a request's rules (ProcessorOptions.beforeApply). */
export type BeforeApply = (request: RequestRecord) => void | Promise<void>;
