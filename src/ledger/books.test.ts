/**
 * The books in double entry (docs/design/bank-side.md#122-books; migration 022): every movement
 * of money a balanced transfer, the deposit accounts' balances the books', the
 * platform's margin booked per institution, two-phase transfers, and the
 * history before the books folded into one opening transfer per currency.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertPartner } from '../../test/builders/clients.js';
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { openAccount, runInterestJobsForDates } from '../../test/builders/ledger.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { reconciliationReport, reusableTestDatabase, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { addDays } from '../calendar/calendar.js';
import type { Database, Db } from '../database.js';
import { dailyAccrual } from '../interest/interest.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { openDatabase } from '../platform/db.js';
import { createInterestJobs } from './interest.jobs.js';
import { BOOKS_RECONCILIATION_CHECKS } from './ledger.checks.js';
import { findAccount, findTransfer, listBookAccounts, postPendingTransfer, transfer, voidPendingTransfer } from './ledger.js';

let t: TestPlatform;
let db: Db;

beforeAll(async () => {
  t = await startTestPlatform();
  db = t.platform.db;
});
afterAll(async () => t?.close());

/** Every check of the operator's report passes (the books' among them). */
async function expectReconciled(): Promise<void> {
  const report = await reconciliationReport(t);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

async function balanceOf(accountCode: string): Promise<{ posted: bigint; pending: bigint } | undefined> {
  const account = (await listBookAccounts(db)).find((a) => a.accountCode === accountCode);
  return account && { posted: account.postedMinor, pending: account.pendingMinor };
}

describe('settlement through the books', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await insertProduct(db, { ratePercent: '4.5', marginPercent: '0.25' });
  });

  it("a settled deposit batch is one transfer: the deposit accounts credited, the partner's payment debited; the bank's booking places it at the institution", async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const [alice, bob] = [await d.newClient(), await d.newClient()];
    await d.submitOk('deposit', newDeposit(product, alice, { amount: 1000 }));
    await d.submitOk('deposit', newDeposit(product, bob, { amount: 2500.5 }));
    await d.run();
    const batch = await d.settle('2026-03-02', 'deposit');

    const settled = await findTransfer(db, `settlement:${batch.instructionBatchId}`);
    expect(settled).toMatchObject({ currencyCode: 'GBP', kind: 'deposit-settlement', state: 'posted', businessDate: '2026-03-02' });
    expect(settled!.legs).toEqual([{ accountCode: `GBP:partner:${partner.financialPartnerId}`, amountMinor: -350_050n }]);
    const aliceAccount = await findAccount(db, await d.accountId(alice));
    expect(aliceAccount?.balanceMinor).toBe(100_000n);
    // The partner paid the hub, the hub paid the institution: every step booked by the (sandbox) bank's statements.
    expect(await findTransfer(db, `partner-payment:${batch.instructionBatchId}`)).toMatchObject({ state: 'posted' });
    expect(await balanceOf(`GBP:partner:${partner.financialPartnerId}`)).toEqual({ posted: 0n, pending: 0n });
    expect(await balanceOf(`GBP:transit-out:${product.institutionId}`)).toEqual({ posted: 0n, pending: 0n });
    expect(await balanceOf(`GBP:placed:${product.institutionId}`)).toEqual({ posted: -350_050n, pending: 0n });
    await expectReconciled();
  });

  it("a withdrawal is a transfer of its own: the account debited, the client's payout credited; the institution repays and the hub pays the client", async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    const own = await insertProduct(db, { ratePercent: '3' });
    await d.submitOk('deposit', newDeposit(own, client, { amount: 5000 }));
    await d.run();
    await d.settle('2026-03-03', 'deposit');
    const accountId = await d.accountId(client);
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, accountId, { amount: 1200 }));
    await d.run();
    await d.settle('2026-03-04', 'withdrawal');
    const story = await t.operatorApi.get<{ instruction: { instructionId: string } }>(`/operator/instruction-requests/${partner.financialPartnerId}/${withdrawal}`);
    const moved = await findTransfer(db, `settlement:${story.body.instruction.instructionId}`);
    expect(moved).toMatchObject({ kind: 'withdrawal-settlement', state: 'posted', legs: [{ accountCode: `GBP:client-payout:${client}`, amountMinor: 120_000n }] });
    expect(await balanceOf(`GBP:placed:${own.institutionId}`)).toMatchObject({ posted: -380_000n });
    expect(await balanceOf(`GBP:transit-in:${own.institutionId}`)).toEqual({ posted: 0n, pending: 0n });
    expect(await balanceOf(`GBP:client-payout:${client}`)).toEqual({ posted: 0n, pending: 0n });
    await expectReconciled();
  });
});

