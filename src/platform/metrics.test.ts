import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { buildMetricsApp } from '../composition/app.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { PlatformMetrics } from './metrics.js';

let t: TestPlatform;
let partner: TestPartner;
let d: ReturnType<typeof driver>;
let instant: TestProduct;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner('wealth');
  d = driver(t, partner);
  instant = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 1_000_00n, maximumMinor: 50_000_00n });
});
afterAll(async () => t?.close());

async function scrape(): Promise<string> {
  const response = await t.operator({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one sample line, e.g. sample(text, 'instruction_batches{status="Open"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by method, route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const seriesFor = (status: number) => `http_requests_total{method="GET",route="/products/:productId",status="${status}"}`;
    const was = sample(before, seriesFor(404)) ?? 0;
    await t.as(partner, { method: 'GET', url: '/products/NO-SUCH-PRODUCT-1' });
    await t.as(partner, { method: 'GET', url: '/products/NO-SUCH-PRODUCT-2' });
    await t.app.inject({ method: 'GET', url: '/no/such/route/secret-looking-path' });
    const after = await scrape();
    expect(sample(after, seriesFor(404))).toBe(was + 2);
    expect(after).not.toContain('NO-SUCH-PRODUCT');
    expect(after).not.toContain('secret-looking-path');
    expect(sample(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('times requests in a histogram labelled by status class', async () => {
    await t.as(partner, { method: 'GET', url: '/products/' });
    const text = await scrape();
    const count = sample(text, 'http_request_duration_seconds_count{method="GET",route="/products",status_class="2xx"}');
    expect(count).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/products",status_class="2xx"}')).toBe(count);
  });

  it('reports queue depth, processing lag and batches by status, read from the database at scrape time', async () => {
    await d.run();
    const idle = await scrape();
    expect(sample(idle, 'instruction_requests_created')).toBe(0);
    expect(sample(idle, 'instruction_processing_lag_seconds')).toBe(0);
    const openBefore = sample(idle, 'instruction_batches{status="Open"}');
    expect(openBefore).toBe(0);

    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(instant, client));
    await d.submitOk('deposit', newDeposit(instant, client));
    t.clock.advanceBy(90_000);
    const queued = await scrape();
    expect(sample(queued, 'instruction_requests_created')).toBe(2);
    expect(sample(queued, 'instruction_processing_lag_seconds')).toBe(90);

    await d.run();
    const processed = await scrape();
    expect(sample(processed, 'instruction_requests_created')).toBe(0);
    expect(sample(processed, 'instruction_processing_lag_seconds')).toBe(0);
    expect(sample(processed, 'instruction_batches{status="Open"}')).toBe(1);
    expect(sample(processed, 'instruction_batches{status="Completed"}')).toBe(0);
  });

  it('answers the scrape when a gauge cannot read the database, reporting that gauge as NaN', async () => {
    t.platform.metrics.registerGauge({
      name: 'test_broken_gauge',
      help: 'Queries a table that does not exist.',
      async collect() {
        await sql`SELECT count(*) FROM no_such_table`.execute(t.platform.db);
        return 1;
      },
    });
    const first = await scrape();
    expect(first).toContain('# TYPE test_broken_gauge gauge');
    expect(sample(first, 'test_broken_gauge')).toBeNaN();
    expect(sample(first, 'platform_metric_collect_errors_total{metric="test_broken_gauge"}')).toBe(1);
    // The other gauges still answer.
    expect(sample(first, 'instruction_requests_created')).toBe(0);
    const second = await scrape();
    expect(sample(second, 'platform_metric_collect_errors_total{metric="test_broken_gauge"}')).toBe(2);
  });

  it('keeps each platform in its own registry', async () => {
    const other = new PlatformMetrics();
    other.registerGauge({ name: 'instruction_requests_created', help: 'Same name, other registry.', collect: () => 42 });
    expect((await other.render()).body).toContain('instruction_requests_created 42');
    expect(sample(await scrape(), 'instruction_requests_created')).toBe(0);
  });

  it('is not listed in the OpenAPI documents', async () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).not.toContain('/metrics');
  });
});

describe('/metrics off the public listener', () => {
  it('answers 401 on the public listener without an operator key, 200 with any live one', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/metrics' });
    expectErrorBody(refused, 401, 'Unauthorized');
    expect(refused.body).toContain('METRICS_PORT');
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }), 401, 'Unauthorized');
    const viewer = (await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'prometheus', role: 'viewer' } })).json().key;
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${viewer}` } })).statusCode).toBe(200);
  });

  it('with METRICS_PORT: its own listener serves it with no key, and the public one has none', async () => {
    const own = await startTestPlatform({ env: { METRICS_PORT: '9464' } });
    try {
      expect((await own.operator({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const metricsApp = await buildMetricsApp(own.platform);
      await metricsApp.listen({ host: '127.0.0.1', port: 0 });
      const address = metricsApp.server.address() as { port: number };
      const scraped = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_requests_total');
      await metricsApp.close();
    } finally {
      await own.close();
    }
  });
});

describe('per-partner counters', () => {
  it('count requests, authentication failures, rate-limit refusals and tokens for the right partner only', async () => {
    // A platform of its own with a low products limit (the shared one's is set out of reach).
    const own = await startTestPlatform({ env: { RATE_LIMIT_PRODUCTS: '5' } });
    try {
      const [mine, other] = [await own.newPartner('wealth'), await own.newPartner('wealth')];
      const read = async () => (await own.operator({ method: 'GET', url: '/metrics' })).body;
      const count = (text: string, series: string) => sample(text, series) ?? 0;
      const before = await read();
      const id = mine.financialPartnerId;

      const form = (secret: string) => ({
        method: 'POST' as const,
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: mine.clientId, client_secret: secret }).toString(),
      });
      const issued = await own.app.inject(form(mine.clientSecret));
      expect(issued.statusCode).toBe(200);
      const headers = { 'cdpapi-subscription-key': mine.subscriptionKey, authorization: `Bearer ${issued.json().access_token}` };
      expect((await own.app.inject(form('wrong-secret'))).statusCode).toBe(401);
      const badToken = await own.app.inject({
        method: 'GET',
        url: '/products/',
        headers: { 'cdpapi-subscription-key': mine.subscriptionKey, authorization: 'Bearer not-a-token' },
      });
      expect(badToken.statusCode).toBe(401);
      // More than 5 a second: some answer 429.
      const burst = await Promise.all(Array.from({ length: 12 }, () => own.app.inject({ method: 'GET', url: '/products/', headers })));
      const ok = burst.filter((r) => r.statusCode === 200).length;
      const refused = burst.filter((r) => r.statusCode === 429).length;
      expect(refused).toBeGreaterThan(0);
      expect(ok + refused).toBe(burst.length);

      const after = await read();
      const diff = (series: string) => count(after, series) - count(before, series);
      expect(diff(`partner_api_requests_total{financial_partner_id="${id}",api="products",status_class="2xx"}`)).toBe(ok);
      expect(diff(`partner_rate_limited_total{financial_partner_id="${id}",api="products"}`)).toBe(refused);
      expect(diff(`partner_tokens_issued_total{financial_partner_id="${id}"}`)).toBe(1);
      expect(diff(`partner_authentication_failures_total{financial_partner_id="${id}",api="token"}`)).toBe(1);
      expect(diff(`partner_authentication_failures_total{financial_partner_id="${id}",api="products"}`)).toBe(1);
      // Nothing of it counted for the other partner.
      expect(after).not.toContain(`financial_partner_id="${other.financialPartnerId}",api="products"`);
      // Credentials that name no known partner count as unknown, never by what they sent.
      await own.app.inject({ method: 'GET', url: '/products/', headers: { 'cdpapi-subscription-key': 'made-up-key', authorization: 'Bearer x' } });
      const last = await read();
      expect(last).toContain('partner_authentication_failures_total{financial_partner_id="unknown",api="products"}');
      expect(last).not.toContain('made-up-key');
    } finally {
      await own.close();
    }
  });
});
