/**
 * pain.002, the customer payment status report: the bank's answer to a
 * pain.001, per file (`OrgnlGrpInfAndSts`), per `PmtInf` and per transfer
 * (`TxInfAndSts`, found by its original EndToEndId): ACTC (technically
 * accepted), ACCP, ACSP (settlement in progress), ACSC (settled), RJCT with
 * its reason code, PDNG...
 *
 * Read from versions .03, .10 and .14 into one model; written (for the
 * sandbox bank) in .03 or .10, with the counts per status computed here.
 */
import { FieldChecks } from './checks.js';
import type { Pain002Input, Pain002Version, PaymentInformationStatusReport, PaymentStatusReportFile, StatusReason, StatusReasonInput } from './model.js';
import { child, childText, children, leafText, optional, type XmlNode } from './xml-reader.js';
import { isoDateTime, XmlWriter } from './xml-writer.js';
import { writtenIfValid } from './xsd.js';

const MAX_PAYMENTS = 100_000;
const STATUS = /^[A-Z]{4}$/;
const REASON = /^[A-Z0-9]{1,4}$/;
const MAX_ADDITIONAL_INFORMATION = 105;
// Version .03 closes its code lists in the XSD; .10 points to ISO's external code set.
const GROUP_STATUSES_03 = ['ACTC', 'RCVD', 'PART', 'RJCT', 'PDNG', 'ACCP', 'ACSP', 'ACSC'];
const TRANSACTION_STATUSES_03 = ['ACTC', 'RJCT', 'PDNG', 'ACCP', 'ACSP', 'ACSC', 'ACWC'];

function checkStatus(checks: FieldChecks, field: string, status: string | undefined, allowed03: string[] | undefined): void {
  if (status === undefined) return;
  if (!STATUS.test(status)) return checks.fail(field, 'format');
  if (allowed03 !== undefined && !allowed03.includes(status)) checks.fail(field, 'enum');
}

function checkReason(checks: FieldChecks, field: string, reason: StatusReasonInput | undefined): void {
  if (reason === undefined) return;
  if (!REASON.test(reason.code ?? '')) checks.fail(`${field}.code`, 'format');
  if (reason.additionalInformation !== undefined) checks.swiftText(`${field}.additionalInformation`, reason.additionalInformation, MAX_ADDITIONAL_INFORMATION);
}

function writeReason(w: XmlWriter, reason: StatusReasonInput | undefined): void {
  if (reason === undefined) return;
  w.start('StsRsnInf').wrapped('Rsn', 'Cd', reason.code).optionalLeaf('AddtlInf', reason.additionalInformation).end();
}

/**
 * Writes a payment status report, `pain.002.001.10` unless `version` says
 * `.03`, with the number of transactions per status computed here.
 *
 * Errors: `BankFileNotWritten` (ValidationFailed, 400) naming each bad field:
 * an id that is not 1-35 characters of `A-Za-z0-9-`, a status that is not
 * four capitals (or not in version .03's closed list), a reason code that is
 * not 1-4 characters, no payments; or the XSD's message should it still
 * refuse the output.
 */
