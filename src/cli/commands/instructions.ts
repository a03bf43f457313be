/** `instructions`: instruction requests across partners, and one request's whole story. */
import type { Command } from 'commander';
import { fields, money, pageFooter, section, table, type Page } from '../format.js';
import { csvOption, pageOptions, queryOption, rangeEnd, rangeStart } from '../options.js';
import { action, endpoint } from '../session.js';
import { type Batch, batchFields, type Instruction, type LedgerEntry, ledgerEntryTable } from './views.js';

interface InstructionRequest {
  financialPartnerId: string;
  instructionReference: string;
  requestType: string;
  clientReference: string;
  amount: number | null;
  currencyCode: string | null;
  status: string;
  statusReason: string | null;
  processingAttempts: number;
  createdAtUtc: string;
  processedAtUtc: string | null;
}

interface RequestActionResult {
  status: string;
  instructionReference: string;
  statusReason: string | null;
}

interface Story {
  request: InstructionRequest;
  instruction: Instruction | null;
  batch: Batch | null;
  account: { depositAccountId: string; clientReference: string; productId: string; accountStatus: string; amount: number; currencyCode: string } | null;
  nominatedAccount: { accountName: string | null; accountNumber: string | null; sortCode: string | null; iban: string | null; bic: string | null; currencyCode: string } | null;
  nominatedAccountNote: string | null;
  ledgerEntries: LedgerEntry[];
}

/** The bank account a payout pays, on one line: name, sort code and number, IBAN and BIC when given. */
function payee(story: Story): string | null {
  const a = story.nominatedAccount;
  if (!a) return story.nominatedAccountNote;
  return [a.accountName, [a.sortCode, a.accountNumber].filter(Boolean).join(' '), a.iban && `IBAN ${a.iban}`, a.bic && `BIC ${a.bic}`, a.currencyCode].filter(Boolean).join(' · ');
}

