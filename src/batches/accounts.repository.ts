/**
 * SQL for the money side that instructions and settlement write: portfolios
 * (created with a client's first instruction in a currency), deposit accounts
 * and their ledger. Each balance change and its ledger entry are written
 * together, in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';

type EntryType = 'Deposit' | 'Withdrawal' | 'InterestPosting' | 'ClosurePayout' | 'MaturityPayout';

/** The client's portfolio in a currency, created on first use. */
export async function ensurePortfolio(trx: Db, financialPartnerId: string, clientReference: string, currencyCode: string, now: Date): Promise<string> {
  await trx
    .insertInto('portfolios')
    .values({
      portfolio_id: newId(),
      financial_partner_id: financialPartnerId,
      client_reference: clientReference,
      currency_code: currencyCode,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['client_reference', 'currency_code']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('portfolios')
    .select('portfolio_id')
    .where('client_reference', '=', clientReference)
    .where('currency_code', '=', currencyCode)
    .executeTakeFirstOrThrow();
  return row.portfolio_id;
}

/**
 * The portfolios of several (client, currency) pairs, each created on first
 * use: one multi-row insert and one select, whatever the number of pairs.
 * Returns portfolio ids keyed by `${clientReference}#${currencyCode}`.
 */
export async function ensurePortfolios(
  trx: Db,
  wanted: { financialPartnerId: string; clientReference: string; currencyCode: string }[],
  now: Date,
): Promise<Map<string, string>> {
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

/** Anything a portfolio shows changed: its version goes up and it sorts as recently updated. */
export async function bumpPortfolios(trx: Db, portfolioIds: Iterable<string>, now: Date): Promise<void> {
  const ids = [...new Set(portfolioIds)].sort();
  if (ids.length === 0) return;
  await trx
    .updateTable('portfolios')
    .set({ portfolio_version: sql`portfolio_version + 1`, updated_at: now })
    // One array parameter, not one per id: a large batch touches more portfolios
    // than the 65,535 parameters a statement may carry.
    .where('portfolio_id', '=', sql<string>`ANY(${ids}::text[])`)
    .execute();
}

export interface AccountForUpdate {
  depositAccountId: string;
  financialPartnerId: string;
  portfolioId: string;
  clientReference: string;
  productId: string;
  issueNumber: number;
  productVersionOnOpen: number;
  currencyCode: string;
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
  'accrued_interest',
] as const;

function accountFromRow(row: {
  deposit_account_id: string;
  financial_partner_id: string;
  portfolio_id: string;
  client_reference: string;
  product_id: string;
  issue_number: number;
  product_version_on_open: number;
  currency_code: string;
  status: 'Open' | 'Matured' | 'Closed';
  opened_on: string;
  matures_on: string | null;
  balance_minor: bigint;
  accrued_interest: string;
}): AccountForUpdate {
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

/** The account, row-locked: balance checks and changes on it are serialised. */
export async function findAccountForUpdate(trx: Db, depositAccountId: string): Promise<AccountForUpdate | undefined> {
  const row = await trx.selectFrom('deposit_accounts').select(ACCOUNT_COLUMNS).where('deposit_account_id', '=', depositAccountId).forUpdate().executeTakeFirst();
  return row ? accountFromRow(row) : undefined;
}

/**
 * The account a deposit settles into: an Open account of the same issue in the
 * portfolio; for a fixed term only one opened that same day (a later deposit
 * starts its own term).
 */
export async function findAccountToTopUp(
  trx: Db,
  portfolioId: string,
  productId: string,
  issueNumber: number,
  fixedTermOpenedOn: string | undefined,
): Promise<AccountForUpdate | undefined> {
  let query = trx
    .selectFrom('deposit_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('portfolio_id', '=', portfolioId)
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .where('status', '=', 'Open')
    // An account being closed must not swallow a new deposit into its payout.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('instructions')
            .select('instruction_id')
            .whereRef('instructions.deposit_account_id', '=', 'deposit_accounts.deposit_account_id')
            .where('instructions.state', '=', 'Live')
            .where('instructions.is_closure', '=', true),
        ),
      ),
    );
  if (fixedTermOpenedOn !== undefined) query = query.where('opened_on', '=', fixedTermOpenedOn);
  const row = await query.orderBy('opened_on').orderBy('deposit_account_id').limit(1).forUpdate().executeTakeFirst();
  return row ? accountFromRow(row) : undefined;
}

export async function openDepositAccount(
  trx: Db,
  account: {
    financialPartnerId: string;
    portfolioId: string;
    clientReference: string;
    productId: string;
    issueNumber: number;
    productVersionOnOpen: number;
    currencyCode: string;
    openedOn: string;
    maturesOn: string | null;
  },
  now: Date,
): Promise<string> {
  const depositAccountId = newId();
  await trx
    .insertInto('deposit_accounts')
    .values({
      deposit_account_id: depositAccountId,
      financial_partner_id: account.financialPartnerId,
      portfolio_id: account.portfolioId,
      client_reference: account.clientReference,
      product_id: account.productId,
      issue_number: account.issueNumber,
      product_version_on_open: account.productVersionOnOpen,
      currency_code: account.currencyCode,
      status: 'Open',
      opened_on: account.openedOn,
      matures_on: account.maturesOn,
      balance_minor: 0n,
      accrued_through: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return depositAccountId;
}

/** One money movement: the ledger entry and the balance change, together. */
export async function postEntry(
  trx: Db,
  entry: { depositAccountId: string; entryType: EntryType; amountMinor: bigint; businessDate: string; instructionId: string | null },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      deposit_account_id: entry.depositAccountId,
      entry_type: entry.entryType,
      amount_minor: entry.amountMinor,
      business_date: entry.businessDate,
      instruction_id: entry.instructionId,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('deposit_accounts')
    .set({
      balance_minor: sql`balance_minor + ${entry.amountMinor}`,
      ...(entry.entryType === 'InterestPosting' ? { interest_paid_minor: sql`interest_paid_minor + ${entry.amountMinor}` } : {}),
      updated_at: now,
    })
    .where('deposit_account_id', '=', entry.depositAccountId)
    .execute();
}

export async function markAccountClosed(trx: Db, depositAccountId: string, closedOn: string, now: Date): Promise<void> {
  await trx
    .updateTable('deposit_accounts')
    .set({ status: 'Closed', closed_on: closedOn, updated_at: now })
    .where('deposit_account_id', '=', depositAccountId)
    .where('status', '<>', 'Closed')
    .execute();
}
