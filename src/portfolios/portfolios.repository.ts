/**
 * Portfolio reads. A client's portfolios are one query: portfolios with their
 * accounts (and each account's net rates, for the expected interest) and
 * their pending instructions as JSON. A page adds a count. Both reads are
 * SQL functions of migrations/006 (the view portfolio_account_rows), for
 * their cached plans.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { executePrepared } from '../platform/prepared-statements.js';
import { type Currency } from '../platform/currency.js';

export interface PortfolioAccountRow {
  client_reference: string;
  portfolio_id: string;
  portfolio_version: number;
  currency_code: Currency;
  portfolio_updated_at: Date;
  // The account columns are null for a portfolio with no account (yet).
  deposit_account_id: string | null;
  product_id: string | null;
  issue_number: number | null;
  product_version_on_open: number | null;
  status: 'Open' | 'Matured' | 'Closed' | null;
  opened_on: string | null;
  matures_on: string | null;
  balance_minor: bigint | null;
  accrued_interest: string | null;
  interest_paid_minor: bigint | null;
  product_term_type: string | null;
  interest_paid_type: string | null;
  interest_pays_frequency: string | null;
  opening_net_rate: string | null;
  current_net_rate: string | null;
  /** The portfolio's pending items (repeated on each of its account rows), oldest first. */
  pending: PendingItemJsonRow[] | null;
}

/** A pending item as the portfolio query's JSON carries it: money and times as text, never a float. */
export interface PendingItemJsonRow {
  instruction_reference: string;
  instruction_type: 'deposit' | 'withdrawal';
  is_closure: boolean;
  deposit_account_id: string | null;
  product_id: string;
  product_version: number;
  date_added: string;
  date_to_be_actioned: string;
  amount_minor: string;
}

export interface PendingItemRow {
  portfolio_id: string;
  currency_code: string;
  instruction_reference: string;
  instruction_type: 'deposit' | 'withdrawal';
  is_closure: boolean;
  deposit_account_id: string | null;
  product_id: string;
  product_version: number;
  date_added: Date;
  date_to_be_actioned: string;
  amount_minor: bigint;
}

/**
 * The client's portfolios and accounts (empty when it has none, or is not the
 * partner's), ordered by currency. The SQL is the function
 * client_portfolio_account_rows (migrations/006): inside it the seven-relation
 * statement runs on a plan cached for the session, where sent from here it
 * would be planned again on every request (planning cost about ten times its
 * execution).
 */
export async function findClientPortfolioRows(db: Db, financialPartnerId: string, clientReference: string): Promise<PortfolioAccountRow[]> {
  const result = await sql<PortfolioAccountRow>`SELECT * FROM client_portfolio_account_rows(${financialPartnerId}, ${clientReference})`.execute(db);
  return result.rows;
}

export interface ClientPortfolioStamp {
  /** The catalogue revision (empty for a client with no portfolio: no account, no rate shown) and each portfolio's id and version. */
  revision: string;
  versions: string;
  /** The last day the nightly accrual has accrued (the accrued interest shown moves with it), empty before the first. */
  accruedThrough: string;
  /** The latest of the portfolios' update times and the accrual's last move; none for a client with no portfolio. */
  lastModified: Date | undefined;
}

/**
 * What the client's portfolios are at now, without reading them: each
 * portfolio's version and update time (none for a client with no portfolio,
 * or another partner's) with the catalogue revision and the accrual horizon,
 * in one small query. Kept to one relation and scalar subqueries: it is
 * planned on every request, and a join cost about half again as much to plan.
 */
export async function readClientPortfolioStamp(db: Db, financialPartnerId: string, clientReference: string): Promise<ClientPortfolioStamp> {
  // Run on every per-client read: a statement PostgreSQL keeps prepared.
  const rows = await executePrepared(
    db,
    sql<{ portfolio_id: string; portfolio_version: number; updated_at: Date; revision: bigint; accrued_through: string | null; accrued_at: Date | null }>`
      SELECT portfolio_id, portfolio_version, updated_at, (SELECT revision FROM catalogue_revision WHERE id = 1) AS revision,
             (SELECT accrued_through::text FROM interest_accrual_horizon WHERE id = 1) AS accrued_through,
             (SELECT advanced_at FROM interest_accrual_horizon WHERE id = 1) AS accrued_at
      FROM portfolios
      WHERE client_reference = ${clientReference} AND financial_partner_id = ${financialPartnerId}`.compile(db),
  );
  rows.sort((a, b) => (a.portfolio_id < b.portfolio_id ? -1 : 1));
  let lastModified: Date | undefined;
  for (const row of rows) {
    if (!lastModified || row.updated_at > lastModified) lastModified = row.updated_at;
    // The accrued interest shown moved when the accrual last ran, whatever the portfolio's own last change.
    if (row.accrued_at && row.accrued_at > lastModified) lastModified = row.accrued_at;
  }
  return {
    revision: rows.length > 0 ? String(rows[0].revision) : '',
    versions: rows.map((row) => `${row.portfolio_id}:${row.portfolio_version}`).join(','),
    accruedThrough: rows[0]?.accrued_through ?? '',
    lastModified,
  };
}

