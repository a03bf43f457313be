/**
 * The banking context's public module: what the payment runs, the file
 * writers and the statement reader know of the platform's bank accounts and
 * each institution's bank settings (docs/design/bank-side.md, docs/bank-accounts.md).
 * Other contexts call these, never `banking.repository.ts`. The operator's
 * writes are `BankingService` (banking.service.ts), built by the composition
 * root.
 *
 * A payment file pays an account, or pays from one, only through
 * `payableAccount` (or `payableHubAccount` / `payableInstitutionAccount`):
 * never to an account whose client-money acknowledgement letter has no
 * countersigned date.
 */
import { isBusinessDate } from '../calendar/calendar.js';
import type { Db, Tx } from '../database.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { findInstitutionNames } from '../products/products.js';
import {
  accountTitle,
  type Currency,
  fileAccountOf,
  identifiersOf,
  DEFAULT_PAIN001_VERSION,
  DEFAULT_UK_ACCOUNT_FORM,
  type HubAccount,
  type InstitutionAccount,
  maskedAccount,
  type Pain001Version,
  payableAccount,
  type PayableAccount,
  type UkAccountForm,
} from './bank-accounts.js';
import {
  findAccountByIdentifier,
  findHubAccount,
  findInstitutionAccount,
  findInstitutionSettings,
  listHubAccounts,
  listInstitutionAccounts,
  recordStatementIfForward,
} from './banking.repository.js';

export { fileAccountOf, identifiersOf, maskedAccount, payableAccount };
export type {
  AccountHolder,
  BankAccount,
  BankAccountDetails,
  Currency,
  HubAccount,
  HubFileSettings,
  InstitutionAccount,
  Pain001Version,
  PayableAccount,
  StatementRead,
  UkAccountForm,
} from './bank-accounts.js';

/**
 * The platform's client-money account of a currency, with its last statement
 * read; undefined while none is set.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function hubAccount(db: Db, currency: Currency): Promise<HubAccount | undefined> {
  return findHubAccount(db, currency);
}

/**
 * The platform's client-money accounts, one per currency set (GBP, EUR, USD
 * order), each with its last statement read.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function hubAccounts(db: Db): Promise<HubAccount[]> {
  return listHubAccounts(db);
}

/**
 * Every institution's receiving accounts, each with its last statement read.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function institutionAccounts(db: Db): Promise<InstitutionAccount[]> {
  return listInstitutionAccounts(db);
}

/**
 * The account of a currency that a bank file names by `identifier` (as
 * `accountIdentifierOf` writes it): the platform's client-money account
 * (`holder.kind` 'hub', with its last statement read) or an institution's
 * receiving account (`holder.kind` 'institution'); undefined when the
 * platform holds no such account.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function accountNamedBy(db: Db, currency: Currency, identifier: string): Promise<HubAccount | InstitutionAccount | undefined> {
  return findAccountByIdentifier(db, currency, identifier.replace(/[\s-]/g, '').toUpperCase());
}

/** How the files paying an institution in one currency are written, and where they pay. */
export interface InstitutionPaymentSettings {
  financialInstitutionId: string;
  currencyCode: Currency;
  /** How its GBP account is written: sort code in ClrSysMmbId (GBDSC) and the number in Othr; or the UK BBAN; or the IBAN. */
  ukAccountForm: UkAccountForm;
  pain001Version: Pain001Version;
  /** Its receiving account in the currency; undefined while none is set. Not yet checked for its acknowledgement: pass it to `payableAccount`. */
  account: InstitutionAccount | undefined;
}

/**
 * An institution's payment settings (the defaults, `sort-code-and-number` and
 * `pain.001.001.09`, where the operator set none) and its receiving account
 * in a currency.
 *
 * Errors: `NotFound` (no institution with that id).
 */
export async function institutionPaymentSettings(db: Db, institutionId: string, currency: Currency): Promise<InstitutionPaymentSettings> {
  // One after the other: a payment run may pass its transaction, whose statements share one connection.
  const [institution] = await findInstitutionNames(db, [institutionId]);
  if (!institution) throw AppError.notFound(`Institution ${institutionId}`);
  const settings = await findInstitutionSettings(db, institutionId);
  const account = await findInstitutionAccount(db, institutionId, currency);
  return {
    financialInstitutionId: institutionId,
    currencyCode: currency,
    ukAccountForm: settings?.ukAccountForm ?? DEFAULT_UK_ACCOUNT_FORM,
    pain001Version: settings?.pain001Version ?? DEFAULT_PAIN001_VERSION,
    account,
  };
}

/**
 * The platform's client-money account of a currency, for a payment file to
 * pay from.
 *
 * Errors: `Conflict` (the platform has no account in that currency),
 * `AccountNotAcknowledged` (its acknowledgement letter has no countersigned
 * date; the description names the account).
 */
