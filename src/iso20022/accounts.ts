/**
 * Accounts and their banks, in the three forms the platform writes
 * (docs/design/bank-side.md#123-files) and however a bank file names them when read.
 *
 * A UK sort code is a clearing-system member id: it lives in the bank's
 * (agent's) `ClrSysMmbId` with clearing system `GBDSC`, and the account's
 * `Othr/Id` holds the 8-digit number alone. The reader puts the two back
 * together, so an account written as sort code and number reads back as one.
 */
import type { FieldChecks } from './checks.js';
import type { AccountIdentification, BankAccount, PaymentCurrency } from './model.js';
import type { XmlNode } from './xml-reader.js';
import { childText, child } from './xml-reader.js';
import type { XmlWriter } from './xml-writer.js';

/** The UK Domestic Sort Code clearing system, ISO's external code. */
export const UK_SORT_CODE_CLEARING = 'GBDSC';
const SORT_CODE = /^\d{6}$/;
const UK_ACCOUNT_NUMBER = /^\d{8}$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;
const BBAN = /^[A-Z0-9]{1,34}$/;
/** The narrower of the two BIC patterns in the XSDs (2009's BICIdentifier), so a BIC fits every version. */
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** Whether an IBAN's check digits hold (ISO 13616 mod 97). */
export function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** Checks an account the platform is about to write, for a payment in `currency`. */
export function checkAccount(checks: FieldChecks, field: string, account: BankAccount | undefined, currency: PaymentCurrency): void {
  if (account === undefined || typeof account !== 'object') return checks.fail(field, 'required');
  // EUR and USD leave the UK through correspondent banks that route on IBAN and BIC.
  if (currency !== 'GBP' && account.form !== 'iban') return checks.fail(`${field}.form`, 'enum');
  switch (account.form) {
    case 'sort-code-and-number':
      if (!SORT_CODE.test(account.sortCode ?? '')) checks.fail(`${field}.sortCode`, 'format');
      if (!UK_ACCOUNT_NUMBER.test(account.accountNumber ?? '')) checks.fail(`${field}.accountNumber`, 'format');
      return;
    case 'bban':
      if (!BBAN.test(account.bban ?? '')) checks.fail(`${field}.bban`, 'format');
      checkBic(checks, `${field}.bic`, account.bic, false);
      return;
    case 'iban':
      if (!IBAN.test(account.iban ?? '') || !ibanChecksumHolds(account.iban)) checks.fail(`${field}.iban`, 'format');
      checkBic(checks, `${field}.bic`, account.bic, currency !== 'GBP');
      return;
    default:
      checks.fail(`${field}.form`, 'enum');
  }
}

function checkBic(checks: FieldChecks, field: string, bic: string | undefined, required: boolean): void {
  if (bic === undefined) {
    if (required) checks.fail(field, 'required');
    return;
  }
  if (!BIC.test(bic)) checks.fail(field, 'format');
}

/** Which element holds a BIC: `BIC` in the 2009 messages (.001.03, .053.02), `BICFI` since. */
export type BicElement = 'BIC' | 'BICFI';

/**
 * `<{tag}><Id>…</Id>[<Ccy>…</Ccy>][<Svcr>…</Svcr>]</{tag}>`: the account part
 * of an account and its bank; a statement's `Acct` carries its bank inside
 * (`Svcr`, when `servicer` names the BIC element), a payment's goes beside it.
 */
export function writeAccount(w: XmlWriter, tag: string, account: BankAccount, currency?: string, servicer?: BicElement): void {
  w.start(tag).start('Id');
  switch (account.form) {
    case 'iban':
      w.leaf('IBAN', account.iban);
      break;
    case 'bban':
      w.start('Othr').leaf('Id', account.bban).wrapped('SchmeNm', 'Cd', 'BBAN').end();
      break;
    case 'sort-code-and-number':
      w.start('Othr').leaf('Id', account.accountNumber).end();
      break;
  }
  w.end();
  if (currency !== undefined) w.leaf('Ccy', currency);
  if (servicer !== undefined && hasAgent(account)) writeAgent(w, 'Svcr', account, servicer);
  w.end();
}

