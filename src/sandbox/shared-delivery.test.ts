/**
 * The hosted sandbox is shared by every partner's developers (issue 26, item 1):
 * one partner's endpoints that accept a connection and never answer must not
 * hold another partner's `/sandbox/run` or `/sandbox/clock/advance`, nor keep
 * the advance lock. Real servers: partner H's twenty endpoints (the cap) all
 * point at a TCP listener that never answers, partner G's one at a receiver
 * that answers at once. The attempt time-out is long (30 s) so that waiting
 * on H's attempts would show.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { waitFor } from '../../test/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { systemClock } from '../platform/clock.js';

/** Generously above the sandbox's delivery budget (3 s by default): seconds, where waiting on H took minutes. */
const ANSWER_WITHIN_MS = 8_000;
/** How long a call is given before the test calls it hung (so today's defect fails the test rather than the run). */
const HUNG_AFTER_MS = 20_000;

let t: TestPlatform;
let silent: Server;
let silentUrl: string;
const connections: Socket[] = [];
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await startTestPlatform({ tokenClock: systemClock, env: { WEBHOOK_TIMEOUT_MS: '30000' } });
  // Accepts every connection and never sends a byte back.
  silent = createServer((socket) => {
    connections.push(socket);
    socket.on('error', () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  // The attempts still waiting on the silent listener end at once, so closing the platform does not wait for their time-out.
  silent?.close();
  for (const socket of connections) socket.destroy();
  await t?.close();
  await receiver?.close();
});

/** A call over the app (the file's platform unless `on`), timed; one with no answer after HUNG_AFTER_MS fails the test. */
async function timed(partner: TestPartner, url: string, payload?: Record<string, unknown>, on: TestPlatform = t): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`POST ${url} gave no answer within ${HUNG_AFTER_MS} ms`)), HUNG_AFTER_MS);
  });
  try {
    const response = await Promise.race([on.as(partner, { method: 'POST', url, payload: payload ?? {} }), hung]);
    return { response, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

describe("one partner's hanging endpoints and another partner's sandbox calls", () => {
  it("G's run and advances answer in seconds, deliver G's events, and leave the advance lock free, while H's twenty endpoints hang", async () => {
    const [h, g] = [await t.newPartner(), await t.newPartner()];
    for (let i = 0; i < 20; i++) {
      const created = await t.as(h, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `${silentUrl}/h${i}` } });
      expect(created.statusCode, created.body).toBe(201);
    }
    const gEndpoint = await t.as(g, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } });
    expect(gEndpoint.statusCode, gEndpoint.body).toBe(201);

    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const [dh, dg] = [driver(t, h), driver(t, g)];
    const clientH = await dh.newClient();
    for (let i = 0; i < 3; i++) await dh.submitOk('deposit', newDeposit(product, clientH, { amount: 5000 }));
    const clientG = await dg.newClient();
    const reference = await dg.submitOk('deposit', newDeposit(product, clientG, { amount: 5000 }));

    // G's run processes H's deposits too: sixty deliveries (and more) to H's silent endpoints fall due, older than G's one.
    const run = await timed(g, '/sandbox/run');
    expect(run.response.statusCode, run.response.body).toBe(200);
    expect(run.response.json().instructionRequestsResolved).toBe(4);
    expect(run.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // G's own event was delivered before its run answered.
    expect(receiver.received.map((r) => [r.json.type, r.json.data.instructionReference])).toContainEqual(['instruction.processed', reference]);

    const advance = await timed(g, '/sandbox/clock/advance', { hours: 1 });
    expect(advance.response.statusCode, advance.response.body).toBe(200);
    expect(advance.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // The lock was let go when the first advance answered (it is never held while waiting on the network).
    const again = await timed(g, '/sandbox/clock/advance', { hours: 1 });
    expect(again.response.statusCode, again.response.body).toBe(200);
    expect(again.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // H's calls are bounded too: its run waits for its own attempts only up to the budget, then leaves them to the worker.
    const hRun = await timed(h, '/sandbox/run');
    expect(hRun.response.statusCode, hRun.response.body).toBe(200);
    expect(hRun.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // H never held more than its share of the delivery slots (2 of 8), and its deliveries are still pending, left to the worker.
    expect(connections.length).toBeLessThanOrEqual(2);
    // Read directly on purpose: the events context offers no public read of deliveries.
    const deliveriesForH = await t.platform.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.endpoint_id', 'webhook_deliveries.endpoint_id')
      .select('webhook_deliveries.status')
      .where('webhook_endpoints.financial_partner_id', '=', h.financialPartnerId)
      .execute();
    expect(deliveriesForH.length).toBeGreaterThanOrEqual(60);
    expect(deliveriesForH.filter((d) => d.status !== 'Pending')).toEqual([]);
  }, 120_000);

  it("G's events still go out when other partners' hanging attempts fill every shared slot", async () => {
    // H holds its 2 slots (its attempts from above wait out their 30 s); three more partners with a silent endpoint each take the other 6.
    const connectedBefore = connections.length;
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const others: TestPartner[] = [];
    for (let i = 0; i < 3; i++) {
      const other = await t.newPartner();
      others.push(other);
      expect((await t.as(other, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `${silentUrl}/p${i}` } })).statusCode).toBe(201);
      const d = driver(t, other);
      const client = await d.newClient();
      for (let j = 0; j < 2; j++) await d.submitOk('deposit', newDeposit(product, client, { amount: 5000 }));
    }
    // One of them runs: its own 2 attempts, then the 4 free slots to the other two (H is at its share). It waits for its own until the budget is spent.
    const theirs = await timed(others[0], '/sandbox/run');
    expect(theirs.response.statusCode, theirs.response.body).toBe(200);
    expect(theirs.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await waitFor(() => connections.length - connectedBefore >= 6, { what: () => `six attempts to connect to the silent listener (${connections.length - connectedBefore} did)` });

    // Every shared slot is held by an attempt that will not answer; G's delivery starts all the same, within its share.
    const g = await t.newPartner();
    expect((await t.as(g, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } })).statusCode).toBe(201);
    const dg = driver(t, g);
    const reference = await dg.submitOk('deposit', newDeposit(product, await dg.newClient(), { amount: 5000 }));
    const run = await timed(g, '/sandbox/run');
    expect(run.response.statusCode, run.response.body).toBe(200);
    expect(run.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(receiver.received.map((r) => [r.json.type, r.json.data.instructionReference])).toContainEqual(['instruction.processed', reference]);
  }, 60_000);
});

