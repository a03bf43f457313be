/**
 * docs/decisions/bounded-input.md: whatever a request holds, the work it causes and
 * the answer it gets are bounded. Every array and string a request may carry
 * has a documented limit; a body far over a limit is refused in milliseconds
 * with a small error body that still names the fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../../test/builders/clients.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { jsonLimitProblem, MAX_JSON_ARRAY_ITEMS } from './json-limits.js';
import { MAX_FIELD_ERRORS } from './validation.js';

let t: TestPlatform;
let partner: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
});
afterAll(async () => t?.close());

/** An error body "of a few KB". */
const MAX_ERROR_BODY_BYTES = 4096;
// How long these bodies take is measured, not asserted here (a wall-clock bound races a shared machine):
// the amplification suite (test/reliability/amplification.ts) sends the same bodies to a real service and
// judges the work each causes. Here: what the answer is, and that it is small.

describe('a body far over an array limit', () => {
  const emptyItems = (count: number) => `[${Array.from({ length: count }, () => '{}').join(',')}]`;

  it('batch-update with 300,000 empty items: 400, a small body naming the array', async () => {
    const payload = `{"InstructionBatchStatus":"Closed","InstructionBatches":${emptyItems(300_000)}}`;
    expect(payload.length).toBeLessThan(1_048_576);
    const response = await t.as(partner, { method: 'POST', url: '/instruction-batches/batch-update', payload, headers: { 'content-type': 'application/json' } });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
    expect(body.errors).toContainEqual({ field: 'InstructionBatches', reason: 'range' });
    expect((body.errors as unknown[]).length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
  });

  it('a client create with 300,000 empty accounts: 400, a small body naming the array', async () => {
    const client = JSON.stringify({ ...newIndividualClient(), accounts: [] });
    const payload = client.replace('"accounts":[]', `"accounts":${emptyItems(300_000)}`);
    const response = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload, headers: { 'content-type': 'application/json' } });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
    expect(body.errors).toContainEqual({ field: 'accounts', reason: 'range' });
  });

  it('a client PATCH with 300,000 operations: 400, a small body', async () => {
    const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
    expect(created.statusCode).toBe(201);
    const operations = `[${Array.from({ length: 300_000 }, () => '{}').join(',')}]`;
    const response = await t.as(partner, {
      method: 'PATCH',
      url: `/clients/${created.json().clientReference}/1`,
      payload: operations,
      headers: { 'content-type': 'application/json-patch+json' },
    });
    expectErrorBody(response, 400);
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
  });
});

describe('many invalid fields within the limits', () => {
  it('lists the first fields only and says how many more there were', async () => {
    // 100 items (the limit), each missing two fields: 200 errors.
    const payload = { InstructionBatchStatus: 'Closed', InstructionBatches: Array.from({ length: 100 }, () => ({})) };
    const response = await t.as(partner, { method: 'POST', url: '/instruction-batches/batch-update', payload });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
    expect(body.errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(body.errors).toContainEqual({ field: 'InstructionBatches[0].InstructionBatchId', reason: 'required' });
    expect(body.ErrorDescription).toMatch(/InstructionBatches\[0\]\.InstructionBatchId \(required\)/);
    expect(body.ErrorDescription).toMatch(/180 more/);
  });
});

describe('numbers beyond a double', () => {
  // JSON.parse reads 1e400 as Infinity; Ajv, unless told otherwise, takes
  // Infinity for an integer (Infinity % 1 is NaN, so "no fraction"), and the
  // insert then failed: the fuzz suite found a 500 on an operator issue.
  it('an integer field of 1e400 in a body is 400 naming the field, never 500', async () => {
    const product = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 12, termUnit: 'Month' });
    const response = await t.operator({
      method: 'POST',
      url: `/operator/products/${product.productId}/issues`,
      payload: '{"ratePercent":4,"depositPerAccountMinimum":1000,"depositPerAccountMaximum":5000,"documents":[{"documentId":"X","documentVersion":1e400}]}',
      headers: { 'content-type': 'application/json' },
    });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(JSON.stringify(body)).toContain('documentVersion');
  });

  it('a number field of -1e400 in a body is 400', async () => {
    const response = await t.as(partner, {
      method: 'POST',
      url: '/instruction-request/deposit',
      payload: '{"productReference":"P","productIssueNumber":"1","productIssueVersionNumber":"1","accountReference":"A","amount":-1e400,"instructionReference":"r-1e400"}',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(response, 400, 'ValidationFailed');
  });
});

describe('a string far over its limit', () => {
  it('a 900,000-character email address: 400 maxLength, a small body', async () => {
    const payload = newIndividualClient({ emailAddress: `${'a'.repeat(900_000)}@example.com` });
    const response = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toContainEqual({ field: 'emailAddress', reason: 'maxLength' });
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
  });

  it('a 900,000-character client_id at the token endpoint: an RFC 6749 400 with a small body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: `grant_type=client_credentials&client_id=${'a'.repeat(900_000)}&client_secret=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
  });

  it('an oversized media type is not echoed back whole', async () => {
    const contentType = `application/x-${'a'.repeat(8000)}`;
    const response = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: 'x', headers: { 'content-type': contentType } });
    expectErrorBody(response, 415, 'UnsupportedMediaType');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
  });

  it('a long path that is not a JSON Pointer is not echoed back whole', async () => {
    const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
    const response = await t.as(partner, {
      method: 'PATCH',
      url: `/clients/${created.json().clientReference}/1`,
      payload: [{ op: 'replace', path: 'x'.repeat(100_000), value: 'y' }],
      headers: { 'content-type': 'application/json-patch+json' },
    });
    expectErrorBody(response, 400);
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_BYTES);
  });
});

