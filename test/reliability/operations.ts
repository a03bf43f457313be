/**
 * Every operation the platform serves, read from its own OpenAPI documents
 * (the five partner APIs as served at /{prefix}/openapi.json, plus the
 * operator and sandbox routes from the whole document), and a small world of
 * real resources to aim them at. Shared by the fuzz test and the security matrix.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { API_DOCUMENTS } from '../../src/platform/openapi.js';
import { seedSandboxCatalogue } from '../../src/sandbox/catalogue.js';
import { seedSandboxBankAccounts } from '../../src/sandbox/bank-accounts.js';
import { newCompanyClient, newIndividualClient } from '../builders/clients.js';
import { batchesOf } from '../builders/reads.js';
import type { TestPartner, TestPlatform } from '../helpers.js';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /clients/{clientReference}. */
  path: string;
  /** Which audience authenticates it. */
  audience: 'partner' | 'operator' | 'token' | 'public';
  parameters: Parameter[];
  /** JSON body schema with $refs resolved, when the operation takes a body. */
  body?: JsonSchema;
  contentTypes: string[];
}

type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

function resolveRefs(schema: unknown, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 20 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, components, depth + 1));
  const object = schema as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    const name = object.$ref.split('/').pop() as string;
    return resolveRefs(components[name] ?? {}, components, depth + 1);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]));
}

function operationsOf(doc: OpenApiDoc, audience: (path: string) => Operation['audience']): Operation[] {
  const components = doc.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const first = contentTypes[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        audience: audience(path),
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolveRefs(p.schema ?? {}, components) as JsonSchema })),
        body: first ? (resolveRefs(content[first].schema, components) as JsonSchema) : undefined,
        contentTypes,
      });
    }
  }
  return operations;
}

/** Partner operations from the served per-API documents; operator and sandbox ones from the whole document. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const doc of API_DOCUMENTS) {
    const response = await app.inject({ method: 'GET', url: `${doc.prefix}/openapi.json` });
    if (response.statusCode !== 200) throw new Error(`${doc.prefix}/openapi.json answered ${response.statusCode}`);
    operations.push(...operationsOf(response.json() as OpenApiDoc, () => 'partner'));
  }
  const whole = app.swagger() as unknown as OpenApiDoc;
  const rest = { ...whole, paths: Object.fromEntries(Object.entries(whole.paths).filter(([p]) => p.startsWith('/operator') || p.startsWith('/sandbox'))) };
  operations.push(...operationsOf(rest, (p) => (p.startsWith('/operator') ? 'operator' : 'partner')));
  return operations;
}

/** Real resources: partner A's clients, deposits, batches and introducer; a client of partner B; a partner C for operator writes. */
export interface World {
  a: TestPartner;
  b: TestPartner;
  c: TestPartner;
  /** Values for path parameters, by lower-cased parameter name. */
  values: Record<string, string[]>;
  /** Partner B's own client (A asking for it must get 404). */
  clientOfB: string;
}

export async function buildWorld(t: TestPlatform): Promise<World> {
  await seedSandboxCatalogue(t.platform);
  // Its institutions' receiving accounts, so that payment runs can place money with them.
  await seedSandboxBankAccounts(t.platform);
  const [a, b, c] = [await t.newPartner('wealth'), await t.newPartner('wealth'), await t.newPartner('institution')];
  const created = async (partner: TestPartner, url: string, payload: unknown) => {
    const response = await t.as(partner, { method: 'POST', url, payload: payload as Record<string, unknown> });
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as Record<string, string>;
  };
  const individual = (await created(a, '/clients/financial-partner', newIndividualClient())).clientReference;
  const company = (await created(a, '/clients/financial-partner/company', newCompanyClient())).clientReference;
  const clientOfB = (await created(b, '/clients/financial-partner', newIndividualClient())).clientReference;
  const introducer = await t.operator({
    method: 'POST',
    url: `/operator/partners/${a.financialPartnerId}/introducers`,
    payload: { introducerType: 'individual', firstName: 'Ian', lastName: 'Troducer', emailAddress: 'ian@example.com' },
  });
  if (introducer.statusCode !== 201) throw new Error(`introducer answered ${introducer.statusCode}: ${introducer.body}`);
  const introducerId = (introducer.json() as { introducerId: string }).introducerId;

  const references: string[] = [];
  for (const [product, amount] of [
    ['IA-GBP-TYNESAVE', 5000],
    ['FT12-GBP-NORTHBANK', 10000],
  ] as const) {
    const reference = randomUUID();
    const accepted = await t.as(a, {
      method: 'POST',
      url: '/instruction-request/deposit',
      payload: { productReference: product, productIssueNumber: '1', productIssueVersionNumber: '2', accountReference: individual, amount, instructionReference: reference },
    });
    if (accepted.statusCode !== 202) throw new Error(`deposit answered ${accepted.statusCode}: ${accepted.body}`);
    references.push(reference);
  }
  await t.as(a, { method: 'POST', url: '/sandbox/run' });
  for (const reference of references) {
    const status = await t.as(a, { method: 'GET', url: `/instruction-request/status/${reference}` });
    if (status.json().status !== 'Processed') throw new Error(`the world's deposit was not processed: ${status.body}`);
  }
  const batches = await batchesOf(t.platform.db, a.financialPartnerId);
  const products = await t.as(a, { method: 'GET', url: '/products/' });
  const productIds = ((products.json() as { products?: { productId: string }[] }).products ?? []).map((p) => p.productId).slice(0, 6);

  return {
    a,
    b,
    c,
    clientOfB,
    values: {
      clientreference: [individual, company],
      clientversion: ['1', '2'],
      productid: productIds.length ? productIds : ['IA-GBP-TYNESAVE', 'FT12-GBP-NORTHBANK', 'N95-GBP-NORTHBANK'],
      issuenumber: ['1', '2'],
      productissuenumber: ['1', '2'],
      productissueversionnumber: ['1', '2'],
      financialpartnerid: [a.financialPartnerId],
      introducerid: [introducerId],
      instructionreference: references,
      instructionbatchid: batches.map((batch) => batch.instructionBatchId),
      instructionfiltertype: ['All', 'Closure', 'closure'],
      documenttype: ['ProductTermsAndConditions', 'DepositInformation', 'PlatformTerms'],
      financialinstitutionid: ['NORTHBANK', 'TYNESAVE'],
    },
  };
}

/** The path with each parameter replaced by `valueOf(name)` (URL-encoded unless raw). */
export function fillPath(path: string, valueOf: (name: string) => { value: string; raw?: boolean }): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const { value, raw } = valueOf(name);
    return raw ? value : encodeURIComponent(value);
  });
}
