/**
 * Graceful shutdown of the real process: on SIGTERM (and SIGINT) it stops
 * listening, lets the worker finish, closes the database and so releases the
 * embedded database's lock file, and exits 0; what it accepted is still there
 * when it starts again on the same data directory.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../builders/clients.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';

let dataDir: string;
let service: ServiceProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-shutdown-'));
});
afterAll(async () => {
  await service?.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown of the service process', () => {
  const reference = randomUUID();

  it('exits 0 on SIGTERM and releases the embedded database lock', async () => {
    // LOG_LEVEL info, so the shutdown's own JSON log line is written.
    service = await startService({ DATA_DIR: dataDir, PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'info' });
    const running = service;
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(true);
    const partner = httpPartner(() => running.baseUrl);
    const client = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const clientReference = (client.body as { clientReference: string }).clientReference;
    const deposit = await partner.call('POST', '/instruction-request/deposit', {
      productReference: 'IA-GBP-TYNESAVE',
      productIssueNumber: '1',
      productIssueVersionNumber: '2',
      accountReference: clientReference,
      amount: 5000,
      instructionReference: reference,
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(202);

    const code = await running.stop('SIGTERM');
    expect(code, running.output()).toBe(0);
    expect(running.output()).toContain('"msg":"shut down cleanly"');
    // Every line it wrote, from the start line to the last shutdown line, is JSON through the logger;
    // the start line names the console and, in the sandbox, the operator key to sign in with.
    const lines = running
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const started = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'started');
    expect(started?.consoleUrl).toBe(`${running.baseUrl}/console`);
    expect(started?.operatorApiKey).toBe('sandbox-operator-key');
    expect(started?.msg).toContain('sign in with the operator key sandbox-operator-key');
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(false);
    await expect(fetch(`${running.baseUrl}/healthz`)).rejects.toThrow();
  }, 120_000);

  it('starts again on the same data directory with the accepted request kept, and exits 0 on SIGINT', async () => {
    service = await startService({ DATA_DIR: dataDir, PLATFORM_ENV: 'sandbox' });
    const running = service;
    const partner = httpPartner(() => running.baseUrl);
    await partner.call('POST', '/sandbox/run');
    const status = await partner.call('GET', `/instruction-request/status/${reference}`);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect((status.body as { status: string }).status).toBe('Processed');

    const code = await running.stop('SIGINT');
    expect(code, running.output()).toBe(0);
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(false);
  }, 120_000);

  it('exits 0 on SIGTERM even when nobody reads its log any more (stdout closed, as when a log collector dies)', async () => {
    // Writing a log line to a pipe whose reader is gone fails (EPIPE); that
    // failure used to throw out of the shutdown's first log call, so SIGTERM and
    // a second SIGTERM left the process running for good.
    service = await startService({ DATA_DIR: dataDir, PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'info' });
    const running = service;
    running.child.stdout?.destroy();
    running.child.stderr?.destroy();
    // A request, so that the next log lines meet the closed pipe before the signal does.
    expect((await fetch(`${running.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${running.baseUrl}/healthz`)).status).toBe(200);
    const code = await Promise.race([running.stop('SIGTERM'), new Promise((resolve) => setTimeout(() => resolve('still running 40 s after SIGTERM'), 40_000))]);
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(false);
  }, 120_000);
});
