/**
 * A bank account as the platform pays to and from it: who holds it (the
 * platform's client money, "hub", or an institution), its currency, how it is
 * identified, and the date its client-money acknowledgement letter was
 * countersigned (CASS 7). The rules of an operator's input (which fields the
 * currency needs), the account's masked form for messages, and the guard no
 * payment file passes without that date.
 *
 * Why it works this way:
 * - The currency decides the identifiers: GBP is paid by sort code and
 *   account number (an IBAN and BIC may be kept beside them: an institution
 *   whose files use the BBAN or IBAN form needs the IBAN); EUR and USD by IBAN
 *   and BIC only, so a sort code given for them is refused, never ignored.
 * - A GB IBAN holds the sort code and account number (GBkk BANK SSSSSS
 *   AAAAAAAA): given with them, it must agree.
 * - An acknowledgement letter names one account: a change of sort code,
 *   account number or IBAN clears the date unless the same change sets it.
 */
import type { BankAccount as FileAccount } from '../iso20022/iso20022.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { bicProblem, formatSortCode, ibanProblem, isUkAccountNumber, normaliseBic, normaliseIban, normaliseSortCode } from './account-numbers.js';

export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How an institution's GBP account is written in its payment files (docs/design/bank-side.md#123-files). */
export const UK_ACCOUNT_FORMS = ['sort-code-and-number', 'bban', 'iban'] as const;
export type UkAccountForm = (typeof UK_ACCOUNT_FORMS)[number];

/** The pain.001 (customer credit transfer initiation) version of an institution's files. */
export const PAIN001_VERSIONS = ['pain.001.001.09', 'pain.001.001.03'] as const;
export type Pain001Version = (typeof PAIN001_VERSIONS)[number];

export const DEFAULT_UK_ACCOUNT_FORM: UkAccountForm = 'sort-code-and-number';
export const DEFAULT_PAIN001_VERSION: Pain001Version = 'pain.001.001.09';

/** Who holds an account: the platform (its client-money account) or an institution (where it receives what is placed with it). */
export type AccountHolder = { kind: 'hub' } | { kind: 'institution'; financialInstitutionId: string };

/** How an account is named and identified. Sort code: 6 digits; IBAN: upper case, no spaces. */
export interface BankAccountDetails {
  accountName: string;
  bankName: string;
  sortCode: string | null;
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
}

export interface BankAccount extends BankAccountDetails {
  holder: AccountHolder;
  currencyCode: Currency;
  /** 'YYYY-MM-DD': when the bank countersigned the account's client-money acknowledgement letter; null until it has. */
  acknowledgementCountersignedOn: string | null;
  updatedAt: Date;
}

/** The last bank statement read for one of the platform's accounts: where the next one must start. */
export interface StatementRead {
  /** The statement's Id (camt.053 Stmt/Id). */
  statementId: string;
  /** Its electronic sequence number (ElctrncSeqNb): the next statement's is higher. */
  sequenceNumber: bigint;
  /** Its closing booked balance in minor units: the next statement opens with it. */
  closingBalanceMinor: bigint;
  /** 'YYYY-MM-DD': the date of that balance. */
  closingDate: string;
  readAt: Date;
}

/** The UK clearing the platform's GBP payment files ask for (docs/bank-files.md#what-a-banks-file-check-asks); none set: Faster Payments. */
export const UK_PAYMENT_SCHEMES = ['faster-payments', 'bacs', 'chaps'] as const;
export type UkPaymentScheme = (typeof UK_PAYMENT_SCHEMES)[number];

/** The platform's address as its payment files name it (`Dbtr/PstlAdr`): country (ISO 3166 alpha-2), town, post code, up to two lines. */
export interface PostalAddress {
  country: string;
  townName: string | null;
  postCode: string | null;
  addressLines: string[];
}

/**
 * How the platform's payment files from a client-money account are written
 * (issue 47, docs/bank-files.md#what-a-banks-file-check-asks); each null
 * while not set.
 */
