/**
 * Operator: the bank files in quarantine (docs/bank-files.md "Quarantine"):
 * a file refused for breaking its official XSD but otherwise readable is
 * kept, listed here, and booked when two admins accept it (four eyes).
 */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import type { BankStatementsService } from './bank-statements.service.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import type { HttpApp } from '../platform/http.js';
import { mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorExample, errorResponses } from '../platform/schemas.js';
import {
  QuarantineAcceptanceSchema,
  QuarantinedFileDetailSchema,
  QuarantinedFileListSchema,
  QuarantinedFileSchema,
  quarantinedFileDetailToJson,
  quarantinedFileToJson,
} from './quarantine.schemas.js';
import { jsonOrXml, sendXml, wantsXml } from '../platform/xml-answers.js';

const TAG = 'Bank statements';
/** With four eyes off, the acceptance books at once: a file that cannot be booked answers as its upload would. */
const NOT_BOOKED = errorExample(
  'BankFileRejected',
  "Statement STMT-20261126-GBP is for GBP account 40478499999999, which is not one the platform holds (its GBP client-money account is ****0000, and no institution's GBP receiving account is that account): nothing was stored.",
);
const QuarantinedFileId = Type.Object({ quarantinedFileId: Type.String({ minLength: 1, maxLength: 100, description: 'The quarantinedFileId.' }) });

export function quarantineOperatorRoutes(scope: HttpApp, statements: BankStatementsService, approvals: ApprovalsService): void {
  scope.get(
    '/bank-statements/quarantine',
    {
      schema: {
        tags: [TAG],
        operationId: 'listQuarantinedBankFiles',
        summary: 'The bank files in quarantine, newest first',
        description:
          'Files refused for breaking their official XSD but otherwise readable (the upload answered 422 naming the quarantinedFileId): quarantined ones wait, nothing of them booked, until two admins accept them for booking; accepted ones name the statements they were booked as.',
        querystring: Type.Object(pagingQuery(MAXIMUM_PAGE_SIZE)),
        response: { 200: jsonOrCsvList(QuarantinedFileListSchema, QuarantinedFileSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request)) {
        return sendCsv(
          reply,
          'quarantined-bank-files',
          csvColumnsOf(QuarantinedFileSchema),
          mapChunks(statements.exportQuarantined(), (rows) => rows.map(quarantinedFileToJson)),
        );
      }
      const paging = pagingOf(request.query);
      const { rows, ...page } = await statements.listQuarantined(paging);
      return { files: rows.map(quarantinedFileToJson), ...paging, ...page };
    },
  );

  scope.get(
    '/bank-statements/quarantine/:quarantinedFileId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getQuarantinedBankFile',
        summary: 'One bank file in quarantine, with every schema problem; or its XML',
        description: 'JSON by default; with Accept: application/xml (or text/xml), the file as it was received, byte for byte. 404 when there is none.',
        params: QuarantinedFileId,
        response: { 200: jsonOrXml(QuarantinedFileDetailSchema, 'the file as it was received'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.quarantinedFileId;
      if (wantsXml(request)) return sendXml(reply, await statements.quarantinedXml(id));
      return quarantinedFileDetailToJson(await statements.getQuarantined(id));
    },
  );

  scope.post(
    '/bank-statements/quarantine/:quarantinedFileId/accept',
    {
      schema: {
        tags: [TAG],
        operationId: 'acceptQuarantinedBankFile',
        summary: 'Accept a bank file in quarantine for booking (four eyes)',
        description:
          'With a reason: books the file as an upload does, but for its XSD: every other check holds (each statement proves, is for an account the platform holds and continues its account’s sequence; a status report answers a payment file the platform sent). With four eyes on (FOUR_EYES), it is proposed (202) and booked when another admin approves it; a file that cannot be booked then (a statement out of sequence, say) leaves the proposal failed with the reason, nothing written, and stays in quarantine. Answers the file, accepted, with the statements it was booked as. 404 when there is none; 409 when it was accepted already. Audited.',
        params: QuarantinedFileId,
        body: QuarantineAcceptanceSchema,
        response: { 200: QuarantinedFileSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409, 422, { 422: NOT_BOOKED }) },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const payload = { quarantinedFileId: request.params.quarantinedFileId, reason: request.body.reason, proposedBy: operator.operator.name };
      return answerSubmitted(reply, await approvals.submit(operator, { kind: 'accept-quarantined-bank-file', payload }), 200);
    },
  );
}
