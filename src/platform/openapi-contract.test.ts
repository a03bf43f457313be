/**
 * The published contract (docs/api-docs.md, issue 16): operation ids, named
 * components, security, error examples with the real codes, and examples
 * that work against a fresh sandbox.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ENV, WHOLE_DOCUMENT } from '../../scripts/export-openapi.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { seedSandbox } from '../sandbox/seed.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import { ALL_DOCUMENTS } from './openapi.js';

type Json = Record<string, unknown>;
type Operation = { operationId?: string; security?: Json[]; parameters?: Json[]; requestBody?: { content: Record<string, Json> }; responses: Record<string, Json> };

let t: TestPlatform;
const documents = new Map<string, Json>();

beforeAll(async () => {
  t = await startTestPlatform({ env: { ...EXPORT_ENV, OPERATOR_API_KEY: 'test-operator-key' } });
  for (const doc of ALL_DOCUMENTS) {
    const response = await t.app.inject({ method: 'GET', url: `${doc.prefix}/openapi.json` });
    expect(response.statusCode, doc.prefix).toBe(200);
    documents.set(doc.api, response.json());
  }
  const whole = await t.app.inject({ method: 'GET', url: WHOLE_DOCUMENT.url });
  expect(whole.statusCode).toBe(200);
  documents.set('whole', whole.json());
});
afterAll(async () => t?.close());

function operations(document: Json): [method: string, path: string, operation: Operation][] {
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => [method, path, operation] as [string, string, Operation]),
  );
}

const whole = () => documents.get('whole') as Json;

/** The operation ids the issue names, and the routes they belong to. */
const NAMED: Record<string, string> = {
  createIndividualClient: 'post /clients/financial-partner',
  getIndividualClient: 'get /clients/{clientReference}',
  updateIndividualClient: 'patch /clients/{clientReference}/{clientVersion}',
  createCompanyClient: 'post /clients/financial-partner/company',
  getCompanyClient: 'get /clients/financial-partner/company/{clientReference}',
  updateCompanyClient: 'patch /clients/financial-partner/company/{clientReference}/{clientVersion}',
  listProducts: 'get /products/',
  getProduct: 'get /products/{productId}',
  getProductIssueSummary: 'get /products/{productId}/{issueNumber}/summary',
  downloadProductDocument: 'get /products/{productId}/issue/{productIssueNumber}/version/{productIssueVersionNumber}/document/{documentType}',
  submitDeposit: 'post /instruction-request/deposit',
  submitWithdrawal: 'post /instruction-request/withdraw',
  submitAccountClosure: 'post /instruction-request/close-account',
  submitRevert: 'post /instruction-request/revert',
  getInstructionStatus: 'get /instruction-request/status/{instructionReference}',
  listPortfolios: 'get /financial-partners/portfolios',
  getClientPortfolios: 'get /financial-partners/clients/{clientReference}/portfolios',
  getPendingInstructions: 'get /financial-partners/clients/{clientReference}/pending-instructions',
  getIntroducer: 'get /financial-partners/{financialPartnerId}/introducers/{introducerId}',
  listInstructionBatches: 'get /instruction-batches/',
  listInstructionSummaries: 'get /instruction-batches/{instructionBatchId}/instruction-summary/{instructionFilterType}',
  listBatchReferences: 'get /instruction-batches/{instructionBatchId}/references',
  updateInstructionBatches: 'post /instruction-batches/batch-update',
  requestAccessToken: 'post /connect/token',
};

