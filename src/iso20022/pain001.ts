/**
 * pain.001, the customer credit transfer initiation: the file the platform
 * gives its bank to pay institutions and clients (docs/design/bank-side.md#123-files).
 *
 * The writer owns the file's integrity, as python-sepaxml's transfer.py
 * does: it checks every field first and refuses with all the problems at
 * once, counts `NbOfTxs` and sums `CtrlSum` itself (per message and per
 * `PmtInf`, from the very amounts it writes), and validates the result
 * against the official XSD before returning it. A file that fails any of
 * this is never returned.
 */
import { accountKey, type BicElement, checkAccount, hasAgent, writeAccount, writeAgent } from './accounts.js';
import { formatDecimal, formatMinorUnits } from './amounts.js';
import { toBankText } from './charset.js';
import { FieldChecks, MAX_NAME_LENGTH, MAX_REFERENCE_LENGTH } from './checks.js';
import type { BankAccount, Pain001Input, Pain001Version, PaymentCurrency, PaymentInformationInput, PostalAddressInput, UkPaymentScheme } from './model.js';
import { isoDateTime, XmlWriter } from './xml-writer.js';
import { writtenIfValid } from './xsd.js';

/** The most transfers one file carries; a payment run with more writes more files. */
export const MAX_TRANSFERS_PER_FILE = 100_000;
const VERSIONS: readonly Pain001Version[] = ['pain.001.001.09', 'pain.001.001.03'];
const CURRENCIES = ['GBP', 'EUR', 'USD'];
const UK_SCHEMES: readonly UkPaymentScheme[] = ['faster-payments', 'bacs', 'chaps'];
const SWIFT_ID = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
const COUNTRY = /^[A-Z]{2}$/;
/**
 * SEPA participants outside the EEA (EPC list of SEPA countries): a EUR
 * payment from an account there must carry the payer's address (EPC SCT
 * rulebook, AT-03; docs/bank-files.md#what-a-banks-file-check-asks).
 */
const NON_EEA_SEPA = new Set(['GB', 'GI', 'JE', 'GG', 'IM', 'CH', 'MC', 'SM', 'VA', 'AD', 'AL', 'MD', 'ME', 'MK', 'RS']);

/**
 * The longest `RmtInf/Ustrd` each scheme carries whole: a Faster Payments or
 * Bacs reference is 18 characters; SEPA (EPC), CHAPS and SWIFT take 140.
 */
export function remittanceLimitOf(currency: PaymentCurrency, ukScheme: UkPaymentScheme = 'faster-payments'): number {
  return currency === 'GBP' && ukScheme !== 'chaps' ? 18 : 140;
}

/** `PmtTpInf` and `ChrgBr` of a `PmtInf`: docs/bank-files.md#what-a-banks-file-check-asks. */
function paymentTypeOf(currency: PaymentCurrency, ukScheme: UkPaymentScheme = 'faster-payments'): { serviceLevel: string; localInstrument?: string; chargeBearer: string } {
  if (currency === 'EUR') return { serviceLevel: 'SEPA', chargeBearer: 'SLEV' };
  if (currency === 'USD') return { serviceLevel: 'NURG', chargeBearer: 'SHAR' };
  if (ukScheme === 'chaps') return { serviceLevel: 'URGP', localInstrument: 'CHAPS', chargeBearer: 'SHAR' };
  return { serviceLevel: 'NURG', localInstrument: ukScheme === 'bacs' ? 'BACS' : 'FPS', chargeBearer: 'SHAR' };
}

/** The country an account is held in: its IBAN's, or the UK for a sort code. */
function countryOf(account: BankAccount | undefined): string | undefined {
  if (account?.form === 'iban' && typeof account.iban === 'string') return account.iban.slice(0, 2);
  if (account?.form === 'sort-code-and-number' || account?.form === 'bban') return 'GB';
  return undefined;
}

const text = (value: unknown, max: number): unknown => (typeof value === 'string' ? toBankText(value, max) : value);

