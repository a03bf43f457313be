/**
 * The per-client portfolio read, kept in memory and checked against the
 * database on every request. Partners poll their clients' portfolios; most
 * polls find nothing changed, and rebuilding the answer costs a seven-relation
 * query plus the interest projections, where checking it costs one small query
 * (readClientPortfolioStamp).
 *
 * An entry is only served while its stamp still equals the database's: every
 * change a portfolio shows bumps its portfolio_version (the ledger's bumpPortfolioVersions and the
 * interest jobs), a catalogue change bumps the catalogue revision (current
 * rates), and the business date moves the expected interest. So a served entry
 * is always what a fresh read would build; each process keeps its own, and
 * another process's change is seen at once, through the stamp.
 */
import type { PortfolioInformationJson } from './portfolios.schemas.js';

/**
 * What the cache may hold, counted in portfolios, deposit accounts and pending
 * items (an entry weighs the sum of its own): a bound on memory of about
 * 10-15 MB however large the clients are. The least recently used go first.
 */
export const CLIENT_PORTFOLIO_CACHE_WEIGHT = 5_000;

interface Entry {
  stamp: string;
  lastModified: Date | undefined;
  items: PortfolioInformationJson[];
}

export class ClientPortfolioCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, Entry & { weight: number }>();
  private weight = 0;

  constructor(private readonly capacity = CLIENT_PORTFOLIO_CACHE_WEIGHT) {}

  private static weightOf(entry: Entry): number {
    let weight = 1;
    for (const item of entry.items) weight += 1 + item.portfolio.depositAccounts.length + item.pendingPaymentBatchItems.length;
    return weight;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** The partner is part of the key: one partner's entry can never answer another's request. */
  private static key(financialPartnerId: string, clientReference: string): string {
    return `${financialPartnerId}\u0000${clientReference}`;
  }

  get(financialPartnerId: string, clientReference: string, stamp: string): Entry | undefined {
    const key = ClientPortfolioCache.key(financialPartnerId, clientReference);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.stamp !== stamp) return undefined;
    this.entries.set(key, entry);
    this.weight += entry.weight;
    return entry;
  }

  set(financialPartnerId: string, clientReference: string, entry: Entry): void {
    const key = ClientPortfolioCache.key(financialPartnerId, clientReference);
    this.remove(key);
    const weighed = { ...entry, weight: ClientPortfolioCache.weightOf(entry) };
    // An answer heavier than the whole cache is not kept.
    if (weighed.weight > this.capacity) return;
    this.entries.set(key, weighed);
    this.weight += weighed.weight;
    while (this.weight > this.capacity) this.remove(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
