/**
 * One partner's slow endpoints cannot hold up another partner's deliveries:
 * each partner gets at most its share of a process's delivery slots, however
 * many endpoints it registers. Real receiving servers: partner A's six
 * endpoints never answer (each attempt runs to its time-out), partner B's
 * answers at once.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { waitFor } from '../../test/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { systemClock } from '../platform/clock.js';

let t: TestPlatform;
let slow: Server;
let slowUrl: string;
const held: ServerResponse[] = [];
let fast: WebhookReceiver;

beforeAll(async () => {
  t = await startTestPlatform({ tokenClock: systemClock, env: { WEBHOOK_CONCURRENCY: '8', WEBHOOK_TIMEOUT_MS: '6000' } });
  slow = createServer((request, response) => {
    request.resume();
    held.push(response);
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  fast = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.platform.webhookDispatcher.stop();
  for (const response of held) response.destroy();
  await new Promise((resolve) => slow?.close(resolve));
  await fast?.close();
  await t?.close();
});

describe('webhook delivery slots', () => {
  it("deliver partner B's event at once while partner A's six endpoints hang", async () => {
    const [a, b] = [await t.newPartner(), await t.newPartner()];
    for (let i = 0; i < 6; i++) {
      const created = await t.as(a, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `${slowUrl}/a${i}`, eventTypes: ['instruction.processed'] } });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await t.as(b, { method: 'POST', url: '/webhooks/endpoints', payload: { url: fast.url, eventTypes: ['instruction.processed'] } })).statusCode).toBe(201);

    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const [da, db] = [driver(t, a), driver(t, b)];
    // A's events first (older, so first in line), then B's one.
    const clientA = await da.newClient();
    for (let i = 0; i < 3; i++) await da.submitOk('deposit', newDeposit(product, clientA, { amount: 5000 }));
    await t.platform.processor.drain();
    const clientB = await db.newClient();
    const reference = await db.submitOk('deposit', newDeposit(product, clientB, { amount: 5000 }));
    await t.platform.processor.drain();

    t.platform.webhookDispatcher.start();
    await waitFor(() => fast.received.some((r) => r.json.data.instructionReference === reference), { timeoutMs: 30_000, what: "B's event to arrive" });
    // 18 of A's deliveries are due before B's. Without a partner's share they take all 8 slots and
    // B's goes out only when their attempts time out and are recorded. With it, A holds 2 slots and
    // B's is delivered while A's first attempts are still hanging: none of them is recorded yet.
    expect(fast.received.map((r) => r.json.data.instructionReference)).toContain(reference);
    const recordedForA = await t.platform.db
      .selectFrom('webhook_delivery_attempts')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.endpoint_id', 'webhook_delivery_attempts.endpoint_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('webhook_endpoints.financial_partner_id', '=', a.financialPartnerId)
      .executeTakeFirstOrThrow();
    expect(Number(recordedForA.n)).toBe(0);
    expect(held.length).toBeLessThanOrEqual(2);
  }, 60_000);
});
