/**
 * A profiling harness for the read paths (not part of `npm run bench`): builds
 * the platform on one database, seeds clients with portfolios, accounts and
 * pending items, and times N in-process requests per route, with an optional
 * breakdown of the portfolio read (query, JSON building, serialisation).
 *
 *   npx tsx bench/profile-read.ts                        # PGlite
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/profile-read.ts
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-read.ts
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/composition/app.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import type { Database } from '../src/database.js';
import { closePlatform, createPlatform } from '../src/composition/platform.js';
import { insertProduct } from '../test/builders/products.js';

const N = Number(process.env.N ?? 3000);
const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const url = process.env.BENCH_PG_URL;
const schema = `prof_${randomBytes(4).toString('hex')}`;
const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', RATE_LIMIT_PORTFOLIOS: '1000000', RATE_LIMIT_CLIENTS: '1000000', DATABASE_URL: url ?? '' });
const handle = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: url ? schema : undefined });
await handle.migrate();
const clock = new ManualClock('2026-03-02T09:00:00.000Z');
const platform = await createPlatform(config, handle, clock, clock);
const app = await buildApp(platform, { logger: false });
const db = platform.db;
try {
  const partner = await platform.partners.createPartner({ name: 'Prof', role: 'wealth' });
  const instant = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '5.0000' });
  const fixed = await insertProduct(db, {
    termType: 'FixedTerm',
    termLength: 2,
    termUnit: 'Year',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'AtMaturity',
    ratePercent: '5.0000',
  });
  const now = clock.now();
  await sql`
    INSERT INTO clients (client_reference, financial_partner_id, external_reference, client_type, client_version, profile, content_hash, created_at, updated_at)
    SELECT 'c-' || g, ${partner.financialPartnerId}, 'ext-' || g, 'Individual', 1,
           '{"title":"Mr","firstName":"A","surname":"B","dateOfBirth":"1980-01-01","accounts":[{"accountName":"A B","accountNumber":"12345678","sortCode":"123456","currencyCode":"GBP"}]}'::jsonb, 'h' || g, ${now}, ${now}
    FROM generate_series(1, ${CLIENTS}::int) g`.execute(db);
  await sql`
    INSERT INTO portfolios (portfolio_id, financial_partner_id, client_reference, currency_code, portfolio_version, created_at, updated_at)
    SELECT 'p-' || g, ${partner.financialPartnerId}, 'c-' || g, 'GBP', 1, ${now}, ${now}::timestamptz - g * interval '1 millisecond'
    FROM generate_series(1, ${CLIENTS}::int) g`.execute(db);
  await sql`
    INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
      product_version_on_open, currency_code, status, opened_on, matures_on, balance_minor, created_at, updated_at)
    SELECT 'a-' || g || '-' || k, ${partner.financialPartnerId}, 'p-' || g, 'c-' || g,
      CASE WHEN k = 1 THEN ${instant.productId} ELSE ${fixed.productId} END, 1,
      1, 'GBP', 'Open', '2026-01-05', CASE WHEN k = 1 THEN NULL ELSE '2028-01-05'::date END, 100000 + g, ${now}, ${now}
    FROM generate_series(1, ${CLIENTS}::int) g, generate_series(1, 2) k`.execute(db);
  // A batch with one pending deposit per client (what a portfolio read typically shows).
  await sql`
    INSERT INTO instruction_batches (instruction_batch_id, financial_partner_id, batch_date, instruction_type, currency_code, status, total_amount_minor, created_at, updated_at)
    VALUES ('b-1', ${partner.financialPartnerId}, '2026-03-02', 'deposit', 'GBP', 'Open', 0, ${now}, ${now})`.execute(db);
  await sql`
    INSERT INTO instructions (instruction_id, financial_partner_id, instruction_reference, instruction_batch_id, instruction_type, client_reference, portfolio_id,
      product_id, issue_number, product_version, currency_code, amount_minor, state, date_added, date_to_be_actioned)
    SELECT 'i-' || g, ${partner.financialPartnerId}, gen_random_uuid()::text, 'b-1', 'deposit', 'c-' || g, 'p-' || g,
      ${instant.productId}, 1, 1, 'GBP', 1050, 'Live', ${now}, '2026-03-02'
    FROM generate_series(1, ${CLIENTS}::int) g`.execute(db);
  await sql`ANALYZE`.execute(db);

  const token = (
    await app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).json().access_token as string;
  const headers = { 'cdpapi-subscription-key': partner.subscriptionKey, authorization: `Bearer ${token}` };
  const sample = await app.inject({ method: 'GET', url: '/financial-partners/clients/c-7/portfolios', headers });
  console.log(sample.statusCode, sample.body.length, 'B');
  if (process.env.SHOW) console.log(sample.body);

  const time = async (what: string, path: (i: number) => string) => {
    for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: path(i), headers });
    const started = performance.now();
    for (let i = 0; i < N; i++) {
      const response = await app.inject({ method: 'GET', url: path(i), headers });
      if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    }
    const ms = (performance.now() - started) / N;
    console.log(`${what}: ${(ms * 1000).toFixed(0)} µs/request`);
  };
  const only = process.env.ONLY?.split(',');
  if (!only || only.includes('client')) await time('GET /clients/{ref}', (i) => `/clients/c-${(i % CLIENTS) + 1}`);
  if (!only || only.includes('portfolio')) await time('GET portfolios', (i) => `/financial-partners/clients/c-${(i % CLIENTS) + 1}/portfolios`);
  if (!only || only.includes('page')) await time('GET page', (i) => `/financial-partners/portfolios?PageNumber=${(i % Math.ceil(CLIENTS / 50)) + 1}`);
  if (!only || only.includes('pk')) {
    await sql`CREATE TABLE IF NOT EXISTS bench_rows (id text PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL)`.execute(db);
    await sql`INSERT INTO bench_rows SELECT 'row-' || g, '{"a":1}'::jsonb, now() FROM generate_series(1, 1000) g ON CONFLICT DO NOTHING`.execute(db);
    const started = performance.now();
    for (let i = 0; i < N; i++) await sql`SELECT id, body, created_at FROM bench_rows WHERE id = ${`row-${(i % 1000) + 1}`}`.execute(db);
    console.log(`PK SELECT alone: ${(((performance.now() - started) / N) * 1000).toFixed(0)} µs`);
  }
  if (!only || only.includes('repo')) {
    const repo = await import('../src/portfolios/portfolios.repository.js');
    const t = async (what: string, f: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 50; i++) await f(i);
      const started = performance.now();
      for (let i = 0; i < N; i++) await f(i);
      console.log(`${what}: ${(((performance.now() - started) / N) * 1000).toFixed(0)} µs`);
    };
    await t('repo client rows', (i) => repo.findClientPortfolioRows(db, partner.financialPartnerId, `c-${(i % CLIENTS) + 1}`));
    await t('repo page rows', (i) => repo.findPortfolioPageRows(db, partner.financialPartnerId, 50, (i % 40) * 50));
    await t('repo count', () => repo.countPortfolios(db, partner.financialPartnerId));
    const { PortfoliosService } = await import('../src/portfolios/portfolios.service.js');
    const service = new PortfoliosService(db, clock);
    await t('service client', (i) => service.getClientPortfolios(partner.financialPartnerId, `c-${(i % CLIENTS) + 1}`));
    await t('service page', (i) => service.listPortfolios(partner.financialPartnerId, (i % 40) + 1, 50));
  }
  if (only?.includes('variants')) {
    const t = async (what: string, text: (i: number) => string) => {
      for (let i = 0; i < 50; i++) await sql.raw(text(i)).execute(db);
      const started = performance.now();
      for (let i = 0; i < N; i++) await sql.raw(text(i)).execute(db);
      console.log(`${what}: ${(((performance.now() - started) / N) * 1000).toFixed(0)} µs`);
    };
    const P = partner.financialPartnerId;
    await t('fn', (i) => `SELECT * FROM client_portfolio_account_rows('${P}', 'c-${(i % CLIENTS) + 1}')`);
    await t('view', (i) => `SELECT * FROM portfolio_account_rows WHERE client_reference = 'c-${(i % CLIENTS) + 1}' AND financial_partner_id = '${P}'`);
    await t(
      'portfolios+accounts',
      (i) =>
        `SELECT * FROM portfolios p LEFT JOIN deposit_accounts a ON a.portfolio_id = p.portfolio_id WHERE p.client_reference = 'c-${(i % CLIENTS) + 1}' AND p.financial_partner_id = '${P}'`,
    );
    await t('portfolio only', (i) => `SELECT * FROM portfolios p WHERE p.client_reference = 'c-${(i % CLIENTS) + 1}' AND p.financial_partner_id = '${P}'`);
    await t('pending only', (i) => `SELECT * FROM instructions WHERE portfolio_id = 'p-${(i % CLIENTS) + 1}' AND state = 'Live'`);
    await t('select 1', () => `SELECT 1`);
  }
  if (process.env.KEEP) console.log('kept schema', schema, 'partner', partner.financialPartnerId);
} finally {
  await app.close();
  await closePlatform(platform);
  if (url && !process.env.KEEP) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
