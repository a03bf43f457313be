/**
 * Operator: the payment files the platform issued (docs/bank-side.md
 * "Payment runs and files out"): list them, read one as JSON (its lines,
 * what each pays and its state) or as the XML issued, byte for byte; the
 * payments held back (a rejected payment, an account that cannot be paid)
 * and their release for the next run (audited).
 */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import type { HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import {
  fileHeaderToJson,
  fileToJson,
  HeldPaymentListSchema,
  HeldPaymentSchema,
  heldToJson,
  PaymentFileHeaderSchema,
  PaymentFileListSchema,
  PaymentFileSchema,
} from './payments.schemas.js';
import type { PaymentsService } from './payments.service.js';
import { jsonOrXml, sendXml, wantsXml } from '../platform/xml-answers.js';

const TAG = 'Payment files';
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

export function paymentsOperatorRoutes(app: HttpApp, payments: PaymentsService): void {
  app.get(
    '/payment-files',
    {
      schema: {
        tags: [TAG],
        operationId: 'listPaymentFiles',
        summary: 'The payment files issued, newest first',
        description: 'Each pain.001 the payment runs issued: one per currency, version and execution date at most per run.',
        querystring: Type.Object(pagingQuery(MAXIMUM_PAGE_SIZE)),
        response: { 200: jsonOrCsvList(PaymentFileListSchema, PaymentFileHeaderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'payment-files',
          csvColumnsOf(PaymentFileHeaderSchema),
          mapChunks(payments.exportList(), (rows) => rows.map(fileHeaderToJson)),
        );
      const paging = pagingOf(request.query);
      const { rows, ...page } = await payments.list(paging);
      return { paymentFiles: rows.map(fileHeaderToJson), ...paging, ...page };
    },
  );

  app.get(
    '/payment-files/:paymentFileId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getPaymentFile',
        summary: 'One payment file: its lines, what each pays and its state; or its XML',
        description: 'JSON by default; with Accept: application/xml (or text/xml), the pain.001 as issued, byte for byte. 404 when there is none.',
        params: Type.Object({ paymentFileId: Id('The paymentFileId.') }),
        response: { 200: jsonOrXml(PaymentFileSchema, 'the pain.001 as issued'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.paymentFileId;
      if (wantsXml(request)) return sendXml(reply, await payments.xml(id));
      return fileToJson(await payments.get(id));
    },
  );

  app.get(
    '/payment-files/held',
    {
      schema: {
        tags: [TAG],
        operationId: 'listHeldPayments',
        summary: 'The payments held back, oldest first',
        description:
          'What the platform must pay and will not until an operator releases it: a payment the bank rejected, a client without a payable account. At most 200. With Accept: text/csv, the same as CSV.',
        response: { 200: jsonOrCsvList(HeldPaymentListSchema, HeldPaymentSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const heldPayments = (await payments.held()).map(heldToJson);
      if (wantsCsv(request)) return sendCsv(reply, 'held-payments', csvColumnsOf(HeldPaymentSchema), [heldPayments]);
      return { heldPayments };
    },
  );

  app.post(
    '/payment-files/held/:paymentItemId/release',
    {
      schema: {
        tags: [TAG],
        operationId: 'releaseHeldPayment',
        summary: 'Release a held payment for the next payment run',
        description: 'The next run pays it again (fix what made the bank reject it first). 409 when it is not held. Audited.',
        params: Type.Object({ paymentItemId: Id('The paymentItemId.') }),
        response: { 200: HeldPaymentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return heldToJson(await payments.release(request.params.paymentItemId, operator.audit));
    },
  );
}
