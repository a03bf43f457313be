/**
 * `bank-accounts`: the platform's client-money accounts (one per currency), their acknowledgement dates and the last
 * statement read of each. Setting an account or a date is four eyes: with FOUR_EYES on it prints the proposal and the
 * command that approves it.
 */
import { Argument, type Command, Option } from 'commander';
import { fields, money, table } from '../format.js';
import { day } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';
import { CURRENCIES } from '../../platform/currency.js';

/** An account as the operator API answers it (the platform's or an institution's). */
export interface BankAccount {
  currencyCode: string;
  accountName: string;
  bankName: string;
  sortCode: string | null;
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
  acknowledgementCountersignedOn: string | null;
  payable: boolean;
  updatedAtUtc: string;
}

interface ClientMoneyAccount extends BankAccount {
  initiatingPartyId: string | null;
  ukPaymentScheme: string | null;
  postalAddress: { country: string; townName: string | null; postCode: string | null; addressLines: string[] } | null;
  sameDayCutOffUtc: string | null;
  lastStatementRead: { statementId: string; sequenceNumber: number; closingBalance: number; closingDate: string; readAtUtc: string } | null;
}

/** The client-money account's payment-file settings (docs/bank-files.md), set with it: each left out is none. */
function hubSettingOptions(command: Command): Command {
  return command
    .option('--initiating-party-id <id>', "the platform's customer id at its bank (InitgPty/Id), at most 35 characters")
    .addOption(new Option('--uk-scheme <scheme>', 'GBP: the UK scheme its payment files ask for (default faster-payments)').choices(['faster-payments', 'bacs', 'chaps']))
    .option('--country <code>', "the platform's address in its payment files: country, 2 letters (e.g. GB)")
    .option('--town <name>', 'with --country: the town')
    .option('--post-code <code>', 'with --country: the post code')
    .option('--address-line <text>', 'with --country: an address line (at most 2; repeat the option)', (line: string, lines: string[] = []) => [...lines, line])
    .option('--same-day-cut-off <HH:MM>', "UTC: the bank's cut-off for same-day execution; a file made after it executes the next working day");
}

/** The payment-file settings of hubSettingOptions' options, for the PUT's body. */
function hubSettingsBody(command: Command): Record<string, unknown> {
  const o = command.opts<{ initiatingPartyId?: string; ukScheme?: string; country?: string; town?: string; postCode?: string; addressLine?: string[]; sameDayCutOff?: string }>();
  return {
    initiatingPartyId: o.initiatingPartyId,
    ukPaymentScheme: o.ukScheme,
    postalAddress: o.country === undefined ? undefined : { country: o.country, townName: o.town, postCode: o.postCode, addressLines: o.addressLine },
    sameDayCutOffUtc: o.sameDayCutOff,
  };
}

/** The `<currency>` argument: GBP, EUR or USD. */
export function currencyArgument(): Argument {
  return new Argument('<currency>', 'GBP, EUR or USD').choices(CURRENCIES);
}

/** How the account is identified, on one line: "60-00-01 10000001", "IBAN GB66 SBOX ...", or both. */
export function identifiers(account: BankAccount): string {
  const sortCode = account.sortCode && `${account.sortCode.slice(0, 2)}-${account.sortCode.slice(2, 4)}-${account.sortCode.slice(4)}`;
  return [sortCode && `${sortCode} ${account.accountNumber}`, account.iban && `IBAN ${account.iban}`, account.bic && `BIC ${account.bic}`].filter(Boolean).join(' · ');
}

/** The acknowledgement column: its date, or why payment files will not use the account. */
export function acknowledgement(account: BankAccount): string {
  return account.acknowledgementCountersignedOn ?? 'NOT ACKNOWLEDGED (no payments)';
}

/** The options of a command that sets an account whole. */
export function accountOptions(command: Command): Command {
  return command
    .addOption(new Option('--name <text>', "the account's name at the bank").makeOptionMandatory())
    .addOption(new Option('--bank <text>', 'the bank that holds it').makeOptionMandatory())
    .option('--sort-code <code>', 'GBP: the sort code, 12-34-56 or 123456')
    .option('--account-number <number>', 'GBP: the account number, 8 digits')
    .option('--iban <iban>', 'EUR and USD (GBP optional): the IBAN')
    .option('--bic <bic>', 'EUR and USD (GBP optional): the BIC, 8 or 11 characters')
    .addOption(new Option('--acknowledged-on <date>', 'the date the bank countersigned the acknowledgement letter, YYYY-MM-DD').argParser(day));
}

