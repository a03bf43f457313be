/**
 * Walking every portfolio while they change (issue 31): the page-number list
 * is sorted by last update, so a portfolio updated during a walk moves and the
 * walk can miss one and repeat another. The walk (GET /portfolios/walk) gives
 * every portfolio once in its first pass and, in later passes, those written
 * meanwhile in their newer state, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { insertClient } from '../../test/builders/clients.js';
import { openAccount, runInterestJobsForDates } from '../../test/builders/ledger.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { createInterestJobs } from '../ledger/interest.jobs.js';

let t: TestPlatform;
let partner: TestPartner;
let other: TestPartner;
let instant: TestProduct;
const NOW = new Date('2027-06-01T09:00:00Z');

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
  other = await t.newPartner();
  instant = await insertProduct(t.platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '4.0000' });
});
afterAll(async () => t?.close());

/** A new client of `owner` with one account: a portfolio and its settlement. */
async function newPortfolio(owner: TestPartner, openedOn = '2027-06-01'): Promise<{ clientReference: string; portfolioId: string }> {
  const clientReference = await insertClient(t.platform.db, owner.financialPartnerId);
  const { portfolioId } = await openAccount(t.platform.db, {
    financialPartnerId: owner.financialPartnerId,
    clientReference,
    product: instant,
    openedOn,
    amountMinor: 250_000n,
    now: NOW,
  });
  return { clientReference, portfolioId };
}

interface Seen {
  portfolioId: string;
  portfolioVersion: number;
  pass: number;
}

describe('walking every portfolio', () => {
  it('gives each of 500 portfolios once while deposits, settlements and the nightly jobs change them, then what changed in its newer state', async () => {
    const clients: { clientReference: string; portfolioId: string }[] = [];
    for (let n = 0; n < 500; n++) clients.push(await newPortfolio(partner));
    await newPortfolio(other);
    const before = new Set(clients.map((c) => c.portfolioId));
    const jobs = createInterestJobs(t.platform);
    await runInterestJobsForDates(jobs, ['2027-06-01']);

    const seen: Seen[] = [];
    let cursor: string | null | undefined;
    let page = 0;
    do {
      const query = cursor ? `PageSize=37&cursor=${encodeURIComponent(cursor)}` : 'PageSize=37';
      const response = await t.as(partner, { method: 'GET', url: `/financial-partners/portfolios/walk?${query}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      for (const item of body.portfolioInformation) seen.push({ portfolioId: item.portfolio.portfolioId, portfolioVersion: item.portfolio.portfolioVersion, pass: body.pass });
      cursor = body.nextCursor;
      page++;
      // Between pages, while the first pass goes on: a settlement into a portfolio already given and one not
      // yet given (each moves to the top of the last-updated order), a new client, and one night's jobs
      // (daily interest posted into every portfolio).
      if (page <= 10) {
        await openAccount(t.platform.db, { ...accountSpec(clients[page * 7].clientReference) });
        await openAccount(t.platform.db, { ...accountSpec(clients[499 - page * 11].clientReference) });
        clients.push(await newPortfolio(partner));
      }
      if (page === 5) await runInterestJobsForDates(jobs, ['2027-06-02']);
    } while (cursor && page < 200);
    expect(cursor).toBeNull();

    // The first pass gave every portfolio there was at its start exactly once, and none of another partner.
    const firstPass = seen.filter((s) => s.pass === 1).map((s) => s.portfolioId);
    expect(new Set(firstPass).size).toBe(firstPass.length);
    for (const id of before) expect(firstPass).toContain(id);
    // Every portfolio there is now came, its last sighting in its state now.
    const now = new Map<string, number>();
    for (const c of clients) {
      const response = await t.as(partner, { method: 'GET', url: `/financial-partners/clients/${c.clientReference}/portfolios` });
      now.set(c.portfolioId, response.json().portfolioInformation[0].portfolio.portfolioVersion);
    }
    const last = new Map<string, number>();
    for (const s of seen) last.set(s.portfolioId, s.portfolioVersion);
    expect([...last.keys()].sort()).toEqual([...now.keys()].sort());
    for (const [id, version] of now) expect({ id, version: last.get(id) }).toEqual({ id, version });
    // Later passes gave only what changed: the portfolios settled into, the new ones, and those the night posted into.
    expect(seen.some((s) => s.pass > 1)).toBe(true);
  }, 240_000);

  it('refuses a cursor it did not give', async () => {
    const response = await t.as(partner, { method: 'GET', url: '/financial-partners/portfolios/walk?cursor=bm90LWEtY3Vyc29y' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'cursor', reason: 'format' }]);
  });
});

function accountSpec(clientReference: string) {
  return { financialPartnerId: partner.financialPartnerId, clientReference, product: instant, openedOn: '2027-06-01', amountMinor: 10_000n, now: NOW };
}
