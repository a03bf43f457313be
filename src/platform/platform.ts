/**
 * The platform's parts, wired once: configuration, database, clock and the
 * services of every bounded context. The HTTP app and the background workers
 * are both built from this, so a worker process needs no HTTP at all.
 */
import { Redis } from 'ioredis';
import { PartnerAuthenticator } from '../auth/partner-api.js';
import { TokenService } from '../auth/token.service.js';
import { ClientsService } from '../clients/clients.service.js';
import { PartnersService } from '../operator/partners.service.js';
import type { AdjustableClock, Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db.js';

export interface Platform {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  /** Present in the sandbox, where time can be moved forward. */
  adjustableClock: AdjustableClock | undefined;
  redis: Redis | undefined;
  tokens: TokenService;
  authenticator: PartnerAuthenticator;
  partners: PartnersService;
  clients: ClientsService;
  /** Called on shutdown, in reverse order of registration. */
  closers: (() => Promise<void>)[];
}

export async function createPlatform(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  adjustableClock?: AdjustableClock,
): Promise<Platform> {
  const db = database.db;
  const tokens = new TokenService(db, clock, {
    ttlSeconds: config.tokenTtlSeconds,
    issuer: config.tokenIssuer,
    signingKeyPem: config.tokenSigningKey,
  });
  await tokens.init();
  const authenticator = new PartnerAuthenticator(db, tokens);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', () => undefined);
  const platform: Platform = {
    config,
    database,
    db,
    clock,
    adjustableClock,
    redis,
    tokens,
    authenticator,
    partners: new PartnersService(db, clock, authenticator),
    clients: new ClientsService(db, clock),
    closers: [],
  };
  if (redis) platform.closers.push(async () => void redis.disconnect());
  return platform;
}

export async function closePlatform(platform: Platform): Promise<void> {
  for (const close of [...platform.closers].reverse()) await close().catch(() => undefined);
  await platform.database.close();
}
