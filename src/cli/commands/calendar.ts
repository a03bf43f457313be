/**
 * `calendar`: a year's bank holidays, the operator's one-off changes, and importing the published list. A change is
 * four eyes: with FOUR_EYES on it prints the proposal and the command that approves it.
 */
import type { Command } from 'commander';
import { fields, table } from '../format.js';
import { csvOption, jsonFileArgument, positiveInteger, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';

interface BankHoliday {
  date: string;
  name: string;
}

interface CalendarChange {
  date: string;
  change: 'add' | 'remove';
  name: string;
  changedAtUtc?: string;
}

function changesTable(changes: CalendarChange[]): string {
  if (changes.length === 0) return 'No one-off changes: the standing rules apply.';
  return table(changes, [
    { header: 'date', value: (c) => c.date },
    { header: 'change', value: (c) => c.change },
    { header: 'name', value: (c) => c.name },
    { header: 'changed', value: (c) => c.changedAtUtc ?? null },
  ]);
}

export function registerCalendar(program: Command): void {
  const calendar = program.command('calendar').description('bank holidays: a year, the one-off changes to the standing rules, the published list');

  endpoint(
    calendar
      .command('holidays')
      .description("a year's England-and-Wales bank holidays, as the platform computes them now")
      .addOption(queryOption('--year <year>', 'the year', 'year').argParser(positiveInteger).makeOptionMandatory()),
    'GET',
    '/operator/calendar/bank-holidays',
  ).action(
    action(async (session) => {
      const result = await session.call<{ year: number; bankHolidays: BankHoliday[] }>();
      session.print(result, () =>
        table(result.bankHolidays, [
          { header: 'date', value: (h) => h.date },
          { header: 'name', value: (h) => h.name },
        ]),
      );
    }),
  );

  csvOption(endpoint(calendar.command('changes').description("the operator's one-off changes, in date order"), 'GET', '/operator/calendar/changes')).action(
    action(async (session) => {
      const result = await session.call<{ changes: CalendarChange[] }>();
      session.print(result, () => changesTable(result.changes));
    }),
  );

  for (const [kind, description] of [
    ['add', 'make DATE a bank holiday (a proclaimed one-off)'],
    ['remove', 'make the standing bank holiday on DATE a working day (a holiday moved, say)'],
  ] as const) {
    endpoint(
      calendar
        .command(kind)
        .description(description)
        .argument('<date>', 'the date, YYYY-MM-DD')
        .requiredOption('--name <name>', kind === 'add' ? "the holiday's name" : 'the holiday removed, or why'),
      'PUT',
      '/operator/calendar/changes/{date}',
    ).action(
      action(async (session, command) => {
        const { name } = command.opts<{ name: string }>();
        const result = await session.call<CalendarChange>({ body: { change: kind, name } });
        printChange(session, result, () =>
          fields([
            ['date', result.date],
            ['change', result.change],
            ['name', result.name],
            ['changed', result.changedAtUtc],
          ]),
        );
      }),
    );
  }

  endpoint(
    calendar.command('reset').description("return DATE to the standing rules (removes the operator's change on it)").argument('<date>', 'the date, YYYY-MM-DD'),
    'DELETE',
    '/operator/calendar/changes/{date}',
  ).action(
    action(async (session, command) => {
      const [date] = command.processedArgs as string[];
      // 204 (no body) when it applied; a proposal when it waits for another admin.
      const result = (await session.call<unknown>()) ?? { reset: date };
      printChange(session, result, () => `${date} follows the standing rules again.`);
    }),
  );

  endpoint(
    calendar
      .command('import')
      .description('import the published bank-holiday list (the JSON of gov.uk/bank-holidays.json): each year it covers becomes exactly what it publishes')
      .argument('<file>', 'the published list, JSON'),
    'POST',
    '/operator/calendar/import',
  ).action(
    action(async (session, command) => {
      const [file] = command.processedArgs as string[];
      const text = await jsonFileArgument(command, file);
      const result = await session.call<{ years: number[]; changes: CalendarChange[] }>({ jsonText: text });
      printChange(session, result, () => [`Years ${result.years[0]}-${result.years[result.years.length - 1]} now follow the list.`, changesTable(result.changes)].join('\n'));
    }),
  );
}
