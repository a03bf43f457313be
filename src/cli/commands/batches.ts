/** `batches`: one day's batches, a search over days, one batch with its instructions, settlement confirmation. */
import type { Command } from 'commander';
import { pageFooter, section, type Page } from '../format.js';
import { csvOption, day, pageOptions, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';
import { type Batch, batchFields, batchTable, type Instruction, instructionTable } from './views.js';
import { CURRENCIES } from '../../platform/currency.js';

export function registerBatches(program: Command): void {
  const batches = program.command('batches').description("batches: a day's, a search over days, one with its instructions, settlement confirmation");

  endpoint(
    batches
      .command('list')
      .description("every partner's batches of one day")
      .addOption(queryOption('--date <day>', 'the day, YYYY-MM-DD', 'date').argParser(day).makeOptionMandatory()),
    'GET',
    '/operator/batches',
  ).action(
    action(async (session) => {
      const result = await session.call<{ batches: Batch[] }>();
      session.print(result, () => batchTable(result.batches));
    }),
  );

  csvOption(
    endpoint(
      pageOptions(
        batches
          .command('search')
          .description('batches over a range of days, filtered')
          .addOption(queryOption('--from <day>', 'first day, YYYY-MM-DD', 'from').argParser(day).makeOptionMandatory())
          .addOption(queryOption('--to <day>', 'last day, YYYY-MM-DD', 'to').argParser(day).makeOptionMandatory())
          .addOption(queryOption('--partner <id>', 'only this partner (financialPartnerId)', 'financialPartnerId'))
          .addOption(queryOption('--type <type>', 'only this instruction type', 'instructionType').choices(['deposit', 'withdrawal']))
          .addOption(queryOption('--currency <code>', 'only this currency', 'currencyCode').choices(CURRENCIES))
          .addOption(queryOption('--status <state>', 'only this state', 'status').choices(['Open', 'Locked', 'Closed', 'Completed'])),
      ),
      'GET',
      '/operator/batches/search',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ batches: Batch[] } & Page>();
      session.print(page, () => [batchTable(page.batches), pageFooter(page)].filter(Boolean).join('\n'));
    }),
  );

  endpoint(
    batches.command('show').description('one batch with its instructions').argument('<batch>', 'instructionBatchId'),
    'GET',
    '/operator/batches/{instructionBatchId}',
  ).action(
    action(async (session) => {
      const detail = await session.call<{ batch: Batch; instructions: Instruction[] }>();
      session.print(detail, () => [batchFields(detail.batch), '', section('Instructions', instructionTable(detail.instructions))].join('\n'));
    }),
  );

  endpoint(
    batches.command('settle').description("confirm a Closed batch's payments went through (production; the sandbox settles by itself)").argument('<batch>', 'instructionBatchId'),
    'POST',
    '/operator/batches/{instructionBatchId}/settle',
  ).action(
    action(async (session) => {
      const batch = await session.call<Batch>();
      printChange(session, batch, batchFields);
    }),
  );
}