describe('the OpenAPI documents', () => {
  it.each([...ALL_DOCUMENTS.map((doc) => doc.api), 'whole'])('%s is valid OpenAPI 3.0', async (name) => {
    const document = documents.get(name) as Json;
    expect(document.openapi).toBe('3.0.1');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    // OpenAPI 3.0 spells exclusive bounds as booleans beside minimum/maximum (draft-7 numbers are what Ajv checks).
    expect(JSON.stringify(document)).not.toMatch(/"exclusive(Minimum|Maximum)":\s*-?\d/);
  });

  it('give every operation a unique camelCase operationId, named for the act', () => {
    const ids = operations(whole()).map(([, , operation]) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = Object.fromEntries(operations(whole()).map(([method, path, operation]) => [operation.operationId, `${method} ${path}`]));
    for (const [id, route] of Object.entries(NAMED)) expect(byId[id], id).toBe(route);
  });

  it('name every JSON request and response body as a component, referenced by $ref', () => {
    const inline: string[] = [];
    for (const [method, path, operation] of operations(whole())) {
      const bodies = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [`request ${type}`, media] as const),
        ...Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries((response.content as Record<string, Json> | undefined) ?? {}).map(([type, media]) => [`${status} ${type}`, media] as const),
        ),
      ];
      for (const [where, media] of bodies) {
        const isJson = /json|x-www-form-urlencoded/.test(where);
        if (isJson && typeof (media.schema as Json | undefined)?.$ref !== 'string') inline.push(`${method} ${path} ${where}`);
      }
    }
    expect(inline).toEqual([]);
    const schemas = (whole().components as { schemas: Json }).schemas;
    for (const name of ['IndividualClient', 'CompanyClient', 'Product', 'ProductIssue', 'FinancialInstitution', 'Portfolio', 'DepositAccount', 'InstructionBatch', 'Error']) {
      expect(schemas[name], name).toBeDefined();
    }
  });

  // Issue 49: a validating proxy read the XML of a payment file against the JSON PaymentFile schema.
  it('give a text or file media type a schema of its own, never a JSON object schema', () => {
    const components = (whole().components as { schemas: Record<string, Json> }).schemas;
    const misfits: string[] = [];
    for (const [method, path, operation] of operations(whole())) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries((response.content as Record<string, Json> | undefined) ?? {})) {
          if (/json/.test(type)) continue;
          const schema = media.schema as Json | undefined;
          const ref = typeof schema?.$ref === 'string' ? components[schema.$ref.split('/').at(-1)!] : schema;
          if (ref?.type === 'object') misfits.push(`${method} ${path} ${status} ${type}`);
        }
      }
    }
    expect(misfits).toEqual([]);
  });

  it('show with each error response the code the platform answers with for that status', () => {
    const wrong: string[] = [];
    for (const [method, path, operation] of operations(whole())) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
        if (Number(status) < 400 || (media?.schema as Json | undefined)?.$ref !== '#/components/schemas/Error') continue;
        const example = media?.example as { Error?: string; ErrorDescription?: string } | undefined;
        const code = example?.Error as ErrorCode | undefined;
        if (!code || ERROR_STATUS[code] !== Number(status) || !example?.ErrorDescription || example.ErrorDescription === 'string') {
          wrong.push(`${method} ${path} ${status}: ${JSON.stringify(example)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ask for the subscription key and an OAuth 2.0 client credentials token on every partner operation', () => {
    const schemes = (whole().components as { securitySchemes: Record<string, Json> }).securitySchemes;
    expect(schemes.oauth2).toEqual(expect.objectContaining({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'http://127.0.0.1:8080/connect/token', scopes: {} } } }));
    expect(schemes.subscriptionKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'cdpapi-Subscription-Key' }));
    for (const [method, path, operation] of operations(whole())) {
      const expected = path.startsWith('/operator/') ? [{ operatorApiKey: [] }] : /^\/(connect|\.well-known)\//.test(path) ? [] : [{ subscriptionKey: [], oauth2: [] }];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it('include a document of the token service, needing no credentials', () => {
    const token = documents.get('token') as Json;
    expect(Object.keys(token.paths as Json).sort()).toEqual(['/.well-known/jwks.json', '/connect/token']);
    expect(token.security).toBeUndefined();
  });

  it('say the token request ignores the parameters it does not use and refuses one sent twice (RFC 6749 §3.2)', () => {
    const token = documents.get('token') as { paths: Record<string, Record<string, { requestBody: { description: string } }>> };
    const { description } = token.paths['/connect/token'].post.requestBody;
    expect(description).toMatch(/ignored \(RFC 6749 §3\.2\)/);
    expect(description).toMatch(/more than once/);
    expect(description).not.toMatch(/is refused: 400 ValidationFailed/);
  });
});

describe('the examples, against a fresh sandbox', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    await seedSandbox(t.platform);
    const { clientId, clientSecret, subscriptionKey } = t.platform.config.sandbox;
    const token = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${encodeURIComponent(clientId)}&client_secret=${encodeURIComponent(clientSecret)}`,
    });
    expect(token.statusCode).toBe(200);
    headers = { 'cdpapi-subscription-key': subscriptionKey, authorization: `Bearer ${token.json().access_token}` };
  }, 60_000);

  it('of every Product Catalog operation answer 200 when tried as the demo partner', async () => {
    const products = documents.get('products') as Json;
    for (const [method, path, operation] of operations(products)) {
      let url = path;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path') continue;
        const example = (parameter.schema as Json).example ?? parameter.example;
        expect(example, `${path} ${String(parameter.name)}`).toBeDefined();
        url = url.replace(`{${String(parameter.name)}}`, encodeURIComponent(String(example)));
      }
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('of a deposit is processed as it stands: its accountReference is the demo partner’s seeded client', async () => {
    const instructions = documents.get('instructions') as Json;
    const [, , deposit] = operations(instructions).find(([, , operation]) => operation.operationId === 'submitDeposit') as [string, string, Operation];
    const examples = deposit.requestBody?.content['application/json'].examples as Record<string, { description: string; value: Json }>;
    const [example] = Object.values(examples);
    expect(example.description).toMatch(/accountReference.*clientReference.*createIndividualClient.*seeded client/);

    // Seeding again (every sandbox start) finds the client rather than failing or adding one.
    await seedSandbox(t.platform);
    const accepted = await t.app.inject({ method: 'POST', url: '/instruction-request/deposit', headers, payload: example.value });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/run', headers })).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: accepted.json().statusLocation, headers });
    expect(status.json()).toMatchObject({ status: 'Processed' });
  });
});
