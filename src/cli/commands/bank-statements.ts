/** `bank-statements`: the bank files uploaded (camt.053, camt.054, pain.002), their entries, the entries in suspense and their resolution (docs/bank-side.md "Statements in"). */
import { readFile } from 'node:fs/promises';
import { type Command, Option } from 'commander';
import { fields, money, table } from '../format.js';
import { csvOption, pageOptions } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';

interface Header {
  bankStatementId: string;
  messageKind: string;
  messageVersion: string;
  statementId: string;
  sequenceNumber: number;
  accountIdentifier: string | null;
  currencyCode: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  closingDate: string | null;
  receivedAtUtc: string;
  receivedBy: string;
}

interface Entry {
  entryId: string;
  entryStatus: string | null;
  amount: number | null;
  currencyCode: string | null;
  creditDebit: string | null;
  bookingDate: string | null;
  endToEndId: string | null;
  remittance: string | null;
  status: string;
  resolution: { action: string; financialPartnerId: string | null; reason: string } | null;
  /** In the list of unmatched entries: the statement's Stmt/Id. */
  statementId?: string;
}

interface Statement {
  header: Header;
  entries: Entry[];
}

const entryColumns = [
  { header: 'entry', value: (e: Entry) => e.entryId },
  { header: 'booked', value: (e: Entry) => e.bookingDate ?? '' },
  { header: 'C/D', value: (e: Entry) => e.creditDebit ?? '' },
  { header: 'amount', value: (e: Entry) => (e.amount === null ? '' : money(e.amount, e.currencyCode ?? '')) },
  { header: 'EndToEndId', value: (e: Entry) => e.endToEndId ?? '' },
  { header: 'remittance', value: (e: Entry) => e.remittance ?? '' },
  { header: 'bank status', value: (e: Entry) => e.entryStatus ?? '' },
  {
    header: 'status',
    value: (e: Entry) => (e.resolution ? `${e.status} (${e.resolution.action}${e.resolution.financialPartnerId ? ` ${e.resolution.financialPartnerId}` : ''})` : e.status),
  },
];

function headerFields(h: Header): string {
  return fields([
    ['id', h.bankStatementId],
    ['message', `${h.messageVersion} ${h.statementId} (sequence ${h.sequenceNumber})`],
    ['account', h.accountIdentifier ? `${h.currencyCode} ${h.accountIdentifier}` : '-'],
    ['opening', h.openingBalance === null ? '-' : money(h.openingBalance, h.currencyCode ?? '')],
    ['closing', h.closingBalance === null ? '-' : `${money(h.closingBalance, h.currencyCode ?? '')} on ${h.closingDate}`],
    ['received', `${h.receivedAtUtc} by ${h.receivedBy}`],
  ]);
}

export function registerBankStatements(program: Command): void {
  const statements = program.command('bank-statements').description('bank files in (statements, notifications, status reports), their entries, suspense and its resolution');

  endpoint(
    statements.command('upload').description('upload a bank file (camt.053, camt.054 or pain.002 XML) as the bank sent it').argument('<file>', 'the XML file'),
    'POST',
    '/operator/bank-statements',
  ).action(
    action(async (session, command) => {
      const [file] = command.processedArgs as string[];
      const bytes = await readFile(file).catch((error: Error) => command.error(`error: cannot read ${file}: ${error.message}`, { exitCode: 2, code: 'cli.unreadableFile' }));
      const result = await session.call<{
        created: boolean;
        statements: (Statement & { outcome: 'stored' | 'duplicate' })[];
        refused: { statementId: string; error: string; reason: string }[];
      }>({ xml: bytes });
      // Each statement judged on its own: the stored, those stored before, and the refused with why (docs/bank-side.md).
      session.print(result, () =>
        [
          result.created ? 'Stored.' : 'Already stored: nothing changed.',
          ...result.statements.map((s) =>
            [s.outcome === 'duplicate' ? `${s.header.statementId}: already stored.` : '', headerFields(s.header), table(s.entries, entryColumns)].filter(Boolean).join('\n'),
          ),
          ...result.refused.map((r) => `Refused ${r.statementId} (${r.error}): ${r.reason}`),
        ].join('\n'),
      );
    }),
  );

  csvOption(endpoint(pageOptions(statements.command('list').description('the bank files received, newest first')), 'GET', '/operator/bank-statements')).action(
    action(async (session) => {
      const result = await session.call<{ statements: Header[]; hasMore: boolean }>();
      session.print(result, () =>
        table(result.statements, [
          { header: 'id', value: (h) => h.bankStatementId },
          { header: 'message', value: (h) => h.messageVersion },
          { header: 'statement', value: (h) => h.statementId },
          { header: 'seq', value: (h) => String(h.sequenceNumber) },
          { header: 'account', value: (h) => (h.accountIdentifier ? `${h.currencyCode} ${h.accountIdentifier}` : '') },
          { header: 'closing', value: (h) => (h.closingBalance === null ? '' : money(h.closingBalance, h.currencyCode ?? '')) },
          { header: 'received', value: (h) => h.receivedAtUtc },
        ]),
      );
    }),
  );

  endpoint(
    statements.command('show').description('one bank statement stored, with its entries').argument('<id>', 'the bankStatementId'),
    'GET',
    '/operator/bank-statements/{bankStatementId}',
  ).action(
    action(async (session) => {
      const statement = await session.call<Statement>();
      session.print(statement, () => [headerFields(statement.header), table(statement.entries, entryColumns)].join('\n'));
    }),
  );

  csvOption(
    endpoint(pageOptions(statements.command('unmatched').description('the statement entries in suspense, oldest first')), 'GET', '/operator/bank-statements/unmatched'),
  ).action(
    action(async (session) => {
      const result = await session.call<{ entries: Entry[]; hasMore: boolean }>();
      session.print(result, () => table(result.entries, [{ header: 'statement', value: (e) => e.statementId ?? '' }, ...entryColumns]));
    }),
  );

  endpoint(
    statements
      .command('resolve')
      .description('resolve an entry in suspense: returned to its sender, or allocated to a partner')
      .argument('<entryId>', 'the entry id')
      .addOption(new Option('--reason <text>', 'why (1 to 500 characters)').makeOptionMandatory())
      .addOption(new Option('--action <action>', 'what was done').choices(['returned-to-sender', 'allocated-to-partner']).makeOptionMandatory())
      .option('--partner <financialPartnerId>', 'for allocated-to-partner: the partner'),
    'POST',
    '/operator/bank-statements/entries/{entryId}/resolve',
  ).action(
    action(async (session, command) => {
      const o = command.opts<{ reason: string; action: string; partner?: string }>();
      const entry = await session.call<Entry>({ body: { reason: o.reason, action: o.action, financialPartnerId: o.partner } });
      // An allocation to a partner is four eyes: a proposal when it waits for another admin.
      printChange(session, entry, () => table([entry], entryColumns));
    }),
  );
}
