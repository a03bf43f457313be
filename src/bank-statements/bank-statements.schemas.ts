/** The operator API's shapes of the bank files received and their entries (TypeBox), and their JSON. */
import { type Static, Type } from '@sinclair/typebox';
import { minorToJsonNumber } from '../platform/money.js';
import { CountedPagingFields } from '../platform/paging.js';
import { formatDateTime } from '../platform/time.js';
import type { EntryRow, StatementHeaderRow } from './bank-statements.repository.js';
import type { StoredStatement, UploadResult } from './bank-statements.service.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (description: string) => Nullable(Type.String({ description }));
const Money = (description: string) => Type.Union([Type.Number({ description: `${description} In major units.`, example: 5000 }), Type.Null()]);

export const BankStatementHeaderSchema = Type.Object(
  {
    bankStatementId: Type.String({ description: 'The platform’s id of what was stored.' }),
    messageKind: Type.Union([Type.Literal('statement'), Type.Literal('notification'), Type.Literal('paymentStatusReport')], {
      description: 'camt.053 statement, camt.054 notification or pain.002 status report.',
    }),
    messageVersion: Type.String({ description: 'e.g. camt.053.001.08.', example: 'camt.053.001.08' }),
    messageId: Type.String({ description: 'GrpHdr/MsgId.' }),
    statementId: Type.String({ description: 'Stmt/Id or Ntfctn/Id; a status report’s MsgId.' }),
    sequenceNumber: Type.Integer({
      description:
        'ElctrncSeqNb (0 for a status report, or a notification without one); for a statement without ElctrncSeqNb (sequenceAssigned), the platform’s count for its account: the last statement read’s + 1.',
    }),
    sequenceAssigned: Type.Boolean({
      description: 'True for a statement the bank sent without ElctrncSeqNb: continued by its opening balance (and LglSeqNb), its sequenceNumber given by the platform.',
    }),
    legalSequenceNumber: Type.Union([Type.Integer(), Type.Null()], { description: 'LglSeqNb, where the bank gives it.' }),
    accountIdentifier: Text('The account it is for: sort code and number (14 digits) or IBAN; null for a status report.'),
    currencyCode: Text('The account’s currency.'),
    openingBalance: Money('A statement’s opening booked balance, signed.'),
    openingDate: Text('YYYY-MM-DD.'),
    closingBalance: Money('A statement’s closing booked balance, signed.'),
    closingDate: Text('YYYY-MM-DD.'),
    originalMessageId: Text('A status report: the payment file it answers.'),
    groupStatus: Text('A status report: the status of the whole file (ACTC, ACCP, ACSC, PART, RJCT...).'),
    sha256: Type.String({ description: 'SHA-256 of the file’s bytes, hex.' }),
    receivedAtUtc: Type.String({ description: 'When it was uploaded.' }),
    receivedBy: Type.String({ description: 'The operator who uploaded it.' }),
  },
  { title: 'BankStatementHeader', description: 'One statement, notification or status report of a bank file received.' },
);

