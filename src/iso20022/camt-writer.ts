/**
 * camt.053 statements and camt.054 notifications as a bank writes them, for
 * the simulated sandbox bank: its files are read back through readBankFile
 * exactly as a real bank's are, so they carry what real ones carry (group
 * header, statement id and electronic sequence number, the account and its
 * bank, OPBD and CLBD balances, a transactions summary, and entries with
 * status, dates, bank transaction code, references, the counterparty and
 * the remittance text).
 *
 * The writer computes what a bank computes: the closing balance (opening +
 * booked credits - booked debits) and the summary's counts and sums. It
 * refuses input that would make an invalid file, and validates its output
 * against the official XSD before returning it.
 */
import { type BicElement, checkAccount, hasAgent, writeAccount, writeAgent } from './accounts.js';
import { formatMinorUnits } from './amounts.js';
import { FieldChecks } from './checks.js';
import type {
  Balance,
  Camt053Input,
  Camt054Input,
  EntryInput,
  EntryTransactionInput,
  NotificationInput,
  PaymentCurrency,
  StatementAccountInput,
  WrittenCamt053Version,
  WrittenCamt054Version,
} from './model.js';
import { isoDateTime, XmlWriter } from './xml-writer.js';
import { writtenIfValid } from './xsd.js';

/** The most entries one file carries. */
export const MAX_ENTRIES_PER_FILE = 100_000;
/** The most statements (or notifications) in one file. */
const MAX_RECORDS_PER_FILE = 1_000;
/** `Number` in the XSDs: 18 digits. */
const MAX_SEQUENCE_NUMBER = 10n ** 18n - 1n;
const CURRENCIES = ['GBP', 'EUR', 'USD'];
const TRANSACTION_CODE = /^[A-Z]{4}$/;
const MAX_USTRD_LENGTH = 140;

type CamtVersion = WrittenCamt053Version | WrittenCamt054Version;

function checkAccountInput(checks: FieldChecks, at: string, account: StatementAccountInput | undefined): void {
  if (account === undefined) return checks.fail(at, 'required');
  if (!CURRENCIES.includes(account.currency)) return checks.fail(`${at}.currency`, 'enum');
  checkAccount(checks, `${at}.account`, account.account, account.currency);
}

function checkEntries(checks: FieldChecks, at: string, entries: EntryInput[] | undefined, currency: PaymentCurrency | undefined): void {
  if (!Array.isArray(entries)) return checks.fail(at, 'required');
  if (entries.length > MAX_ENTRIES_PER_FILE) return checks.fail(at, 'range');
  entries.forEach((entry, i) => {
    const e = `${at}[${i}]`;
    checks.positiveAmount(`${e}.amountMinor`, entry.amountMinor);
    if (entry.creditDebit !== 'CRDT' && entry.creditDebit !== 'DBIT') checks.fail(`${e}.creditDebit`, 'enum');
    if (entry.status !== undefined && entry.status !== 'BOOK' && entry.status !== 'PDNG') checks.fail(`${e}.status`, 'enum');
    checks.date(`${e}.bookingDate`, entry.bookingDate);
    checks.date(`${e}.valueDate`, entry.valueDate);
    if (entry.accountServicerReference !== undefined) checks.reference(`${e}.accountServicerReference`, entry.accountServicerReference);
    const code = entry.bankTransactionCode;
    if (code !== undefined && ![code.domain, code.family, code.subFamily].every((c) => TRANSACTION_CODE.test(c ?? ''))) {
      checks.fail(`${e}.bankTransactionCode`, 'format');
    }
    const transactions = entry.transactions ?? [];
    const amounts = transactions.filter((t) => t.amountMinor !== undefined);
    if (amounts.length > 0) {
      const sum = amounts.reduce((s, t) => s + (typeof t.amountMinor === 'bigint' ? t.amountMinor : 0n), 0n);
      // A batch entry's transactions add up to the entry, as on a real statement.
      if (amounts.length !== transactions.length || sum !== entry.amountMinor) checks.fail(`${e}.transactions`, 'range');
    }
    transactions.forEach((tx, j) => {
      const t = `${e}.transactions[${j}]`;
      if (tx.amountMinor !== undefined) checks.positiveAmount(`${t}.amountMinor`, tx.amountMinor);
      if (tx.endToEndId !== undefined) checks.reference(`${t}.endToEndId`, tx.endToEndId);
      if (tx.paymentInformationId !== undefined) checks.reference(`${t}.paymentInformationId`, tx.paymentInformationId);
      if (tx.accountServicerReference !== undefined) checks.reference(`${t}.accountServicerReference`, tx.accountServicerReference);
      if (Array.isArray(tx.remittance)) tx.remittance.forEach((line, k) => checks.swiftText(`${t}.remittance[${k}]`, line, MAX_USTRD_LENGTH));
      else if (tx.remittance !== undefined) checks.swiftText(`${t}.remittance`, tx.remittance, MAX_USTRD_LENGTH);
      const structured = tx.structuredRemittance;
      if (structured?.referredDocumentNumber !== undefined) checks.swiftText(`${t}.structuredRemittance.referredDocumentNumber`, structured.referredDocumentNumber, 35);
      if (structured?.creditorReference !== undefined) checks.swiftText(`${t}.structuredRemittance.creditorReference`, structured.creditorReference, 35);
      if (tx.counterparty !== undefined) {
        if (tx.counterparty.name !== undefined) checks.name(`${t}.counterparty.name`, tx.counterparty.name);
        if (currency !== undefined) checkAccount(checks, `${t}.counterparty.account`, tx.counterparty.account, currency);
      }
    });
  });
}

