/**
 * The operator API's shapes for the platform's bank accounts and the
 * institutions' bank settings (TypeBox: validation, types and the OpenAPI
 * document from one definition), and their JSON from the service's objects.
 * The rules of an account's fields (which the currency needs, sort code, IBAN,
 * BIC) are checked by the service (bank-accounts.ts), which names each
 * refused field; the shapes here hold types and lengths.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { minorToJsonNumber } from '../platform/money.js';
import { formatDateTime } from '../platform/time.js';
import {
  type BankAccount,
  CURRENCIES,
  type HubAccount,
  type InstitutionAccount,
  PAIN001_VERSIONS,
  type StatementRead,
  UK_ACCOUNT_FORMS,
  UK_PAYMENT_SCHEMES,
} from './bank-accounts.js';
import type { InstitutionBankSettings } from './banking.service.js';

const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });

export const CurrencyCodeSchema = Type.Union(
  CURRENCIES.map((c) => Type.Literal(c)),
  { description: 'ISO-4217 currency code: GBP, EUR or USD.', example: 'GBP' },
);

export const UkAccountFormSchema = Type.Union(
  UK_ACCOUNT_FORMS.map((f) => Type.Literal(f)),
  {
    description:
      'How the institution’s GBP account is written in its payment files: sort-code-and-number (the sort code in ClrSysMmbId, GBDSC, and the 8-digit number in Othr; the default), bban (the UK BBAN: bank code, sort code, number) or iban. bban and iban need the account’s IBAN.',
    example: 'sort-code-and-number',
  },
);

export const Pain001VersionSchema = Type.Union(
  PAIN001_VERSIONS.map((v) => Type.Literal(v)),
  { description: 'The pain.001 version of the institution’s payment files: pain.001.001.09 (the default) or pain.001.001.03 where its bank needs it.', example: 'pain.001.001.09' },
);

const AcknowledgementDate = Type.String({
  format: 'date',
  maxLength: 10,
  description: 'The date the bank countersigned the account’s client-money acknowledgement letter (CASS 7), YYYY-MM-DD: not after today.',
  example: '2026-01-05',
});

export const BankAccountInputSchema = Type.Object(
  {
    accountName: Type.String({ minLength: 1, maxLength: 140, description: 'The account’s name at the bank.', example: 'Savings Platform Ltd Client Money Account' }),
    bankName: Type.String({ minLength: 1, maxLength: 140, description: 'The bank that holds the account.', example: 'Barclays Bank UK PLC' }),
    sortCode: Type.Optional(
      Type.String({ maxLength: 20, description: 'GBP only, and required there: the sort code, 6 digits, with or without hyphens (12-34-56 or 123456).', example: '20-00-00' }),
    ),
    accountNumber: Type.Optional(Type.String({ maxLength: 20, description: 'GBP only, and required there: the account number, 8 digits.', example: '55779911' })),
    iban: Type.Optional(
      Type.String({
        maxLength: 50,
        description:
          'Required for EUR and USD; for GBP optional, unless the institution’s files use the bban or iban form (a GB IBAN must then agree with the sort code and number). Checked by its country’s length and its mod-97 check digits; spaces allowed.',
        example: 'GB33BUKB20000055779911',
      }),
    ),
    bic: Type.Optional(Type.String({ maxLength: 20, description: 'Required for EUR and USD, optional for GBP: the bank’s BIC, 8 or 11 characters.', example: 'BUKBGB22' })),
    acknowledgementCountersignedOn: Type.Optional(
      Type.Union([AcknowledgementDate, Type.Null()], {
        description:
          'The acknowledgement letter’s countersigned date, or null to clear it. Left out: kept while the account at the bank stays the same, cleared when its sort code, number or IBAN changes (the letter named the old account).',
      }),
    ),
  },
  {
    title: 'BankAccountInput',
    description: 'A bank account, replaced whole. Which identifiers it needs depends on its currency: GBP sort code and number, EUR and USD IBAN and BIC.',
  },
);

export const UkPaymentSchemeSchema = Type.Union(
  UK_PAYMENT_SCHEMES.map((v) => Type.Literal(v)),
  {
    description:
      'GBP only: the UK clearing the platform’s payment files from the account ask for (PmtTpInf: faster-payments SvcLvl NURG and LclInstrm/Prtry FPS, the default; bacs NURG and BACS; chaps URGP and CHAPS). A Faster Payments or Bacs reference is cut to 18 characters.',
    example: 'faster-payments',
  },
);

const PostalAddressInputSchema = Type.Object(
  {
    country: Type.String({ minLength: 1, maxLength: 10, description: 'ISO 3166 alpha-2 country code, e.g. GB.', example: 'GB' }),
    townName: Type.Optional(Type.String({ maxLength: 100, description: 'TwnNm: at most 35 characters.', example: 'London' })),
    postCode: Type.Optional(Type.String({ maxLength: 100, description: 'PstCd: at most 16 characters.', example: 'EC2R 8AH' })),
    addressLines: Type.Optional(
      Type.Array(Type.String({ maxLength: 200 }), {
        maxItems: 10,
        description: 'AdrLine: at most 2 lines (the EPC’s limit) of 70 characters.',
        example: ['1 Threadneedle Street'],
      }),
    ),
  },
  { title: 'PostalAddressInput', description: 'The platform’s address as its payment files name it (Dbtr/PstlAdr).' },
);

/** How the platform's payment files from the account are written (issue 47; docs/bank-files.md). */
const hubFileSettingsInput = {
  initiatingPartyId: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'The platform’s customer id at its bank, written as GrpHdr/InitgPty/Id/OrgId/Othr/Id (HSBC, Barclays and NatWest Bankline ask for it): at most 35 characters of the SWIFT set. Left out: none, the files name the initiating party by name only.',
      example: 'SAVPLAT001',
    }),
  ),
  ukPaymentScheme: Type.Optional(UkPaymentSchemeSchema),
  postalAddress: Type.Optional(PostalAddressInputSchema),
  sameDayCutOffUtc: Type.Optional(
    Type.String({
      maxLength: 10,
      description:
        'HH:MM UTC: the bank’s cut-off for same-day execution (EUR and USD; CHAPS too). A file made at or after it, or on a day that is not a working day, executes on the next working day. Left out: none, every file executes on its payment run’s date.',
      example: '13:00',
    }),
  ),
};