/** The address in the character set, each part cut to its XSD length (`TwnNm` 35, `PstCd` 16, two `AdrLine` of 70). */
function addressText(address: PostalAddressInput | undefined): PostalAddressInput | undefined {
  if (address === undefined || address === null) return address;
  const townName = text(address.townName, 35) as string | undefined;
  const postCode = text(address.postCode, 16) as string | undefined;
  const addressLines = Array.isArray(address.addressLines) ? address.addressLines.map((line) => toBankText(String(line), 70)).filter((line) => line !== '') : undefined;
  return {
    country: address.country,
    ...(townName ? { townName } : {}),
    ...(postCode ? { postCode } : {}),
    ...(addressLines && addressLines.length > 0 ? { addressLines } : {}),
  };
}

/**
 * The input with every name and reference in the SWIFT/EPC character set,
 * cut to its field's and scheme's length (`toBankText`): what the checks
 * see and the file carries.
 */
function inBankText(input: Pain001Input): Pain001Input {
  if (!Array.isArray(input.paymentInformation)) return input;
  return {
    ...input,
    initiatingParty: input.initiatingParty && { ...input.initiatingParty, name: text(input.initiatingParty.name, MAX_NAME_LENGTH) as string },
    paymentInformation: input.paymentInformation.map((pmtInf): PaymentInformationInput => ({
      ...pmtInf,
      debtor: pmtInf.debtor && { ...pmtInf.debtor, name: text(pmtInf.debtor.name, MAX_NAME_LENGTH) as string, address: addressText(pmtInf.debtor.address) },
      transfers: Array.isArray(pmtInf.transfers)
        ? pmtInf.transfers.map((transfer) => {
            const remittance = text(transfer.remittance, remittanceLimitOf(pmtInf.currency, pmtInf.ukScheme)) as string | undefined;
            return {
              ...transfer,
              creditor: transfer.creditor && { ...transfer.creditor, name: text(transfer.creditor.name, MAX_NAME_LENGTH) as string },
              remittance: remittance === '' ? undefined : remittance,
            };
          })
        : pmtInf.transfers,
    })),
  };
}

