/** Operator: every partner's batches of a day and settlement confirmation (production). */
import { Type } from '@sinclair/typebox';
import type { BatchesService } from './batches.service.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';
import { OperatorBatchSchema, operatorBatchJson } from './batches.schemas.js';

const TAG = 'Operator';

export function batchesOperatorRoutes(app: HttpApp, batches: BatchesService, approvals: ApprovalsService): void {
  app.get(
    '/batches',
    {
      schema: {
        tags: [TAG],
        operationId: 'listAllInstructionBatches',
        summary: "Every partner's batches of a day",
        querystring: Type.Object({
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', format: 'iso-date-time', maxLength: 40, description: 'The batch date (YYYY-MM-DD or any ISO date-time).' }),
        }),
        response: { 200: Type.Object({ batches: Type.Array(OperatorBatchSchema, { description: 'The batches.' }) }, { title: 'OperatorBatchList' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { date } = request.query;
      const list = await batches.listAllBatches(date.trim().slice(0, 10));
      return { batches: list.map(operatorBatchJson) };
    },
  );

  app.post(
    '/batches/:instructionBatchId/settle',
    {
      schema: {
        tags: [TAG],
        operationId: 'settleInstructionBatch',
        summary: 'Settle a Closed batch now',
        description:
          "Moves a Closed batch's money on its deposit accounts (opens, tops up, debits or closes them) ahead of the day's settlement job, and queues what the bank must pay: the next payment run pays it. The batch stays Closed until the bank's statements show every movement of it booked (docs/bank-side.md). 409 when the batch is not Closed, is settled already, or its day has not come. With four eyes on (FOUR_EYES), it is proposed (202) and settles when another admin approves it.",
        params: Type.Object({ instructionBatchId: Type.String({ minLength: 1, maxLength: 100, description: 'The batch id.' }) }),
        response: { 200: OperatorBatchSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { instructionBatchId } = request.params;
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'settle-batch', payload: { instructionBatchId } }), 200);
    },
  );
}