export async function clientExists(db: Db, financialPartnerId: string, clientReference: string): Promise<boolean> {
  const row = await db
    .selectFrom('clients')
    .select('client_reference')
    .where('client_reference', '=', clientReference)
    .where('financial_partner_id', '=', financialPartnerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countPortfolios(db: Db, financialPartnerId: string): Promise<number> {
  const row = await db
    .selectFrom('portfolios')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('financial_partner_id', '=', financialPartnerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * One page of the partner's portfolios, most recently updated first; the
 * portfolio id breaks ties so the order is total and pages never overlap.
 * The function portfolio_page_account_rows (migrations/006) looks the page's
 * portfolios up by key, on a cached plan.
 */
export async function findPortfolioPageRows(db: Db, financialPartnerId: string, limit: number, offset: number): Promise<PortfolioAccountRow[]> {
  const result = await sql<PortfolioAccountRow>`SELECT * FROM portfolio_page_account_rows(${financialPartnerId}, ${limit}, ${offset})`.execute(db);
  return result.rows;
}

/**
 * The oldest transaction a statement run now might not see (its snapshot's
 * xmin), as a decimal xid8: every portfolio written by a transaction that a
 * later read does not see, or that commits after it, has a row version at
 * least this new. What a walk of the portfolio list (`findPortfolioWalkRows`)
 * takes before its first page, to find later what changed during it.
 */
export async function readWalkWatermark(db: Db): Promise<string> {
  const row = await sql<{ watermark: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS watermark`.execute(db);
  return row.rows[0].watermark;
}

/**
 * A page of a walk of the partner's portfolios in portfolioId order (a key
 * that never changes, so no portfolio moves past the walk while it goes on):
 * the `limit` portfolios after `afterPortfolioId`, only those whose row was
 * written by a transaction at least as new as `changedSince` when it is given
 * (a watermark of readWalkWatermark: what changed since then), with their
 * accounts, in the order the page shows them. PostgreSQL's age() compares the
 * row's 32-bit xmin with the watermark across xid wraparound; a frozen or
 * very old row counts as unchanged.
 */
export async function findPortfolioWalkRows(
  db: Db,
  financialPartnerId: string,
  limit: number,
  afterPortfolioId: string,
  changedSince: string | null,
): Promise<PortfolioAccountRow[]> {
  const changed = changedSince === null ? sql`` : sql`AND age(q.xmin) <= age(xid(${changedSince}::xid8))`;
  const result = await sql<PortfolioAccountRow>`
    SELECT r.*
    FROM (
      SELECT q.portfolio_id FROM portfolios q
      WHERE q.financial_partner_id = ${financialPartnerId} AND q.portfolio_id > ${afterPortfolioId} ${changed}
      ORDER BY q.portfolio_id
      LIMIT ${limit}
    ) page
    -- OFFSET 0 keeps the subquery apart, so each of the page's ids is looked up by key.
    CROSS JOIN LATERAL (SELECT * FROM portfolio_account_rows v WHERE v.portfolio_id = page.portfolio_id OFFSET 0) r
    ORDER BY r.portfolio_id, r.opened_on, r.account_created_at, r.deposit_account_id`.execute(db);
  return result.rows;
}

const PENDING_COLUMNS = sql`
  ins.portfolio_id, ins.currency_code, ins.instruction_reference, ins.instruction_type, ins.is_closure, ins.deposit_account_id,
  ins.product_id, ins.product_version, ins.date_added, ins.date_to_be_actioned, ins.amount_minor
`;

/** Live (not settled, not reverted) instructions of the client's portfolios (or one currency's), whose batches have not completed. */
export async function findPendingItemsOfClient(db: Db, financialPartnerId: string, clientReference: string, currencyCode?: string): Promise<PendingItemRow[]> {
  const currency = currencyCode === undefined ? sql`` : sql`AND currency_code = ${currencyCode}`;
  const result = await sql<PendingItemRow>`
    SELECT ${PENDING_COLUMNS}
    FROM instructions ins JOIN instruction_batches b ON b.instruction_batch_id = ins.instruction_batch_id
    WHERE ins.state = 'Live' AND b.status <> 'Completed'
      AND ins.portfolio_id IN (
        SELECT portfolio_id FROM portfolios
        WHERE client_reference = ${clientReference} AND financial_partner_id = ${financialPartnerId} ${currency}
      )
    ORDER BY ins.date_added, ins.instruction_id
  `.execute(db);
  return result.rows;
}
