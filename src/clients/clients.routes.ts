/** The Client API (/clients), as in the specification's endpoint table. */
import type { HttpApp } from '../platform/http.js';
import { errorExample, errorResponses, NoContent, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { serializedOnce } from '../platform/serialized-once.js';
import { formatBusinessDate } from '../platform/time.js';
import type { ClientRecord } from './clients.repository.js';
import {
  ClientReferenceParams,
  ClientReferenceResponse,
  ClientVersionParams,
  CompanyClientCreateSchema,
  CompanyClientPatchSchema,
  CompanyClientResponse,
  IndividualClientCreateSchema,
  IndividualClientPatchSchema,
  IndividualClientResponse,
} from './clients.schemas.js';
import type { ClientsService } from './clients.service.js';

const PATCH_MEDIA_TYPES = ['application/json-patch+json', 'application/json', 'text/json'];

function individualToJson(client: ClientRecord) {
  const profile = client.profile as Record<string, unknown> & { accounts?: Record<string, string>[] };
  const obligations = (profile.nonUkTaxObligations as unknown[] | undefined) ?? [];
  const firstAccount = profile.accounts?.[0];
  return {
    clientReference: client.clientReference,
    clientVersion: client.clientVersion,
    ...profile,
    dateOfBirth: formatBusinessDate(String(profile.dateOfBirth)),
    // Both spellings occur in the specification; partners may read either.
    nonUkTaxObligations: obligations,
    nonUkTaxObligation: obligations,
    documents: [],
    ...(firstAccount ? { accountName: firstAccount.accountName, accountNumber: firstAccount.accountNumber, sortCode: firstAccount.sortCode } : {}),
  };
}

function companyToJson(client: ClientRecord) {
  return { clientReference: client.clientReference, clientVersion: client.clientVersion, ...client.profile };
}

const EXTERNAL_REFERENCE_CONFLICT = errorExample(
  'Conflict',
  'A different client with externalReference "CUST-0001" already exists (clientReference 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60).',
);
const VERSION_CONFLICT = errorExample('VersionConflict', 'The client is at version 3, not 2; fetch it again and retry.');

export function clientsRoutes(app: HttpApp, clients: ClientsService): void {
  clientCreationRoutes(app, clients);
  clientReadRoutes(app, clients);
  clientUpdateRoutes(app, clients);
}

/** Register an individual or a company. */
function clientCreationRoutes(app: HttpApp, clients: ClientsService): void {
  app.post(
    '/financial-partner',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'createIndividualClient',
        summary: 'Create an individual client',
        description:
          'Registers an individual client. Repeating an identical request answers 200 with the existing clientReference; the same externalReference with different content is 409.',
        body: IndividualClientCreateSchema,
        response: {
          200: { ...ClientReferenceResponse, description: 'An identical client already exists; its reference.' },
          201: { ...ClientReferenceResponse, description: 'The client was created.' },
          ...errorResponses(...PARTNER_ERROR_STATUSES, 409, 413, 415, { 409: EXTERNAL_REFERENCE_CONFLICT }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await clients.createClient(request.partner.financialPartnerId, 'Individual', request.body);
      return reply.status(outcome.created ? 201 : 200).send({ clientReference: outcome.clientReference });
    },
  );

  app.post(
    '/financial-partner/company',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'createCompanyClient',
        summary: 'Create a company client',
        description: 'Registers a company client, idempotent on externalReference like the individual create.',
        body: CompanyClientCreateSchema,
        response: {
          200: { ...ClientReferenceResponse, description: 'An identical client already exists; its reference.' },
          201: { ...ClientReferenceResponse, description: 'The client was created.' },
          ...errorResponses(...PARTNER_ERROR_STATUSES, 409, 413, 415, { 409: EXTERNAL_REFERENCE_CONFLICT }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await clients.createClient(request.partner.financialPartnerId, 'Company', request.body);
      return reply.status(outcome.created ? 201 : 200).send({ clientReference: outcome.clientReference });
    },
  );
}

/** Read an individual or a company. */
function clientReadRoutes(app: HttpApp, clients: ClientsService): void {
  const sendIndividual = serializedOnce<ClientRecord>();
  const sendCompany = serializedOnce<ClientRecord>();

  app.get(
    '/:clientReference',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'getIndividualClient',
        summary: 'Get an individual client',
        params: ClientReferenceParams,
        response: { 200: IndividualClientResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request, reply) => {
      const { clientReference } = request.params;
      // readClient hands back the same record while the client is unchanged: its JSON is made once.
      return sendIndividual(await clients.readClient(request.partner.financialPartnerId, 'Individual', clientReference), reply, individualToJson);
    },
  );

  app.get(
    '/financial-partner/company/:clientReference',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'getCompanyClient',
        summary: 'Get a company client',
        params: ClientReferenceParams,
        response: { 200: CompanyClientResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request, reply) => {
      const { clientReference } = request.params;
      return sendCompany(await clients.readClient(request.partner.financialPartnerId, 'Company', clientReference), reply, companyToJson);
    },
  );
}

/** Update an individual or a company (the version they were read at). */
function clientUpdateRoutes(app: HttpApp, clients: ClientsService): void {
  app.patch(
    '/:clientReference/:clientVersion',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'updateIndividualClient',
        summary: 'Update an individual client',
        description:
          'Send the current clientVersion in the path. On success the version goes up by one. A version that is not the current one answers 409: fetch the client again and retry.',
        consumes: PATCH_MEDIA_TYPES,
        params: ClientVersionParams,
        body: IndividualClientPatchSchema,
        response: { 204: NoContent, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 409, 413, 415, { 409: VERSION_CONFLICT }) },
      },
    },
    async (request, reply) => {
      const { clientReference, clientVersion } = request.params;
      await clients.updateClient(request.partner.financialPartnerId, 'Individual', clientReference, clientVersion, request.body);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/financial-partner/company/:clientReference/:clientVersion',
    {
      schema: {
        tags: ['Client API'],
        operationId: 'updateCompanyClient',
        summary: 'Update a company client',
        description: 'As the individual update, for company clients.',
        consumes: PATCH_MEDIA_TYPES,
        params: ClientVersionParams,
        body: CompanyClientPatchSchema,
        response: { 204: NoContent, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 409, 413, 415, { 409: VERSION_CONFLICT }) },
      },
    },
    async (request, reply) => {
      const { clientReference, clientVersion } = request.params;
      await clients.updateClient(request.partner.financialPartnerId, 'Company', clientReference, clientVersion, request.body);
      return reply.status(204).send();
    },
  );
}
