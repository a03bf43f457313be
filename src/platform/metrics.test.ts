import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
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
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
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
