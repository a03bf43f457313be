/**
 * The docs pages' configuration (docs/api-docs.md): the partner page apart
 * from the sandbox and operator pages, the demo credentials filled in in the
 * sandbox and nowhere else, every asset served by the platform itself.
 */
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { DOCS_LOGO_SVG, freshExampleReference, registerDocsPages } from './docs-page.js';
import { EXAMPLE_CLIENT_REFERENCE, EXAMPLE_INSTRUCTION_REFERENCE } from './schemas.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ env: { OPERATOR_API_KEY: 'test-operator-key' } });
});
afterAll(async () => t?.close());

async function get(app: { inject: TestPlatform['app']['inject'] }, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

/** The `urls` Swagger UI is given on a page: the documents it lists. */
function listedDocuments(initializer: string): string[] {
  const match = /"urls":(\[[^\]]*\])/.exec(initializer);
  expect(match, 'urls in the page settings').not.toBeNull();
  return (JSON.parse(match![1]) as { url: string }[]).map((entry) => entry.url);
}

describe('the docs pages of the sandbox', () => {
  it('serve the partner APIs and the token service at /docs, apart from the sandbox and operator APIs', async () => {
    expect(listedDocuments((await get(t.app, '/docs/static/swagger-initializer.js')).body)).toEqual([
      '/clients/openapi.json',
      '/products/openapi.json',
      '/instruction-request/openapi.json',
      '/financial-partners/openapi.json',
      '/instruction-batches/openapi.json',
      '/webhooks/openapi.json',
      '/connect/openapi.json',
    ]);
    expect(listedDocuments((await get(t.app, '/docs/sandbox/static/swagger-initializer.js')).body)).toEqual(['/sandbox/openapi.json']);
    expect(listedDocuments((await get(t.app, '/docs/operator/static/swagger-initializer.js')).body)).toEqual(['/operator/openapi.json']);
    for (const url of ['/connect/openapi.json', '/sandbox/openapi.json', '/operator/openapi.json']) await get(t.app, url);
  });

  it('show the platform’s own mark, not the framework’s logo', async () => {
    const ours = `data:image/svg+xml;base64,${Buffer.from(DOCS_LOGO_SVG).toString('base64')}`;
    for (const page of ['/docs', '/docs/sandbox', '/docs/operator']) {
      expect((await get(t.app, `${page}/static/swagger-initializer.js`)).body, page).toContain(ours);
    }
  });

  it('send a new instructionReference in place of the examples’ on each try', async () => {
    const initializer = (await get(t.app, '/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain('requestInterceptor');
    // The function the page runs, from its source text, on a request as Swagger UI builds one.
    const intercept = new Function(`return (${freshExampleReference().toString()})`)() as (request: { body?: string }) => { body?: string };
    const body = JSON.stringify({ accountReference: EXAMPLE_CLIENT_REFERENCE, instructionReference: EXAMPLE_INSTRUCTION_REFERENCE });
    const first = JSON.parse(intercept({ body }).body!).instructionReference;
    const second = JSON.parse(intercept({ body }).body!).instructionReference;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(intercept({ body: '{"x":1}' }).body).toBe('{"x":1}');
  });

  it('fill in the demo partner: OAuth client id and secret in the dialog, the subscription key set, authorization kept', async () => {
    const { clientId, clientSecret, subscriptionKey } = t.platform.config.sandbox;
    const initializer = (await get(t.app, '/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain(`ui.initOAuth(${JSON.stringify({ clientId, clientSecret, appName: 'Sandbox demo partner' })})`);
    expect(initializer).toContain(`ui.preauthorizeApiKey("subscriptionKey", ${JSON.stringify(subscriptionKey)})`);
    expect(initializer).toContain('"persistAuthorization":true');
    expect(initializer).toContain('"tryItOutEnabled":true');
    // The scheme the dialog fills in points at this platform's token service.
    const clients = (await get(t.app, '/clients/openapi.json')).json();
    expect(clients.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(`${t.platform.config.publicBaseUrl}/connect/token`);
    const operator = (await get(t.app, '/docs/operator/static/swagger-initializer.js')).body;
    expect(operator).toContain('ui.preauthorizeApiKey("operatorApiKey", "test-operator-key")');
    expect(operator).toContain('ui.initOAuth({})');
  });

  it('load every asset from the platform itself, and say so in a Content-Security-Policy', async () => {
    for (const prefix of ['/docs', '/docs/sandbox', '/docs/operator']) {
      const page = await get(t.app, `${prefix}/`);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
        await get(t.app, `${prefix}/${asset.replace(/^\.\//, '')}`);
      }
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/https:(?!\/\/127\.0\.0\.1)|\*/);
    }
  });
});

describe('the docs pages outside the sandbox', () => {
  it('carry no credential and keep none in the browser', async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.0.1', info: { title: 'test', version: '1' } } });
    await registerDocsPages(app, { apiOrigins: ['https://api.example.com'], sandboxEnabled: false, operatorEnabled: true });
    await app.ready();
    try {
      const initializer = (await get(app, '/docs/static/swagger-initializer.js')).body;
      expect(initializer).toContain('ui.initOAuth({})');
      expect(initializer).toContain('"persistAuthorization":false');
      expect(initializer).not.toContain('preauthorize');
      for (const secret of ['sandbox-partner', 'sandbox-secret', 'sandbox-key', 'sandbox-operator-key']) expect(initializer).not.toContain(secret);
      expect((await get(app, '/docs/operator/static/swagger-initializer.js')).body).not.toContain('preauthorize');
      expect((await app.inject({ method: 'GET', url: '/docs/sandbox/' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
