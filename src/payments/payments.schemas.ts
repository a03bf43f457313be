/** The operator API's shapes of payment files, their lines and held payments (TypeBox), and their JSON. */
import { type Static, Type } from '@sinclair/typebox';
import { minorToJsonNumber } from '../platform/money.js';
import { CountedPagingFields } from '../platform/paging.js';
import type { FileHeaderRow, ItemRow, LineWithState } from './payments.repository.js';
import type { StoredFile } from './payments.service.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (description: string) => Nullable(Type.String({ description }));

export const PaymentFileHeaderSchema = Type.Object(
  {
    paymentFileId: Type.String({ description: 'The platform’s id of the file.' }),
    messageId: Type.String({ description: 'GrpHdr/MsgId: 32 characters, never reused.' }),
    messageVersion: Type.Union([Type.Literal('pain.001.001.09'), Type.Literal('pain.001.001.03')]),
    currencyCode: Type.String({ description: 'Every line of a file is in one currency.' }),
    executionDate: Type.String({ description: 'ReqdExctnDt, YYYY-MM-DD.' }),
    numberOfTransactions: Type.Integer({ description: 'NbOfTxs: its lines.' }),
    controlSum: Type.Number({ description: 'CtrlSum: the sum of its lines, in major units.' }),
    sha256: Type.String({ description: 'SHA-256 of the file’s bytes, hex.' }),
    createdAtUtc: Type.String({ description: 'When it was issued.' }),
  },
  { title: 'PaymentFileHeader', description: 'A pain.001 file issued to the platform’s bank. Never changed once issued.' },
);

export const PaymentLineSchema = Type.Object(
  {
    paymentLineId: Type.String(),
    position: Type.Integer({ description: 'Its place in the file, from 0.' }),
    paymentInformationId: Type.String({ description: 'PmtInfId.' }),
    endToEndId: Type.String({ description: 'EndToEndId: what the bank’s statement and status report name it by.' }),
    kind: Type.Union([Type.Literal('placement'), Type.Literal('payout')], {
      description: 'placement: money placed at an institution (its lump sum of the day); payout: withdrawal or maturity proceeds to a client’s nominated account.',
    }),
    amount: Type.Number({ description: 'In major units.' }),
    creditorName: Type.String(),
    creditorAccount: Type.String({ description: 'Sort code and number (14 digits), UK BBAN or IBAN.' }),
    remittance: Text('RmtInf/Ustrd.'),
    financialInstitutionId: Text('A placement: the institution paid.'),
    clientReference: Text('A payout: the client paid.'),
    transferId: Type.String({ description: 'The books’ transfer this line pays (GET /operator/books/transfers/{transferId}).' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('voided')], {
      description: 'pending: issued, not yet on a statement; posted: the bank booked it; voided: the bank rejected it (pain.002 RJCT).',
    }),
    pays: Type.Array(
      Type.Object({
        paymentItemId: Type.String(),
        instructionBatchId: Type.String({ description: 'The batch whose money it is.' }),
        instructionId: Text('A payout: the withdrawal, closure or maturity payout.'),
        amount: Type.Number({ description: 'In major units.' }),
      }),
      { description: 'What the line pays: its items, summing to its amount.' },
    ),
  },
  { title: 'PaymentLine', description: 'One credit transfer of a payment file.' },
);

export const PaymentFileSchema = Type.Intersect([PaymentFileHeaderSchema, Type.Object({ lines: Type.Array(PaymentLineSchema) })], { title: 'PaymentFile' });
export const PaymentFileListSchema = Type.Object({ paymentFiles: Type.Array(PaymentFileHeaderSchema), ...CountedPagingFields }, { title: 'PaymentFileList' });

export const HeldPaymentSchema = Type.Object(
  {
    paymentItemId: Type.String(),
    kind: Type.Union([Type.Literal('placement'), Type.Literal('payout')]),
    currencyCode: Type.String(),
    dueDate: Type.String({ description: 'YYYY-MM-DD: the batch’s date.' }),
    amount: Type.Number({ description: 'In major units.' }),
    instructionBatchId: Type.String(),
    instructionId: Text('A payout: its instruction.'),
    financialInstitutionId: Text('A placement: the institution.'),
    clientReference: Text('A payout: the client.'),
    heldReason: Text('Why it is held: the bank rejected its payment, or its account cannot be paid.'),
  },
  { title: 'HeldPayment', description: 'What the platform must pay and holds back until an operator releases it.' },
);
export const HeldPaymentListSchema = Type.Object({ heldPayments: Type.Array(HeldPaymentSchema) }, { title: 'HeldPaymentList' });

export function fileHeaderToJson(h: FileHeaderRow): Static<typeof PaymentFileHeaderSchema> {
  return {
    paymentFileId: h.payment_file_id,
    messageId: h.message_id,
    messageVersion: h.message_version,
    currencyCode: h.currency_code,
    executionDate: h.execution_date,
    numberOfTransactions: h.line_count,
    controlSum: minorToJsonNumber(BigInt(h.control_sum_minor)),
    sha256: h.file_sha256,
    createdAtUtc: h.created_at.toISOString(),
  };
}

function lineToJson(l: LineWithState): Static<typeof PaymentLineSchema> {
  return {
    paymentLineId: l.payment_line_id,
    position: l.position,
    paymentInformationId: l.payment_information_id,
    endToEndId: l.end_to_end_id,
    kind: l.kind,
    amount: minorToJsonNumber(BigInt(l.amount_minor)),
    creditorName: l.creditor_name,
    creditorAccount: l.creditor_account,
    remittance: l.remittance,
    financialInstitutionId: l.financial_institution_id,
    clientReference: l.client_reference,
    transferId: l.transfer_id,
    state: l.state,
    pays: l.items.map((i) => ({
      paymentItemId: i.payment_item_id,
      instructionBatchId: i.instruction_batch_id,
      instructionId: i.instruction_id,
      amount: minorToJsonNumber(BigInt(i.amount_minor)),
    })),
  };
}

export function fileToJson(file: StoredFile): Static<typeof PaymentFileSchema> {
  return { ...fileHeaderToJson(file.header), lines: file.lines.map(lineToJson) };
}

export function heldToJson(i: ItemRow): Static<typeof HeldPaymentSchema> {
  return {
    paymentItemId: i.payment_item_id,
    kind: i.kind,
    currencyCode: i.currency_code,
    dueDate: i.due_date,
    amount: minorToJsonNumber(BigInt(i.amount_minor)),
    instructionBatchId: i.instruction_batch_id,
    instructionId: i.instruction_id,
    financialInstitutionId: i.financial_institution_id,
    clientReference: i.client_reference,
    heldReason: i.held_reason,
  };
}
