/**
 * The amplification suite (docs/decisions/bounded-input.md; issue 14 item 4): bodies
 * under the 1 MB limit whose handling used to grow without bound (300,000
 * empty items answered with a 77 MB error after 8 s, the process left at
 * 911 MB). Against the real service process over real HTTP, each body is sent
 * several times while we measure:
 *
 * - the response time and the size of the error body;
 * - the service's event-loop delay, from its own /metrics
 *   (`nodejs_eventloop_lag_max_seconds`: prom-client's perf_hooks
 *   monitorEventLoopDelay histogram, reset at each scrape, so a scrape just
 *   before and just after a request brackets that request);
 * - /healthz answered meanwhile, polled every 10 ms: how long it waited;
 * - the process's resident memory (VmRSS in /proc/<pid>/status), polled.
 *
 * Bounds: error bodies under 4 KB naming the fields; a median response time
 * under 250 ms (the body itself takes a while to arrive on a busy machine);
 * a median event-loop delay per request at most 50 ms (docs/decisions/quality-targets.md) over the
 * same run's idle delay, measured the same way over spans as long (on a
 * shared 2-core machine a timer fires late now and then whatever the service
 * does; medians, with the worst figure reported beside them); resident
 * memory at most 64 MB over the idle process's. The service runs through tsx here, which costs about
 * 70 MB of its own (docs/decisions/service-memory.md), so the targets of docs/design/quality-targets.md
 * (250 MB on PostgreSQL, 600 MB on PGlite) are reported beside the figures
 * rather than asserted on them.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_PARTNER, startService, type ServiceProcess } from './service.js';

export interface AmplificationOptions {
  kind: 'pglite' | 'postgres';
  /** Environment for the service (DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  short: boolean;
}

const MAX_ERROR_BODY_BYTES = 4096;
const MAX_MEDIAN_RESPONSE_MS = 250;
/** Over the idle baseline. */
const MAX_MEDIAN_EVENT_LOOP_DELAY_MS = 50;
const MAX_RSS_GROWTH_MB = 64;
const RSS_TARGET_MB = { pglite: 600, postgres: 250 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values: number[]) => Math.max(...values);

/** NaN once the process is gone. */
function residentMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return Number.NaN;
  }
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The event-loop delay since the previous scrape, in ms (the scrape resets the histogram). */
async function eventLoopDelayMs(baseUrl: string): Promise<number> {
  // On the public listener /metrics needs an operator key (the sandbox's default one here).
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: 'Bearer sandbox-operator-key' }, signal: AbortSignal.timeout(30_000) })).text();
  const match = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([\d.eE+-]+|NaN)$/m.exec(text);
  check(match, 'the service exposes no nodejs_eventloop_lag_max_seconds on /metrics');
  return Number(match[1]) * 1000;
}

const emptyItems = (count: number) => `[${Array.from({ length: count }, () => '{}').join(',')}]`;

interface Case {
  name: string;
  path: string;
  body: string;
  /** A field the 400 must name. */
  names: { field: string; reason: string };
}

function cases(): Case[] {
  const client = {
    externalReference: 'AMPLIFICATION-1',
    title: 'Ms',
    firstName: 'Jane',
    lastName: 'Smith',
    dateOfBirth: '1980-05-17',
    addressLine1: '1 High Street',
    addressLine2: '',
    postCode: 'SW1A 1AA',
    countryCode: 'GBR',
    emailAddress: 'jane@example.com',
    accounts: [] as unknown[],
  };
  return [
    {
      name: 'batch-update, 300,000 empty items',
      path: '/instruction-batches/batch-update',
      body: `{"InstructionBatchStatus":"Closed","InstructionBatches":${emptyItems(300_000)}}`,
      names: { field: 'InstructionBatches', reason: 'range' },
    },
    {
      name: 'client create, 300,000 empty accounts',
      path: '/clients/financial-partner',
      body: JSON.stringify(client).replace('"accounts":[]', `"accounts":${emptyItems(300_000)}`),
      names: { field: 'accounts', reason: 'range' },
    },
    {
      name: 'batch-update, 100 empty items (200 invalid fields, within the limit)',
      path: '/instruction-batches/batch-update',
      body: `{"InstructionBatchStatus":"Closed","InstructionBatches":${emptyItems(100)}}`,
      names: { field: 'InstructionBatches[0].InstructionBatchId', reason: 'required' },
    },
    {
      name: 'client create, a 900,000-character email address',
      path: '/clients/financial-partner',
      body: JSON.stringify({ ...client, emailAddress: `${'a'.repeat(900_000)}@example.com`, accounts: [] }),
      names: { field: 'emailAddress', reason: 'maxLength' },
    },
  ];
}

