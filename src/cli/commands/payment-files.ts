/** `payment-files`: the pain.001 files the payment runs issued, their lines and states, the XML as issued, and the payments held back (docs/bank-side.md "Payment runs and files out"). */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { fields, money, table } from '../format.js';
import { csvOption, pageOptions } from '../options.js';
import { action, endpoint } from '../session.js';

interface Header {
  paymentFileId: string;
  messageId: string;
  messageVersion: string;
  currencyCode: string;
  executionDate: string;
  numberOfTransactions: number;
  controlSum: number;
  createdAtUtc: string;
}

interface Line {
  position: number;
  endToEndId: string;
  kind: string;
  amount: number;
  creditorName: string;
  creditorAccount: string;
  state: string;
  transferId: string;
}

interface Held {
  paymentItemId: string;
  kind: string;
  currencyCode: string;
  dueDate: string;
  amount: number;
  clientReference: string | null;
  financialInstitutionId: string | null;
  heldReason: string | null;
}

const heldColumns = [
  { header: 'item', value: (h: Held) => h.paymentItemId },
  { header: 'kind', value: (h: Held) => h.kind },
  { header: 'due', value: (h: Held) => h.dueDate },
  { header: 'amount', value: (h: Held) => money(h.amount, h.currencyCode) },
  { header: 'to', value: (h: Held) => h.financialInstitutionId ?? h.clientReference ?? '' },
  { header: 'why', value: (h: Held) => h.heldReason ?? '' },
];

export function registerPaymentFiles(program: Command): void {
  const files = program.command('payment-files').description('payment files issued (pain.001), their lines, and the payments held back');

  csvOption(endpoint(pageOptions(files.command('list').description('the payment files issued, newest first')), 'GET', '/operator/payment-files')).action(
    action(async (session) => {
      const result = await session.call<{ paymentFiles: Header[]; hasMore: boolean }>();
      session.print(result, () =>
        table(result.paymentFiles, [
          { header: 'id', value: (h) => h.paymentFileId },
          { header: 'message', value: (h) => `${h.messageVersion} ${h.messageId}` },
          { header: 'executes', value: (h) => h.executionDate },
          { header: 'lines', value: (h) => String(h.numberOfTransactions) },
          { header: 'total', value: (h) => money(h.controlSum, h.currencyCode) },
          { header: 'issued', value: (h) => h.createdAtUtc },
        ]),
      );
    }),
  );

  endpoint(
    files.command('show').description('one payment file: its lines, what each pays and its state').argument('<id>', 'the paymentFileId'),
    'GET',
    '/operator/payment-files/{paymentFileId}',
  ).action(
    action(async (session) => {
      const file = await session.call<Header & { lines: Line[] }>();
      session.print(file, () =>
        [
          fields([
            ['id', file.paymentFileId],
            ['message', `${file.messageVersion} ${file.messageId}`],
            ['executes', file.executionDate],
            ['total', `${money(file.controlSum, file.currencyCode)} in ${file.numberOfTransactions} lines`],
          ]),
          table(file.lines, [
            { header: '#', value: (l) => String(l.position + 1) },
            { header: 'EndToEndId', value: (l) => l.endToEndId },
            { header: 'kind', value: (l) => l.kind },
            { header: 'amount', value: (l) => money(l.amount, file.currencyCode) },
            { header: 'to', value: (l) => `${l.creditorName} ${l.creditorAccount}` },
            { header: 'state', value: (l) => l.state },
          ]),
        ].join('\n'),
      );
    }),
  );

  endpoint(
    files.command('download').description('the file as issued (XML), to a file or standard output').argument('<id>', 'the paymentFileId').option('--out <file>', 'write it here'),
    'GET',
    '/operator/payment-files/{paymentFileId}',
  ).action(
    action(async (session, command) => {
      const xml = await session.call<string>({ accept: 'application/xml' });
      const out = command.opts<{ out?: string }>().out;
      if (out) await writeFile(out, xml, 'utf8');
      else session.print(xml, () => xml);
    }),
  );

  csvOption(endpoint(files.command('held').description('the payments held back (rejected by the bank, or not payable)'), 'GET', '/operator/payment-files/held')).action(
    action(async (session) => {
      const result = await session.call<{ heldPayments: Held[] }>();
      session.print(result, () => table(result.heldPayments, heldColumns));
    }),
  );

  endpoint(
    files.command('release').description('release a held payment: the next payment run pays it again').argument('<paymentItemId>', 'the held payment'),
    'POST',
    '/operator/payment-files/held/{paymentItemId}/release',
  ).action(
    action(async (session) => {
      const held = await session.call<Held>();
      session.print(held, () => table([held], heldColumns));
    }),
  );
}
