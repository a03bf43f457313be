/**
 * Configuration is read from the environment exactly once, at start, and
 * validated before anything else runs: a bad value must stop the process with a
 * message naming the variable, not surface later as a confusing failure.
 * Nothing else in the code base reads process.env.
 */
import { parseMultiHostUrl } from './multi-host.js';

export type PlatformEnv = 'sandbox' | 'production';
export type ProcessRole = 'all' | 'api' | 'worker';

export type ApiName = 'clients' | 'products' | 'instructions' | 'portfolios' | 'batches' | 'webhooks';

export interface Config {
  platformEnv: PlatformEnv;
  role: ProcessRole;
  host: string;
  port: number;
  /** When set, the token service listens here instead of on the main listener. */
  authPort: number | undefined;
  /** When set, GET /metrics has a listener of its own here (and leaves the public one); otherwise it needs an operator key there. */
  metricsPort: number | undefined;
  /** The address of the metrics listener: loopback unless the scraper is elsewhere. */
  metricsHost: string;
  /** Public base address used in banners and absolute links. */
  publicBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  tokenTtlSeconds: number;
  /** PKCS#8 PEM of the ES256 token signing key; required in production. */
  tokenSigningKey: string | undefined;
  tokenIssuer: string;
  operatorApiKey: string | undefined;
  sandbox: {
    clientId: string;
    clientSecret: string;
    subscriptionKey: string;
  };
  /** Requests per second per partner, per API. */
  rateLimits: Record<ApiName, number>;
  batchCutoffUtc: string;
  /** SANDBOX_BANK (sandbox only, default on): the simulated bank answers the platform's files; off, batches wait for the operator's statements. */
  sandboxBank: boolean;
  /** Platform margin deducted from an issue's rate to give the client's net rate, in percentage points. */
  defaultMarginPercent: string;
  logLevel: string;
  workerPollIntervalMs: number;
  /** Webhook delivery (issue 18): retries back off exponentially with jitter from `retryBaseMs`, each wait at most `retryMaxDelayMs`; an endpoint failing for `retryWindowMs` is disabled. */
  webhooks: {
    retryBaseMs: number;
    retryMaxDelayMs: number;
    retryWindowMs: number;
    timeoutMs: number;
    /** Deliveries in flight at once per process. */
    concurrency: number;
    /**
     * How long a sandbox run or advance spends delivering before it answers;
     * what is unfinished by then is left to the worker, as in production.
     */
    sandboxBudgetMs: number;
  };
  /**
   * FOUR_EYES (issue 32): on (the default, and the only value production
   * takes), a change to money is proposed by one admin and applied when
   * another approves (docs/four-eyes.md); off (sandbox only), it applies at once.
   */
  fourEyes: boolean;
  /** EVENT_RETENTION_DAYS (issue 30): events older than this many days are pruned by a daily job; the feed says so. */
  eventRetentionDays: number;
}

/** How long events are kept when EVENT_RETENTION_DAYS is not set. */
export const DEFAULT_EVENT_RETENTION_DAYS = 30;
/** The longest EVENT_RETENTION_DAYS accepted: ten years. */
const MAX_EVENT_RETENTION_DAYS = 3650;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

