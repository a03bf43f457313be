/** `accounts`: one deposit account with its ledger entries, accruals and postings. */
import type { Command } from 'commander';
import { fields, money, percent, section, table } from '../format.js';
import { action, endpoint } from '../session.js';
import { type LedgerEntry, ledgerEntryTable } from './views.js';

interface DepositAccount {
  account: {
    depositAccountId: string;
    financialPartnerId: string;
    portfolioId: string;
    clientReference: string;
    productId: string;
    productIssueNumber: number;
    productVersionOnAccountOpen: number;
    accountStatus: string;
    currencyCode: string;
    openedOn: string | null;
    maturesOn: string | null;
    closedOn: string | null;
    amount: number;
    interestAccruedExact: string;
    interestPaidAmount: number;
    accruedThrough: string | null;
  };
  ledgerEntries: LedgerEntry[];
  accruals: { accrualDate: string; amountExact: string; netRatePercent: number }[];
  postings: { postingId: string; postingDate: string; accruedExact: string; amount: number; reason: string; createdAtUtc: string }[];
}

export function registerAccounts(program: Command): void {
  const accounts = program.command('accounts').description('deposit accounts');

  endpoint(
    accounts.command('show').description('one deposit account with its newest ledger entries, accruals and postings').argument('<account>', 'depositAccountId'),
    'GET',
    '/operator/deposit-accounts/{depositAccountId}',
  ).action(
    action(async (session) => {
      const detail = await session.call<DepositAccount>();
      const { account } = detail;
      const code = account.currencyCode;
      session.print(detail, () =>
        [
          fields([
            ['account', account.depositAccountId],
            ['partner', account.financialPartnerId],
            ['client', account.clientReference],
            ['portfolio', account.portfolioId],
            ['product', `${account.productId} #${account.productIssueNumber} (version ${account.productVersionOnAccountOpen} at opening)`],
            ['status', account.accountStatus],
            ['opened', account.openedOn],
            ['matures', account.maturesOn],
            ['closed', account.closedOn],
            ['balance', money(account.amount, code)],
            ['interest accrued', `${account.interestAccruedExact} ${code} (through ${account.accruedThrough ?? '-'})`],
            ['interest paid', money(account.interestPaidAmount, code)],
          ]),
          '',
          section('Ledger entries', ledgerEntryTable(detail.ledgerEntries, code)),
          '',
          section(
            'Accruals',
            table(detail.accruals, [
              { header: 'day', value: (a) => a.accrualDate },
              { header: 'net rate', value: (a) => percent(a.netRatePercent), align: 'right' },
              { header: 'accrued (exact)', value: (a) => `${a.amountExact} ${code}`, align: 'right' },
            ]),
          ),
          '',
          section(
            'Interest postings',
            table(detail.postings, [
              { header: 'posting', value: (p) => p.postingId },
              { header: 'day', value: (p) => p.postingDate },
              { header: 'reason', value: (p) => p.reason },
              { header: 'accrued (exact)', value: (p) => `${p.accruedExact} ${code}`, align: 'right' },
              { header: 'paid', value: (p) => money(p.amount, code), align: 'right' },
            ]),
          ),
        ].join('\n'),
      );
    }),
  );
}
