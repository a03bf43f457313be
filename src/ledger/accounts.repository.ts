/**
 * The ledger's SQL for portfolios (created with a client's first deposit in a
 * currency), deposit accounts and their ledger entries. Only src/ledger/
 * calls it (callers go through ledger.ts); every function runs in the caller's
 * transaction, and a balance change is written with its ledger entries.
 */
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Tx } from '../database.js';
import type { EventType } from '../events/events.js';
import { insertEvents, jsonBusinessDate, jsonMoney } from '../events/events.js';
import { newId } from '../platform/ids.js';
import { formatDateTime } from '../platform/time.js';
import {
  accruedInterestThroughHorizon,
  foldInto,
  horizonParam,
  lockAccrualHorizon,
  nextPostingAfter,
  schedulePostings,
  OLD_PERIOD_COLUMNS,
  PERIOD_RETURNING,
  periodBookkeeping,
  periodDailyAccrual,
  periodDailyMargin,
} from './accrual-periods.repository.js';
import { counterLegsOfEntries } from './books.repository.js';
import { appendHoldingChanges } from './holdings.repository.js';
import type { BookAccountKind, LedgerTables, TransferKind } from './ledger.tables.js';

export type EntryType = LedgerTables['ledger_entries']['entry_type'];

/**
 * The portfolios of several (client, currency) pairs, each created on first
 * use: one multi-row insert and one select, whatever the number of pairs.
 * Returns portfolio ids keyed by `${clientReference}#${currencyCode}`.
 */
