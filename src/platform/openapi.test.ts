/**
 * The Client API's OpenAPI document: valid OpenAPI 3.0.1, complete against the
 * specification's endpoint table, documented field by field, and identical to
 * the copy exported to openapi/ (so a contract change shows in review).
 */
import { readdir, readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFileName, EXPORT_ENV, serialiseDocument, WHOLE_DOCUMENT } from '../../scripts/export-openapi.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { ALL_DOCUMENTS, API_DOCUMENTS } from './openapi.js';

let t: TestPlatform;
beforeAll(async () => {
  // The same settings as the export, so the served document can be compared with the file.
  t = await startTestPlatform({ env: { ...EXPORT_ENV, OPERATOR_API_KEY: 'test-operator-key' } });
});
afterAll(async () => t?.close());

type Schema = Record<string, unknown>;

async function served(prefix: string): Promise<Schema> {
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/openapi.json` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every property of every schema in the document, with where it was found. */
function propertiesWithoutDescription(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => propertiesWithoutDescription(item, `${path}[${i}]`, found));
  } else if (node && typeof node === 'object') {
    const object = node as Schema;
    const properties = object.properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties) && (object.type === 'object' || !object.type)) {
      for (const [name, schema] of Object.entries(properties as Record<string, Schema>)) {
        if (typeof schema.description !== 'string' && typeof schema.$ref !== 'string') found.push(`${path}.properties.${name}`);
      }
    }
    for (const [key, value] of Object.entries(object)) propertiesWithoutDescription(value, `${path}.${key}`, found);
  }
  return found;
}

/** The Client API endpoint table of the specification, with every status it documents. */
const CLIENT_ENDPOINTS: [method: string, path: string, statuses: string[]][] = [
  ['post', '/clients/financial-partner', ['200', '201', '400', '401', '409', '429']],
  ['post', '/clients/financial-partner/company', ['201', '400', '401', '409', '429']],
  ['get', '/clients/{clientReference}', ['200', '401', '404', '429']],
  ['get', '/clients/financial-partner/company/{clientReference}', ['200', '401', '404', '429']],
  ['patch', '/clients/{clientReference}/{clientVersion}', ['204', '400', '401', '404', '409', '429']],
  ['patch', '/clients/financial-partner/company/{clientReference}/{clientVersion}', ['204', '400', '401', '404', '409', '429']],
];

describe('GET /clients/openapi.json', () => {
  it('is a valid OpenAPI 3.0.1 document', async () => {
    const document = await served('/clients');
    expect(document.openapi).toBe('3.0.1');
    expect(document.info).toMatchObject({ title: 'Client API', version: '2020-08-01' });
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(CLIENT_ENDPOINTS)('documents %s %s with each of its statuses', async (method, path, statuses) => {
    const document = await served('/clients');
    const operation = (document.paths as Record<string, Record<string, Schema>>)[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation.responses as Schema)).toEqual(expect.arrayContaining(statuses));
  });

  it('documents only the Client API paths', async () => {
    const paths = Object.keys((await served('/clients')).paths as Schema);
    expect(paths.sort()).toEqual(CLIENT_ENDPOINTS.map(([, path]) => path).sort());
  });

  it('accepts the three JSON media types on the updates', async () => {
    const document = await served('/clients');
    for (const path of ['/clients/{clientReference}/{clientVersion}', '/clients/financial-partner/company/{clientReference}/{clientVersion}']) {
      const content = ((document.paths as Record<string, Record<string, Schema>>)[path].patch.requestBody as { content: Schema }).content;
      expect(Object.keys(content).sort()).toEqual(['application/json', 'application/json-patch+json', 'text/json']);
    }
  });

  it('describes every property of every schema', async () => {
    expect(propertiesWithoutDescription(await served('/clients'), '$', [])).toEqual([]);
  });

  it('declares the subscription key and OAuth 2.0 client credentials security schemes', async () => {
    const document = await served('/clients');
    // The bearer token is now described as what it is: an OAuth 2.0 client credentials token (issue 16).
    expect(document.security).toEqual([{ subscriptionKey: [], oauth2: [] }]);
    expect(Object.keys((document.components as { securitySchemes: Schema }).securitySchemes).sort()).toEqual(['oauth2', 'subscriptionKey']);
  });
});

describe('the api-version of the versioned partner APIs', () => {
  it('is documented on every operation, as the header a call may send and the header every answer carries', async () => {
    const versioned = API_DOCUMENTS.filter((doc) => doc.version !== 'unversioned');
    expect(versioned.map((doc) => doc.api)).toEqual(['clients', 'products', 'instructions', 'portfolios', 'webhooks']);
    for (const doc of versioned) {
      const paths = (await served(doc.prefix)).paths as Record<string, Record<string, { parameters?: Schema[]; responses: Record<string, { headers?: Schema }> }>>;
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const where = `${method.toUpperCase()} ${path}`;
          const parameter = operation.parameters?.find((p) => p.in === 'header' && p.name === 'api-version');
          expect({ where, schema: parameter?.schema, required: parameter?.required }).toEqual({ where, schema: { type: 'string', enum: [doc.version] }, required: false });
          for (const [status, response] of Object.entries(operation.responses)) {
            expect({ where, status, header: response.headers?.['api-version'] }).toMatchObject({ where, status, header: { schema: { enum: [doc.version] } } });
          }
        }
      }
    }
    // The unversioned Instruction Batches API documents none.
    expect(JSON.stringify(await served('/instruction-batches'))).not.toContain('api-version');
  });
});

describe('the exported documents in openapi/', () => {
  it('equal what the app serves for every API that has routes (run npm run openapi:export after a contract change)', async () => {
    let compared = 0;
    for (const doc of ALL_DOCUMENTS) {
      const document = await served(doc.prefix);
      if (Object.keys(document.paths as Schema).length === 0) continue;
      const onDisk = await readFile(new URL(`../../openapi/${documentFileName(doc.api)}`, import.meta.url), 'utf8').catch(() => '(missing)');
      expect(onDisk, `openapi/${documentFileName(doc.api)}`).toBe(serialiseDocument(document));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(1);
  });

  it('include the whole document behind /docs, equal to what the app serves (run npm run openapi:export after a contract change)', async () => {
    const response = await t.app.inject({ method: 'GET', url: WHOLE_DOCUMENT.url });
    expect(response.statusCode).toBe(200);
    const onDisk = await readFile(new URL(`../../openapi/${WHOLE_DOCUMENT.file}`, import.meta.url), 'utf8').catch(() => '(missing)');
    expect(onDisk, `openapi/${WHOLE_DOCUMENT.file}`).toBe(serialiseDocument(response.json()));
  });

  it('hold no document the code no longer produces', async () => {
    const expected = [...ALL_DOCUMENTS.map((doc) => documentFileName(doc.api)), WHOLE_DOCUMENT.file].sort();
    const files = (await readdir(new URL('../../openapi/', import.meta.url))).filter((name) => name.endsWith('.json')).sort();
    expect(files).toEqual(expected);
  });
});
