/**
 * Clients as last read, kept in memory and checked against the database on
 * every request. A partner reading a client pays a two-column lookup of its
 * version (readClientStamp) instead of the full row, its profile's JSON and the
 * response's serialisation: the client read was the slowest read of the
 * benchmark on PostgreSQL (docs/performance.md).
 *
 * An entry is served only while its version is the database's: every change to
 * a client goes through the guarded update, which raises client_version, so a
 * served entry is always what a fresh read returns, in every process.
 */
import type { ClientRecord } from './clients.repository.js';

/** About 1-2 KB a client with its serialised answer: a bound of a few MB, the least recently read go first. */
export const CLIENT_READ_CACHE_ENTRIES = 5_000;

export class ClientReadCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, ClientRecord>();

  constructor(private readonly capacity = CLIENT_READ_CACHE_ENTRIES) {}

  /** The partner is part of the key: one partner's entry can never answer another's request. */
  private static key(financialPartnerId: string, clientReference: string): string {
    return `${financialPartnerId}\u0000${clientReference}`;
  }

  /** The client as cached, if it is still at `clientVersion`. */
  get(financialPartnerId: string, clientReference: string, clientVersion: number): ClientRecord | undefined {
    const key = ClientReadCache.key(financialPartnerId, clientReference);
    const client = this.entries.get(key);
    if (!client) return undefined;
    this.entries.delete(key);
    if (client.clientVersion !== clientVersion) return undefined;
    this.entries.set(key, client);
    return client;
  }

  set(client: ClientRecord): void {
    const key = ClientReadCache.key(client.financialPartnerId, client.clientReference);
    this.entries.delete(key);
    this.entries.set(key, client);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
