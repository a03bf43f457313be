/**
 * Operator: onboard, list and search partners, rotate their credentials, suspend and reactivate them, set their FSCS
 * policy, add introducers. Suspending, reactivating, rotating and the FSCS policy go through four eyes
 * (docs/four-eyes.md): with FOUR_EYES on they are proposed (202) and apply when another admin approves them.
 */
import { Type } from '@sinclair/typebox';
import type { HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CountedPagingFields, mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { IntroducerSchema, introducerToJson } from './introducer.schemas.js';
import type { PartnersService } from './partners.service.js';
import { FscsPolicySchema, PartnerCredentialsSchema, PartnerRoleSchema, PartnerSchema, partnerToJson } from './partners.schemas.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';

/** Partners come a hundred to a page (up to 500): an operator scans them more than it searches. */
const PARTNER_PAGE_DEFAULT = 100;
const PARTNER_PAGE_MAXIMUM = 500;

const PartnerId = Type.Object({ financialPartnerId: Type.String({ maxLength: 100, description: 'The partner id.' }) });

export function partnersOperatorRoutes(app: HttpApp, partners: PartnersService, approvals: ApprovalsService): void {
  partnerListRoutes(app, partners);
  partnerStatusRoutes(app, approvals);
  introducerRoutes(app, partners);
}

/** Onboarding, the list (and its CSV) and one partner. */
function partnerListRoutes(app: HttpApp, partners: PartnersService): void {
  app.post(
    '/partners',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'createPartner',
        summary: 'Onboard a partner',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200, description: 'The partner name.' }),
            role: PartnerRoleSchema,
          },
          { title: 'NewPartner' },
        ),
        response: { 201: PartnerCredentialsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await partners.createPartner(request.body, operatorOf(request).audit)),
  );

  app.get(
    '/partners',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'listPartners',
        summary: 'List and search partners',
        description: 'In onboarding order, one page at a time.',
        querystring: Type.Object({
          search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A part of the name, partner id or client id (case-insensitive).' })),
          role: Type.Optional(PartnerRoleSchema),
          suspended: Type.Optional(Type.Boolean({ description: 'Only suspended (true) or only active (false) partners.' })),
          ...pagingQuery(PARTNER_PAGE_MAXIMUM, PARTNER_PAGE_DEFAULT),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ partners: Type.Array(PartnerSchema, { maxItems: PARTNER_PAGE_MAXIMUM }), ...CountedPagingFields }, { title: 'PartnerList' }),
            PartnerSchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { search, role, suspended } = request.query;
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'partners',
          csvColumnsOf(PartnerSchema),
          mapChunks(partners.exportPartners({ search, role, suspended }), (rows) => rows.map(partnerToJson)),
        );
      const paging = pagingOf(request.query, PARTNER_PAGE_DEFAULT);
      const { rows, ...page } = await partners.listPartners({ search, role, suspended }, paging);
      return { partners: rows.map(partnerToJson), ...paging, ...page };
    },
  );

  app.get(
    '/partners/:financialPartnerId',
    {
      schema: { tags: ['Operator'], operationId: 'getPartner', summary: 'One partner', params: PartnerId, response: { 200: PartnerSchema, ...errorResponses(401, 404) } },
    },
    async (request) => partnerToJson(await partners.getPartner(request.params.financialPartnerId)),
  );
}

