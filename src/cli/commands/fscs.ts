/**
 * `fscs`: the dated FSCS limit (list, set or remove a future one) and a client's exposure per banking group. A limit's
 * change is four eyes: with FOUR_EYES on it prints the proposal and the command that approves it.
 */
import { type Command, Option } from 'commander';
import { fields, money, table } from '../format.js';
import { csvOption, day, decimal } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';

interface FscsLimit {
  effectiveFrom: string;
  limitAmount: number;
  changedAtUtc: string;
  inForce?: boolean;
}

interface GroupExposure {
  financialInstitutionGroupId: string;
  currencyCode: string;
  protection: string;
  institutions: { financialInstitutionId: string }[];
  exposureAmount: number;
  limitAmount: number | null;
  protectedAmount: number | null;
  amountOverLimit: number | null;
  headroomAmount: number | null;
}

interface Exposure {
  clientReference: string;
  fscsEligible: boolean;
  note: string | null;
  groups: GroupExposure[];
}

export function registerFscs(program: Command): void {
  const fscs = program.command('fscs').description("FSCS: the dated deposit-protection limit, a client's exposure per banking group");

  csvOption(endpoint(fscs.command('limits').description('the limits, past and future, in date order'), 'GET', '/operator/fscs/limits')).action(
    action(async (session) => {
      const result = await session.call<{ limits: FscsLimit[] }>();
      session.print(result, () =>
        table(result.limits, [
          { header: 'from', value: (l) => l.effectiveFrom },
          { header: 'limit', value: (l) => money(l.limitAmount, 'GBP') },
          { header: 'in force', value: (l) => (l.inForce ? 'yes' : '') },
          { header: 'changed', value: (l) => l.changedAtUtc },
        ]),
      );
    }),
  );

  endpoint(
    fscs
      .command('set-limit')
      .description('add or replace the limit from a future DATE (a limit from today or earlier is history)')
      .argument('<date>', 'the first day in force, YYYY-MM-DD', day)
      .addOption(new Option('--amount <gbp>', 'the limit in pounds, e.g. 150000').argParser(decimal).makeOptionMandatory()),
    'PUT',
    '/operator/fscs/limits/{effectiveFrom}',
  ).action(
    action(async (session, command) => {
      const limit = await session.call<FscsLimit>({ body: { limitAmount: command.opts<{ amount: number }>().amount } });
      printChange(session, limit, () =>
        fields([
          ['from', limit.effectiveFrom],
          ['limit', money(limit.limitAmount, 'GBP')],
          ['changed', limit.changedAtUtc],
        ]),
      );
    }),
  );

  endpoint(
    fscs.command('remove-limit').description('remove the future limit from DATE (the one before it stays in force)').argument('<date>', 'YYYY-MM-DD', day),
    'DELETE',
    '/operator/fscs/limits/{effectiveFrom}',
  ).action(
    action(async (session, command) => {
      const [date] = command.processedArgs as string[];
      // 204 (no body) when it applied; a proposal when it waits for another admin.
      const result = (await session.call<unknown>()) ?? { removed: date };
      printChange(session, result, () => `The limit from ${date} is removed.`);
    }),
  );

  endpoint(
    fscs
      .command('exposure')
      .description("a client's FSCS exposure per banking group and currency")
      .argument('<partner>', 'financialPartnerId')
      .argument('<client>', 'clientReference'),
    'GET',
    '/operator/clients/{financialPartnerId}/{clientReference}/fscs-exposure',
  ).action(
    action(async (session) => {
      const result = await session.call<Exposure>();
      session.print(result, () =>
        [
          ...(result.note ? [result.note] : []),
          table(result.groups, [
            { header: 'group', value: (g) => g.financialInstitutionGroupId },
            { header: 'institutions', value: (g) => g.institutions.map((i) => i.financialInstitutionId).join(', ') },
            { header: 'protection', value: (g) => g.protection },
            { header: 'exposure', value: (g) => money(g.exposureAmount, g.currencyCode) },
            { header: 'limit', value: (g) => money(g.limitAmount, g.currencyCode) },
            { header: 'over', value: (g) => money(g.amountOverLimit, g.currencyCode) },
            { header: 'headroom', value: (g) => money(g.headroomAmount, g.currencyCode) },
          ]),
        ].join('\n'),
      );
    }),
  );
}
