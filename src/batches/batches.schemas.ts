/** The Instruction Batches API's schemas (TypeBox: validation, types and OpenAPI from one definition). */
import { Type } from '@sinclair/typebox';
import { minorToJsonNumber } from '../platform/money.js';
import { formatBusinessDate } from '../platform/time.js';
import type { BatchRecord, CountedBatch } from './batches.repository.js';

const EXAMPLE_BATCH_ID = '6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60';

export const BatchStatusSchema = Type.Union([Type.Literal('Open'), Type.Literal('Locked'), Type.Literal('Closed'), Type.Literal('Completed')], {
  description:
    "Open: accepting the day's instructions. Locked: finalised at the cut-off, waiting for the partner's batch-update. Closed: confirmed by the partner, payment triggered. Completed: settled, and its money shown booked by the bank's statements.",
  example: 'Locked',
});

export const InstructionBatchSchema = Type.Object(
  {
    instructionBatchId: Type.String({ description: 'The batch id.', example: EXAMPLE_BATCH_ID }),
    instructionType: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')], { description: 'What the batch holds.', example: 'deposit' }),
    instructionBatchTotalAmount: Type.Number({ description: 'Total of the instructions in the batch.', example: 25000 }),
    instructionBatchTotalNoticeAmount: Type.Number({ description: 'Total of the notice-period withdrawals in the batch (part of the total).', example: 0 }),
    instructionBatchStatus: BatchStatusSchema,
    currencyCode: Type.String({ description: 'ISO-4217 currency of the batch.', example: 'GBP' }),
    dateToBeActioned: Type.String({ description: 'The working day the batch is actioned.', example: '2026-03-02T00:00:00.0000000+00:00' }),
  },
  { title: 'InstructionBatch', description: 'One daily batch: per partner, working day, instruction type and currency.' },
);

export const BatchListQuery = Type.Object({
  batchDate: Type.String({
    format: 'iso-date-time',
    maxLength: 40,
    description: 'The day of the batches, as an ISO-8601 date or date-time; the calendar date as written is used.',
    example: '2026-03-02T00:00:00.0000000+00:00',
  }),
});

export const BatchListResponse = Type.Object(
  { instructionBatches: Type.Array(InstructionBatchSchema, { description: 'The batches of that day.' }) },
  { title: 'InstructionBatchList', description: "The partner's batches of the day." },
);

const PageNumber = Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1, description: 'Page to return, from 1.', example: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Items per page, 1 to 100.', example: 50 });

export const BatchIdParams = Type.Object({
  instructionBatchId: Type.String({ minLength: 1, maxLength: 100, description: 'The batch id.', example: EXAMPLE_BATCH_ID }),
});

export const SummaryParams = Type.Object({
  instructionBatchId: Type.String({ minLength: 1, maxLength: 100, description: 'The batch id.', example: EXAMPLE_BATCH_ID }),
  instructionFilterType: Type.String({
    pattern: '^([Aa][Ll][Ll]|[Cc][Ll][Oo][Ss][Uu][Rr][Ee])$',
    maxLength: 7,
    description: 'All: every instruction. Closure: only account closures (close-account and maturity payouts). Any case.',
    example: 'All',
  }),
});

export const SummaryQuery = Type.Object({ pageNumber: PageNumber, pageSize: PageSize });

export const SummaryResponse = Type.Object(
  {
    instructionSummaries: Type.Array(
      Type.Object(
        {
          instructionReference: Type.String({ description: 'The instructionReference of the instruction.', example: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }),
          instructionAmount: Type.Number({ description: 'Its amount.', example: 10000 }),
          currencyCode: Type.String({ description: 'ISO-4217 currency.', example: 'GBP' }),
          dateToBeActionedUTC: Type.String({ description: 'The day it is actioned.', example: '2026-03-02T00:00:00.0000000+00:00' }),
        },
        { title: 'InstructionSummary', description: 'One instruction of the batch.' },
      ),
      { description: 'The page of instructions, oldest first.' },
    ),
    pageNumber: Type.Integer({ description: 'This page.', example: 1 }),
    pageSize: Type.Integer({ description: 'Items per page.', example: 50 }),
    pageCount: Type.Integer({ description: 'Number of pages: ceil(total / pageSize).', example: 1 }),
  },
  { title: 'InstructionSummaryPage', description: 'A page of the instructions in a batch.' },
);

