/**
 * At least once across a crash: a webhook delivery in flight when the process
 * is killed (`kill -9`, no shutdown) is delivered again after a restart on the
 * same database, with the same webhook-id and a signature that verifies. The
 * real service process (src/main.ts, sandbox on an embedded database), a real
 * receiving HTTP server that holds the first delivery open.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../builders/clients.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';

interface Received {
  body: string;
  headers: Record<string, string>;
}

let dataDir: string;
let service: ServiceProcess | undefined;
let receiver: Server;
let receiverPort: number;
const received: Received[] = [];
/** The first delivery is held open (never answered), as a slow endpoint would; later ones answer 204. */
let holdFirst = true;
const held: ServerResponse[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-webhook-crash-'));
  receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
      if (holdFirst) {
        holdFirst = false;
        held.push(response);
        return;
      }
      response.writeHead(204).end();
    });
  });
  receiverPort = await new Promise<number>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as { port: number }).port)));
});

afterAll(async () => {
  await service?.stop('SIGKILL');
  for (const response of held) response.destroy();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function waitFor(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a webhook delivery in flight when the process dies', () => {
  it('is delivered again after the restart, with the same webhook-id, signed', async () => {
    // A 3 s time-out gives a lease of about 8 s: long enough to kill the process mid-delivery.
    const env = { DATA_DIR: dataDir, PLATFORM_ENV: 'sandbox', WEBHOOK_TIMEOUT_MS: '3000', WEBHOOK_RETRY_BASE_MS: '200' };
    service = await startService(env);
    const first = service;
    const partner = httpPartner(() => first.baseUrl);
    const endpoint = await partner.call('POST', '/webhooks/endpoints', { url: `http://127.0.0.1:${receiverPort}/hook`, eventTypes: ['instruction.processed'] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const { id: endpointId, secret } = endpoint.body as { id: string; secret: string };

    const client = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
    expect(client.status).toBe(201);
    const deposit = await partner.call('POST', '/instruction-request/deposit', {
      productReference: 'IA-GBP-TYNESAVE',
      productIssueNumber: '1',
      productIssueVersionNumber: '2',
      accountReference: (client.body as { clientReference: string }).clientReference,
      amount: 5000,
      instructionReference: randomUUID(),
    });
    expect(deposit.status).toBe(202);

    // The worker processes the deposit and the dispatcher POSTs the event, which the receiver holds open.
    await waitFor('the first delivery', () => received.length === 1, 30_000);
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');

    service = await startService(env);
    await waitFor('the redelivery after the restart', () => received.length >= 2, 60_000);
    const [inFlight, again] = received;
    expect(again.headers['webhook-id']).toBe(inFlight.headers['webhook-id']);
    const event = new Webhook(secret).verify(again.body, again.headers) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('instruction.processed');

    // The partner sees the delivery as done (recorded just after the receiver answered).
    const restarted = httpPartner(() => service!.baseUrl);
    let latest: { deliveryStatus: string; statusCode: number | null } | undefined;
    const deadline = performance.now() + 20_000;
    while (latest?.deliveryStatus !== 'Delivered' && performance.now() < deadline) {
      const attempts = await restarted.call('GET', `/webhooks/endpoints/${endpointId}/deliveries`);
      expect(attempts.status).toBe(200);
      latest = (attempts.body as { attempts: { deliveryStatus: string; statusCode: number | null }[] }).attempts[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(latest).toMatchObject({ deliveryStatus: 'Delivered', statusCode: 204 });
  }, 180_000);
});
