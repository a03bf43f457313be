/**
 * A portfolio report: every portfolio of the partner's clients, read a page at
 * a time, with per-currency totals of balances and interest (added in minor
 * units), and the payments still waiting in batches.
 *
 *   npx tsx examples/portfolio-report.ts
 *
 * Env: SAVINGS_BASE_URL and the credentials (see config.ts), PAGE_SIZE (50),
 * CLIENT_REFERENCE (also print that client's accounts one by one).
 */
import { fromMinorUnits, toMinorUnits, type PortfolioInformation } from '@savings-platform/sdk';
import { platformFromEnv } from './config.js';

const platform = platformFromEnv();

interface Totals {
  portfolios: number;
  accounts: number;
  balance: bigint;
  interestPaid: bigint;
  interestAccrued: bigint;
  pending: bigint;
}
const byCurrency = new Map<string, Totals>();

// The walk gives every portfolio once, then again in its newer state any that changed meanwhile: keep the last.
const latest = new Map<string, PortfolioInformation>();
for await (const item of platform.portfolios.list({ pageSize: Number(process.env.PAGE_SIZE ?? '50') })) latest.set(item.portfolio.portfolioId, item);

for (const { portfolio, pendingPaymentBatchItems } of latest.values()) {
  const totals = byCurrency.get(portfolio.currencyCode) ?? { portfolios: 0, accounts: 0, balance: 0n, interestPaid: 0n, interestAccrued: 0n, pending: 0n };
  totals.portfolios += 1;
  for (const account of portfolio.depositAccounts) {
    totals.accounts += 1;
    totals.balance += toMinorUnits(account.amount);
    totals.interestPaid += toMinorUnits(account.interestPaidAmount);
    totals.interestAccrued += toMinorUnits(account.interestAccruedAmount);
  }
  for (const item of pendingPaymentBatchItems) totals.pending += (item.pendingBatchType === 'deposit' ? 1n : -1n) * toMinorUnits(item.amount);
  byCurrency.set(portfolio.currencyCode, totals);
}

console.log('currency  portfolios  accounts  balance  interest paid  interest accrued  pending (net)');
for (const [currency, t] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
  const cells = [t.balance, t.interestPaid, t.interestAccrued, t.pending].map((minor) => fromMinorUnits(minor).toFixed(2));
  console.log([currency, t.portfolios, t.accounts, ...cells].join('  '));
}
if (byCurrency.size === 0) console.log('(no portfolios yet)');

const clientReference = process.env.CLIENT_REFERENCE;
if (clientReference) {
  const result = await platform.portfolios.forClient(clientReference);
  if (!result.notModified) {
    for (const { portfolio, pendingPaymentBatchItems } of result.portfolioInformation) {
      console.log(`client ${clientReference} ${portfolio.currencyCode} portfolio ${portfolio.portfolioId} (version ${portfolio.portfolioVersion})`);
      for (const a of portfolio.depositAccounts)
        console.log(`  account ${a.depositAccountId} ${a.productId} ${a.accountStatus} amount ${a.amount} interest paid ${a.interestPaidAmount}`);
      for (const p of pendingPaymentBatchItems) console.log(`  pending ${p.pendingBatchType} ${p.instructionReference} ${p.amount} on ${p.dateToBeActionedUTC}`);
    }
  }
}
