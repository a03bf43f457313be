/**
 * Builds the HTTP application from the platform's parts. Registration order:
 * external plugins, then our HTTP plumbing, then each API's routes.
 */
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerPartnerApi } from '../auth/partner-api.js';
import { tokenRoutes } from '../auth/token.routes.js';
import { clientsRoutes } from '../clients/clients.routes.js';
import { batchesRoutes } from '../batches/batches.routes.js';
import { instructionsRoutes } from '../instructions/instructions.routes.js';
import { webhooksRoutes } from '../events/webhooks.routes.js';
import { batchesOperatorRoutes } from '../batches/batches.operator.routes.js';
import { reconciliationRoutes } from '../operator/reconciliation.routes.js';
import { registerSandboxRoutes } from '../sandbox/sandbox.routes.js';
import { auditRoutes } from '../audit/audit.routes.js';
import { operatorKeysRoutes } from '../operator/operator-keys.routes.js';
import { type BreakGlassUse, registerOperatorApi } from '../operator/operator-api.js';
import { operatorReadsRoutes } from '../operator/operator-reads.routes.js';
import { operatorSearchRoutes } from '../operator/operator-search.routes.js';
import { instructionsOperatorRoutes } from '../instructions/instructions.operator.routes.js';
import { partnersOperatorRoutes } from '../auth/partners.operator.routes.js';
import { partnerSummaryRoutes } from '../operator/partner-summary.routes.js';
import { calendarChangesOperatorRoutes } from '../calendar-changes/calendar-changes.operator.routes.js';
import { fscsOperatorRoutes } from '../fscs/fscs.operator.routes.js';
import { ledgerOperatorRoutes } from '../ledger/ledger.operator.routes.js';
import { bankingOperatorRoutes } from '../banking/banking.operator.routes.js';
import { bankStatementsOperatorRoutes } from '../bank-statements/bank-statements.operator.routes.js';
import { paymentsOperatorRoutes } from '../payments/payments.operator.routes.js';
import { clientMoneyOperatorRoutes } from '../client-money/client-money.operator.routes.js';
import { catalogueOperatorReadRoutes } from '../products/catalogue.operator-reads.routes.js';
import { catalogueOperatorRoutes } from '../products/catalogue.operator.routes.js';
import { approvalsRoutes } from '../approvals/approvals.routes.js';
import { productsRoutes } from '../products/products.routes.js';
import { portfoliosRoutes } from '../portfolios/portfolios.routes.js';
import { fscsRoutes } from '../fscs/fscs.routes.js';
import { healthRoutes } from '../platform/health.routes.js';
import { registerHttpMetrics, registerMetricsEndpoint } from '../platform/metrics.js';
import { frameworkErrors, type HttpApp, registerHttpPlatform } from '../platform/http.js';
import { publicTokenUrl } from '../platform/config.js';
import { publishContract, PARTNER_SECURITY, securitySchemes, type OpenApiDocument } from '../platform/openapi-contract.js';
import { apiVersionOfPath, registerApiDocuments } from '../platform/openapi.js';
import { registerConsolePage } from '../platform/console-page.js';
import { AppError } from '../platform/errors.js';
import { registerDocsPages } from '../platform/docs-page.js';
import { registerErrorPage } from '../platform/error-page.js';
import { REJECTION_CATALOGUE } from '../instructions/instructions.js';
import type { Platform } from './platform.js';

export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuildAppOptions {
  logger?: boolean;
  /** Where the log lines go (default stdout); tests capture them to prove no credential is logged. */
  logStream?: { write(line: string): void };
  /** Serve /connect/token and the JWKS here (default); false when AUTH_PORT gives them their own listener. */
  tokenService?: boolean;
}

/**
 * A Fastify instance with the platform's logging, limits and request ids; its
 * routes read request parts typed from their TypeBox schemas.
 */
function newFastify(platform: Platform, options: BuildAppOptions): HttpApp {
  const { config } = platform;
  return Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Credentials must never reach the logs.
            redact: {
              paths: ['req.headers.authorization', 'req.headers["cdpapi-subscription-key"]', 'req.body.client_secret'],
              censor: '[redacted]',
            },
            stream: options.logStream ?? platform.logDestination,
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // A caller's x-request-id is kept when it is a short plain token (so it can be
    // correlated end to end), otherwise replaced: it goes into logs and bodies.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(platform.config.publicBaseUrl),
    ajv: { customOptions: { coerceTypes: false } },
    // Responses are serialized by registerHttpPlatform's compiler (src/platform/http.ts), which holds its options.
  }).withTypeProvider<TypeBoxTypeProvider>();
}

