/**
 * Builds the HTTP application from the platform's parts. Registration order:
 * external plugins, then our HTTP plumbing, then each API's routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerPartnerApi } from './auth/partner-api.js';
import { tokenRoutes } from './auth/token.routes.js';
import { clientsRoutes } from './clients/clients.routes.js';
import { registerOperatorApi } from './operator/operator-api.js';
import { partnersRoutes } from './operator/partners.routes.js';
import { healthRoutes } from './platform/health.routes.js';
import { registerHttpPlatform } from './platform/http.js';
import { registerApiDocuments, SECURITY_SCHEMES } from './platform/openapi.js';
import type { Platform } from './platform/platform.js';

export const BODY_LIMIT_BYTES = 1_048_576;

export async function buildApp(platform: Platform, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
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
          },
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.1',
      info: {
        title: 'Savings Platform',
        version: '1.0.0',
        description: 'All partner APIs, the token service and the operator API of the savings platform.',
      },
      servers: [{ url: config.publicBaseUrl }],
      components: { securitySchemes: SECURITY_SCHEMES as never },
      security: [{ subscriptionKey: [], bearerToken: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerHttpPlatform(app);
  healthRoutes(app, platform.db);
  registerApiDocuments(app, config.publicBaseUrl);
  await tokenRoutes(app, platform.tokens);

  const partnerApiDeps = { authenticator: platform.authenticator, rateLimits: config.rateLimits, redis: platform.redis };
  await registerPartnerApi(app, partnerApiDeps, { api: 'clients', prefix: '/clients' }, (scope) =>
    clientsRoutes(scope, platform.clients),
  );

  await registerOperatorApi(app, config.operatorApiKey, (scope) => {
    partnersRoutes(scope, platform.partners, platform.db);
  });

  return app;
}
