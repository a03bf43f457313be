/**
 * The bank side over three months of business days in the sandbox (issue 29,
 * "Tests"): deposits, top-ups, withdrawals, a closure and a maturity payout in
 * GBP, EUR and USD across the sandbox catalogue's institutions, each day's
 * batches confirmed as the partner reads them. The sandbox bank books every
 * partner payment, institution repayment and payment file through the
 * operator's upload. At the end every batch is Completed, every transfer is
 * posted or voided (none left pending), every payment file line is booked,
 * the books of each hub agree with the bank's last statement, and the
 * platform's reconciliation is clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BusinessDate, isWorkingDay, nextWorkingDay } from '../src/calendar/calendar.js';
import { hubAccount } from '../src/banking/banking.js';
import { listBookAccounts } from '../src/ledger/ledger.js';
import { seedSandboxBankAccounts } from '../src/sandbox/bank-accounts.js';
import { seedSandboxCatalogue } from '../src/sandbox/catalogue.js';
import { ibanOf } from './builders/bank-accounts.js';
import { driver, newClosure, newDeposit, newWithdrawal } from './builders/instructions.js';
import { clientAccountsOf, currentVersionOf } from './builders/reads.js';
import { reconciliationReport, startTestPlatform, type TestPlatform } from './helpers.js';

const START: BusinessDate = '2026-03-02';
/** 66 business days: long enough for a 3-month fixed term opened on the first to mature and be paid out. */
const DAYS = 66;
const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
const INSTANT: Record<(typeof CURRENCIES)[number], string> = { GBP: 'IA-GBP-TYNESAVE', EUR: 'IA-EUR-MERIDIAN', USD: 'IA-USD-HARBOUR' };

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: `${START}T08:00:00.000Z` });
  await seedSandboxCatalogue(t.platform);
  await seedSandboxBankAccounts(t.platform);
});
afterAll(async () => t?.close());

