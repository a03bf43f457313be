/** Operator: change proposals (four eyes): list, read, approve, reject, withdraw, cancel. */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import type { HttpApp } from '../platform/http.js';
import { CountedPagingFields, mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { ChangeKindSchema, ProposalSchema, ProposalStateSchema, proposalJson } from './approvals.schemas.js';
import type { ApprovalsService } from './approvals.service.js';

const TAG = 'Approvals';
const ProposalParams = Type.Object({ proposalId: Type.String({ minLength: 1, maxLength: 100, description: 'The proposal.' }) });
const Reason = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why: kept with the proposal and in the audit log.' }) },
  { title: 'ProposalDecisionReason' },
);

const DecidedProposal = Type.Object(
  {
    proposal: ProposalSchema,
    result: Type.Optional(
      Type.Unknown({
        description: 'What the change answered, when it applied now: as its endpoint answers it (a new admin key’s key is here, once: hand it to its holder).',
      }),
    ),
  },
  { title: 'ApprovedProposal' },
);

export function approvalsRoutes(app: HttpApp, approvals: ApprovalsService): void {
  proposalReadRoutes(app, approvals);
  decisionRoutes(app, approvals);
}

/** The proposals (JSON or CSV) and one proposal. */
function proposalReadRoutes(app: HttpApp, approvals: ApprovalsService): void {
  app.get(
    '/proposals',
    {
      schema: {
        tags: [TAG],
        operationId: 'listChangeProposals',
        summary: 'List change proposals',
        description: 'Newest first. The answer’s fourEyes says whether changes to money need a second admin on this platform (FOUR_EYES).',
        querystring: Type.Object({
          state: Type.Optional(ProposalStateSchema),
          kind: Type.Optional(ChangeKindSchema),
          proposedBy: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this admin’s proposals.' })),
          objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Only changes of this kind of object.' })),
          objectId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only changes of this object.' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object(
              {
                proposals: Type.Array(ProposalSchema, { maxItems: MAXIMUM_PAGE_SIZE }),
                fourEyes: Type.Boolean({ description: 'Whether changes to money need a second admin here (FOUR_EYES).' }),
                ...CountedPagingFields,
              },
              { title: 'ChangeProposalList' },
            ),
            ProposalSchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { state, kind, proposedBy, objectType, objectId } = request.query;
      const filter = { state, kind, proposedBy, objectType, objectId };
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'change-proposals',
          csvColumnsOf(ProposalSchema),
          mapChunks(approvals.exportList(filter), (rows) => rows.map(proposalJson)),
        );
      const paging = pagingOf(request.query);
      const { proposals, ...page } = await approvals.list(filter, paging);
      return { proposals: proposals.map(proposalJson), fourEyes: approvals.fourEyes, ...paging, ...page };
    },
  );

  app.get(
    '/proposals/:proposalId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getChangeProposal',
        summary: 'One change proposal',
        params: ProposalParams,
        response: { 200: ProposalSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => proposalJson(await approvals.get(request.params.proposalId)),
  );
}

/** A proposal approved, rejected, withdrawn or cancelled. */
function decisionRoutes(app: HttpApp, approvals: ApprovalsService): void {
  app.post(
    '/proposals/:proposalId/approve',
    {
      schema: {
        tags: [TAG],
        operationId: 'approveChangeProposal',
        summary: 'Approve a colleague’s change',
        description:
          'The change applies now (or, scheduled, at its effectiveAt); its audit entry names you as the operator and the proposer as proposedBy. A change that can no longer apply leaves the proposal failed, with the reason. 403 when you proposed it; 409 when it was decided already.',
        params: ProposalParams,
        response: { 200: DecidedProposal, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const decided = await approvals.approve(request.params.proposalId, operatorOf(request));
      return { proposal: proposalJson(decided.proposal), ...(decided.result === undefined ? {} : { result: decided.result }) };
    },
  );

  app.post(
    '/proposals/:proposalId/reject',
    {
      schema: {
        tags: [TAG],
        operationId: 'rejectChangeProposal',
        summary: 'Reject a colleague’s change',
        description: 'Nothing changes. 403 when you proposed it (withdraw it instead); 409 when it was decided already.',
        params: ProposalParams,
        body: Reason,
        response: { 200: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => proposalJson(await approvals.reject(request.params.proposalId, request.body.reason.trim(), operatorOf(request))),
  );

  app.post(
    '/proposals/:proposalId/withdraw',
    {
      schema: {
        tags: [TAG],
        operationId: 'withdrawChangeProposal',
        summary: 'Withdraw your own proposal',
        description: 'Nothing changes. 403 when another admin proposed it; 409 when it was decided already.',
        params: ProposalParams,
        response: { 200: ProposalSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => proposalJson(await approvals.withdraw(request.params.proposalId, operatorOf(request))),
  );

  app.post(
    '/proposals/:proposalId/cancel',
    {
      schema: {
        tags: [TAG],
        operationId: 'cancelScheduledChange',
        summary: 'Cancel a scheduled change before it applies',
        description: 'Any admin may stop a scheduled change (stopping needs no second pair of eyes). 409 when it is not scheduled.',
        params: ProposalParams,
        body: Reason,
        response: { 200: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => proposalJson(await approvals.cancel(request.params.proposalId, request.body.reason.trim(), operatorOf(request))),
  );
}
