/**
 * The operator's one search box (issue 32): whatever the operator types (a
 * name, a reference or an id) is looked for at once among partners, clients,
 * instruction requests, batches, deposit accounts, products, institutions and
 * payment files, each kind through its owning context's public read, and the
 * hits come back named (a client by its name with its partner's name beside
 * it), each with the operator API path of the object.
 *
 * Matching, per kind: ids and references match exactly (an instruction
 * reference and a client reference case-insensitively, as the API stores
 * them), each an indexed read (an instruction reference or an external
 * reference, unique per partner, is one probe per partner of the index that
 * leads with the partner); names match a part, case-insensitively (partners,
 * clients, products, institutions), as the list pages' own filters do: the
 * client names are the one read of every row of a table that grows with
 * clients (no index serves a part of a name). At most `HITS_PER_KIND` of each kind.
 */
import { type PartnersService } from '../auth/partners.service.js';
import { findBatchWithCountById } from '../batches/batches.js';
import { searchClients, type ClientSummary } from '../clients/clients.js';
import type { Db } from '../database.js';
import { searchRequests } from '../instructions/instructions.js';
import { findAccount } from '../ledger/ledger.js';
import { minorToJsonNumber } from '../platform/money.js';
import { clientDisplayName } from './operator-reads.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ProductsService } from '../products/products.service.js';

/** Hits of one kind at most: the box finds, the list pages browse. */
export const HITS_PER_KIND = 5;

export const SEARCH_HIT_KINDS = ['partner', 'client', 'instruction', 'batch', 'account', 'product', 'institution', 'paymentFile'] as const;
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

export interface SearchHit {
  kind: SearchHitKind;
  /** The object's id (for a client its clientReference; for an instruction request its instructionReference). */
  id: string;
  /** What the object is called: a name where it has one, else its reference. */
  label: string;
  /** One line more: its type, state, amount or product, as fits the kind. */
  detail: string;
  financialPartnerId: string | null;
  /** The partner's name, for the kinds that belong to a partner. */
  financialPartnerName: string | null;
  /** The object in the operator API. */
  path: string;
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

export class OperatorSearch {
  constructor(
    private readonly db: Db,
    private readonly deps: { partners: PartnersService; products: ProductsService; payments: PaymentsService },
  ) {}

  /** Every kind's hits for `query` (trimmed, 1 to 200 characters: the route checks), partners first. */
  async search(query: string): Promise<SearchHit[]> {
    // An instruction reference and an external reference are unique per partner, and their indexes lead with the
    // partner: naming every partner makes each one probe of the index instead of a scan of every partner's rows.
    const financialPartnerIds = await this.deps.partners.allPartnerIds();
    const [partners, clients, instructions, batches, accounts, catalogue, paymentFiles] = await Promise.all([
      this.deps.partners.listPartners({ search: query }, { pageNumber: 1, pageSize: HITS_PER_KIND }),
      this.clients(query, financialPartnerIds),
      searchRequests(this.db, { financialPartnerIds, instructionReference: query.toLowerCase() }, 0, HITS_PER_KIND),
      findBatchWithCountById(this.db, query),
      findAccount(this.db, query),
      this.catalogue(query),
      this.paymentFile(query),
    ]);
    const partnerNames = await this.deps.partners.namesOf([
      ...clients.map((c) => c.financialPartnerId),
      ...instructions.map((r) => r.financialPartnerId),
      ...(batches ? [batches.financialPartnerId] : []),
      ...(accounts ? [accounts.financialPartnerId] : []),
    ]);
    const owned = (financialPartnerId: string) => ({ financialPartnerId, financialPartnerName: partnerNames.get(financialPartnerId) ?? null });
    const hits: SearchHit[] = [];
    for (const p of partners.rows) {
      hits.push({
        kind: 'partner',
        id: p.financialPartnerId,
        label: p.name,
        detail: `${p.role}${p.suspendedAt ? ', suspended' : ''}; client id ${p.clientId}`,
        financialPartnerId: p.financialPartnerId,
        financialPartnerName: p.name,
        path: `/operator/partners/${encodeURIComponent(p.financialPartnerId)}`,
      });
    }
    for (const c of clients) {
      hits.push({
        kind: 'client',
        id: c.clientReference,
        label: clientDisplayName(c) ?? c.externalReference,
        detail: `${c.clientType}; external reference ${c.externalReference}`,
        ...owned(c.financialPartnerId),
        path: `/operator/clients/${encodeURIComponent(c.financialPartnerId)}/${encodeURIComponent(c.clientReference)}`,
      });
    }
    for (const r of instructions) {
      hits.push({
        kind: 'instruction',
        id: r.instructionReference,
        label: r.instructionReference,
        detail: `${r.requestType}, ${r.status}${r.statusReason ? ` (${r.statusReason.split(':')[0]})` : ''}`,
        ...owned(r.financialPartnerId),
        path: `/operator/instruction-requests/${encodeURIComponent(r.financialPartnerId)}/${encodeURIComponent(r.instructionReference)}`,
      });
    }
    if (batches) {
      hits.push({
        kind: 'batch',
        id: batches.instructionBatchId,
        label: `${batches.instructionType} batch of ${batches.batchDate}`,
        detail: `${batches.status}; ${batches.instructionCount} instruction(s), ${minorToJsonNumber(batches.totalAmountMinor)} ${batches.currencyCode}`,
        ...owned(batches.financialPartnerId),
        path: `/operator/batches/${encodeURIComponent(batches.instructionBatchId)}`,
      });
    }
    if (accounts) {
      hits.push({
        kind: 'account',
        id: accounts.depositAccountId,
        label: `${accounts.productId} account of ${accounts.clientReference}`,
        detail: `${accounts.status}; balance ${minorToJsonNumber(accounts.balanceMinor)} ${accounts.currencyCode}`,
        ...owned(accounts.financialPartnerId),
        path: `/operator/deposit-accounts/${encodeURIComponent(accounts.depositAccountId)}`,
      });
    }
    hits.push(...catalogue);
    if (paymentFiles) hits.push(paymentFiles);
    return hits;
  }