/** The portfolios that exist of several (client, currency) pairs, keyed `${clientReference}#${currencyCode}`; none is created. */
export async function findPortfolios(trx: Tx, wanted: { clientReference: string; currencyCode: string }[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const rows = await trx
    .selectFrom('portfolios')
    .select(['portfolio_id', 'client_reference', 'currency_code'])
    .where('client_reference', 'in', [...new Set(wanted.map((w) => w.clientReference))])
    .execute();
  for (const row of rows) found.set(`${row.client_reference}#${row.currency_code}`, row.portfolio_id);
  return found;
}

export async function ensurePortfolios(trx: Tx, wanted: { financialPartnerId: string; clientReference: string; currencyCode: string }[], now: Date): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const unique = [...new Map(wanted.map((w) => [`${w.clientReference}#${w.currencyCode}`, w])).values()];
  // Sorted, so two workers creating the same portfolios take their locks in one order.
  unique.sort((a, b) => (a.clientReference < b.clientReference ? -1 : a.clientReference > b.clientReference ? 1 : a.currencyCode < b.currencyCode ? -1 : 1));
  await trx
    .insertInto('portfolios')
    .values(
      unique.map((w) => ({
        portfolio_id: newId(),
        financial_partner_id: w.financialPartnerId,
        client_reference: w.clientReference,
        currency_code: w.currencyCode,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['client_reference', 'currency_code']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('portfolios')
    .select(['portfolio_id', 'client_reference', 'currency_code'])
    .where('client_reference', 'in', [...new Set(unique.map((w) => w.clientReference))])
    .execute();
  for (const row of rows) found.set(`${row.client_reference}#${row.currency_code}`, row.portfolio_id);
  for (const w of unique) {
    if (!found.has(`${w.clientReference}#${w.currencyCode}`)) throw new Error(`portfolio of ${w.clientReference} in ${w.currencyCode} not found after insert`);
  }
  return found;
}

/**
 * Anything a portfolio shows changed: its version goes up and it sorts as
 * recently updated. Its portfolio.updated event carries the accounts changed
 * at `now` (every balance, status or new-account write sets the account's
 * updated_at to the transaction's `now`), as they stand after the change.
 */
export async function bumpPortfolios(trx: Tx, portfolioIds: Iterable<string>, now: Date): Promise<void> {
  const ids = [...new Set(portfolioIds)].sort();
  if (ids.length === 0) return;
  // One array parameter, not one per id: a large batch touches more portfolios
  // than the 65,535 parameters a statement may carry. The portfolio.updated
  // events are written by the same statement; it runs after the account
  // writes of the transaction, so it reads their results.
  await sql`
    WITH bumped AS (
      UPDATE portfolios SET portfolio_version = portfolio_version + 1, updated_at = ${now}
      WHERE portfolio_id = ANY(${ids}::text[])
      RETURNING portfolio_id, financial_partner_id, client_reference, currency_code, portfolio_version
    ),
    changed_accounts AS (
      SELECT ${CHANGED_ACCOUNT_COLUMNS} FROM deposit_accounts a
      WHERE a.portfolio_id = ANY(${ids}::text[]) AND a.updated_at = ${now}
    ),
    bumped_events AS (${insertEvents('portfolio.updated', portfolioEventRows('bumped', 'changed_accounts', now), now)})
    SELECT count(*) FROM bumped`.execute(trx);
}

/**
 * The deposit_accounts columns a portfolio.updated event shows of each
 * changed account (with PERIOD_RETURNING's deposit_account_id, portfolio_id
 * and product_id): for the RETURNING of a statement whose changed rows feed
 * bumpPortfoliosOfRows.
 */
export const CHANGED_ACCOUNT_EXTRA_COLUMNS = sql.raw('a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on, a.balance_minor, a.interest_paid_minor');
const CHANGED_ACCOUNT_COLUMNS = sql.raw(
  'a.deposit_account_id, a.portfolio_id, a.product_id, a.issue_number, a.product_version_on_open, a.status, a.opened_on, a.matures_on, a.balance_minor, a.interest_paid_minor',
);

/**
 * The portfolio.updated event of each portfolio an earlier CTE bumped (its
 * RETURNING columns), with the accounts of `changedCte` (CHANGED_ACCOUNT_COLUMNS)
 * in it as they stood after the change, as the Portfolios API shows them but
 * for the interest figures that move every night without an event. Only the
 * changed accounts: a night's postings then write what changed, not every
 * account of every portfolio they touch (docs/decisions/events-feed.md).
 * Joined to the changed accounts grouped by portfolio (a hash join), never a
 * subquery per portfolio over a CTE of a whole chunk.
 */
function portfolioEventRows(bumpedCte: string, changedCte: string, now: Date): RawBuilder<unknown> {
  return sql`
    SELECT p.financial_partner_id,
           jsonb_build_object('portfolioId', p.portfolio_id, 'clientReference', p.client_reference,
                              'currencyCode', p.currency_code, 'portfolioVersion', p.portfolio_version,
                              'dateLastUpdatedUTC', ${formatDateTime(now)}::text,
                              'changedDepositAccounts', COALESCE(c.accounts, '[]'::jsonb)) AS data
    FROM ${sql.table(bumpedCte)} AS p
    LEFT JOIN (
      SELECT a.portfolio_id,
             jsonb_agg(jsonb_build_object(
               'depositAccountId', a.deposit_account_id, 'productId', a.product_id,
               'productIssueNumber', a.issue_number, 'productVersionOnAccountOpen', a.product_version_on_open,
               'accountStatus', a.status,
               'dateAccountOpenedUTC', ${jsonBusinessDate(sql`a.opened_on`)},
               'dateAccountMaturesUTC', CASE WHEN a.matures_on IS NULL THEN NULL ELSE ${jsonBusinessDate(sql`a.matures_on`)} END,
               'amount', ${jsonMoney(sql`a.balance_minor`)}, 'interestPaidAmount', ${jsonMoney(sql`a.interest_paid_minor`)}
             ) ORDER BY a.deposit_account_id) AS accounts
      FROM ${sql.table(changedCte)} AS a GROUP BY a.portfolio_id
    ) AS c ON c.portfolio_id = p.portfolio_id
    ORDER BY p.portfolio_id`;
}

/**
 * bumpPortfolios for a set-based statement: the portfolios of the rows an
 * earlier CTE of it returned (PERIOD_RETURNING and CHANGED_ACCOUNT_EXTRA_COLUMNS:
 * the accounts as the statement left them, which a later CTE of the same
 * statement could not read back), each version up once, and their
 * portfolio.updated events, as two more CTEs
 * (`WITH ..., ${bumpPortfoliosOfRows('touched', now)} SELECT ...`): `bumped` and `bumped_events`.
 */
export function bumpPortfoliosOfRows(cte: string, now: Date): RawBuilder<unknown> {
  return sql`
    bumped AS (
      UPDATE portfolios SET portfolio_version = portfolio_version + 1, updated_at = ${now}
      WHERE portfolio_id IN (SELECT portfolio_id FROM ${sql.table(cte)})
      RETURNING portfolio_id, financial_partner_id, client_reference, currency_code, portfolio_version
    ),
    bumped_events AS (${insertEvents('portfolio.updated', portfolioEventRows('bumped', cte, now), now)})`;
}

/**
 * The account.* events of the deposit accounts an earlier CTE returned (every
 * deposit_accounts column the event names), as the Portfolios API shows the
 * account's key fields.
 */
export function accountEventRows(cte: string): RawBuilder<unknown> {
  return sql`
    SELECT a.financial_partner_id,
           jsonb_build_object('depositAccountId', a.deposit_account_id, 'portfolioId', a.portfolio_id,
                              'clientReference', a.client_reference, 'productId', a.product_id,
                              'productIssueNumber', a.issue_number, 'productVersionOnAccountOpen', a.product_version_on_open,
                              'currencyCode', a.currency_code, 'accountStatus', a.status,
                              'dateAccountOpenedUTC', ${jsonBusinessDate(sql`a.opened_on`)},
                              'dateAccountMaturesUTC', CASE WHEN a.matures_on IS NULL THEN NULL ELSE ${jsonBusinessDate(sql`a.matures_on`)} END) AS data
    FROM ${sql.table(cte)} AS a ORDER BY a.deposit_account_id`;
}

/** Every column accountEventRows reads, for a RETURNING clause. */
export const ACCOUNT_EVENT_COLUMNS = sql.raw(
  'deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number, product_version_on_open, currency_code, status, opened_on, matures_on',
);

/** An account.* event CTE over an earlier CTE's accounts. */
export function accountEvents(type: Extract<EventType, `account.${string}`>, cte: string, now: Date): RawBuilder<unknown> {
  return insertEvents(type, accountEventRows(cte), now);
}

/** What identifies a deposit account and its terms: shared by the locked read and the insert below. */
interface DepositAccountKey {
  depositAccountId: string;
  financialPartnerId: string;
  portfolioId: string;
  clientReference: string;
  productId: string;
  issueNumber: number;
  productVersionOnOpen: number;
  currencyCode: string;
}

export interface AccountForUpdate extends DepositAccountKey {
  status: 'Open' | 'Matured' | 'Closed';
  openedOn: string;
  maturesOn: string | null;
  balanceMinor: bigint;
  accruedInterest: string;
}

const ACCOUNT_COLUMNS = [
  'deposit_account_id',
  'financial_partner_id',
  'portfolio_id',
  'client_reference',
  'product_id',
  'issue_number',
  'product_version_on_open',
  'currency_code',
  'status',
  'opened_on',
  'matures_on',
  'balance_minor',
] as const;

/** A deposit_accounts row with the columns of ACCOUNT_COLUMNS, typed from the table. */
type AccountRow = Pick<Selectable<LedgerTables['deposit_accounts']>, (typeof ACCOUNT_COLUMNS)[number]> & { accrued_interest: string };

function accountFromRow(row: AccountRow): AccountForUpdate {
  return {
    depositAccountId: row.deposit_account_id,
    financialPartnerId: row.financial_partner_id,
    portfolioId: row.portfolio_id,
    clientReference: row.client_reference,
    productId: row.product_id,
    issueNumber: row.issue_number,
    productVersionOnOpen: row.product_version_on_open,
    currencyCode: row.currency_code,
    status: row.status,
    openedOn: row.opened_on,
    maturesOn: row.matures_on,
    balanceMinor: BigInt(row.balance_minor),
    accruedInterest: String(row.accrued_interest),
  };
}

/** The accounts, row-locked in id order (so two callers never wait for each other in a cycle); the missing ones left out. */
export async function findAccountsForUpdate(trx: Tx, depositAccountIds: readonly string[]): Promise<AccountForUpdate[]> {
  if (depositAccountIds.length === 0) return [];
  const rows = await trx
    .selectFrom('deposit_accounts as a')
    .select(ACCOUNT_COLUMNS)
    .select(accruedInterestThroughHorizon('a').as('accrued_interest'))
    .where(sql<boolean>`a.deposit_account_id = ANY(${[...depositAccountIds]}::text[])`)
    .orderBy('a.deposit_account_id')
    .forUpdate()
    .execute();
  return rows.map(accountFromRow);
}

/** The account, row-locked: balance checks and changes on it are serialised. */
export async function findAccountForUpdate(trx: Tx, depositAccountId: string): Promise<AccountForUpdate | undefined> {
  const row = await trx
    .selectFrom('deposit_accounts as a')
    .select(ACCOUNT_COLUMNS)
    // Interest accrued through the accrual horizon: the stored part and the open period's days.
    .select(accruedInterestThroughHorizon('a').as('accrued_interest'))
    .where('deposit_account_id', '=', depositAccountId)
    .forUpdate()
    .executeTakeFirst();
  return row ? accountFromRow(row) : undefined;
}

export async function markAccountClosed(trx: Tx, depositAccountId: string, closedOn: string, now: Date): Promise<void> {
  await sql`
    WITH closed AS (
      UPDATE deposit_accounts SET status = 'Closed', closed_on = ${closedOn}::date, updated_at = ${now}
      WHERE deposit_account_id = ${depositAccountId} AND status <> 'Closed'
      RETURNING ${ACCOUNT_EVENT_COLUMNS}
    ),
    closed_events AS (${accountEvents('account.closed', 'closed', now)}),
    -- One account fewer held; its balance (paid out before) does not change here.
    closed_holdings AS (${appendHoldingChanges('closed', { balance: sql`0`, accounts: sql`-1` })})
    SELECT count(*) FROM closed`.execute(trx);
}

/** What a deposit batch's settlement looks up per (portfolio, product, issue): see findAccountsToTopUp. */
export interface TopUpKey {
  portfolioId: string;
  productId: string;
  issueNumber: number;
  /** For a fixed term, the only opening date an account may have to be topped up; null otherwise. */
  fixedTermOpenedOn: string | null;
}

export function topUpKeyOf(key: { portfolioId: string; productId: string; issueNumber: number }): string {
  return `${key.portfolioId}#${key.productId}#${key.issueNumber}`;
}

/**
 * The accounts deposits settle into, for many keys in one statement: per key
 * an Open account of the issue in the portfolio; for a fixed term only one
 * opened on `fixedTermOpenedOn` (a later deposit starts its own term); never
 * one with a closure pending. Of several, the earliest opened, then the lowest
 * id. The chosen accounts are row-locked (in id order). Returns account ids
 * keyed by topUpKeyOf; a key is absent when none fits (a new account opens).
 */
export async function findAccountsToTopUp(trx: Tx, keys: TopUpKey[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (keys.length === 0) return found;
  // Arrays as single parameters: a batch holds far more keys than a statement may carry parameters.
  const rows = await sql<{ deposit_account_id: string; portfolio_id: string; product_id: string; issue_number: number }>`
    SELECT a.deposit_account_id, a.portfolio_id, a.product_id, a.issue_number
    FROM deposit_accounts a
    WHERE a.deposit_account_id IN (
      SELECT DISTINCT ON (k.portfolio_id, k.product_id, k.issue_number) d.deposit_account_id
      FROM unnest(${keys.map((k) => k.portfolioId)}::text[], ${keys.map((k) => k.productId)}::text[],
                  ${keys.map((k) => String(k.issueNumber))}::int[], ${keys.map((k) => k.fixedTermOpenedOn)}::date[])
           AS k(portfolio_id, product_id, issue_number, opened_on)
      JOIN deposit_accounts d
        ON d.portfolio_id = k.portfolio_id AND d.product_id = k.product_id AND d.issue_number = k.issue_number
       AND d.status = 'Open' AND (k.opened_on IS NULL OR d.opened_on = k.opened_on)
      -- An account being closed must not swallow a new deposit into its payout.
      WHERE NOT EXISTS (
        SELECT 1 FROM instructions i
        WHERE i.deposit_account_id = d.deposit_account_id AND i.state = 'Live' AND i.is_closure
      )
      ORDER BY k.portfolio_id, k.product_id, k.issue_number, d.opened_on, d.deposit_account_id
    )
    ORDER BY a.deposit_account_id
    FOR UPDATE`.execute(trx);
  for (const row of rows.rows) found.set(topUpKeyOf({ portfolioId: row.portfolio_id, productId: row.product_id, issueNumber: row.issue_number }), row.deposit_account_id);
  return found;
}

/**
 * The settled balance of the account each key's deposits would top up (the
 * rule of findAccountsToTopUp, without its lock), keyed by topUpKeyOf; absent
 * when none fits (a new account would open). Interest is in the balance once
 * posted; interest accrued and not yet posted is not.
 */
export async function findTopUpBalances(trx: Tx, keys: TopUpKey[]): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>();
  if (keys.length === 0) return found;
  const rows = await sql<{ portfolio_id: string; product_id: string; issue_number: number; balance_minor: bigint }>`
    SELECT DISTINCT ON (k.portfolio_id, k.product_id, k.issue_number) d.portfolio_id, d.product_id, d.issue_number, d.balance_minor
    FROM unnest(${keys.map((k) => k.portfolioId)}::text[], ${keys.map((k) => k.productId)}::text[],
                ${keys.map((k) => String(k.issueNumber))}::int[], ${keys.map((k) => k.fixedTermOpenedOn)}::date[])
         AS k(portfolio_id, product_id, issue_number, opened_on)
    JOIN deposit_accounts d
      ON d.portfolio_id = k.portfolio_id AND d.product_id = k.product_id AND d.issue_number = k.issue_number
     AND d.status = 'Open' AND (k.opened_on IS NULL OR d.opened_on = k.opened_on)
    WHERE NOT EXISTS (
      SELECT 1 FROM instructions i
      WHERE i.deposit_account_id = d.deposit_account_id AND i.state = 'Live' AND i.is_closure
    )
    ORDER BY k.portfolio_id, k.product_id, k.issue_number, d.opened_on, d.deposit_account_id`.execute(trx);
  for (const row of rows.rows) found.set(topUpKeyOf({ portfolioId: row.portfolio_id, productId: row.product_id, issueNumber: row.issue_number }), BigInt(row.balance_minor));
  return found;
}

export interface NewDepositAccount extends DepositAccountKey {
  openedOn: string;
  maturesOn: string | null;
}

/**
 * Opens many deposit accounts in one statement, each Open with balance 0 (the
 * Deposit postings fill it). A fixed term's net rate is fixed here, in the
 * opening's transaction: its opening version's rate less the issue's margin in
 * force now (docs/decisions/domain.md); it never changes afterwards.
 */
export async function openDepositAccounts(trx: Tx, accounts: NewDepositAccount[], now: Date): Promise<void> {
  if (accounts.length === 0) return;
  // The open period starts on the opening day, at the account's rates; it earns
  // nothing until the Deposit postings fill the balance (accrual-periods.repository.ts).
  await sql`
    WITH opened AS (
    INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
      product_version_on_open, currency_code, status, opened_on, matures_on, balance_minor, accrued_through, fixed_net_rate_percent,
      accrual_net_rate, accrual_gross_rate, next_posting_on, created_at, updated_at)
    SELECT a.deposit_account_id, a.financial_partner_id, a.portfolio_id, a.client_reference, a.product_id, a.issue_number,
      a.product_version_on_open, a.currency_code, 'Open', a.opened_on, a.matures_on, 0, a.opened_on - 1,
      CASE WHEN p.product_term_type = 'FixedTerm' THEN GREATEST(v.rate_percent - i.margin_percent, 0) END,
      CASE WHEN p.product_term_type = 'FixedTerm' THEN GREATEST(v.rate_percent - i.margin_percent, 0) ELSE GREATEST(vc.rate_percent - i.margin_percent, 0) END,
      CASE WHEN p.product_term_type = 'FixedTerm' THEN v.rate_percent ELSE vc.rate_percent END,
      ${nextPostingAfter(sql`a.opened_on`)},
      ${now}, ${now}
    FROM unnest(${accounts.map((a) => a.depositAccountId)}::text[], ${accounts.map((a) => a.financialPartnerId)}::text[],
                ${accounts.map((a) => a.portfolioId)}::text[], ${accounts.map((a) => a.clientReference)}::text[],
                ${accounts.map((a) => a.productId)}::text[], ${accounts.map((a) => String(a.issueNumber))}::int[],
                ${accounts.map((a) => String(a.productVersionOnOpen))}::int[], ${accounts.map((a) => a.currencyCode)}::text[],
                ${accounts.map((a) => a.openedOn)}::date[], ${accounts.map((a) => a.maturesOn)}::date[])
         AS a(deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
              product_version_on_open, currency_code, opened_on, matures_on)
    JOIN products p ON p.product_id = a.product_id
    JOIN product_issues i ON i.product_id = a.product_id AND i.issue_number = a.issue_number
    JOIN product_issue_versions v
      ON v.product_id = a.product_id AND v.issue_number = a.issue_number AND v.version_number = a.product_version_on_open
    JOIN product_issue_versions vc
      ON vc.product_id = a.product_id AND vc.issue_number = a.issue_number AND vc.version_number = i.current_version
    RETURNING ${ACCOUNT_EVENT_COLUMNS}, next_posting_on
    ),
    scheduled AS (${schedulePostings('opened')}),
    opened_events AS (${accountEvents('account.opened', 'opened', now)}),
    -- One more account held per account opened, each with balance 0 (the Deposit postings fill it).
    opened_holdings AS (${appendHoldingChanges('opened', { balance: sql`0`, accounts: sql`1` })})
    SELECT count(*) FROM opened`.execute(trx);
}

/** The transfer a set of entries is the deposit accounts' side of: one currency, its id unique. */
export interface EntryTransfer {
  transferId: string;
  kind: TransferKind;
  description: string;
  /**
   * The account on the other side of every entry (a deposit's partner, a
   * withdrawal's payout to the client); by default each account's
   * institution: `placed`, or `interest-receivable` for interest.
   */
  counter?: { kind: BookAccountKind; ownerId: string };
}

export interface EntryRow {
  depositAccountId: string;
  entryType: EntryType;
  /** Signed: a credit to the account is positive, a debit negative. */
  amountMinor: bigint;
  businessDate: string;
  instructionId: string | null;
}

/**
 * Many ledger entries at once: the entries (in the order given) and one
 * balance change per account, by the sum of its entries (interest paid goes up
 * by its InterestPosting entries too). Two statements whatever the number of
 * entries; arrays as single parameters, since a batch holds more entries than a
 * statement may carry parameters.
 */
export async function insertEntries(trx: Tx, transfer: EntryTransfer, entries: EntryRow[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  const businessDate = entries[0].businessDate;
  // The entries are the deposit accounts' legs of one transfer; its other legs, its row and the
  // balances they move are written by the same statement (books.repository.ts).
  await sql`
    WITH entries AS (
      INSERT INTO ledger_entries (deposit_account_id, entry_type, amount_minor, business_date, instruction_id, transfer_id, created_at)
      SELECT e.deposit_account_id, e.entry_type, e.amount_minor, e.business_date, e.instruction_id, ${transfer.transferId}, ${now}
      FROM unnest(${entries.map((e) => e.depositAccountId)}::text[], ${entries.map((e) => e.entryType)}::text[],
                  ${entries.map((e) => e.amountMinor.toString())}::bigint[], ${entries.map((e) => e.businessDate)}::date[],
                  ${entries.map((e) => e.instructionId)}::text[])
           WITH ORDINALITY AS e(deposit_account_id, entry_type, amount_minor, business_date, instruction_id, n)
      ORDER BY e.n
      RETURNING transfer_id, deposit_account_id, entry_type, amount_minor
    ),
    ${counterLegsOfEntries('entries', transfer.kind, businessDate, transfer.description, now, transfer.counter)}
    SELECT count(*) FROM entries`.execute(trx);
  const sums = new Map<string, { amountMinor: bigint; interestMinor: bigint }>();
  for (const e of entries) {
    const sum = sums.get(e.depositAccountId) ?? { amountMinor: 0n, interestMinor: 0n };
    sum.amountMinor += e.amountMinor;
    if (e.entryType === 'InterestPosting') sum.interestMinor += e.amountMinor;
    sums.set(e.depositAccountId, sum);
  }
  // In id order, so two transactions changing the same accounts lock them alike.
  const ids = [...sums.keys()].sort();
  // Each account's open period ends on the accrual horizon and a new one starts
  // on the new balance (accrual-periods.repository.ts).
  const horizon = horizonParam(await lockAccrualHorizon(trx));
  const result = await sql<{ changed: string }>`
    WITH s AS (
      SELECT * FROM unnest(${ids}::text[], ${ids.map((id) => sums.get(id)!.amountMinor.toString())}::bigint[],
                           ${ids.map((id) => sums.get(id)!.interestMinor.toString())}::bigint[]) AS s(deposit_account_id, amount_minor, interest_minor)
    ),
    o AS (
      SELECT ${OLD_PERIOD_COLUMNS}, s.amount_minor AS change_minor, s.interest_minor AS interest_change_minor
      FROM deposit_accounts a JOIN s ON s.deposit_account_id = a.deposit_account_id
      ORDER BY a.deposit_account_id
      FOR UPDATE OF a
    ),
    changed AS (
      UPDATE deposit_accounts a
      SET balance_minor = o.balance_minor + o.change_minor,
          interest_paid_minor = a.interest_paid_minor + o.interest_change_minor,
          ${foldInto(horizon)},
          daily_accrual = ${periodDailyAccrual(sql`o.status`, sql`o.balance_minor + o.change_minor`, sql`o.accrual_net_rate`)},
          daily_margin = ${periodDailyMargin(sql`o.status`, sql`o.balance_minor + o.change_minor`, sql`o.accrual_net_rate`, sql`o.accrual_gross_rate`)},
          updated_at = ${now}
      FROM o
      WHERE a.deposit_account_id = o.deposit_account_id
      RETURNING ${PERIOD_RETURNING}, a.financial_partner_id, o.change_minor
    ),
    ${periodBookkeeping('changed', 'balance')},
    -- The partner's holdings move with the balances, one row per partner, institution and currency.
    balance_holdings AS (${appendHoldingChanges('changed', { balance: sql`c.change_minor`, accounts: sql`0` })})
    SELECT count(*)::text AS changed FROM changed`.execute(trx);
  if (Number(result.rows[0]?.changed ?? 0) !== ids.length) {
    throw new Error(`ledger entries found ${result.rows[0]?.changed ?? 0} of ${ids.length} accounts`);
  }
}
