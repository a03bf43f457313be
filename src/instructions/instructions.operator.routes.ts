/** Operator: retry or reject an instruction request parked by processing failures (admin; audited). */
import { Type } from '@sinclair/typebox';
import type { InstructionsService } from './instructions.service.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { operatorOf } from '../audit/audit.js';

const TAG = 'Operator';

const RequestParams = Type.Object({
  financialPartnerId: Type.String({ minLength: 1, maxLength: 100, description: 'The partner.' }),
  instructionReference: Type.String({ minLength: 1, maxLength: 100, description: "The partner's reference." }),
});

const RequestStatusSchema = Type.Object(
  {
    status: Type.String({ description: 'Created (retried) or Rejected.' }),
    instructionReference: Type.String({ description: 'The reference.' }),
    statusReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected.' }),
    statusReasonCode: Type.Union([Type.String(), Type.Null()], { description: 'The code of statusReason (ProcessingFailed when the operator rejects), or null.' }),
  },
  { title: 'OperatorRequestActionResult' },
);

export function instructionsOperatorRoutes(app: HttpApp, instructions: InstructionsService): void {
  app.post(
    '/instruction-requests/:financialPartnerId/:instructionReference/retry',
    {
      schema: {
        tags: [TAG],
        operationId: 'retryParkedInstructionRequest',
        summary: 'Retry a request parked by processing failures',
        description:
          'For a request still Created after failed processing attempts (find them with instruction-requests?failed=true&status=Created): a fresh budget of attempts, and the worker takes it at once. 409 for any other request: a Rejected one is final (its partner was told to resubmit under a new reference).',
        params: RequestParams,
        response: { 200: RequestStatusSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { financialPartnerId, instructionReference } = request.params;
      return instructions.actOnParkedRequest(financialPartnerId, instructionReference, { kind: 'retry' }, operatorOf(request).audit);
    },
  );

  app.post(
    '/instruction-requests/:financialPartnerId/:instructionReference/reject',
    {
      schema: {
        tags: [TAG],
        operationId: 'rejectParkedInstructionRequest',
        summary: 'Reject a request parked by processing failures',
        description: 'Ends a parked request Rejected (ProcessingFailed, with the reason given), with its instruction.rejected event. 409 for a request that is not parked.',
        params: RequestParams,
        body: Type.Object(
          {
            reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why: appended to the status reason the partner reads, and kept in the audit log.' }),
          },
          { title: 'RejectParkedRequest' },
        ),
        response: { 200: RequestStatusSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { financialPartnerId, instructionReference } = request.params;
      return instructions.actOnParkedRequest(financialPartnerId, instructionReference, { kind: 'reject', reason: request.body.reason }, operatorOf(request).audit);
    },
  );
}