export const HubAccountInputSchema = Type.Object(
  { ...BankAccountInputSchema.properties, ...hubFileSettingsInput },
  {
    title: 'ClientMoneyAccountInput',
    description:
      'The platform’s client-money account, replaced whole: a bank account (GBP sort code and number, EUR and USD IBAN and BIC) and how its payment files are written (each setting left out: none).',
  },
);

export const AcknowledgementInputSchema = Type.Object(
  { countersignedOn: AcknowledgementDate },
  { title: 'AcknowledgementInput', description: 'When the acknowledgement letter was countersigned.' },
);

export const InstitutionSettingsInputSchema = Type.Object(
  { ukAccountForm: Type.Optional(UkAccountFormSchema), pain001Version: Type.Optional(Pain001VersionSchema) },
  { title: 'InstitutionBankSettingsInput', description: 'What changes; a setting left out stays as it is.' },
);

const accountFields = {
  currencyCode: CurrencyCodeSchema,
  accountName: Type.String({ description: 'The account’s name at the bank.' }),
  bankName: Type.String({ description: 'The bank that holds it.' }),
  sortCode: Nullable(Type.String(), 'The sort code, 6 digits (GBP); null otherwise.'),
  accountNumber: Nullable(Type.String(), 'The account number, 8 digits (GBP); null otherwise.'),
  iban: Nullable(Type.String(), 'The IBAN, upper case without spaces; null for a GBP account without one.'),
  bic: Nullable(Type.String(), 'The BIC; null for a GBP account without one.'),
  acknowledgementCountersignedOn: Nullable(Type.String(), 'The date the bank countersigned the client-money acknowledgement letter, YYYY-MM-DD; null until it has.'),
  payable: Type.Boolean({ description: 'Whether payment files may use the account: true once its acknowledgement date is set.' }),
  updatedAtUtc: Type.String({ description: 'When it was last set.' }),
};

const StatementReadSchema = Type.Object(
  {
    statementId: Type.String({ description: 'The statement’s id (camt.053 Stmt/Id).' }),
    sequenceNumber: Type.Integer({ description: 'Its electronic sequence number (ElctrncSeqNb): the next statement’s must be higher.', example: 42 }),
    closingBalance: Type.Number({ description: 'Its closing booked balance in major units: the next statement opens with it.', example: 1250000.5 }),
    closingDate: Type.String({ description: 'The date of the closing balance, YYYY-MM-DD.' }),
    readAtUtc: Type.String({ description: 'When the platform read it.' }),
  },
  { title: 'StatementRead', description: 'The last bank statement read for the account: where the next one must start.' },
);

