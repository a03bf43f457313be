/** Operator: onboard partners, rotate their credentials, add introducers. */
import { Type } from '@sinclair/typebox';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { IntroducerSchema, introducerToJson } from './introducer.schemas.js';
import type { PartnersService } from './partners.service.js';

const Role = Type.Union([Type.Literal('pension'), Type.Literal('wealth'), Type.Literal('institution')], {
  description: 'Decides which products the partner sees.',
});

const PartnerCredentialsSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner id.' }),
    name: Type.String({ description: 'The partner name.' }),
    role: Role,
    clientId: Type.String({ description: 'OAuth client id.' }),
    clientSecret: Type.String({ description: 'OAuth client secret. Shown once; only its hash is stored.' }),
    subscriptionKey: Type.String({ description: 'The cdpapi-Subscription-Key. Shown once; only its hash is stored.' }),
  },
  { title: 'PartnerCredentials', description: 'A partner and its new credentials.' },
);

const PartnerId = Type.Object({ financialPartnerId: Type.String({ maxLength: 100, description: 'The partner id.' }) });

export function partnersRoutes(app: HttpApp, partners: PartnersService): void {
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
            role: Role,
          },
          { title: 'NewPartner' },
        ),
        response: { 201: PartnerCredentialsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.status(201).send(await partners.createPartner(request.body)),
  );

  app.get(
    '/partners',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'listPartners',
        summary: 'List partners',
        response: {
          200: Type.Object(
            {
              partners: Type.Array(
                Type.Object(
                  {
                    financialPartnerId: Type.String(),
                    name: Type.String(),
                    role: Type.String(),
                    clientId: Type.Union([Type.String(), Type.Null()]),
                    createdAtUtc: Type.String(),
                  },
                  { title: 'Partner' },
                ),
              ),
            },
            { title: 'PartnerList' },
          ),
          ...errorResponses(401),
        },
      },
    },
    async () => ({
      partners: (await partners.listPartners()).map((p) => ({
        financialPartnerId: p.financialPartnerId,
        name: p.name,
        role: p.role,
        clientId: p.clientId,
        createdAtUtc: formatDateTime(p.createdAt),
      })),
    }),
  );

  app.post(
    '/partners/:financialPartnerId/credentials/rotate',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'rotatePartnerCredentials',
        summary: "Rotate a partner's client secret and subscription key",
        params: PartnerId,
        response: { 200: PartnerCredentialsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => partners.rotateCredentials(request.params.financialPartnerId),
  );

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
        response: { 201: IntroducerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { financialPartnerId } = request.params;
      const introducer = await partners.createIntroducer(financialPartnerId, request.body);
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
        params: PartnerId,
        response: { 200: Type.Object({ introducers: Type.Array(IntroducerSchema) }, { title: 'IntroducerList' }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { financialPartnerId } = request.params;
      return { introducers: (await partners.listIntroducers(financialPartnerId)).map(introducerToJson) };
    },
  );
}
