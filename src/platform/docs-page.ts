/**
 * The interactive docs pages (docs/api-docs.md): Swagger UI, served with
 * every asset from this process (no CDN, no web fonts), one page per audience:
 *
 *   /docs           the six partner APIs and the token service, one document each
 *   /docs/sandbox   the sandbox controls (sandbox only)
 *   /docs/operator  the operator API (when it is enabled)
 *
 * In the sandbox the pages come ready to use: the demo partner's client id and
 * secret fill the OAuth 2.0 dialog (one click on Authorize gets a token), its
 * subscription key is already set, and the operator page has the operator key.
 * Elsewhere the pages carry no credential at all and keep none in the browser.
 */
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ALL_DOCUMENTS, type Audience } from './openapi.js';
import { EXAMPLE_INSTRUCTION_REFERENCE } from './schemas.js';

export interface DocsPagesOptions {
  /** The demo credentials to fill in: only in the sandbox. */
  demo?: { clientId: string; clientSecret: string; subscriptionKey: string; operatorApiKey?: string };
  /** The origins the page's requests go to besides its own (the public base URL, the token service). */
  apiOrigins: string[];
  sandboxEnabled: boolean;
  operatorEnabled: boolean;
}

export interface DocsPage {
  routePrefix: string;
  title: string;
  audience: Audience;
}

export const DOCS_PAGES: DocsPage[] = [
  { routePrefix: '/docs', title: 'Savings Platform: partner APIs', audience: 'partner' },
  { routePrefix: '/docs/sandbox', title: 'Savings Platform: sandbox API', audience: 'sandbox' },
  { routePrefix: '/docs/operator', title: 'Savings Platform: operator API', audience: 'operator' },
];

/** What Swagger UI is told for one page: its documents, and in the sandbox the demo credentials. */
export function docsPageSettings(page: DocsPage, options: DocsPagesOptions) {
  const documents = ALL_DOCUMENTS.filter((doc) => doc.audience === page.audience);
  const demo = options.demo;
  const preauthorized: [scheme: string, value: string][] = [];
  if (demo && page.audience !== 'operator') preauthorized.push(['subscriptionKey', demo.subscriptionKey]);
  if (demo?.operatorApiKey && page.audience === 'operator') preauthorized.push(['operatorApiKey', demo.operatorApiKey]);
  return {
    uiConfig: {
      urls: documents.map((doc) => ({ url: `${doc.prefix}/openapi.json`, name: doc.title })),
      'urls.primaryName': documents[0].title,
      displayOperationId: true,
      displayRequestDuration: true,
      tryItOutEnabled: true,
      // Kept across reloads in the sandbox only: elsewhere a person's real credentials stay out of localStorage.
      persistAuthorization: demo !== undefined,
      ...(preauthorized.length > 0 ? { onComplete: preauthorize(preauthorized) } : {}),
      // A request body still carrying the examples' instructionReference gets a new GUID in its place: each try is a new request.
      requestInterceptor: freshExampleReference(),
    },
    initOAuth: demo && page.audience !== 'operator' ? { clientId: demo.clientId, clientSecret: demo.clientSecret, appName: 'Sandbox demo partner' } : {},
  };
}

/**
 * Swagger UI's onComplete, which @fastify/swagger-ui writes into the page's
 * script as the function's source text: a function object whose source is
 * the calls, with the values quoted as JSON. `ui` is the page's Swagger UI.
 */
function preauthorize(values: [scheme: string, value: string][]): () => void {
  const calls = values.map(([scheme, value]) => `ui.preauthorizeApiKey(${JSON.stringify(scheme)}, ${JSON.stringify(value)});`).join(' ');
  const source = `function () { ${calls} }`;
  return Object.assign(() => undefined, { toString: () => source });
}

/**
 * Swagger UI's requestInterceptor, written into the page as its source text
 * (as preauthorize): the examples' instructionReference in a request body is
 * replaced by a new random GUID (crypto.getRandomValues: a plain-http sandbox
 * is no secure context, where crypto.randomUUID is missing).
 */
export function freshExampleReference(): (request: { body?: unknown }) => unknown {
  const example = JSON.stringify(EXAMPLE_INSTRUCTION_REFERENCE);
  const source = `function (request) {
    if (typeof request.body === 'string' && request.body.indexOf(${example}) !== -1) {
      var bytes = crypto.getRandomValues(new Uint8Array(16));
      bytes[6] = (bytes[6] & 15) | 64; bytes[8] = (bytes[8] & 63) | 128;
      var hex = Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
      var guid = hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-' + hex.slice(12, 16) + '-' + hex.slice(16, 20) + '-' + hex.slice(20);
      request.body = request.body.split(${example}).join(guid);
    }
    return request;
  }`;
  return Object.assign((request: { body?: unknown }) => request, { toString: () => source });
}

/**
 * A Content-Security-Policy that lets the page load nothing from elsewhere:
 * scripts, styles, fonts and images from this process only, requests to the
 * platform's own origins only.
 */
export function docsContentSecurityPolicy(apiOrigins: string[]): string {
  const connect = ["'self'", ...new Set(apiOrigins)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Swagger UI sets element styles from its scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The platform's mark in the page's top bar (the plugin would show its own framework's logo). */
export const DOCS_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40" role="img" aria-label="Savings Platform">
<rect x="2" y="6" width="28" height="28" rx="6" fill="#1f6f5c"/><path d="M9 25h14M9 20h14M9 15h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
<text x="40" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#ffffff">Savings Platform</text></svg>`;

export async function registerDocsPages(app: FastifyInstance, options: DocsPagesOptions): Promise<void> {
  for (const page of DOCS_PAGES) {
    if (page.audience === 'sandbox' && !options.sandboxEnabled) continue;
    if (page.audience === 'operator' && !options.operatorEnabled) continue;
    const settings = docsPageSettings(page, options);
    // Each page in a context of its own: the plugin decorates the instance it is registered on.
    await app.register(async (scope) => {
      await scope.register(swaggerUi, {
        routePrefix: page.routePrefix,
        uiConfig: settings.uiConfig as never,
        initOAuth: settings.initOAuth,
        theme: { title: page.title },
        logo: { type: 'image/svg+xml', content: DOCS_LOGO_SVG, href: page.routePrefix, target: '_self' },
        staticCSP: docsContentSecurityPolicy(options.apiOrigins),
      });
    });
  }
}
