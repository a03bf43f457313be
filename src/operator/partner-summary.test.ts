/**
 * The partner page (issue 32, item 5), through the real app and the sandbox clock: the money a partner holds per
 * currency and institution follows deposits settled, interest posted, withdrawals and closures, and always equals
 * the sum of its accounts' balances (read here from the table on purpose: the page itself never reads them);
 * another partner's money never shows; the histories show onboarding, a rotation, a suspension and a
 * reactivation; an unknown partner is 404; the reconciliation catches a tampered holdings row.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newClosure, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, reconciliationReport, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let alice: TestPartner;
let bob: TestPartner;
let gbp: TestProduct;
let eur: TestProduct;
let aliceDriver: ReturnType<typeof driver>;
let bobDriver: ReturnType<typeof driver>;
let first: string;
let second: string;

interface Holding {
  currencyCode: string;
  financialInstitutionId: string;
  financialInstitutionName: string | null;
  balance: number;
  accountCount: number;
}

async function summary(financialPartnerId: string) {
  const response = await t.operator({ method: 'GET', url: `/operator/partners/${financialPartnerId}/summary` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The partner's money per currency and institution as its accounts hold it (the sum the holdings must equal), in pennies. */
async function balancesOf(financialPartnerId: string): Promise<{ currencyCode: string; financialInstitutionId: string; balanceMinor: string; accountCount: number }[]> {
  const result = await sql<{ currency_code: string; financial_institution_id: string; balance_minor: string; account_count: string }>`
    SELECT a.currency_code, p.financial_institution_id, sum(a.balance_minor)::text AS balance_minor, count(*) FILTER (WHERE a.status <> 'Closed')::text AS account_count
    FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
    WHERE a.financial_partner_id = ${financialPartnerId}
    GROUP BY 1, 2 ORDER BY 1, 2`.execute(t.platform.db);
  return result.rows.map((r) => ({
    currencyCode: r.currency_code,
    financialInstitutionId: r.financial_institution_id,
    balanceMinor: r.balance_minor,
    accountCount: Number(r.account_count),
  }));
}

/** The summary's holdings agree with the accounts (pennies compared as integers: the JSON number is exact to the penny). */
async function expectHoldingsEqualAccounts(financialPartnerId: string): Promise<Holding[]> {
  const { holdings } = (await summary(financialPartnerId)) as { holdings: Holding[] };
  const accounts = (await balancesOf(financialPartnerId)).filter((a) => a.accountCount > 0 || a.balanceMinor !== '0');
  expect(
    holdings.map((h) => ({
      currencyCode: h.currencyCode,
      financialInstitutionId: h.financialInstitutionId,
      balanceMinor: String(Math.round(h.balance * 100)),
      accountCount: h.accountCount,
    })),
  ).toEqual(accounts);
  return holdings;
}

/** Settles the day's batches of `type` of every partner given, as they and the platform would (see driver().settle). */
async function settleAll(date: string, type: 'deposit' | 'withdrawal', drivers: ReturnType<typeof driver>[]): Promise<void> {
  await aliceDriver.advanceTo(`${date}T14:30:00Z`);
  for (const d of drivers) {
    const batches = (await d.batches(date)).filter((b) => b.instructionType === type);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.map((b) => b.instructionBatchStatus)).toEqual(batches.map(() => 'Locked'));
    for (const b of batches) {
      const closed = await d.closeBatches([
        { InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount },
      ]);
      expect(closed.statusCode, closed.body).toBe(204);
    }
  }
  await aliceDriver.advanceTo(`${date}T15:30:00Z`);
  for (const d of drivers) {
    const batches = (await d.batches(date)).filter((b) => b.instructionType === type);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.map((b) => b.instructionBatchStatus)).toEqual(batches.map(() => 'Completed'));
  }
}