describe('interest and margin in the books', () => {
  it('posts client interest from interest receivable, and books the margin (gross less net, same arithmetic) per institution with its remainder carried', async () => {
    const partnerId = await insertPartner(db);
    const client = await insertClient(db, partnerId);
    // Pays daily, so each day's interest is posted the next day; 5% gross, 1.25 points of margin.
    const product = await insertProduct(db, { ratePercent: '5', marginPercent: '1.25', interestPaysFrequency: 'Daily' });
    const { depositAccountId } = await openAccount(db, {
      financialPartnerId: partnerId,
      clientReference: client,
      product,
      openedOn: '2031-01-06',
      amountMinor: 1_234_567n,
      now: new Date('2031-01-06T15:00:00Z'),
    });
    const jobs = createInterestJobs(t.platform);
    const days = Array.from({ length: 10 }, (_, i) => addDays('2031-01-06', i));
    await runInterestJobsForDates(jobs, days);

    const accruedMargin = (
      await db.selectFrom('margin_accruals').select(['accrual_date', 'amount']).where('financial_institution_id', '=', product.institutionId).orderBy('accrual_date').execute()
    ).map((r) => r.amount);
    // Day one's margin on the opening balance, to the 20th decimal of a penny: gross accrual less net accrual.
    expect(accruedMargin[0]).toBe(dailyAccrual(1_234_567n, '5.0000').minus(dailyAccrual(1_234_567n, '3.7500')).toFixed(20));
    expect(accruedMargin).toHaveLength(10);

    const receivable = `GBP:interest-receivable:${product.institutionId}`;
    const account = await findAccount(db, depositAccountId);
    const marginIncome = await balanceOf('GBP:margin-income');
    const carried = await db.selectFrom('margin_carry').select('carried').where('financial_institution_id', '=', product.institutionId).executeTakeFirstOrThrow();
    const totalMargin = accruedMargin.reduce((sum, a) => sum.plus(a), dailyAccrual(0n, '0'));
    const bookedHere = -(await db
      .selectFrom('book_legs as l')
      .innerJoin('book_transfers as tr', 'tr.transfer_id', 'l.transfer_id')
      .select(sql<string>`sum(l.amount_minor)`.as('sum'))
      .where('l.account_code', '=', receivable)
      .where('tr.kind', '=', 'margin-accrual')
      .executeTakeFirstOrThrow()
      .then((r) => BigInt(r.sum)));
    // What the margin transfers booked plus what is carried is the exact margin accrued.
    expect(totalMargin.minus(bookedHere.toString()).toFixed(20)).toBe(carried.carried);
    expect(Math.abs(Number(carried.carried))).toBeLessThan(0.5);
    expect(marginIncome!.posted).toBeGreaterThanOrEqual(bookedHere);
    // Receivable from the institution: the client's posted interest and the margin booked.
    expect(await balanceOf(receivable)).toEqual({ posted: -(account!.interestPaidMinor + bookedHere), pending: 0n });
    await expectReconciled();

    // The operator reads the same from the books: the month's margin income of the institution, and the balances.
    const income = await t.operatorApi.get<{ income: { financialInstitutionId: string; currencyCode: string; month: string; marginAmount: number }[] }>(
      '/operator/books/margin-income?from=2031-01&to=2031-01',
    );
    expect(income.status).toBe(200);
    expect(income.body.income.filter((r) => r.financialInstitutionId === product.institutionId)).toEqual([
      { financialInstitutionId: product.institutionId, currencyCode: 'GBP', month: '2031-01', marginAmount: Number(bookedHere) / 100 },
    ]);
    const listed = await t.operatorApi.get<{ accounts: { accountCode: string; book: string; postedBalance: number }[] }>('/operator/books/accounts');
    expect(listed.body.accounts).toContainEqual(
      expect.objectContaining({ accountCode: receivable, book: 'house', postedBalance: Number(-(account!.interestPaidMinor + bookedHere)) / 100 }),
    );
    expect((await t.operatorApi.get('/operator/books/margin-income?from=2031-02&to=2031-01')).status).toBe(400);
    expect((await t.operatorApi.get('/operator/books/margin-income?from=2031-13&to=2031-01')).status).toBe(400);
  });
});

