/** `partners`: list and search, details, the partner page's summary, onboarding, credentials, suspension, FSCS policy, introducers. */
import { type Command, Option } from 'commander';
import { fields, money, pageFooter, section, table, type Page } from '../format.js';
import { csvOption, pageOptions, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';

const PARTNER_ROLES = ['pension', 'wealth', 'institution'];

interface Partner {
  financialPartnerId: string;
  name: string;
  role: string;
  clientId: string;
  createdAtUtc: string;
  status: string;
  suspendedAtUtc: string | null;
  suspensionReason: string | null;
  fscsPolicy: 'warn' | 'block';
}

interface PartnerCredentials {
  financialPartnerId: string;
  name: string;
  role: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
}

type Introducer = Record<string, string | undefined>;

interface PartnerSummary {
  partner: Partner;
  clientCount: number;
  clientCountCapped: boolean;
  holdings: { currencyCode: string; financialInstitutionId: string; financialInstitutionName: string | null; balance: number; accountCount: number }[];
  totals: { currencyCode: string; balance: number; accountCount: number }[];
  introducerCount: number;
  introducerCountCapped: boolean;
  credentialHistory: { occurredAtUtc: string; operatorName: string; action: string; clientId: string }[];
  suspensionHistory: { occurredAtUtc: string; operatorName: string; action: string; reason: string | null }[];
}

/** A count the API caps: "more than N" past the cap. */
function counted(count: number, capped: boolean): string {
  return capped ? `more than ${count.toLocaleString('en-GB')}` : count.toLocaleString('en-GB');
}

function summaryText(s: PartnerSummary): string {
  return [
    partnerFields(s.partner),
    fields([
      ['clients', counted(s.clientCount, s.clientCountCapped)],
      ['introducers', counted(s.introducerCount, s.introducerCountCapped)],
    ]),
    '',
    section(
      'Money held',
      s.holdings.length === 0
        ? '(none)'
        : table(
            [...s.holdings.map((h) => ({ ...h, total: false })), ...s.totals.map((t) => ({ ...t, financialInstitutionId: 'total', financialInstitutionName: null, total: true }))],
            [
              { header: 'currency', value: (h) => h.currencyCode },
              { header: 'institution', value: (h) => (h.total ? 'total' : (h.financialInstitutionName ?? h.financialInstitutionId)) },
              { header: 'balance', value: (h) => money(h.balance, h.currencyCode) },
              { header: 'accounts', value: (h) => h.accountCount },
            ],
          ),
    ),
    '',
    section(
      'Credentials',
      s.credentialHistory.length === 0
        ? '(none recorded)'
        : table(s.credentialHistory, [
            { header: 'when', value: (c) => c.occurredAtUtc },
            { header: 'by', value: (c) => c.operatorName },
            { header: 'action', value: (c) => c.action },
            { header: 'client id', value: (c) => c.clientId },
          ]),
    ),
    '',
    section(
      'Suspensions',
      s.suspensionHistory.length === 0
        ? '(none)'
        : table(s.suspensionHistory, [
            { header: 'when', value: (c) => c.occurredAtUtc },
            { header: 'by', value: (c) => c.operatorName },
            { header: 'action', value: (c) => c.action },
            { header: 'reason', value: (c) => c.reason },
          ]),
    ),
  ].join('\n');
}

function partnerFields(partner: Partner): string {
  return fields([
    ['partner', partner.financialPartnerId],
    ['name', partner.name],
    ['role', partner.role],
    ['status', partner.status],
    ['client id', partner.clientId],
    ['created', partner.createdAtUtc],
    ['FSCS policy', partner.fscsPolicy],
    ...(partner.status === 'Suspended'
      ? ([
          ['suspended', partner.suspendedAtUtc],
          ['reason', partner.suspensionReason],
        ] as const)
      : []),
  ]);
}

function credentialFields(credentials: PartnerCredentials): string {
  return [
    fields([
      ['partner', credentials.financialPartnerId],
      ['name', credentials.name],
      ['role', credentials.role],
      ['client id', credentials.clientId],
      ['client secret', credentials.clientSecret],
      ['subscription key', credentials.subscriptionKey],
    ]),
    '',
    'The secret and the subscription key are shown this once: hand them to the partner now.',
  ].join('\n');
}

export function registerPartners(program: Command): void {
  const partners = program.command('partners').description('partners: list, details, summary, onboarding, credentials, suspension, FSCS policy, introducers');

  csvOption(
    endpoint(
      pageOptions(
        partners
          .command('list')
          .description('list partners in onboarding order, filtered')
          .addOption(queryOption('--search <text>', 'name or id contains', 'search'))
          .addOption(queryOption('--role <role>', 'only this role', 'role').choices(PARTNER_ROLES))
          .addOption(queryOption('--suspended', 'only suspended partners', 'suspended'))
          .addOption(queryOption('--no-suspended', 'only active partners', 'suspended')),
        500,
        100,
      ),
      'GET',
      '/operator/partners',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ partners: Partner[] } & Page>();
      session.print(page, () =>
        [
          table(page.partners, [
            { header: 'partner', value: (p) => p.financialPartnerId },
            { header: 'name', value: (p) => p.name },
            { header: 'role', value: (p) => p.role },
            { header: 'status', value: (p) => p.status },
            { header: 'client id', value: (p) => p.clientId },
            { header: 'created', value: (p) => p.createdAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(partners.command('show').description("one partner's details").argument('<partner>', 'financialPartnerId'), 'GET', '/operator/partners/{financialPartnerId}').action(
    action(async (session) => {
      const partner = await session.call<Partner>();
      session.print(partner, () => partnerFields(partner));
    }),
  );

  endpoint(
    partners
      .command('summary')
      .description('the partner page: its details, clients and introducers counted, money held per currency and institution, credentials and suspension history')
      .argument('<partner>', 'financialPartnerId'),
    'GET',
    '/operator/partners/{financialPartnerId}/summary',
  ).action(
    action(async (session) => {
      const summary = await session.call<PartnerSummary>();
      session.print(summary, () => summaryText(summary));
    }),
  );

  endpoint(
    partners
      .command('onboard')
      .description('onboard a partner: prints its credentials, shown once')
      .requiredOption('--name <name>', "the partner's name")
      .addOption(new Option('--role <role>', 'what it is').choices(PARTNER_ROLES).makeOptionMandatory()),
    'POST',
    '/operator/partners',
  ).action(
    action(async (session, command) => {
      const { name, role } = command.opts<{ name: string; role: string }>();
      const credentials = await session.call<PartnerCredentials>({ body: { name, role } });
      session.print(credentials, () => credentialFields(credentials));
    }),
  );

  endpoint(
    partners.command('rotate-credentials').description('issue a new client secret and subscription key (the old ones stop working)').argument('<partner>', 'financialPartnerId'),
    'POST',
    '/operator/partners/{financialPartnerId}/credentials/rotate',
  ).action(
    action(async (session) => {
      const credentials = await session.call<PartnerCredentials>();
      printChange(session, credentials, credentialFields);
    }),
  );

  endpoint(
    partners
      .command('suspend')
      .description('suspend a partner: its token requests and API calls answer 401; its data stays')
      .argument('<partner>', 'financialPartnerId')
      .requiredOption('--reason <text>', 'why (kept with the partner and in the audit log)'),
    'POST',
    '/operator/partners/{financialPartnerId}/suspend',
  ).action(
    action(async (session, command) => {
      const partner = await session.call<Partner>({ body: { reason: command.opts<{ reason: string }>().reason } });
      printChange(session, partner, partnerFields);
    }),
  );

  endpoint(
    partners
      .command('fscs-policy')
      .description("what the partner's deposits over a client's FSCS limit do: warn (Processed, with an event) or block (Rejected)")
      .argument('<partner>', 'financialPartnerId')
      .addOption(new Option('--policy <policy>', 'warn or block').choices(['warn', 'block']).makeOptionMandatory()),
    'PUT',
    '/operator/partners/{financialPartnerId}/fscs-policy',
  ).action(
    action(async (session, command) => {
      const partner = await session.call<Partner>({ body: { fscsPolicy: command.opts<{ policy: string }>().policy } });
      printChange(session, partner, partnerFields);
    }),
  );

  endpoint(
    partners.command('reactivate').description('lift a suspension').argument('<partner>', 'financialPartnerId'),
    'POST',
    '/operator/partners/{financialPartnerId}/reactivate',
  ).action(
    action(async (session) => {
      const partner = await session.call<Partner>();
      printChange(session, partner, partnerFields);
    }),
  );

  csvOption(
    endpoint(
      pageOptions(
        partners
          .command('introducers')
          .description("a partner's introducers, in creation order")
          .argument('<partner>', 'financialPartnerId')
          .addOption(queryOption('--type <type>', 'only introducers of this type', 'introducerType').choices(['individual', 'business'])),
      ),
      'GET',
      '/operator/partners/{financialPartnerId}/introducers',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ introducers: Introducer[] } & Page>();
      session.print(page, () =>
        [
          table(page.introducers, [
            { header: 'introducer', value: (i) => i.introducerId },
            { header: 'type', value: (i) => i.introducerType },
            { header: 'name', value: (i) => i.companyName ?? [i.title, i.firstName, i.lastName].filter(Boolean).join(' ') },
            { header: 'email', value: (i) => i.emailAddress },
            { header: 'phone', value: (i) => i.phoneNumber },
            { header: 'created', value: (i) => i.createdAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );
}
