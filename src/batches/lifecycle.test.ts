/**
 * The whole life of an instruction, per product type: deposit → Processed →
 * Open batch → cut-off → Locked → batch-update → Closed → settlement →
 * Completed → deposit account and ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { driver, newClosure, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { ledgerSum } from '../../test/builders/ledger.js';
import { clientAccountRecordsOf, entriesOf, instructionsOnAccount, type PartnerCaller, portfolioOf } from '../../test/builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

/** The client's accounts (the Portfolios API names them, oldest first), as the ledger has them. */
async function accountsOf(d: PartnerCaller, clientReference: string) {
  return clientAccountRecordsOf(t.platform.db, d, clientReference);
}

async function ledgerOf(depositAccountId: string) {
  return entriesOf(t.platform.db, depositAccountId);
}

async function expectReconciled() {
  const report = await runReconciliation(t.platform.db, t.platform.reconciliationChecks, t.platform.clock.now());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('the life of a fixed term deposit', () => {
  let partner: TestPartner;
  it('goes from deposit to an open account whose ledger agrees', async () => {
    partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month' });
    const client = await d.newClient();

    const submitted = await d.submit('deposit', newDeposit(product, client, { amount: 5000.25 }));
    expect(submitted.statusCode).toBe(202);
    const reference = submitted.json().instructionReference;
    expect(submitted.json().statusLocation).toBe(`/instruction-request/status/${reference}`);
    expect(submitted.headers.location).toBe(`/instruction-request/status/${reference}`);
    expect((await d.status(reference)).status).toBe('Created');

    await d.run();
    expect(await d.status(reference)).toMatchObject({ status: 'Processed', statusReason: null });

    const [open] = await d.batches('2026-03-02');
    expect(open).toMatchObject({
      instructionType: 'deposit',
      instructionBatchTotalAmount: 5000.25,
      instructionBatchTotalNoticeAmount: 0,
      instructionBatchStatus: 'Open',
      currencyCode: 'GBP',
      dateToBeActioned: '2026-03-02T00:00:00.0000000+00:00',
    });
    const portfolioBefore = await portfolioOf(d, client);

    await d.advanceTo('2026-03-02T14:00:00Z');
    expect((await d.batches('2026-03-02'))[0].instructionBatchStatus).toBe('Locked');

    const wrong = await d.closeBatches([{ InstructionBatchId: open.instructionBatchId, TotalAmount: 5000, TotalNoticeAmount: 0 }]);
    const body = expectErrorBody(wrong, 409, 'BatchUpdateConflict');
    expect(body.ErrorDescription).toContain(open.instructionBatchId);
    expect(body.ErrorDescription).toContain('5000.25');
    expect((await d.batches('2026-03-02'))[0].instructionBatchStatus).toBe('Locked');

    const right = await d.closeBatches([{ InstructionBatchId: open.instructionBatchId.toUpperCase(), TotalAmount: 5000.25, TotalNoticeAmount: 0 }]);
    expect(right.statusCode).toBe(204);
    expect((await d.batches('2026-03-02'))[0].instructionBatchStatus).toBe('Closed');

    await d.advanceTo('2026-03-02T15:00:00Z');
    expect((await d.batches('2026-03-02'))[0].instructionBatchStatus).toBe('Completed');

    const [account] = await accountsOf(d, client);
    expect(account).toMatchObject({
      status: 'Open',
      openedOn: '2026-03-02',
      maturesOn: '2027-03-02',
      balanceMinor: 500025n,
      productId: product.productId,
      productVersionOnOpen: 1,
      accruedThrough: null,
    });
    const ledger = await ledgerOf(account.depositAccountId);
    expect(ledger.map((e) => [e.entryType, e.amountMinor, e.businessDate])).toEqual([['Deposit', 500025n, '2026-03-02']]);
    expect(await ledgerSum(t.platform.db, account.depositAccountId)).toBe(account.balanceMinor);

    const portfolioAfter = await portfolioOf(d, client);
    expect(portfolioAfter.portfolioVersion).toBeGreaterThan(portfolioBefore.portfolioVersion);

    const references = await d.call({ method: 'GET', url: `/instruction-batches/${open.instructionBatchId}/references?pageNumber=1` });
    expect(references.json()).toMatchObject({ references: [], pageCount: 0 });
    const summary = await d.call({ method: 'GET', url: `/instruction-batches/${open.instructionBatchId}/instruction-summary/All` });
    expect(summary.json().instructionSummaries).toEqual([
      { instructionReference: reference, instructionAmount: 5000.25, currencyCode: 'GBP', dateToBeActionedUTC: '2026-03-02T00:00:00.0000000+00:00' },
    ]);

    // A fixed term cannot be withdrawn from, nor closed before it matures.
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, account.depositAccountId));
    const early = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect((await d.status(withdrawal)).statusReason).toMatch(/^FixedTermNotMatured: .*2027-03-02/);
    expect((await d.status(early)).statusReason).toMatch(/^FixedTermNotMatured: /);
    await expectReconciled();
  });
});