export async function buildApp(platform: Platform, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = platform;
  const app = newFastify(platform, options);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.1',
      info: {
        title: 'Savings Platform',
        version: '1.0.0',
        description: 'All partner APIs, the token service and the operator API of the savings platform.',
      },
      servers: [{ url: config.publicBaseUrl }],
      components: { securitySchemes: securitySchemes(publicTokenUrl(config)) as never },
      security: PARTNER_SECURITY,
    },
    // Named components, per-API security and error examples (docs/api-docs.md); validation is untouched.
    transformObject: (document) =>
      publishContract(
        ('openapiObject' in document ? document.openapiObject : document.swaggerObject) as unknown as OpenApiDocument,
        publicTokenUrl(config),
        apiVersionOfPath,
      ) as never,
  });
  const sandbox = config.platformEnv === 'sandbox';
  await registerDocsPages(app, {
    // Demo credentials on the pages in the sandbox only; production pages carry none.
    demo: sandbox ? { ...config.sandbox, operatorApiKey: config.operatorApiKey } : undefined,
    apiOrigins: [new URL(config.publicBaseUrl).origin, new URL(publicTokenUrl(config)).origin],
    sandboxEnabled: sandbox,
    operatorEnabled: config.operatorApiKey !== undefined,
  });

  registerHttpPlatform(app, { publicBaseUrl: platform.config.publicBaseUrl });
  healthRoutes(app, platform.db);
  registerHttpMetrics(app, platform.metrics);
  // With METRICS_PORT, /metrics has a listener of its own (buildMetricsApp); on this public one it needs an operator key.
  if (config.metricsPort === undefined) registerMetricsEndpoint(app, platform.metrics, operatorKeyRequired(platform));
  registerApiDocuments(app, config.publicBaseUrl);
  registerErrorPage(app, REJECTION_CATALOGUE);
  // With AUTH_PORT the token service has a listener of its own (buildTokenApp).
  if (options.tokenService !== false) await tokenRoutes(app, platform.tokens);

  const partnerApiDeps = { authenticator: platform.authenticator, rateLimits: config.rateLimits, redis: platform.redis, counters: platform.metrics.partnerCounters() };
  await registerPartnerApi(app, partnerApiDeps, { api: 'clients', prefix: '/clients' }, (scope) => clientsRoutes(scope, platform.clients));

  await registerPartnerApi(app, partnerApiDeps, { api: 'products', prefix: '/products' }, (scope) => productsRoutes(scope, platform.products));

  await registerPartnerApi(app, partnerApiDeps, { api: 'portfolios', prefix: '/financial-partners' }, (scope) => {
    portfoliosRoutes(scope, platform.portfolios);
    fscsRoutes(scope, platform.fscs);
  });

  await registerPartnerApi(app, partnerApiDeps, { api: 'instructions', prefix: '/instruction-request' }, (scope) => instructionsRoutes(scope, platform.instructions));

  await registerPartnerApi(app, partnerApiDeps, { api: 'batches', prefix: '/instruction-batches' }, (scope) => batchesRoutes(scope, platform.batches));

  await registerPartnerApi(app, partnerApiDeps, { api: 'webhooks', prefix: '/webhooks' }, (scope) => webhooksRoutes(scope, platform.webhooks));

  await registerSandboxRoutes(app, platform);

  const breakGlassRequests = platform.metrics.operatorBreakGlassRequests();
  const breakGlass = (use: BreakGlassUse) => {
    breakGlassRequests.inc({ kind: use.write ? 'write' : 'read' });
    platform.logger.warn(
      { breakGlass: true, operator: 'bootstrap', requestId: use.requestId, method: use.method, path: use.path },
      'break-glass: the bootstrap key (OPERATOR_API_KEY) was used while admin keys exist; if nobody meant to, revoke it (unset OPERATOR_API_KEY) and read the audit log (objectType=break-glass)',
    );
  };
  await registerOperatorApi(app, { operatorKeys: platform.operatorKeys, clock: platform.clock, breakGlass }, async (scope) => {
    operatorKeysRoutes(scope, platform.operatorKeys, platform.approvals);
    auditRoutes(scope, platform.db);
    partnersOperatorRoutes(scope, platform.partners, platform.approvals);
    partnerSummaryRoutes(scope, platform);
    batchesOperatorRoutes(scope, platform.batches, platform.approvals);
    reconciliationRoutes(scope, platform.db, platform.clock, platform.reconciliationChecks);
    operatorReadsRoutes(scope, platform.operatorReads);
    operatorSearchRoutes(scope, platform.operatorSearch);
    instructionsOperatorRoutes(scope, platform.instructions);
    catalogueOperatorRoutes(scope, platform.catalogue, platform.products, platform.approvals);
    approvalsRoutes(scope, platform.approvals);
    catalogueOperatorReadRoutes(scope, platform.products);
    calendarChangesOperatorRoutes(scope, platform.calendarChanges, platform.approvals);
    fscsOperatorRoutes(scope, platform.fscs, platform.approvals);
    ledgerOperatorRoutes(scope, platform.db);
    bankingOperatorRoutes(scope, platform.banking, platform.approvals);
    await bankStatementsOperatorRoutes(scope, platform.bankStatements, platform.approvals);
    paymentsOperatorRoutes(scope, platform.payments);
    clientMoneyOperatorRoutes(scope, platform.clientMoney);
  });
  // The operator console: a browser app over the operator API above (src/platform/console-page.ts).
  await registerConsolePage(app);

  return app;
}

/** GET /metrics on the public listener: any live operator key (a viewer's will do), as on the operator API. */
function operatorKeyRequired(platform: Platform) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
    if (!match || !(await platform.operatorKeys.authenticate(match[1]))) {
      throw new AppError(
        'Unauthorized',
        'GET /metrics on this listener needs Authorization: Bearer <operator key>; or set METRICS_PORT to give the metrics a listener of their own.',
      );
    }
  };
}

/** The metrics alone, for their own listener (METRICS_PORT): a scraper on the internal network needs no key. */
export async function buildMetricsApp(platform: Platform, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = newFastify(platform, options);
  registerHttpPlatform(app, { publicBaseUrl: platform.config.publicBaseUrl });
  registerMetricsEndpoint(app, platform.metrics);
  return app;
}

/** The token service alone, for its own listener (AUTH_PORT). */
export async function buildTokenApp(platform: Platform, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = newFastify(platform, options);
  registerHttpPlatform(app, { publicBaseUrl: platform.config.publicBaseUrl });
  healthRoutes(app, platform.db);
  await tokenRoutes(app, platform.tokens);
  return app;
}