/** A PostgreSQL URL, with one host or several (host1:port1,host2:port2, as libpq reads them). */
function databaseUrl(env: Env): string | undefined {
  const raw = optional(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  let hosts: ReturnType<typeof parseMultiHostUrl>;
  try {
    hosts = parseMultiHostUrl(raw);
  } catch (error) {
    throw new ConfigError('DATABASE_URL', (error as Error).message);
  }
  if (!hosts) return url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  for (const host of hosts.hosts) url({ DATABASE_URL: host.url }, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  return raw;
}

export function loadConfig(env: Env): Config {
  const platformEnv = oneOf(env, 'PLATFORM_ENV', ['sandbox', 'production'] as const, 'sandbox');
  const host = text(env, 'HOST', '127.0.0.1');
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const authPortRaw = optional(env, 'AUTH_PORT');
  const authPort = authPortRaw === undefined ? undefined : integer(env, 'AUTH_PORT', 0, 1, 65535);
  const metricsPort = optional(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 1, 65535);

  const cutoff = text(env, 'BATCH_CUTOFF_UTC', '14:00');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(cutoff)) {
    throw new ConfigError('BATCH_CUTOFF_UTC', `must be HH:MM in 24-hour UTC time, got "${cutoff}"`);
  }
  const margin = text(env, 'PLATFORM_MARGIN_PERCENT', '0.25');
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(margin)) {
    throw new ConfigError('PLATFORM_MARGIN_PERCENT', `must be a decimal number of percentage points, got "${margin}"`);
  }

  const config: Config = {
    platformEnv,
    role: oneOf(env, 'ROLE', ['all', 'api', 'worker'] as const, 'all'),
    host,
    port,
    authPort,
    metricsPort,
    metricsHost: text(env, 'METRICS_HOST', '127.0.0.1'),
    publicBaseUrl: text(env, 'PUBLIC_BASE_URL', `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir: text(env, 'DATA_DIR', './data'),
    databaseUrl: databaseUrl(env),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 86400),
    tokenSigningKey: optional(env, 'TOKEN_SIGNING_KEY'),
    tokenIssuer: text(env, 'TOKEN_ISSUER', 'savings-platform'),
    operatorApiKey: optional(env, 'OPERATOR_API_KEY') ?? (platformEnv === 'sandbox' ? 'sandbox-operator-key' : undefined),
    sandbox: {
      clientId: text(env, 'SANDBOX_CLIENT_ID', 'sandbox-partner'),
      clientSecret: text(env, 'SANDBOX_CLIENT_SECRET', 'sandbox-secret'),
      subscriptionKey: text(env, 'SANDBOX_SUBSCRIPTION_KEY', 'sandbox-key'),
    },
    rateLimits: {
      clients: integer(env, 'RATE_LIMIT_CLIENTS', 50, 1, 1_000_000),
      products: integer(env, 'RATE_LIMIT_PRODUCTS', 50, 1, 1_000_000),
      instructions: integer(env, 'RATE_LIMIT_INSTRUCTIONS', 50, 1, 1_000_000),
      portfolios: integer(env, 'RATE_LIMIT_PORTFOLIOS', 50, 1, 1_000_000),
      batches: integer(env, 'RATE_LIMIT_BATCHES', 50, 1, 1_000_000),
      webhooks: integer(env, 'RATE_LIMIT_WEBHOOKS', 50, 1, 1_000_000),
    },
    batchCutoffUtc: cutoff,
    sandboxBank: platformEnv === 'sandbox' && oneOf(env, 'SANDBOX_BANK', ['on', 'off'] as const, 'on') === 'on',
    defaultMarginPercent: margin,
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    workerPollIntervalMs: integer(env, 'WORKER_POLL_INTERVAL_MS', 1000, 10, 60_000),
    webhooks: {
      retryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1, 3_600_000),
      retryMaxDelayMs: integer(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 6 * 3_600_000, 1, 86_400_000),
      retryWindowMs: integer(env, 'WEBHOOK_RETRY_WINDOW_MS', 24 * 3_600_000, 1, 7 * 86_400_000),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1, 60_000),
      concurrency: integer(env, 'WEBHOOK_CONCURRENCY', 8, 1, 256),
      sandboxBudgetMs: integer(env, 'WEBHOOK_SANDBOX_BUDGET_MS', 3_000, 0, 30_000),
    },
    fourEyes: oneOf(env, 'FOUR_EYES', ['on', 'off'] as const, 'on') === 'on',
    eventRetentionDays: integer(env, 'EVENT_RETENTION_DAYS', DEFAULT_EVENT_RETENTION_DAYS, 1, MAX_EVENT_RETENTION_DAYS),
  };

  if (platformEnv === 'production') {
    if (!config.tokenSigningKey) {
      throw new ConfigError('TOKEN_SIGNING_KEY', 'is required in production (a PKCS#8 PEM ES256 private key)');
    }
    if (!config.databaseUrl) {
      throw new ConfigError('DATABASE_URL', 'is required in production: real money belongs on PostgreSQL');
    }
    if (!config.fourEyes) {
      throw new ConfigError('FOUR_EYES', 'cannot be off in production: a change to money needs a second admin');
    }
  }
  if (config.tokenSigningKey && !config.tokenSigningKey.includes('BEGIN PRIVATE KEY')) {
    throw new ConfigError('TOKEN_SIGNING_KEY', 'must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)');
  }
  return config;
}

/** Where partners ask for tokens: the main listener, or AUTH_PORT's own (the banner and the documents say the same). */
export function publicTokenUrl(config: Pick<Config, 'publicBaseUrl' | 'authPort' | 'host'>): string {
  const base = config.authPort ? `http://${config.host}:${config.authPort}` : config.publicBaseUrl;
  return `${base}/connect/token`;
}