describe('the life of an instant access deposit', () => {
  it('deposits, withdraws on the next batch and closes the account', async () => {
    await t.clock.advanceTo(new Date('2026-03-02T15:30:00Z'));
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const client = await d.newClient();
    // After Monday's cut-off: Tuesday's batch.
    await d.advanceTo('2026-03-02T16:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 2000 }));
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1000 }));
    await d.run();
    expect(await d.batches('2026-03-02')).toEqual([]);
    const [tuesday] = await d.batches('2026-03-03');
    expect(tuesday).toMatchObject({ instructionBatchTotalAmount: 3000, instructionBatchStatus: 'Open' });

    await d.settle('2026-03-03', 'deposit');
    const [account] = await accountsOf(d, client);
    expect(account).toMatchObject({ status: 'Open', openedOn: '2026-03-03', maturesOn: null, balanceMinor: 300000n });
    expect((await accountsOf(d, client)).length).toBe(1);

    await d.advanceTo('2026-03-04T09:00:00Z');
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, account.depositAccountId, { amount: 1200.5 }));
    await d.run();
    expect((await d.status(withdrawal)).status).toBe('Processed');
    const withdrawals = (await d.batches('2026-03-04')).find((b) => b.instructionType === 'withdrawal')!;
    expect(withdrawals).toMatchObject({ instructionBatchTotalAmount: 1200.5, instructionBatchTotalNoticeAmount: 0 });
    await d.settle('2026-03-04', 'withdrawal');
    const [afterWithdrawal] = await accountsOf(d, client);
    expect(afterWithdrawal.balanceMinor).toBe(179950n);

    await d.advanceTo('2026-03-05T09:00:00Z');
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    expect((await d.status(closure)).status).toBe('Processed');
    const closureBatch = (await d.batches('2026-03-05')).find((b) => b.instructionType === 'withdrawal')!;
    const closures = await d.call({ method: 'GET', url: `/instruction-batches/${closureBatch.instructionBatchId}/instruction-summary/closure` });
    expect(closures.json().instructionSummaries.map((s: { instructionReference: string }) => s.instructionReference)).toEqual([closure]);
    await d.settle('2026-03-05', 'withdrawal');
    const [closed] = await accountsOf(d, client);
    expect(closed).toMatchObject({ status: 'Closed', closedOn: '2026-03-05', balanceMinor: 0n });
    const ledger = await ledgerOf(account.depositAccountId);
    expect(ledger.at(-1)).toMatchObject({ entryType: 'ClosurePayout' });
    expect(await ledgerSum(t.platform.db, account.depositAccountId)).toBe(0n);

    const afterClose = await d.submitOk('withdraw', newWithdrawal(client, account.depositAccountId));
    await d.run();
    expect((await d.status(afterClose)).statusReason).toMatch(/^DepositAccountClosed: /);
    await expectReconciled();
  });
});