/** The body of a PUT of an account from accountOptions' options (what is not given is not sent). */
export function accountBody(command: Command): Record<string, string | undefined> {
  const o = command.opts<{ name: string; bank: string; sortCode?: string; accountNumber?: string; iban?: string; bic?: string; acknowledgedOn?: string }>();
  return {
    accountName: o.name,
    bankName: o.bank,
    sortCode: o.sortCode,
    accountNumber: o.accountNumber,
    iban: o.iban,
    bic: o.bic,
    acknowledgementCountersignedOn: o.acknowledgedOn,
  };
}

function hubFields(account: ClientMoneyAccount): string {
  const read = account.lastStatementRead;
  return fields([
    ['currency', account.currencyCode],
    ['name', account.accountName],
    ['bank', account.bankName],
    ['account', identifiers(account)],
    ['acknowledged', acknowledgement(account)],
    ['initiating party id', account.initiatingPartyId ?? 'none'],
    ...(account.currencyCode === 'GBP' ? [['UK scheme', account.ukPaymentScheme ?? 'faster-payments (default)'] as [string, string]] : []),
    [
      'address',
      account.postalAddress
        ? [...account.postalAddress.addressLines, account.postalAddress.townName, account.postalAddress.postCode, account.postalAddress.country].filter(Boolean).join(', ')
        : 'none',
    ],
    ['same-day cut-off', account.sameDayCutOffUtc ? `${account.sameDayCutOffUtc} UTC` : 'none'],
    ['last statement', read ? `${read.statementId} #${read.sequenceNumber}, closing ${money(read.closingBalance, account.currencyCode)} on ${read.closingDate}` : 'none read yet'],
    ['updated', account.updatedAtUtc],
  ]);
}

export function registerBankAccounts(program: Command): void {
  const bank = program
    .command('bank-accounts')
    .description("the platform's client-money accounts, one per currency: set them, record their acknowledgement letters, see the last statement read");

  endpoint(bank.command('list').description("the platform's client-money accounts, with the last statement read of each"), 'GET', '/operator/bank-accounts').action(
    action(async (session) => {
      const result = await session.call<{ accounts: ClientMoneyAccount[]; currenciesWithoutAccount: string[] }>();
      session.print(result, () =>
        [
          table(result.accounts, [
            { header: 'currency', value: (a) => a.currencyCode },
            { header: 'name', value: (a) => a.accountName },
            { header: 'account', value: (a) => identifiers(a) },
            { header: 'acknowledged', value: (a) => acknowledgement(a) },
            { header: 'last statement', value: (a) => a.lastStatementRead && `${a.lastStatementRead.statementId} #${a.lastStatementRead.sequenceNumber}` },
            { header: 'closing balance', value: (a) => a.lastStatementRead && money(a.lastStatementRead.closingBalance, a.currencyCode), align: 'right' },
            { header: 'closing date', value: (a) => a.lastStatementRead?.closingDate },
          ]),
          ...(result.currenciesWithoutAccount.length > 0 ? [`No account in ${result.currenciesWithoutAccount.join(', ')}: no payments in it until one is set.`] : []),
        ].join('\n'),
      );
    }),
  );

  endpoint(
    hubSettingOptions(
      accountOptions(
        bank
          .command('set')
          .description(
            "set the platform's client-money account of CURRENCY, whole (GBP: --sort-code and --account-number; EUR, USD: --iban and --bic), with how its payment files are written (each setting left out: none)",
          )
          .addArgument(currencyArgument()),
      ),
    ),
    'PUT',
    '/operator/bank-accounts/{currencyCode}',
  ).action(
    action(async (session, command) => {
      const account = await session.call<ClientMoneyAccount>({ body: { ...accountBody(command), ...hubSettingsBody(command) } });
      printChange(session, account, hubFields);
    }),
  );

  endpoint(
    bank
      .command('acknowledge')
      .description("record the date the bank countersigned the account's client-money acknowledgement letter: payments may use it from then on")
      .addArgument(currencyArgument())
      .addOption(new Option('--on <date>', 'the date it was countersigned, YYYY-MM-DD').argParser(day).makeOptionMandatory()),
    'PUT',
    '/operator/bank-accounts/{currencyCode}/acknowledgement',
  ).action(
    action(async (session, command) => {
      const account = await session.call<ClientMoneyAccount>({ body: { countersignedOn: command.opts<{ on: string }>().on } });
      printChange(session, account, hubFields);
    }),
  );

  endpoint(
    bank.command('clear-acknowledgement').description("clear the account's acknowledgement date: no payment uses it until one is set again").addArgument(currencyArgument()),
    'DELETE',
    '/operator/bank-accounts/{currencyCode}/acknowledgement',
  ).action(
    action(async (session) => {
      const account = await session.call<ClientMoneyAccount>();
      session.print(account, () => hubFields(account));
    }),
  );
}
