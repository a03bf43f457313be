/**
 * What a pain.002 status report does (docs/bank-side.md "Status reports"):
 * it answers one payment file the platform sent (`OrgnlMsgId`, a pain.001)
 * and acts on what it names, at each of its three levels: the whole file
 * (`OrgnlGrpInfAndSts/GrpSts`), a payment batch (`OrgnlPmtInfAndSts`, by its
 * `PmtInfId`, `PmtInfSts`) or one payment (`TxInfAndSts`, by its
 * `EndToEndId`, `TxSts`).
 *
 * - `RJCT` at a level rejects every payment under it: the whole file, every
 *   payment of the batch, or the payment.
 * - `PART` at the file's or a batch's level rejects only the payments listed
 *   `RJCT` under it; the others stand.
 * - Any other status (`ACTC`, `ACCP`, `ACSP`, `ACSC`, `ACWC`, `PDNG`...) is
 *   recorded with the report and changes nothing: only a statement books.
 *
 * A rejected payment is held with the reason of the most precise level that
 * gives one (its own, its batch's, the file's), saying when the whole batch
 * or file was rejected.
 *
 * Refused whole (nothing stored, nothing done), because acting on a report
 * that does not answer what the platform sent would void the wrong money or
 * silently drop the bank's word: a report on another message than a pain.001
 * (a pain.008 direct debit), on a MsgId the platform never issued, naming a
 * PmtInfId or EndToEndId the file does not hold (or a payment under another
 * batch than its own), rejecting a payment without naming it, or saying a
 * payment stands under a file or batch it rejects whole.
 *
 * Pure: the report and the file it names in, the rejections out.
 */
import type { PaymentStatusReportFile, StatusReason } from '../iso20022/iso20022.js';
import type { IssuedPaymentFile, PaymentRejection } from '../payments/payments.js';
import { AppError } from '../platform/errors.js';

/** The reason codes and texts of one level, as one line: `AC01 Account number incorrect; NARR ...`. */
export function reasonText(reasons: readonly StatusReason[]): string | undefined {
  const text = reasons.map((r) => [r.code ?? r.proprietary, ...r.additionalInformation].filter(Boolean).join(' ')).join('; ');
  return text || undefined;
}

/**
 * The payments of `file` that `report` rejects, each with its reason.
 *
 * Errors: `BankFileRejected` (422) naming what the report names that the
 * platform never sent (the message, the MsgId, the PmtInfId or the
 * EndToEndId), or what makes it unreadable as an answer (a rejection naming
 * no payment, a payment said to stand under a rejected file or batch).
 */
export function rejectionsOf(report: PaymentStatusReportFile, file: IssuedPaymentFile | undefined): PaymentRejection[] {
  const refuse = (what: string) => new AppError('BankFileRejected', `Status report ${report.messageId} ${what}: nothing was stored.`);
  if (!/^pain\.001\./i.test(report.originalMessageNameId)) {
    throw refuse(
      `answers a ${report.originalMessageNameId || 'message it does not name'} (OrgnlMsgNmId ${report.originalMessageNameId || 'missing'}), not a pain.001: the platform sends its bank only pain.001 payment files`,
    );
  }
  if (!file) throw refuse(`answers OrgnlMsgId ${report.originalMessageId}, which is no payment file the platform sent`);

  const batchOf = new Map(file.lines.map((l) => [l.endToEndId, l.paymentInformationId]));
  const batches = new Set(file.lines.map((l) => l.paymentInformationId));
  const groupRejects = report.groupStatus === 'RJCT';
  // Per payment rejected, the levels that reject it, the most precise first.
  const rejecting = new Map<string, { reason: string | undefined; level: string }[]>();
  const reject = (endToEndId: string, reason: string | undefined, level: string) => rejecting.set(endToEndId, [...(rejecting.get(endToEndId) ?? []), { reason, level }]);
  const contradiction = (what: string, status: string, level: string) =>
    refuse(`rejects ${level} whole (RJCT) but says ${status} of ${what}: a report that contradicts itself is not acted on; ask the bank for a corrected one`);

  for (const payment of report.payments) {
    const batchId = payment.originalPaymentInformationId;
    const batchRejects = payment.status === 'RJCT';
    if (batchId !== '' && !batches.has(batchId)) throw refuse(`names payment batch (PmtInfId) ${batchId}, which payment file ${file.messageId} does not hold`);
    if (batchId === '' && batchRejects) throw refuse(`rejects a payment batch of file ${file.messageId} without naming its PmtInfId`);
    if (groupRejects && payment.status !== undefined && !batchRejects) throw contradiction(`payment batch ${batchId}`, payment.status, `payment file ${file.messageId}`);
    for (const tx of payment.transactions) {
      const endToEndId = tx.originalEndToEndId;
      if (endToEndId === undefined) {
        if (tx.status === 'RJCT') throw refuse(`rejects a payment of file ${file.messageId} without naming its OrgnlEndToEndId`);
        continue;
      }
      const itsBatch = batchOf.get(endToEndId);
      if (itsBatch === undefined) throw refuse(`names payment (EndToEndId) ${endToEndId}, which payment file ${file.messageId} does not hold`);
      if (batchId !== '' && itsBatch !== batchId)
        throw refuse(`names payment ${endToEndId} under payment batch ${batchId}, but it is in batch ${itsBatch} of file ${file.messageId}`);
      if (tx.status !== undefined && tx.status !== 'RJCT') {
        if (batchRejects) throw contradiction(`payment ${endToEndId}`, tx.status, `payment batch ${batchId}`);
        if (groupRejects) throw contradiction(`payment ${endToEndId}`, tx.status, `payment file ${file.messageId}`);
      }
      if (tx.status === 'RJCT') reject(endToEndId, reasonText(tx.reasons), '');
    }
    if (batchRejects) {
      const reason = reasonText(payment.reasons);
      for (const line of file.lines) if (line.paymentInformationId === batchId) reject(line.endToEndId, reason, ` (its whole payment batch ${batchId} was rejected)`);
    }
  }
  if (groupRejects) {
    const reason = reasonText(report.groupReasons);
    for (const line of file.lines) reject(line.endToEndId, reason, ` (its whole payment file ${file.messageId} was rejected)`);
  }
  // In file order, each with the most precise reason given (or, none given, said of the widest level that rejects it).
  return file.lines
    .filter((l) => rejecting.has(l.endToEndId))
    .map((l) => {
      const levels = rejecting.get(l.endToEndId)!;
      const given = levels.find((r) => r.reason !== undefined);
      return { endToEndId: l.endToEndId, reason: given ? `${given.reason}${given.level}` : `no reason given${levels.at(-1)!.level}` };
    });
}