describe('the scan before parsing', () => {
  const limits = { arrayItems: 3, containers: 10 };
  const items = (n: number, item: string) => Array.from({ length: n }, () => item).join(',');

  it('names the array over the limit, wherever it is and whatever its keys hold', () => {
    expect(jsonLimitProblem(`{"a":{"b\\"c":[1,[${items(4, '"x\\\\\\"],"')}]]}}`, limits)).toEqual({ kind: 'array', field: 'a.b"c[1]', limit: 3 });
    expect(jsonLimitProblem(`[${items(4, ' -1.5e3 ')}]`, limits)).toEqual({ kind: 'array', field: '', limit: 3 });
    expect(jsonLimitProblem(`{"x":[${items(4, '{}')}]}`, limits)).toEqual({ kind: 'array', field: 'x', limit: 3 });
  });

  it('passes bodies within the limits, brackets inside strings included, and leaves malformed text to JSON.parse', () => {
    expect(jsonLimitProblem(`{"x":[${items(3, 'true')}],"y":"[[[[,,,,]]]]"}`, limits)).toBeUndefined();
    expect(jsonLimitProblem('{"x":[1,2', limits)).toBeUndefined();
    expect(jsonLimitProblem('"unterminated', limits)).toBeUndefined();
  });

  it('counts objects and arrays in the whole body', () => {
    expect(jsonLimitProblem(`[${items(3, '[[],[],[]]')}]`, limits)).toEqual({ kind: 'containers', limit: 10 });
  });
});

// ------------------------------------------------------------------ every request schema has limits

type Schema = Record<string, unknown>;

/** Every place in a request schema where an array lacks maxItems or a free string lacks maxLength. */
function unbounded(schema: Schema | undefined, components: Record<string, Schema>, where: string, out: string[], seen = new Set<Schema>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    unbounded(components[schema.$ref.split('/').pop() as string], components, where, out, seen);
    return;
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('array') && typeof schema.maxItems !== 'number') out.push(`${where}: array without maxItems`);
  // The scan before parsing refuses longer arrays without naming the schema's limit: it must never be the tighter one.
  if (typeof schema.maxItems === 'number' && schema.maxItems > MAX_JSON_ARRAY_ITEMS) out.push(`${where}: maxItems over ${MAX_JSON_ARRAY_ITEMS}`);
  if (types.includes('string') && typeof schema.maxLength !== 'number' && !Array.isArray(schema.enum)) out.push(`${where}: string without maxLength`);
  for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) unbounded(inner, components, `${where}.${name}`, out, seen);
  if (schema.items) unbounded(schema.items as Schema, components, `${where}[]`, out, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, inner] of ((schema[key] ?? []) as Schema[]).entries()) unbounded(inner, components, `${where}(${key} ${i})`, out, seen);
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    unbounded(schema.additionalProperties as Schema, components, `${where}{}`, out, seen);
  }
}

describe('the documented limits', () => {
  it('every array and string in every request (body, query, path, header) of every route has a limit in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = document.components?.schemas ?? {};
    const problems: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (typeof operation !== 'object' || !operation) continue;
        operations++;
        for (const parameter of operation.parameters ?? []) unbounded(parameter.schema, components, `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, problems);
        for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
          unbounded(content.schema, components, `${method.toUpperCase()} ${path} body (${mediaType})`, problems);
        }
      }
    }
    expect(operations).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
