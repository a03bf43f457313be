/**
 * One OpenAPI 3.0.1 document per partner API, cut from the document that
 * @fastify/swagger builds from the route schemas, so the contract cannot drift
 * from the code.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiName } from './config.js';

export interface ApiDocument {
  api: ApiName;
  prefix: string;
  title: string;
  version: string;
  description: string;
}

export const API_DOCUMENTS: ApiDocument[] = [
  { api: 'clients', prefix: '/clients', title: 'Client API', version: '2020-08-01', description: 'Register and maintain individual and company clients.' },
  { api: 'products', prefix: '/products', title: 'Product Catalog API', version: '2022-07-01', description: 'Browse savings products, their issues and documents.' },
  {
    api: 'instructions',
    prefix: '/instruction-request',
    title: 'Instruction Request API',
    version: '2021-11-01',
    description: 'Submit deposits, withdrawals, account closures and reverts, and poll their status.',
  },
  {
    api: 'portfolios',
    prefix: '/financial-partners',
    title: 'Portfolios API',
    version: '2020-04-01',
    description: "Read clients' portfolios, deposit accounts, interest and pending payments.",
  },
  {
    api: 'batches',
    prefix: '/instruction-batches',
    title: 'Instruction Batches API',
    version: 'unversioned',
    description: 'See and confirm the daily settlement batches.',
  },
  {
    api: 'webhooks',
    prefix: '/webhooks',
    title: 'Webhooks API',
    version: '2026-05-01',
    description: 'Register endpoints that receive signed events (Standard Webhooks), and read the same events as a feed.',
  },
];

type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: unknown[];
  paths: Record<string, unknown>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
};

export function apiDocument(app: FastifyInstance, doc: ApiDocument, baseUrl: string): OpenApiDocument {
  const whole = app.swagger() as unknown as OpenApiDocument;
  const paths = Object.fromEntries(
    Object.entries(whole.paths ?? {}).filter(
      // A route at the prefix itself ('/products/', listed by swagger as '/products') belongs to the API too.
      ([path]) => (path === doc.prefix || path.startsWith(`${doc.prefix}/`)) && !path.endsWith('/openapi.json'),
    ),
  );
  return {
    openapi: '3.0.1',
    info: { title: doc.title, version: doc.version, description: doc.description },
    servers: [{ url: baseUrl }],
    security: [{ subscriptionKey: [], bearerToken: [] }],
    paths,
    components: {
      ...(whole.components ?? {}),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

export const SECURITY_SCHEMES = {
  subscriptionKey: { type: 'apiKey', in: 'header', name: 'cdpapi-Subscription-Key', description: 'The subscription key issued at onboarding.' },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /connect/token (client credentials grant).',
  },
};

export function registerApiDocuments(app: FastifyInstance, baseUrl: string): void {
  for (const doc of API_DOCUMENTS) {
    app.get(`${doc.prefix}/openapi.json`, { schema: { hide: true } }, async () => apiDocument(app, doc, baseUrl));
  }
}
