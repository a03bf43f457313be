/** Operator: operator keys (create, shown once; list; revoke). Admin writes; a viewer may list. */
import { Type } from '@sinclair/typebox';
import type { HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CountedPagingFields, mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';
import type { OperatorKeysService } from './operator-keys.service.js';
import { createdKeyJson, OperatorKeySchema, keyToJson } from './operator-keys.schemas.js';

const TAG = 'Operator keys';

export function operatorKeysRoutes(app: HttpApp, operatorKeys: OperatorKeysService, approvals: ApprovalsService): void {
  currentOperatorRoute(app);
  keyRoutes(app, operatorKeys, approvals);
}

/** `GET /operator/me`: who is calling. */
function currentOperatorRoute(app: HttpApp): void {
  app.get(
    '/me',
    {
      schema: {
        tags: [TAG],
        operationId: 'getCurrentOperator',
        summary: 'Who is calling',
        description: 'The operator the bearer key belongs to and its role: the console signs in with it and hides write controls from a viewer.',
        response: {
          200: Type.Object(
            {
              name: Type.String({ description: 'The key\'s name ("bootstrap" for OPERATOR_API_KEY).' }),
              role: Type.Union([Type.Literal('viewer'), Type.Literal('admin')], { description: 'viewer: reads only; admin: reads and writes.' }),
              operatorKeyId: Type.Union([Type.String(), Type.Null()], { description: 'The key id; null for OPERATOR_API_KEY.' }),
            },
            { title: 'CurrentOperator' },
          ),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { operator } = operatorOf(request);
      return { name: operator.name, role: operator.role, operatorKeyId: operator.operatorKeyId };
    },
  );
}

/** Operator keys: create (shown once), list, revoke. */
function keyRoutes(app: HttpApp, operatorKeys: OperatorKeysService, approvals: ApprovalsService): void {
  app.post(
    '/operator-keys',
    {
      schema: {
        tags: [TAG],
        operationId: 'createOperatorKey',
        summary: 'Create an operator key',
        description:
          'The key is in this answer only; the platform keeps its hash. 409 when the name reads as a live key’s or as "bootstrap" (names are compared as people read them: case, width, invisible characters and look-alike letters aside); 400 when it is invisible characters only. With four eyes on (FOUR_EYES), an admin key is proposed (202) and made when another admin approves it: the key is then in the approval’s answer, once. The bootstrap key makes the first admin key ever alone (201), once: after that, every admin key is proposed, even once all are revoked. A viewer key is made at once.',
        body: Type.Object(
          {
            name: Type.String({
              minLength: 1,
              maxLength: 100,
              pattern: '\\S',
              description: 'Who the key is for (a person or a system); it must not read as a live key’s name.',
            }),
            role: Type.Union([Type.Literal('viewer'), Type.Literal('admin')], { description: 'viewer: reads only; admin: reads and writes.' }),
          },
          { title: 'NewOperatorKey' },
        ),
        response: {
          201: Type.Composite([OperatorKeySchema, Type.Object({ key: Type.String({ description: 'The key, sent as `Authorization: Bearer` followed by it. Shown once.' }) })], {
            title: 'CreatedOperatorKey',
            description: 'The new key, shown once, and what the platform keeps of it.',
          }),
          202: ProposalSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const caller = operatorOf(request);
      const name = request.body.name.trim();
      if (request.body.role === 'admin') return answerSubmitted(reply, await approvals.submit(caller, { kind: 'create-admin-key', payload: { name } }), 201);
      return reply.status(201).send(createdKeyJson(await operatorKeys.create({ name, role: 'viewer' }, caller.operator, caller.audit)));
    },
  );

  app.get(
    '/operator-keys',
    {
      schema: {
        tags: [TAG],
        operationId: 'listOperatorKeys',
        summary: 'List operator keys',
        description: 'In creation order, one page at a time.',
        querystring: Type.Object({
          includeRevoked: Type.Optional(Type.Boolean({ description: 'Revoked keys too (default false).' })),
          role: Type.Optional(Type.Union([Type.Literal('viewer'), Type.Literal('admin')], { description: 'Only keys of this role.' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ operatorKeys: Type.Array(OperatorKeySchema, { maxItems: MAXIMUM_PAGE_SIZE }), ...CountedPagingFields }, { title: 'OperatorKeyList' }),
            OperatorKeySchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const filter = { includeRevoked: request.query.includeRevoked ?? false, role: request.query.role };
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'operator-keys',
          csvColumnsOf(OperatorKeySchema),
          mapChunks(operatorKeys.exportList(filter), (keys) => keys.map(keyToJson)),
        );
      const paging = pagingOf(request.query);
      const { keys, ...page } = await operatorKeys.list(filter, paging);
      return { operatorKeys: keys.map(keyToJson), ...paging, ...page };
    },
  );

  app.delete(
    '/operator-keys/:operatorKeyId',
    {
      schema: {
        tags: [TAG],
        operationId: 'revokeOperatorKey',
        summary: 'Revoke an operator key',
        description:
          'The key stops authenticating at once; its row stays, as the audit log names it, and its waiting proposals are withdrawn with it. A viewer key is revoked at once (200). With four eyes on (FOUR_EYES), an admin key’s revocation is proposed (202) and applies when another admin approves it; 409 when it would leave fewer than two live admin keys (make the successor’s key first). 409 when it was revoked already.',
        params: Type.Object({ operatorKeyId: Type.String({ minLength: 1, maxLength: 100, description: 'The key id.' }) }),
        response: { 200: OperatorKeySchema, 202: ProposalSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = operatorOf(request);
      const key = await operatorKeys.get(request.params.operatorKeyId);
      // Fewer admins is a change four eyes guards; a viewer key lowers nothing.
      if (key.role === 'admin') return answerSubmitted(reply, await approvals.submit(caller, { kind: 'revoke-admin-key', payload: { operatorKeyId: key.operatorKeyId } }), 200);
      return keyToJson(await operatorKeys.revoke(key.operatorKeyId, 'viewer', caller.operator, caller.audit));
    },
  );
}
