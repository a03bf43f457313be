/**
 * The operator's partner page (issue 32, item 5): one partner with its
 * clients counted, the money it holds per currency and institution, its
 * introducers counted, and the history of its credentials and of its
 * suspensions. Read-only, each part through its owning context's public read,
 * and each bounded whatever the partner's size: the clients and introducers
 * are counted up to paging.ts's cap, the money comes from the ledger's
 * holdings (migration 036: kept as accounts change, never a scan of the
 * partner's accounts), and the histories from the partner's audit entries
 * (by the audit log's object index), the newest first.
 */
import type { PartnersService, PartnerStatusRow } from '../auth/partners.service.js';
import { type AuditEntry, searchAudit } from '../audit/audit.js';
import { countClients } from '../clients/clients.js';
import type { Db } from '../database.js';
import { findPartnerHoldings } from '../ledger/ledger.js';
import { COUNT_CAP, type ListTotal, listTotal } from '../platform/paging.js';
import { findInstitutionNames } from '../products/products.js';

/** Entries of each history at most: the newest. The audit log (GET /operator/audit) has them all. */
export const HISTORY_LIMIT = 100;
/** The partner's audit entries read at most for its histories, newest first, a page at a time. */
const HISTORY_SCAN = 1_000;
const HISTORY_PAGE = 200;

export interface PartnerHolding {
  currencyCode: string;
  financialInstitutionId: string;
  /** Null when the institution is gone from the catalogue (it never is while accounts are open). */
  financialInstitutionName: string | null;
  balanceMinor: bigint;
  accountCount: number;
}

export interface CurrencyTotal {
  currencyCode: string;
  balanceMinor: bigint;
  accountCount: number;
}

export interface CredentialChange {
  occurredAt: Date;
  operatorName: string;
  /** issued: at onboarding; rotated: a new secret and subscription key. */
  action: 'issued' | 'rotated';
  /** The client id the change issued (never a secret). */
  clientId: string;
}

export interface SuspensionChange {
  occurredAt: Date;
  operatorName: string;
  action: 'suspended' | 'reactivated';
  /** Why it was suspended; null for a reactivation. */
  reason: string | null;
}

export interface PartnerSummary {
  partner: PartnerStatusRow;
  clients: ListTotal;
  holdings: PartnerHolding[];
  totals: CurrencyTotal[];
  introducers: ListTotal;
  credentialHistory: CredentialChange[];
  suspensionHistory: SuspensionChange[];
}

export class PartnerSummaryReads {
  constructor(
    private readonly db: Db,
    private readonly partners: PartnersService,
  ) {}

  /**
   * The partner page's figures.
   *
   * Errors: `NotFound` (no such partner).
   */
  async summary(financialPartnerId: string): Promise<PartnerSummary> {
    const partner = await this.partners.getPartner(financialPartnerId);
    const [clients, holdings, introducers, history] = await Promise.all([
      countClients(this.db, { financialPartnerId }, COUNT_CAP + 1).then(listTotal),
      findPartnerHoldings(this.db, financialPartnerId),
      this.partners.listIntroducers(financialPartnerId, {}, { pageNumber: 1, pageSize: 1 }),
      this.histories(financialPartnerId),
    ]);
    const institutionIds = [...new Set(holdings.map((h) => h.financialInstitutionId))];
    const names = new Map(institutionIds.length === 0 ? [] : (await findInstitutionNames(this.db, institutionIds)).map((i) => [i.financialInstitutionId, i.name]));
    const totals = new Map<string, CurrencyTotal>();
    for (const h of holdings) {
      const total = totals.get(h.currencyCode) ?? { currencyCode: h.currencyCode, balanceMinor: 0n, accountCount: 0 };
      total.balanceMinor += h.balanceMinor;
      total.accountCount += h.accountCount;
      totals.set(h.currencyCode, total);
    }
    return {
      partner,
      clients,
      holdings: holdings.map((h) => ({ ...h, financialInstitutionName: names.get(h.financialInstitutionId) ?? null })),
      totals: [...totals.values()],
      introducers: { totalCount: introducers.totalCount, totalCountCapped: introducers.totalCountCapped },
      ...history,
    };
  }

  /** The credential and suspension changes among the partner's newest audit entries (at most HISTORY_SCAN read). */
  private async histories(financialPartnerId: string): Promise<Pick<PartnerSummary, 'credentialHistory' | 'suspensionHistory'>> {
    const credentialHistory: CredentialChange[] = [];
    const suspensionHistory: SuspensionChange[] = [];
    let before: string | undefined;
    for (let read = 0; read < HISTORY_SCAN; read += HISTORY_PAGE) {
      const entries = await searchAudit(this.db, { objectType: 'partner', objectId: financialPartnerId, beforeAuditId: before }, HISTORY_PAGE);
      for (const entry of entries) {
        const credential = credentialChangeOf(entry);
        if (credential && credentialHistory.length < HISTORY_LIMIT) credentialHistory.push(credential);
        const suspension = suspensionChangeOf(entry);
        if (suspension && suspensionHistory.length < HISTORY_LIMIT) suspensionHistory.push(suspension);
      }
      if (entries.length < HISTORY_PAGE || (credentialHistory.length >= HISTORY_LIMIT && suspensionHistory.length >= HISTORY_LIMIT)) break;
      before = entries[entries.length - 1].auditId;
    }
    return { credentialHistory, suspensionHistory };
  }
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * A change of credentials, told by what the partners service records (src/auth/partners.service.ts): onboarding
 * writes the partner with its client id (nothing before), a rotation the client id before and after. By the
 * snapshots, not the endpoint, so a change applied later (approved by a second operator) reads the same.
 */
function credentialChangeOf(entry: AuditEntry): CredentialChange | undefined {
  const after = recordOf(entry.after);
  if (typeof after?.clientId !== 'string') return undefined;
  const before = recordOf(entry.before);
  const action = entry.before === null ? 'issued' : before && 'clientId' in before ? 'rotated' : undefined;
  return action && { occurredAt: entry.occurredAt, operatorName: entry.operatorName, action, clientId: after.clientId };
}

/** A suspension or reactivation: the snapshots are the partner's suspendedAt and suspensionReason, before and after. */
function suspensionChangeOf(entry: AuditEntry): SuspensionChange | undefined {
  const after = recordOf(entry.after);
  if (!after || !('suspendedAt' in after)) return undefined;
  if (after.suspendedAt === null) return { occurredAt: entry.occurredAt, operatorName: entry.operatorName, action: 'reactivated', reason: null };
  return {
    occurredAt: entry.occurredAt,
    operatorName: entry.operatorName,
    action: 'suspended',
    reason: typeof after.suspensionReason === 'string' ? after.suspensionReason : null,
  };
}