function check(input: Pain001Input): void {
  const checks = new FieldChecks();
  if (input.version !== undefined && !VERSIONS.includes(input.version)) checks.fail('version', 'enum');
  checks.reference('messageId', input.messageId);
  checks.instant('createdAt', input.createdAt);
  checks.name('initiatingParty.name', input.initiatingParty?.name);
  const initiatingPartyId = input.initiatingParty?.id;
  if (initiatingPartyId !== undefined) {
    if (typeof initiatingPartyId !== 'string' || initiatingPartyId.trim() === '') checks.fail('initiatingParty.id', 'required');
    else if (initiatingPartyId.length > MAX_REFERENCE_LENGTH) checks.fail('initiatingParty.id', 'maxLength');
    else if (!SWIFT_ID.test(initiatingPartyId)) checks.fail('initiatingParty.id', 'format');
  }
  if (checks.list('paymentInformation', input.paymentInformation, MAX_TRANSFERS_PER_FILE)) {
    const paymentIds = new Set<string>();
    const endToEndIds = new Set<string>();
    const debtorDays = new Set<string>();
    let transfers = 0;
    input.paymentInformation.forEach((pmtInf, i) => {
      const at = `paymentInformation[${i}]`;
      checks.reference(`${at}.paymentInformationId`, pmtInf.paymentInformationId);
      checks.unique(`${at}.paymentInformationId`, pmtInf.paymentInformationId, paymentIds);
      checks.date(`${at}.executionDate`, pmtInf.executionDate);
      if (!CURRENCIES.includes(pmtInf.currency)) checks.fail(`${at}.currency`, 'enum');
      if (pmtInf.ukScheme !== undefined && (pmtInf.currency !== 'GBP' || !UK_SCHEMES.includes(pmtInf.ukScheme))) checks.fail(`${at}.ukScheme`, 'enum');
      checks.name(`${at}.debtor.name`, pmtInf.debtor?.name);
      checkAccount(checks, `${at}.debtor.account`, pmtInf.debtor?.account, pmtInf.currency);
      const address = pmtInf.debtor?.address;
      if (address === undefined) {
        const country = countryOf(pmtInf.debtor?.account);
        if (pmtInf.currency === 'EUR' && country !== undefined && NON_EEA_SEPA.has(country)) checks.fail(`${at}.debtor.address`, 'required');
      } else if (typeof address.country !== 'string' || !COUNTRY.test(address.country)) checks.fail(`${at}.debtor.address.country`, 'format');
      // One PmtInf per debtor account and execution date (docs/design/bank-side.md#123-files).
      if (pmtInf.debtor?.account) checks.unique(`${at}.executionDate`, `${accountKey(pmtInf.debtor.account)}@${pmtInf.executionDate}`, debtorDays);
      if (!checks.list(`${at}.transfers`, pmtInf.transfers, MAX_TRANSFERS_PER_FILE)) return;
      transfers += pmtInf.transfers.length;
      const creditorAccounts = new Set<string>();
      pmtInf.transfers.forEach((transfer, j) => {
        const tx = `${at}.transfers[${j}]`;
        checks.reference(`${tx}.endToEndId`, transfer.endToEndId);
        checks.unique(`${tx}.endToEndId`, transfer.endToEndId, endToEndIds);
        checks.positiveAmount(`${tx}.amountMinor`, transfer.amountMinor);
        checks.name(`${tx}.creditor.name`, transfer.creditor?.name);
        checkAccount(checks, `${tx}.creditor.account`, transfer.creditor?.account, pmtInf.currency);
        // One CdtTrfTxInf per destination account: the run pays each account its total once.
        if (transfer.creditor?.account) checks.unique(`${tx}.creditor.account`, accountKey(transfer.creditor.account), creditorAccounts);
        if (transfer.remittance !== undefined) checks.swiftText(`${tx}.remittance`, transfer.remittance, remittanceLimitOf(pmtInf.currency, pmtInf.ukScheme));
      });
    });
    if (transfers > MAX_TRANSFERS_PER_FILE) checks.fail('paymentInformation', 'range');
  }
  checks.throwIfAny();
}

/**
 * Writes a pain.001 (`pain.001.001.09` unless `version` says `.03`): one
 * `PmtInf` per entry of `paymentInformation` (`BtchBookg` false: each
 * transfer is booked on its own, so a statement shows it by its
 * EndToEndId), one `CdtTrfTxInf` per transfer, totals computed here. What a
 * bank's file check asks (docs/bank-files.md#what-a-banks-file-check-asks):
 * `PmtTpInf` (`SvcLvl/Cd` SEPA, URGP or NURG; GBP `LclInstrm/Prtry` FPS,
 * BACS or CHAPS), `ChrgBr` (SLEV for SEPA, SHAR otherwise), the initiating
 * party's id when given, the payer's address when given (and required on
 * EUR from outside the EEA); every name and remittance in the SWIFT/EPC
 * character set, cut to its field and scheme (`toBankText`).
 *
 * Errors: `BankFileNotWritten` (ValidationFailed, 400) listing every bad
 * field: an id that is not 1-35 characters of `A-Za-z0-9-` or is used twice
 * in the file, an amount of 0 or less, a name with nothing left in the
 * character set, an initiating party id over 35 characters or outside the
 * SWIFT set, a `ukScheme` on a non-GBP payment, a EUR payment from a non-EEA
 * account without `debtor.address` or an address country that is not 2
 * capital letters, an account that does not fit its form or currency (EUR
 * and USD need an IBAN and a BIC), two `PmtInf` from one debtor account on
 * one date, two transfers to one account in a `PmtInf`, no payments; or,
 * should the XSD still refuse the output, naming its message. Never an
 * invalid file.
 */
