/**
 * The real service as a child process (`node --import tsx src/main.ts`), for
 * the tests and suites that must see process-level behaviour: signals,
 * `kill -9`, restarts, several processes on one database.
 *
 * With TEST_SERVICE_FROM_BUILD=1 the child is the build instead (`node
 * dist/src/main.js`, what `npm start` and production run): `.ci/run` sets it
 * right after building, and each start then skips compiling the sources
 * (docs/testing.md). Unset, a developer's edited sources are what runs.
 *
 * Under vitest, a service given a DATA_DIR that holds no database yet starts
 * from the run's migrated template (test/template-database.ts) unpacked there,
 * rather than from PGlite's initdb and every migration: what the service would
 * have made itself at its first start, seconds sooner.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pgliteTemplateFile } from '../template-database.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stderr (and stdout) so far. */
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Environment for a child: ours minus database and Redis settings, plus the given ones. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'ROLE', 'PORT', 'DATA_DIR', 'NODE_OPTIONS', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete base[name];
  const merged: NodeJS.ProcessEnv = { ...base, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return merged;
}

export async function startService(env: Record<string, string | undefined>, options: { waitReady?: boolean; timeoutMs?: number } = {}): Promise<ServiceProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  if (env.DATA_DIR && !env.DATABASE_URL) seedFromTemplate(env.DATA_DIR);
  const entry = process.env.TEST_SERVICE_FROM_BUILD === '1' ? ['dist/src/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const service: ServiceProcess = {
    child,
    port,
    baseUrl,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitReady !== false && env.ROLE !== 'worker') {
    await waitForHealth(service, options.timeoutMs ?? 90_000);
  }
  return service;
}

/** Unpacks the run's migrated PGlite template into a data directory that has no database yet (see the module's comment). */
function seedFromTemplate(dataDir: string): void {
  const template = pgliteTemplateFile();
  const databaseDir = join(dataDir, 'pglite');
  if (!template || existsSync(databaseDir)) return;
  mkdirSync(databaseDir, { recursive: true });
  execFileSync('tar', ['-xf', template, '-C', databaseDir], { stdio: 'ignore' });
}

export async function waitForHealth(service: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let exitedEarly: number | string | undefined;
  void service.exited.then((code) => (exitedEarly = code));
  while (performance.now() < deadline) {
    if (exitedEarly !== undefined) throw new Error(`the service exited with ${exitedEarly} before answering:\n${service.output()}`);
    try {
      const response = await fetch(`${service.baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the service did not answer /healthz within ${timeoutMs} ms:\n${service.output()}`);
}

/** The sandbox's demo partner, as seeded by a sandbox process. */
export const SANDBOX_PARTNER = { clientId: 'sandbox-partner', clientSecret: 'sandbox-secret', subscriptionKey: 'sandbox-key' };

/** Real HTTP calls as the sandbox partner, with a token fetched (and refreshed) on demand. */
export function httpPartner(baseUrl: () => string, partner = SANDBOX_PARTNER) {
  let token: string | undefined;
  const fetchToken = async () => {
    const response = await fetch(`${baseUrl()}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 200) throw new Error(`token request answered ${response.status}: ${await response.text()}`);
    token = ((await response.json()) as { access_token: string }).access_token;
  };
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }> => {
    if (!token) await fetchToken();
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        'cdpapi-subscription-key': partner.subscriptionKey,
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON; keep the text.
    }
    if (response.status === 401) token = undefined;
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return { call, fetchToken };
}
