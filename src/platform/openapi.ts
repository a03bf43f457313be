/**
 * One OpenAPI 3.0.1 document per API (the five partner APIs, the token
 * service, the sandbox and the operator API), cut from the whole document that
 * @fastify/swagger builds from the route schemas and publishContract shapes,
 * so the contract cannot drift from the code (docs/api-docs.md).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { type OpenApiDocument, OPERATOR_SECURITY, PARTNER_SECURITY, referencedComponents } from './openapi-contract.js';

/** Who reads a document, and so which docs page shows it. */
export type Audience = 'partner' | 'sandbox' | 'operator';

export interface ApiDocument {
  /** The file name in openapi/ (without .json). */
  api: string;
  /** Served at `${prefix}/openapi.json`; the document holds the paths under its prefixes. */
  prefix: string;
  prefixes: string[];
  title: string;
  version: string;
  description: string;
  audience: Audience;
}

const partnerApi = (api: string, prefix: string, title: string, version: string, description: string): ApiDocument => ({
  api,
  prefix,
  prefixes: [prefix],
  title,
  version,
  description,
  audience: 'partner',
});

/** The partner APIs: the five of the specification, and webhooks. */
export const API_DOCUMENTS: ApiDocument[] = [
  partnerApi('clients', '/clients', 'Client API', '2020-08-01', 'Register and maintain individual and company clients.'),
  partnerApi('products', '/products', 'Product Catalog API', '2022-07-01', 'Browse savings products, their issues and documents.'),
  partnerApi('instructions', '/instruction-request', 'Instruction Request API', '2021-11-01', 'Submit deposits, withdrawals, account closures and reverts, and poll their status.'),
  partnerApi('portfolios', '/financial-partners', 'Portfolios API', '2020-04-01', "Read clients' portfolios, deposit accounts, interest and pending payments."),
  partnerApi('batches', '/instruction-batches', 'Instruction Batches API', 'unversioned', 'See and confirm the daily settlement batches.'),
  // Beyond the specification, with the same credentials and rate limiting (docs/decisions/events-feed.md).
  partnerApi('webhooks', '/webhooks', 'Webhooks API', '2026-05-01', 'Register endpoints that receive signed events (Standard Webhooks), and read the same events as a feed.'),
];

/** The version of the partner API a documented path belongs to; undefined for an unversioned API and every other path. */
export function apiVersionOfPath(path: string): string | undefined {
  const doc = API_DOCUMENTS.find((d) => d.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
  return doc && doc.version !== 'unversioned' ? doc.version : undefined;
}

/** Every document: the partner APIs, then the token service, the sandbox and the operator API. */
export const ALL_DOCUMENTS: ApiDocument[] = [
  ...API_DOCUMENTS,
  {
    api: 'token',
    prefix: '/connect',
    prefixes: ['/connect', '/.well-known'],
    title: 'Token service',
    version: '1.0.0',
    description:
      'OAuth 2.0 client credentials (RFC 6749): trade the client id and secret for an access token, sent with the subscription key on every partner call. Errors follow RFC 6749.',
    audience: 'partner',
  },
  {
    api: 'sandbox',
    prefix: '/sandbox',
    prefixes: ['/sandbox'],
    title: 'Sandbox API',
    version: '1.0.0',
    description: 'Sandbox only: read and move the platform clock, and run everything due. Authenticated like the partner APIs.',
    audience: 'sandbox',
  },
  {
    api: 'operator',
    prefix: '/operator',
    prefixes: ['/operator'],
    title: 'Operator API',
    version: '1.0.0',
    description: 'The platform operator: onboard partners, manage the catalogue, watch and settle batches, reconcile.',
    audience: 'operator',
  },
];

function belongsTo(path: string, doc: ApiDocument): boolean {
  // A route at the prefix itself ('/products/', listed by swagger as '/products') belongs to the API too.
  return doc.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) && !path.endsWith('/openapi.json');
}

/** The whole document, as swagger builds it and publishContract shapes it (also served at /docs/json). */
export function wholeDocument(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

export function apiDocument(app: FastifyInstance, doc: ApiDocument, baseUrl: string): OpenApiDocument {
  const whole = wholeDocument(app);
  const paths = Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([path]) => belongsTo(path, doc)));
  const allSchemas = whole.components?.schemas ?? {};
  const used = referencedComponents(paths, allSchemas);
  const schemas = Object.fromEntries(Object.entries(allSchemas).filter(([name]) => used.has(name)));
  const security = doc.audience === 'operator' ? OPERATOR_SECURITY : doc.api === 'token' ? [] : PARTNER_SECURITY;
  const schemes = whole.components?.securitySchemes ?? {};
  const usedSchemes = new Set(
    Object.values(paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => (operation.security as Record<string, unknown>[] | undefined) ?? [])
      .flatMap((requirement) => Object.keys(requirement)),
  );
  return {
    openapi: whole.openapi,
    info: { title: doc.title, version: doc.version, description: doc.description },
    servers: [{ url: baseUrl }],
    ...(security.length > 0 ? { security } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: Object.fromEntries(Object.entries(schemes).filter(([name]) => usedSchemes.has(name))),
    },
  };
}

export function registerApiDocuments(app: FastifyInstance, baseUrl: string): void {
  for (const doc of ALL_DOCUMENTS) {
    app.get(`${doc.prefix}/openapi.json`, { schema: { hide: true } }, async () => {
      const document = apiDocument(app, doc, baseUrl);
      // The sandbox in production, or the operator API without its key, has no routes: no document either.
      if (Object.keys(document.paths).length === 0) throw AppError.notFound(`The ${doc.title} document`);
      return document;
    });
  }
}