export interface HubFileSettings {
  /** `InitgPty/Id/OrgId/Othr/Id`: the platform's customer id at the bank. */
  initiatingPartyId: string | null;
  /** GBP only: the UK scheme its files ask for (null: Faster Payments). */
  ukPaymentScheme: UkPaymentScheme | null;
  /** `Dbtr/PstlAdr` (null: the account's country alone, on EUR from outside the EEA). */
  postalAddress: PostalAddress | null;
  /** 'HH:MM' UTC: a file made at or after it executes on the next working day (null: the run's date, always). */
  sameDayCutOffUtc: string | null;
}

export interface HubAccount extends BankAccount, HubFileSettings {
  holder: { kind: 'hub' };
  lastStatementRead: StatementRead | null;
}

/** The payment-file settings as an operator gives them with the account, as text from the request (each left out: none). */
export interface HubFileSettingsInput {
  initiatingPartyId?: string;
  ukPaymentScheme?: UkPaymentScheme;
  postalAddress?: { country: string; townName?: string; postCode?: string; addressLines?: string[] };
  sameDayCutOffUtc?: string;
}

const INITIATING_PARTY_ID = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
const CUT_OFF = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The payment-file settings from the operator's input, trimmed (country in
 * upper case), or a ValidationFailed naming each refused field: an
 * initiating party id over 35 characters or outside the SWIFT character set
 * (banks give one that is in it), a UK scheme for an account not in GBP, a
 * country that is not 2 letters, a town over 35 or post code over 16
 * characters, more than two address lines or one over 70, a cut-off that is
 * not HH:MM.
 */
export function hubFileSettingsFrom(currency: Currency, input: HubFileSettingsInput, what: string): HubFileSettings {
  const problems: Problem[] = [];
  const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  const initiatingPartyId = optional(input.initiatingPartyId);
  if (initiatingPartyId !== null && initiatingPartyId.length > 35) problems.push({ field: 'initiatingPartyId', reason: 'maxLength', says: 'is over 35 characters' });
  else if (initiatingPartyId !== null && !INITIATING_PARTY_ID.test(initiatingPartyId))
    problems.push({ field: 'initiatingPartyId', reason: 'format', says: "has a character outside the SWIFT set (a-z A-Z 0-9 / - ? : ( ) . , ' + space)" });
  const ukPaymentScheme = input.ukPaymentScheme ?? null;
  if (ukPaymentScheme !== null && currency !== 'GBP')
    problems.push({ field: 'ukPaymentScheme', reason: 'format', says: `is for a GBP account only: ${currency} is paid by ${currency === 'EUR' ? 'SEPA' : 'SWIFT'}` });
  let postalAddress: PostalAddress | null = null;
  if (input.postalAddress !== undefined) {
    const country = input.postalAddress.country.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) problems.push({ field: 'postalAddress.country', reason: 'format', says: 'is not a country code of 2 letters (ISO 3166, e.g. GB)' });
    const townName = optional(input.postalAddress.townName);
    if (townName !== null && townName.length > 35) problems.push({ field: 'postalAddress.townName', reason: 'maxLength', says: 'is over 35 characters' });
    const postCode = optional(input.postalAddress.postCode);
    if (postCode !== null && postCode.length > 16) problems.push({ field: 'postalAddress.postCode', reason: 'maxLength', says: 'is over 16 characters' });
    const addressLines = (input.postalAddress.addressLines ?? []).map((line) => line.trim()).filter((line) => line !== '');
    if (addressLines.length > 2) problems.push({ field: 'postalAddress.addressLines', reason: 'range', says: 'has more than 2 lines (EPC: at most 2)' });
    else if (addressLines.some((line) => line.length > 70)) problems.push({ field: 'postalAddress.addressLines', reason: 'maxLength', says: 'has a line over 70 characters' });
    postalAddress = { country, townName, postCode, addressLines };
  }
  const sameDayCutOffUtc = optional(input.sameDayCutOffUtc);
  if (sameDayCutOffUtc !== null && !CUT_OFF.test(sameDayCutOffUtc))
    problems.push({ field: 'sameDayCutOffUtc', reason: 'format', says: 'is not a time HH:MM (24-hour, UTC) between 00:00 and 23:59' });
  if (problems.length > 0) refuse(problems, what);
  return { initiatingPartyId, ukPaymentScheme, postalAddress, sameDayCutOffUtc };
}

