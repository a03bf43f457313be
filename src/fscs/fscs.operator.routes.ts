/**
 * Operator: the dated FSCS limit (list; add, replace or remove a future one) and a client's FSCS exposure
 * (docs/fscs.md). A limit's change goes through four eyes (docs/four-eyes.md).
 */
import { Type } from '@sinclair/typebox';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import type { FscsService, ListedLimit } from './fscs.service.js';
import { exposureToJson, FscsExposureResponse, fscsLimitToJson, FscsLimitSchema, ListedFscsLimitSchema } from './fscs.schemas.js';
import type { HttpApp } from '../platform/http.js';
import { parseAmount } from '../platform/money.js';
import { errorResponses, NoContent } from '../platform/schemas.js';
import { operatorOf } from '../audit/audit.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';

const TAG = 'FSCS';

const DateParam = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  maxLength: 10,
  description: 'The first business date the limit is in force, YYYY-MM-DD.',
  example: '2030-01-01',
});

const FOUR_EYES = 'With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it (the date must still be ahead then).';

export function fscsOperatorRoutes(app: HttpApp, fscs: FscsService, approvals: ApprovalsService): void {
  app.get(
    '/fscs/limits',
    {
      schema: {
        tags: [TAG],
        operationId: 'listFscsLimits',
        summary: 'The FSCS limits, past and future',
        description: 'In date order; the one in force on a business date is the latest effective on or before it (inForce marks today’s). With Accept: text/csv, the same as CSV.',
        response: {
          200: jsonOrCsvList(Type.Object({ limits: Type.Array(ListedFscsLimitSchema) }, { title: 'FscsLimits' }), ListedFscsLimitSchema),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const limits = (await fscs.listLimits()).map((l: ListedLimit) => ({ ...fscsLimitToJson(l), inForce: l.inForce }));
      if (wantsCsv(request)) return sendCsv(reply, 'fscs-limits', csvColumnsOf(ListedFscsLimitSchema), [limits]);
      return { limits };
    },
  );

  app.put(
    '/fscs/limits/:effectiveFrom',
    {
      schema: {
        tags: [TAG],
        operationId: 'setFscsLimit',
        summary: 'Add or replace the FSCS limit from a future date',
        description: `From that date the limit is judged against every exposure and deposit. A limit from today or earlier is history: 409. Audited. ${FOUR_EYES}`,
        params: Type.Object({ effectiveFrom: DateParam }),
        body: Type.Object(
          { limitAmount: Type.Number({ format: 'money', exclusiveMinimum: 0, description: 'The limit in GBP major units, at most 2 decimal places.', example: 150000 }) },
          { title: 'FscsLimitInput' },
        ),
        response: { 200: FscsLimitSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      // Checked now as the change will check it: a proposal keeps the amount as given.
      parseAmount(request.body.limitAmount);
      const payload = { effectiveFrom: request.params.effectiveFrom, limitAmount: request.body.limitAmount };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-fscs-limit', payload }), 200);
    },
  );

  app.delete(
    '/fscs/limits/:effectiveFrom',
    {
      schema: {
        tags: [TAG],
        operationId: 'removeFscsLimit',
        summary: 'Remove a future-dated FSCS limit',
        description: `The limit before it stays in force past its date. 404 when the date has none; 409 for a limit from today or earlier (history). Audited. ${FOUR_EYES}`,
        params: Type.Object({ effectiveFrom: DateParam }),
        response: { 204: NoContent, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const submitted = await approvals.submit(operatorOf(request), { kind: 'remove-fscs-limit', payload: { effectiveFrom: request.params.effectiveFrom } });
      return submitted.applied ? reply.status(204).send() : answerSubmitted(reply, submitted, 204);
    },
  );

  app.get(
    '/clients/:financialPartnerId/:clientReference/fscs-exposure',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorClientFscsExposure',
        summary: "A client's FSCS exposure",
        description: 'What its partner reads at GET /financial-partners/clients/{clientReference}/fscs-exposure. 404 when the partner has no such client.',
        params: Type.Object({
          financialPartnerId: Type.String({ maxLength: 100, description: 'The partner.' }),
          clientReference: Type.String({ maxLength: 200, description: 'The client reference.' }),
        }),
        response: { 200: FscsExposureResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => exposureToJson(await fscs.clientExposure(request.params.financialPartnerId, request.params.clientReference)),
  );
}
