/**
 * Configuration is validated once at start: a bad value names its variable,
 * and the real process exits with code 1 before doing anything else.
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      platformEnv: 'sandbox',
      role: 'all',
      host: '127.0.0.1',
      port: 8080,
      dataDir: './data',
      tokenTtlSeconds: 3600,
      batchCutoffUtc: '14:00',
      operatorApiKey: 'sandbox-operator-key',
      publicBaseUrl: 'http://127.0.0.1:8080',
      sandbox: { clientId: 'sandbox-partner', clientSecret: 'sandbox-secret', subscriptionKey: 'sandbox-key' },
      webhooks: { timeoutMs: 10_000, concurrency: 8, sandboxBudgetMs: 3000 },
      eventRetentionDays: 30,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PLATFORM_ENV', 'staging'],
    ['BATCH_CUTOFF_UTC', '25:00'],
    ['BATCH_CUTOFF_UTC', '2pm'],
    ['ROLE', 'everything'],
    ['TOKEN_TTL_SECONDS', '5'],
    ['RATE_LIMIT_CLIENTS', '0'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['PLATFORM_MARGIN_PERCENT', 'a lot'],
    ['TOKEN_SIGNING_KEY', 'not a pem'],
    ['WEBHOOK_SANDBOX_BUDGET_MS', '60000'],
    ['WEBHOOK_SANDBOX_BUDGET_MS', 'soon'],
    ['EVENT_RETENTION_DAYS', '0'],
    ['EVENT_RETENTION_DAYS', '-30'],
    ['EVENT_RETENTION_DAYS', '7.5'],
    ['EVENT_RETENTION_DAYS', 'thirty'],
    ['EVENT_RETENTION_DAYS', '3651'],
  ])('refuses %s=%s with a ConfigError naming the variable', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('takes EVENT_RETENTION_DAYS as a whole number of days from 1 to 3650, saying what it got when not', () => {
    expect(loadConfig({ EVENT_RETENTION_DAYS: '7' }).eventRetentionDays).toBe(7);
    expect(loadConfig({ EVENT_RETENTION_DAYS: ' 3650 ' }).eventRetentionDays).toBe(3650);
    expect(configErrorOf({ EVENT_RETENTION_DAYS: '0' }).message).toBe('EVENT_RETENTION_DAYS: must be between 1 and 3650, got 0');
    expect(configErrorOf({ EVENT_RETENTION_DAYS: '30d' }).message).toBe('EVENT_RETENTION_DAYS: must be a whole number, got "30d"');
  });

  it('refuses production without TOKEN_SIGNING_KEY', () => {
    const error = configErrorOf({ PLATFORM_ENV: 'production', DATABASE_URL: 'postgres://db/platform' });
    expect(error.variable).toBe('TOKEN_SIGNING_KEY');
  });

  it('refuses production without DATABASE_URL', () => {
    const error = configErrorOf({ PLATFORM_ENV: 'production', TOKEN_SIGNING_KEY: signingKey });
    expect(error.variable).toBe('DATABASE_URL');
  });

  it('starts production with its secrets and leaves the operator API off unless its key is set', () => {
    const config = loadConfig({ PLATFORM_ENV: 'production', TOKEN_SIGNING_KEY: signingKey, DATABASE_URL: 'postgres://db/platform' });
    expect(config.platformEnv).toBe('production');
    expect(config.operatorApiKey).toBeUndefined();
  });
});

describe('starting the process with a bad variable', () => {
  it('exits with code 1 and names the variable', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