beforeAll(async () => {
  t = await startTestPlatform();
  alice = await t.newPartner();
  bob = await t.newPartner();
  // Interest posted every day, so a few days of the clock post some.
  gbp = await insertProduct(t.platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily' });
  eur = await insertProduct(t.platform.db, { termType: 'InstantAccess', currency: 'EUR', interestPaysFrequency: 'Daily' });
  aliceDriver = driver(t, alice);
  bobDriver = driver(t, bob);
  first = await aliceDriver.newClient();
  second = await aliceDriver.newClient();
  await aliceDriver.submitOk('deposit', newDeposit(gbp, first, { amount: 1000 }));
  await aliceDriver.submitOk('deposit', newDeposit(gbp, second, { amount: 2500.25 }));
  await aliceDriver.submitOk('deposit', newDeposit(eur, first, { amount: 1200 }));
  await bobDriver.submitOk('deposit', newDeposit(gbp, await bobDriver.newClient(), { amount: 1700 }));
  await aliceDriver.run();
  await bobDriver.run();
  await settleAll('2026-03-02', 'deposit', [aliceDriver, bobDriver]);
});
afterAll(async () => t?.close());

describe('GET /operator/partners/{id}/summary', () => {
  it('shows the partner as its own read does, its clients counted with the link to their list, and its introducers counted', async () => {
    const s = await summary(alice.financialPartnerId);
    const partner = await t.operator({ method: 'GET', url: `/operator/partners/${alice.financialPartnerId}` });
    expect(s.partner).toEqual(partner.json());
    expect(s).toMatchObject({ clientCount: 2, clientCountCapped: false, clientsPath: `/operator/clients?financialPartnerId=${alice.financialPartnerId}` });
    const clients = await t.operator({ method: 'GET', url: s.clientsPath });
    expect(clients.json().totalCount).toBe(2);
    const introducers = await t.operator({ method: 'GET', url: `/operator/partners/${alice.financialPartnerId}/introducers` });
    expect(s).toMatchObject({ introducerCount: introducers.json().totalCount, introducerCountCapped: false });
  });

  it('holds each settled deposit at its institution in its currency, totals per currency, and none of another partner', async () => {
    const holdings = await expectHoldingsEqualAccounts(alice.financialPartnerId);
    expect(holdings).toEqual([
      { currencyCode: 'EUR', financialInstitutionId: eur.institutionId, financialInstitutionName: expect.stringContaining('Test Bank'), balance: 1200, accountCount: 1 },
      { currencyCode: 'GBP', financialInstitutionId: gbp.institutionId, financialInstitutionName: expect.stringContaining('Test Bank'), balance: 3500.25, accountCount: 2 },
    ]);
    expect((await summary(alice.financialPartnerId)).totals).toEqual([
      { currencyCode: 'EUR', balance: 1200, accountCount: 1 },
      { currencyCode: 'GBP', balance: 3500.25, accountCount: 2 },
    ]);
    // Bob's money at the same institution is his alone.
    expect((await summary(bob.financialPartnerId)).holdings).toEqual([expect.objectContaining({ financialInstitutionId: gbp.institutionId, balance: 1700, accountCount: 1 })]);
  });

  it('follows the interest posted over the nights, then a withdrawal and a closure (its interest and payout), always the sum of the balances', async () => {
    await aliceDriver.advanceTo('2026-03-06T09:00:00Z');
    const withInterest = await expectHoldingsEqualAccounts(alice.financialPartnerId);
    expect(withInterest.find((h) => h.currencyCode === 'GBP')!.balance).toBeGreaterThan(3500.25);
    expect(withInterest.find((h) => h.currencyCode === 'EUR')!.balance).toBeGreaterThan(1200);
    await expectHoldingsEqualAccounts(bob.financialPartnerId);

    const accounts = await aliceDriver.accounts(first);
    const firstGbp = accounts.find((a) => a.productId === gbp.productId)!.depositAccountId;
    const secondGbp = await aliceDriver.accountId(second);
    await aliceDriver.submitOk('withdraw', newWithdrawal(second, secondGbp, { amount: 100 }));
    await aliceDriver.submitOk('close-account', newClosure(first, firstGbp));
    await aliceDriver.run();
    await settleAll('2026-03-06', 'withdrawal', [aliceDriver]);
    const after = await expectHoldingsEqualAccounts(alice.financialPartnerId);
    const gbpHolding = after.find((h) => h.currencyCode === 'GBP')!;
    expect(gbpHolding.accountCount).toBe(1);
    expect(gbpHolding.balance).toBeGreaterThan(2400.25);
    expect(gbpHolding.balance).toBeLessThan(2402);
  });

  it('keeps the sum through the nightly fold of the changes, and the reconciliation agrees', async () => {
    // Past the night's fold (23:50; the day's postings ran at 00:00, before it): every change is in the totals.
    await aliceDriver.advanceTo('2026-03-10T23:55:00Z');
    const pending = await t.platform.db
      .selectFrom('partner_holding_changes')
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
    await expectHoldingsEqualAccounts(alice.financialPartnerId);
    await expectHoldingsEqualAccounts(bob.financialPartnerId);
    const report = await reconciliationReport(t);
    expect(report.checks.find((c) => c.name === 'partner-holdings-equal-accounts')).toMatchObject({ ok: true });
  });

  it('the reconciliation names a holdings row that no longer equals the accounts', async () => {
    // Read in the table it then tampers with and restores, on purpose (a broken invariant is what this test is about).
    const row = await t.platform.db
      .selectFrom('partner_holdings')
      .selectAll()
      .where('financial_partner_id', '=', alice.financialPartnerId)
      .where('currency_code', '=', 'EUR')
      .executeTakeFirstOrThrow();
    const accounts = (await balancesOf(alice.financialPartnerId)).find((a) => a.currencyCode === 'EUR')!;
    const where = sql`financial_partner_id = ${row.financial_partner_id} AND financial_institution_id = ${row.financial_institution_id} AND currency_code = 'EUR'`;
    await sql`UPDATE partner_holdings SET balance_minor = balance_minor + 1 WHERE ${where}`.execute(t.platform.db);
    try {
      const report = await reconciliationReport(t);
      expect(report.ok).toBe(false);
      const check = report.checks.find((c) => c.name === 'partner-holdings-equal-accounts');
      expect(check?.offending).toEqual([
        {
          financial_partner_id: alice.financialPartnerId,
          financial_institution_id: eur.institutionId,
          currency_code: 'EUR',
          holdings_balance_minor: String(BigInt(accounts.balanceMinor) + 1n),
          accounts_balance_minor: accounts.balanceMinor,
          holdings_account_count: '1',
          accounts_account_count: '1',
        },
      ]);
    } finally {
      await sql`UPDATE partner_holdings SET balance_minor = balance_minor - 1 WHERE ${where}`.execute(t.platform.db);
    }
    expect((await reconciliationReport(t)).checks.find((c) => c.name === 'partner-holdings-equal-accounts')).toMatchObject({ ok: true });
  });

  it('lists its credentials and suspensions from the audit log, newest first, with who and why', async () => {
    const created = await t.operator({ method: 'POST', url: '/operator/partners', payload: { name: 'Summary History Ltd', role: 'wealth' } });
    expect(created.statusCode, created.body).toBe(201);
    const { financialPartnerId, clientId } = created.json();
    const rotated = await t.operator({ method: 'POST', url: `/operator/partners/${financialPartnerId}/credentials/rotate` });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const suspended = await t.operator({ method: 'POST', url: `/operator/partners/${financialPartnerId}/suspend`, payload: { reason: 'KYC review overdue' } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const reactivated = await t.operator({ method: 'POST', url: `/operator/partners/${financialPartnerId}/reactivate` });
    expect(reactivated.statusCode, reactivated.body).toBe(200);

    const s = await summary(financialPartnerId);
    expect(s.credentialHistory).toEqual([
      { occurredAtUtc: expect.any(String), operatorName: 'bootstrap', action: 'rotated', clientId: rotated.json().clientId },
      { occurredAtUtc: expect.any(String), operatorName: 'bootstrap', action: 'issued', clientId },
    ]);
    expect(s.suspensionHistory).toEqual([
      { occurredAtUtc: expect.any(String), operatorName: 'bootstrap', action: 'reactivated', reason: null },
      { occurredAtUtc: expect.any(String), operatorName: 'bootstrap', action: 'suspended', reason: 'KYC review overdue' },
    ]);
    // A partner with no accounts holds nothing and has no clients.
    expect(s).toMatchObject({ clientCount: 0, holdings: [], totals: [] });
    // The secrets themselves are never kept, so never shown.
    expect(JSON.stringify(s)).not.toContain(rotated.json().clientSecret);
  });

  it('is 404 for an unknown partner', async () => {
    expectErrorBody(await t.operator({ method: 'GET', url: `/operator/partners/${randomUUID()}/summary` }), 404, 'NotFound');
  });
});
