/**
 * What every partner API route has in common: the api-version check, partner
 * authentication (subscription key + bearer token of the same partner), the
 * per-partner rate limit of its API, and the api-version response header.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiName } from '../platform/config.js';
import type { Db } from '../database.js';
import type { DatabaseHandle } from '../platform/db.js';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { type PartnerCounters, UNKNOWN_PARTNER } from '../platform/metrics.js';
import { findPartnerBySubscriptionKeyHash } from './auth.repository.js';
import { hashSecret } from './secrets.js';
import { type PartnerPrincipal, TokenInvalidError, type TokenService } from './token.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerPrincipal;
  }
}

export const API_VERSIONS: Record<ApiName, string | undefined> = {
  clients: '2020-08-01',
  products: '2022-07-01',
  instructions: '2021-11-01',
  portfolios: '2020-04-01',
  // The specification assigns the Instruction Batches API no version.
  batches: undefined,
  webhooks: '2026-05-01',
};

export const SUBSCRIPTION_KEY_HEADER = 'cdpapi-subscription-key';

/**
 * Subscription keys are looked up by hash; a short-lived cache spares the
 * database on every call. A change of credentials or suspension is announced to
 * every process at once (CREDENTIALS_CHANNEL); the lifetime only bounds how long
 * a process that missed the announcement (its listening connection lost) keeps
 * an old answer.
 */
const KEY_CACHE_TTL_MS = 1_000;

/** Where a change of a partner's credentials or suspension is announced to every API process. */
const CREDENTIALS_CHANNEL = 'partner_credentials';

/**
 * The partner a refused request named, when the platform knows it (a token it
 * signed, or a subscription key it issued): the label of its authentication
 * failure. Never taken from raw input, so the metric's series stay bounded.
 */
const claimedPartners = new WeakMap<FastifyRequest, string>();

export class PartnerAuthenticator {
  private readonly keyCache = new Map<string, { partner: { financialPartnerId: string; suspended: boolean } | undefined; untilMs: number }>();

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly notifications: Pick<DatabaseHandle<unknown>, 'announce' | 'onWake'>,
  ) {}

  /** Drops this process's cached key lookups whenever any process announces a change of credentials. */
  async followCredentialChanges(): Promise<() => void> {
    return this.notifications.onWake(CREDENTIALS_CHANNEL, () => this.keyCache.clear());
  }

  /**
   * After a rotation, suspension or reactivation has committed: every process
   * drops its cached key lookups before this resolves (the announcement has
   * reached the server, which tells every listening process), so the operator's
   * answer comes after the change is in force everywhere.
   */
  async credentialsChanged(): Promise<void> {
    this.keyCache.clear();
    try {
      await this.notifications.announce(CREDENTIALS_CHANNEL);
    } catch {
      // The change is committed; a process that was not told drops its cache within KEY_CACHE_TTL_MS.
    }
  }

  async authenticate(request: FastifyRequest): Promise<PartnerPrincipal> {
    const key = request.headers[SUBSCRIPTION_KEY_HEADER];
    if (typeof key !== 'string' || key.length === 0) {
      throw new AppError('Unauthorized', 'The cdpapi-Subscription-Key header is missing.');
    }
    const authorization = request.headers.authorization;
    const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
    if (!match) throw new AppError('Unauthorized', 'The Authorization header must carry a Bearer access token.');
    let principal: PartnerPrincipal;
    const keyPartner = await this.partnerForKey(key);
    if (keyPartner) claimedPartners.set(request, keyPartner.financialPartnerId);
    try {
      principal = await this.tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof TokenInvalidError) throw new AppError('Unauthorized', error.message);
      throw error;
    }
    if (keyPartner === undefined) throw new AppError('Unauthorized', 'The subscription key is not valid.');
    if (keyPartner.suspended) throw new AppError('Unauthorized', 'This partner is suspended by the platform operator; its data is kept. Contact the operator to be reactivated.');
    if (keyPartner.financialPartnerId !== principal.financialPartnerId) {
      throw new AppError('Unauthorized', 'The subscription key and the access token belong to different partners.');
    }
    return principal;
  }

  private async partnerForKey(key: string): Promise<{ financialPartnerId: string; suspended: boolean } | undefined> {
    const hash = hashSecret(key);
    const now = performance.now(); // cache bookkeeping only: elapsed time, not business time
    const cached = this.keyCache.get(hash);
    if (cached && cached.untilMs > now) return cached.partner;
    const partner = await findPartnerBySubscriptionKeyHash(this.db, hash);
    if (this.keyCache.size > 10_000) this.keyCache.clear();
    this.keyCache.set(hash, { partner, untilMs: now + KEY_CACHE_TTL_MS });
    return partner;
  }
}

export interface PartnerApiDeps {
  authenticator: PartnerAuthenticator;
  /** Per-partner requests, authentication failures and rate-limit refusals. */
  counters: Pick<PartnerCounters, 'requests' | 'authenticationFailures' | 'rateLimited'>;
  rateLimits: Record<ApiName, number>;
  redis: Redis | undefined;
}

function requestedApiVersion(request: FastifyRequest): string | undefined {
  const query: unknown = request.query;
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (name.toLowerCase() === 'api-version' && typeof value === 'string') return value;
    }
  }
  const header = request.headers['api-version'];
  return typeof header === 'string' ? header : undefined;
}

/**
 * Registers one partner API under its prefix. `routes` adds the API's routes to
 * a scope where authentication, versioning and rate limiting already apply.
 */
export async function registerPartnerApi(
  app: HttpApp,
  deps: PartnerApiDeps,
  options: { api: ApiName; prefix: string },
  routes: (scope: HttpApp) => void | Promise<void>,
): Promise<void> {
  const version = API_VERSIONS[options.api];
  await app.register(
    async (scope: HttpApp) => {
      scope.decorateRequest('partner', null as unknown as PartnerPrincipal);
      scope.addHook('onRequest', async (request, reply) => {
        if (version) {
          reply.header('api-version', version);
          const requested = requestedApiVersion(request);
          if (requested !== undefined && requested !== version) {
            throw new AppError('UnsupportedApiVersion', `This API is version ${version}; api-version "${requested}" is not supported.`);
          }
        }
        request.partner = await deps.authenticator.authenticate(request);
      });
      await scope.register(rateLimit, {
        global: true,
        hook: 'onRequest',
        max: deps.rateLimits[options.api],
        timeWindow: 1000,
        enableDraftSpec: true,
        keyGenerator: (request) => `${options.api}:${request.partner?.financialPartnerId ?? request.ip}`,
        nameSpace: `ratelimit-${options.api}-`,
        ...(deps.redis ? { redis: deps.redis } : {}),
        errorResponseBuilder: (_request, context) => {
          const error = new AppError('TooManyRequests', `More than ${context.max} requests a second to the ${options.api} API; retry after ${context.after}.`);
          return Object.assign(error, { statusCode: 429 });
        },
      });
      scope.addHook('onResponse', async (request, reply) => {
        const status = reply.statusCode;
        const partner = request.partner?.financialPartnerId ?? claimedPartners.get(request) ?? UNKNOWN_PARTNER;
        deps.counters.requests.inc({ financial_partner_id: partner, api: options.api, status_class: `${Math.floor(status / 100)}xx` });
        if (status === 401) deps.counters.authenticationFailures.inc({ financial_partner_id: partner, api: options.api });
        if (status === 429) deps.counters.rateLimited.inc({ financial_partner_id: partner, api: options.api });
      });
      await routes(scope);
    },
    { prefix: options.prefix },
  );
}
