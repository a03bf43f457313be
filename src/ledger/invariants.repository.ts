/**
 * The queries behind the ledger's reconciliation checks (ledger.checks.ts):
 * each returns at most `limit` rows breaking its invariant, none when it holds.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.js';

type OffendingRows = (db: Db, context: { limit: number }) => Promise<Record<string, unknown>[]>;

/** A query returning the offending rows, with the report's limit applied around it. */
function limited(query: RawBuilder<unknown>): OffendingRows {
  return async (db, { limit }) => (await sql<Record<string, unknown>>`SELECT * FROM (${query}) AS offending LIMIT ${limit}`.execute(db)).rows;
}

/** The rows breaking `account-balance-equals-ledger`. */
export async function accountBalanceEqualsLedger(db: Db, { limit }: { limit: number }): Promise<Record<string, unknown>[]> {
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
}

/** The rows breaking `accrued-interest-equals-accruals-less-postings`. */
export const accruedInterestEqualsAccrualsLessPostings = limited(sql`
      SELECT a.deposit_account_id, a.accrued_interest::text AS accrued_interest,
             (COALESCE(acc.total, 0) - COALESCE(pst.posted, 0) - COALESCE(pst.dropped, 0))::text AS expected
      FROM deposit_accounts a
      LEFT JOIN (SELECT deposit_account_id, sum(daily_amount * (last_day - first_day + 1)) AS total FROM interest_periods GROUP BY deposit_account_id) acc
        ON acc.deposit_account_id = a.deposit_account_id
      LEFT JOIN (SELECT deposit_account_id, sum(posted_minor) AS posted, sum(remainder_dropped) AS dropped FROM interest_postings GROUP BY deposit_account_id) pst
        ON pst.deposit_account_id = a.deposit_account_id
      WHERE a.accrued_interest <> COALESCE(acc.total, 0) - COALESCE(pst.posted, 0) - COALESCE(pst.dropped, 0)
    `);

/** The rows breaking `interest-paid-within-half-a-penny-of-accrual`. */
export const interestPaidWithinHalfAPennyOfAccrual = limited(sql`
      SELECT deposit_account_id, status, accrued_interest::text AS accrued_interest
      FROM deposit_accounts
      WHERE accrued_interest < -0.5 OR (status = 'Closed' AND accrued_interest >= 0.5)
    `);

/** The rows breaking `fixed-terms-accrue-at-their-fixed-rate`: an ended period, or the open one, at another rate. */
export const fixedTermsAccrueAtTheirFixedRate = limited(sql`
      SELECT a.deposit_account_id, a.fixed_net_rate_percent::text AS fixed_net_rate, r.first_day,
             COALESCE(r.net_rate_percent, a.accrual_net_rate)::text AS accrued_at_rate
      FROM deposit_accounts a
      JOIN products p ON p.product_id = a.product_id AND p.product_term_type = 'FixedTerm'
      LEFT JOIN interest_periods r
        ON r.deposit_account_id = a.deposit_account_id AND r.net_rate_percent IS DISTINCT FROM a.fixed_net_rate_percent
      WHERE a.fixed_net_rate_percent IS NULL OR r.deposit_account_id IS NOT NULL
         OR a.accrual_net_rate IS DISTINCT FROM a.fixed_net_rate_percent
    `);

/**
 * Every accrual period of the accounts, ended or open (the open one through
 * the horizon), as (deposit_account_id, first_day, last_day): what the checks
 * on the days accrued read.
 */
const ALL_PERIODS = sql`
      SELECT deposit_account_id, first_day, last_day FROM interest_periods
      UNION ALL
      SELECT a.deposit_account_id, a.accrued_through + 1, h.accrued_through
      FROM deposit_accounts a CROSS JOIN interest_accrual_horizon h
      WHERE a.daily_accrual IS NOT NULL AND h.accrued_through > a.accrued_through`;