export interface InstitutionAccount extends BankAccount {
  holder: { kind: 'institution'; financialInstitutionId: string };
  /** The last statement read of the money placed there (the platform's designated client account at the institution). */
  lastStatementRead: StatementRead | null;
}

/** An account that may be paid (or paid from): its acknowledgement letter is countersigned. */
export type PayableAccount<T extends BankAccount> = T & { acknowledgementCountersignedOn: string };

/** What an operator gives for an account, as text from the request. */
export interface BankAccountInput {
  accountName: string;
  bankName: string;
  sortCode?: string;
  accountNumber?: string;
  iban?: string;
  bic?: string;
}

interface Problem extends FieldError {
  /** The phrase that follows the field's name in the description. */
  says: string;
}

function refuse(problems: Problem[], what: string): never {
  const sentences = problems.map((p) => `${p.field} ${p.says}`).join('; ');
  throw AppError.validation(
    problems.map(({ field, reason }) => ({ field, reason })),
    `${what}: ${sentences}.`,
  );
}

/**
 * The account's details from the operator's input, normalised (sort code
 * without hyphens, IBAN without spaces and upper case, BIC upper case), or a
 * ValidationFailed naming each refused field. `ibanRequired`: the holder's
 * files identify its GBP account by IBAN or BBAN, so a GBP account needs one.
 */
export function accountDetailsFrom(currency: Currency, input: BankAccountInput, what: string, options: { ibanRequired?: boolean } = {}): BankAccountDetails {
  const problems: Problem[] = [];
  const text = (field: 'accountName' | 'bankName') => {
    const value = input[field].trim();
    if (value === '') problems.push({ field, reason: 'required', says: 'is empty' });
    return value;
  };
  const accountName = text('accountName');
  const bankName = text('bankName');

  let sortCode: string | null = null;
  let accountNumber: string | null = null;
  if (currency === 'GBP') {
    if (input.sortCode === undefined) problems.push({ field: 'sortCode', reason: 'required', says: 'is required for a GBP account' });
    else {
      sortCode = normaliseSortCode(input.sortCode) ?? null;
      if (sortCode === null) problems.push({ field: 'sortCode', reason: 'format', says: 'is not a sort code: 6 digits, as 12-34-56 or 123456' });
    }
    if (input.accountNumber === undefined) problems.push({ field: 'accountNumber', reason: 'required', says: 'is required for a GBP account' });
    else if (isUkAccountNumber(input.accountNumber)) accountNumber = input.accountNumber;
    else problems.push({ field: 'accountNumber', reason: 'format', says: 'is not a UK account number: 8 digits' });
  } else {
    for (const field of ['sortCode', 'accountNumber'] as const) {
      if (input[field] !== undefined)
        problems.push({ field, reason: 'format', says: `is not part of a ${currency} account, which is identified by IBAN and BIC only: leave it out` });
    }
  }

  const needsIban = currency !== 'GBP' || options.ibanRequired === true;
  let iban: string | null = null;
  if (input.iban === undefined) {
    if (needsIban)
      problems.push({
        field: 'iban',
        reason: 'required',
        says: currency === 'GBP' ? "is required: the institution's files identify its GBP account by IBAN or BBAN" : `is required for a ${currency} account`,
      });
  } else {
    iban = normaliseIban(input.iban);
    const problem = ibanProblem(iban);
    if (problem) problems.push({ field: 'iban', reason: 'format', says: problem });
    else if (currency === 'GBP' && iban.startsWith('GB') && sortCode !== null && accountNumber !== null && iban.slice(8) !== `${sortCode}${accountNumber}`) {
      problems.push({
        field: 'iban',
        reason: 'format',
        says: `is a GB IBAN for sort code ${formatSortCode(iban.slice(8, 14))} and account ${iban.slice(14)}, not for the sort code and account number given`,
      });
    }
  }

  let bic: string | null = null;
  if (input.bic === undefined) {
    if (currency !== 'GBP') problems.push({ field: 'bic', reason: 'required', says: `is required for a ${currency} account` });
  } else {
    bic = normaliseBic(input.bic);
    const problem = bicProblem(bic);
    if (problem) problems.push({ field: 'bic', reason: 'format', says: problem });
  }

  if (problems.length > 0) refuse(problems, what);
  return { accountName, bankName, sortCode, accountNumber, iban, bic };
}