describe('the life of a notice deposit', () => {
  it('pays a withdrawal on the working day after the notice, counted as notice', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'Notice', noticeLength: 32, noticeUnit: 'Day' });
    const client = await d.newClient();
    await d.advanceTo('2026-03-06T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 10000 }));
    await d.run();
    await d.settle('2026-03-06', 'deposit');
    const [account] = await accountsOf(d, client);

    await d.advanceTo('2026-03-09T09:00:00Z');
    const early = await d.submitOk('withdraw', newWithdrawal(client, account.depositAccountId, { amount: 250 }));
    await d.run();
    expect((await d.status(early)).status).toBe('Processed');
    // 2026-03-09 + 32 days = 2026-04-10, a Friday and a working day.
    const april10 = (await d.batches('2026-04-10')).find((b) => b.instructionType === 'withdrawal')!;
    expect(april10).toMatchObject({ instructionBatchTotalAmount: 250, instructionBatchTotalNoticeAmount: 250, instructionBatchStatus: 'Open' });

    await d.settle('2026-04-10', 'withdrawal');
    const ledger = await ledgerOf(account.depositAccountId);
    expect(ledger.filter((e) => e.entryType === 'Withdrawal').map((e) => [e.amountMinor, e.businessDate])).toEqual([[-25000n, '2026-04-10']]);
    const [after] = await accountsOf(d, client);
    expect(await ledgerSum(t.platform.db, account.depositAccountId)).toBe(after.balanceMinor);
    await expectReconciled();
  });
});

describe('enqueueMaturityPayout', () => {
  it('pays a matured fixed term out through the next withdrawal batch, once', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 7, termUnit: 'Day' });
    const client = await d.newClient();
    await d.advanceTo('2026-04-13T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 8000 }));
    await d.run();
    await d.settle('2026-04-13', 'deposit');
    const [account] = await accountsOf(d, client);
    expect(account.maturesOn).toBe('2026-04-20');
    // The maturity job (interest context) may already have called it; calling again must add nothing.
    await d.advanceTo('2026-04-20T08:00:00Z');
    await t.platform.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 2; i++) {
        await t.platform.batches.enqueueMaturityPayout(trx, { depositAccountId: account.depositAccountId, businessDate: '2026-04-20', now: t.platform.clock.now() });
      }
    });
    const payouts = (await instructionsOnAccount(t.platform.db, partner.financialPartnerId, account.depositAccountId)).filter((i) => i.instructionType === 'withdrawal');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ isClosure: true, isMaturity: true, state: 'Live' });
    const closure = await d.submitOk('close-account', newClosure(client, account.depositAccountId));
    await d.run();
    // The partner's close-account of the matured account is that payout (maturity-closure.test.ts).
    expect(await d.status(closure)).toMatchObject({ status: 'Processed', statusReason: null });

    const [batch] = (await d.batches('2026-04-20')).filter((b) => b.instructionType === 'withdrawal');
    expect(batch.instructionBatchTotalAmount).toBe(Number(payouts[0].amountMinor) / 100);
    expect(payouts[0].amountMinor).toBeGreaterThanOrEqual(800000n);
    const summary = await d.call({ method: 'GET', url: `/instruction-batches/${batch.instructionBatchId}/instruction-summary/Closure` });
    expect(summary.json().instructionSummaries.map((i: { instructionReference: string }) => i.instructionReference)).toEqual([closure]);

    await d.settle('2026-04-20', 'withdrawal');
    const [closed] = await accountsOf(d, client);
    expect(closed).toMatchObject({ status: 'Closed', balanceMinor: 0n, closedOn: '2026-04-20' });
    const ledger = await ledgerOf(account.depositAccountId);
    expect(ledger.filter((e) => e.entryType === 'MaturityPayout')).toHaveLength(1);
    expect(ledger.at(-1)!.entryType).toBe('MaturityPayout');
    expect(ledger.filter((e) => e.entryType === 'Deposit').map((e) => e.amountMinor)).toEqual([800000n]);
    expect(await ledgerSum(t.platform.db, account.depositAccountId)).toBe(0n);
    await expectReconciled();
  });
});

