/**
 * Prometheus metrics, one registry per platform (never prom-client's global one,
 * so several apps in one test process do not clash).
 *
 * - HTTP: a latency histogram and a request counter per method, route pattern
 *   (never the raw URL, so cardinality stays bounded whatever is requested) and
 *   status.
 * - Counters of rare events, e.g. instruction requests rejected because their
 *   processing kept failing (instructionProcessingFailures).
 * - Gauges read from the database at scrape time by callbacks that any context
 *   registers with `registerGauge`. A failing or slow callback makes its gauge
 *   NaN (no sample when labelled) and counts a collection error; it never fails
 *   the scrape.
 *
 * `GET /metrics` is not authenticated, like /healthz and /readyz: it carries no
 * partner ids, amounts or credentials, only aggregates. Operators must not route
 * it to the internet (see docs/operations.md).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from './clock.js';

export type GaugeSample = { labels: Record<string, string>; value: number };

export interface GaugeDefinition {
  name: string;
  help: string;
  labelNames?: string[];
  /** Read at scrape time: one number (no labels) or one sample per label set. */
  collect: () => Promise<number | GaugeSample[]> | number | GaugeSample[];
}

/** A gauge callback slower than this is abandoned for the scrape (PGlite serialises its one session). */
const COLLECT_TIMEOUT_MS = 2_000;

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export class PlatformMetrics {
  readonly registry = new Registry();
  private readonly collectErrors: Counter<'metric'>;
  private http: { duration: Histogram<'method' | 'route' | 'status_class'>; requests: Counter<'method' | 'route' | 'status'> } | undefined;
  private failures: Counter<'outcome'> | undefined;
  private processMetrics = false;
  private readonly gauges: { definition: GaugeDefinition; gauge: Gauge }[] = [];

  constructor() {
    this.collectErrors = new Counter({
      name: 'platform_metric_collect_errors_total',
      help: 'Gauge callbacks that failed or timed out at scrape time (the gauge had no sample in that scrape).',
      labelNames: ['metric'],
      registers: [this.registry],
    });
  }

  /** Node's own metrics (memory, event loop lag, GC). Only for a real process: it installs observers that are never removed. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  registerGauge(definition: GaugeDefinition): void {
    const gauge = new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames: definition.labelNames ?? [],
      registers: [this.registry],
    });
    this.gauges.push({ definition, gauge });
  }

  /** Reads every gauge, each bounded by a timeout; a failure is recorded, never thrown. */
  private async refreshGauges(): Promise<void> {
    await Promise.all(
      this.gauges.map(async ({ definition, gauge }) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          const value = await Promise.race([
            Promise.resolve().then(definition.collect),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('timed out')), COLLECT_TIMEOUT_MS);
            }),
          ]);
          gauge.reset();
          if (typeof value === 'number') gauge.set(value);
          else for (const sample of value) gauge.set(sample.labels, sample.value);
        } catch {
          // Unknown, not zero: a labelled gauge has no sample, an unlabelled one reads NaN.
          gauge.reset();
          if ((definition.labelNames ?? []).length === 0) gauge.set(Number.NaN);
          this.collectErrors.inc({ metric: definition.name });
        } finally {
          if (timer) clearTimeout(timer);
        }
      }),
    );
  }

  /** The HTTP metrics, created once per registry. */
  httpMetrics() {
    this.http ??= {
      duration: new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from receiving a request to sending its response, by method, route pattern and status class.',
        labelNames: ['method', 'route', 'status_class'],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers: [this.registry],
      }),
      requests: new Counter({
        name: 'http_requests_total',
        help: 'Requests answered, by method, route pattern and status code.',
        labelNames: ['method', 'route', 'status'],
        registers: [this.registry],
      }),
    };
    return this.http;
  }

  /**
   * Instruction requests whose processing failed for a reason that is not an
   * outage: `attempt_failed` for each failed attempt alone, `rejected` when one
   * reached the bound and was rejected (ProcessingFailed). Created once per
   * registry, shared by every processor of the platform.
   */
  instructionProcessingFailures(): Counter<'outcome'> {
    this.failures ??= new Counter({
      name: 'instruction_request_processing_failures_total',
      help: 'Instruction requests whose processing failed for a reason that is not an outage: each failed attempt alone (attempt_failed), and each request rejected at the bound (rejected).',
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    return this.failures;
  }

  async render(): Promise<{ contentType: string; body: string }> {
    await this.refreshGauges();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * The platform-wide gauges: queue depth and processing lag of the instruction
 * engine, and batches by status. Each is one indexed query, run only when scraped.
 */
export function registerPlatformGauges<DB>(metrics: PlatformMetrics, db: Kysely<DB>, clock: Clock): void {
  metrics.registerGauge({
    name: 'instruction_requests_created',
    help: 'Instruction requests accepted (202) and not yet processed: the queue depth.',
    async collect() {
      const result = await sql<{ n: string | number | bigint }>`SELECT count(*) AS n FROM instruction_requests WHERE status = 'Created'`.execute(db);
      return Number(result.rows[0]?.n ?? 0);
    },
  });
  metrics.registerGauge({
    name: 'instruction_processing_lag_seconds',
    help: 'Age of the oldest instruction request still Created (0 when none is waiting), on the platform clock.',
    async collect() {
      const result = await sql<{ oldest: Date | string | null }>`SELECT min(created_at) AS oldest FROM instruction_requests WHERE status = 'Created'`.execute(db);
      const oldest = result.rows[0]?.oldest;
      if (oldest === null || oldest === undefined) return 0;
      return Math.max(0, (clock.now().getTime() - new Date(oldest).getTime()) / 1000);
    },
  });
  metrics.registerGauge({
    name: 'instruction_requests_rejected_after_failures',
    help: 'Instruction requests Rejected (ProcessingFailed) because processing them kept failing for a reason other than an outage (database-wide; any is a bug or bad data).',
    async collect() {
      const result = await sql<{ n: string | number | bigint }>`
        SELECT count(*) AS n FROM instruction_requests WHERE processing_attempts > 0 AND status = 'Rejected'`.execute(db);
      return Number(result.rows[0]?.n ?? 0);
    },
  });
  metrics.registerGauge({
    name: 'instruction_batches',
    help: 'Instruction batches by status (Open, Locked, Closed, Completed).',
    labelNames: ['status'],
    async collect() {
      const result = await sql<{ status: string; n: string | number | bigint }>`SELECT status, count(*) AS n FROM instruction_batches GROUP BY status`.execute(db);
      const counts = new Map<string, number>(['Open', 'Locked', 'Closed', 'Completed'].map((s) => [s, 0]));
      for (const row of result.rows) counts.set(row.status, Number(row.n));
      return [...counts].map(([status, value]) => ({ labels: { status }, value }));
    },
  });
}

/** Times every request and serves GET /metrics (hidden from the OpenAPI documents). */
export function registerMetricsRoutes(app: FastifyInstance, metrics: PlatformMetrics): void {
  const { duration, requests } = metrics.httpMetrics();
  app.addHook('onResponse', async (request, reply) => {
    // Unknown routes share one label: a scanner must not create a series per URL.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    const status = reply.statusCode;
    duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
    requests.inc({ method, route, status: String(status) });
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
