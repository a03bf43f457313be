/**
 * A fixed term's whole life as a partner sees it through the Portfolios API,
 * driven only through the HTTP APIs and the sandbox clock: deposit, settlement,
 * a year of nightly accrual, maturity, the payout and the closed account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { insertClient } from '../../test/builders/clients.js';
import { openAccount } from '../../test/builders/ledger.js';
import { accountOf, entriesOf } from '../../test/builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

async function closeAndSettle(d: ReturnType<typeof driver>, date: string, type: 'deposit' | 'withdrawal') {
  await d.advanceTo(`${date}T14:30:00Z`);
  const batch = (await d.batches(date)).find((b) => b.instructionType === type)!;
  expect(batch.instructionBatchStatus).toBe('Locked');
  const closed = await d.closeBatches([
    { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
  ]);
  expect(closed.statusCode).toBe(204);
  await d.advanceTo(`${date}T15:30:00Z`);
}

describe('a 12-month fixed term through the Portfolios API', () => {
  it('shows the deposit pending, then the account, its accrual, its maturity payout pending, and finally the closed account', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    // 4.5% less the 0.25 margin: 4.25% net; £10,000 for 365 days earns exactly £425.00.
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month', ratePercent: '4.5' });
    const client = await d.newClient();
    const portfolios = async () => {
      const response = await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
      expect(response.statusCode).toBe(200);
      return response.json().portfolioInformation[0];
    };

    const reference = await d.submitOk('deposit', newDeposit(product, client, { amount: 10000 }));
    await d.run();
    let item = await portfolios();
    expect(item.portfolio.depositAccounts).toEqual([]);
    expect(item.pendingPaymentBatchItems).toMatchObject([{ instructionReference: reference, pendingBatchType: 'deposit', depositAccountId: '', amount: 10000 }]);

    await closeAndSettle(d, '2026-03-02', 'deposit');
    item = await portfolios();
    expect(item.pendingPaymentBatchItems).toEqual([]);
    const [opened] = item.portfolio.depositAccounts;
    expect(opened).toMatchObject({
      accountStatus: 'Open',
      dateAccountOpenedUTC: '2026-03-02T00:00:00.0000000+00:00',
      dateAccountMaturesUTC: '2027-03-02T00:00:00.0000000+00:00',
      amount: 10000,
      interestAccruedAmount: 0,
      interestPaidAmount: 0,
      interestExpectedAmount: 425,
    });

    // 2 March .. 1 June: 92 nights x 116.438356...p = 10,712.33p.
    await d.advanceTo('2026-06-02T12:00:00Z');
    item = await portfolios();
    expect(item.portfolio.depositAccounts[0]).toMatchObject({ amount: 10000, interestAccruedAmount: 107.12, interestPaidAmount: 0, interestExpectedAmount: 425 });

    // Maturity (a Tuesday): interest posted, the account Matured, its payout waiting in that day's withdrawal batch.
    await d.advanceTo('2027-03-02T12:00:00Z');
    item = await portfolios();
    expect(item.portfolio.depositAccounts[0]).toMatchObject({
      accountStatus: 'Matured',
      amount: 10425,
      interestAccruedAmount: 0,
      interestPaidAmount: 425,
      interestExpectedAmount: 425,
    });
    expect(item.pendingPaymentBatchItems).toMatchObject([
      { pendingBatchType: 'withdrawal', isClosure: true, depositAccountId: opened.depositAccountId, amount: 10425, dateToBeActionedUTC: '2027-03-02T00:00:00.0000000+00:00' },
    ]);

    await closeAndSettle(d, '2027-03-02', 'withdrawal');
    item = await portfolios();
    expect(item.pendingPaymentBatchItems).toEqual([]);
    expect(item.portfolio.depositAccounts[0]).toMatchObject({ accountStatus: 'Closed', amount: 0, interestAccruedAmount: 0, interestPaidAmount: 425, interestExpectedAmount: 425 });

    const report = await runReconciliation(t.platform.db, t.platform.reconciliationChecks, t.platform.clock.now());
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // A year of days, each through every nightly job and the sandbox bank's files (~50 ms a day alone, ~20 s in all):
    // the suite's 60 s default is too tight on a 2-core machine running the other files beside it.
  }, 300_000);
});

describe('sandbox time', () => {
  /** The same accounts on a fresh platform; returns how to advance it and what its accounts hold. */
  async function platformWithAccounts() {
    // Accounts opened directly (no batch, no money placed): the sandbox bank has nothing of theirs to play, and its
    // daily statements (the Daily-posting notice account's interest, ISO files validated both ways) would only slow
    // the 366 steps.
    const p = await startTestPlatform({ env: { SANDBOX_BANK: 'off' } });
    const partner = await p.newPartner();
    const client = await insertClient(p.platform.db, partner.financialPartnerId);
    const specs = [
      { termType: 'InstantAccess' as const, interestPaysFrequency: 'Month', ratePercent: '4.1000' },
      { termType: 'Notice' as const, interestPaysFrequency: 'Daily', ratePercent: '3.3300' },
      { termType: 'FixedTerm' as const, termLength: 6, termUnit: 'Month' as const, interestPaidType: 'AtMaturity', ratePercent: '4.6000' },
    ];
    const accountIds: string[] = [];
    for (const [i, spec] of specs.entries()) {
      const product = await insertProduct(p.platform.db, spec);
      const { depositAccountId } = await openAccount(p.platform.db, {
        financialPartnerId: partner.financialPartnerId,
        clientReference: client,
        product,
        openedOn: '2026-03-02',
        maturesOn: spec.termType === 'FixedTerm' ? '2026-09-02' : null,
        amountMinor: 1_234_567n + BigInt(i),
        now: p.clock.now(),
      });
      accountIds.push(depositAccountId);
    }
    const d = driver(p, partner);
    const byAmount = (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0);
    return {
      p,
      advance: (days: number) => d.call({ method: 'POST', url: '/sandbox/clock/advance', payload: { days } }),
      /** Every account (the platform holds these alone) and every entry, through the ledger's public reads. */
      async state() {
        const accounts = (await Promise.all(accountIds.map((id) => accountOf(p.platform.db, id))))
          .map((a) => ({
            balanceMinor: a.balanceMinor,
            accruedInterest: a.accruedInterest,
            interestPaidMinor: a.interestPaidMinor,
            accruedThrough: a.accruedThrough,
            status: a.status,
          }))
          .sort((x, y) => byAmount(x.balanceMinor, y.balanceMinor));
        const ledger = (await Promise.all(accountIds.map((id) => entriesOf(p.platform.db, id))))
          .flat()
          .sort((x, y) => x.businessDate.localeCompare(y.businessDate) || byAmount(x.amountMinor, y.amountMinor));
        return { accounts, ledger: ledger.map((e) => [e.entryType, e.amountMinor, e.businessDate]) };
      },
    };
  }

  // Days that are alike are not all simulated: 190 days take the accounts past every kind of day they have (the fixed
  // term's maturity on 2026-09-02, six month ends of the instant access's postings, the notice account's daily
  // postings, weekends and a bank holiday); the sandbox's limit of 366 days is src/sandbox/advance.test.ts's.
  it('190 days advanced one day at a time leave the accounts exactly as one advance of 190 days', async () => {
    const stepwise = await platformWithAccounts();
    const atOnce = await platformWithAccounts();
    try {
      for (let day = 0; day < 190; day++) expect((await stepwise.advance(1)).statusCode).toBe(200);
      expect((await atOnce.advance(190)).statusCode).toBe(200);
      const a = await stepwise.state();
      const b = await atOnce.state();
      expect(a.accounts.map((x) => x.accruedThrough)).toEqual(['2026-09-07', '2026-09-07', '2026-09-01']);
      expect(a.accounts.map((x) => x.status)).toEqual(['Open', 'Open', 'Matured']);
      expect(a).toEqual(b);
    } finally {
      await stepwise.p.close();
      await atOnce.p.close();
    }
    // 190 HTTP round trips, each running a day of jobs: a minute on a busy 2-core machine.
  }, 300_000);
});
