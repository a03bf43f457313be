/**
 * The books' SQL (migration 022, docs/design/bank-side.md#122-books): transfers, their legs and
 * the balances of the ledger accounts other than deposit accounts. A deposit
 * account's legs are its ledger_entries rows (accounts.repository.ts and
 * interest.repository.ts write them, each in a transfer) and its balance is
 * deposit_accounts.balance_minor. Only src/ledger/ calls this file.
 *
 * Signs: a leg is a credit when positive (what the platform owes grows, or
 * what it holds shrinks), a debit when negative; a transfer's legs sum to 0.
 */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { BookAccountKind, TransferKind, TransferState } from './ledger.tables.js';

/** The book each kind of account belongs to: client money, or the platform's own. */
const HOUSE_KINDS: ReadonlySet<BookAccountKind> = new Set(['interest-receivable', 'margin-income']);

export interface BookAccountRef {
  currencyCode: string;
  kind: BookAccountKind;
  /** The institution, partner or client; absent for hub, suspense and margin income. */
  ownerId?: string;
}

/** The code of a ledger account: '{currency}:{kind}' or '{currency}:{kind}:{owner}'. */
export function bookAccountCode(account: BookAccountRef): string {
  return account.ownerId === undefined ? `${account.currencyCode}:${account.kind}` : `${account.currencyCode}:${account.kind}:${account.ownerId}`;
}

/** The account a code names: the inverse of `bookAccountCode` (an owner may itself hold ':'). */
export function bookAccountRefOf(accountCode: string): BookAccountRef {
  const [currencyCode, kind, ...owner] = accountCode.split(':');
  return { currencyCode, kind: kind as BookAccountKind, ...(owner.length > 0 ? { ownerId: owner.join(':') } : {}) };
}

export interface NewTransfer {
  transferId: string;
  currencyCode: string;
  kind: TransferKind;
  businessDate: string;
  description: string;
  /** Pending waits for the outside world (postPendingTransfer or voidPendingTransfer); posted moves balances at once. */
  state: 'pending' | 'posted';
  /**
   * Posted only: the date the bank booked it, when a statement entry booked it on another day than its business date
   * (migration 042; docs/bank-side.md "The bank's booking date"). Default: its business date.
   */
  bookingDate?: string;
  legs: { account: BookAccountRef; amountMinor: bigint }[];
}

/**
 * A transfer on accounts other than deposit accounts, with its legs and the
 * balance changes they make, in one statement. Idempotent on its id: the same
 * transfer again is 'exists' and changes nothing; a different one under the
 * same id throws (a transfer is immutable).
 */
export async function insertTransfer(trx: Tx, transfer: NewTransfer, now: Date): Promise<'created' | 'exists'> {
  const legs = mergeLegs(transfer);
  const existing = await trx.selectFrom('book_transfers').selectAll().where('transfer_id', '=', transfer.transferId).executeTakeFirst();
  if (existing) {
    const stored = await trx.selectFrom('book_legs').select(['account_code', 'amount_minor']).where('transfer_id', '=', transfer.transferId).execute();
    const same =
      existing.currency_code === transfer.currencyCode &&
      existing.kind === transfer.kind &&
      stored.length === legs.length &&
      legs.every((l) => stored.some((s) => s.account_code === l.code && BigInt(s.amount_minor) === l.amountMinor));
    if (!same) throw new Error(`transfer ${transfer.transferId} exists with other legs; a transfer never changes`);
    return 'exists';
  }
  const pending = transfer.state === 'pending';
  if (pending && transfer.bookingDate !== undefined) throw new Error(`transfer ${transfer.transferId} is pending: no bank has booked it yet`);
  await sql`
    WITH transfer AS (
      INSERT INTO book_transfers (transfer_id, currency_code, kind, state, business_date, booking_date, description, created_at, resolved_at)
      VALUES (${transfer.transferId}, ${transfer.currencyCode}, ${transfer.kind}, ${transfer.state}, ${transfer.businessDate}::date,
              ${pending ? null : (transfer.bookingDate ?? transfer.businessDate)}::date, ${transfer.description}, ${now}, ${pending ? null : now})
    ),
    leg_rows AS (
      SELECT * FROM unnest(${legs.map((l) => l.code)}::text[], ${legs.map((l) => l.kind)}::text[], ${legs.map((l) => l.ownerId)}::text[],
                           ${legs.map((l) => l.amountMinor.toString())}::bigint[]) AS l(account_code, kind, owner_id, amount_minor)
    ),
    legs AS (
      INSERT INTO book_legs (transfer_id, account_code, amount_minor)
      SELECT ${transfer.transferId}::text, account_code, amount_minor FROM leg_rows
    )
    ${upsertBalances(sql`SELECT account_code, ${transfer.currencyCode}::char(3) AS currency_code, kind, owner_id, amount_minor FROM leg_rows`, pending, now)}`.execute(trx);
  return 'created';
}

