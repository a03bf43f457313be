import { sql } from 'kysely';
import { newTestProduct } from '../test/catalogue-builders.js';
import { newIndividualClient } from '../test/builders.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import { closePlatform, createPlatform } from '../src/platform/platform.js';
import { buildApp } from '../src/app.js';
const url = process.argv[2] || '';
const N = Number(process.argv[3] || 3000);
const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: url });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: url ? `test_pp_${process.pid}` : undefined });
await handle.migrate();
const clock = new ManualClock('2026-03-02T09:00:00Z');
const platform = await createPlatform(config, handle, clock, clock);
const app = await buildApp(platform, { logger: false });
const partner = await platform.partners.createPartner({ name: 'x', role: 'wealth' });
const token = (await app.inject({ method: 'POST', url: '/connect/token', payload: `grant_type=client_credentials&client_id=${partner.clientId}&client_secret=${partner.clientSecret}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json().access_token;
const headers = { authorization: `Bearer ${token}`, 'cdpapi-subscription-key': partner.subscriptionKey, 'content-type': 'application/json' };
const clients: string[] = [];
for (let i = 0; i < 20; i++) clients.push((await app.inject({ method: 'POST', url: '/clients/financial-partner', headers, payload: newIndividualClient() })).json().clientReference);
const product = await newTestProduct(platform, { type: 'InstantAccess', minimumMinor: 1n });
await sql`INSERT INTO instruction_requests (financial_partner_id, instruction_reference, request_type, body, body_hash, status, created_at)
  SELECT ${partner.financialPartnerId}, gen_random_uuid()::text, 'deposit',
  jsonb_build_object('productReference', ${product.productId}::text, 'productIssueNumber', 1, 'productIssueVersionNumber', 1, 'accountReference', (${clients}::text[])[1 + g % 20], 'amountMinor', (100 + g % 1000)::text),
  md5(g::text), 'Created', ${clock.now()} FROM generate_series(1, ${N}::int) g`.execute(platform.db);
let t = performance.now();
const n = await platform.processor.drain();
console.log('drain', n, ((performance.now() - t) / 1000).toFixed(2), 's', Math.round(n / ((performance.now() - t) / 1000)), '/s');
await app.close();
await closePlatform(platform);
