/**
 * The ledger's invariants (balances, interest, portfolios), as named checks
 * for the operator's reconciliation (GET /operator/reconciliation,
 * src/operator/reconciliation.ts runs them; reconciliation.ts here registers
 * the interest ones). Each check is one SQL query that returns
 * the rows breaking the invariant: none means it holds.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A reconciliation check, as the operator's runner takes it (its
 * ReconciliationCheck, declared here by shape so the ledger imports nothing
 * of the operator's).
 */
export interface LedgerCheck {
  name: string;
  description: string;
  /** Offending rows (at most `limit`); an empty list means the invariant holds. */
  run(db: Db, context: { now: Date; limit: number }): Promise<Record<string, unknown>[]>;
}

/** A check from one query returning the offending rows (it is wrapped to apply the report's limit). */
function check(name: string, description: string, query: ReturnType<typeof sql<Record<string, unknown>>>): LedgerCheck {
  return {
    name,
    description,
    async run(db, { limit }) {
      return (await sql<Record<string, unknown>>`SELECT * FROM (${query}) AS offending LIMIT ${limit}`.execute(db)).rows;
    },
  };
}

/**
 * The first of the report's checks (the operator's list starts with it, so
 * the report's order is unchanged).
 */
export const ACCOUNT_BALANCE_CHECK: LedgerCheck = {
  name: 'account-balance-equals-ledger',
  description: "Each deposit account's balance is the sum of its ledger entries.",
  async run(db, { limit }) {
    const result = await sql<Record<string, unknown>>`
      SELECT a.deposit_account_id, a.balance_minor, coalesce(l.total, 0) AS ledger_total_minor
      FROM deposit_accounts a
      LEFT JOIN (SELECT deposit_account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY deposit_account_id) l
        ON l.deposit_account_id = a.deposit_account_id
      WHERE a.balance_minor <> coalesce(l.total, 0)
      ORDER BY a.deposit_account_id
      LIMIT ${limit}
    `.execute(db);
    return result.rows;
  },
};

