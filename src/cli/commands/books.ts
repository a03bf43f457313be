/** `books`: the books in double entry (docs/bank-side.md): the accounts' balances, one transfer, the platform's margin income per month. */
import type { Command } from 'commander';
import { fields, money, type Page, pageFooter, table } from '../format.js';
import { csvOption, month, pageOptions, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { CURRENCIES } from '../../platform/currency.js';

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

  csvOption(
    endpoint(
      pageOptions(
        books
          .command('accounts')
          .description('ledger accounts other than deposit accounts, by code, with their posted and pending balances')
          .addOption(queryOption('--currency <code>', 'only this currency', 'currencyCode').choices(CURRENCIES))
          .addOption(
            queryOption('--kind <kind>', 'only this kind of account', 'kind').choices([
              'hub',
              'transit-out',
              'transit-in',
              'placed',
              'partner',
              'client-payout',
              'suspense',
              'interest-receivable',
              'margin-income',
            ]),
          ),
      ),
      'GET',
      '/operator/books/accounts',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ accounts: BookAccount[] } & Page>();
      session.print(page, () =>
        [
          table(page.accounts, [
            { header: 'account', value: (a) => a.accountCode },
            { header: 'book', value: (a) => a.book },
            { header: 'posted', value: (a) => money(a.postedBalance, a.currencyCode) },
            { header: 'pending', value: (a) => money(a.pendingBalance, a.currencyCode) },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
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

  csvOption(
    endpoint(
      books
        .command('margin-income')
        .description("the platform's margin income (gross less net interest) per institution, currency and month")
        .addOption(queryOption('--from <month>', 'first month, YYYY-MM', 'from').argParser(month).makeOptionMandatory())
        .addOption(queryOption('--to <month>', 'last month, YYYY-MM', 'to').argParser(month).makeOptionMandatory()),
      'GET',
      '/operator/books/margin-income',
    ),
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
