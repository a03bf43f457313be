/** Operator: the audit log, newest first, searchable by operator, object and time. */
import { Type } from '@sinclair/typebox';
import type { Db } from '../database.js';
import type { HttpApp } from '../platform/http.js';
import { BigintIdParameter, errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CountedPagingFields, mapChunks } from '../platform/paging.js';
import { type AuditEntry, countAudit, exportAudit, searchAudit } from './audit.js';

const AuditEntrySchema = Type.Object(
  {
    auditId: Type.String({ description: 'Increasing with time; pass the last one seen as `before` for the next page.' }),
    occurredAtUtc: Type.String({ description: "When the change committed (the platform's clock)." }),
    operatorName: Type.String({ description: 'Who: the operator key\'s name ("bootstrap" for OPERATOR_API_KEY).' }),
    operatorKeyId: Type.Union([Type.String(), Type.Null()], { description: 'The key used; null for OPERATOR_API_KEY.' }),
    operatorRole: Type.String({ description: 'The role the key had.' }),
    method: Type.String({ description: 'The HTTP method.' }),
    endpoint: Type.String({ description: 'The route, e.g. /operator/products/:productId/issues/:issueNumber/versions.' }),
    path: Type.Union([Type.String(), Type.Null()], {
      description: 'The path called, e.g. /operator/products/FT12-GBP-NORTHBANK/issues/1/versions; null for entries written before the path was kept.',
    }),
    objectType: Type.String({ description: 'What changed: partner, institution, product, product-issue, batch, operator-key, ...' }),
    objectId: Type.String({ description: 'Its id (a product issue is productId#issueNumber).' }),
    objectName: Type.Union([Type.String(), Type.Null()], { description: "What people call it, as it was at the change (a partner's or product's name); null when it has none." }),
    changes: Type.Array(
      Type.Object(
        {
          field: Type.String({ description: 'The field (a money field without its Minor suffix).' }),
          before: Type.Union([Type.String(), Type.Null()], { description: 'Its value before, readable; null when it had none.' }),
          after: Type.Union([Type.String(), Type.Null()], { description: 'Its value after, readable; null when it has none.' }),
          beforeItems: Type.Optional(
            Type.Array(Type.String(), {
              description:
                'When the value before was a list (an issue version\'s documents): each item, readable (a value, or an object\'s fields as name: value); `before` joins them with "; ". Absent otherwise.',
            }),
          ),
          afterItems: Type.Optional(Type.Array(Type.String(), { description: 'When the value after is a list: each item, readable, as beforeItems. Absent otherwise.' })),
        },
        { title: 'AuditFieldChange' },
      ),
      {
        description:
          'The fields that changed, readable: money in major units with its currency (1,250.00 GBP), rates as percentages (4.35%), flags yes/no, an object as its fields, a list item by item (beforeItems, afterItems), never JSON. `before` and `after` keep the exact snapshots (money in minor units).',
      },
    ),
    before: Type.Unknown({ description: 'The object before the change; null when it was created.' }),
    after: Type.Unknown({ description: 'The object after the change; null when it was removed.' }),
    proposalId: Type.Union([Type.String(), Type.Null()], {
      description: 'The change proposal it applied (four eyes, docs/four-eyes.md): operatorName approved it, proposedBy proposed it. Null for a change made directly.',
    }),
    proposedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who proposed the change; null for a change made directly.' }),
  },
  { title: 'AuditEntry', description: 'One operator write.' },
);

export function auditRoutes(app: HttpApp, db: Db): void {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['Audit'],
        operationId: 'searchAuditLog',
        summary: 'Search the audit log',
        description: 'Every operator write, newest first. Append-only: written in the transaction of the change it records.',
        querystring: Type.Object({
          operatorName: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this operator.' })),
          objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Only this kind of object.' })),
          objectId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only this object.' })),
          from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'At or after this instant.' })),
          to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Before this instant.' })),
          before: Type.Optional(BigintIdParameter('Older than this auditId (the next page).')),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Entries per page (default 50).' })),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object(
              {
                entries: Type.Array(AuditEntrySchema, { maxItems: 200 }),
                totalCount: CountedPagingFields.totalCount,
                totalCountCapped: CountedPagingFields.totalCountCapped,
              },
              { title: 'AuditEntryList' },
            ),
            AuditEntrySchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        operatorName: q.operatorName,
        objectType: q.objectType,
        objectId: q.objectId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        beforeAuditId: q.before,
      };
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'audit-log',
          csvColumnsOf(AuditEntrySchema),
          mapChunks(exportAudit(db, filter), (entries) => entries.map(entryJson)),
        );
      const [entries, total] = await Promise.all([searchAudit(db, filter, q.limit ?? 50), countAudit(db, filter)]);
      return { entries: entries.map(entryJson), ...total };
    },
  );
}

/** One entry as the list answers it (JSON item and CSV row alike). */
function entryJson(e: AuditEntry) {
  return {
    auditId: e.auditId,
    occurredAtUtc: formatDateTime(e.occurredAt),
    operatorName: e.operatorName,
    operatorKeyId: e.operatorKeyId,
    operatorRole: e.operatorRole,
    method: e.method,
    endpoint: e.endpoint,
    path: e.path,
    objectType: e.objectType,
    objectId: e.objectId,
    objectName: e.objectName,
    changes: e.changes,
    before: e.before,
    after: e.after,
    proposalId: e.proposalId,
    proposedBy: e.proposedBy,
  };
}
