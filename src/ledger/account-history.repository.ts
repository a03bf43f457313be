/**
 * Read-only SQL for the operator's view of one deposit account: the account,
 * its ledger entries, accruals and postings, newest first and bounded. It
 * writes nothing; the ledger's other repositories move the money.
 */
import type { Db } from '../database.js';

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
  /** Minor units with fractions of a penny, as stored (exact decimal text). */
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
  const r = await db.selectFrom('deposit_accounts').selectAll().where('deposit_account_id', '=', depositAccountId).executeTakeFirst();
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
    accruedInterest: String(r.accrued_interest),
    interestPaidMinor: BigInt(r.interest_paid_minor),
    accruedThrough: r.accrued_through,
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

/** The ledger entries an instruction caused (its settlement, a payout). */
export async function listInstructionEntries(db: Db, instructionId: string): Promise<EntryRecord[]> {
  const rows = await db.selectFrom('ledger_entries').selectAll().where('instruction_id', '=', instructionId).orderBy('entry_id').limit(100).execute();
  return rows.map(entryFromRow);
}

/** The account's newest daily accruals, at most `limit`. */
export async function listAccountAccruals(db: Db, depositAccountId: string, limit: number): Promise<AccrualRecord[]> {
  const rows = await db
    .selectFrom('interest_accruals')
    .select(['accrual_date', 'amount', 'net_rate_percent'])
    .where('deposit_account_id', '=', depositAccountId)
    .orderBy('accrual_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ accrualDate: r.accrual_date, amount: String(r.amount), netRatePercent: String(r.net_rate_percent) }));
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
