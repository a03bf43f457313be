/**
 * The load generator of bench/run.ts, run as a child process so that autocannon
 * does not share the measured server's event loop. The parent sends one
 * LoadRequest over IPC and gets one LoadResult back; then this process exits.
 */
import { randomUUID } from 'node:crypto';
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
}

export interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};

async function run(request: LoadRequest): Promise<LoadResult> {
  const templated = request.body?.includes('{uuid}') ?? false;
  const result = (await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: templated ? undefined : request.body,
    connections: request.connections,
    duration: request.seconds,
    ...(request.overallRate ? { overallRate: request.overallRate } : {}),
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