export const INTEREST_RECONCILIATION_CHECKS: LedgerCheck[] = [
  check(
    'accrued-interest-equals-accruals-less-postings',
    "Each account's accrued interest (unposted accrual plus the remainder carried from its last posting) equals the sum of its daily accruals less what its postings paid and less what postings made before the carry rule dropped (closures post through interest_postings too, so closed accounts are covered): interest paid + accrued interest = the exact accrual.",
    sql`
      SELECT a.deposit_account_id, a.accrued_interest::text AS accrued_interest,
             (COALESCE(acc.total, 0) - COALESCE(pst.posted, 0) - COALESCE(pst.dropped, 0))::text AS expected
      FROM deposit_accounts a
      LEFT JOIN (SELECT deposit_account_id, sum(amount) AS total FROM interest_accruals GROUP BY deposit_account_id) acc
        ON acc.deposit_account_id = a.deposit_account_id
      LEFT JOIN (SELECT deposit_account_id, sum(posted_minor) AS posted, sum(remainder_dropped) AS dropped FROM interest_postings GROUP BY deposit_account_id) pst
        ON pst.deposit_account_id = a.deposit_account_id
      WHERE a.accrued_interest <> COALESCE(acc.total, 0) - COALESCE(pst.posted, 0) - COALESCE(pst.dropped, 0)
    `,
  ),
  check(
    'interest-paid-within-half-a-penny-of-accrual',
    'No account carries less than minus half a penny, and a closed account left less than half a penny unpaid either way: over its life an account is paid its exact accrual to within half a penny.',
    sql`
      SELECT deposit_account_id, status, accrued_interest::text AS accrued_interest
      FROM deposit_accounts
      WHERE accrued_interest < -0.5 OR (status = 'Closed' AND accrued_interest >= 0.5)
    `,
  ),
  check(
    'fixed-terms-accrue-at-their-fixed-rate',
    'Every fixed-term account has its net rate fixed at opening, and every accrual of it is at that rate.',
    sql`
      SELECT a.deposit_account_id, a.fixed_net_rate_percent::text AS fixed_net_rate, r.accrual_date, r.net_rate_percent::text AS accrued_at_rate
      FROM deposit_accounts a
      JOIN products p ON p.product_id = a.product_id AND p.product_term_type = 'FixedTerm'
      LEFT JOIN interest_accruals r
        ON r.deposit_account_id = a.deposit_account_id AND r.net_rate_percent IS DISTINCT FROM a.fixed_net_rate_percent
      WHERE a.fixed_net_rate_percent IS NULL OR r.deposit_account_id IS NOT NULL
    `,
  ),
  check(
    'no-accrual-on-or-after-the-payout-day',
    'No account accrues on or after the payout day of its closure or maturity payout (the line is the balance plus interest up to the day before).',
    sql`
      SELECT r.deposit_account_id, r.accrual_date, c.instruction_reference, c.date_to_be_actioned
      FROM instructions c
      JOIN interest_accruals r ON r.deposit_account_id = c.deposit_account_id AND r.accrual_date >= c.date_to_be_actioned
      WHERE c.is_closure AND c.state IN ('Live', 'Settled')
    `,
  ),
  check(
    'interest-paid-equals-interest-postings',
    "Each account's interest paid equals the sum of its InterestPosting ledger entries and the sum of its interest postings (every posting, closures included, writes both).",
    sql`
      SELECT a.deposit_account_id, a.interest_paid_minor::text AS interest_paid,
             COALESCE(led.total, 0)::text AS ledger_total, COALESCE(pst.total, 0)::text AS postings_total
      FROM deposit_accounts a
      LEFT JOIN (SELECT deposit_account_id, sum(amount_minor) AS total FROM ledger_entries
                 WHERE entry_type = 'InterestPosting' GROUP BY deposit_account_id) led
        ON led.deposit_account_id = a.deposit_account_id
      LEFT JOIN (SELECT deposit_account_id, sum(posted_minor) AS total FROM interest_postings GROUP BY deposit_account_id) pst
        ON pst.deposit_account_id = a.deposit_account_id
      WHERE a.interest_paid_minor <> COALESCE(led.total, 0) OR a.interest_paid_minor <> COALESCE(pst.total, 0)
    `,
  ),
  check(
    'postings-round-half-up',
    'Each posting is its accrued amount (carried remainder included) rounded half-up to the penny.',
    sql`
      SELECT posting_id, deposit_account_id, accrued_amount::text AS accrued_amount, posted_minor::text AS posted_minor
      FROM interest_postings WHERE posted_minor <> FLOOR(accrued_amount + 0.5)
    `,
  ),
  check(
    'accounts-agree-with-portfolios',
    'Each deposit account belongs to a portfolio of its own partner, client and currency.',
    sql`
      SELECT a.deposit_account_id, a.portfolio_id
      FROM deposit_accounts a JOIN portfolios p ON p.portfolio_id = a.portfolio_id
      WHERE p.financial_partner_id <> a.financial_partner_id
         OR p.client_reference <> a.client_reference
         OR p.currency_code <> a.currency_code
    `,
  ),
  check(
    'portfolio-updated-with-its-accounts',
    'No portfolio shows an older last-updated time than a change to one of its accounts (the If-Modified-Since answer depends on it).',
    sql`
      SELECT p.portfolio_id, p.updated_at, max(a.updated_at) AS account_updated_at
      FROM portfolios p JOIN deposit_accounts a ON a.portfolio_id = p.portfolio_id
      GROUP BY p.portfolio_id, p.updated_at
      HAVING max(a.updated_at) > p.updated_at
    `,
  ),
  check(
    'accruals-within-the-term',
    'No interest accrues before an account opened or on or after its maturity date.',
    sql`
      SELECT r.deposit_account_id, r.accrual_date
      FROM interest_accruals r JOIN deposit_accounts a ON a.deposit_account_id = r.deposit_account_id
      WHERE r.accrual_date < a.opened_on OR (a.matures_on IS NOT NULL AND r.accrual_date >= a.matures_on)
    `,
  ),
];
