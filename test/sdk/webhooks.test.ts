/**
 * The SDK's Webhooks API and verifyWebhook against the real platform over real
 * HTTP, with a real receiving server: register an endpoint, receive a
 * deposit's events signed, verify them (and refuse a wrong secret or a changed
 * body), read the same events from the feed, see the delivery log, delete.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, PlatformError, type SavingsPlatform, ValidationError, verifyWebhook } from '../../packages/sdk/src/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.js';
import { advanceSandboxClock, individual, type Sandbox, sdk, startSandbox } from './support.js';

let sandbox: Sandbox;
let platform: SavingsPlatform;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sandbox = await startSandbox();
  platform = sdk(sandbox.baseUrl);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await sandbox?.close();
});

describe('platform.webhooks and verifyWebhook', () => {
  it('receive a deposit’s events, verifiable, and the feed holds the same', async () => {
    const endpoint = await platform.webhooks.createEndpoint({ url: receiver.url, eventTypes: ['instruction.processed', 'batch.locked'], description: 'sdk test' });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await platform.webhooks.listEndpoints()).endpoints.map((e) => e.id)).toContain(endpoint.id);

    const product = await platform.products.get('IA-GBP-TYNESAVE');
    const issue = product.productIssues.filter((i) => i.productIssueNumber === 1).at(-1)!;
    const { clientReference } = await platform.clients.createIndividual(individual(`SDK-HOOK-${randomUUID()}`));
    const accepted = await platform.instructions.deposit({
      productReference: 'IA-GBP-TYNESAVE',
      productIssueNumber: issue.productIssueNumber,
      productIssueVersionNumber: issue.productIssueVersionNumber,
      accountReference: clientReference,
      amount: 5000,
    });
    expect(await platform.instructions.waitForOutcome(accepted.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
    // The advance delivers what its work (and the processing before it) produced before it answers.
    await advanceSandboxClock(sandbox, '2026-03-02T14:30:00Z');

    const processed = receiver.received.find((r) => r.json.type === 'instruction.processed' && r.json.data.instructionReference === accepted.instructionReference);
    expect(processed).toBeDefined();
    const headers = processed!.headers as Record<string, string>;
    const event = verifyWebhook(processed!.body, headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'instruction.processed', data: { instructionReference: accepted.instructionReference, status: 'Processed' } });
    // Both secrets during a rotation: either may match.
    expect(verifyWebhook(Buffer.from(processed!.body), headers, ['whsec_' + Buffer.from('not-the-secret-not-the-secret').toString('base64'), endpoint.secret]).id).toBe(event.id);
    expect(() => verifyWebhook(processed!.body, headers, 'whsec_' + Buffer.from('not-the-secret-not-the-secret').toString('base64'))).toThrow();
    expect(() => verifyWebhook(processed!.body.replace('Processed', 'Rejected'), headers, endpoint.secret)).toThrow();
    expect(receiver.received.map((r) => r.json.type)).toContain('batch.locked');

    // The feed: every event of the partner, oldest first, the same ids as delivered; resuming from its cursor yields nothing new.
    const feed = platform.webhooks.events({ limit: 2 });
    const seen: string[] = [];
    for await (const e of feed) seen.push(e.id);
    for (const delivered of receiver.received) expect(seen).toContain(delivered.json.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(feed.lastRequestId()).toMatch(/^[0-9a-f-]{36}$/);
    const rest: string[] = [];
    for await (const e of platform.webhooks.events({ after: feed.cursor() })) rest.push(e.id);
    expect(rest).toEqual([]);

    const { attempts } = await platform.webhooks.deliveries(endpoint.id, { limit: 10 });
    expect(attempts.some((a) => a.eventId === event.id && a.deliveryStatus === 'Delivered' && a.statusCode === 200)).toBe(true);
    // Iterated a page of one at a time, the same attempts, newest first, each once.
    const paged = [];
    for await (const attempt of platform.webhooks.deliveries(endpoint.id, { limit: 1 })) paged.push(attempt.attemptId);
    expect(paged.slice(0, attempts.length)).toEqual(attempts.map((a) => a.attemptId));
    expect(new Set(paged).size).toBe(paged.length);
    const endpoints = [];
    for await (const one of platform.webhooks.listEndpoints()) endpoints.push(one.id);
    expect(endpoints).toContain(endpoint.id);
    // Changed after registration: its types, then disabled by hand and enabled again; the secret stays.
    const narrowed = await platform.webhooks.updateEndpoint(endpoint.id, { eventTypes: ['batch.completed'], description: null });
    expect(narrowed).toMatchObject({ id: endpoint.id, eventTypes: ['batch.completed'], description: null, status: 'Enabled' });
    expect(await platform.webhooks.updateEndpoint(endpoint.id, { status: 'Disabled' })).toMatchObject({ status: 'Disabled', disabledReason: 'Disabled by the partner.' });
    expect(await platform.webhooks.updateEndpoint(endpoint.id, { status: 'Enabled' })).toMatchObject({ status: 'Enabled', disabledReason: null });
    const refused = await platform.webhooks.updateEndpoint(endpoint.id, { url: 'http://10.0.0.1/hooks' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    const missing = await platform.webhooks.updateEndpoint('ep_none', { description: 'x' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);

    // A test event, on request: to this endpoint alone, whatever its types; the SDK types its data.
    const { eventId } = await platform.webhooks.sendTestEvent(endpoint.id);
    for (const started = Date.now(); !receiver.received.some((r) => r.json.id === eventId); await new Promise((resolve) => setTimeout(resolve, 50))) {
      expect(Date.now() - started).toBeLessThan(15_000);
      await platform.sandbox.run();
    }
    const testHook = receiver.received.find((r) => r.json.id === eventId)!;
    const test = verifyWebhook(testHook.body, testHook.headers as Record<string, string>, endpoint.secret);
    if (test.type === 'webhook.test') expect(test.data.endpointId).toBe(endpoint.id);
    else expect.fail(`expected webhook.test, got ${test.type}`);

    const rotated = await platform.webhooks.rotateSecret(endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);

    await platform.webhooks.deleteEndpoint(endpoint.id);
    const gone = await platform.webhooks.getEndpoint(endpoint.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(PlatformError);
    expect((gone as PlatformError).status).toBe(404);
  }, 120_000);
});