function checkHeader(checks: FieldChecks, input: { messageId: string; createdAt: Date }): void {
  checks.reference('messageId', input.messageId);
  checks.instant('createdAt', input.createdAt);
}

function checkSequence(checks: FieldChecks, field: string, value: bigint | undefined, required: boolean): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'bigint') return checks.fail(field, 'type');
  if (value < 0n || value > MAX_SEQUENCE_NUMBER) checks.fail(field, 'range');
}

/** Signed sum of the booked entries: what moves the booked balance. */
function bookedMovement(entries: EntryInput[]): bigint {
  return entries.filter((e) => (e.status ?? 'BOOK') === 'BOOK').reduce((sum, e) => sum + (e.creditDebit === 'CRDT' ? e.amountMinor : -e.amountMinor), 0n);
}

function writeBalance(w: XmlWriter, code: 'OPBD' | 'CLBD', balance: Balance, currency: string): void {
  const negative = balance.amountMinor < 0n;
  w.start('Bal')
    .start('Tp')
    .wrapped('CdOrPrtry', 'Cd', code)
    .end()
    .leaf('Amt', formatMinorUnits(negative ? -balance.amountMinor : balance.amountMinor, currency), { Ccy: currency })
    .leaf('CdtDbtInd', negative ? 'DBIT' : 'CRDT')
    .wrapped('Dt', 'Dt', balance.date)
    .end();
}

function writeSummary(w: XmlWriter, version: CamtVersion, entries: EntryInput[], currency: string): void {
  const credits = entries.filter((e) => e.creditDebit === 'CRDT');
  const debits = entries.filter((e) => e.creditDebit === 'DBIT');
  const sum = (list: EntryInput[]): bigint => list.reduce((s, e) => s + e.amountMinor, 0n);
  const net = sum(credits) - sum(debits);
  const netAmount = formatMinorUnits(net < 0n ? -net : net, currency);
  const netDirection = net < 0n ? 'DBIT' : 'CRDT';
  w.start('TxsSummry')
    .start('TtlNtries')
    .leaf('NbOfNtries', String(entries.length))
    .leaf('Sum', formatMinorUnits(sum(entries), currency));
  if (version === 'camt.053.001.02') w.leaf('TtlNetNtryAmt', netAmount).leaf('CdtDbtInd', netDirection);
  else w.start('TtlNetNtry').leaf('Amt', netAmount).leaf('CdtDbtInd', netDirection).end();
  w.end();
  w.start('TtlCdtNtries')
    .leaf('NbOfNtries', String(credits.length))
    .leaf('Sum', formatMinorUnits(sum(credits), currency))
    .end();
  w.start('TtlDbtNtries')
    .leaf('NbOfNtries', String(debits.length))
    .leaf('Sum', formatMinorUnits(sum(debits), currency))
    .end();
  w.end();
}

