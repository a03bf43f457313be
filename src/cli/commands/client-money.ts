/** `client-money`: the daily client-money reconciliation (CASS 7.15; docs/bank-side.md "The daily client-money reconciliation"): run one now, list the runs, show one or export its breaks as CSV. */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { fields, money, type Page, pageFooter, table } from '../format.js';
import { csvOption, day, pageOptions, queryOption } from '../options.js';
import { action, endpoint, type Session } from '../session.js';

interface Summary {
  reconciliationId: string;
  asAt: string;
  ranAtUtc: string;
  ranBy: string;
  ok: boolean;
  breakCount: number;
  actionTaken: string;
}

interface Run extends Summary {
  inputs: { currencies: { currencyCode: string; requirement: number; resource: number }[] };
  breaks: { kind: string; currencyCode: string; accountCode: string | null; transferId: string | null; date: string | null; description: string }[];
}

function trueOrFalse(value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new InvalidArgumentError('Not true or false.');
}

function showRun(session: Session, run: Run): void {
  session.print(run, () =>
    [
      fields([
        ['run', run.reconciliationId],
        ['as at', run.asAt],
        ['ran at', run.ranAtUtc],
        ['ran by', run.ranBy],
        ['ok', run.ok ? 'ok' : `FAILING: ${run.breakCount} break(s)`],
        ['action taken', run.actionTaken],
      ]),
      table(run.inputs.currencies, [
        { header: 'currency', value: (c) => c.currencyCode },
        { header: 'requirement', value: (c) => money(c.requirement, c.currencyCode) },
        { header: 'resource', value: (c) => money(c.resource, c.currencyCode) },
      ]),
      run.breaks.length === 0
        ? 'No breaks.'
        : table(run.breaks, [
            { header: 'break', value: (b) => b.kind },
            { header: 'about', value: (b) => b.accountCode ?? b.transferId ?? b.currencyCode },
            { header: 'date', value: (b) => b.date ?? '' },
            { header: 'description', value: (b) => b.description },
          ]),
    ].join('\n'),
  );
}

export function registerClientMoney(program: Command): void {
  const clientMoney = program.command('client-money').description('the daily client-money reconciliation (CASS 7.15): runs, their breaks, a run now');

  endpoint(
    clientMoney
      .command('reconcile')
      .description('run a reconciliation now, as at the close of a day (default: the previous working day); exits 1 when it finds breaks')
      .addOption(new Option('--as-at <date>', 'the day whose close to reconcile, YYYY-MM-DD (before today)').argParser(day)),
    'POST',
    '/operator/client-money/reconciliations',
  ).action(
    action(async (session, command) => {
      const { asAt } = command.opts<{ asAt?: string }>();
      const run = await session.call<Run>({ body: asAt ? { asAt } : {} });
      showRun(session, run);
      if (!run.ok) session.failed();
    }),
  );

  csvOption(
    endpoint(
      pageOptions(
        clientMoney
          .command('runs')
          .description('the runs, newest first')
          .addOption(queryOption('--from <date>', 'runs as at this day or later', 'from').argParser(day))
          .addOption(queryOption('--to <date>', 'runs as at this day or earlier', 'to').argParser(day))
          .addOption(queryOption('--ok <true|false>', 'only runs that were ok (true) or found breaks (false)', 'ok').argParser(trueOrFalse)),
      ),
      'GET',
      '/operator/client-money/reconciliations',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ reconciliations: Summary[] } & Page>();
      session.print(page, () =>
        [
          table(page.reconciliations, [
            { header: 'run', value: (r) => r.reconciliationId },
            { header: 'as at', value: (r) => r.asAt },
            { header: 'ran at', value: (r) => r.ranAtUtc },
            { header: 'by', value: (r) => r.ranBy },
            { header: 'ok', value: (r) => (r.ok ? 'ok' : 'FAILING') },
            { header: 'breaks', value: (r) => r.breakCount, align: 'right' },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(
    clientMoney
      .command('show')
      .description('one run with what it read and its breaks; --csv prints its breaks as CSV (the export)')
      .argument('<reconciliationId>', 'the run id')
      .option('--csv', 'print the breaks as CSV (Accept: text/csv)'),
    'GET',
    '/operator/client-money/reconciliations/{reconciliationId}',
  ).action(
    action(async (session, command) => {
      if (command.opts<{ csv?: boolean }>().csv) {
        const csv = await session.call<string>({ accept: 'text/csv' });
        session.print(csv, () => csv.replace(/\r\n$/, ''));
        return;
      }
      showRun(session, await session.call<Run>());
    }),
  );
}
