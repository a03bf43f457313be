/**
 * camt.053 (.02, .04, .06, .08, .10, .11) and camt.054 (.02, .04, .08) into
 * one model, with one decoder per version as genkgo/camt has (`DECODERS`
 * below): the versions write a few things differently, and each version's
 * decoder says how it writes them; everything else is read the same way in
 * every version. Where they differ (from their XSDs):
 * - an entry's status is a code, `<Sts>BOOK</Sts>`, up to .06 (the
 *   `EntryStatus2Code` list) and a choice, `<Sts><Cd>BOOK</Cd></Sts>` or
 *   `<Sts><Prtry>…</Prtry></Sts>`, from .08 (ISO's external code set);
 * - a related party is `<Dbtr><Nm>` up to .06 and `<Dbtr><Pty><Nm>` (or an
 *   agent, `<Dbtr><Agt><FinInstnId><Nm>`) from .08;
 * - a transaction's own amount is only under `AmtDtls/TxAmt` in .02,
 *   `TxDtls/Amt` (mandatory) in .04 and .06, and `TxDtls/Amt` or
 *   `AmtDtls/TxAmt` (both optional) from .08;
 * - a bank's BIC is `BIC` in .02 and `BICFI` from .04.
 * .10 and .11 change nothing the platform reads (a statement's `Acct/Id`
 * becomes optional: a statement without one is refused, `account`).
 *
 * What real banks send is read as sent: `ElctrncSeqNb` and `LglSeqNb` are
 * optional (the upload continues a statement without the first by its
 * balance: docs/bank-side.md "Idempotency and the sequence"); remittance is
 * its `Ustrd` lines, each as cut, and the `Strd` references beside them.
 *
 * Amounts become minor units exactly, in the currency each one names; a
 * statement is then checked to prove (opening + booked credits - booked
 * debits = closing, all in the account's currency) or refused whole.
 */
import { type BicElement, readAccount } from './accounts.js';
import { formatMinorUnits, parseDecimalAmount } from './amounts.js';
import { BankFileRejected } from './errors.js';
import type {
  Balance,
  BankEntry,
  BankNotification,
  BankStatement,
  BankTransactionCode,
  Camt053Version,
  Camt054Version,
  CreditDebit,
  EntryTransaction,
  NotificationFile,
  StatementAccount,
  StatementFile,
} from './model.js';
import { child, childText, children, leafText, optional, type XmlNode } from './xml-reader.js';

interface Money {
  minor: bigint;
  currency: string;
}

/** How one version writes what the versions write differently (see the top of this file). */
interface CamtDecoder {
  /** `Ntry/Sts`: the entry's status code, or '' if the bank gave none the decoder knows. */
  entryStatus(entry: XmlNode): string;
  /** The name of a related party (`RltdPties/Dbtr`, `RltdPties/Cdtr`). */
  partyName(party: XmlNode | undefined): string | undefined;
  /** The `Amt Ccy="…"` element holding a transaction's own amount, where the bank gives one. */
  transactionAmount(tx: XmlNode): XmlNode | undefined;
  /** The element holding a bank's BIC. */
  bic: BicElement;
}

/** camt.053.001.02 and camt.054.001.02 (2009). */
const DECODER_02: CamtDecoder = {
  entryStatus: (entry) => childText(entry, 'Sts') ?? '',
  partyName: (party) => childText(party, 'Nm'),
  transactionAmount: (tx) => child(tx, 'AmtDtls/TxAmt/Amt'),
  bic: 'BIC',
};

/** camt.053.001.04 and .06, camt.054.001.04 (2013 and 2016): as .02 but the amount in `TxDtls/Amt` and the BIC in `BICFI`. */
const DECODER_04: CamtDecoder = {
  entryStatus: DECODER_02.entryStatus,
  partyName: DECODER_02.partyName,
  transactionAmount: (tx) => child(tx, 'Amt'),
  bic: 'BICFI',
};