/** A transfer's legs with one leg per account, checked to balance and to stay in one currency. */
function mergeLegs(transfer: NewTransfer): { code: string; kind: BookAccountKind; ownerId: string | null; amountMinor: bigint }[] {
  const merged = new Map<string, { code: string; kind: BookAccountKind; ownerId: string | null; amountMinor: bigint }>();
  let sum = 0n;
  for (const leg of transfer.legs) {
    if (leg.account.currencyCode !== transfer.currencyCode) throw new Error(`transfer ${transfer.transferId} in ${transfer.currencyCode} has a leg in ${leg.account.currencyCode}`);
    const code = bookAccountCode(leg.account);
    const entry = merged.get(code) ?? { code, kind: leg.account.kind, ownerId: leg.account.ownerId ?? null, amountMinor: 0n };
    entry.amountMinor += leg.amountMinor;
    merged.set(code, entry);
    sum += leg.amountMinor;
  }
  if (sum !== 0n) throw new Error(`transfer ${transfer.transferId} does not balance: its legs sum to ${sum}`);
  const legs = [...merged.values()].filter((l) => l.amountMinor !== 0n);
  if (legs.length < 2) throw new Error(`transfer ${transfer.transferId} moves nothing`);
  return legs.sort((a, b) => (a.code < b.code ? -1 : 1));
}

/**
 * The final CTE of a statement that adds legs to accounts: each account
 * created on first use, its posted (or pending) balance moved by the sum of
 * its legs. `legs` selects (account_code, currency_code, kind, owner_id, amount_minor).
 */
/** The book (client money or the platform's own) of a ledger account of kind `kind`, in SQL. */
function bookOfKind(kind: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`CASE WHEN ${kind} IN (${sql.join([...HOUSE_KINDS])}) THEN 'house' ELSE 'client-money' END`;
}

function upsertBalances(legs: RawBuilder<unknown>, pending: boolean, now: Date): RawBuilder<unknown> {
  const column = pending ? sql.raw('pending_minor') : sql.raw('posted_minor');
  return sql`
    INSERT INTO book_accounts (account_code, currency_code, book, kind, owner_id, ${column}, created_at, updated_at)
    SELECT account_code, currency_code, ${bookOfKind(sql`kind`)}, kind, owner_id, sum(amount_minor), ${now}::timestamptz, ${now}::timestamptz
    FROM (${legs}) AS moved
    GROUP BY account_code, currency_code, kind, owner_id
    ORDER BY account_code
    ON CONFLICT (account_code) DO UPDATE SET ${column} = book_accounts.${column} + EXCLUDED.${column}, updated_at = EXCLUDED.updated_at`;
}

/**
 * The other side of deposit-account entries an earlier CTE of the same
 * statement wrote (`entries`, RETURNING transfer_id, deposit_account_id,
 * entry_type, amount_minor): for each transfer, one leg per institution and
 * kind (interest from interest receivable, everything else from money placed
 * at the account's institution), its transfer row, and the balances, as more
 * CTEs (`WITH ..., ${counterLegsOfEntries('entries', ...)} SELECT ...`).
 * `accounts` gives each entry's account (its currency and product): a
 * statement that already holds them in a CTE names it, and does not read the
 * accounts again.
 */