/** Whether two accounts are the same account at the bank (what an acknowledgement letter names). */
export function sameAccountAtBank(a: BankAccountDetails, b: BankAccountDetails): boolean {
  return a.sortCode === b.sortCode && a.accountNumber === b.accountNumber && a.iban === b.iban;
}

/**
 * The account for a message, without its full number: `sort code 12-34-56,
 * account ****5678` or `IBAN GB82****5432`.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function maskedAccount(account: Pick<BankAccountDetails, 'sortCode' | 'accountNumber' | 'iban'>): string {
  if (account.sortCode !== null && account.accountNumber !== null) return `sort code ${formatSortCode(account.sortCode)}, account ****${account.accountNumber.slice(-4)}`;
  if (account.iban !== null) return `IBAN ${account.iban.slice(0, 4)}****${account.iban.slice(-4)}`;
  return 'no account identifiers';
}

/** "the platform's GBP client-money account" or "institution NORTHBANK's EUR receiving account". */
export function accountTitle(holder: AccountHolder, currency: Currency): string {
  return holder.kind === 'hub' ? `the platform's ${currency} client-money account` : `institution ${holder.financialInstitutionId}'s ${currency} receiving account`;
}

/** The operator API call that sets an account's acknowledgement date. */
export function acknowledgementEndpoint(holder: AccountHolder, currency: Currency): string {
  return holder.kind === 'hub'
    ? `PUT /operator/bank-accounts/${currency}/acknowledgement`
    : `PUT /operator/institutions/${holder.financialInstitutionId}/bank-accounts/${currency}/acknowledgement`;
}

/**
 * The guard every payment file passes for each account it pays or pays from:
 * the account itself when its client-money acknowledgement letter has been
 * countersigned (CASS 7.13: client money may not be held in, or sent to, an
 * account without one).
 *
 * Errors: `AccountNotAcknowledged` (no countersigned date: the description
 * names the account's holder, currency and masked number, and how to set it).
 */
export function payableAccount<T extends BankAccount>(account: T): PayableAccount<T> {
  if (account.acknowledgementCountersignedOn === null) {
    const title = accountTitle(account.holder, account.currencyCode);
    throw new AppError(
      'AccountNotAcknowledged',
      `${title.charAt(0).toUpperCase()}${title.slice(1)} (${maskedAccount(account)}) has no countersigned client-money acknowledgement letter (CASS 7): ` +
        `no payment file may pay it or pay from it until the date the bank countersigned the letter is set (${acknowledgementEndpoint(account.holder, account.currencyCode)}).`,
    );
  }
  return account as PayableAccount<T>;
}

/**
 * Every identifier a bank file may name the account by, in the form
 * `accountIdentifierOf` (iso20022) gives and the statements store: its IBAN
 * without spaces in upper case, and for GBP its sort code and number as 14
 * digits. An account with both may be named by either.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function identifiersOf(account: Pick<BankAccountDetails, 'sortCode' | 'accountNumber' | 'iban'>): string[] {
  const identifiers: string[] = [];
  if (account.iban) identifiers.push(account.iban.replace(/\s/g, '').toUpperCase());
  if (account.sortCode && account.accountNumber) identifiers.push(`${account.sortCode.replace(/-/g, '')}${account.accountNumber}`);
  return identifiers;
}

/**
 * The account as a bank file writes it when the platform names it (a
 * payment file's debtor, the sandbox bank's statements): sort code and
 * number for GBP where it has them, else its IBAN and BIC.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function fileAccountOf(account: Pick<BankAccount, 'currencyCode' | 'sortCode' | 'accountNumber' | 'iban' | 'bic'>): FileAccount {
  if (account.currencyCode === 'GBP' && account.sortCode && account.accountNumber) {
    return { form: 'sort-code-and-number', sortCode: account.sortCode, accountNumber: account.accountNumber };
  }
  return { form: 'iban', iban: account.iban!, bic: account.bic ?? undefined };
}