/** camt.053.001.08, .10 and .11, camt.054.001.08 (2019 on): the status and the parties become choices. */
const DECODER_08: CamtDecoder = {
  entryStatus: (entry) => childText(entry, 'Sts/Cd') ?? childText(entry, 'Sts/Prtry') ?? '',
  partyName: (party) => childText(party, 'Pty/Nm') ?? childText(party, 'Agt/FinInstnId/Nm'),
  transactionAmount: (tx) => child(tx, 'Amt') ?? child(tx, 'AmtDtls/TxAmt/Amt'),
  bic: 'BICFI',
};

/** One decoder per version read: a version missing here does not compile. */
const DECODERS: Record<Camt053Version | Camt054Version, CamtDecoder> = {
  'camt.053.001.02': DECODER_02,
  'camt.053.001.04': DECODER_04,
  'camt.053.001.06': DECODER_04,
  'camt.053.001.08': DECODER_08,
  'camt.053.001.10': DECODER_08,
  'camt.053.001.11': DECODER_08,
  'camt.054.001.02': DECODER_02,
  'camt.054.001.04': DECODER_04,
  'camt.054.001.08': DECODER_08,
};

/** An `Amt Ccy="…"` element in minor units of its currency, or the file is refused. */
function readAmount(node: XmlNode, where: string): Money {
  const currency = node.ccy ?? '';
  const minor = parseDecimalAmount(node.text, currency);
  if (typeof minor !== 'bigint') throw new BankFileRejected('amount', `Line ${node.line} (${where}): ${minor.message}.`);
  return { minor, currency };
}

function creditDebit(node: XmlNode | undefined): CreditDebit | undefined {
  const value = childText(node, 'CdtDbtInd');
  return value === 'CRDT' || value === 'DBIT' ? value : undefined;
}

/** `<Dt>2026-11-26</Dt>` or `<DtTm>2026-11-26T10:00:00+01:00</DtTm>`: the calendar day the bank wrote. */
function readDate(node: XmlNode | undefined): string | undefined {
  return (childText(node, 'Dt') ?? childText(node, 'DtTm'))?.slice(0, 10);
}

function readSequence(node: XmlNode | undefined, name: string): bigint | undefined {
  const text = childText(node, name);
  // `Number`: a decimal with no fraction digits, which the XSD allows to be written "12.0" or "+12".
  return text === undefined ? undefined : BigInt(text.replace(/^\+/, '').replace(/\.0*$/, ''));
}

function readTransactionCode(node: XmlNode | undefined): BankTransactionCode {
  const code: BankTransactionCode = {};
  const domain = childText(node, 'Domn/Cd');
  const family = childText(node, 'Domn/Fmly/Cd');
  const subFamily = childText(node, 'Domn/Fmly/SubFmlyCd');
  if (domain !== undefined && family !== undefined && subFamily !== undefined) code.domain = { code: domain, family, subFamily };
  const proprietary = childText(node, 'Prtry/Cd');
  if (proprietary !== undefined) code.proprietary = { code: proprietary, ...optional('issuer', childText(node, 'Prtry/Issr')) };
  return code;
}

/**
 * `RmtInf/Strd`: each document referred to (`RfrdDocInf/Nb`) and the
 * creditor's reference (`CdtrRefInf/Ref`, e.g. an ISO 11649 `RF…`), in the
 * file's order: a payer quotes the platform's reference there as readily as
 * in `Ustrd`. `NOTPROVIDED` reads as absent.
 */
function structuredReferences(tx: XmlNode): string[] | undefined {
  const references = children(tx, 'RmtInf/Strd').flatMap((strd) =>
    [...children(strd, 'RfrdDocInf').map((doc) => childText(doc, 'Nb')), childText(strd, 'CdtrRefInf/Ref')].filter((t): t is string => t !== undefined),
  );
  return references.length > 0 ? references : undefined;
}

