/**
 * Fixed means fixed (docs/decisions/domain.md): a fixed term's net rate is stored on the
 * account when it opens, so a later margin change (or new issue version) moves
 * only variable-rate accounts, and interestExpectedAmount is what maturity pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { accrualOn, accrualsOf, onlyAccountOf, type PartnerCaller } from '../../test/builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2026-11-24T09:00:00.000Z' });
});
afterAll(async () => t?.close());

/** The client's one account (the Portfolios API names it), as the ledger has it. */
async function accountOfClient(d: PartnerCaller, clientReference: string) {
  return onlyAccountOf(t.platform.db, d, clientReference);
}

async function ratesAccruedBy(depositAccountId: string) {
  const rates = (await accrualsOf(t.platform.db, depositAccountId)).map((r) => r.netRatePercent);
  return [...new Set(rates)].sort();
}

describe('a margin change after opening', () => {
  it('leaves a fixed term at the rate fixed at opening (interestExpectedAmount is what maturity pays) and moves instant access from that night', async () => {
    const d = driver(t, await t.newPartner());
    // As FT6-GBP-HARBOUR issue 1: 4.30% less a 0.25 margin, 6 months.
    const fixed = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 6, termUnit: 'Month', ratePercent: '4.30' });
    const instant = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '4.30' });
    const fixedClient = await d.newClient();
    const instantClient = await d.newClient();
    await d.submitOk('deposit', newDeposit(fixed, fixedClient, { amount: 10000 }));
    await d.submitOk('deposit', newDeposit(instant, instantClient, { amount: 10000 }));
    await d.run();
    await d.advanceTo('2026-11-24T14:30:00Z');
    const batch = (await d.batches('2026-11-24')).find((b) => b.instructionType === 'deposit')!;
    expect((await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount }])).statusCode).toBe(204);
    await d.advanceTo('2026-11-25T09:00:00Z');

    const expected = async () => {
      const response = await d.call({ method: 'GET', url: `/financial-partners/clients/${fixedClient}/portfolios` });
      expect(response.statusCode).toBe(200);
      return response.json().portfolioInformation[0].portfolio.depositAccounts[0].interestExpectedAmount as number;
    };
    // 181 days (24 Nov 2026 to 24 May 2027) x 1,000,000p x 4.05% / 365 = 20,083.56p.
    expect(await expected()).toBe(200.84);
    const fixedAccount = await accountOfClient(d, fixedClient);
    expect(fixedAccount.fixedNetRatePercent).toBe('4.0500');

    await d.advanceTo('2026-12-14T10:00:00Z');
    const published = await t.operator({ method: 'POST', url: `/operator/products/${fixed.productId}/issues/1/versions`, payload: { marginPercent: 0.5 } });
    expect(published.statusCode).toBeLessThan(300);
    expect((await t.operator({ method: 'POST', url: `/operator/products/${instant.productId}/issues/1/versions`, payload: { marginPercent: 0.5 } })).statusCode).toBeLessThan(300);
    await d.advanceTo('2026-12-16T09:00:00Z');
    expect(await expected()).toBe(200.84);
    expect(await ratesAccruedBy(fixedAccount.depositAccountId)).toEqual(['4.0500']);
    // Instant access follows the change from the accrual of the day it was published (14 December).
    const instantAccount = await accountOfClient(d, instantClient);
    expect(await ratesAccruedBy(instantAccount.depositAccountId)).toEqual(['3.8000', '4.0500']);
    const dec14 = await accrualOn(t.platform.db, instantAccount.depositAccountId, '2026-12-14');
    expect(dec14.netRatePercent).toBe('3.8000');

    // Maturity pays exactly what was expected.
    await d.advanceTo('2027-05-24T09:00:00Z');
    expect(await accountOfClient(d, fixedClient)).toMatchObject({ status: 'Matured', interestPaidMinor: 20_084n, balanceMinor: 1_020_084n });
    const report = await reconciliationReport(t);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
