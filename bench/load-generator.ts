/**
 * The load generator of bench/run.ts, run as a child process so that it does
 * not share the measured server's event loop. The parent sends one LoadRequest
 * over IPC and gets one LoadResult back; then this process exits.
 *
 * Full-speed phases use autocannon. Fixed-rate phases do not: autocannon's
 * `overallRate` lets each connection send its whole second's share back to back
 * and then wait for the next one-second tick (a burst of 50 requests, 5 at a
 * time, once a second), and it "corrects for coordinated omission" by adding,
 * for every response slower than 1 ms, one synthetic sample per millisecond
 * below it (a single 20 ms response becomes twenty samples of 1-20 ms). At 250
 * requests a phase that turned one stall into the p99 even for bare node:http
 * (8-13 ms, against 2-4 ms measured with evenly spaced requests). `paced` sends
 * one request every 1/rate seconds and times each from when it was due.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Request body; every `{uuid}` in it is replaced by a fresh GUID per request. */
  body?: string;
  connections: number;
  seconds: number;
  /** Requests a second over all connections (a fixed-rate phase); unset: as fast as possible. */
  overallRate?: number;
  /** Paths (with query) to pick from at random per request, against `url`'s origin; unset: `url` itself. */
  paths?: string[];
  /**
   * Fixed-rate phases only: after each 202, poll its `Location` (GET, these
   * headers without content-type) every `intervalMs` until `status` is no longer
   * `Created`; the request's latency is then from its due time to the first
   * answer that showed it final, as a partner polling would see it.
   */
  followUntilFinal?: { intervalMs: number };
}

export interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** With followUntilFinal: how many requests ended in each final status, and how many were still `Created` after 30 s. */
  finalStatuses?: Record<string, number>;
}

/** How long a followed request may stay `Created` before it counts as never processed. */
const FOLLOW_LIMIT_MS = 30_000;

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};

/** Evenly spaced requests over keep-alive connections; latency from each request's due time, so queueing counts. */
async function paced(request: LoadRequest, seconds: number): Promise<LoadResult> {
  const rate = request.overallRate!;
  const target = new URL(request.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.connections });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const finalStatuses: Record<string, number> = {};
  let errors = 0;
  const exchange = (method: string, path: string, headers: Record<string, string> | undefined, body: string | undefined) =>
    new Promise<{ statusCode: number; location?: string; text: string }>((resolve, reject) => {
      const outgoing = http.request({ host: target.hostname, port: target.port, path, method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, location: response.headers.location, text: Buffer.concat(chunks).toString('utf8') }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const pollHeaders = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'));
  /** Polls a status location until the request is final; returns its final status, or 'still Created'. */
  const followed = async (location: string, due: number): Promise<string> => {
    for (;;) {
      const answer = await exchange('GET', location, pollHeaders, undefined);
      const status = answer.statusCode === 200 ? String((JSON.parse(answer.text) as { status?: unknown }).status) : `HTTP ${answer.statusCode}`;
      if (status !== 'Created') return status;
      if (performance.now() - due > FOLLOW_LIMIT_MS) return 'still Created';
      await new Promise((resolve) => setTimeout(resolve, request.followUntilFinal!.intervalMs));
    }
  };
  const send = async (due: number): Promise<void> => {
    const body = request.body?.replaceAll('{uuid}', randomUUID());
    const path = request.paths ? request.paths[Math.floor(Math.random() * request.paths.length)] : `${target.pathname}${target.search}`;
    try {
      const answer = await exchange(request.method ?? 'GET', path, request.headers, body);
      statusCodes[String(answer.statusCode)] = (statusCodes[String(answer.statusCode)] ?? 0) + 1;
      if (request.followUntilFinal && answer.statusCode === 202 && answer.location) {
        const status = await followed(answer.location, due);
        finalStatuses[status] = (finalStatuses[status] ?? 0) + 1;
      }
      latencies.push(performance.now() - due);
    } catch {
      errors++;
    }
  };
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * 10) / 10 : 0);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((n, [, count]) => n + count, 0);
  return {
    rate: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    non2xx,
    errors,
    statusCodes,
    ...(request.followUntilFinal ? { finalStatuses } : {}),
  };
}

async function run(request: LoadRequest): Promise<LoadResult> {
  // An unmeasured first second with the same settings: connections opened, both
  // processes' code paths compiled. Without it the fixed-rate phases' p99 (the
  // third-slowest of 250 requests) was the cold start, even for bare node:http.
  await phase(request, WARMUP_SECONDS);
  return phase(request, request.seconds);
}

const WARMUP_SECONDS = 1;

async function phase(request: LoadRequest, seconds: number): Promise<LoadResult> {
  if (request.overallRate) return paced(request, seconds);
  const templated = request.body?.includes('{uuid}') ?? false;
  const result = (await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: templated ? undefined : request.body,
    connections: request.connections,
    duration: seconds,
    ...(request.paths ? { requests: [{ setupRequest: (r: Record<string, unknown>) => ({ ...r, path: request.paths![Math.floor(Math.random() * request.paths!.length)] }) }] } : {}),
    ...(templated
      ? {
          requests: [
            {
              method: request.method ?? 'POST',
              setupRequest: (r: Record<string, unknown>) => ({ ...r, body: request.body!.replaceAll('{uuid}', randomUUID()) }),
            },
          ],
        }
      : {}),
  })) as AutocannonResult;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}

process.once('message', (message) => {
  run(message as LoadRequest).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