function readTransaction(decoder: CamtDecoder, tx: XmlNode, entryDirection: CreditDebit, where: string): EntryTransaction {
  const amountNode = decoder.transactionAmount(tx);
  const amount = amountNode === undefined ? undefined : readAmount(amountNode, `${where} TxDtls/Amt`);
  const direction = creditDebit(tx) ?? entryDirection;
  // The other side of a credit is its debtor; of a debit, its creditor.
  const [party, account, agent] = direction === 'CRDT' ? ['Dbtr', 'DbtrAcct', 'DbtrAgt'] : ['Cdtr', 'CdtrAcct', 'CdtrAgt'];
  const parties = child(tx, 'RltdPties');
  const counterpartyName = decoder.partyName(child(parties, party));
  return {
    ...optional('endToEndId', childText(tx, 'Refs/EndToEndId')),
    ...optional('paymentInformationId', childText(tx, 'Refs/PmtInfId')),
    ...optional('instructionId', childText(tx, 'Refs/InstrId')),
    ...optional('accountServicerReference', childText(tx, 'Refs/AcctSvcrRef')),
    ...(amount === undefined ? {} : { amountMinor: amount.minor, currency: amount.currency }),
    ...optional('creditDebit', creditDebit(tx)),
    remittance: children(tx, 'RmtInf/Ustrd')
      .map(leafText)
      .filter((t): t is string => t !== undefined),
    ...optional('structuredRemittance', structuredReferences(tx)),
    ...optional('counterpartyAccount', readAccount(child(parties, account), child(tx, `RltdAgts/${agent}`), decoder.bic)),
    ...optional('counterpartyName', counterpartyName),
  };
}

function readEntry(decoder: CamtDecoder, entry: XmlNode, where: string): BankEntry {
  const amount = readAmount(child(entry, 'Amt') as XmlNode, `${where} Amt`);
  const direction = creditDebit(entry) as CreditDebit;
  const details = children(entry, 'NtryDtls');
  return {
    amountMinor: amount.minor,
    currency: amount.currency,
    creditDebit: direction,
    reversal: childText(entry, 'RvslInd') === 'true',
    status: decoder.entryStatus(entry),
    ...optional('bookingDate', readDate(child(entry, 'BookgDt'))),
    ...optional('valueDate', readDate(child(entry, 'ValDt'))),
    ...optional('accountServicerReference', childText(entry, 'AcctSvcrRef')),
    bankTransactionCode: readTransactionCode(child(entry, 'BkTxCd')),
    ...optional(
      'batchPaymentInformationId',
      details.map((d) => childText(d, 'Btch/PmtInfId')).find((id) => id !== undefined),
    ),
    transactions: details.flatMap((d) => children(d, 'TxDtls').map((tx) => readTransaction(decoder, tx, direction, where))),
  };
}

/** Entries mapped between two turns of the event loop: a few milliseconds of work, so a 10 MiB statement never holds the loop long. */
const ENTRIES_PER_TURN = 200;

