/** `clients`: search across partners, one client with its portfolios and accounts (read-only). */
import type { Command } from 'commander';
import { fields, money, pageFooter, section, table, type Page } from '../format.js';
import { productCurrencies } from '../lookups.js';
import { csvOption, pageOptions, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';

interface Client {
  financialPartnerId: string;
  clientReference: string;
  externalReference: string;
  clientType: string;
  name: string | null;
  emailAddress: string | null;
  clientVersion: number;
  createdAtUtc: string | null;
}

/** PortfolioInformation of the Portfolios API, the parts shown here. */
interface PortfolioInformation {
  portfolio: {
    portfolioId: string;
    portfolioVersion: number;
    depositAccounts: {
      depositAccountId: string;
      productId: string;
      productIssueNumber: number;
      dateAccountOpenedUTC: string;
      amount: number;
      interestAccruedAmount: number;
      interestPaidAmount: number;
    }[];
  };
  pendingPaymentBatchItems: { instructionReference: string; depositAccountId: string; productId: string; amount: number; dateToBeActionedUTC: string; isClosure: boolean }[];
}

export function registerClients(program: Command): void {
  const clients = program.command('clients').description("clients across partners: search, one client's portfolios and accounts");

  csvOption(
    endpoint(
      pageOptions(
        clients
          .command('search')
          .description('search clients, newest first')
          .addOption(queryOption('--partner <id>', 'only this partner (financialPartnerId)', 'financialPartnerId'))
          .addOption(queryOption('--external-reference <ref>', "the partner's own reference", 'externalReference'))
          .addOption(queryOption('--client-reference <ref>', 'the platform client reference', 'clientReference'))
          .addOption(queryOption('--name <text>', 'name contains (any case)', 'name'))
          .addOption(queryOption('--email <text>', 'email contains (any case)', 'email')),
      ),
      'GET',
      '/operator/clients',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ clients: Client[] } & Page>();
      session.print(page, () =>
        [
          table(page.clients, [
            { header: 'partner', value: (c) => c.financialPartnerId },
            { header: 'client', value: (c) => c.clientReference },
            { header: 'external reference', value: (c) => c.externalReference },
            { header: 'type', value: (c) => c.clientType },
            { header: 'name', value: (c) => c.name },
            { header: 'email', value: (c) => c.emailAddress },
            { header: 'created', value: (c) => c.createdAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(
    clients.command('show').description('one client with its portfolios and deposit accounts').argument('<partner>', 'financialPartnerId').argument('<client>', 'clientReference'),
    'GET',
    '/operator/clients/{financialPartnerId}/{clientReference}',
  ).action(
    action(async (session) => {
      const detail = await session.call<{ client: Client; portfolios: PortfolioInformation[] }>();
      if (session.json) return session.print(detail, () => '');
      const accounts = detail.portfolios.flatMap((p) => p.portfolio.depositAccounts.map((account) => ({ portfolioId: p.portfolio.portfolioId, ...account })));
      const pending = detail.portfolios.flatMap((p) => p.pendingPaymentBatchItems);
      const currencies = await productCurrencies(
        session.api,
        [...accounts, ...pending].map((a) => a.productId),
      );
      const { client } = detail;
      session.print(detail, () =>
        [
          fields([
            ['partner', client.financialPartnerId],
            ['client', client.clientReference],
            ['external reference', client.externalReference],
            ['type', client.clientType],
            ['name', client.name],
            ['email', client.emailAddress],
            ['version', client.clientVersion],
            ['created', client.createdAtUtc],
          ]),
          '',
          section(
            'Deposit accounts',
            table(accounts, [
              { header: 'portfolio', value: (a) => a.portfolioId },
              { header: 'account', value: (a) => a.depositAccountId },
              { header: 'product', value: (a) => `${a.productId} #${a.productIssueNumber}` },
              { header: 'opened', value: (a) => a.dateAccountOpenedUTC },
              { header: 'balance', value: (a) => money(a.amount, currencies.get(a.productId)), align: 'right' },
              { header: 'interest accrued', value: (a) => money(a.interestAccruedAmount, currencies.get(a.productId)), align: 'right' },
              { header: 'interest paid', value: (a) => money(a.interestPaidAmount, currencies.get(a.productId)), align: 'right' },
            ]),
          ),
          ...(pending.length > 0
            ? [
                '',
                section(
                  'Pending (in open batches)',
                  table(pending, [
                    { header: 'instruction', value: (p) => p.instructionReference },
                    { header: 'account', value: (p) => p.depositAccountId },
                    { header: 'product', value: (p) => p.productId },
                    { header: 'closure', value: (p) => p.isClosure },
                    { header: 'actioned', value: (p) => p.dateToBeActionedUTC },
                    { header: 'amount', value: (p) => money(p.amount, currencies.get(p.productId)), align: 'right' },
                  ]),
                ),
              ]
            : []),
        ].join('\n'),
      );
    }),
  );
}