  /** Clients by exact reference or external reference, then by a part of the name: newest first, at most HITS_PER_KIND. */
  private async clients(query: string, financialPartnerIds: readonly string[]): Promise<ClientSummary[]> {
    const [byReference, byExternal, byName] = await Promise.all([
      searchClients(this.db, { clientReference: query }, 0, HITS_PER_KIND),
      searchClients(this.db, { financialPartnerIds, externalReference: query }, 0, HITS_PER_KIND),
      searchClients(this.db, { name: query }, 0, HITS_PER_KIND),
    ]);
    const unique = new Map<string, ClientSummary>();
    for (const c of [...byReference, ...byExternal, ...byName]) unique.set(`${c.financialPartnerId}|${c.clientReference}`, c);
    return [...unique.values()].slice(0, HITS_PER_KIND);
  }

  /** Products and institutions whose id or name holds the query (the catalogue is small and cached). */
  private async catalogue(query: string): Promise<SearchHit[]> {
    const view = await this.deps.products.catalogue();
    const products = view.products
      .filter((p) => contains(p.row.product_id, query) || contains(p.row.name, query))
      .slice(0, HITS_PER_KIND)
      .map((p): SearchHit => ({
        kind: 'product',
        id: p.row.product_id,
        label: p.row.name,
        detail: `${p.row.product_term_type}, ${p.row.currency_code}; ${p.institution.name}`,
        financialPartnerId: null,
        financialPartnerName: null,
        path: `/operator/products/${encodeURIComponent(p.row.product_id)}/issues`,
      }));
    const institutions = new Map<string, SearchHit>();
    for (const { institution } of view.products) {
      if (institutions.size >= HITS_PER_KIND || institutions.has(institution.financial_institution_id)) continue;
      if (!contains(institution.financial_institution_id, query) && !contains(institution.name, query) && !contains(institution.short_name, query)) continue;
      institutions.set(institution.financial_institution_id, {
        kind: 'institution',
        id: institution.financial_institution_id,
        label: institution.name,
        detail: `banking group ${institution.group_id}`,
        financialPartnerId: null,
        financialPartnerName: null,
        path: `/operator/institutions?search=${encodeURIComponent(institution.financial_institution_id)}`,
      });
    }
    return [...products, ...institutions.values()];
  }

  /** A payment file by its id. */
  private async paymentFile(query: string): Promise<SearchHit | undefined> {
    const header = await this.deps.payments.findHeader(query);
    if (!header) return undefined;
    return {
      kind: 'paymentFile',
      id: header.payment_file_id,
      label: header.message_id,
      detail: `${header.message_version}, ${header.currency_code}, ${header.line_count} line(s), ${minorToJsonNumber(BigInt(header.control_sum_minor))} ${header.currency_code}, for ${header.execution_date}`,
      financialPartnerId: null,
      financialPartnerName: null,
      path: `/operator/payment-files/${encodeURIComponent(header.payment_file_id)}`,
    };
  }
}