export function counterLegsOfEntries(
  entries: string,
  kind: TransferKind,
  businessDate: string,
  description: string,
  now: Date,
  counter?: { kind: BookAccountKind; ownerId: string },
  accounts = 'deposit_accounts',
  balances: 'in-statement' | 'after' = 'in-statement',
): RawBuilder<unknown> {
  const counterKind = counter ? sql`${counter.kind}::text` : sql`CASE WHEN e.entry_type = 'InterestPosting' THEN 'interest-receivable' ELSE 'placed' END`;
  const counterOwner = counter ? sql`${counter.ownerId}::text` : sql`p.financial_institution_id`;
  return sql`
    entry_sides AS (
      SELECT e.transfer_id, a.currency_code, ${counterKind} AS kind, ${counterOwner} AS owner_id, -e.amount_minor AS amount_minor
      FROM ${sql.table(entries)} e
      JOIN ${sql.table(accounts)} a ON a.deposit_account_id = e.deposit_account_id
      JOIN products p ON p.product_id = a.product_id
    ),
    counter_legs AS (
      SELECT transfer_id, currency_code || ':' || kind || ':' || owner_id AS account_code, currency_code, kind, owner_id, sum(amount_minor) AS amount_minor
      FROM entry_sides GROUP BY transfer_id, currency_code, kind, owner_id
      HAVING sum(amount_minor) <> 0
    ),
    entry_transfers AS (
      INSERT INTO book_transfers (transfer_id, currency_code, kind, state, business_date, booking_date, description, created_at, resolved_at)
      SELECT DISTINCT transfer_id, currency_code, ${kind}::text, 'posted', ${businessDate}::date, ${businessDate}::date, ${description}::text, ${now}::timestamptz, ${now}::timestamptz
      FROM entry_sides
    ),
    counter_leg_rows AS (
      INSERT INTO book_legs (transfer_id, account_code, amount_minor)
      SELECT transfer_id, account_code, amount_minor FROM counter_legs
    )${
      balances === 'in-statement'
        ? sql`,
    counter_balances AS (${upsertBalances(sql`SELECT account_code, currency_code, kind, owner_id, amount_minor FROM counter_legs`, false, now)})`
        : sql`,
    -- The legs' accounts must exist for their foreign key; creating one takes no lock on an existing row.
    counter_accounts AS (
      INSERT INTO book_accounts (account_code, currency_code, book, kind, owner_id, created_at, updated_at)
      SELECT DISTINCT account_code, currency_code, ${bookOfKind(sql`kind`)}, kind, owner_id, ${now}::timestamptz, ${now}::timestamptz
      FROM counter_legs
      ON CONFLICT (account_code) DO NOTHING
    )`
    }`;
}

/** A counter leg's balance change, as a statement using `counterLegsOfEntries(..., 'after')` returns it (`COUNTER_LEGS_JSON`). */
export interface CounterLegBalance {
  account_code: string;
  currency_code: string;
  kind: string;
  owner_id: string;
  amount_minor: string | number;
}

/** The counter legs of `counterLegsOfEntries(..., 'after')` as one JSON array, for the statement's SELECT list. */
export const COUNTER_LEGS_JSON = sql<CounterLegBalance[]>`(SELECT COALESCE(jsonb_agg(jsonb_build_object(
  'account_code', account_code, 'currency_code', currency_code, 'kind', kind, 'owner_id', owner_id, 'amount_minor', amount_minor::text)), '[]'::jsonb) FROM counter_legs)`;

/**
 * Adds to the posted balances what a statement's counter legs moved, when it
 * deferred them (`counterLegsOfEntries(..., 'after')`): its own statement, the
 * last of the transaction, in account order. The balance rows (one per
 * institution) are what concurrent transactions share, so a transaction holds
 * them only from here to its commit, never through its long statement, and
 * two of them take them in the same order.
 */
export async function addCounterLegBalances(trx: Tx, legs: CounterLegBalance[], now: Date): Promise<void> {
  if (legs.length === 0) return;
  await upsertBalances(
    sql`SELECT account_code, currency_code, kind, owner_id, amount_minor::bigint AS amount_minor
        FROM jsonb_to_recordset(${JSON.stringify(legs)}::jsonb) AS l (account_code text, currency_code text, kind text, owner_id text, amount_minor text)`,
    false,
    now,
  ).execute(trx);
}

/**
 * Posts or voids a pending transfer: its legs move from the pending balances
 * to the posted ones (posted), or leave the pending ones (voided). False when
 * it is not pending (already resolved, or unknown): a guarded transition.
 * `bookingDate` is the date the bank booked it (posted) or the day it was
 * voided: as at any earlier date it was still pending (migration 042).
 */
export async function resolvePendingTransfer(trx: Tx, transferId: string, to: Exclude<TransferState, 'pending'>, bookingDate: string, now: Date): Promise<boolean> {
  const result = await sql<{ resolved: string }>`
    WITH resolved AS (
      UPDATE book_transfers SET state = ${to}, booking_date = ${bookingDate}::date, resolved_at = ${now}
      WHERE transfer_id = ${transferId} AND state = 'pending'
      RETURNING transfer_id
    ),
    moved AS (
      SELECT l.account_code, sum(l.amount_minor) AS amount_minor
      FROM book_legs l JOIN resolved r ON r.transfer_id = l.transfer_id
      GROUP BY l.account_code
    ),
    balances AS (
      UPDATE book_accounts b
      SET pending_minor = b.pending_minor - m.amount_minor,
          posted_minor = b.posted_minor + ${to === 'posted' ? sql`m.amount_minor` : sql`0`},
          updated_at = ${now}
      FROM moved m WHERE b.account_code = m.account_code
    )
    SELECT count(*)::text AS resolved FROM resolved`.execute(trx);
  return result.rows[0]?.resolved === '1';
}

