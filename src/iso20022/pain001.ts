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
import { FieldChecks, MAX_REMITTANCE_LENGTH } from './checks.js';
import type { Pain001Input, Pain001Version } from './model.js';
import { isoDateTime, XmlWriter } from './xml-writer.js';
import { writtenIfValid } from './xsd.js';

/** The most transfers one file carries; a payment run with more writes more files. */
export const MAX_TRANSFERS_PER_FILE = 100_000;
const VERSIONS: readonly Pain001Version[] = ['pain.001.001.09', 'pain.001.001.03'];
const CURRENCIES = ['GBP', 'EUR', 'USD'];

function check(input: Pain001Input): void {
  const checks = new FieldChecks();
  if (input.version !== undefined && !VERSIONS.includes(input.version)) checks.fail('version', 'enum');
  checks.reference('messageId', input.messageId);
  checks.instant('createdAt', input.createdAt);
  checks.name('initiatingParty.name', input.initiatingParty?.name);
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
      checks.name(`${at}.debtor.name`, pmtInf.debtor?.name);
      checkAccount(checks, `${at}.debtor.account`, pmtInf.debtor?.account, pmtInf.currency);
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
        if (transfer.remittance !== undefined) checks.swiftText(`${tx}.remittance`, transfer.remittance, MAX_REMITTANCE_LENGTH);
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
 * EndToEndId), one `CdtTrfTxInf` per transfer, totals computed here.
 *
 * Errors: `BankFileNotWritten` (ValidationFailed, 400) listing every bad
 * field: an id that is not 1-35 characters of `A-Za-z0-9-` or is used twice
 * in the file, an amount of 0 or less, a remittance over 18 characters or
 * outside the SWIFT character set, an account that does not fit its form or
 * currency (EUR and USD need an IBAN and a BIC), two `PmtInf` from one
 * debtor account on one date, two transfers to one account in a `PmtInf`,
 * no payments; or, should the XSD still refuse the output, naming its
 * message. Never an invalid file.
 */
export async function writePain001(input: Pain001Input): Promise<string> {
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
    .wrapped('InitgPty', 'Nm', input.initiatingParty.name)
    .end();
  for (const pmtInf of input.paymentInformation) {
    const pmtTotal = pmtInf.transfers.reduce((s, t) => s + t.amountMinor, 0n);
    w.start('PmtInf')
      .leaf('PmtInfId', pmtInf.paymentInformationId)
      .leaf('PmtMtd', 'TRF')
      .leaf('BtchBookg', 'false')
      .leaf('NbOfTxs', String(pmtInf.transfers.length))
      .leaf('CtrlSum', formatMinorUnits(pmtTotal, pmtInf.currency));
    if (version === 'pain.001.001.03') w.leaf('ReqdExctnDt', pmtInf.executionDate);
    else w.wrapped('ReqdExctnDt', 'Dt', pmtInf.executionDate);
    w.wrapped('Dbtr', 'Nm', pmtInf.debtor.name);
    writeAccount(w, 'DbtrAcct', pmtInf.debtor.account, pmtInf.currency);
    writeAgent(w, 'DbtrAgt', pmtInf.debtor.account, bic);
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
