/**
 * The per-client portfolio read is served from memory while its stamp holds
 * (client-portfolio-cache.ts). These tests read a client, change one thing the
 * read shows, and read again: the answer must equal what a service with an
 * empty cache builds from the database, every time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { ClientPortfolioCache } from './client-portfolio-cache.js';
import { PortfoliosService } from './portfolios.service.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('the cached per-client portfolio read', () => {
  it('after every kind of change answers exactly what an empty cache would build', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '4.0' });
    const client = await d.newClient();
    const served = async () => {
      const response = await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
      expect(response.statusCode).toBe(200);
      return response.json().portfolioInformation;
    };
    const fresh = async () => {
      // A second service over the same database: its cache is empty, so it reads everything.
      const result = await new PortfoliosService(t.platform.db, t.platform.clock).getClientPortfolios(partner.financialPartnerId, client);
      if (result.notModified) throw new Error('not asked conditionally');
      return JSON.parse(JSON.stringify(result.portfolioInformation));
    };
    const history: unknown[] = [];
    const step = async () => {
      // Twice: the second read is the one a cache would answer.
      await served();
      const answer = await served();
      expect(answer).toEqual(await fresh());
      expect(history).not.toContainEqual(answer);
      history.push(answer);
      return answer;
    };

    expect(await step()).toEqual([]);

    // Processing: the deposit shows as pending.
    await d.submitOk('deposit', newDeposit(product, client, { amount: 10000 }));
    await d.run();
    expect((await step())[0].pendingPaymentBatchItems).toHaveLength(1);

    // Settlement: the account opens, nothing pending.
    await d.advanceTo('2026-03-02T14:30:00Z');
    const [batch] = await d.batches('2026-03-02');
    await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount }]);
    await d.advanceTo('2026-03-02T15:30:00Z');
    const settled = await step();
    expect(settled[0].portfolio.depositAccounts).toMatchObject([{ accountStatus: 'Open', amount: 10000 }]);
    const account = settled[0].portfolio.depositAccounts[0].depositAccountId as string;

    // The catalogue alone: a new rate changes the interest expected, no portfolio version moves.
    await t.platform.catalogue.publishIssueVersion(product.productId, 1, { ratePercent: 5 });
    const repriced = await step();
    expect(repriced[0].portfolio.portfolioVersion).toBe(settled[0].portfolio.portfolioVersion);
    expect(repriced[0].portfolio.depositAccounts[0].interestExpectedAmount).not.toBe(settled[0].portfolio.depositAccounts[0].interestExpectedAmount);

    // A night's accrual.
    await d.advanceTo('2026-03-03T12:00:00Z');
    expect((await step())[0].portfolio.depositAccounts[0].interestAccruedAmount).toBeGreaterThan(0);

    // A withdrawal accepted: pending again.
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, account, { amount: 2500 }));
    await d.run();
    expect((await step())[0].pendingPaymentBatchItems).toMatchObject([{ pendingBatchType: 'withdrawal', amount: 2500 }]);

    // Reverted before its batch closes: no longer pending.
    await d.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: withdrawal });
    await d.run();
    expect((await step())[0].pendingPaymentBatchItems).toEqual([]);
  });

  it('answers 304 from the stamp and 404 to another partner, even with the client cached', async () => {
    const owner = await t.newPartner();
    const other = await t.newPartner();
    const d = driver(t, owner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client));
    await d.run();
    const url = `/financial-partners/clients/${client}/portfolios`;
    const first = await d.call({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.json().portfolioInformation[0].pendingPaymentBatchItems).toHaveLength(1);
    const lastModified = first.headers['last-modified'] as string;
    expect((await d.call({ method: 'GET', url, headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);
    expect((await driver(t, other).call({ method: 'GET', url })).statusCode).toBe(404);
    // An unknown client is 404 however it is asked.
    expect((await d.call({ method: 'GET', url: '/financial-partners/clients/nobody/portfolios', headers: { 'if-modified-since': lastModified } })).statusCode).toBe(404);
  });
});

describe('ClientPortfolioCache', () => {
  it('serves an entry only under its stamp and partner, and drops the least recently used', () => {
    // Empty answers weigh 1 each: room for two.
    const cache = new ClientPortfolioCache(2);
    const entry = (stamp: string) => ({ stamp, lastModified: undefined, items: [] });
    cache.set('p1', 'c1', entry('s1'));
    expect(cache.get('p1', 'c1', 's1')?.stamp).toBe('s1');
    expect(cache.get('p2', 'c1', 's1')).toBeUndefined();
    expect(cache.get('p1', 'c1', 's2')).toBeUndefined();
    // A stale entry is dropped when met.
    expect(cache.size).toBe(0);
    cache.set('p1', 'a', entry('s'));
    cache.set('p1', 'b', entry('s'));
    cache.get('p1', 'a', 's');
    cache.set('p1', 'c', entry('s'));
    expect(cache.get('p1', 'b', 's')).toBeUndefined();
    expect(cache.get('p1', 'a', 's')).toBeDefined();
    expect(cache.get('p1', 'c', 's')).toBeDefined();
  });

  it('weighs an answer by its portfolios, accounts and pending items', () => {
    const cache = new ClientPortfolioCache(3);
    const portfolio = { portfolio: { depositAccounts: [{}] }, pendingPaymentBatchItems: [] } as never;
    // 1 + (1 portfolio + 1 account) = 3: the whole cache.
    cache.set('p', 'heavy', { stamp: 's', lastModified: undefined, items: [portfolio] });
    expect(cache.get('p', 'heavy', 's')).toBeDefined();
    cache.set('p', 'light', { stamp: 's', lastModified: undefined, items: [] });
    expect(cache.get('p', 'heavy', 's')).toBeUndefined();
    expect(cache.get('p', 'light', 's')).toBeDefined();
    // Heavier than the cache: not kept at all.
    cache.set('p', 'huge', { stamp: 's', lastModified: undefined, items: [portfolio, portfolio] });
    expect(cache.get('p', 'huge', 's')).toBeUndefined();
    expect(cache.get('p', 'light', 's')).toBeDefined();
  });
});