/** Whether an account says anything about its bank (a BIC, or a sort code). */
export function hasAgent(account: BankAccount): boolean {
  return account.form === 'sort-code-and-number' || account.bic !== undefined;
}

/**
 * `<{tag}><FinInstnId>…</FinInstnId></{tag}>`: the account's bank, by BIC or
 * sort code; `Othr/Id NOTPROVIDED` (the EPC's way of saying "route on the
 * account") when the account names neither and the element is mandatory.
 */
export function writeAgent(w: XmlWriter, tag: string, account: BankAccount, bicElement: BicElement): void {
  w.start(tag).start('FinInstnId');
  if (account.form === 'sort-code-and-number') {
    w.start('ClrSysMmbId').wrapped('ClrSysId', 'Cd', UK_SORT_CODE_CLEARING).leaf('MmbId', account.sortCode).end();
  } else if (account.bic !== undefined) {
    w.leaf(bicElement, account.bic);
  } else {
    w.wrapped('Othr', 'Id', 'NOTPROVIDED');
  }
  w.end().end();
}

/**
 * An account as a bank file names it (`Acct`, `DbtrAcct`, `CdtrAcct`), with
 * its bank (`Svcr`, `DbtrAgt`, `CdtrAgt`) where the file gives one: a GBDSC
 * member id makes `Othr/Id` a UK account number again. `bicElement` is the
 * file's version's (its decoder says which).
 */
export function readAccount(accountNode: XmlNode | undefined, agentNode: XmlNode | undefined, bicElement: BicElement): AccountIdentification | undefined {
  const id = child(accountNode, 'Id');
  if (id === undefined) return undefined;
  const institution = child(agentNode, 'FinInstnId');
  const bic = childText(institution, bicElement);
  const iban = childText(id, 'IBAN');
  if (iban !== undefined) return bic === undefined ? { form: 'iban', iban } : { form: 'iban', iban, bic };
  const other = child(id, 'Othr');
  const otherId = childText(other, 'Id');
  if (otherId === undefined) return undefined;
  const scheme = childText(other, 'SchmeNm/Cd') ?? childText(other, 'SchmeNm/Prtry');
  if (scheme === 'BBAN') return bic === undefined ? { form: 'bban', bban: otherId } : { form: 'bban', bban: otherId, bic };
  const clearing = child(institution, 'ClrSysMmbId');
  const sortCode = childText(clearing, 'MmbId');
  if (childText(clearing, 'ClrSysId/Cd') === UK_SORT_CODE_CLEARING && sortCode !== undefined && SORT_CODE.test(sortCode) && UK_ACCOUNT_NUMBER.test(otherId)) {
    return { form: 'sort-code-and-number', sortCode, accountNumber: otherId };
  }
  return scheme === undefined ? { form: 'other', id: otherId } : { form: 'other', id: otherId, scheme };
}

/** One string per account, to find two transfers to the same account or two PmtInf from the same one. */
export function accountKey(account: BankAccount): string {
  switch (account.form) {
    case 'iban':
      return `iban:${account.iban}`;
    case 'bban':
      return `bban:${account.bban}`;
    case 'sort-code-and-number':
      return `scan:${account.sortCode}:${account.accountNumber}`;
  }
}

/**
 * An account as one identifier, however a file names it: sort code and
 * number as 14 digits, an IBAN without spaces in upper case, a UK BBAN's
 * sort code and number (its bank code dropped), or another id without spaces
 * and hyphens. The platform stores and compares accounts in this form.
 */
export function accountIdentifierOf(account: AccountIdentification): string {
  switch (account.form) {
    case 'sort-code-and-number':
      return `${account.sortCode}${account.accountNumber}`;
    case 'iban':
      return account.iban.replace(/\s/g, '').toUpperCase();
    case 'bban':
      return /^[A-Z]{4}\d{14}$/.test(account.bban) ? account.bban.slice(4) : account.bban;
    case 'other':
      return account.id.replace(/[\s-]/g, '').toUpperCase();
  }
}
