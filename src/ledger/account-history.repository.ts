/**
 * Read-only SQL for the operator's view of one deposit account: the account,
 * its ledger entries, accruals and postings, newest first and bounded. It
 * writes nothing; the ledger's other repositories move the money.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { accruedInterestThroughHorizon, listDailyAccruals } from './accrual-periods.repository.js';

export interface AccountRecord {
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
  closedOn: string | null;
  balanceMinor: bigint;
  /** Interest accrued and not yet posted, through the accrual horizon: minor units with fractions of a penny (exact decimal text). */
  accruedInterest: string;
  interestPaidMinor: bigint;
  accruedThrough: string | null;
  /** A fixed term's net rate, fixed at opening (exact decimal text); null for a variable-rate account. */
  fixedNetRatePercent: string | null;
}

export interface EntryRecord {
  entryId: string;
  depositAccountId: string;
  entryType: string;
  amountMinor: bigint;
  businessDate: string;
  instructionId: string | null;
  createdAt: Date;
}

export interface AccrualRecord {
  accrualDate: string;
  /** Minor units with fractions of a penny (exact decimal text). */
  amount: string;
  netRatePercent: string;
}

export interface PostingRecord {
  postingId: string;
  postingDate: string;
  accruedAmount: string;
  postedMinor: bigint;
  reason: string;
  createdAt: Date;
}

export async function findAccount(db: Db, depositAccountId: string): Promise<AccountRecord | undefined> {
  const r = await db
    .selectFrom('deposit_accounts as a')
    .selectAll()
    // Interest accrued through the accrual horizon: the stored part and the open period's days.
    .select(accruedInterestThroughHorizon('a').as('accrued_now'))
    // The last day accrued: the open period's last day when it is accruing; none before the first.
    .select(
      sql<
        string | null
      >`NULLIF(CASE WHEN a.daily_accrual IS NOT NULL THEN GREATEST(a.accrued_through, (SELECT h.accrued_through FROM interest_accrual_horizon h)) ELSE a.accrued_through END, a.opened_on - 1)::text`.as(
        'accrued_through_now',
      ),
    )
    .where('deposit_account_id', '=', depositAccountId)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    depositAccountId: r.deposit_account_id,
    financialPartnerId: r.financial_partner_id,
    portfolioId: r.portfolio_id,
    clientReference: r.client_reference,
    productId: r.product_id,
    issueNumber: r.issue_number,
    productVersionOnOpen: r.product_version_on_open,
    currencyCode: r.currency_code,
    status: r.status,
    openedOn: r.opened_on,
    maturesOn: r.matures_on,
    closedOn: r.closed_on,
    balanceMinor: BigInt(r.balance_minor),
    accruedInterest: String(r.accrued_now),
    interestPaidMinor: BigInt(r.interest_paid_minor),
    accruedThrough: r.accrued_through_now,
    fixedNetRatePercent: r.fixed_net_rate_percent === null ? null : String(r.fixed_net_rate_percent),
  };
}

function entryFromRow(r: {
  entry_id: string | number | bigint;
  deposit_account_id: string;
  entry_type: string;
  amount_minor: string | number | bigint;
  business_date: string;
  instruction_id: string | null;
  created_at: Date;
}): EntryRecord {
  return {
    entryId: String(r.entry_id),
    depositAccountId: r.deposit_account_id,
    entryType: r.entry_type,
    amountMinor: BigInt(r.amount_minor),
    businessDate: r.business_date,
    instructionId: r.instruction_id,
    createdAt: new Date(r.created_at),
  };
}

/** The account's newest ledger entries, at most `limit`. */
export async function listAccountEntries(db: Db, depositAccountId: string, limit: number): Promise<EntryRecord[]> {
  const rows = await db.selectFrom('ledger_entries').selectAll().where('deposit_account_id', '=', depositAccountId).orderBy('entry_id', 'desc').limit(limit).execute();
  return rows.map(entryFromRow);
}

/** The account's entries of business dates from `fromDate` to `toDate` (inclusive), oldest first, at most `limit`. */
export async function listAccountEntriesBetween(db: Db, depositAccountId: string, fromDate: string, toDate: string, limit: number): Promise<EntryRecord[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('deposit_account_id', '=', depositAccountId)
    .where('business_date', '>=', fromDate)
    .where('business_date', '<=', toDate)
    .orderBy('business_date')
    .orderBy('entry_id')
    .limit(limit)
    .execute();
  return rows.map(entryFromRow);
}

/** The account's balance before `fromDate`: the sum of its entries of earlier business dates, in minor units. */
export async function accountBalanceBefore(db: Db, depositAccountId: string, fromDate: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('balance'))
    .where('deposit_account_id', '=', depositAccountId)
    .where('business_date', '<', fromDate)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/** The ledger entries an instruction caused (its settlement, a payout). */
export async function listInstructionEntries(db: Db, instructionId: string): Promise<EntryRecord[]> {
  const rows = await db.selectFrom('ledger_entries').selectAll().where('instruction_id', '=', instructionId).orderBy('entry_id').limit(100).execute();
  return rows.map(entryFromRow);
}

/** The account's newest daily accruals, at most `limit`, derived from its accrual periods (accrual-periods.repository.ts). */
export async function listAccountAccruals(db: Db, depositAccountId: string, limit: number): Promise<AccrualRecord[]> {
  const rows = await listDailyAccruals(db, depositAccountId, limit);
  return rows.map((r) => ({ accrualDate: r.accrual_date, amount: r.amount, netRatePercent: r.net_rate_percent }));
}

/** The account's newest interest postings, at most `limit`. */
export async function listAccountPostings(db: Db, depositAccountId: string, limit: number): Promise<PostingRecord[]> {
  const rows = await db
    .selectFrom('interest_postings')
    .select(['posting_id', 'posting_date', 'accrued_amount', 'posted_minor', 'reason', 'created_at'])
    .where('deposit_account_id', '=', depositAccountId)
    .orderBy('posting_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    postingId: String(r.posting_id),
    postingDate: r.posting_date,
    accruedAmount: String(r.accrued_amount),
    postedMinor: BigInt(r.posted_minor),
    reason: r.reason,
    createdAt: new Date(r.created_at),
  }));
}