describe('transfers between the books', () => {
  const hub = { currencyCode: 'EUR', kind: 'hub' } as const;
  const partnerAccount = (id: string) => ({ currencyCode: 'EUR', kind: 'partner', ownerId: id }) as const;
  const newTransfer = (transferId: string, amountMinor: bigint, partnerId: string) => ({
    transferId,
    currencyCode: 'EUR',
    kind: 'movement' as const,
    businessDate: '2026-03-02',
    description: 'A partner pays a batch to the hub',
    state: 'pending' as const,
    legs: [
      { account: hub, amountMinor: -amountMinor },
      { account: partnerAccount(partnerId), amountMinor },
    ],
  });

  it('pending, then posted: the balances move from pending to posted; a second post is refused', async () => {
    const now = t.clock.now();
    await db.transaction().execute((trx) => transfer(trx, newTransfer('t-post', 70_000n, 'P1'), now));
    expect(await balanceOf('EUR:partner:P1')).toEqual({ posted: 0n, pending: 70_000n });
    expect((await findTransfer(db, 't-post'))?.bookingDate).toBeNull();
    // The bank booked it a day after its business date: the transfer keeps both (migration 042).
    expect(await db.transaction().execute((trx) => postPendingTransfer(trx, 't-post', '2026-03-03', now))).toBe(true);
    expect(await balanceOf('EUR:partner:P1')).toEqual({ posted: 70_000n, pending: 0n });
    expect(await findTransfer(db, 't-post')).toMatchObject({ state: 'posted', businessDate: '2026-03-02', bookingDate: '2026-03-03' });
    expect(await db.transaction().execute((trx) => postPendingTransfer(trx, 't-post', '2026-03-04', now))).toBe(false);
    expect(await db.transaction().execute((trx) => voidPendingTransfer(trx, 't-post', now))).toBe(false);
    await expectReconciled();
  });

  it('the operator reads a transfer with its legs; an unknown one is 404', async () => {
    const shown = await t.operatorApi.get<{ state: string; legs: { accountCode: string; amount: number }[] }>('/operator/books/transfers/t-post');
    expect(shown.body).toMatchObject({
      state: 'posted',
      legs: [
        { accountCode: 'EUR:hub', amount: -700 },
        { accountCode: 'EUR:partner:P1', amount: 700 },
      ],
    });
    expect((await t.operatorApi.get('/operator/books/transfers/no-such-transfer')).status).toBe(404);
  });

  it('pending, then voided: the money stays where it was', async () => {
    const now = t.clock.now();
    await db.transaction().execute((trx) => transfer(trx, newTransfer('t-void', 5_000n, 'P2'), now));
    expect(await db.transaction().execute((trx) => voidPendingTransfer(trx, 't-void', now))).toBe(true);
    expect(await balanceOf('EUR:partner:P2')).toEqual({ posted: 0n, pending: 0n });
    expect((await findTransfer(db, 't-void'))?.state).toBe('voided');
    await expectReconciled();
  });

  it('is idempotent on its id, immutable, and refuses legs that do not balance or change currency', async () => {
    const now = t.clock.now();
    expect(await db.transaction().execute((trx) => transfer(trx, newTransfer('t-same', 100n, 'P3'), now))).toBe('created');
    expect(await db.transaction().execute((trx) => transfer(trx, newTransfer('t-same', 100n, 'P3'), now))).toBe('exists');
    expect(await balanceOf('EUR:partner:P3')).toEqual({ posted: 0n, pending: 100n });
    await expect(db.transaction().execute((trx) => transfer(trx, newTransfer('t-same', 101n, 'P3'), now))).rejects.toThrow(/never changes/);
    const unbalanced = {
      ...newTransfer('t-bad', 100n, 'P3'),
      legs: [
        { account: hub, amountMinor: -100n },
        { account: partnerAccount('P3'), amountMinor: 99n },
      ],
    };
    await expect(db.transaction().execute((trx) => transfer(trx, unbalanced, now))).rejects.toThrow(/does not balance/);
    const otherCurrency = {
      ...newTransfer('t-ccy', 100n, 'P3'),
      legs: [
        { account: hub, amountMinor: -100n },
        { account: { currencyCode: 'GBP', kind: 'partner', ownerId: 'P3' } as const, amountMinor: 100n },
      ],
    };
    await expect(db.transaction().execute((trx) => transfer(trx, otherCurrency, now))).rejects.toThrow(/has a leg in GBP/);
    expect(await findTransfer(db, 't-bad')).toBeUndefined();
  });

  it('the reconciliation names a transfer that does not balance and a balance that is not its legs', async () => {
    const now = t.clock.now();
    await db.transaction().execute((trx) => transfer(trx, { ...newTransfer('t-tamper', 300n, 'P4'), state: 'posted' }, now));
    await db.updateTable('book_legs').set({ amount_minor: 299n }).where('transfer_id', '=', 't-tamper').where('account_code', '=', 'EUR:partner:P4').execute();
    const report = await runReconciliation(db, BOOKS_RECONCILIATION_CHECKS, now);
    const failing = Object.fromEntries(report.checks.map((c) => [c.name, c.offending]));
    expect(failing['transfers-balance']).toEqual([expect.objectContaining({ transfer_id: 't-tamper' })]);
    expect(failing['book-balances-equal-legs']).toEqual([expect.objectContaining({ account_code: 'EUR:partner:P4' })]);
    await db.updateTable('book_legs').set({ amount_minor: 300n }).where('transfer_id', '=', 't-tamper').where('account_code', '=', 'EUR:partner:P4').execute();
    await expectReconciled();
  });
});

