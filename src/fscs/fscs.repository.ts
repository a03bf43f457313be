/**
 * The FSCS context's SQL: the dated limits (its own table), and the reads
 * exposure is made of. Those read, never write, other contexts' tables: the
 * ledger's deposit accounts and portfolios, the instructions pending, the
 * catalogue's institutions, the client's profile and the partner's policy,
 * each read in one statement for a whole set of clients (the processing of a
 * chunk asks for all its clients at once).
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import { accruedInterestThroughHorizon } from '../ledger/ledger.js';

export interface FscsLimitRow {
  effectiveFrom: string;
  limitMinor: bigint;
  changedAt: Date;
}

function limitOf(row: { effective_from: string; limit_minor: bigint | string; changed_at: Date }): FscsLimitRow {
  return { effectiveFrom: row.effective_from, limitMinor: BigInt(row.limit_minor), changedAt: row.changed_at };
}

/** Every limit, in date order. */
export async function listFscsLimits(db: Db): Promise<FscsLimitRow[]> {
  const rows = await db.selectFrom('fscs_limits').select(['effective_from', 'limit_minor', 'changed_at']).orderBy('effective_from').execute();
  return rows.map(limitOf);
}

/** The limit in force on a business date: the latest effective on or before it (undefined before the first). */
export async function findFscsLimitInForce(db: Db, businessDate: string): Promise<FscsLimitRow | undefined> {
  const row = await db
    .selectFrom('fscs_limits')
    .select(['effective_from', 'limit_minor', 'changed_at'])
    .where('effective_from', '<=', businessDate)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && limitOf(row);
}

/** The limit of one date, locked for the caller's change (undefined when the date has none). */
export async function findFscsLimitForUpdate(trx: Tx, effectiveFrom: string): Promise<FscsLimitRow | undefined> {
  const row = await trx
    .selectFrom('fscs_limits')
    .select(['effective_from', 'limit_minor', 'changed_at'])
    .where('effective_from', '=', effectiveFrom)
    .forUpdate()
    .executeTakeFirst();
  return row && limitOf(row);
}

/** Sets the limit of a date (replacing the date's earlier one). */
export async function upsertFscsLimit(trx: Tx, effectiveFrom: string, limitMinor: bigint, now: Date): Promise<void> {
  await trx
    .insertInto('fscs_limits')
    .values({ effective_from: effectiveFrom, limit_minor: limitMinor, changed_at: now })
    .onConflict((oc) => oc.column('effective_from').doUpdateSet({ limit_minor: limitMinor, changed_at: now }))
    .execute();
}