export const ReferencesQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Page to return, from 1 (required).', example: 1 }),
  pageSize: PageSize,
});

export const ReferencesResponse = Type.Object(
  {
    references: Type.Array(Type.String({ description: 'An instructionReference.' }), {
      description: 'References of the instructions in the batch; empty once the batch is Completed.',
    }),
    pageNumber: Type.Integer({ description: 'This page.', example: 1 }),
    pageSize: Type.Integer({ description: 'Items per page.', example: 50 }),
    pageCount: Type.Integer({ description: 'Number of pages: ceil(total / pageSize).', example: 1 }),
  },
  { title: 'BatchReferencePage', description: 'A page of the instruction references of a batch.' },
);

export const BatchUpdateSchema = Type.Object(
  {
    InstructionBatchStatus: Type.String({
      pattern: '^[Cc][Ll][Oo][Ss][Ee][Dd]$',
      maxLength: 6,
      description: 'The status to move the batches to: Closed (any case).',
      example: 'Closed',
    }),
    InstructionBatches: Type.Array(
      Type.Object(
        {
          InstructionBatchId: Type.String({ minLength: 1, maxLength: 100, description: 'The batch id.', example: EXAMPLE_BATCH_ID }),
          TotalAmount: Type.Number({ format: 'money', minimum: 0, description: "The partner's total for the batch; must equal instructionBatchTotalAmount.", example: 25000 }),
          TotalNoticeAmount: Type.Optional(
            Type.Number({
              format: 'money',
              minimum: 0,
              description: "The partner's notice total; when given must equal instructionBatchTotalNoticeAmount.",
              example: 0,
            }),
          ),
        },
        { title: 'BatchTotals', description: 'One batch to close, with the totals the partner expects.' },
      ),
      { minItems: 1, maxItems: 100, description: 'The batches to close: all of them close, or none does.' },
    ),
  },
  { title: 'InstructionBatchUpdate', description: 'Closes Locked batches after checking their totals. Property names as the specification shows them; any case is accepted.' },
);

/**
 * A batch as the Instruction Batches API shows it (the operator's views show
 * the same JSON).
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function batchToJson(batch: BatchRecord) {
  return {
    instructionBatchId: batch.instructionBatchId,
    instructionType: batch.instructionType,
    instructionBatchTotalAmount: minorToJsonNumber(batch.totalAmountMinor),
    instructionBatchTotalNoticeAmount: minorToJsonNumber(batch.totalNoticeAmountMinor),
    instructionBatchStatus: batch.status,
    currencyCode: batch.currencyCode,
    dateToBeActioned: formatBusinessDate(batch.batchDate),
  };
}

/** A partner's batch as the operator sees it (`GET /operator/batches`, a settled batch). */
export const OperatorBatchSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner the batch belongs to.' }),
    instructionBatchId: Type.String({ description: 'The batch id.' }),
    instructionType: Type.String({ description: 'deposit or withdrawal.' }),
    instructionBatchTotalAmount: Type.Number({ description: 'Total of the batch.' }),
    instructionBatchTotalNoticeAmount: Type.Number({ description: 'Notice withdrawals in the total.' }),
    instructionBatchStatus: Type.String({ description: 'Open, Locked, Closed or Completed.' }),
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    dateToBeActioned: Type.String({ description: 'The working day of the batch.' }),
    instructionCount: Type.Optional(Type.Integer({ description: 'Instructions in the batch.' })),
  },
  { title: 'OperatorBatch', description: "A partner's batch, as the operator sees it." },
);

/** A batch with its partner and live instructions counted, as the operator's views show it. */
export function operatorBatchJson(batch: CountedBatch) {
  return { financialPartnerId: batch.financialPartnerId, ...batchToJson(batch), instructionCount: batch.instructionCount };
}