describe('migration 022', () => {
  it('folds the ledger entries written before it into one balanced opening transfer per currency, placed at each institution', async () => {
    const MIGRATIONS = join(import.meta.dirname, '../../migrations');
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    const database = await reusableTestDatabase();
    try {
      for (const file of readdirSync(MIGRATIONS).filter((f) => f < '022')) cpSync(join(MIGRATIONS, file), join(dir, file));
      const open = async () => {
        const opened = await openDatabase<Database>({ databaseUrl: process.env.DATABASE_URL, dataDir: database.dataDir ?? '', schema: database.schema, migrationsDir: dir });
        await opened.migrate();
        return opened;
      };
      let handle = await open();
      const old = handle.db;
      const partnerId = await insertPartner(old);
      const gbp = await insertProduct(old, {});
      const eur = await insertProduct(old, { currency: 'EUR' });
      const now = new Date('2026-03-02T15:00:00Z');
      const accounts: [string, TestProduct, string, bigint[]][] = [
        ['acc-1', gbp, 'GBP', [100_00n, -20_00n, 3n]],
        ['acc-2', gbp, 'GBP', [7_00n]],
        ['acc-3', eur, 'EUR', [55_55n]],
      ];
      for (const [id, product, currency, amounts] of accounts) {
        const client = await insertClient(old, partnerId);
        await sql`INSERT INTO portfolios (portfolio_id, financial_partner_id, client_reference, currency_code, created_at, updated_at)
                  VALUES (${`p-${id}`}, ${partnerId}, ${client}, ${currency}, ${now}, ${now})`.execute(old);
        const balance = amounts.reduce((a, b) => a + b, 0n);
        await sql`INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
                    product_version_on_open, currency_code, status, opened_on, balance_minor, created_at, updated_at)
                  VALUES (${id}, ${partnerId}, ${`p-${id}`}, ${client}, ${product.productId}, 1, 1, ${currency}, 'Open', '2026-03-02', ${balance}, ${now}, ${now})`.execute(old);
        for (const amount of amounts) {
          await sql`INSERT INTO ledger_entries (deposit_account_id, entry_type, amount_minor, business_date, created_at)
                    VALUES (${id}, ${amount > 0n ? 'Deposit' : 'Withdrawal'}, ${amount}, '2026-03-02', ${now})`.execute(old);
        }
      }
      await handle.close();
      cpSync(join(MIGRATIONS, '022_books.sql'), join(dir, '022_books.sql'));
      handle = await open();
      const migrated = handle.db;
      const opening = await findTransfer(migrated, 'opening:GBP');
      expect(opening).toMatchObject({ kind: 'opening', state: 'posted', currencyCode: 'GBP' });
      expect(opening!.legs).toEqual([{ accountCode: `GBP:placed:${gbp.institutionId}`, amountMinor: -(100_00n - 20_00n + 3n + 7_00n) }]);
      expect((await findTransfer(migrated, 'opening:EUR'))!.legs).toEqual([{ accountCode: `EUR:placed:${eur.institutionId}`, amountMinor: -55_55n }]);
      const untransferred = await migrated.selectFrom('ledger_entries').select('entry_id').where('transfer_id', 'is', null).execute();
      expect(untransferred).toEqual([]);
      const report = await runReconciliation(migrated, BOOKS_RECONCILIATION_CHECKS, now);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      await handle.close();
    } finally {
      await database.remove();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
