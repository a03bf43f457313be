/**
 * The sandbox can pay from day one (issue 29, item 2): its seed sets the
 * platform's three client-money accounts and a receiving account for every
 * institution and currency of the sandbox catalogue, each acknowledged, so
 * every guard a payment run passes lets them through; a restart keeps what
 * the operator changed since.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { payableHubAccount, payableInstitutionAccount } from '../banking/banking.js';
import { seedSandboxBankAccounts } from './bank-accounts.js';
import { sandboxCatalogue } from './catalogue.js';
import { seedSandbox } from './seed.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ bankAccounts: false });
  await seedSandbox(t.platform);
});
afterAll(async () => t?.close());

describe('the sandbox bank accounts', () => {
  it("seeds the platform's GBP, EUR and USD client-money accounts, acknowledged today", async () => {
    const listed = (await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).json();
    expect(listed.currenciesWithoutAccount).toEqual([]);
    for (const currency of ['GBP', 'EUR', 'USD'] as const) {
      const account = await payableHubAccount(t.platform.db, currency);
      expect(account).toMatchObject({ currencyCode: currency, acknowledgementCountersignedOn: '2026-03-02', lastStatementRead: null });
    }
    expect(await payableHubAccount(t.platform.db, 'GBP')).toMatchObject({ sortCode: '600001', accountNumber: '10000001', iban: 'GB66SBOX60000110000001' });
  });

  it('seeds a payable receiving account for every institution and currency the sandbox catalogue offers products in', async () => {
    const pairs = new Set((await sandboxCatalogue()).products.map((p) => `${p.financialInstitutionId}/${p.currencyCode}`));
    expect(pairs.size).toBeGreaterThanOrEqual(6);
    for (const pair of pairs) {
      const [institution, currency] = pair.split('/') as [string, 'GBP' | 'EUR' | 'USD'];
      const settings = await payableInstitutionAccount(t.platform.db, institution, currency);
      expect(settings, pair).toMatchObject({ ukAccountForm: 'sort-code-and-number', pain001Version: 'pain.001.001.09', account: { currencyCode: currency } });
    }
  });

  it('seeds only the accounts not set: a restart keeps what the operator changed', async () => {
    const cleared = await t.operator({ method: 'DELETE', url: '/operator/institutions/MERIDIAN/bank-accounts/EUR/acknowledgement' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await seedSandboxBankAccounts(t.platform)).toBe(false);
    await seedSandbox(t.platform);
    await expect(payableInstitutionAccount(t.platform.db, 'MERIDIAN', 'EUR')).rejects.toMatchObject({ code: 'AccountNotAcknowledged' });
  });
});
