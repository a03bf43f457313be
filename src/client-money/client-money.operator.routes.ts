/**
 * Operator: the daily client-money reconciliation (docs/bank-side.md "The
 * daily client-money reconciliation"): the runs, newest first; one run with
 * what it read and its breaks, or its breaks as CSV with Accept: text/csv;
 * and a run now (admin only, audited).
 */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import { breaksToCsv, RunInputSchema, RunListSchema, RunQuerySchema, RunSchema, RunSummarySchema, runSummaryToJson, runToJson } from './client-money.schemas.js';
import type { ClientMoneyService } from './client-money.service.js';
import type { HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsv, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { mapChunks, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';

const TAG = 'Client money';

export function clientMoneyOperatorRoutes(app: HttpApp, clientMoney: ClientMoneyService): void {
  app.get(
    '/client-money/reconciliations',
    {
      schema: {
        tags: [TAG],
        operationId: 'listClientMoneyReconciliations',
        summary: 'The client-money reconciliation runs, newest first',
        description: 'One row per run (the daily job or an operator), in the order they were stored, newest first; of dates from `from` to `to`, ok or not.',
        querystring: Type.Object({ ...RunQuerySchema, ...pagingQuery() }),
        response: { 200: jsonOrCsvList(RunListSchema, RunSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const filter = { from: request.query.from, to: request.query.to, ok: request.query.ok };
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'client-money-reconciliations',
          csvColumnsOf(RunSummarySchema),
          mapChunks(clientMoney.exportList(filter), (rows) => rows.map(runSummaryToJson)),
        );
      const paging = pagingOf(request.query);
      const { rows, ...page } = await clientMoney.list(filter, paging);
      return { reconciliations: rows.map(runSummaryToJson), ...paging, ...page };
    },
  );

  app.get(
    '/client-money/reconciliations/:reconciliationId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getClientMoneyReconciliation',
        summary: 'One client-money reconciliation run, with what it read and its breaks; or its breaks as CSV',
        description:
          'JSON by default; with Accept: text/csv, its breaks as CSV (RFC 4180, a header row: reconciliationId, asAt, kind, currencyCode, accountCode, transferId, date, expected, actual, difference, description; amounts in major units with two decimals). 404 when there is none.',
        params: Type.Object({ reconciliationId: Type.String({ minLength: 1, maxLength: 100, description: 'The run id.' }) }),
        response: {
          200: jsonOrCsv(
            RunSchema,
            'its breaks, RFC 4180, a header row (reconciliationId, asAt, kind, currencyCode, accountCode, transferId, date, expected, actual, difference, description), amounts in major units with two decimals.',
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const run = await clientMoney.get(request.params.reconciliationId);
      if (wantsCsv(request)) {
        // Text, not JSON: the response schema types the JSON form only.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="client-money-reconciliation-${run.asAt}-${run.reconciliationId}.csv"`)
          .send(breaksToCsv(run) as never);
      }
      return runToJson(run);
    },
  );

  app.post(
    '/client-money/reconciliations',
    {
      schema: {
        tags: [TAG],
        operationId: 'runClientMoneyReconciliation',
        summary: 'Run a client-money reconciliation now',
        description:
          'As at the close of `asAt` (default: the working day before today; it must be before today). Stored as a new run, immutable, whatever runs exist for that date; audited. 201 with the run, ok or not.',
        body: Type.Optional(RunInputSchema),
        response: { 201: RunSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const run = await clientMoney.run({ trigger: 'operator', name: operator.operator.name, audit: operator.audit }, request.body?.asAt);
      return reply.code(201).send(runToJson(run));
    },
  );
}
