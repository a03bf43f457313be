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
 *   registers with `registerGauge` (the instructions' and the batches' own are
 *   in their *.metrics.ts, registered by the composition root). A failing or slow callback makes its gauge
 *   NaN (no sample when labelled) and counts a collection error; it never fails
 *   the scrape.
 *
 * `GET /metrics` carries partner ids (the per-partner counters), never amounts
 * or credentials. It is served on its own listener (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 by default) or, without one, on the public listener
 * behind an operator key (see docs/operations.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The label of a partner the platform could not name (no valid token, key or client id). */
export const UNKNOWN_PARTNER = 'unknown';

export interface PartnerCounters {
  requests: Counter<'financial_partner_id' | 'api' | 'status_class'>;
  authenticationFailures: Counter<'financial_partner_id' | 'api'>;
  rateLimited: Counter<'financial_partner_id' | 'api'>;
  tokensIssued: Counter<'financial_partner_id'>;
}

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
  private failures: Counter<'outcome' | 'financial_partner_id'> | undefined;
  private breakGlass: Counter<'kind'> | undefined;
  private partner: PartnerCounters | undefined;
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
  instructionProcessingFailures(): Counter<'outcome' | 'financial_partner_id'> {
    this.failures ??= new Counter({
      name: 'instruction_request_processing_failures_total',
      help: 'Instruction requests whose processing failed for a reason that is not an outage, by partner: each failed attempt alone (attempt_failed), and each request rejected at the bound (rejected).',
      labelNames: ['outcome', 'financial_partner_id'],
      registers: [this.registry],
    });
    return this.failures;
  }

  /**
   * Operator API requests made with the bootstrap key (OPERATOR_API_KEY) once
   * an admin key exists, with four eyes on: break-glass uses, each worth an
   * alert (docs/operations.md). `kind`: read or write. Created once per registry.
   */
  operatorBreakGlassRequests(): Counter<'kind'> {
    this.breakGlass ??= new Counter({
      name: 'operator_break_glass_requests_total',
      help: 'Operator API requests made with the bootstrap key (OPERATOR_API_KEY) while admin keys exist (break-glass), by kind: read or write. Any increase is worth an alert.',
      labelNames: ['kind'],
      registers: [this.registry],
    });
    return this.breakGlass;
  }

  /**
   * Per-partner counters. The financial_partner_id label is only ever the id
   * of a partner the platform knows (from a verified token, a known
   * subscription key or client id), or `unknown`: never raw input, so a
   * scanner cannot create series.
   */
  partnerCounters(): PartnerCounters {
    this.partner ??= {
      requests: new Counter({
        name: 'partner_api_requests_total',
        help: 'Partner API requests answered, by partner, API and status class.',
        labelNames: ['financial_partner_id', 'api', 'status_class'],
        registers: [this.registry],
      }),
      authenticationFailures: new Counter({
        name: 'partner_authentication_failures_total',
        help: 'Refused partner credentials (401 on a partner API, invalid_client on the token service), by the partner they named when known.',
        labelNames: ['financial_partner_id', 'api'],
        registers: [this.registry],
      }),
      rateLimited: new Counter({
        name: 'partner_rate_limited_total',
        help: 'Partner API requests refused with 429 by the per-partner rate limit, by partner and API.',
        labelNames: ['financial_partner_id', 'api'],
        registers: [this.registry],
      }),
      tokensIssued: new Counter({
        name: 'partner_tokens_issued_total',
        help: 'Access tokens issued by the token service, by partner.',
        labelNames: ['financial_partner_id'],
        registers: [this.registry],
      }),
    };
    return this.partner;
  }

  async render(): Promise<{ contentType: string; body: string }> {
    await this.refreshGauges();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Times every request of an HTTP app (the /metrics scrape itself excluded). */
export function registerHttpMetrics(app: FastifyInstance, metrics: PlatformMetrics): void {
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
}

/**
 * Serves GET /metrics (hidden from the OpenAPI documents). On the metrics
 * listener (METRICS_PORT) it is open to whoever reaches that address; on the
 * public listener `authorize` must accept the request first (an operator key):
 * per-partner counters name partners.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: PlatformMetrics, authorize?: (request: FastifyRequest) => Promise<void>): void {
  app.get('/metrics', { schema: { hide: true }, ...(authorize ? { onRequest: authorize } : {}) }, async (_request, reply) => {
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
