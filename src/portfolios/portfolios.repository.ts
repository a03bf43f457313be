/**
 * Portfolio reads. A client's portfolios are one query: portfolios with their
 * accounts (and each account's net rates, for the expected interest) and
 * their pending instructions as JSON. A page adds a count.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../platform/db.js';

export interface PortfolioAccountRow {
  client_reference: string;
  portfolio_id: string;
  portfolio_version: number;
  currency_code: 'GBP' | 'EUR' | 'USD';
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

async function portfolioAccountRows(db: Db, where: RawBuilder<unknown>, order: RawBuilder<unknown>): Promise<PortfolioAccountRow[]> {
  const result = await sql<PortfolioAccountRow>`
    SELECT p.client_reference, p.portfolio_id, p.portfolio_version, p.currency_code, p.updated_at AS portfolio_updated_at,
           a.deposit_account_id, a.product_id, a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on,
           a.balance_minor, a.accrued_interest, a.interest_paid_minor,
           pr.product_term_type, pr.interest_paid_type, pr.interest_pays_frequency,
           GREATEST(vo.rate_percent - i.margin_percent, 0) AS opening_net_rate,
           GREATEST(vc.rate_percent - i.margin_percent, 0) AS current_net_rate,
           pend.pending
    FROM portfolios p
    -- The pending items ride along as JSON, so a read is one round trip.
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'instruction_reference', ins.instruction_reference, 'instruction_type', ins.instruction_type,
               'is_closure', ins.is_closure, 'deposit_account_id', ins.deposit_account_id, 'product_id', ins.product_id,
               'product_version', ins.product_version, 'date_added', to_json(ins.date_added),
               'date_to_be_actioned', ins.date_to_be_actioned::text, 'amount_minor', ins.amount_minor::text
             ) ORDER BY ins.date_added, ins.instruction_id) AS pending
      FROM instructions ins JOIN instruction_batches b ON b.instruction_batch_id = ins.instruction_batch_id
      WHERE ins.portfolio_id = p.portfolio_id AND ins.state = 'Live' AND b.status <> 'Completed'
    ) pend ON true
    LEFT JOIN deposit_accounts a ON a.portfolio_id = p.portfolio_id
    LEFT JOIN products pr ON pr.product_id = a.product_id
    LEFT JOIN product_issues i ON i.product_id = a.product_id AND i.issue_number = a.issue_number
    LEFT JOIN product_issue_versions vo
      ON vo.product_id = a.product_id AND vo.issue_number = a.issue_number AND vo.version_number = a.product_version_on_open
    LEFT JOIN product_issue_versions vc
      ON vc.product_id = a.product_id AND vc.issue_number = a.issue_number AND vc.version_number = i.current_version
    WHERE ${where}
    ORDER BY ${order}, a.opened_on, a.created_at, a.deposit_account_id
  `.execute(db);
  return result.rows;
}

/** The client's portfolios and accounts; empty when it has none (or is not the partner's). */
export function findClientPortfolioRows(db: Db, financialPartnerId: string, clientReference: string): Promise<PortfolioAccountRow[]> {
  return portfolioAccountRows(
    db,
    sql`p.client_reference = ${clientReference} AND p.financial_partner_id = ${financialPartnerId}`,
    sql`p.currency_code, p.portfolio_id`,
  );
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
 */
export function findPortfolioPageRows(db: Db, financialPartnerId: string, limit: number, offset: number): Promise<PortfolioAccountRow[]> {
  return portfolioAccountRows(
    db,
    sql`p.portfolio_id IN (
      SELECT portfolio_id FROM portfolios WHERE financial_partner_id = ${financialPartnerId}
      ORDER BY updated_at DESC, portfolio_id LIMIT ${limit} OFFSET ${offset}
    )`,
    sql`p.updated_at DESC, p.portfolio_id`,
  );
}

const PENDING_COLUMNS = sql`
  ins.portfolio_id, ins.currency_code, ins.instruction_reference, ins.instruction_type, ins.is_closure, ins.deposit_account_id,
  ins.product_id, ins.product_version, ins.date_added, ins.date_to_be_actioned, ins.amount_minor
`;

/** Live (not settled, not reverted) instructions of the client's portfolios (or one currency's), whose batches have not completed. */
export async function findPendingItemsOfClient(
  db: Db,
  financialPartnerId: string,
  clientReference: string,
  currencyCode?: string,
): Promise<PendingItemRow[]> {
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