/** The rows breaking `no-accrual-on-or-after-the-payout-day`. */
export const noAccrualOnOrAfterThePayoutDay = limited(sql`
      SELECT r.deposit_account_id, r.last_day, c.instruction_reference, c.date_to_be_actioned
      FROM instructions c
      JOIN (${ALL_PERIODS}) r ON r.deposit_account_id = c.deposit_account_id AND r.last_day >= c.date_to_be_actioned
      WHERE c.is_closure AND c.state IN ('Live', 'Settled')
    `);

/** The rows breaking `interest-paid-equals-interest-postings`. */
export const interestPaidEqualsInterestPostings = limited(sql`
      SELECT a.deposit_account_id, a.interest_paid_minor::text AS interest_paid,
             COALESCE(led.total, 0)::text AS ledger_total, COALESCE(pst.total, 0)::text AS postings_total
      FROM deposit_accounts a
      LEFT JOIN (SELECT deposit_account_id, sum(amount_minor) AS total FROM ledger_entries
                 WHERE entry_type = 'InterestPosting' GROUP BY deposit_account_id) led
        ON led.deposit_account_id = a.deposit_account_id
      LEFT JOIN (SELECT deposit_account_id, sum(posted_minor) AS total FROM interest_postings GROUP BY deposit_account_id) pst
        ON pst.deposit_account_id = a.deposit_account_id
      WHERE a.interest_paid_minor <> COALESCE(led.total, 0) OR a.interest_paid_minor <> COALESCE(pst.total, 0)
    `);

/** The rows breaking `postings-round-half-up`. */
export const postingsRoundHalfUp = limited(sql`
      SELECT posting_id, deposit_account_id, accrued_amount::text AS accrued_amount, posted_minor::text AS posted_minor
      FROM interest_postings WHERE posted_minor <> FLOOR(accrued_amount + 0.5)
    `);

/** The rows breaking `accounts-agree-with-portfolios`. */
export const accountsAgreeWithPortfolios = limited(sql`
      SELECT a.deposit_account_id, a.portfolio_id
      FROM deposit_accounts a JOIN portfolios p ON p.portfolio_id = a.portfolio_id
      WHERE p.financial_partner_id <> a.financial_partner_id
         OR p.client_reference <> a.client_reference
         OR p.currency_code <> a.currency_code
    `);

/** The rows breaking `portfolio-updated-with-its-accounts`. */
export const portfolioUpdatedWithItsAccounts = limited(sql`
      SELECT p.portfolio_id, p.updated_at, max(a.updated_at) AS account_updated_at
      FROM portfolios p JOIN deposit_accounts a ON a.portfolio_id = p.portfolio_id
      GROUP BY p.portfolio_id, p.updated_at
      HAVING max(a.updated_at) > p.updated_at
    `);

/** The rows breaking `accruals-within-the-term`. */
export const accrualsWithinTheTerm = limited(sql`
      SELECT r.deposit_account_id, r.first_day, r.last_day
      FROM (${ALL_PERIODS}) r JOIN deposit_accounts a ON a.deposit_account_id = r.deposit_account_id
      WHERE r.first_day < a.opened_on OR (a.matures_on IS NOT NULL AND r.last_day >= a.matures_on)
    `);

/**
 * The rows breaking `margin-a-day-equals-the-accounts`: per institution and
 * currency, the margin a day the nightly accrual adds (its standing figure
 * plus the changes not yet applied) against the accruing accounts' own.
 */