export const ClientMoneyAccountSchema = Type.Object(
  {
    ...accountFields,
    initiatingPartyId: Nullable(Type.String(), 'The platform’s customer id at the bank (InitgPty/Id/OrgId/Othr/Id); null when not set.'),
    ukPaymentScheme: Type.Union([UkPaymentSchemeSchema, Type.Null()], { description: 'GBP: the UK clearing its files ask for; null: Faster Payments.' }),
    postalAddress: Type.Union(
      [
        Type.Object({
          country: Type.String(),
          townName: Type.Union([Type.String(), Type.Null()]),
          postCode: Type.Union([Type.String(), Type.Null()]),
          addressLines: Type.Array(Type.String()),
        }),
        Type.Null(),
      ],
      { description: 'The platform’s address in its files (Dbtr/PstlAdr); null: none, a EUR file from outside the EEA then names the account’s country alone.' },
    ),
    sameDayCutOffUtc: Nullable(Type.String(), 'HH:MM UTC: the bank’s same-day cut-off; null: every file executes on its run’s date.'),
    lastStatementRead: Type.Union([StatementReadSchema, Type.Null()], { description: 'The last statement read; null until the first.' }),
  },
  { title: 'ClientMoneyAccount', description: 'The platform’s client-money bank account of a currency ("hub"): what clients’ money passes through.' },
);

export const ClientMoneyAccountsSchema = Type.Object(
  {
    accounts: Type.Array(ClientMoneyAccountSchema, { description: 'The accounts that are set, GBP, EUR, USD in that order.' }),
    currenciesWithoutAccount: Type.Array(CurrencyCodeSchema, { description: 'The currencies the platform has no account in yet: no payment runs in them.' }),
  },
  { title: 'ClientMoneyAccounts' },
);

export const InstitutionBankAccountSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution.' }),
    ...accountFields,
    lastStatementRead: Type.Union([StatementReadSchema, Type.Null()], {
      description: 'The last statement read of the money placed there (its camt.053); null until the first.',
    }),
  },
  { title: 'InstitutionBankAccount', description: 'Where an institution receives the money placed with it in one currency.' },
);

export const InstitutionBankSettingsSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution.', example: 'NORTHBANK' }),
    financialInstitutionName: Type.String({ description: 'Its name.' }),
    ukAccountForm: UkAccountFormSchema,
    pain001Version: Pain001VersionSchema,
    settingsUpdatedAtUtc: Nullable(Type.String(), 'When the settings were last set; null while they are the defaults.'),
    accounts: Type.Array(InstitutionBankAccountSchema, { description: 'Its receiving accounts, GBP, EUR, USD in that order (those that are set).' }),
  },
  { title: 'InstitutionBankSettings', description: 'How an institution’s payment files are written, and where they pay it.' },
);

function accountToJson(account: BankAccount) {
  return {
    currencyCode: account.currencyCode,
    accountName: account.accountName,
    bankName: account.bankName,
    sortCode: account.sortCode,
    accountNumber: account.accountNumber,
    iban: account.iban,
    bic: account.bic,
    acknowledgementCountersignedOn: account.acknowledgementCountersignedOn,
    payable: account.acknowledgementCountersignedOn !== null,
    updatedAtUtc: formatDateTime(account.updatedAt),
  };
}

/** The last statement read, for JSON. */
function statementReadToJson(read: StatementRead | null): Static<typeof ClientMoneyAccountSchema>['lastStatementRead'] {
  return (
    read && {
      statementId: read.statementId,
      sequenceNumber: Number(read.sequenceNumber),
      closingBalance: minorToJsonNumber(read.closingBalanceMinor),
      closingDate: read.closingDate,
      readAtUtc: formatDateTime(read.readAt),
    }
  );
}

export function hubAccountToJson(account: HubAccount): Static<typeof ClientMoneyAccountSchema> {
  return {
    ...accountToJson(account),
    initiatingPartyId: account.initiatingPartyId,
    ukPaymentScheme: account.ukPaymentScheme,
    postalAddress: account.postalAddress && { ...account.postalAddress },
    sameDayCutOffUtc: account.sameDayCutOffUtc,
    lastStatementRead: statementReadToJson(account.lastStatementRead),
  };
}

export function hubAccountsToJson(accounts: HubAccount[]): Static<typeof ClientMoneyAccountsSchema> {
  return {
    accounts: accounts.map(hubAccountToJson),
    currenciesWithoutAccount: CURRENCIES.filter((c) => !accounts.some((a) => a.currencyCode === c)),
  };
}

export function institutionAccountToJson(account: InstitutionAccount): Static<typeof InstitutionBankAccountSchema> {
  return { financialInstitutionId: account.holder.financialInstitutionId, ...accountToJson(account), lastStatementRead: statementReadToJson(account.lastStatementRead) };
}

export function institutionSettingsToJson(settings: InstitutionBankSettings): Static<typeof InstitutionBankSettingsSchema> {
  return {
    financialInstitutionId: settings.financialInstitutionId,
    financialInstitutionName: settings.financialInstitutionName,
    ukAccountForm: settings.ukAccountForm,
    pain001Version: settings.pain001Version,
    settingsUpdatedAtUtc: settings.settingsUpdatedAt && formatDateTime(settings.settingsUpdatedAt),
    accounts: settings.accounts.map(institutionAccountToJson),
  };
}