export interface TransferRecord {
  transferId: string;
  currencyCode: string;
  kind: TransferKind;
  state: TransferState;
  businessDate: string;
  /** The date the bank booked it (its business date when no bank booked it), or the day it was voided; null while pending (migration 042). */
  bookingDate: string | null;
  description: string;
  createdAt: Date;
  resolvedAt: Date | null;
  /** Legs on accounts other than deposit accounts (a deposit account's are its ledger entries). */
  legs: { accountCode: string; amountMinor: bigint }[];
}

export async function findTransfer(db: Db | Tx, transferId: string): Promise<TransferRecord | undefined> {
  const row = await db.selectFrom('book_transfers').selectAll().where('transfer_id', '=', transferId).executeTakeFirst();
  if (!row) return undefined;
  const legs = await db.selectFrom('book_legs').select(['account_code', 'amount_minor']).where('transfer_id', '=', transferId).orderBy('account_code').execute();
  return {
    transferId: row.transfer_id,
    currencyCode: row.currency_code,
    kind: row.kind,
    state: row.state,
    businessDate: row.business_date,
    bookingDate: row.booking_date,
    description: row.description,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    legs: legs.map((l) => ({ accountCode: l.account_code, amountMinor: BigInt(l.amount_minor) })),
  };
}

export interface BookAccountRecord {
  accountCode: string;
  currencyCode: string;
  book: 'client-money' | 'house';
  kind: BookAccountKind;
  ownerId: string | null;
  postedMinor: bigint;
  pendingMinor: bigint;
}

/** Ledger accounts other than deposit accounts, by code: a page of them, of one currency and kind when given. */
/** The book accounts matching the filter (unordered). */
function matchingBookAccounts(db: Db | Tx, filter: { currencyCode?: string; kind?: BookAccountKind }) {
  let query = db.selectFrom('book_accounts').selectAll();
  if (filter.currencyCode) query = query.where('currency_code', '=', filter.currencyCode);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query;
}

/** How many book accounts match the filter, counting at most `limit`. */
export async function countBookAccounts(db: Db, filter: { currencyCode?: string; kind?: BookAccountKind }, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingBookAccounts(db, filter), limit);
}

export async function listBookAccounts(
  db: Db | Tx,
  filter: { currencyCode?: string; kind?: BookAccountKind } = {},
  page: { offset: number; limit: number } = { offset: 0, limit: 1000 },
): Promise<BookAccountRecord[]> {
  const rows = await matchingBookAccounts(db, filter).orderBy('account_code').offset(page.offset).limit(page.limit).execute();
  return rows.map((r) => ({
    accountCode: r.account_code,
    currencyCode: r.currency_code,
    book: r.book,
    kind: r.kind,
    ownerId: r.owner_id,
    postedMinor: BigInt(r.posted_minor),
    pendingMinor: BigInt(r.pending_minor),
  }));
}

export interface MarginIncomeRow {
  financialInstitutionId: string;
  currencyCode: string;
  /** YYYY-MM of the business dates the margin was booked on. */
  month: string;
  marginMinor: bigint;
}

/**
 * The platform's margin income per institution, currency and month, from the
 * books: the margin-accrual transfers' legs on each institution's interest
 * receivable (one per institution, currency and day), over business dates in
 * [from, to).
 */
export async function marginIncomeByMonth(db: Db, range: { from: string; to: string }): Promise<MarginIncomeRow[]> {
  const rows = await db
    .selectFrom('book_legs as l')
    .innerJoin('book_transfers as t', 't.transfer_id', 'l.transfer_id')
    .innerJoin('book_accounts as a', 'a.account_code', 'l.account_code')
    .select(['a.owner_id', 'a.currency_code', sql<string>`to_char(t.business_date, 'YYYY-MM')`.as('month'), sql<string>`-sum(l.amount_minor)`.as('margin_minor')])
    .where('t.kind', '=', 'margin-accrual')
    .where('t.state', '=', 'posted')
    .where('a.kind', '=', 'interest-receivable')
    .where('t.business_date', '>=', range.from)
    .where('t.business_date', '<', range.to)
    .groupBy(['a.owner_id', 'a.currency_code', sql`to_char(t.business_date, 'YYYY-MM')`])
    .orderBy(sql`to_char(t.business_date, 'YYYY-MM')`)
    .orderBy('a.owner_id')
    .orderBy('a.currency_code')
    .execute();
  return rows.map((r) => ({ financialInstitutionId: r.owner_id ?? '', currencyCode: r.currency_code, month: r.month, marginMinor: BigInt(r.margin_minor) }));
}