export const BankStatementEntrySchema = Type.Object(
  {
    entryId: Type.String({ description: 'The entry’s id (resolve it with it).' }),
    bankStatementId: Type.String(),
    position: Type.Integer({ description: 'Its place in the statement, from 0.' }),
    entryStatus: Text('A statement entry’s status (BOOK, PDNG, INFO); a status report’s status of the file, a payment batch or a payment (ACSC, PART, RJCT...).'),
    amount: Money('Never negative: the direction is creditDebit.'),
    currencyCode: Text('Its currency.'),
    creditDebit: Type.Union([Type.Literal('CRDT'), Type.Literal('DBIT'), Type.Null()], { description: 'CRDT: money in; DBIT: money out.' }),
    reversal: Type.Boolean({ description: 'RvslInd: the bank reverses an earlier entry.' }),
    bookingDate: Text('YYYY-MM-DD.'),
    valueDate: Text('YYYY-MM-DD.'),
    endToEndId: Text('EndToEndId.'),
    paymentInformationId: Text('PmtInfId.'),
    accountServicerReference: Text('The bank’s reference.'),
    remittance: Text('RmtInf/Ustrd: its lines as the bank cut them, a newline between two.'),
    structuredRemittance: Text('RmtInf/Strd: the documents referred to (RfrdDocInf/Nb) and the creditor’s references (CdtrRefInf/Ref), a newline between two.'),
    counterpartyName: Text('The other side’s name.'),
    counterpartyAccount: Text('The other side’s account.'),
    statusReason: Text('A status report: the reason codes and texts.'),
    status: Type.Union([Type.Literal('unmatched'), Type.Literal('matched'), Type.Literal('resolved'), Type.Literal('recorded')], {
      description:
        'unmatched: in suspense; matched: matched an expected movement; resolved: by an operator; recorded: kept for the record (pending entries, notifications, status reports).',
    }),
    matchedMovementId: Text('The expected movement it matched.'),
    resolution: Type.Union([
      Type.Object({
        action: Type.Union([Type.Literal('returned-to-sender'), Type.Literal('allocated-to-partner')]),
        financialPartnerId: Text('The partner it was allocated to.'),
        reason: Type.String(),
        resolvedBy: Type.String(),
        resolvedAtUtc: Type.String(),
      }),
      Type.Null(),
    ]),
  },
  {
    title: 'BankStatementEntry',
    description:
      'One entry of a statement or notification, or one status a status report gives: of the whole file (no paymentInformationId nor endToEndId), of a payment batch (paymentInformationId only) or of a payment.',
  },
);

export const UnmatchedEntrySchema = Type.Intersect(
  [BankStatementEntrySchema, Type.Object({ statementId: Type.String({ description: 'The statement’s Stmt/Id.' }), receivedAtUtc: Type.String() })],
  { title: 'UnmatchedBankStatementEntry' },
);

export const BankStatementSchema = Type.Object(
  { header: BankStatementHeaderSchema, entries: Type.Array(BankStatementEntrySchema) },
  { title: 'BankStatement', description: 'What was stored, with its entries in order.' },
);

const UploadedStatementSchema = Type.Object(
  {
    outcome: Type.Union([Type.Literal('stored'), Type.Literal('duplicate')], {
      description: 'stored: by this upload; duplicate: the same file had stored it before (nothing changed).',
    }),
    header: BankStatementHeaderSchema,
    entries: Type.Array(BankStatementEntrySchema),
  },
  { title: 'UploadedBankStatement', description: 'A statement, notification or status report of the file, as stored.' },
);

const RefusedStatementSchema = Type.Object(
  {
    outcome: Type.Literal('refused'),
    messageKind: BankStatementHeaderSchema.properties.messageKind,
    statementId: Type.String({ description: 'Stmt/Id or Ntfctn/Id; a status report’s MsgId.' }),
    accountIdentifier: Text('The account it names: sort code and number (14 digits) or IBAN.'),
    currencyCode: Text('The account’s currency.'),
    error: Type.String({
      description:
        'The error it would have been alone: Conflict (it does not continue its account, or another file holds its number) or BankFileRejected (an account the platform does not hold...).',
    }),
    reason: Type.String({ description: 'Why, naming what was expected (the next sequence number, the opening balance, the account).' }),
  },
  { title: 'RefusedBankStatement', description: 'A statement of the file refused: nothing of it was written; the file’s others were judged on their own.' },
);

export const UploadResultSchema = Type.Object(
  {
    created: Type.Boolean({ description: 'True when this upload stored at least one statement; false when every one was stored before (nothing changed).' }),
    statements: Type.Array(UploadedStatementSchema, { description: 'The file’s statements, notifications or status report stored (now or before), in the file’s order.' }),
    refused: Type.Array(RefusedStatementSchema, {
      description: 'The file’s statements refused, each on its own, in the file’s order; empty when none was. (When every one is refused, the answer is the error instead.)',
    }),
  },
  { title: 'BankStatementUpload' },
);

