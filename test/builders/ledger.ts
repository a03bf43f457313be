/**
 * The money side for tests: an open deposit account with its opening Deposit
 * entry, written through the ledger as settlement writes one (so the interest
 * jobs and the Portfolios API read it as they read a settled one); the sum of an
 * account's entries; the interest jobs run date by date as the scheduler would.
 */
import type { BusinessDate } from '../../src/calendar/calendar.js';
import type { Db } from '../../src/database.js';
import { bumpPortfolioVersions, ensurePortfolios, findPortfolios, openAccounts, post } from '../../src/ledger/ledger.js';
import { newId } from '../../src/platform/ids.js';
import type { DailyJob } from '../../src/scheduler/jobs.js';
import type { TestProduct } from './products.js';
import { entriesOf } from './reads.js';

export interface OpenAccountSpec {
  financialPartnerId: string;
  clientReference: string;
  product: TestProduct;
  currencyCode?: 'GBP' | 'EUR' | 'USD';
  openedOn: string;
  maturesOn?: string | null;
  amountMinor: bigint;
  /** When the portfolio and account rows say they were written. */
  now: Date;
}

/**
 * A new Open account in the client's portfolio of the currency (created on
 * first use; an existing one's version goes up, as a settlement into it would
 * move it) and its Deposit entry, in one transaction.
 */
export async function openAccount(db: Db, spec: OpenAccountSpec): Promise<{ portfolioId: string; depositAccountId: string }> {
  const currencyCode = spec.currencyCode ?? 'GBP';
  const depositAccountId = newId();
  const portfolioId = await db.transaction().execute(async (trx) => {
    const key = `${spec.clientReference}#${currencyCode}`;
    const existing = (await findPortfolios(trx, [{ clientReference: spec.clientReference, currencyCode }])).has(key);
    const portfolios = await ensurePortfolios(trx, [{ financialPartnerId: spec.financialPartnerId, clientReference: spec.clientReference, currencyCode }], spec.now);
    const id = portfolios.get(key)!;
    if (existing) await bumpPortfolioVersions(trx, [id], spec.now);
    await openAccounts(
      trx,
      [
        {
          depositAccountId,
          financialPartnerId: spec.financialPartnerId,
          portfolioId: id,
          clientReference: spec.clientReference,
          productId: spec.product.productId,
          issueNumber: spec.product.issueNumber,
          productVersionOnOpen: spec.product.currentVersion,
          currencyCode,
          openedOn: spec.openedOn,
          maturesOn: spec.maturesOn ?? null,
        },
      ],
      spec.now,
    );
    await post(
      trx,
      { transferId: `opening-deposit:${depositAccountId}`, kind: 'deposit-settlement', description: 'A test account opened' },
      [{ depositAccountId, entryType: 'Deposit', amountMinor: spec.amountMinor, businessDate: spec.openedOn, instructionId: null }],
      spec.now,
    );
    return id;
  });
  return { portfolioId, depositAccountId };
}

/** The sum of an account's ledger entries (all of them, through `listAccountEntries`: reads.ts `entriesOf`). */
export async function ledgerSum(db: Db, depositAccountId: string): Promise<bigint> {
  return (await entriesOf(db, depositAccountId)).reduce((sum, e) => sum + e.amountMinor, 0n);
}

/** Runs the jobs of each date in order, as the scheduler would (due time, then order). */
export async function runInterestJobsForDates(jobs: DailyJob[], dates: Iterable<BusinessDate>): Promise<void> {
  const ordered = [...jobs].sort((a, b) => a.dueAtMinutesUtc - b.dueAtMinutesUtc || a.order - b.order);
  for (const date of dates) for (const job of ordered) await job.run(date);
}
