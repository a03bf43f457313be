/**
 * Issue 18 end to end, with a real receiving HTTP server: a partner registers
 * an endpoint, deposits in the sandbox, and receives each event once its
 * change commits, signed per Standard Webhooks; the feed returns the same events.
 */
import { Webhook } from 'standardwebhooks';
import { type ApiEventPage, expectBody } from '../../test/api.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit, newClosure } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { markedBatch } from '../../test/marked-events.js';
import { waitFor } from '../../test/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { systemClock } from '../platform/clock.js';
import { clientClassFor } from '../platform/multi-host.js';
import { appendEvents } from './events.repository.js';

let t: TestPlatform;
let partner: TestPartner;
let other: TestPartner;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await startTestPlatform({ tokenClock: systemClock });
  partner = await t.newPartner();
  other = await t.newPartner();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function feed(p: TestPartner, after?: string, limit = 100): Promise<ApiEventPage> {
  return expectBody(await t.api(p).get<ApiEventPage>(`/webhooks/events?limit=${limit}${after ? `&after=${after}` : ''}`), 200);
}

describe('a partner receives the events of a deposit', () => {
  let secret: string;
  let endpointId: string;

  it('registers an endpoint and gets its secret once', async () => {
    const created = await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url, description: 'laptop' } });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.eventTypes).toEqual([]);
    secret = body.secret;
    endpointId = body.id;
    const read = await t.as(partner, { method: 'GET', url: `/webhooks/endpoints/${endpointId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().secret).toBeUndefined();
    expect((await t.as(partner, { method: 'GET', url: '/webhooks/endpoints' })).json().endpoints.map((e: { id: string }) => e.id)).toEqual([endpointId]);
  });

  it('delivers instruction.processed, batch.*, account.opened, portfolio.updated and interest.posted, verifiable, and the feed has the same', async () => {
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '5' });
    const client = await d.newClient();
    const reference = await d.submitOk('deposit', newDeposit(product, client, { amount: 10000 }));
    const bad = await d.submitOk('withdraw', { ...newClosure(client, 'no-such-account'), amount: 5 });
    await d.run();
    const types = () => receiver.received.map((r) => r.json.type);
    expect(types()).toContain('instruction.processed');
    expect(types()).toContain('instruction.rejected');
    const processed = receiver.received.find((r) => r.json.type === 'instruction.processed')!;
    expect(processed.json.data).toMatchObject({ instructionReference: reference, status: 'Processed', requestType: 'deposit', statusReason: null, statusReasonCode: null });
    expect(receiver.received.find((r) => r.json.type === 'instruction.rejected')!.json.data).toMatchObject({
      instructionReference: bad,
      status: 'Rejected',
      statusReason: expect.stringMatching(/^DepositAccountNotFound: /),
      statusReasonCode: 'DepositAccountNotFound',
    });

    // Signatures verify with the library, and fail with a wrong secret or a changed body.
    const headers = {
      'webhook-id': String(processed.headers['webhook-id']),
      'webhook-timestamp': String(processed.headers['webhook-timestamp']),
      'webhook-signature': String(processed.headers['webhook-signature']),
    };
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(headers['webhook-id']).toBe(processed.json.id);
    expect(new Webhook(secret).verify(processed.body, headers)).toMatchObject({ id: processed.json.id });
    expect(() => new Webhook('whsec_' + Buffer.from('wrong-secret-wrong-secret').toString('base64')).verify(processed.body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(processed.body.replace('Processed', 'Rejected'), headers)).toThrow();

    // A batch-update that fails is rolled back: no batch.closed.
    await d.advanceTo('2026-03-02T14:30:00Z');
    expect(types()).toContain('batch.locked');
    const batch = (await d.batches('2026-03-02')).find((b) => b.instructionType === 'deposit')!;
    expectErrorBody(await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: 1 }]), 409);
    await t.platform.webhookDispatcher.deliverDue();
    expect(types()).not.toContain('batch.closed');
    expect((await d.closeBatches([{ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount }])).statusCode).toBe(204);
    await d.advanceTo('2026-03-02T15:30:00Z');
    expect(types()).toEqual(expect.arrayContaining(['batch.closed', 'batch.completed', 'account.opened', 'portfolio.updated']));
    const locked = receiver.received.find((r) => r.json.type === 'batch.locked')!;
    expect(locked.json.data).toMatchObject({ instructionBatchId: batch.instructionBatchId, instructionBatchStatus: 'Locked', instructionBatchTotalAmount: 10000 });
    await d.advanceTo('2026-03-05T12:00:00Z');
    const posted = receiver.received.find((r) => r.json.type === 'interest.posted');
    expect(posted?.json.data).toMatchObject({ clientReference: client, reason: 'Periodic' });

    // Each event once, and the feed holds exactly the delivered events, in order.
    const ids = receiver.received.map((r) => r.json.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await feed(partner, after, 7);
      all.push(...page.events.map((e) => e.id));
      if (page.events.length === 0) break;
      after = page.next;
    }
    expect(all.sort()).toEqual([...ids].sort());
    for (const hook of receiver.received) expect(hook.json.financialPartnerId).toBe(partner.financialPartnerId);

    // The delivery log.
    const deliveries = await t.as(partner, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries?limit=5` });
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json().attempts).toHaveLength(5);
    expect(deliveries.json().attempts[0]).toMatchObject({ statusCode: 200, deliveryStatus: 'Delivered' });
  });

  it('replays, with the same webhook-id', async () => {
    const before = receiver.received.length;
    const replay = await t.as(partner, { method: 'POST', url: `/webhooks/endpoints/${endpointId}/replay`, payload: { since: '2026-03-02T00:00:00Z' } });
    expect(replay.statusCode).toBe(202);
    expect(replay.json().eventsQueued).toBe(before);
    await t.platform.webhookDispatcher.deliverDue();
    expect(receiver.received.length).toBe(2 * before);
    expect(
      receiver.received
        .slice(before)
        .map((r) => r.json.id)
        .sort(),
    ).toEqual(
      receiver.received
        .slice(0, before)
        .map((r) => r.json.id)
        .sort(),
    );
  });

  it('rotates the secret: both sign for a while', async () => {
    const rotated = await t.as(partner, { method: 'POST', url: `/webhooks/endpoints/${endpointId}/rotate-secret` });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    const before = receiver.received.length;
    await t.as(partner, { method: 'POST', url: `/webhooks/endpoints/${endpointId}/replay`, payload: { since: '2026-03-02T00:00:00Z' } });
    await t.platform.webhookDispatcher.deliverDue();
    const hook = receiver.received[before];
    const headers = {
      'webhook-id': String(hook.headers['webhook-id']),
      'webhook-timestamp': String(hook.headers['webhook-timestamp']),
      'webhook-signature': String(hook.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(fresh).verify(hook.body, headers)).not.toThrow();
    expect(() => new Webhook(secret).verify(hook.body, headers)).not.toThrow();
  });

  it("another partner's endpoints and events are 404 or absent", async () => {
    expectErrorBody(await t.as(other, { method: 'GET', url: `/webhooks/endpoints/${endpointId}` }), 404, 'NotFound');
    expectErrorBody(await t.as(other, { method: 'DELETE', url: `/webhooks/endpoints/${endpointId}` }), 404, 'NotFound');
    expectErrorBody(await t.as(other, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries` }), 404, 'NotFound');
    expectErrorBody(await t.as(other, { method: 'POST', url: `/webhooks/endpoints/${endpointId}/replay`, payload: { since: '2026-03-02T00:00:00Z' } }), 404, 'NotFound');
    expectErrorBody(await t.as(other, { method: 'POST', url: `/webhooks/endpoints/${endpointId}/rotate-secret` }), 404, 'NotFound');
    expect((await feed(other)).events).toEqual([]);
    expect((await t.as(other, { method: 'GET', url: '/webhooks/endpoints' })).json().endpoints).toEqual([]);
  });

  it('refuses bad input with the error body', async () => {
    expectErrorBody(await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: 'ftp://example.com' } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: 'http://example.com/x' } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url, eventTypes: ['nope'] } }), 400);
    expectErrorBody(await t.as(partner, { method: 'GET', url: '/webhooks/events?after=garbage!' }), 400);
    expectErrorBody(await t.as(partner, { method: 'GET', url: '/webhooks/events?after=Zm9v' }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'GET', url: '/webhooks/events?limit=0' }), 400);
    expectErrorBody(await t.as(partner, { method: 'POST', url: '/webhooks/endpoints/x/replay', payload: { since: 'yesterday' } }), 400);
  });

  it('deletes the endpoint', async () => {
    expect((await t.as(partner, { method: 'DELETE', url: `/webhooks/endpoints/${endpointId}` })).statusCode).toBe(204);
    expectErrorBody(await t.as(partner, { method: 'GET', url: `/webhooks/endpoints/${endpointId}` }), 404);
  });
});

describe.runIf(process.env.DATABASE_URL)('the sandbox delivers the events of its own work while an older transaction is open (PostgreSQL)', () => {
  it('/sandbox/run waits for the fan-out to reach the events it committed, then delivers them', async () => {
    // Any write transaction still open anywhere on the server (another tenant's request, another
    // process) holds the feed's horizon below the run's events; the run must not answer without them.
    const late = await t.newPartner();
    const endpoint = await t.as(late, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url, eventTypes: ['instruction.processed'] } });
    expect(endpoint.statusCode).toBe(201);
    const d = driver(t, late);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '5' });
    const client = await d.newClient();
    const reference = await d.submitOk('deposit', newDeposit(product, client, { amount: 2500 }));

    const url = process.env.DATABASE_URL ?? '';
    const Client = clientClassFor(url);
    const older = new Client({ connectionString: url });
    await older.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const run = d.run();
      // The older transaction ends once the run has committed its event (read directly: the feed does not show it
      // yet), so that the run has to wait for the fan-out; not after a fixed while, which on a busy machine may come first.
      await waitFor(
        async () =>
          (
            await t.platform.db
              .selectFrom('events')
              .select('event_type')
              .where('financial_partner_id', '=', late.financialPartnerId)
              .where('event_type', '=', 'instruction.processed')
              .execute()
          ).length > 0,
        { what: 'the run to commit its instruction.processed event' },
      );
      await older.query('COMMIT');
      await run;
    } finally {
      await older.end();
    }
    const mine = receiver.received.filter((r) => r.json.financialPartnerId === late.financialPartnerId);
    expect(mine.map((r) => [r.json.type, r.json.data.instructionReference])).toEqual([['instruction.processed', reference]]);
  });
});

describe('an endpoint changed after registration (PATCH /webhooks/endpoints/{id})', () => {
  it('changes its url, event types and description, keeps its secret, and refuses an empty, unknown or unsafe change; another partner’s is 404', async () => {
    const created = (await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url, description: 'old' } })).json();
    const url = `/webhooks/endpoints/${created.id}`;
    const moved = 'https://hooks.example.com/savings';
    const changed = await t.as(partner, { method: 'PATCH', url, payload: { url: receiver.url.replace('/hook', '/moved'), eventTypes: ['batch.locked'], description: null } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, url: receiver.url.replace('/hook', '/moved'), eventTypes: ['batch.locked'], description: null, status: 'Enabled' });
    expect(changed.json().secret).toBeUndefined();

    expectErrorBody(await t.as(partner, { method: 'PATCH', url, payload: {} }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'PATCH', url, payload: { surl: moved } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'PATCH', url, payload: { eventTypes: ['batch.exploded'] } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'PATCH', url, payload: { url: 'http://169.254.169.254/latest' } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(partner, { method: 'PATCH', url, payload: { status: 'Paused' } }), 400, 'ValidationFailed');
    expectErrorBody(await t.as(other, { method: 'PATCH', url, payload: { description: 'mine now' } }), 404, 'NotFound');
    expectErrorBody(await t.as(partner, { method: 'PATCH', url: '/webhooks/endpoints/ep_nope', payload: { description: 'x' } }), 404, 'NotFound');
    // Nothing of the refused changes was written.
    expect((await t.as(partner, { method: 'GET', url })).json()).toMatchObject({ url: receiver.url.replace('/hook', '/moved'), eventTypes: ['batch.locked'], description: null });
    await t.as(partner, { method: 'DELETE', url });
  });

  it('is disabled by hand and enabled again: nothing arrives while disabled, the events made after re-enabling do', async () => {
    const own = await startWebhookReceiver();
    try {
      const p = await t.newPartner();
      const created = (await t.as(p, { method: 'POST', url: '/webhooks/endpoints', payload: { url: own.url } })).json();
      const url = `/webhooks/endpoints/${created.id}`;
      const write = (mark: string) =>
        t.platform.db
          .transaction()
          .execute((trx) => appendEvents(trx, [{ type: 'batch.locked', financialPartnerId: p.financialPartnerId, data: markedBatch(mark) }], t.platform.clock.now()));
      const marksReceived = () => own.received.map((r) => r.json.data.instructionBatchId);

      const disabled = await t.as(p, { method: 'PATCH', url, payload: { status: 'Disabled' } });
      expect(disabled.json()).toMatchObject({ status: 'Disabled', disabledReason: 'Disabled by the partner.' });
      await write('while-disabled');
      await t.platform.webhookDispatcher.deliverDue();
      expect(marksReceived()).toEqual([]);

      const enabled = await t.as(p, { method: 'PATCH', url, payload: { status: 'Enabled' } });
      expect(enabled.json()).toMatchObject({ status: 'Enabled', disabledReason: null });
      await write('after-enabling');
      await waitFor(
        async () => {
          if (marksReceived().includes('after-enabling')) return true;
          await t.platform.webhookDispatcher.deliverDue();
          return false;
        },
        { what: 'the event made after re-enabling to arrive' },
      );
      // What it missed while disabled is there to replay; it was not delivered.
      expect(marksReceived()).toEqual(['after-enabling']);
      const signed = own.received[0]!;
      expect(new Webhook(created.secret).verify(signed.body, signed.headers as Record<string, string>)).toMatchObject({ type: 'batch.locked' });
      // Disabling by hand wrote endpoint.disabled to the feed (and for the partner's other endpoints: it had none).
      const feed = expectBody(await t.api(p).get<ApiEventPage>('/webhooks/events?limit=100'), 200);
      expect(feed.events.filter((e) => e.type === 'endpoint.disabled').map((e) => e.data)).toEqual([
        { endpointId: created.id, url: own.url, reason: 'Disabled by the partner.', disabledBy: 'partner', disabledAt: expect.any(String) },
      ]);
    } finally {
      await own.close();
    }
  });

  it('sends a signed test event to one endpoint alone, logged like any delivery, in no feed; refuses a disabled or another partner’s endpoint', async () => {
    const first = await startWebhookReceiver('/first');
    const second = await startWebhookReceiver('/second');
    try {
      const p = await t.newPartner();
      const one = (await t.as(p, { method: 'POST', url: '/webhooks/endpoints', payload: { url: first.url, eventTypes: ['batch.locked'] } })).json();
      await t.as(p, { method: 'POST', url: '/webhooks/endpoints', payload: { url: second.url } });
      const sent = await t.as(p, { method: 'POST', url: `/webhooks/endpoints/${one.id}/test` });
      expect(sent.statusCode, sent.body).toBe(202);
      const { eventId } = sent.json();
      await waitFor(
        async () => {
          if (first.received.length > 0) return true;
          await t.platform.webhookDispatcher.deliverDue();
          return false;
        },
        { what: 'the test event to arrive' },
      );
      const hook = first.received[0]!;
      // Sent whatever types the endpoint receives, signed with its secret.
      expect(new Webhook(one.secret).verify(hook.body, hook.headers as Record<string, string>)).toMatchObject({
        id: eventId,
        type: 'webhook.test',
        data: { endpointId: one.id, url: first.url, message: expect.any(String) },
      });
      const log = (await t.as(p, { method: 'GET', url: `/webhooks/endpoints/${one.id}/deliveries` })).json().attempts;
      expect(log[0]).toMatchObject({ eventId, eventType: 'webhook.test', statusCode: 200, result: 'Succeeded' });
      // Not for the other endpoint, not in the feed, not replayed.
      await t.platform.webhookDispatcher.deliverDue();
      expect(second.received).toEqual([]);
      const feed = expectBody(await t.api(p).get<ApiEventPage>('/webhooks/events?limit=100'), 200);
      expect(feed.events.map((e) => e.id)).not.toContain(eventId);
      const replayed = await t.as(p, { method: 'POST', url: `/webhooks/endpoints/${one.id}/replay`, payload: { since: '2000-01-01T00:00:00Z' } });
      expect(replayed.json()).toEqual({ eventsQueued: 0 });

      expectErrorBody(await t.as(other, { method: 'POST', url: `/webhooks/endpoints/${one.id}/test` }), 404, 'NotFound');
      await t.as(p, { method: 'PATCH', url: `/webhooks/endpoints/${one.id}`, payload: { status: 'Disabled' } });
      const refused = expectErrorBody(await t.as(p, { method: 'POST', url: `/webhooks/endpoints/${one.id}/test` }), 409, 'Conflict');
      expect(refused.ErrorDescription).toMatch(/enable it first/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
