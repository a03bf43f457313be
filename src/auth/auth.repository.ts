/** SQL for partners, their credentials, introducers and token signing keys. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { AuthTables } from './auth.tables.js';

type Executor = Db;

export interface PartnerRow {
  financialPartnerId: string;
  name: string;
  role: string;
  createdAt: Date;
}

/** A partner as the operator sees it: suspended or not, and its client id. */
export interface PartnerStatusRow extends PartnerRow {
  clientId: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  /** What deposits over a client's FSCS limit do (docs/fscs.md). */
  fscsPolicy: FscsPolicy;
}

export type FscsPolicy = 'warn' | 'block';

export interface CredentialRow {
  financialPartnerId: string;
  clientId: string;
  clientSecretHash: string;
  role: string;
  suspendedAt: Date | null;
}

export async function insertPartner(db: Executor, partner: PartnerRow): Promise<void> {
  await db
    .insertInto('partners')
    .values({
      financial_partner_id: partner.financialPartnerId,
      name: partner.name,
      role: partner.role,
      created_at: partner.createdAt,
      updated_at: partner.createdAt,
    })
    .execute();
}

export async function findPartnerById(db: Executor, financialPartnerId: string): Promise<PartnerRow | undefined> {
  const row = await db
    .selectFrom('partners')
    .select(['financial_partner_id', 'name', 'role', 'created_at'])
    .where('financial_partner_id', '=', financialPartnerId)
    .executeTakeFirst();
  return row && { financialPartnerId: row.financial_partner_id, name: row.name, role: row.role, createdAt: row.created_at };
}

export interface PartnerFilter {
  /** This partner only. */
  financialPartnerId?: string;
  /** These partners only. */
  financialPartnerIds?: readonly string[];
  /** A part of the name, the partner id or the client id (case-insensitive). */
  search?: string;
  role?: string;
  suspended?: boolean;
}

/** Partners in onboarding order, filtered, one page. */
/** Partners matching the filter (the list's query, without its order). */
function matchingPartners(db: Executor, filter: PartnerFilter) {
  let query = db
    .selectFrom('partners')
    .leftJoin('partner_credentials', 'partner_credentials.financial_partner_id', 'partners.financial_partner_id')
    .select([
      'partners.financial_partner_id',
      'partners.name',
      'partners.role',
      'partners.created_at',
      'partners.suspended_at',
      'partners.suspension_reason',
      'partners.fscs_policy',
      'partner_credentials.client_id',
    ]);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('partners.name', 'ilike', pattern), eb('partners.financial_partner_id', 'ilike', pattern), eb('partner_credentials.client_id', 'ilike', pattern)]),
    );
  }
  if (filter.financialPartnerId) query = query.where('partners.financial_partner_id', '=', filter.financialPartnerId);
  if (filter.financialPartnerIds) query = query.where('partners.financial_partner_id', 'in', filter.financialPartnerIds.length ? [...filter.financialPartnerIds] : ['']);
  if (filter.role) query = query.where('partners.role', '=', filter.role);
  if (filter.suspended !== undefined) query = query.where('partners.suspended_at', filter.suspended ? 'is not' : 'is', null);
  return query;
}

/** How many partners match the filter, counting at most `limit`. */
export async function countPartners(db: Executor, filter: PartnerFilter, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingPartners(db, filter), limit);
}

export async function listPartners(db: Executor, filter: PartnerFilter = {}, page: { limit: number; offset: number } = { limit: 100_000, offset: 0 }): Promise<PartnerStatusRow[]> {
  const query = matchingPartners(db, filter);
  const rows = await query.orderBy('partners.created_at').orderBy('partners.financial_partner_id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({
    financialPartnerId: r.financial_partner_id,
    name: r.name,
    role: r.role,
    createdAt: r.created_at,
    clientId: r.client_id,
    suspendedAt: r.suspended_at,
    suspensionReason: r.suspension_reason,
    fscsPolicy: r.fscs_policy,
  }));
}

