/**
 * What each partner holds, per institution and currency (migration 036,
 * docs/partner-holdings.md): the sum of its deposit accounts' balances and how
 * many of them are not Closed, kept without ever reading a partner's accounts.
 *
 * Every statement that changes balances, opens accounts or closes them
 * appends its changes (`appendHoldingChanges`, one of its CTEs): one row per
 * (partner, institution, currency) the statement touched, never one per
 * account. Appending takes no row lock anyone else waits for, so the night's
 * posting chunks and a settlement running beside them never queue behind
 * each other's totals, nor deadlock. The daily fold (`foldHoldingChanges`)
 * adds the changes to partner_holdings; a read sums the partner's folded rows
 * and the changes since. Only src/ledger/ calls this file.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db, Tx } from '../database.js';

/**
 * A CTE (an INSERT, for a statement's WITH list) appending the holdings changes
 * of the accounts an earlier CTE `cte` returned (each row's financial_partner_id,
 * product_id and currency_code), grouped per partner, institution (the
 * product's) and currency: `balance` and `accounts` are each row's change in
 * balance and in accounts not Closed, in SQL over its alias `c`. Groups that
 * change nothing write nothing.
 */
export function appendHoldingChanges(cte: string, change: { balance: RawBuilder<unknown>; accounts: RawBuilder<unknown> }): RawBuilder<unknown> {
  return sql`
    INSERT INTO partner_holding_changes (financial_partner_id, financial_institution_id, currency_code, balance_change_minor, account_count_change)
    SELECT c.financial_partner_id, p.financial_institution_id, c.currency_code, sum(${change.balance})::bigint, sum(${change.accounts})::bigint
    FROM ${sql.table(cte)} c
    JOIN products p ON p.product_id = c.product_id
    GROUP BY c.financial_partner_id, p.financial_institution_id, c.currency_code
    HAVING sum(${change.balance}) <> 0 OR sum(${change.accounts}) <> 0`;
}

/**
 * Folds every change appended so far into partner_holdings, in one statement
 * (a day's changes: a few rows per settlement, posting chunk and closure).
 * Changes appended by transactions still open are not seen, and stay for the
 * next fold. Returns how many change rows it folded.
 */
export async function foldHoldingChanges(trx: Tx): Promise<number> {
  const result = await sql<{ folded: string }>`
    WITH moved AS (
      DELETE FROM partner_holding_changes
      RETURNING financial_partner_id, financial_institution_id, currency_code, balance_change_minor, account_count_change
    ),
    sums AS (
      SELECT financial_partner_id, financial_institution_id, currency_code,
             sum(balance_change_minor)::bigint AS balance_minor, sum(account_count_change)::bigint AS account_count
      FROM moved
      GROUP BY financial_partner_id, financial_institution_id, currency_code
    ),
    folded AS (
      INSERT INTO partner_holdings (financial_partner_id, financial_institution_id, currency_code, balance_minor, account_count)
      SELECT financial_partner_id, financial_institution_id, currency_code, balance_minor, account_count FROM sums
      ORDER BY financial_partner_id, financial_institution_id, currency_code
      ON CONFLICT (financial_partner_id, financial_institution_id, currency_code)
      DO UPDATE SET balance_minor = partner_holdings.balance_minor + EXCLUDED.balance_minor,
                    account_count = partner_holdings.account_count + EXCLUDED.account_count
    )
    SELECT count(*)::text AS folded FROM moved`.execute(trx);
  return Number(result.rows[0]?.folded ?? 0);
}

/** A partner's holding at one institution in one currency. */
export interface HoldingRecord {
  financialInstitutionId: string;
  currencyCode: string;
  /** The sum of the balances of its accounts there (minor units). */
  balanceMinor: bigint;
  /** How many of those accounts are not Closed (Open or Matured). */
  accountCount: number;
}

/**
 * What the partner holds per institution and currency: its folded rows plus
 * the changes since the last fold (by the partner's index on each), never its
 * accounts. Groups with no account left and nothing in them are left out. By
 * currency, then institution.
 */
export async function findPartnerHoldings(db: Db, financialPartnerId: string): Promise<HoldingRecord[]> {
  const result = await sql<{ financial_institution_id: string; currency_code: string; balance_minor: string; account_count: string }>`
    SELECT h.financial_institution_id, h.currency_code, sum(h.balance_minor)::text AS balance_minor, sum(h.account_count)::text AS account_count
    FROM (
      SELECT financial_institution_id, currency_code, balance_minor, account_count
      FROM partner_holdings WHERE financial_partner_id = ${financialPartnerId}
      UNION ALL
      SELECT financial_institution_id, currency_code, balance_change_minor, account_count_change
      FROM partner_holding_changes WHERE financial_partner_id = ${financialPartnerId}
    ) h
    GROUP BY h.financial_institution_id, h.currency_code
    HAVING sum(h.balance_minor) <> 0 OR sum(h.account_count) <> 0
    ORDER BY h.currency_code, h.financial_institution_id`.execute(db);
  return result.rows.map((row) => ({
    financialInstitutionId: row.financial_institution_id,
    currencyCode: row.currency_code,
    balanceMinor: BigInt(row.balance_minor),
    accountCount: Number(row.account_count),
  }));
}