export const marginADayEqualsTheAccounts = limited(sql`
      SELECT k.financial_institution_id, k.currency_code, COALESCE(acc.total, 0)::text AS accounts,
             (COALESCE(c.daily_margin, 0) + COALESCE(ch.total, 0))::text AS standing_and_changes
      FROM (SELECT financial_institution_id, currency_code FROM margin_carry
            UNION SELECT financial_institution_id, currency_code FROM margin_rate_changes
            UNION SELECT p.financial_institution_id, a.currency_code FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
                  WHERE a.daily_margin <> 0) k
      LEFT JOIN margin_carry c USING (financial_institution_id, currency_code)
      LEFT JOIN (SELECT financial_institution_id, currency_code, sum(delta) AS total FROM margin_rate_changes GROUP BY 1, 2) ch
        USING (financial_institution_id, currency_code)
      LEFT JOIN (SELECT p.financial_institution_id, a.currency_code, sum(a.daily_margin) AS total
                 FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
                 WHERE a.daily_margin <> 0 GROUP BY 1, 2) acc
        USING (financial_institution_id, currency_code)
      WHERE COALESCE(acc.total, 0) <> COALESCE(c.daily_margin, 0) + COALESCE(ch.total, 0)
    `);

/**
 * The rows breaking `transfers-balance`: transfers whose legs (book legs and
 * the deposit accounts' ledger entries) do not sum to zero, or which hold a
 * leg in another currency than their own.
 */
export const transfersBalance = limited(sql`
      SELECT t.transfer_id, t.currency_code, COALESCE(b.total, 0) + COALESCE(e.total, 0) AS legs_sum_minor,
             COALESCE(b.other_currency, false) OR COALESCE(e.other_currency, false) AS leg_in_other_currency
      FROM book_transfers t
      LEFT JOIN (SELECT l.transfer_id, sum(l.amount_minor) AS total, bool_or(ba.currency_code <> bt.currency_code) AS other_currency
                 FROM book_legs l JOIN book_accounts ba ON ba.account_code = l.account_code
                 JOIN book_transfers bt ON bt.transfer_id = l.transfer_id
                 GROUP BY l.transfer_id) b ON b.transfer_id = t.transfer_id
      LEFT JOIN (SELECT le.transfer_id, sum(le.amount_minor) AS total, bool_or(a.currency_code <> et.currency_code) AS other_currency
                 FROM ledger_entries le JOIN deposit_accounts a ON a.deposit_account_id = le.deposit_account_id
                 JOIN book_transfers et ON et.transfer_id = le.transfer_id
                 GROUP BY le.transfer_id) e ON e.transfer_id = t.transfer_id
      WHERE COALESCE(b.total, 0) + COALESCE(e.total, 0) <> 0 OR COALESCE(b.other_currency, false) OR COALESCE(e.other_currency, false)
      ORDER BY t.transfer_id
    `);

/**
 * The rows breaking `book-balances-equal-legs`: accounts whose posted (pending)
 * balance is not the sum of their legs in posted (pending) transfers, and
 * pending legs on a deposit account (its balance moves only when posted).
 */
export const bookBalancesEqualLegs = limited(sql`
      SELECT a.account_code, a.posted_minor, COALESCE(l.posted, 0) AS posted_legs_minor, a.pending_minor, COALESCE(l.pending, 0) AS pending_legs_minor
      FROM book_accounts a
      LEFT JOIN (SELECT bl.account_code,
                        sum(bl.amount_minor) FILTER (WHERE t.state IN ('posted')) AS posted,
                        sum(bl.amount_minor) FILTER (WHERE t.state = 'pending') AS pending
                 FROM book_legs bl JOIN book_transfers t ON t.transfer_id = bl.transfer_id
                 GROUP BY bl.account_code) l ON l.account_code = a.account_code
      WHERE a.posted_minor <> COALESCE(l.posted, 0) OR a.pending_minor <> COALESCE(l.pending, 0)
      UNION ALL
      SELECT 'deposit:' || le.deposit_account_id, NULL, NULL, NULL, sum(le.amount_minor)
      FROM ledger_entries le JOIN book_transfers t ON t.transfer_id = le.transfer_id
      WHERE t.state <> 'posted'
      GROUP BY le.deposit_account_id
    `);