/** Suspension, reactivation, FSCS policy and credential rotation: each through four eyes. */
function partnerStatusRoutes(app: HttpApp, approvals: ApprovalsService): void {
  app.post(
    '/partners/:financialPartnerId/suspend',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'suspendPartner',
        summary: 'Suspend a partner',
        description:
          'Its token requests and API calls answer 401 with a description that says so; its data stays. 409 when it is suspended already. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.',
        params: PartnerId,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why: kept with the partner and in the audit log.' }) },
          { title: 'PartnerSuspension' },
        ),
        response: { 200: PartnerSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const payload = { financialPartnerId: request.params.financialPartnerId, reason: request.body.reason };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'suspend-partner', payload }), 200);
    },
  );

  app.post(
    '/partners/:financialPartnerId/reactivate',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'reactivatePartner',
        summary: 'Reactivate a suspended partner',
        description:
          'Its credentials work again (tokens must be requested anew if they expired). 409 when it is not suspended. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.',
        params: PartnerId,
        response: { 200: PartnerSchema, 202: ProposalSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const payload = { financialPartnerId: request.params.financialPartnerId };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'reactivate-partner', payload }), 200);
    },
  );

  app.put(
    '/partners/:financialPartnerId/fscs-policy',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'setPartnerFscsPolicy',
        summary: "Set a partner's FSCS policy",
        description:
          'Deposits processed from now on follow it (docs/fscs.md). Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.',
        params: PartnerId,
        body: Type.Object({ fscsPolicy: FscsPolicySchema }, { title: 'PartnerFscsPolicy' }),
        response: { 200: PartnerSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const payload = { financialPartnerId: request.params.financialPartnerId, fscsPolicy: request.body.fscsPolicy };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-partner-fscs-policy', payload }), 200);
    },
  );

  app.post(
    '/partners/:financialPartnerId/credentials/rotate',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'rotatePartnerCredentials',
        summary: "Rotate a partner's client secret and subscription key",
        description:
          "A new client id, client secret and subscription key; the current ones stop working. With four eyes on (FOUR_EYES), it is proposed (202) and rotates when another admin approves it: the new secret and key are then in the approval's answer, once.",
        params: PartnerId,
        response: { 200: PartnerCredentialsSchema, 202: ProposalSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const payload = { financialPartnerId: request.params.financialPartnerId };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'rotate-partner-credentials', payload }), 200);
    },
  );
}

/** A partner's introducers: add one, list them. */
function introducerRoutes(app: HttpApp, partners: PartnersService): void {
  app.post(
    '/partners/:financialPartnerId/introducers',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'createIntroducer',
        summary: 'Add an introducer to a partner',
        params: PartnerId,
        body: Type.Object(
          {
            introducerType: Type.Union([Type.Literal('individual'), Type.Literal('business')]),
            title: Type.Optional(Type.String({ maxLength: 32 })),
            firstName: Type.Optional(Type.String({ maxLength: 200 })),
            lastName: Type.Optional(Type.String({ maxLength: 200 })),
            emailAddress: Type.Optional(Type.String({ maxLength: 256, format: 'email' })),
            phoneNumber: Type.Optional(Type.String({ maxLength: 50 })),
            companyRegistrationNumber: Type.Optional(Type.String({ maxLength: 50 })),
            companyName: Type.Optional(Type.String({ maxLength: 200 })),
            officeNumber: Type.Optional(Type.String({ maxLength: 50 })),
            officeDescription: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { title: 'NewIntroducer' },
        ),
        response: { 201: IntroducerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { financialPartnerId } = request.params;
      const introducer = await partners.createIntroducer(financialPartnerId, request.body, operatorOf(request).audit);
      return reply.status(201).send(introducerToJson(introducer));
    },
  );

  app.get(
    '/partners/:financialPartnerId/introducers',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'listIntroducers',
        summary: "List a partner's introducers",
        description: 'In creation order, one page at a time.',
        params: PartnerId,
        querystring: Type.Object({
          introducerType: Type.Optional(Type.Union([Type.Literal('individual'), Type.Literal('business')], { description: 'Only introducers of this type.' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ introducers: Type.Array(IntroducerSchema, { maxItems: MAXIMUM_PAGE_SIZE }), ...CountedPagingFields }, { title: 'IntroducerList' }),
            IntroducerSchema,
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { financialPartnerId } = request.params;
      const filter = { introducerType: request.query.introducerType };
      if (wantsCsv(request))
        return sendCsv(
          reply,
          `introducers-${financialPartnerId}`,
          csvColumnsOf(IntroducerSchema),
          mapChunks(await partners.exportIntroducers(financialPartnerId, filter), (rows) => rows.map(introducerToJson)),
        );
      const paging = pagingOf(request.query);
      const { rows, ...page } = await partners.listIntroducers(financialPartnerId, filter, paging);
      return { introducers: rows.map(introducerToJson), ...paging, ...page };
    },
  );
}