function writeEntry(w: XmlWriter, version: CamtVersion, entry: EntryInput, currency: string): void {
  const v2 = version === 'camt.053.001.02';
  const bic: BicElement = v2 ? 'BIC' : 'BICFI';
  const status = entry.status ?? 'BOOK';
  const code = entry.bankTransactionCode ?? { domain: 'PMNT', family: entry.creditDebit === 'CRDT' ? 'RCDT' : 'ICDT', subFamily: 'DMCT' };
  w.start('Ntry').leaf('Amt', formatMinorUnits(entry.amountMinor, currency), { Ccy: currency }).leaf('CdtDbtInd', entry.creditDebit);
  if (v2) w.leaf('Sts', status);
  else w.wrapped('Sts', 'Cd', status);
  w.wrapped('BookgDt', 'Dt', entry.bookingDate).wrapped('ValDt', 'Dt', entry.valueDate).optionalLeaf('AcctSvcrRef', entry.accountServicerReference);
  w.start('BkTxCd').start('Domn').leaf('Cd', code.domain).start('Fmly').leaf('Cd', code.family).leaf('SubFmlyCd', code.subFamily).end().end().end();
  const transactions = entry.transactions ?? [];
  if (transactions.length > 0) {
    w.start('NtryDtls');
    for (const tx of transactions) {
      w.start('TxDtls');
      if (tx.accountServicerReference !== undefined || tx.paymentInformationId !== undefined || tx.endToEndId !== undefined) {
        w.start('Refs').optionalLeaf('AcctSvcrRef', tx.accountServicerReference).optionalLeaf('PmtInfId', tx.paymentInformationId).optionalLeaf('EndToEndId', tx.endToEndId).end();
      }
      if (tx.amountMinor !== undefined) {
        const amount = formatMinorUnits(tx.amountMinor, currency);
        if (v2) w.start('AmtDtls').start('TxAmt').leaf('Amt', amount, { Ccy: currency }).end().end();
        else w.leaf('Amt', amount, { Ccy: currency }).leaf('CdtDbtInd', entry.creditDebit);
      }
      if (tx.counterparty !== undefined) {
        // The other side of a credit is its debtor; of a debit, its creditor.
        const [party, partyAccount, agent] = entry.creditDebit === 'CRDT' ? ['Dbtr', 'DbtrAcct', 'DbtrAgt'] : ['Cdtr', 'CdtrAcct', 'CdtrAgt'];
        w.start('RltdPties');
        if (tx.counterparty.name !== undefined) {
          w.start(party);
          if (v2) w.leaf('Nm', tx.counterparty.name);
          else w.wrapped('Pty', 'Nm', tx.counterparty.name);
          w.end();
        }
        writeAccount(w, partyAccount, tx.counterparty.account);
        w.end();
        if (hasAgent(tx.counterparty.account)) {
          w.start('RltdAgts');
          writeAgent(w, agent, tx.counterparty.account, bic);
          w.end();
        }
      }
      writeRemittance(w, tx);
      w.end();
    }
    w.end();
  }
  w.end();
}

/** `RmtInf`: the `Ustrd` lines, then one `Strd` with the document referred to and the creditor's reference (the XSD's order). */
function writeRemittance(w: XmlWriter, tx: EntryTransactionInput): void {
  const lines = tx.remittance === undefined ? [] : Array.isArray(tx.remittance) ? tx.remittance : [tx.remittance];
  const structured = tx.structuredRemittance;
  const hasStructured = structured?.referredDocumentNumber !== undefined || structured?.creditorReference !== undefined;
  if (lines.length === 0 && !hasStructured) return;
  w.start('RmtInf');
  for (const line of lines) w.leaf('Ustrd', line);
  if (hasStructured) {
    w.start('Strd');
    if (structured?.referredDocumentNumber !== undefined) w.wrapped('RfrdDocInf', 'Nb', structured.referredDocumentNumber);
    if (structured?.creditorReference !== undefined) w.wrapped('CdtrRefInf', 'Ref', structured.creditorReference);
    w.end();
  }
  w.end();
}

async function validated(version: CamtVersion, xml: string): Promise<string> {
  return writtenIfValid(version, xml);
}

/**
 * Writes a bank statement, `camt.053.001.08` unless `version` says `.02`:
 * per statement its closing balance (opening + booked credits - booked
 * debits, dated `closingDate`) and its transactions summary, computed here.
 *
 * Errors: `BankFileNotWritten` (ValidationFailed, 400) naming each bad field
 * (ids, amounts of 0 or less, dates, accounts, a batch entry whose
 * transactions do not add up to it, a closing balance out of range), or
 * naming the XSD's message should it still refuse the output.
 */
