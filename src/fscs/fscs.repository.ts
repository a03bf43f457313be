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
  const row = await trx.selectFrom('fscs_limits').select(['effective_from', 'limit_minor', 'changed_at']).where('effective_from', '=', effectiveFrom).forUpdate().executeTakeFirst();
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

/** What one institution holds for one client in one currency: settled balance, accrued interest not yet posted (exact), deposits pending. */
export interface HoldingRow {
  clientReference: string;
  currencyCode: string;
  financialInstitutionId: string;
  financialInstitutionName: string;
  groupId: string;
  isFscsProtected: boolean;
  balanceMinor: bigint;
  /** Minor units with fractions of a penny, as the ledger keeps it. */
  accruedInterest: string;
  pendingMinor: bigint;
}

interface RawHolding {
  client_reference: string;
  currency_code: string;
  financial_institution_id: string;
  name: string;
  group_id: string;
  is_fscs_protected: boolean;
  balance_minor: string;
  accrued_interest: string;
  pending_minor: string;
}

/**
 * Deposits pending (accepted, not settled, not reverted) into the clients'
 * portfolios of the currency (every currency when null), per portfolio and
 * product. The one read of pending deposits exposure is made of.
 */
function pendingDepositsOf(clientReferences: string[], currencyCode: string | null) {
  return sql`
    SELECT pf.client_reference, pf.currency_code, i.product_id, sum(i.amount_minor) AS pending_minor
    FROM portfolios pf JOIN instructions i ON i.portfolio_id = pf.portfolio_id AND i.state = 'Live' AND i.instruction_type = 'deposit'
    WHERE pf.client_reference = ANY(${clientReferences}::text[]) AND (${currencyCode}::text IS NULL OR pf.currency_code = ${currencyCode}::text)
    GROUP BY pf.client_reference, pf.currency_code, i.product_id`;
}

/**
 * The clients' holdings per institution and currency (only GBP when asked):
 * accounts not closed (a matured one holds its money until the payout
 * settles) and deposits pending. One statement for any number of clients;
 * its cost follows the clients' accounts and pending deposits, not history.
 */
export async function findHoldings(db: Db, clientReferences: string[], currencyCode: string | null = null): Promise<HoldingRow[]> {
  if (clientReferences.length === 0) return [];
  const result = await sql<RawHolding>`
    WITH held AS (
      SELECT d.client_reference, d.currency_code, d.product_id, sum(d.balance_minor) AS balance_minor, sum(d.accrued_interest) AS accrued_interest
      FROM portfolios pf JOIN deposit_accounts d ON d.portfolio_id = pf.portfolio_id AND d.status <> 'Closed'
      WHERE pf.client_reference = ANY(${clientReferences}::text[]) AND (${currencyCode}::text IS NULL OR pf.currency_code = ${currencyCode}::text)
      GROUP BY d.client_reference, d.currency_code, d.product_id
    ),
    pending AS (${pendingDepositsOf(clientReferences, currencyCode)}),
    both_kinds AS (
      SELECT coalesce(h.client_reference, p.client_reference) AS client_reference, coalesce(h.currency_code, p.currency_code) AS currency_code,
             coalesce(h.product_id, p.product_id) AS product_id,
             coalesce(h.balance_minor, 0) AS balance_minor, coalesce(h.accrued_interest, 0) AS accrued_interest, coalesce(p.pending_minor, 0) AS pending_minor
      FROM held h FULL JOIN pending p ON p.client_reference = h.client_reference AND p.currency_code = h.currency_code AND p.product_id = h.product_id
    )
    SELECT b.client_reference, b.currency_code, fi.financial_institution_id, fi.name, fi.group_id, fi.is_fscs_protected,
           sum(b.balance_minor)::text AS balance_minor, sum(b.accrued_interest)::text AS accrued_interest, sum(b.pending_minor)::text AS pending_minor
    FROM both_kinds b JOIN products p ON p.product_id = b.product_id JOIN financial_institutions fi ON fi.financial_institution_id = p.financial_institution_id
    GROUP BY b.client_reference, b.currency_code, fi.financial_institution_id, fi.name, fi.group_id, fi.is_fscs_protected
    ORDER BY b.client_reference, fi.group_id, b.currency_code, fi.financial_institution_id`.execute(db);
  return result.rows.map((r) => ({
    clientReference: r.client_reference,
    currencyCode: r.currency_code,
    financialInstitutionId: r.financial_institution_id,
    financialInstitutionName: r.name,
    groupId: r.group_id,
    isFscsProtected: r.is_fscs_protected,
    balanceMinor: BigInt(r.balance_minor),
    accruedInterest: r.accrued_interest,
    pendingMinor: BigInt(r.pending_minor),
  }));
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
 */
export async function lockClientGroups(trx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...new Set(keys)].sort();
  await sql`SELECT pg_advisory_xact_lock(hashtext('fscs#' || k)) FROM (SELECT k FROM unnest(${sorted}::text[]) AS k ORDER BY k) AS ordered`.execute(trx);
}