describe('enqueueMaturityPayouts', () => {
  it("pays a day's matured accounts of several partners set-based: one batch each, totalling their payouts, each account once however often it is named", async () => {
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 7, termUnit: 'Day' });
    const partners = [await t.newPartner(), await t.newPartner()];
    const drivers = partners.map((p) => driver(t, p));
    /** Each partner's batch of the day, locked, closed with its totals, and settled. */
    const settleAll = async (date: string, type: 'deposit' | 'withdrawal') => {
      await drivers[0].advanceTo(`${date}T14:30:00Z`);
      for (const d of drivers) {
        const batch = (await d.batches(date)).find((b) => b.instructionType === type)!;
        const closed = await d.closeBatches([
          { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
        ]);
        expect(closed.statusCode).toBe(204);
      }
      await drivers[0].advanceTo(`${date}T15:30:00Z`);
      for (const d of drivers) expect((await d.batches(date)).find((b) => b.instructionType === type)?.instructionBatchStatus).toBe('Completed');
    };
    await drivers[0].advanceTo('2026-05-05T09:00:00Z');
    const opened: { d: (typeof drivers)[number]; partnerId: string; client: string }[] = [];
    for (const [i, d] of drivers.entries()) {
      // Two clients for the first partner, one for the second; amounts differ so a wrong total shows.
      for (let c = 0; c < 2 - i; c++) {
        const client = await d.newClient();
        await d.submitOk('deposit', newDeposit(product, client, { amount: 5000 + 1234 * (c + 2 * i) }));
        opened.push({ d, partnerId: partners[i].financialPartnerId, client });
      }
      await d.run();
    }
    await settleAll('2026-05-05', 'deposit');
    const accounts = await Promise.all(opened.map(async (o) => ({ ...o, account: (await accountsOf(o.d, o.client))[0] })));
    expect(accounts.map((a) => a.account.maturesOn)).toEqual(['2026-05-12', '2026-05-12', '2026-05-12']);

    // The maturity job pays all three out in one call; naming them again, twice over, adds nothing.
    await drivers[0].advanceTo('2026-05-12T08:00:00Z');
    const ids = accounts.map((a) => a.account.depositAccountId);
    await t.platform.db.transaction().execute(async (trx) => {
      await t.platform.batches.enqueueMaturityPayouts(trx, { depositAccountIds: [...ids, ...ids], businessDate: '2026-05-12', now: t.platform.clock.now() });
    });
    for (const [i, d] of drivers.entries()) {
      const mine = accounts.filter((a) => a.partnerId === partners[i].financialPartnerId);
      const payouts = [];
      for (const { account } of mine) {
        const onAccount = (await instructionsOnAccount(t.platform.db, partners[i].financialPartnerId, account.depositAccountId)).filter((x) => x.instructionType === 'withdrawal');
        expect(onAccount).toHaveLength(1);
        expect(onAccount[0]).toMatchObject({ isClosure: true, isMaturity: true, state: 'Live' });
        expect(onAccount[0].amountMinor).toBeGreaterThan(account.balanceMinor);
        payouts.push(onAccount[0]);
      }
      const batches = (await d.batches('2026-05-12')).filter((b) => b.instructionType === 'withdrawal');
      expect(batches).toHaveLength(1);
      expect(batches[0].instructionBatchId).toBe(payouts[0].instructionBatchId);
      expect(BigInt(Math.round(batches[0].instructionBatchTotalAmount * 100))).toBe(payouts.reduce((sum, p) => sum + p.amountMinor, 0n));
    }
    await settleAll('2026-05-12', 'withdrawal');
    for (const { d, client } of accounts) expect((await accountsOf(d, client))[0]).toMatchObject({ status: 'Closed', balanceMinor: 0n });
    await expectReconciled();
  });
});
