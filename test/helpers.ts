/**
 * Builds the real platform for a test file: the real app on a real database
 * (an in-memory PGlite, or a throwaway schema on PostgreSQL when DATABASE_URL is
 * set), a clock the test moves, and partners with real credentials and tokens.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/composition/app.js';
import type { PartnerRole } from '../src/auth/token.service.js';
import { type Clock, ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { ibanOf } from './builders/bank-accounts.js';
import { openDatabase } from '../src/platform/db.js';
import { clientClassFor } from '../src/platform/multi-host.js';
import type { Database } from '../src/database.js';
import { type ApiReconciliationReport, expectBody, typedApi, type TypedApi } from './api.js';
import { closePlatform, createPlatform, type Platform } from '../src/composition/platform.js';
import { copyOfTemplate } from './template-database.js';

export const OPERATOR_KEY = 'test-operator-key';

export interface TestPartner {
  financialPartnerId: string;
  role: PartnerRole;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  /** Headers that authenticate as this partner (a fresh token on first use, then cached). */
  headers(): Promise<Record<string, string>>;
}

export interface TestPlatform {
  app: FastifyInstance;
  platform: Platform;
  clock: ManualClock;
  newPartner(role?: PartnerRole): Promise<TestPartner>;
  /** app.inject as the given partner. */
  as(partner: TestPartner, options: InjectOptions): Promise<LightMyRequestResponse>;
  operator(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Typed requests as the partner (test/api.ts): `t.api(p).post<ApiDeposit, ApiAccepted>(url, body)`. */
  api(partner: TestPartner): TypedApi;
  /** Typed requests as the operator (the admin key). */
  operatorApi: TypedApi;
  close(): Promise<void>;
}

/** A Monday morning before the cut-off, far from bank holidays. */
export const DEFAULT_TEST_TIME = '2026-03-02T09:00:00.000Z';

/**
 * A database that outlives one platform, for restart tests: a PGlite data
 * directory, or a PostgreSQL schema when DATABASE_URL is set. Pass it to
 * startTestPlatform({database}) as often as needed, then call remove().
 */
export interface ReusableTestDatabase {
  dataDir?: string;
  schema?: string;
  remove(): Promise<void>;
}

export async function reusableTestDatabase(): Promise<ReusableTestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `reuse_${randomBytes(6).toString('hex')}`;
    return {
      schema,
      async remove() {
        const Client = clientClassFor(url);
        const client = new Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-test-'));
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

export async function startTestPlatform(
  options: {
    now?: string;
    env?: Record<string, string>;
    database?: ReusableTestDatabase;
    /** A clock of its own for token lifetimes, as main.ts runs the sandbox (wall clock for tokens). */
    tokenClock?: Clock;
    /** The platform's client-money accounts, acknowledged (default), so that payment runs can pay; false: none. */
    bankAccounts?: boolean;
  } = {},
): Promise<TestPlatform> {
  // A copy of the run's migrated template (test/template-database.ts), unless the test brings a database of its own.
  const copy = options.database ? undefined : await copyOfTemplate();
  const config = loadConfig({
    PLATFORM_ENV: 'sandbox',
    LOG_LEVEL: 'silent',
    OPERATOR_API_KEY: OPERATOR_KEY,
    RATE_LIMIT_CLIENTS: '100000',
    RATE_LIMIT_PRODUCTS: '100000',
    RATE_LIMIT_INSTRUCTIONS: '100000',
    RATE_LIMIT_PORTFOLIOS: '100000',
    RATE_LIMIT_BATCHES: '100000',
    RATE_LIMIT_WEBHOOKS: '100000',
    DATABASE_URL: copy?.databaseUrl ?? process.env.DATABASE_URL ?? '',
    // One operator acts alone in the tests of the other contexts; the four-eyes tests (src/approvals/, the console's) turn it on.
    FOUR_EYES: 'off',
    ...options.env,
  });
  const database = await openDatabase<Database>({
    databaseUrl: config.databaseUrl,
    dataDir: options.database?.dataDir ?? 'memory://',
    initialData: copy?.initialData,
    // A copied database is the file's own: its tables are where the template has them.
    schema: config.databaseUrl && !copy?.databaseUrl ? (options.database?.schema ?? `test_${randomBytes(6).toString('hex')}`) : undefined,
    poolSize: 20,
  });
  await database.migrate();
  const clock = new ManualClock(options.now ?? DEFAULT_TEST_TIME);
  const platform = await createPlatform(config, database, clock, clock, { tokenClock: options.tokenClock });
  if (options.bankAccounts !== false) await insertHubAccounts(platform.db);
  const app = await buildApp(platform, { logger: false });
  await app.ready();

  const newPartner = async (role: PartnerRole = 'wealth'): Promise<TestPartner> => {
    const created = await platform.partners.createPartner({ name: `Partner ${randomBytes(3).toString('hex')}`, role });
    let headers: Record<string, string> | undefined;
    return {
      ...created,
      role,
      async headers() {
        if (!headers) {
          headers = {
            'cdpapi-subscription-key': created.subscriptionKey,
            authorization: `Bearer ${await fetchAccessToken(app, created)}`,
          };
        }
        return headers;
      },
    };
  };

  const as = async (partner: TestPartner, injectOptions: InjectOptions) =>
    app.inject({ ...injectOptions, headers: { ...(await partner.headers()), ...(injectOptions.headers ?? {}) } });
  const operator = (injectOptions: InjectOptions) => app.inject({ ...injectOptions, headers: { authorization: `Bearer ${OPERATOR_KEY}`, ...(injectOptions.headers ?? {}) } });
  return {
    app,
    platform,
    clock,
    newPartner,
    as,
    operator,
    api: (partner) => typedApi((options) => as(partner, options)),
    operatorApi: typedApi(operator),
    async close() {
      await app.close();
      await closePlatform(platform);
      await copy?.remove();
    },
  };
}

/** A token from the token service for the partner's client credentials (client_credentials grant, form body). */
export async function fetchAccessToken(app: FastifyInstance, credentials: { clientId: string; clientSecret: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/connect/token',
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: credentials.clientId, client_secret: credentials.clientSecret }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`token request failed with ${response.statusCode}: ${response.body}`);
  return response.json().access_token;
}

/** Checks the common error body of docs/decisions/errors.md. */
export function expectErrorBody(response: LightMyRequestResponse, status: number, code?: string): Record<string, unknown> {
  const body = response.json() as Record<string, unknown>;
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  if (typeof body.Error !== 'string' || typeof body.ErrorDescription !== 'string' || typeof body.requestId !== 'string') {
    throw new Error(`not an error body: ${response.body}`);
  }
  if (code !== undefined && body.Error !== code) throw new Error(`expected Error ${code}, got ${body.Error}: ${response.body}`);
  return body;
}

/** The operator's reconciliation report (GET /operator/reconciliation), typed from its schema. */
export async function reconciliationReport(t: TestPlatform): Promise<ApiReconciliationReport> {
  return expectBody(await t.operatorApi.get<ApiReconciliationReport>('/operator/reconciliation'), 200);
}

/** The platform's client-money accounts in GBP, EUR and USD, acknowledged: what an operator sets before going live. */
async function insertHubAccounts(db: Platform['db']): Promise<void> {
  await db
    .insertInto('hub_bank_accounts')
    .values(
      (['GBP', 'EUR', 'USD'] as const).map((currency, i) => ({
        currency_code: currency,
        account_name: `Savings Platform Client Money ${currency}`,
        bank_name: 'Test Clearing Bank plc',
        sort_code: currency === 'GBP' ? '404784' : null,
        account_number: currency === 'GBP' ? `7000000${i}` : null,
        iban: ibanOf('GB', `TEST4047847000000${i}`),
        bic: 'TESTGB2L',
        acknowledgement_countersigned_on: '2020-01-01',
        updated_at: new Date('2020-01-01T00:00:00Z'),
      })),
    )
    .onConflict((oc) => oc.column('currency_code').doNothing())
    .execute();
}