async function readEntries(decoder: CamtDecoder, record: XmlNode, kind: string, id: string): Promise<BankEntry[]> {
  const nodes = children(record, 'Ntry');
  const entries: BankEntry[] = [];
  for (const [i, node] of nodes.entries()) {
    if (i > 0 && i % ENTRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    entries.push(readEntry(decoder, node, `${kind} ${id}, entry ${i + 1}`));
  }
  return entries;
}

function readStatementAccount(decoder: CamtDecoder, record: XmlNode, fallbackCurrency: string | undefined, where: string): StatementAccount {
  const acct = child(record, 'Acct');
  const identification = readAccount(acct, child(acct, 'Svcr'), decoder.bic);
  if (identification === undefined) throw new BankFileRejected('account', `${where}: the account has no identification (Acct/Id holds NOTPROVIDED).`);
  const currency = childText(acct, 'Ccy') ?? fallbackCurrency;
  if (currency === undefined) throw new BankFileRejected('account', `${where}: the account names no currency (Acct/Ccy) and there is no balance to take it from.`);
  return { identification, currency };
}

/** The balance of a type (`OPBD`, `PRCD`, `CLBD`), signed, in minor units. */
function findBalance(statement: XmlNode, codes: string[], where: string): (Balance & { currency: string; code: string }) | undefined {
  for (const code of codes) {
    const node = children(statement, 'Bal').find((bal) => childText(bal, 'Tp/CdOrPrtry/Cd') === code);
    if (node === undefined) continue;
    const amount = readAmount(child(node, 'Amt') as XmlNode, `${where} ${code} balance`);
    const date = readDate(child(node, 'Dt')) ?? '';
    return { amountMinor: creditDebit(node) === 'DBIT' ? -amount.minor : amount.minor, date, currency: amount.currency, code };
  }
  return undefined;
}

async function readStatement(decoder: CamtDecoder, statement: XmlNode): Promise<BankStatement> {
  const id = childText(statement, 'Id') ?? '';
  const where = `Statement ${id}`;
  const opening = findBalance(statement, ['OPBD', 'PRCD'], where);
  const closing = findBalance(statement, ['CLBD'], where);
  if (opening === undefined || closing === undefined) {
    throw new BankFileRejected(
      'balanceMissing',
      `${where} has no ${opening === undefined ? 'opening booked balance (OPBD or PRCD)' : 'closing booked balance (CLBD)'}, so it cannot prove its entries.`,
    );
  }
  const account = readStatementAccount(decoder, statement, opening.currency, where);
  const entries = await readEntries(decoder, statement, 'statement', id);
  const currency = account.currency;
  const foreign = [
    ...[opening, closing].filter((b) => b.currency !== currency).map((b) => `the ${b.code} balance is in ${b.currency}`),
    ...entries.map((e, i) => (e.currency === currency ? undefined : `entry ${i + 1} is in ${e.currency}`)).filter((t) => t !== undefined),
  ];
  if (foreign.length > 0) throw new BankFileRejected('currency', `${where}: the account is in ${currency} but ${foreign.slice(0, 5).join(', ')}.`);

  // Only booked entries move the booked balance; pending and information entries are listed, not counted.
  const booked = entries.filter((e) => e.status === 'BOOK');
  const credits = booked.filter((e) => e.creditDebit === 'CRDT').reduce((sum, e) => sum + e.amountMinor, 0n);
  const debits = booked.filter((e) => e.creditDebit === 'DBIT').reduce((sum, e) => sum + e.amountMinor, 0n);
  const computed = opening.amountMinor + credits - debits;
  if (computed !== closing.amountMinor) {
    const show = (minor: bigint): string => `${formatMinorUnits(minor, currency)} ${currency}`;
    throw new BankFileRejected(
      'balanceMismatch',
      `${where} does not prove: opening balance ${show(opening.amountMinor)} + credits ${show(credits)} - debits ${show(debits)} = ${show(computed)}, but the closing balance is ${show(closing.amountMinor)}.`,
    );
  }
  return {
    id,
    ...optional('electronicSequenceNumber', readSequence(statement, 'ElctrncSeqNb')),
    ...optional('legalSequenceNumber', readSequence(statement, 'LglSeqNb')),
    account,
    openingBalance: { amountMinor: opening.amountMinor, date: opening.date },
    closingBalance: { amountMinor: closing.amountMinor, date: closing.date },
    entries,
  };
}

/** Maps a validated camt.053 into the one statement model, each statement proved. */
export async function readCamt053(version: Camt053Version, message: XmlNode): Promise<StatementFile> {
  const statements: BankStatement[] = [];
  for (const statement of children(message, 'Stmt')) statements.push(await readStatement(DECODERS[version], statement));
  return { kind: 'statement', version, messageId: childText(message, 'GrpHdr/MsgId') ?? '', createdAt: childText(message, 'GrpHdr/CreDtTm') ?? '', statements };
}

/** Maps a validated camt.054 into the one notification model. */
export async function readCamt054(version: Camt054Version, message: XmlNode): Promise<NotificationFile> {
  const notifications: BankNotification[] = [];
  for (const notification of children(message, 'Ntfctn')) {
    const id = childText(notification, 'Id') ?? '';
    const entries = await readEntries(DECODERS[version], notification, 'notification', id);
    notifications.push({
      id,
      ...optional('electronicSequenceNumber', readSequence(notification, 'ElctrncSeqNb')),
      account: readStatementAccount(DECODERS[version], notification, entries[0]?.currency, `Notification ${id}`),
      entries,
    });
  }
  return { kind: 'notification', version, messageId: childText(message, 'GrpHdr/MsgId') ?? '', createdAt: childText(message, 'GrpHdr/CreDtTm') ?? '', notifications };
}
