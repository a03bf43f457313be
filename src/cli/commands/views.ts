/** The shapes and renderings that several commands share: a batch, its instructions, ledger entries. */
import { fields, money, table } from '../format.js';

/** OperatorBatch of openapi/operator.json. */
export interface Batch {
  financialPartnerId: string;
  instructionBatchId: string;
  instructionType: string;
  instructionBatchTotalAmount: number;
  instructionBatchTotalNoticeAmount: number;
  instructionBatchStatus: string;
  currencyCode: string;
  dateToBeActioned: string;
  instructionCount?: number;
}

/** OperatorInstruction of openapi/operator.json. */
export interface Instruction {
  instructionId: string;
  instructionReference: string;
  instructionBatchId: string;
  instructionType: string;
  clientReference: string;
  depositAccountId: string | null;
  productId: string;
  productIssueNumber: number;
  amount: number;
  currencyCode: string;
  state: string;
  isClosure: boolean;
  isMaturity: boolean;
  isNotice: boolean;
  dateAddedUtc: string;
  dateToBeActioned: string;
  settledAtUtc: string | null;
}

/** OperatorLedgerEntry of openapi/operator.json. */
export interface LedgerEntry {
  entryId: string;
  depositAccountId: string;
  entryType: string;
  amount: number;
  businessDate: string;
  instructionId: string | null;
  createdAtUtc: string;
}

export function batchFields(batch: Batch): string {
  return fields([
    ['batch', batch.instructionBatchId],
    ['partner', batch.financialPartnerId],
    ['type', batch.instructionType],
    ['state', batch.instructionBatchStatus],
    ['day', batch.dateToBeActioned],
    ['instructions', batch.instructionCount],
    ['total', money(batch.instructionBatchTotalAmount, batch.currencyCode)],
    ['notice total', money(batch.instructionBatchTotalNoticeAmount, batch.currencyCode)],
  ]);
}

export function batchTable(batches: readonly Batch[]): string {
  return table(batches, [
    { header: 'batch', value: (b) => b.instructionBatchId },
    { header: 'partner', value: (b) => b.financialPartnerId },
    { header: 'day', value: (b) => b.dateToBeActioned },
    { header: 'type', value: (b) => b.instructionType },
    { header: 'state', value: (b) => b.instructionBatchStatus },
    { header: 'instructions', value: (b) => b.instructionCount, align: 'right' },
    { header: 'total', value: (b) => money(b.instructionBatchTotalAmount, b.currencyCode), align: 'right' },
  ]);
}

export function instructionTable(instructions: readonly Instruction[]): string {
  return table(instructions, [
    { header: 'reference', value: (i) => i.instructionReference },
    { header: 'client', value: (i) => i.clientReference },
    { header: 'account', value: (i) => i.depositAccountId },
    { header: 'product', value: (i) => `${i.productId} #${i.productIssueNumber}` },
    { header: 'state', value: (i) => i.state },
    { header: 'amount', value: (i) => money(i.amount, i.currencyCode), align: 'right' },
  ]);
}

/** Ledger entries of one account or one instruction: all in one currency. */
export function ledgerEntryTable(entries: readonly LedgerEntry[], currencyCode: string | undefined): string {
  return table(entries, [
    { header: 'entry', value: (e) => e.entryId },
    { header: 'account', value: (e) => e.depositAccountId },
    { header: 'type', value: (e) => e.entryType },
    { header: 'business day', value: (e) => e.businessDate },
    { header: 'instruction', value: (e) => e.instructionId },
    { header: 'amount', value: (e) => money(e.amount, currencyCode), align: 'right' },
  ]);
}