function businessDays(from: BusinessDate, count: number): BusinessDate[] {
  const days: BusinessDate[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
  return days;
}

describe('the bank side over three months of business days', () => {
  it('ends with every batch Completed, no transfer pending, every payment booked, each hub agreeing with its statements, and reconciliation clean', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const db = t.platform.db;
    const accounts = (n: number) => [
      { accountName: `Client ${n}`, accountNumber: `4000000${n}`, sortCode: '20-00-00', currencyCode: 'GBP' as const },
      {
        accountName: `Client ${n}`,
        accountNumber: `5000000${n}`,
        sortCode: '20-00-00',
        iban: ibanOf('GB', `NWBK2000005000000${n}`),
        bic: 'NWBKGB2L',
        currencyCode: 'EUR' as const,
      },
      {
        accountName: `Client ${n}`,
        accountNumber: `6000000${n}`,
        sortCode: '20-00-00',
        iban: ibanOf('GB', `NWBK2000006000000${n}`),
        bic: 'NWBKGB2L',
        currencyCode: 'USD' as const,
      },
    ];
    const clients: string[] = [];
    for (let n = 0; n < 6; n++) clients.push(await d.newClient({ accounts: accounts(n) }));
    const product = async (productId: string) => ({ productId, issueNumber: 1, currentVersion: await currentVersionOf(db, productId, 1) });
    /** The client's open account of the product (a closed one stays listed, and a later deposit opens another). */
    const openAccountOf = async (client: string, productId: string) => {
      const open = (await clientAccountsOf(d, client)).filter((a) => a.productId === productId && a.accountStatus === 'Open');
      expect(open.length, `${client} ${productId}`).toBe(1);
      return open[0];
    };

    const days = businessDays(START, DAYS);
    for (const [i, day] of days.entries()) {
      await d.advanceTo(`${day}T09:00:00Z`);
      const currency = CURRENCIES[i % 3];
      const client = clients[i % clients.length];
      // Every day a deposit (a top-up once the client has the account), in turn in each currency.
      await d.submitOk('deposit', newDeposit(await product(INSTANT[currency]), client, { amount: 2000 + i }));
      if (i === 0) await d.submitOk('deposit', newDeposit(await product('FT3-GBP-HARBOUR'), clients[5], { amount: 5000 }));
      // Every fifth day from the second week, a withdrawal from an account settled earlier.
      if (i >= 6 && i % 5 === 1) {
        const payer = clients[(i - 6) % clients.length];
        const payerCurrency = CURRENCIES[(i - 6) % 3];
        const account = await openAccountOf(payer, INSTANT[payerCurrency]);
        await d.submitOk('withdraw', newWithdrawal(payer, account.depositAccountId, { amount: 150, currencyIsoCode: payerCurrency }));
      }
      // A closure of a EUR account a month in.
      if (i === 22) {
        const account = await openAccountOf(clients[1], INSTANT.EUR);
        await d.submitOk('close-account', newClosure(clients[1], account.depositAccountId, { currencyIsoCode: 'EUR' }));
      }
      await d.run();
      await d.advanceTo(`${day}T14:30:00Z`);
      const locked = (await d.batches(day)).filter((b) => b.instructionBatchStatus === 'Locked');
      if (locked.length > 0) {
        const closed = await d.closeBatches(
          locked.map((b) => ({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount })),
        );
        expect(closed.statusCode, `${day}: ${closed.body}`).toBe(204);
      }
      await d.advanceTo(`${day}T16:00:00Z`);
    }
    const end = days.at(-1)!;

    // Every batch of the run is Completed: its money booked at the bank throughout.
    const batches = await db
      .selectFrom('instruction_batches')
      .select(['batch_date', 'instruction_type', 'currency_code', 'status'])
      .where('financial_partner_id', '=', partner.financialPartnerId)
      .execute();
    expect(batches.filter((b) => b.batch_date <= end && b.status !== 'Completed')).toEqual([]);
    expect(new Set(batches.map((b) => `${b.instruction_type} ${b.currency_code}`))).toEqual(
      new Set(['deposit GBP', 'deposit EUR', 'deposit USD', 'withdrawal GBP', 'withdrawal EUR', 'withdrawal USD']),
    );
    // The maturity payout of the fixed term was paid to its client.
    const payouts = await db.selectFrom('payment_lines').select(['kind', 'client_reference']).where('kind', '=', 'payout').execute();
    expect(payouts.some((p) => p.client_reference === clients[5])).toBe(true);

    // No transfer waits for the bank; no payment is held; nothing is in suspense.
    expect(await db.selectFrom('book_transfers').select(['transfer_id', 'state']).where('state', '=', 'pending').execute()).toEqual([]);
    expect(
      await db
        .selectFrom('payment_items')
        .select('payment_item_id')
        .where((eb) => eb.or([eb('payment_line_id', 'is', null), eb('held_reason', 'is not', null)]))
        .execute(),
    ).toEqual([]);
    expect((await t.operatorApi.get<{ entries: unknown[] }>('/operator/bank-statements/unmatched')).body.entries).toEqual([]);

    // Each hub's books agree with the bank's last statement; the partners' and transit accounts are empty.
    const books = await listBookAccounts(db);
    for (const currency of CURRENCIES) {
      const hub = await hubAccount(db, currency);
      const booked = books.find((a) => a.accountCode === `${currency}:hub`);
      expect(booked?.postedMinor ?? 0n, currency).toBe(-(hub?.lastStatementRead?.closingBalanceMinor ?? 0n));
    }
    expect(books.filter((a) => ['partner', 'transit-out', 'transit-in', 'client-payout', 'suspense'].includes(a.kind) && (a.postedMinor !== 0n || a.pendingMinor !== 0n))).toEqual(
      [],
    );

    // Each institution's receiving account agrees with its statements too, and the institutions paid gross interest on
    // the days interest was posted (what their receivables hold now is the margin booked since).
    const interestPaid = await db.selectFrom('book_transfers').select(['currency_code']).distinct().where('kind', '=', 'interest-received').execute();
    expect(new Set(interestPaid.map((r) => r.currency_code.trim()))).toEqual(new Set(CURRENCIES));

    // The daily client-money reconciliation ran every business day (06:00, as at the day before): internal and external
    // clean every time, the money placed at each institution agreeing with its receiving account's statement.
    await d.advanceTo(`${nextWorkingDay(end)}T07:00:00Z`);
    const runs = await t.operatorApi.get<{ reconciliations: { reconciliationId: string; asAt: string; ok: boolean; trigger: string }[] }>(
      '/operator/client-money/reconciliations?pageSize=200',
    );
    const scheduled = runs.body.reconciliations.filter((r) => r.trigger === 'scheduler' && r.asAt >= START);
    expect(scheduled.map((r) => r.asAt).sort()).toEqual(days);
    expect(scheduled.filter((r) => !r.ok)).toEqual([]);
    const last = await t.operatorApi.get<{ asAt: string; breaks: unknown[]; inputs: { accounts: { accountCode: string; statement: unknown }[] } }>(
      `/operator/client-money/reconciliations/${scheduled.find((r) => r.asAt === end)!.reconciliationId}`,
    );
    expect(last.body.breaks).toEqual([]);
    expect(last.body.inputs.accounts.filter((a) => a.accountCode.includes(':placed:') && a.statement !== null).length).toBeGreaterThanOrEqual(3);

    const report = await reconciliationReport(t);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  }, 600_000);
});