export async function writeCamt053(input: Camt053Input): Promise<string> {
  const version = input.version ?? 'camt.053.001.08';
  const checks = new FieldChecks();
  if (version !== 'camt.053.001.08' && version !== 'camt.053.001.02') checks.fail('version', 'enum');
  checkHeader(checks, input);
  if (checks.list('statements', input.statements, MAX_RECORDS_PER_FILE)) {
    const ids = new Set<string>();
    input.statements.forEach((statement, i) => {
      const at = `statements[${i}]`;
      checks.reference(`${at}.id`, statement.id);
      checks.unique(`${at}.id`, statement.id, ids);
      checkSequence(checks, `${at}.electronicSequenceNumber`, statement.electronicSequenceNumber, false);
      checkSequence(checks, `${at}.legalSequenceNumber`, statement.legalSequenceNumber, false);
      checks.instant(`${at}.createdAt`, statement.createdAt);
      checkAccountInput(checks, `${at}.account`, statement.account);
      checks.signedAmount(`${at}.openingBalance.amountMinor`, statement.openingBalance?.amountMinor);
      checks.date(`${at}.openingBalance.date`, statement.openingBalance?.date);
      checks.date(`${at}.closingDate`, statement.closingDate);
      checkEntries(checks, `${at}.entries`, statement.entries, statement.account?.currency);
      if (checks.errors.length === 0) checks.signedAmount(`${at}.entries`, statement.openingBalance.amountMinor + bookedMovement(statement.entries));
    });
  }
  checks.throwIfAny();

  const v2 = version === 'camt.053.001.02';
  const w = new XmlWriter(version);
  w.start('BkToCstmrStmt');
  w.start('GrpHdr').leaf('MsgId', input.messageId).leaf('CreDtTm', isoDateTime(input.createdAt)).end();
  for (const statement of input.statements) {
    const currency = statement.account.currency;
    const closing: Balance = { amountMinor: statement.openingBalance.amountMinor + bookedMovement(statement.entries), date: statement.closingDate };
    // Both numbers are optional in ISO 20022; a bank that leaves ElctrncSeqNb out is continued by its balances (docs/bank-side.md).
    w.start('Stmt').leaf('Id', statement.id).optionalLeaf('ElctrncSeqNb', statement.electronicSequenceNumber?.toString());
    w.optionalLeaf('LglSeqNb', statement.legalSequenceNumber?.toString()).leaf('CreDtTm', isoDateTime(statement.createdAt));
    writeAccount(w, 'Acct', statement.account.account, currency, v2 ? 'BIC' : 'BICFI');
    writeBalance(w, 'OPBD', statement.openingBalance, currency);
    writeBalance(w, 'CLBD', closing, currency);
    writeSummary(w, version, statement.entries, currency);
    for (const entry of statement.entries) writeEntry(w, version, entry, currency);
    w.end();
  }
  w.end();
  return validated(version, w.toString());
}

/**
 * Writes a debit/credit notification, `camt.054.001.08`: entries as they
 * are booked, with no balances, and a transactions summary computed here.
 *
 * Errors: `BankFileNotWritten` (ValidationFailed, 400), as writeCamt053.
 */
export async function writeCamt054(input: Camt054Input): Promise<string> {
  const version = input.version ?? 'camt.054.001.08';
  const checks = new FieldChecks();
  if (version !== 'camt.054.001.08') checks.fail('version', 'enum');
  checkHeader(checks, input);
  if (checks.list('notifications', input.notifications, MAX_RECORDS_PER_FILE)) {
    const ids = new Set<string>();
    input.notifications.forEach((notification: NotificationInput, i) => {
      const at = `notifications[${i}]`;
      checks.reference(`${at}.id`, notification.id);
      checks.unique(`${at}.id`, notification.id, ids);
      checkSequence(checks, `${at}.electronicSequenceNumber`, notification.electronicSequenceNumber, false);
      checks.instant(`${at}.createdAt`, notification.createdAt);
      checkAccountInput(checks, `${at}.account`, notification.account);
      checkEntries(checks, `${at}.entries`, notification.entries, notification.account?.currency);
    });
  }
  checks.throwIfAny();

  const w = new XmlWriter(version);
  w.start('BkToCstmrDbtCdtNtfctn');
  w.start('GrpHdr').leaf('MsgId', input.messageId).leaf('CreDtTm', isoDateTime(input.createdAt)).end();
  for (const notification of input.notifications) {
    const currency = notification.account.currency;
    w.start('Ntfctn').leaf('Id', notification.id).optionalLeaf('ElctrncSeqNb', notification.electronicSequenceNumber?.toString());
    w.leaf('CreDtTm', isoDateTime(notification.createdAt));
    writeAccount(w, 'Acct', notification.account.account, currency, 'BICFI');
    writeSummary(w, version, notification.entries, currency);
    for (const entry of notification.entries) writeEntry(w, version, entry, currency);
    w.end();
  }
  w.end();
  return validated(version, w.toString());
}