export async function payableHubAccount(db: Db, currency: Currency): Promise<PayableAccount<HubAccount>> {
  const account = await findHubAccount(db, currency);
  if (!account) {
    throw new AppError('Conflict', `The platform has no ${currency} client-money account to pay from: set it first (PUT /operator/bank-accounts/${currency}).`);
  }
  return payableAccount(account);
}

/**
 * An institution's settings with its receiving account in a currency, for a
 * payment file to pay.
 *
 * Errors: `NotFound` (no institution with that id), `Conflict` (it has no
 * receiving account in that currency), `AccountNotAcknowledged` (the
 * account's acknowledgement letter has no countersigned date; the description
 * names the institution, the currency and the masked account).
 */
export async function payableInstitutionAccount(
  db: Db,
  institutionId: string,
  currency: Currency,
): Promise<InstitutionPaymentSettings & { account: PayableAccount<InstitutionAccount> }> {
  const settings = await institutionPaymentSettings(db, institutionId, currency);
  if (!settings.account) {
    throw new AppError(
      'Conflict',
      `Institution ${institutionId} has no ${currency} receiving account to pay: set it first (PUT /operator/institutions/${institutionId}/bank-accounts/${currency}).`,
    );
  }
  return { ...settings, account: payableAccount(settings.account) };
}

/**
 * The UK BBAN of a GB IBAN (bank code, sort code, account number: the IBAN
 * without its country and check digits), for the files of an institution
 * whose `ukAccountForm` is `bban`; undefined for another country's IBAN.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function ukBban(iban: string): string | undefined {
  return iban.startsWith('GB') ? iban.slice(4) : undefined;
}

/** A bank statement read for one of the platform's accounts (camt.053), as the statement reader records it. */
export interface StatementReadInput {
  currencyCode: Currency;
  /** The account the statement is for (its Acct/Id): an IBAN, or sort code and account number as 14 digits; spaces and hyphens are ignored. */
  accountIdentifier: string;
  /** Stmt/Id: 1 to 35 characters. */
  statementId: string;
  /** ElctrncSeqNb. */
  sequenceNumber: bigint;
  /** The closing booked balance, in minor units (negative when overdrawn). */
  closingBalanceMinor: bigint;
  /** 'YYYY-MM-DD': the closing balance's date. */
  closingDate: string;
  /** When the statement was read (the reader's clock). */
  readAt: Date;
}

/**
 * Records a statement as the last read of the platform's account it names (its
 * client-money account in the currency, or an institution's receiving account
 * in it), in the reader's transaction: its id, sequence number, closing
 * balance and date, which tell whoever sends the next statement where it must
 * start. Guarded: it only ever moves forward (a higher sequence number, a
 * closing date not earlier), and only on the account the statement is for.
 *
 * Errors: `ValidationFailed` (a statement id empty or over 35 characters, a
 * sequence number below 0 or beyond 2^53, a closing date that is not one),
 * `NotFound` (the platform holds no account in that currency by that
 * identifier), `Conflict` (it would move the account's last statement read
 * backwards: the description says which it has).
 */
export async function recordStatementRead(trx: Tx, statement: StatementReadInput): Promise<HubAccount | InstitutionAccount> {
  const problems: FieldError[] = [];
  if (statement.statementId.length === 0) problems.push({ field: 'statementId', reason: 'required' });
  if (statement.statementId.length > 35) problems.push({ field: 'statementId', reason: 'maxLength' });
  if (statement.sequenceNumber < 0n || statement.sequenceNumber > BigInt(Number.MAX_SAFE_INTEGER)) problems.push({ field: 'sequenceNumber', reason: 'range' });
  if (!isBusinessDate(statement.closingDate)) problems.push({ field: 'closingDate', reason: 'format' });
  if (problems.length > 0) throw AppError.validation(problems);
  const accountIdentifier = statement.accountIdentifier.replace(/[\s-]/g, '').toUpperCase();
  const recorded = await recordStatementIfForward(trx, { ...statement, accountIdentifier }, statement.readAt);
  if (recorded) return recorded;

  const account = await findAccountByIdentifier(trx, statement.currencyCode, accountIdentifier);
  if (!account) throw AppError.notFound(`The platform's ${statement.currencyCode} account ${masked(accountIdentifier)}`);
  const title = accountTitle(account.holder, statement.currencyCode);
  const last = account.lastStatementRead;
  const where = last ? `statement ${last.statementId} (sequence ${last.sequenceNumber}, closing ${last.closingDate})` : 'none';
  throw new AppError(
    'Conflict',
    `Statement ${statement.statementId} (sequence ${statement.sequenceNumber}, closing ${statement.closingDate}) would move ${title}'s last statement read backwards: ` +
      `it is ${where}; the next must have a higher sequence number and a closing date not earlier.`,
  );
}

/** An identifier from a statement, for a message: its first four and last four characters. */
function masked(identifier: string): string {
  return identifier.length > 8 ? `${identifier.slice(0, 4)}****${identifier.slice(-4)}` : '****';
}