describe("a sandbox call waits for its own partner's deliveries only", () => {
  // A budget longer than the answer allowed: a call that waited on H's attempts would take all of it.
  let long: TestPlatform;
  beforeAll(async () => {
    long = await startTestPlatform({ tokenClock: systemClock, env: { WEBHOOK_TIMEOUT_MS: '30000', WEBHOOK_SANDBOX_BUDGET_MS: '20000' } });
  });
  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await long?.close();
  });

  it("G's run and advance answer once G's event is delivered, not when H's attempts they started end", async () => {
    const [h, g] = [await long.newPartner(), await long.newPartner()];
    for (let i = 0; i < 2; i++) {
      expect((await long.as(h, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `${silentUrl}/long-h${i}` } })).statusCode).toBe(201);
    }
    expect((await long.as(g, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } })).statusCode).toBe(201);
    const product = await insertProduct(long.platform.db, { termType: 'InstantAccess' });
    const [dh, dg] = [driver(long, h), driver(long, g)];
    await dh.submitOk('deposit', newDeposit(product, await dh.newClient(), { amount: 5000 }));
    const reference = await dg.submitOk('deposit', newDeposit(product, await dg.newClient(), { amount: 5000 }));

    // G's run processes H's deposit too and starts H's attempts, which never end while the test runs.
    const run = await timed(g, '/sandbox/run', undefined, long);
    expect(run.response.statusCode, run.response.body).toBe(200);
    expect(run.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(receiver.received.map((r) => [r.json.type, r.json.data.instructionReference])).toContainEqual(['instruction.processed', reference]);
    const advance = await timed(g, '/sandbox/clock/advance', { hours: 1 }, long);
    expect(advance.response.statusCode, advance.response.body).toBe(200);
    expect(advance.ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 60_000);
});
