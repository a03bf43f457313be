import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import { closePlatform, createPlatform } from '../src/platform/platform.js';
import { insertProduct } from '../src/portfolios/test-builders.js';
import { findClientPortfolioRows, findPendingItemsOfClient } from '../src/portfolios/portfolios.repository.js';
const url = process.argv[2] || '';
const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: url });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: url ? `test_prof_${randomBytes(4).toString('hex')}` : undefined });
await handle.migrate();
const clock = new ManualClock('2026-03-02T09:00:00Z');
const platform = await createPlatform(config, handle, clock, clock);
const db = platform.db;
const partner = await platform.partners.createPartner({ name: 'x', role: 'wealth' });
const product = await insertProduct(db, {});
const now = clock.now();
await sql`INSERT INTO clients SELECT 'bc-'||g, ${partner.financialPartnerId}, 'e'||g, 'Individual', 1, '{}'::jsonb, 'h', ${now}, ${now} FROM generate_series(1,2000) g`.execute(db);
await sql`INSERT INTO portfolios SELECT 'p-'||g, ${partner.financialPartnerId}, 'bc-'||g, 'GBP', 1, ${now}, ${now} FROM generate_series(1,2000) g`.execute(db);
let t0 = performance.now();
for (let i = 1; i <= 200; i++) await findClientPortfolioRows(db, partner.financialPartnerId, 'bc-' + i);
console.log('rows', (performance.now() - t0) / 200, 'ms');
t0 = performance.now();
for (let i = 1; i <= 200; i++) await findPendingItemsOfClient(db, partner.financialPartnerId, 'bc-' + i);
console.log('pending', (performance.now() - t0) / 200, 'ms');
t0 = performance.now();
for (let i = 1; i <= 200; i++) await platform.portfolios.getClientPortfolios(partner.financialPartnerId, 'bc-' + i);
console.log('service', (performance.now() - t0) / 200, 'ms');

await sql`INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number, product_version_on_open, currency_code, status, opened_on, balance_minor, created_at, updated_at)
  SELECT 'a-'||g||'-'||k, ${partner.financialPartnerId}, 'p-'||g, 'bc-'||g, ${product.productId}, 1, 1, 'GBP', 'Open', '2026-03-02', 100000+g, ${now}, ${now} FROM generate_series(1,2000) g, generate_series(1,2) k`.execute(db);
const { buildApp } = await import('../src/app.js');
const app = await buildApp(platform, { logger: false });
const tok = await app.inject({ method: 'POST', url: '/connect/token', payload: `grant_type=client_credentials&client_id=${partner.clientId}&client_secret=${partner.clientSecret}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const headers = { 'cdpapi-subscription-key': partner.subscriptionKey, authorization: `Bearer ${tok.json().access_token}` };
for (const [name, url] of [['client', (i: number) => `/financial-partners/clients/bc-${i}/portfolios`], ['clientsApi', (i: number) => `/clients/bc-${i}`], ['select1', null]] as const) {
  t0 = performance.now();
  for (let i = 1; i <= 300; i++) {
    if (url) await app.inject({ method: 'GET', url: url(i), headers });
    else await sql`SELECT 1`.execute(db);
  }
  console.log(name, (performance.now() - t0) / 300, 'ms');
}
t0 = performance.now();
for (let i = 1; i <= 300; i++) await platform.portfolios.getClientPortfolios(partner.financialPartnerId, 'bc-' + i);
console.log('service with accounts', (performance.now() - t0) / 300, 'ms');
await app.close();
await closePlatform(platform);