/**
 * The rows breaking `margin-booked-equals-margin-accrued`: per institution and
 * currency, the margin accrued (exact) is what its margin-accrual transfers
 * booked plus what is carried, to the last 1e-20 of a penny.
 */
export const marginBookedEqualsMarginAccrued = limited(sql`
      SELECT k.financial_institution_id, k.currency_code, COALESCE(m.accrued, 0)::text AS accrued,
             COALESCE(b.booked, 0)::text AS booked, COALESCE(c.carried, 0)::text AS carried
      FROM (SELECT financial_institution_id, currency_code FROM margin_accruals
            UNION SELECT financial_institution_id, currency_code FROM margin_carry) k
      LEFT JOIN (SELECT financial_institution_id, currency_code, sum(amount) AS accrued FROM margin_accruals GROUP BY 1, 2) m
        USING (financial_institution_id, currency_code)
      LEFT JOIN margin_carry c USING (financial_institution_id, currency_code)
      LEFT JOIN (SELECT a.owner_id AS financial_institution_id, a.currency_code, -sum(l.amount_minor) AS booked
                 FROM book_legs l JOIN book_transfers t ON t.transfer_id = l.transfer_id AND t.kind = 'margin-accrual'
                 JOIN book_accounts a ON a.account_code = l.account_code AND a.kind = 'interest-receivable'
                 GROUP BY a.owner_id, a.currency_code) b
        USING (financial_institution_id, currency_code)
      WHERE COALESCE(m.accrued, 0) <> COALESCE(b.booked, 0) + COALESCE(c.carried, 0)
      ORDER BY 1, 2
    `);

/** The rows breaking `every-periodic-posting-scheduled`: an Open account with a next posting date and no schedule row on it. */
export const everyPeriodicPostingScheduled = limited(sql`
      SELECT a.deposit_account_id, a.next_posting_on
      FROM deposit_accounts a
      WHERE a.status = 'Open' AND a.next_posting_on IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM interest_posting_schedule s WHERE s.next_posting_on = a.next_posting_on AND s.deposit_account_id = a.deposit_account_id
        )
    `);

/**
 * The rows breaking `partner-holdings-equal-accounts`: per partner, institution (the product's) and currency,
 * the holdings (folded rows plus the changes since) against the accounts' own balances and count not Closed.
 */
export const partnerHoldingsEqualAccounts = limited(sql`
      WITH held AS (
        SELECT financial_partner_id, financial_institution_id, currency_code, sum(balance_minor) AS balance_minor, sum(account_count) AS account_count
        FROM (
          SELECT financial_partner_id, financial_institution_id, currency_code, balance_minor, account_count FROM partner_holdings
          UNION ALL
          SELECT financial_partner_id, financial_institution_id, currency_code, balance_change_minor, account_count_change FROM partner_holding_changes
        ) h
        GROUP BY financial_partner_id, financial_institution_id, currency_code
      ),
      actual AS (
        SELECT a.financial_partner_id, p.financial_institution_id, a.currency_code,
               sum(a.balance_minor) AS balance_minor, count(*) FILTER (WHERE a.status <> 'Closed') AS account_count
        FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
        GROUP BY a.financial_partner_id, p.financial_institution_id, a.currency_code
      )
      SELECT financial_partner_id, financial_institution_id, currency_code,
             COALESCE(h.balance_minor, 0)::text AS holdings_balance_minor, COALESCE(x.balance_minor, 0)::text AS accounts_balance_minor,
             COALESCE(h.account_count, 0)::text AS holdings_account_count, COALESCE(x.account_count, 0)::text AS accounts_account_count
      FROM held h FULL JOIN actual x USING (financial_partner_id, financial_institution_id, currency_code)
      WHERE COALESCE(h.balance_minor, 0) <> COALESCE(x.balance_minor, 0) OR COALESCE(h.account_count, 0) <> COALESCE(x.account_count, 0)
      ORDER BY financial_partner_id, financial_institution_id, currency_code
    `);