export async function writePain002(input: Pain002Input): Promise<string> {
  const version = input.version ?? 'pain.002.001.10';
  const v3 = version === 'pain.002.001.03';
  const checks = new FieldChecks();
  if (version !== 'pain.002.001.10' && !v3) checks.fail('version', 'enum');
  checks.reference('messageId', input.messageId);
  checks.instant('createdAt', input.createdAt);
  checks.reference('originalMessageId', input.originalMessageId);
  if (input.originalMessageNameId !== undefined && !/^[a-z]{4}\.\d{3}\.\d{3}\.\d{2}$/.test(input.originalMessageNameId)) checks.fail('originalMessageNameId', 'format');
  checkStatus(checks, 'groupStatus', input.groupStatus, v3 ? GROUP_STATUSES_03 : undefined);
  checkReason(checks, 'groupReason', input.groupReason);
  let transactions = 0;
  if (Array.isArray(input.payments) && input.payments.length <= MAX_PAYMENTS) {
    input.payments.forEach((payment, i) => {
      const at = `payments[${i}]`;
      checks.reference(`${at}.originalPaymentInformationId`, payment.originalPaymentInformationId);
      checkStatus(checks, `${at}.status`, payment.status, v3 ? GROUP_STATUSES_03 : undefined);
      checkReason(checks, `${at}.reason`, payment.reason);
      if (!Array.isArray(payment.transactions)) return checks.fail(`${at}.transactions`, 'required');
      transactions += payment.transactions.length;
      payment.transactions.forEach((tx, j) => {
        const t = `${at}.transactions[${j}]`;
        checks.reference(`${t}.originalEndToEndId`, tx.originalEndToEndId);
        if (tx.status === undefined) checks.fail(`${t}.status`, 'required');
        checkStatus(checks, `${t}.status`, tx.status, v3 ? TRANSACTION_STATUSES_03 : undefined);
        checkReason(checks, `${t}.reason`, tx.reason);
      });
    });
    if (transactions > MAX_PAYMENTS) checks.fail('payments', 'range');
  } else {
    checks.fail('payments', Array.isArray(input.payments) ? 'range' : 'required');
  }
  // A report says something: a group status, or at least one payment.
  if (input.groupStatus === undefined && Array.isArray(input.payments) && input.payments.length === 0) checks.fail('groupStatus', 'required');
  checks.throwIfAny();

  const perStatus = new Map<string, number>();
  for (const payment of input.payments) for (const tx of payment.transactions) perStatus.set(tx.status, (perStatus.get(tx.status) ?? 0) + 1);

  const w = new XmlWriter(version);
  w.start('CstmrPmtStsRpt');
  w.start('GrpHdr').leaf('MsgId', input.messageId).leaf('CreDtTm', isoDateTime(input.createdAt)).end();
  w.start('OrgnlGrpInfAndSts')
    .leaf('OrgnlMsgId', input.originalMessageId)
    .leaf('OrgnlMsgNmId', input.originalMessageNameId ?? 'pain.001.001.09')
    .optionalLeaf('GrpSts', input.groupStatus);
  writeReason(w, input.groupReason);
  for (const [status, count] of perStatus) w.start('NbOfTxsPerSts').leaf('DtldNbOfTxs', String(count)).leaf('DtldSts', status).end();
  w.end();
  for (const payment of input.payments) {
    w.start('OrgnlPmtInfAndSts').leaf('OrgnlPmtInfId', payment.originalPaymentInformationId).optionalLeaf('PmtInfSts', payment.status);
    writeReason(w, payment.reason);
    for (const tx of payment.transactions) {
      w.start('TxInfAndSts').leaf('OrgnlEndToEndId', tx.originalEndToEndId).leaf('TxSts', tx.status);
      writeReason(w, tx.reason);
      w.end();
    }
    w.end();
  }
  w.end();
  const xml = w.toString();
  return writtenIfValid(version, xml);
}

function readReasons(node: XmlNode | undefined): StatusReason[] {
  return children(node, 'StsRsnInf').map((info) => {
    const reason: StatusReason = {
      additionalInformation: children(info, 'AddtlInf')
        .map(leafText)
        .filter((t): t is string => t !== undefined),
    };
    const code = childText(info, 'Rsn/Cd');
    const proprietary = childText(info, 'Rsn/Prtry');
    if (code !== undefined) reason.code = code;
    if (proprietary !== undefined) reason.proprietary = proprietary;
    return reason;
  });
}

/**
 * Maps a validated pain.002 into the one model. One decoder serves the three
 * versions: every element it reads (`GrpHdr/MsgId`, `OrgnlGrpInfAndSts`,
 * `OrgnlPmtInfAndSts`, `TxInfAndSts`, `StsRsnInf/Rsn/Cd|Prtry`, `AddtlInf`,
 * `AcctSvcrRef`) has the same name and place in .03, .10 and .14; what
 * changed between them (closed status lists in .03, external code sets
 * since; `OrgnlUETR` from .10; the parties' and agents' types) is not read.
 */
export function readPain002(version: Pain002Version, report: XmlNode): PaymentStatusReportFile {
  const group = child(report, 'OrgnlGrpInfAndSts');
  const payments: PaymentInformationStatusReport[] = children(report, 'OrgnlPmtInfAndSts').map((payment) => ({
    // OrgnlPmtInfId is mandatory in both XSDs, so only a NOTPROVIDED leaves it empty.
    originalPaymentInformationId: childText(payment, 'OrgnlPmtInfId') ?? '',
    ...optional('status', childText(payment, 'PmtInfSts')),
    reasons: readReasons(payment),
    transactions: children(payment, 'TxInfAndSts').map((tx) => ({
      ...optional('originalEndToEndId', childText(tx, 'OrgnlEndToEndId')),
      ...optional('originalInstructionId', childText(tx, 'OrgnlInstrId')),
      ...optional('status', childText(tx, 'TxSts')),
      ...optional('accountServicerReference', childText(tx, 'AcctSvcrRef')),
      reasons: readReasons(tx),
    })),
  }));
  return {
    kind: 'paymentStatusReport',
    version,
    messageId: childText(report, 'GrpHdr/MsgId') ?? '',
    createdAt: childText(report, 'GrpHdr/CreDtTm') ?? '',
    originalMessageId: childText(group, 'OrgnlMsgId') ?? '',
    originalMessageNameId: childText(group, 'OrgnlMsgNmId') ?? '',
    ...optional('groupStatus', childText(group, 'GrpSts')),
    groupReasons: readReasons(group),
    payments,
  };
}