export async function amplificationSuite(options: AmplificationOptions, notes: string[]): Promise<void> {
  const rounds = Number(process.env.AMPLIFICATION_ROUNDS ?? (options.short ? 5 : 20));
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-amplification-'));
  const service: ServiceProcess = await startService({
    PLATFORM_ENV: 'sandbox',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_CLIENTS: '1000000',
    RATE_LIMIT_BATCHES: '1000000',
    ...options.env,
  });
  try {
    const pid = service.child.pid as number;
    const token = await partnerHeaders(service.baseUrl);

    // Baseline: the idle service's event-loop delay over spans as long as a request's, and its memory.
    const idleDelays: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await eventLoopDelayMs(service.baseUrl);
      await sleep(100);
      idleDelays.push(await eventLoopDelayMs(service.baseUrl));
    }
    const idleDelay = median(idleDelays);
    const rssBefore = residentMb(pid);
    notes.push(`${options.kind}: idle event-loop delay median ${idleDelay.toFixed(1)} ms (worst ${max(idleDelays).toFixed(0)}), resident ${rssBefore.toFixed(0)} MB`);

    let rssPeak = rssBefore;
    let sampling = true;
    const rssSampler = (async () => {
      while (sampling) {
        const rss = residentMb(pid);
        if (!Number.isNaN(rss)) rssPeak = Math.max(rssPeak, rss);
        await sleep(20);
      }
    })();

    const failures: string[] = [];
    for (const testCase of cases()) {
      check(Buffer.byteLength(testCase.body) < 1_048_576, `${testCase.name}: the body is over the 1 MB limit`);
      const responseMs: number[] = [];
      const delays: number[] = [];
      const healthWaits: number[] = [];
      let bodyBytes = 0;
      for (let round = 0; round < rounds; round++) {
        await eventLoopDelayMs(service.baseUrl);
        // /healthz polled meanwhile: its longest wait is what any other caller saw.
        let polling = true;
        const health = (async () => {
          let longest = 0;
          while (polling) {
            const started = performance.now();
            // A probe that times out counts as the wait it had, not as a crash of the suite.
            await fetch(`${service.baseUrl}/healthz`, { signal: AbortSignal.timeout(120_000) })
              .then((r) => r.arrayBuffer())
              .catch(() => undefined);
            longest = Math.max(longest, performance.now() - started);
            await sleep(10);
          }
          return longest;
        })();
        const started = performance.now();
        let response: Response;
        let text: string;
        try {
          response = await fetch(`${service.baseUrl}${testCase.path}`, {
            method: 'POST',
            headers: { ...token, 'content-type': 'application/json' },
            body: testCase.body,
            signal: AbortSignal.timeout(120_000),
          });
          text = await response.text();
        } catch (error) {
          polling = false;
          await health;
          const exit = service.child.exitCode ?? service.child.signalCode;
          throw new Error(
            `${testCase.name}: no answer after ${(performance.now() - started).toFixed(0)} ms (${(error as Error).message})${exit !== null ? `; the service exited (${exit})` : ''}`,
          );
        }
        responseMs.push(performance.now() - started);
        polling = false;
        healthWaits.push(await health);
        delays.push(await eventLoopDelayMs(service.baseUrl));
        bodyBytes = Math.max(bodyBytes, Buffer.byteLength(text));
        if (response.status !== 400) {
          failures.push(`${testCase.name}: answered ${response.status}, not 400: ${text.slice(0, 300)}`);
          break;
        }
        const body = JSON.parse(text) as { errors?: { field: string; reason: string }[] };
        if (!body.errors?.some((e) => e.field === testCase.names.field && e.reason === testCase.names.reason)) {
          failures.push(`${testCase.name}: the 400 does not name ${testCase.names.field} (${testCase.names.reason}): ${text.slice(0, 300)}`);
        }
      }
      notes.push(
        `${options.kind}: ${testCase.name} ×${responseMs.length}: answered in median ${median(responseMs).toFixed(1)} ms (worst ${max(responseMs).toFixed(0)}), ` +
          `error body ${bodyBytes} bytes, event-loop delay median ${median(delays).toFixed(1)} ms (worst ${max(delays).toFixed(0)}), ` +
          `/healthz waited at most ${max(healthWaits).toFixed(0)} ms`,
      );
      if (bodyBytes > MAX_ERROR_BODY_BYTES) failures.push(`${testCase.name}: an error body of ${bodyBytes} bytes (at most ${MAX_ERROR_BODY_BYTES})`);
      if (median(responseMs) > MAX_MEDIAN_RESPONSE_MS) failures.push(`${testCase.name}: median response ${median(responseMs).toFixed(0)} ms (at most ${MAX_MEDIAN_RESPONSE_MS})`);
      if (median(delays) - idleDelay > MAX_MEDIAN_EVENT_LOOP_DELAY_MS) {
        failures.push(
          `${testCase.name}: median event-loop delay ${median(delays).toFixed(0)} ms (at most ${MAX_MEDIAN_EVENT_LOOP_DELAY_MS} over the idle ${idleDelay.toFixed(0)} ms)`,
        );
      }
    }
    sampling = false;
    await rssSampler;
    const rssAfter = residentMb(pid);
    notes.push(
      `${options.kind}: resident memory ${rssBefore.toFixed(0)} MB idle, peak ${rssPeak.toFixed(0)} MB, ${rssAfter.toFixed(0)} MB after ` +
        `(docs/decisions/quality-targets.md target ${RSS_TARGET_MB[options.kind]} MB for the compiled service; tsx adds about 70 MB)`,
    );
    if (rssPeak - rssBefore > MAX_RSS_GROWTH_MB) {
      failures.push(`resident memory grew by ${(rssPeak - rssBefore).toFixed(0)} MB to ${rssPeak.toFixed(0)} MB (at most ${MAX_RSS_GROWTH_MB} MB of growth)`);
    }
    const ready = await fetch(`${service.baseUrl}/healthz`);
    check(ready.status === 200, `/healthz answered ${ready.status} after the run`);
    check(failures.length === 0, failures.join('; '));
  } finally {
    await service.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The sandbox partner's headers, for raw fetches with bodies of our own making (httpPartner would re-serialise them). */
async function partnerHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&client_id=${SANDBOX_PARTNER.clientId}&client_secret=${SANDBOX_PARTNER.clientSecret}`,
  });
  check(response.status === 200, `token request answered ${response.status}`);
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  return { 'cdpapi-subscription-key': SANDBOX_PARTNER.subscriptionKey, authorization: `Bearer ${accessToken}` };
}
