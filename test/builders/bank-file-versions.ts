/**
 * Bank files in every version the platform reads (issue 47 item 3), written
 * here element by element to each version's official XSD, as a bank on that
 * version writes them: the sandbox bank's writers write only camt.053 .02
 * and .08, camt.054 .08 and pain.002 .03 and .10, so the other versions'
 * samples come from here. Each differs from the next where its XSD does (an
 * entry's status a code or a choice, a party's name in `Nm` or `Pty/Nm`, a
 * transaction's amount under `AmtDtls/TxAmt` or in `Amt`, `BIC` or `BICFI`);
 * the tests check that every sample validates against its XSD.
 */
import type { Camt053Version, Camt054Version, Pain002Version } from '../../src/iso20022/iso20022.js';

/** What a version writes differently, from its XSD. */
interface Traits {
  /** `<Sts><Cd>BOOK</Cd></Sts>` (from .08) or `<Sts>BOOK</Sts>`. */
  statusChoice: boolean;
  /** `<Dbtr><Pty><Nm>` (from .08) or `<Dbtr><Nm>`. */
  partyChoice: boolean;
  /** `TxDtls/Amt` and `TxDtls/CdtDbtInd` (from .04), or only `AmtDtls/TxAmt/Amt` (.02). */
  transactionAmount: boolean;
  bic: 'BIC' | 'BICFI';
}

const V02: Traits = { statusChoice: false, partyChoice: false, transactionAmount: false, bic: 'BIC' };
const V04: Traits = { statusChoice: false, partyChoice: false, transactionAmount: true, bic: 'BICFI' };
const V08: Traits = { statusChoice: true, partyChoice: true, transactionAmount: true, bic: 'BICFI' };

function traitsOf(version: Camt053Version | Camt054Version): Traits {
  const release = version.slice(-2);
  return release === '02' ? V02 : release === '04' || release === '06' ? V04 : V08;
}

export interface SampleAccount {
  iban: string;
  bic: string;
  currency: string;
}

export interface SampleEntry {
  amountMinor: bigint;
  creditDebit: 'CRDT' | 'DBIT';
  status: 'BOOK' | 'PDNG';
  date: string;
  accountServicerReference: string;
  endToEndId?: string;
  /** The debtor of a credit, the creditor of a debit. */
  counterparty?: { name: string; iban: string; bic: string };
  remittance?: string[];
  creditorReference?: string;
}

