/** `books`: the books in double entry (docs/bank-side.md): the accounts' balances, one transfer, the platform's margin income per month. */
import type { Command } from 'commander';
import { fields, money, table } from '../format.js';
import { month, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';

interface BookAccount {
  accountCode: string;
  currencyCode: string;
  book: string;
  postedBalance: number;
  pendingBalance: number;
}

interface Transfer {
  transferId: string;
  currencyCode: string;
  kind: string;
  state: string;
  businessDate: string;
  description: string;
  legs: { accountCode: string; amount: number }[];
}

interface MarginIncome {
  income: { financialInstitutionId: string; currencyCode: string; month: string; marginAmount: number }[];
}

export function registerBooks(program: Command): void {
  const books = program.command('books').description("the books in double entry: balances, transfers, the platform's margin income");

  endpoint(
    books.command('accounts').description('every ledger account other than deposit accounts, with its posted and pending balance'),
    'GET',
    '/operator/books/accounts',
  ).action(
    action(async (session) => {
      const result = await session.call<{ accounts: BookAccount[] }>();
      session.print(result, () =>
        table(result.accounts, [
          { header: 'account', value: (a) => a.accountCode },
          { header: 'book', value: (a) => a.book },
          { header: 'posted', value: (a) => money(a.postedBalance, a.currencyCode) },
          { header: 'pending', value: (a) => money(a.pendingBalance, a.currencyCode) },
        ]),
      );
    }),
  );

  endpoint(books.command('transfer').description('one transfer and its legs').argument('<transferId>', 'the transfer id'), 'GET', '/operator/books/transfers/{transferId}').action(
    action(async (session) => {
      const transfer = await session.call<Transfer>();
      session.print(transfer, () =>
        [
          fields([
            ['transfer', transfer.transferId],
            ['kind', transfer.kind],
            ['state', transfer.state],
            ['business date', transfer.businessDate],
            ['description', transfer.description],
          ]),
          table(transfer.legs, [
            { header: 'account', value: (l) => l.accountCode },
            { header: 'amount', value: (l) => money(l.amount, transfer.currencyCode) },
          ]),
        ].join('\n'),
      );
    }),
  );

  endpoint(
    books
      .command('margin-income')
      .description("the platform's margin income (gross less net interest) per institution, currency and month")
      .addOption(queryOption('--from <month>', 'first month, YYYY-MM', 'from').argParser(month).makeOptionMandatory())
      .addOption(queryOption('--to <month>', 'last month, YYYY-MM', 'to').argParser(month).makeOptionMandatory()),
    'GET',
    '/operator/books/margin-income',
  ).action(
    action(async (session) => {
      const result = await session.call<MarginIncome>();
      session.print(result, () =>
        table(result.income, [
          { header: 'month', value: (r) => r.month },
          { header: 'institution', value: (r) => r.financialInstitutionId },
          { header: 'margin', value: (r) => money(r.marginAmount, r.currencyCode) },
        ]),
      );
    }),
  );
}
