/** SQL for clients. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { executePrepared } from '../platform/prepared-statements.js';

export type ClientType = 'Individual' | 'Company';

export interface ClientRecord {
  clientReference: string;
  financialPartnerId: string;
  externalReference: string;
  clientType: ClientType;
  clientVersion: number;
  profile: Record<string, unknown>;
  contentHash: string;
}

const COLUMNS = ['client_reference', 'financial_partner_id', 'external_reference', 'client_type', 'client_version', 'profile', 'content_hash'] as const;

function fromRow(row: {
  client_reference: string;
  financial_partner_id: string;
  external_reference: string;
  client_type: ClientType;
  client_version: number;
  profile: unknown;
  content_hash: string;
}): ClientRecord {
  return {
    clientReference: row.client_reference,
    financialPartnerId: row.financial_partner_id,
    externalReference: row.external_reference,
    clientType: row.client_type,
    clientVersion: row.client_version,
    profile: row.profile as Record<string, unknown>,
    contentHash: row.content_hash,
  };
}

/** Inserts unless the partner already has a client with that external reference; true when inserted. */
export async function insertClientUnlessExists(db: Db, client: ClientRecord, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('clients')
    .values({
      client_reference: client.clientReference,
      financial_partner_id: client.financialPartnerId,
      external_reference: client.externalReference,
      client_type: client.clientType,
      client_version: client.clientVersion,
      profile: JSON.stringify(client.profile),
      content_hash: client.contentHash,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['financial_partner_id', 'external_reference']).doNothing())
    .returning('client_reference')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findClientByExternalReference(db: Db, financialPartnerId: string, externalReference: string): Promise<ClientRecord | undefined> {
  const row = await db
    .selectFrom('clients')
    .select(COLUMNS)
    .where('financial_partner_id', '=', financialPartnerId)
    .where('external_reference', '=', externalReference)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** Every client read (GET and before each update): a statement PostgreSQL keeps prepared. */
export async function findClientByReference(db: Db, financialPartnerId: string, clientReference: string): Promise<ClientRecord | undefined> {
  const [row] = await executePrepared(
    db,
    db.selectFrom('clients').select(COLUMNS).where('client_reference', '=', clientReference).where('financial_partner_id', '=', financialPartnerId).compile(),
  );
  return row && fromRow(row);
}

/** A client's type and version, for checking a cached read: a statement PostgreSQL keeps prepared. */
export async function readClientStamp(db: Db, financialPartnerId: string, clientReference: string): Promise<{ clientType: ClientType; clientVersion: number } | undefined> {
  const [row] = await executePrepared(
    db,
    db
      .selectFrom('clients')
      .select(['client_type', 'client_version'])
      .where('client_reference', '=', clientReference)
      .where('financial_partner_id', '=', financialPartnerId)
      .compile(),
  );
  return row && { clientType: row.client_type, clientVersion: row.client_version };
}

/** The guarded update: only the holder of the current version wins; false when someone moved first. */
export async function updateClientIfVersion(
  db: Db,
  client: { clientReference: string; financialPartnerId: string; expectedVersion: number; profile: Record<string, unknown>; contentHash: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('clients')
    .set((eb) => ({
      profile: JSON.stringify(client.profile),
      content_hash: client.contentHash,
      client_version: eb('client_version', '+', 1),
      updated_at: now,
    }))
    .where('client_reference', '=', client.clientReference)
    .where('financial_partner_id', '=', client.financialPartnerId)
    .where('client_version', '=', client.expectedVersion)
    .returning('client_version')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Who a client belongs to, and the currencies of its bank accounts (the profile's `accounts[].currencyCode`). */
export interface ClientOwner {
  financialPartnerId: string;
  bankAccountCurrencies: ReadonlySet<string>;
}

/**
 * The partner each of these client references belongs to, with the currencies
 * the client has a bank account in (a reference no client has is absent): one
 * statement for a run of requests.
 */
export async function findClientOwners(db: Db, clientReferences: string[]): Promise<Map<string, ClientOwner>> {
  const rows = await db
    .selectFrom('clients')
    .select(['client_reference', 'financial_partner_id', sql<string[] | null>`jsonb_path_query_array(profile, '$.accounts[*].currencyCode')`.as('currencies')])
    .where('client_reference', 'in', clientReferences)
    .execute();
  return new Map(rows.map((r) => [r.client_reference, { financialPartnerId: r.financial_partner_id, bankAccountCurrencies: new Set(r.currencies ?? []) }]));
}

/**
 * The first of a client's bank accounts in the currency, as the profile stores it (null when it has none).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function nominatedAccountOf(profile: Record<string, unknown>, currencyCode: string): Record<string, unknown> | null {
  const accounts = Array.isArray(profile.accounts) ? (profile.accounts as Record<string, unknown>[]) : [];
  return accounts.find((a) => a.currencyCode === currencyCode) ?? null;
}

/** What the operator's client search narrows by; every field optional. */
export interface ClientSearch {
  financialPartnerId?: string;
  /** One of these partners: with externalReference, each partner is one probe of the unique index (partner, external reference). */
  financialPartnerIds?: readonly string[];
  externalReference?: string;
  clientReference?: string;
  /** A part of the name (first and last, or the company's), case-insensitive. */
  name?: string;
  /** A part of the email address, case-insensitive. */
  email?: string;
}

export interface ClientSummary extends ClientRecord {
  createdAt: Date;
  updatedAt: Date;
}

/** LIKE's wildcards in a user's text match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The operator's client search: its filters. */
function matchingClients(db: Db, search: ClientSearch) {
  let query = db.selectFrom('clients').select([...COLUMNS, 'created_at', 'updated_at']);
  if (search.financialPartnerId !== undefined) query = query.where('financial_partner_id', '=', search.financialPartnerId);
  if (search.financialPartnerIds !== undefined) query = query.where(sql<boolean>`financial_partner_id = ANY(${[...search.financialPartnerIds]}::text[])`);
  if (search.externalReference !== undefined) query = query.where('external_reference', '=', search.externalReference);
  if (search.clientReference !== undefined) query = query.where('client_reference', '=', search.clientReference.toLowerCase());
  if (search.name !== undefined) {
    const pattern = containsPattern(search.name);
    query = query.where(
      sql<string>`coalesce(profile->>'firstName', '') || ' ' || coalesce(profile->>'lastName', '') || ' ' || coalesce(profile->>'companyName', '')`,
      'ilike',
      pattern,
    );
  }
  if (search.email !== undefined) query = query.where(sql<string>`profile->>'emailAddress'`, 'ilike', containsPattern(search.email));
  return query;
}

/**
 * One page of the operator's client search, newest first.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function searchClients(db: Db, search: ClientSearch, offset: number, limit: number): Promise<ClientSummary[]> {
  const rows = await matchingClients(db, search).orderBy('created_at', 'desc').orderBy('client_reference').offset(offset).limit(limit).execute();
  return rows.map((row) => ({ ...fromRow(row), createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) }));
}

/** How many clients the search matches, counting at most `limit`. */
export async function countClients(db: Db, search: ClientSearch, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingClients(db, search), limit);
}

/**
 * The search's clients after `after` in its order (newest first, then by reference), `limit` of them: one chunk of
 * an export.
 */
export async function searchClientsAfter(db: Db, search: ClientSearch, after: ClientSummary | undefined, limit: number): Promise<ClientSummary[]> {
  let query = matchingClients(db, search);
  if (after !== undefined) {
    // The first condition is implied by the second; it is there so the index scan starts at the last chunk's end.
    query = query
      .where('created_at', '<=', after.createdAt)
      .where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('client_reference', '>', after.clientReference)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('client_reference').limit(limit).execute();
  return rows.map((row) => ({ ...fromRow(row), createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) }));
}