export interface SampleStatement {
  id: string;
  electronicSequenceNumber?: bigint;
  account: SampleAccount;
  opening: { amountMinor: bigint; date: string };
  closingDate: string;
  entries: SampleEntry[];
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Minor units as the file's decimal, two places (GBP, EUR, USD), never negative: the sign is a `CdtDbtInd`. */
function decimal(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function accountXml(t: Traits, account: SampleAccount): string {
  return `<Acct><Id><IBAN>${account.iban}</IBAN></Id><Ccy>${account.currency}</Ccy><Svcr><FinInstnId><${t.bic}>${account.bic}</${t.bic}></FinInstnId></Svcr></Acct>`;
}

function balanceXml(code: 'OPBD' | 'CLBD', amountMinor: bigint, currency: string, date: string): string {
  return (
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${decimal(amountMinor)}</Amt>` +
    `<CdtDbtInd>${amountMinor < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`
  );
}

function entryXml(t: Traits, entry: SampleEntry, currency: string): string {
  const amount = `<Amt Ccy="${currency}">${decimal(entry.amountMinor)}</Amt>`;
  const family = entry.creditDebit === 'CRDT' ? 'RCDT' : 'ICDT';
  const [party, account, agent] = entry.creditDebit === 'CRDT' ? ['Dbtr', 'DbtrAcct', 'DbtrAgt'] : ['Cdtr', 'CdtrAcct', 'CdtrAgt'];
  const cp = entry.counterparty;
  const name = cp === undefined ? '' : t.partyChoice ? `<${party}><Pty><Nm>${escape(cp.name)}</Nm></Pty></${party}>` : `<${party}><Nm>${escape(cp.name)}</Nm></${party}>`;
  const transaction =
    `<TxDtls>` +
    (entry.endToEndId === undefined ? '' : `<Refs><EndToEndId>${entry.endToEndId}</EndToEndId></Refs>`) +
    (t.transactionAmount ? `${amount}<CdtDbtInd>${entry.creditDebit}</CdtDbtInd>` : `<AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls>`) +
    (cp === undefined
      ? ''
      : `<RltdPties>${name}<${account}><Id><IBAN>${cp.iban}</IBAN></Id></${account}></RltdPties>` +
        `<RltdAgts><${agent}><FinInstnId><${t.bic}>${cp.bic}</${t.bic}></FinInstnId></${agent}></RltdAgts>`) +
    (entry.remittance === undefined && entry.creditorReference === undefined
      ? ''
      : `<RmtInf>${(entry.remittance ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join('')}` +
        (entry.creditorReference === undefined ? '' : `<Strd><CdtrRefInf><Ref>${entry.creditorReference}</Ref></CdtrRefInf></Strd>`) +
        `</RmtInf>`) +
    `</TxDtls>`;
  return (
    `<Ntry>${amount}<CdtDbtInd>${entry.creditDebit}</CdtDbtInd>` +
    (t.statusChoice ? `<Sts><Cd>${entry.status}</Cd></Sts>` : `<Sts>${entry.status}</Sts>`) +
    `<BookgDt><Dt>${entry.date}</Dt></BookgDt><ValDt><Dt>${entry.date}</Dt></ValDt><AcctSvcrRef>${entry.accountServicerReference}</AcctSvcrRef>` +
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>` +
    `<NtryDtls>${transaction}</NtryDtls></Ntry>`
  );
}

/** The closing booked balance a bank computes: opening + booked credits - booked debits. */
export function closingOf(statement: SampleStatement): bigint {
  return statement.entries
    .filter((e) => e.status === 'BOOK')
    .reduce((sum, e) => (e.creditDebit === 'CRDT' ? sum + e.amountMinor : sum - e.amountMinor), statement.opening.amountMinor);
}

const document = (version: string, body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${version}">\n${body}\n</Document>\n`;

/** A camt.053 in `version`, each statement's closing balance computed. */
export function sampleCamt053(version: Camt053Version, messageId: string, statements: SampleStatement[]): string {
  const t = traitsOf(version);
  const body = statements.map(
    (s) =>
      `  <Stmt><Id>${s.id}</Id>` +
      (s.electronicSequenceNumber === undefined ? '' : `<ElctrncSeqNb>${s.electronicSequenceNumber}</ElctrncSeqNb>`) +
      `<CreDtTm>${s.closingDate}T22:00:00Z</CreDtTm>\n    ${accountXml(t, s.account)}\n` +
      `    ${balanceXml('OPBD', s.opening.amountMinor, s.account.currency, s.opening.date)}\n` +
      `    ${balanceXml('CLBD', closingOf(s), s.account.currency, s.closingDate)}\n` +
      s.entries.map((e) => `    ${entryXml(t, e, s.account.currency)}\n`).join('') +
      `  </Stmt>`,
  );
  return document(version, `<BkToCstmrStmt>\n  <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-26T22:00:00Z</CreDtTm></GrpHdr>\n${body.join('\n')}\n</BkToCstmrStmt>`);
}

/** A camt.054 in `version`: one notification of `entries` on `account`. */
export function sampleCamt054(version: Camt054Version, messageId: string, id: string, account: SampleAccount, entries: SampleEntry[]): string {
  const t = traitsOf(version);
  return document(
    version,
    `<BkToCstmrDbtCdtNtfctn>\n  <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-26T12:00:00Z</CreDtTm></GrpHdr>\n` +
      `  <Ntfctn><Id>${id}</Id><ElctrncSeqNb>7</ElctrncSeqNb><CreDtTm>2026-11-26T12:00:00Z</CreDtTm>\n    ${accountXml(t, account)}\n` +
      entries.map((e) => `    ${entryXml(t, e, account.currency)}\n`).join('') +
      `  </Ntfctn>\n</BkToCstmrDbtCdtNtfctn>`,
  );
}

/**
 * A pain.002 in `version` answering pain.001 `PAYRUN-20261126`: the file
 * partly accepted, one transfer settled and one rejected (AC01, incorrect
 * account number).
 */
export function samplePain002(version: Pain002Version, messageId: string): string {
  return document(
    version,
    `<CstmrPmtStsRpt>\n  <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-26T15:30:00Z</CreDtTm></GrpHdr>\n` +
      `  <OrgnlGrpInfAndSts><OrgnlMsgId>PAYRUN-20261126</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>PART</GrpSts></OrgnlGrpInfAndSts>\n` +
      `  <OrgnlPmtInfAndSts><OrgnlPmtInfId>PMT-20261126-GBP</OrgnlPmtInfId><PmtInfSts>PART</PmtInfSts>\n` +
      `    <TxInfAndSts><OrgnlInstrId>INSTR-1</OrgnlInstrId><OrgnlEndToEndId>E2E-20261126-000001</OrgnlEndToEndId><TxSts>ACSC</TxSts><AcctSvcrRef>BANKREF-9001</AcctSvcrRef></TxInfAndSts>\n` +
      `    <TxInfAndSts><OrgnlEndToEndId>E2E-20261126-000002</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC01</Cd></Rsn><AddtlInf>Account number not known</AddtlInf></StsRsnInf></TxInfAndSts>\n` +
      `  </OrgnlPmtInfAndSts>\n</CstmrPmtStsRpt>`,
  );
}
