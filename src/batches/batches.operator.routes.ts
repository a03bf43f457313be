/** Operator: every partner's batches, settlement confirmation (production) and reconciliation. */
import { Type } from '@sinclair/typebox';
import type { BatchesService } from '../batches/batches.service.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';
import { operatorBatchJson } from './operator-reads.js';
import { type ReconciliationCheck, runReconciliation } from './reconciliation.js';

const TAG = 'Operator';

const OperatorBatch = Type.Object(
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

/** What GET /operator/reconciliation answers. */
export const ReconciliationReport = Type.Object(
  {
    ok: Type.Boolean({ description: 'True when every check passes.' }),
    checkedAt: Type.String({ description: 'When the checks ran.' }),
    checks: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'The invariant.' }),
          description: Type.String({ description: 'What it states.' }),
          ok: Type.Boolean({ description: 'True when no row breaks it.' }),
          offending: Type.Array(Type.Unsafe<Record<string, unknown>>(Type.Object({}, { additionalProperties: true })), { description: 'The rows that break it.' }),
        },
        { title: 'ReconciliationCheck' },
      ),
      { description: 'One entry per invariant.' },
    ),
  },
  { title: 'Reconciliation' },
);

export function operatorBatchesRoutes(
  app: HttpApp,
  batches: BatchesService,
  db: Db,
  clock: Clock,
  reconciliationChecks: readonly ReconciliationCheck[],
  approvals: ApprovalsService,
): void {
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
        response: { 200: Type.Object({ batches: Type.Array(OperatorBatch, { description: 'The batches.' }) }, { title: 'OperatorBatchList' }), ...errorResponses(400, 401) },
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
        response: { 200: OperatorBatch, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { instructionBatchId } = request.params;
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'settle-batch', payload: { instructionBatchId } }), 200);
    },
  );

  app.get(
    '/reconciliation',
    {
      schema: {
        tags: [TAG],
        operationId: 'getReconciliation',
        summary: 'Check the money invariants',
        description: 'Runs each invariant of the platform and lists the rows that break it (at most 100 per check).',
        response: {
          200: ReconciliationReport,
          ...errorResponses(401),
        },
      },
    },
    async () => {
      const report = await runReconciliation(db, reconciliationChecks, clock.now());
      return { ...report, checkedAt: formatDateTime(report.checkedAt) };
    },
  );
}