export async function deleteFscsLimit(trx: Tx, effectiveFrom: string): Promise<boolean> {
  const result = await trx.deleteFrom('fscs_limits').where('effective_from', '=', effectiveFrom).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether a company client's profile says it is not eligible (individuals always are). */
const INELIGIBLE = sql<boolean>`(c.client_type = 'Company' AND c.profile->>'fscsEligible' = 'false')`;

/** A client of the partner, and whether FSCS protects it; undefined for another partner's. */
export async function findFscsClient(db: Db, financialPartnerId: string, clientReference: string): Promise<{ eligible: boolean } | undefined> {
  const result = await sql<{ ineligible: boolean }>`
    SELECT ${INELIGIBLE} AS ineligible FROM clients c WHERE c.client_reference = ${clientReference} AND c.financial_partner_id = ${financialPartnerId}`.execute(db);
  const row = result.rows[0];
  return row && { eligible: !row.ineligible };
}

/** The clients' portfolios (one currency's when asked), and in each what the accounts not closed hold per product. */
export interface HeldRow {
  portfolioId: string;
  clientReference: string;
  currencyCode: string;
  /** Null for a portfolio with no account open (its first deposit may be pending). */
  productId: string | null;
  balanceMinor: bigint;
  /** Minor units with fractions of a penny, as the ledger keeps it. */
  accruedInterest: string;
}

/**
 * Accounts not closed count (a matured one holds its money until its payout
 * settles). One statement for any number of clients; its cost follows their
 * accounts, not history.
 */
export async function findHeld(db: Db, clientReferences: string[], currencyCode: string | null): Promise<HeldRow[]> {
  if (clientReferences.length === 0) return [];
  const result = await sql<{ portfolio_id: string; client_reference: string; currency_code: string; product_id: string | null; balance_minor: string; accrued_interest: string }>`
    SELECT pf.portfolio_id, pf.client_reference, pf.currency_code, d.product_id,
           coalesce(sum(d.balance_minor), 0)::text AS balance_minor, coalesce(sum(${accruedInterestThroughHorizon('d')}), 0)::text AS accrued_interest
    FROM portfolios pf LEFT JOIN deposit_accounts d ON d.portfolio_id = pf.portfolio_id AND d.status <> 'Closed'
    WHERE pf.client_reference = ANY(${clientReferences}::text[]) AND (${currencyCode}::text IS NULL OR pf.currency_code = ${currencyCode}::text)
    GROUP BY pf.portfolio_id, pf.client_reference, pf.currency_code, d.product_id`.execute(db);
  return result.rows.map((r) => ({
    portfolioId: r.portfolio_id,
    clientReference: r.client_reference,
    currencyCode: r.currency_code,
    productId: r.product_id,
    balanceMinor: BigInt(r.balance_minor),
    accruedInterest: r.accrued_interest,
  }));
}

export interface InstitutionOfProduct {
  financialInstitutionId: string;
  financialInstitutionName: string;
  groupId: string;
  isFscsProtected: boolean;
}

/** The institution offering each product, keyed by product id. */
export async function findInstitutionsOfProducts(db: Db, productIds: string[]): Promise<Map<string, InstitutionOfProduct>> {
  const found = new Map<string, InstitutionOfProduct>();
  if (productIds.length === 0) return found;
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('financial_institutions as fi', 'fi.financial_institution_id', 'p.financial_institution_id')
    .select(['p.product_id', 'fi.financial_institution_id', 'fi.name', 'fi.group_id', 'fi.is_fscs_protected'])
    .where('p.product_id', 'in', [...new Set(productIds)])
    .execute();
  for (const r of rows) {
    found.set(r.product_id, { financialInstitutionId: r.financial_institution_id, financialInstitutionName: r.name, groupId: r.group_id, isFscsProtected: r.is_fscs_protected });
  }
  return found;
}

/** What the FSCS rule of deposit processing needs to know of one deposit. */
export interface DepositFscsFacts {
  policy: 'warn' | 'block';
  eligible: boolean;
  groupId: string;
  isFscsProtected: boolean;
}

/**
 * For deposits given as (partner, client, product): the partner's policy,
 * whether the client is eligible, the product's banking group and whether its
 * institution is protected; and the limit in force on the date. One statement.
 * Keyed by `${partnerId}#${clientReference}#${productId}`.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function findDepositFscsFacts(
  trx: Tx,
  deposits: { financialPartnerId: string; clientReference: string; productId: string }[],
  businessDate: string,
): Promise<{ facts: Map<string, DepositFscsFacts>; limitMinor: bigint | null }> {
  const result = await sql<{
    financial_partner_id: string;
    client_reference: string;
    product_id: string;
    fscs_policy: 'warn' | 'block';
    ineligible: boolean;
    group_id: string;
    is_fscs_protected: boolean;
    limit_minor: string | null;
  }>`
    SELECT k.financial_partner_id, k.client_reference, k.product_id, pa.fscs_policy, ${INELIGIBLE} AS ineligible, fi.group_id, fi.is_fscs_protected,
           (SELECT l.limit_minor::text FROM fscs_limits l WHERE l.effective_from <= ${businessDate}::date ORDER BY l.effective_from DESC LIMIT 1) AS limit_minor
    FROM (SELECT DISTINCT * FROM unnest(${deposits.map((d) => d.financialPartnerId)}::text[], ${deposits.map((d) => d.clientReference)}::text[],
                                        ${deposits.map((d) => d.productId)}::text[]) AS u(financial_partner_id, client_reference, product_id)) AS k
    JOIN partners pa ON pa.financial_partner_id = k.financial_partner_id
    JOIN clients c ON c.client_reference = k.client_reference
    JOIN products p ON p.product_id = k.product_id
    JOIN financial_institutions fi ON fi.financial_institution_id = p.financial_institution_id`.execute(trx);
  const facts = new Map<string, DepositFscsFacts>();
  let limitMinor: bigint | null = null;
  for (const r of result.rows) {
    facts.set(`${r.financial_partner_id}#${r.client_reference}#${r.product_id}`, {
      policy: r.fscs_policy,
      eligible: !r.ineligible,
      groupId: r.group_id,
      isFscsProtected: r.is_fscs_protected,
    });
    if (r.limit_minor !== null) limitMinor = BigInt(r.limit_minor);
  }
  return { facts, limitMinor };
}

/**
 * Serialises deposits into one client's holdings at one banking group across
 * workers: a transaction lock per key, taken in key order, held to the
 * commit; exposure is read after it, so two workers cannot both see the same
 * headroom. A hash collision only makes two unrelated keys wait for each other.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function lockClientGroups(trx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...new Set(keys)].sort();
  await sql`SELECT pg_advisory_xact_lock(hashtext('fscs#' || k)) FROM (SELECT k FROM unnest(${sorted}::text[]) AS k ORDER BY k) AS ordered`.execute(trx);
}
