/**
 * The per-client portfolio read, kept in memory and checked against the
 * database on every request. Partners poll their clients' portfolios; most
 * polls find nothing changed, and rebuilding the answer costs a seven-relation
 * query plus the interest projections, where checking it costs one small query
 * (readClientPortfolioStamp).
 *
 * An entry is only served while its stamp still equals the database's: every
 * change a portfolio shows bumps its portfolio_version (bumpPortfolios and the
 * interest jobs), a catalogue change bumps the catalogue revision (current
 * rates), and the business date moves the expected interest. So a served entry
 * is always what a fresh read would build; each process keeps its own, and
 * another process's change is seen at once, through the stamp.
 */
import type { PortfolioInformationJson } from './portfolios.schemas.js';

/** Entries kept (least recently used dropped first): a bound on memory, about 5 KB for a typical client. */
export const CLIENT_PORTFOLIO_CACHE_ENTRIES = 2_000;

interface Entry {
  stamp: string;
  lastModified: Date | undefined;
  items: PortfolioInformationJson[];
}

export class ClientPortfolioCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = CLIENT_PORTFOLIO_CACHE_ENTRIES) {}

  /** The partner is part of the key: one partner's entry can never answer another's request. */
  private static key(financialPartnerId: string, clientReference: string): string {
    return `${financialPartnerId}\u0000${clientReference}`;
  }

  get(financialPartnerId: string, clientReference: string, stamp: string): Entry | undefined {
    const key = ClientPortfolioCache.key(financialPartnerId, clientReference);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.stamp !== stamp) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(financialPartnerId: string, clientReference: string, entry: Entry): void {
    const key = ClientPortfolioCache.key(financialPartnerId, clientReference);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