/** Every partner's id (the platform's partners are onboarded by hand: hundreds, not millions). */
export async function listPartnerIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('partners').select('financial_partner_id').orderBy('financial_partner_id').execute();
  return rows.map((r) => r.financial_partner_id);
}

/** Sets the partner's FSCS policy; false for an unknown partner. */
export async function setPartnerFscsPolicy(trx: Executor, financialPartnerId: string, policy: FscsPolicy, now: Date): Promise<boolean> {
  const result = await trx.updateTable('partners').set({ fscs_policy: policy, updated_at: now }).where('financial_partner_id', '=', financialPartnerId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Suspends (a reason) or reactivates (null) a partner; false when it already was so. */
export async function setPartnerSuspension(trx: Executor, financialPartnerId: string, suspension: { at: Date; reason: string } | null, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('partners')
    .set({ suspended_at: suspension?.at ?? null, suspension_reason: suspension?.reason ?? null, updated_at: now })
    .where('financial_partner_id', '=', financialPartnerId)
    .where('suspended_at', suspension ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function upsertCredentials(
  db: Executor,
  c: { financialPartnerId: string; clientId: string; clientSecretHash: string; subscriptionKeyHash: string; rotatedAt: Date },
): Promise<void> {
  await db
    .insertInto('partner_credentials')
    .values({
      financial_partner_id: c.financialPartnerId,
      client_id: c.clientId,
      client_secret_hash: c.clientSecretHash,
      subscription_key_hash: c.subscriptionKeyHash,
      rotated_at: c.rotatedAt,
    })
    .onConflict((oc) =>
      oc.column('financial_partner_id').doUpdateSet({
        client_id: c.clientId,
        client_secret_hash: c.clientSecretHash,
        subscription_key_hash: c.subscriptionKeyHash,
        rotated_at: c.rotatedAt,
      }),
    )
    .execute();
}

export async function findCredentialsByClientId(db: Executor, clientId: string): Promise<CredentialRow | undefined> {
  const row = await db
    .selectFrom('partner_credentials')
    .innerJoin('partners', 'partners.financial_partner_id', 'partner_credentials.financial_partner_id')
    .select(['partner_credentials.financial_partner_id', 'partner_credentials.client_id', 'partner_credentials.client_secret_hash', 'partners.role', 'partners.suspended_at'])
    .where('partner_credentials.client_id', '=', clientId)
    .executeTakeFirst();
  return (
    row && {
      financialPartnerId: row.financial_partner_id,
      clientId: row.client_id,
      clientSecretHash: row.client_secret_hash,
      role: row.role,
      suspendedAt: row.suspended_at,
    }
  );
}

/** The partner a subscription key belongs to, and whether it is suspended. */
export async function findPartnerBySubscriptionKeyHash(db: Executor, keyHash: string): Promise<{ financialPartnerId: string; suspended: boolean } | undefined> {
  const row = await db
    .selectFrom('partner_credentials')
    .innerJoin('partners', 'partners.financial_partner_id', 'partner_credentials.financial_partner_id')
    .select(['partner_credentials.financial_partner_id', 'partners.suspended_at'])
    .where('partner_credentials.subscription_key_hash', '=', keyHash)
    .executeTakeFirst();
  return row && { financialPartnerId: row.financial_partner_id, suspended: row.suspended_at !== null };
}

export async function findPartnerByClientId(db: Executor, clientId: string): Promise<string | undefined> {
  const row = await db.selectFrom('partner_credentials').select('financial_partner_id').where('client_id', '=', clientId).executeTakeFirst();
  return row?.financial_partner_id;
}

export async function listSigningKeys(db: Executor): Promise<{ kid: string; privateJwk: unknown; publicJwk: unknown }[]> {
  const rows = await db.selectFrom('signing_keys').select(['kid', 'private_jwk', 'public_jwk']).orderBy('created_at').execute();
  return rows.map((r) => ({ kid: r.kid, privateJwk: r.private_jwk, publicJwk: r.public_jwk }));
}

export async function insertSigningKeyIfNone(db: Executor, key: { kid: string; privateJwk: unknown; publicJwk: unknown; createdAt: Date }): Promise<void> {
  // Several processes may start together; whoever commits first wins and the rest read its key.
  await sql`
    INSERT INTO signing_keys (kid, private_jwk, public_jwk, created_at)
    SELECT ${key.kid}, ${JSON.stringify(key.privateJwk)}::jsonb, ${JSON.stringify(key.publicJwk)}::jsonb, ${key.createdAt}
    WHERE NOT EXISTS (SELECT 1 FROM signing_keys)
  `.execute(db);
}

export interface IntroducerRow {
  introducerId: string;
  financialPartnerId: string;
  introducerType: 'individual' | 'business';
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  companyRegistrationNumber: string | null;
  companyName: string | null;
  officeNumber: string | null;
  officeDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export async function insertIntroducer(db: Executor, i: IntroducerRow): Promise<void> {
  await db
    .insertInto('introducers')
    .values({
      introducer_id: i.introducerId,
      financial_partner_id: i.financialPartnerId,
      introducer_type: i.introducerType,
      title: i.title,
      first_name: i.firstName,
      last_name: i.lastName,
      email_address: i.emailAddress,
      phone_number: i.phoneNumber,
      company_registration_number: i.companyRegistrationNumber,
      company_name: i.companyName,
      office_number: i.officeNumber,
      office_description: i.officeDescription,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
    })
    .execute();
}

export async function findIntroducer(db: Executor, financialPartnerId: string, introducerId: string): Promise<IntroducerRow | undefined> {
  const r = await db.selectFrom('introducers').selectAll().where('financial_partner_id', '=', financialPartnerId).where('introducer_id', '=', introducerId).executeTakeFirst();
  return r && introducerFromRow(r);
}

export async function listIntroducers(
  db: Executor,
  financialPartnerId: string,
  filter: { introducerType?: 'individual' | 'business' } = {},
  page: { offset: number; limit: number } = { offset: 0, limit: 100_000 },
): Promise<IntroducerRow[]> {
  const rows = await matchingIntroducers(db, financialPartnerId, filter).orderBy('created_at').orderBy('introducer_id').offset(page.offset).limit(page.limit).execute();
  return rows.map(introducerFromRow);
}

/** A partner's introducers matching the filter (unordered). */
function matchingIntroducers(db: Executor, financialPartnerId: string, filter: { introducerType?: 'individual' | 'business' }) {
  let query = db.selectFrom('introducers').selectAll().where('financial_partner_id', '=', financialPartnerId);
  if (filter.introducerType) query = query.where('introducer_type', '=', filter.introducerType);
  return query;
}

/** How many of a partner's introducers match the filter, counting at most `limit`. */
export async function countIntroducers(db: Executor, financialPartnerId: string, filter: { introducerType?: 'individual' | 'business' }, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingIntroducers(db, financialPartnerId, filter), limit);
}

function introducerFromRow(r: AuthTables['introducers']): IntroducerRow {
  return {
    introducerId: r.introducer_id,
    financialPartnerId: r.financial_partner_id,
    introducerType: r.introducer_type as 'individual' | 'business',
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    emailAddress: r.email_address,
    phoneNumber: r.phone_number,
    companyRegistrationNumber: r.company_registration_number,
    companyName: r.company_name,
    officeNumber: r.office_number,
    officeDescription: r.office_description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The role of each of these partners (a partner that does not exist is absent): one statement for a run of requests. */
export async function findPartnerRoles(db: Executor, financialPartnerIds: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('partners').select(['financial_partner_id', 'role']).where('financial_partner_id', 'in', financialPartnerIds).execute();
  return new Map(rows.map((r) => [r.financial_partner_id, r.role]));
}
