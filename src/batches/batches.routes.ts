/** The Instruction Batches API (/instruction-batches), as in the specification's endpoint table. */
import type { HttpApp } from '../platform/http.js';
import { parseAmount } from '../platform/money.js';
import { errorExample, errorResponses, NoContent, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { formatBusinessDate } from '../platform/time.js';
import {
  BatchIdParams,
  BatchListQuery,
  BatchListResponse,
  BatchUpdateSchema,
  ReferencesQuery,
  ReferencesResponse,
  SummaryParams,
  SummaryQuery,
  SummaryResponse,
  batchToJson,
} from './batches.schemas.js';
import type { BatchesService } from './batches.service.js';
import { minorToJsonNumber } from '../platform/money.js';
import { AppError } from '../platform/errors.js';

const TAG = 'Instruction Batches API';

const BATCH_NOT_FOUND = errorExample('NotFound', 'Instruction batch 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60 was not found.');

export function batchesRoutes(app: HttpApp, batches: BatchesService): void {
  app.get(
    '/',
    {
      schema: {
        tags: [TAG],
        operationId: 'listInstructionBatches',
        summary: 'List the batches of a day',
        description: "The partner's batches to be actioned on batchDate: one per instruction type and currency that had instructions.",
        querystring: BatchListQuery,
        response: { 200: BatchListResponse, ...errorResponses(...PARTNER_ERROR_STATUSES) },
      },
    },
    async (request) => {
      const { batchDate } = request.query;
      // The calendar date as the partner wrote it: an offset must not move the day.
      const list = await batches.listBatches(request.partner.financialPartnerId, batchDate.trim().slice(0, 10));
      return { instructionBatches: list.map(batchToJson) };
    },
  );

  app.get(
    '/:instructionBatchId/instruction-summary/:instructionFilterType',
    {
      schema: {
        tags: [TAG],
        operationId: 'listInstructionSummaries',
        summary: 'Instructions of a batch',
        description: 'A page of the instructions in the batch (all, or closures only). Reverted instructions have left the batch and are not listed.',
        params: SummaryParams,
        querystring: SummaryQuery,
        response: { 200: SummaryResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, { 404: BATCH_NOT_FOUND }) },
      },
    },
    async (request) => {
      const { instructionBatchId, instructionFilterType } = request.params;
      const { pageNumber, pageSize } = request.query;
      const filter = instructionFilterType.toLowerCase() === 'closure' ? 'Closure' : 'All';
      const { page } = await batches.instructionSummaries(request.partner.financialPartnerId, instructionBatchId, filter, pageNumber, pageSize);
      return {
        instructionSummaries: page.items.map((row) => ({
          instructionReference: row.instructionReference,
          instructionAmount: minorToJsonNumber(row.amountMinor),
          currencyCode: row.currencyCode,
          dateToBeActionedUTC: formatBusinessDate(row.dateToBeActioned),
        })),
        pageNumber: page.pageNumber,
        pageSize: page.pageSize,
        pageCount: page.pageCount,
      };
    },
  );

  app.get(
    '/:instructionBatchId/references',
    {
      schema: {
        tags: [TAG],
        operationId: 'listBatchReferences',
        summary: 'Instruction references of a batch',
        description: 'A page of the instructionReferences in the batch, to look instructions up through the Instruction Request API. Empty once the batch is Completed.',
        params: BatchIdParams,
        querystring: ReferencesQuery,
        response: { 200: ReferencesResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, { 404: BATCH_NOT_FOUND }) },
      },
    },
    async (request) => {
      const { instructionBatchId } = request.params;
      const { pageNumber, pageSize } = request.query;
      const page = await batches.references(request.partner.financialPartnerId, instructionBatchId, pageNumber, pageSize);
      return { references: page.items, pageNumber: page.pageNumber, pageSize: page.pageSize, pageCount: page.pageCount };
    },
  );

  app.post(
    '/batch-update',
    {
      schema: {
        tags: [TAG],
        operationId: 'updateInstructionBatches',
        summary: 'Close Locked batches',
        description:
          "Confirms the day's Locked batches and triggers payment. All or nothing: 409 BatchUpdateConflict, naming the batch and the mismatch, when any batch is unknown to the partner, not Locked, or its totals differ from the platform's.",
        body: BatchUpdateSchema,
        response: {
          204: NoContent,
          ...errorResponses(...PARTNER_ERROR_STATUSES, 409, 413, 415, {
            409: errorExample('BatchUpdateConflict', 'No batch was closed: instruction batch 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60 has TotalAmount 25000.00, not 24000.00.'),
          }),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const seen = new Set<string>();
      body.InstructionBatches.forEach((item, index) => {
        const id = item.InstructionBatchId.toLowerCase();
        if (seen.has(id)) throw AppError.validation([{ field: `InstructionBatches[${index}].InstructionBatchId`, reason: 'duplicate' }]);
        seen.add(id);
      });
      await batches.closeBatches(
        request.partner.financialPartnerId,
        body.InstructionBatches.map((item) => ({
          instructionBatchId: item.InstructionBatchId,
          totalAmountMinor: parseAmount(item.TotalAmount),
          totalNoticeAmountMinor: item.TotalNoticeAmount === undefined ? undefined : parseAmount(item.TotalNoticeAmount),
        })),
      );
      return reply.status(204).send();
    },
  );
}
