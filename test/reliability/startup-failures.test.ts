/**
 * A service that cannot start says why, and names the variable to fix: an
 * unreachable database names DATABASE_URL (without its password; every host
 * of a multi-host one), a port in
 * use names PORT, a bad value names its variable. Each is one JSON line and
 * exit code 1. Real processes (src/main.ts), real sockets.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startService } from './service.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-startup-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the service until it exits; its exit code and the JSON line it failed with. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | string; line: Record<string, unknown>; output: string }> {
  const service = await startService({ DATA_DIR: dataDir, PLATFORM_ENV: 'sandbox', ...env }, { waitReady: false });
  const code = await Promise.race([service.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 60_000))]);
  if (code === 'still running') await service.stop('SIGKILL');
  const failure = service
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => typeof l.msg === 'string' && l.msg.startsWith('The platform did not start'));
  return { code, line: failure ?? {}, output: service.output() };
}

describe('a failed start', () => {
  it('names DATABASE_URL, without its password, when nothing accepts connections there', async () => {
    const port = await freePort();
    const { code, line, output } = await failedStart({ DATABASE_URL: `postgres://postgres:s3cret-pass@127.0.0.1:${port}/nodb` });
    expect(code, output).toBe(1);
    expect(line.variable).toBe('DATABASE_URL');
    expect(line.msg).toContain(`DATABASE_URL=postgres://postgres:***@127.0.0.1:${port}/nodb`);
    expect(line.msg).toContain('is PostgreSQL running?');
    expect(output).not.toContain('s3cret-pass');
  }, 90_000);

  it('names every host of a multi-host DATABASE_URL and why each was passed over, without the password', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const url = `postgres://postgres:s3cret-pass@127.0.0.1:${first},127.0.0.1:${second}/nodb?target_session_attrs=read-write&connect_timeout=1`;
    const { code, line, output } = await failedStart({ DATABASE_URL: url });
    expect(code, output).toBe(1);
    expect(line.variable).toBe('DATABASE_URL');
    expect(line.msg).toContain(`DATABASE_URL=postgres://postgres:***@127.0.0.1:${first},127.0.0.1:${second}/nodb`);
    expect(line.msg).toContain('no server there gave the session asked for');
    expect(line.msg).toContain(`127.0.0.1:${first} (connect ECONNREFUSED`);
    expect(line.msg).toContain(`127.0.0.1:${second} (connect ECONNREFUSED`);
    expect(output).not.toContain('s3cret-pass');
  }, 90_000);

  it('names PORT when the port is in use', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      const { code, line, output } = await failedStart({ PORT: String(port) });
      expect(code, output).toBe(1);
      expect(line.variable).toBe('PORT');
      expect(line.msg).toContain(`Port ${port} (PORT) is in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 90_000);

  it('names METRICS_PORT when the metrics port is in use', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      const { code, line, output } = await failedStart({ PORT: String(await freePort()), METRICS_PORT: String(port) });
      expect(code, output).toBe(1);
      expect(line.variable).toBe('METRICS_PORT');
      expect(line.msg).toContain(`Port ${port} (METRICS_PORT) is in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 90_000);

  it('names the variable of a bad value', async () => {
    const { code, line, output } = await failedStart({ TOKEN_TTL_SECONDS: 'soon' });
    expect(code, output).toBe(1);
    expect(line.variable).toBe('TOKEN_TTL_SECONDS');
    expect(line.msg).toContain('Configuration error: TOKEN_TTL_SECONDS');
  }, 90_000);
});
