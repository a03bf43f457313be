import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('GET /products/openapi.json', () => {
  it('serves a valid OpenAPI 3.0 document of the Product Catalog API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.info).toMatchObject({ title: 'Product Catalog API', version: '2022-07-01' });
    // The list route is /products/ (swagger writes the prefix route without its slash).
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/products/',
      '/products/{productId}',
      '/products/{productId}/institution/document/{documentType}',
      '/products/{productId}/issue/{productIssueNumber}/version/{productIssueVersionNumber}/document/{documentType}',
      '/products/{productId}/{issueNumber}/summary',
    ]);
  });

  it('describes every property of every response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/products/openapi.json' })).json();
    const undescribed: string[] = [];
    const seen = new Set<string>();
    const visit = (schema: Record<string, unknown> | undefined, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      // Bodies are named components now: follow each reference once.
      if (typeof schema.$ref === 'string') {
        const name = schema.$ref.replace('#/components/schemas/', '');
        if (seen.has(name)) return;
        seen.add(name);
        return visit(doc.components.schemas[name], `${path}(${name})`);
      }
      const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (typeof property.description !== 'string' && !property.$ref) undescribed.push(`${path}.${name}`);
        visit(property, `${path}.${name}`);
      }
      if (schema.items) visit(schema.items as Record<string, unknown>, `${path}[]`);
    };
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>,
    )) {
      for (const operation of Object.values(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const media of Object.values(response.content ?? {})) visit(media.schema, `${path} ${status}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });
});
