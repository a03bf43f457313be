/**
 * `institutions`: each institution's bank settings (the form of its GBP account in files, its pain.001 version) and
 * receiving accounts. Setting them, or an account's acknowledgement date, is four eyes: with FOUR_EYES on it prints the
 * proposal and the command that approves it.
 */
import { type Command, Option } from 'commander';
import { fields, section, table } from '../format.js';
import { day } from '../options.js';
import { action, endpoint } from '../session.js';
import { accountBody, accountOptions, acknowledgement, type BankAccount, currencyArgument, identifiers } from './bank-accounts.js';
import { printChange } from './proposals.js';

interface InstitutionAccount extends BankAccount {
  financialInstitutionId: string;
}

interface InstitutionBankSettings {
  financialInstitutionId: string;
  financialInstitutionName: string;
  ukAccountForm: string;
  pain001Version: string;
  settingsUpdatedAtUtc: string | null;
  accounts: InstitutionAccount[];
}

function accountsTable(accounts: readonly InstitutionAccount[]): string {
  return table(accounts, [
    { header: 'currency', value: (a) => a.currencyCode },
    { header: 'name', value: (a) => a.accountName },
    { header: 'bank', value: (a) => a.bankName },
    { header: 'account', value: (a) => identifiers(a) },
    { header: 'acknowledged', value: (a) => acknowledgement(a) },
  ]);
}

function settingsText(settings: InstitutionBankSettings): string {
  return [
    fields([
      ['institution', `${settings.financialInstitutionId} (${settings.financialInstitutionName})`],
      ['UK account form', settings.ukAccountForm],
      ['pain.001 version', settings.pain001Version],
      ['settings updated', settings.settingsUpdatedAtUtc ?? 'never (the defaults)'],
    ]),
    '',
    section('Receiving accounts', accountsTable(settings.accounts)),
  ].join('\n');
}

function accountText(account: InstitutionAccount): string {
  return fields([
    ['institution', account.financialInstitutionId],
    ['currency', account.currencyCode],
    ['name', account.accountName],
    ['bank', account.bankName],
    ['account', identifiers(account)],
    ['acknowledged', acknowledgement(account)],
    ['updated', account.updatedAtUtc],
  ]);
}

export function registerInstitutions(program: Command): void {
  const institutions = program
    .command('institutions')
    .description("institutions' bank settings: how their payment files are written, where they receive money, their acknowledgement letters");

  endpoint(
    institutions.command('list-bank-settings').description("every institution's bank settings and receiving accounts"),
    'GET',
    '/operator/institutions/bank-settings',
  ).action(
    action(async (session) => {
      const result = await session.call<{ institutions: InstitutionBankSettings[] }>();
      session.print(result, () =>
        table(
          result.institutions.flatMap((i): { i: InstitutionBankSettings; account?: InstitutionAccount }[] =>
            i.accounts.length > 0 ? i.accounts.map((account) => ({ i, account })) : [{ i }],
          ),
          [
            { header: 'institution', value: (r) => r.i.financialInstitutionId },
            { header: 'form', value: (r) => r.i.ukAccountForm },
            { header: 'pain.001', value: (r) => r.i.pain001Version },
            { header: 'currency', value: (r) => r.account?.currencyCode },
            { header: 'account', value: (r) => (r.account ? identifiers(r.account) : 'no receiving account') },
            { header: 'acknowledged', value: (r) => r.account && acknowledgement(r.account) },
          ],
        ),
      );
    }),
  );

  endpoint(
    institutions.command('bank-settings').description("one institution's bank settings and receiving accounts").argument('<institution>', 'financialInstitutionId'),
    'GET',
    '/operator/institutions/{financialInstitutionId}/bank-settings',
  ).action(
    action(async (session) => {
      const settings = await session.call<InstitutionBankSettings>();
      session.print(settings, () => settingsText(settings));
    }),
  );

  endpoint(
    institutions
      .command('set-bank-settings')
      .description("set how an institution's payment files are written (what is not given stays as it is)")
      .argument('<institution>', 'financialInstitutionId')
      .addOption(
        new Option('--uk-account-form <form>', 'how its GBP account is written: sort-code-and-number (default), bban or iban (these two need the account’s IBAN)').choices([
          'sort-code-and-number',
          'bban',
          'iban',
        ]),
      )
      .addOption(new Option('--pain001-version <version>', 'pain.001.001.09 (default) or pain.001.001.03').choices(['pain.001.001.09', 'pain.001.001.03'])),
    'PUT',
    '/operator/institutions/{financialInstitutionId}/bank-settings',
  ).action(
    action(async (session, command) => {
      const o = command.opts<{ ukAccountForm?: string; pain001Version?: string }>();
      const settings = await session.call<InstitutionBankSettings>({ body: { ukAccountForm: o.ukAccountForm, pain001Version: o.pain001Version } });
      printChange(session, settings, settingsText);
    }),
  );

  endpoint(
    accountOptions(
      institutions
        .command('set-account')
        .description("set an institution's receiving account of CURRENCY, whole (GBP: --sort-code and --account-number; EUR, USD: --iban and --bic)")
        .argument('<institution>', 'financialInstitutionId')
        .addArgument(currencyArgument()),
    ),
    'PUT',
    '/operator/institutions/{financialInstitutionId}/bank-accounts/{currencyCode}',
  ).action(
    action(async (session, command) => {
      const account = await session.call<InstitutionAccount>({ body: accountBody(command) });
      printChange(session, account, accountText);
    }),
  );

  endpoint(
    institutions
      .command('acknowledge')
      .description("record the date the bank countersigned the receiving account's acknowledgement letter: payments may pay it from then on")
      .argument('<institution>', 'financialInstitutionId')
      .addArgument(currencyArgument())
      .addOption(new Option('--on <date>', 'the date it was countersigned, YYYY-MM-DD').argParser(day).makeOptionMandatory()),
    'PUT',
    '/operator/institutions/{financialInstitutionId}/bank-accounts/{currencyCode}/acknowledgement',
  ).action(
    action(async (session, command) => {
      const account = await session.call<InstitutionAccount>({ body: { countersignedOn: command.opts<{ on: string }>().on } });
      printChange(session, account, accountText);
    }),
  );

  endpoint(
    institutions
      .command('clear-acknowledgement')
      .description("clear the receiving account's acknowledgement date: no payment pays it until one is set again")
      .argument('<institution>', 'financialInstitutionId')
      .addArgument(currencyArgument()),
    'DELETE',
    '/operator/institutions/{financialInstitutionId}/bank-accounts/{currencyCode}/acknowledgement',
  ).action(
    action(async (session) => {
      const account = await session.call<InstitutionAccount>();
      session.print(account, () => accountText(account));
    }),
  );
}