export const BankStatementListSchema = Type.Object({ statements: Type.Array(BankStatementHeaderSchema), ...CountedPagingFields }, { title: 'BankStatementList' });
export const UnmatchedEntryListSchema = Type.Object({ entries: Type.Array(UnmatchedEntrySchema), ...CountedPagingFields }, { title: 'UnmatchedBankStatementEntries' });

export const ResolutionInputSchema = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why: what the operator found out.' }),
    action: Type.Union([Type.Literal('returned-to-sender'), Type.Literal('allocated-to-partner')], {
      description: 'returned-to-sender: the money goes back (suspense to hub); allocated-to-partner: it is the partner’s (suspense to partner).',
    }),
    financialPartnerId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'For allocated-to-partner: the partner.' })),
  },
  { title: 'BankStatementEntryResolution', additionalProperties: false },
);

const money = (minor: bigint | null) => (minor === null ? null : minorToJsonNumber(minor));

export function headerToJson(h: StatementHeaderRow): Static<typeof BankStatementHeaderSchema> {
  return {
    bankStatementId: h.bank_statement_id,
    messageKind: h.message_kind,
    messageVersion: h.message_version,
    messageId: h.message_id,
    statementId: h.statement_id,
    sequenceNumber: Number(h.sequence_number),
    sequenceAssigned: h.sequence_assigned,
    legalSequenceNumber: h.legal_sequence_number === null ? null : Number(h.legal_sequence_number),
    accountIdentifier: h.account_identifier,
    currencyCode: h.currency_code,
    openingBalance: money(h.opening_balance_minor),
    openingDate: h.opening_date,
    closingBalance: money(h.closing_balance_minor),
    closingDate: h.closing_date,
    originalMessageId: h.original_message_id,
    groupStatus: h.group_status,
    sha256: h.file_sha256,
    receivedAtUtc: formatDateTime(h.received_at),
    receivedBy: h.received_by,
  };
}

export function entryToJson(e: EntryRow): Static<typeof BankStatementEntrySchema> {
  return {
    entryId: e.bank_statement_entry_id,
    bankStatementId: e.bank_statement_id,
    position: e.position,
    entryStatus: e.entry_status,
    amount: money(e.amount_minor),
    currencyCode: e.currency_code,
    creditDebit: e.credit_debit,
    reversal: e.reversal,
    bookingDate: e.booking_date,
    valueDate: e.value_date,
    endToEndId: e.end_to_end_id,
    paymentInformationId: e.payment_information_id,
    accountServicerReference: e.account_servicer_reference,
    remittance: e.remittance,
    structuredRemittance: e.structured_remittance,
    counterpartyName: e.counterparty_name,
    counterpartyAccount: e.counterparty_account,
    statusReason: e.status_reason,
    status: e.status,
    matchedMovementId: e.matched_movement_id,
    resolution:
      e.resolution_action && e.resolution_reason && e.resolved_by && e.resolved_at
        ? {
            action: e.resolution_action,
            financialPartnerId: e.resolution_partner_id,
            reason: e.resolution_reason,
            resolvedBy: e.resolved_by,
            resolvedAtUtc: formatDateTime(e.resolved_at),
          }
        : null,
  };
}

export function statementToJson(s: StoredStatement): Static<typeof BankStatementSchema> {
  return { header: headerToJson(s.header), entries: s.entries.map(entryToJson) };
}

export function uploadToJson(result: UploadResult): Static<typeof UploadResultSchema> {
  return {
    created: result.created,
    statements: result.statements.map((s) => ({ outcome: s.outcome, ...statementToJson(s) })),
    refused: result.refused.map((r) => ({
      outcome: 'refused' as const,
      messageKind: r.messageKind,
      statementId: r.statementId,
      accountIdentifier: r.accountIdentifier,
      currencyCode: r.currencyCode,
      error: r.code,
      reason: r.reason,
    })),
  };
}