export async function writePain001(given: Pain001Input): Promise<string> {
  const input = inBankText(given);
  check(input);
  const version = input.version ?? 'pain.001.001.09';
  const bic: BicElement = version === 'pain.001.001.03' ? 'BIC' : 'BICFI';
  const count = input.paymentInformation.reduce((n, p) => n + p.transfers.length, 0);
  // Every currency the platform pays in has 2 decimals, so one scale adds them all (CtrlSum is a plain sum across currencies).
  const total = input.paymentInformation.reduce((sum, p) => sum + p.transfers.reduce((s, t) => s + t.amountMinor, 0n), 0n);

  const w = new XmlWriter(version);
  w.start('CstmrCdtTrfInitn');
  w.start('GrpHdr')
    .leaf('MsgId', input.messageId)
    .leaf('CreDtTm', isoDateTime(input.createdAt))
    .leaf('NbOfTxs', String(count))
    .leaf('CtrlSum', formatDecimal(total, 2))
    .start('InitgPty')
    .leaf('Nm', input.initiatingParty.name);
  if (input.initiatingParty.id !== undefined) w.start('Id').start('OrgId').start('Othr').leaf('Id', input.initiatingParty.id).end().end().end();
  w.end().end();
  for (const pmtInf of input.paymentInformation) {
    const pmtTotal = pmtInf.transfers.reduce((s, t) => s + t.amountMinor, 0n);
    w.start('PmtInf')
      .leaf('PmtInfId', pmtInf.paymentInformationId)
      .leaf('PmtMtd', 'TRF')
      .leaf('BtchBookg', 'false')
      .leaf('NbOfTxs', String(pmtInf.transfers.length))
      .leaf('CtrlSum', formatMinorUnits(pmtTotal, pmtInf.currency));
    const type = paymentTypeOf(pmtInf.currency, pmtInf.ukScheme);
    w.start('PmtTpInf').wrapped('SvcLvl', 'Cd', type.serviceLevel);
    if (type.localInstrument !== undefined) w.wrapped('LclInstrm', 'Prtry', type.localInstrument);
    w.end();
    if (version === 'pain.001.001.03') w.leaf('ReqdExctnDt', pmtInf.executionDate);
    else w.wrapped('ReqdExctnDt', 'Dt', pmtInf.executionDate);
    w.start('Dbtr').leaf('Nm', pmtInf.debtor.name);
    const address = pmtInf.debtor.address;
    if (address !== undefined) {
      // PostalAddress6 (.03) and 24 (.09) both order PstCd, TwnNm, Ctry, AdrLine.
      w.start('PstlAdr').optionalLeaf('PstCd', address.postCode).optionalLeaf('TwnNm', address.townName).leaf('Ctry', address.country);
      for (const line of (address.addressLines ?? []).slice(0, 2)) w.leaf('AdrLine', line);
      w.end();
    }
    w.end();
    writeAccount(w, 'DbtrAcct', pmtInf.debtor.account, pmtInf.currency);
    writeAgent(w, 'DbtrAgt', pmtInf.debtor.account, bic);
    w.leaf('ChrgBr', type.chargeBearer);
    for (const transfer of pmtInf.transfers) {
      w.start('CdtTrfTxInf');
      w.wrapped('PmtId', 'EndToEndId', transfer.endToEndId);
      w.start('Amt').leaf('InstdAmt', formatMinorUnits(transfer.amountMinor, pmtInf.currency), { Ccy: pmtInf.currency }).end();
      if (hasAgent(transfer.creditor.account)) writeAgent(w, 'CdtrAgt', transfer.creditor.account, bic);
      w.wrapped('Cdtr', 'Nm', transfer.creditor.name);
      writeAccount(w, 'CdtrAcct', transfer.creditor.account);
      if (transfer.remittance !== undefined) w.wrapped('RmtInf', 'Ustrd', transfer.remittance);
      w.end();
    }
    w.end();
  }
  w.end();
  const xml = w.toString();

  return writtenIfValid(version, xml);
}