export function registerInstructions(program: Command): void {
  const instructions = program.command('instructions').description("instruction requests across partners: search, one request's whole story, retry or reject a parked one");

  csvOption(
    endpoint(
      pageOptions(
        instructions
          .command('search')
          .description('search instruction requests, newest first')
          .addOption(queryOption('--partner <id>', 'only this partner (financialPartnerId)', 'financialPartnerId'))
          .addOption(queryOption('--reference <ref>', "the partner's instruction reference", 'instructionReference'))
          .addOption(queryOption('--client <ref>', 'only this client (clientReference)', 'clientReference'))
          .addOption(queryOption('--type <type>', 'the request type', 'requestType').choices(['deposit', 'withdraw', 'close-account', 'revert']))
          .addOption(queryOption('--status <status>', 'the status', 'status').choices(['Created', 'Processed', 'Rejected']))
          .addOption(queryOption('--from <when>', 'accepted at or after: a day (YYYY-MM-DD, from its start, UTC) or an ISO instant', 'from').argParser(rangeStart))
          .addOption(queryOption('--to <when>', 'accepted before: a day (YYYY-MM-DD, up to its end, UTC) or an ISO instant', 'to').argParser(rangeEnd))
          .addOption(queryOption('--failed', 'only requests whose processing failed at least once (with --status Created: those parked, to retry or reject)', 'failed')),
      ),
      'GET',
      '/operator/instruction-requests',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ instructionRequests: InstructionRequest[] } & Page>();
      session.print(page, () =>
        [
          table(page.instructionRequests, [
            { header: 'partner', value: (r) => r.financialPartnerId },
            { header: 'reference', value: (r) => r.instructionReference },
            { header: 'type', value: (r) => r.requestType },
            { header: 'client', value: (r) => r.clientReference },
            { header: 'amount', value: (r) => money(r.amount, r.currencyCode), align: 'right' },
            { header: 'status', value: (r) => r.status },
            { header: 'reason', value: (r) => r.statusReason },
            { header: 'failed attempts', value: (r) => r.processingAttempts, align: 'right' },
            { header: 'accepted', value: (r) => r.createdAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(
    instructions
      .command('show')
      .description("one request's whole story: the request, its instruction, its batch, the account it touched and the ledger entries it caused")
      .argument('<partner>', 'financialPartnerId')
      .argument('<reference>', "the partner's instruction reference"),
    'GET',
    '/operator/instruction-requests/{financialPartnerId}/{instructionReference}',
  ).action(
    action(async (session) => {
      const story = await session.call<Story>();
      const { request, instruction, batch, account } = story;
      const currencyCode = request.currencyCode ?? instruction?.currencyCode ?? account?.currencyCode;
      session.print(story, () =>
        [
          section(
            'Request',
            fields([
              ['partner', request.financialPartnerId],
              ['reference', request.instructionReference],
              ['type', request.requestType],
              ['client', request.clientReference],
              ['amount', money(request.amount, currencyCode)],
              ['status', request.status],
              ['reason', request.statusReason],
              ['failed attempts', request.processingAttempts],
              ['accepted', request.createdAtUtc],
              ['processed', request.processedAtUtc],
            ]),
          ),
          '',
          section(
            'Instruction',
            instruction
              ? fields([
                  ['instruction', instruction.instructionId],
                  [
                    'type',
                    instruction.instructionType +
                      (instruction.isClosure ? ' (closure)' : '') +
                      (instruction.isMaturity ? ' (maturity)' : '') +
                      (instruction.isNotice ? ' (notice)' : ''),
                  ],
                  ['product', `${instruction.productId} #${instruction.productIssueNumber}`],
                  ['amount', money(instruction.amount, instruction.currencyCode)],
                  ['state', instruction.state],
                  ['added', instruction.dateAddedUtc],
                  ['to be actioned', instruction.dateToBeActioned],
                  ['settled', instruction.settledAtUtc],
                  ...(instruction.instructionType === 'withdrawal' ? [['pays to', payee(story)] as const] : []),
                ])
              : '(none: the request made no instruction)',
          ),
          '',
          section('Batch', batch ? batchFields(batch) : '(none)'),
          '',
          section(
            'Account',
            account
              ? fields([
                  ['account', account.depositAccountId],
                  ['product', account.productId],
                  ['status', account.accountStatus],
                  ['balance', money(account.amount, account.currencyCode)],
                ])
              : '(none)',
          ),
          '',
          section('Ledger entries it caused', ledgerEntryTable(story.ledgerEntries, currencyCode)),
        ].join('\n'),
      );
    }),
  );

  endpoint(
    instructions
      .command('retry')
      .description('retry a request parked by processing failures (still Created after failed attempts): a fresh budget of attempts')
      .argument('<partner>', 'financialPartnerId')
      .argument('<reference>', "the partner's instruction reference"),
    'POST',
    '/operator/instruction-requests/{financialPartnerId}/{instructionReference}/retry',
  ).action(
    action(async (session) => {
      const result = await session.call<RequestActionResult>();
      session.print(result, () => `${result.instructionReference}: ${result.status} (the worker takes it again).`);
    }),
  );

  endpoint(
    instructions
      .command('reject')
      .description('reject a request parked by processing failures; its partner is told, with the reason')
      .argument('<partner>', 'financialPartnerId')
      .argument('<reference>', "the partner's instruction reference")
      .requiredOption('--reason <text>', 'why (added to the status reason the partner reads, and kept in the audit log)'),
    'POST',
    '/operator/instruction-requests/{financialPartnerId}/{instructionReference}/reject',
  ).action(
    action(async (session, command) => {
      const result = await session.call<RequestActionResult>({ body: { reason: command.opts<{ reason: string }>().reason } });
      session.print(result, () => `${result.instructionReference}: ${result.status}: ${result.statusReason ?? '-'}`);
    }),
  );
}
