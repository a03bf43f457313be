/**
 * The feed's cursor over 1,000+ events written by concurrent transactions that
 * commit out of order never skips nor repeats an event; a rolled-back change
 * leaves no event; the delivery worker retries a failing endpoint and then
 * disables it with a reason the partner can read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEventPage, expectBody } from '../../test/api.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { markedBatch, markedPortfolioUpdate } from '../../test/marked-events.js';
import { waitFor } from '../../test/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { bumpPortfolioVersions } from '../ledger/ledger.js';
import { systemClock } from '../platform/clock.js';
import { appendEvents } from './events.repository.js';
import { MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs, utf8Prefix, waitAfterFailureMs } from './webhook-dispatcher.js';

let t: TestPlatform;
let partner: TestPartner;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await startTestPlatform({
    tokenClock: systemClock,
    env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_DELAY_MS: '40', WEBHOOK_RETRY_WINDOW_MS: '400', WEBHOOK_TIMEOUT_MS: '2000' },
  });
  partner = await t.newPartner();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page of the partner's feed, after the cursor when given. */
async function feedPage(after: string | undefined): Promise<ApiEventPage> {
  return expectBody(await t.api(partner).get<ApiEventPage>(`/webhooks/events?limit=100${after ? `&after=${after}` : ''}`), 200);
}

describe('the events feed', () => {
  it('never skips nor repeats an event over 1,200 events from concurrent writers committing out of order', async () => {
    const writers = 40;
    const perWriter = 30;
    const written: string[] = [];
    const seen: string[] = [];
    let writing = true;
    const write = async (w: number) => {
      for (let i = 0; i < perWriter; i += 3) {
        await t.platform.db.transaction().execute(async (trx) => {
          const marks = [0, 1, 2].map((k) => `w${w}-${i + k}`);
          await appendEvents(
            trx,
            marks.map((mark) => ({ type: 'portfolio.updated' as const, financialPartnerId: partner.financialPartnerId, data: markedPortfolioUpdate(mark) })),
            t.platform.clock.now(),
          );
          // Hold the transaction open a random while, so that later-starting ones commit first (interleaving, not waiting).
          await sleep(Math.random() * 15);
          written.push(...marks);
        });
      }
    };
    let after: string | undefined;
    /** Reads the feed on from the cursor into `seen` until a page is empty. */
    const readOn = async () => {
      for (;;) {
        const page = await feedPage(after);
        seen.push(...page.events.map((e) => String(e.data.portfolioId)));
        after = page.next;
        if (page.events.length === 0) return;
      }
    };
    const reader = (async () => {
      // Reads while the writers write; the pause after an empty page only paces the reader (interleaving, not waiting).
      while (writing) {
        await readOn();
        await sleep(5);
      }
    })();
    await Promise.all(Array.from({ length: writers }, (_, w) => write(w)));
    writing = false;
    await reader;
    // An empty page once the writers are done is not the end: a transaction older than their last
    // ones, open anywhere on the server (another test file's), holds those back until it ends.
    await waitFor(
      async () => {
        await readOn();
        return seen.length >= written.length;
      },
      { what: () => `the feed to show the ${written.length} events written (it showed ${seen.length}; not yet: ${written.filter((m) => !seen.includes(m)).slice(0, 5)})` },
    );
    expect(written).toHaveLength(writers * perWriter);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...written].sort());
  });

  it('has no event of a rolled-back change', async () => {
    await expect(
      t.platform.db.transaction().execute(async (trx) => {
        await appendEvents(trx, [{ type: 'batch.locked', financialPartnerId: partner.financialPartnerId, data: markedBatch('rolled-back') }], t.platform.clock.now());
        await bumpPortfolioVersions(trx, ['no-such-portfolio'], t.platform.clock.now());
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A committed event written after the rollback: once the feed shows it, it shows everything before it
    // (an older transaction still open elsewhere on the server only delays that moment).
    await t.platform.db
      .transaction()
      .execute((trx) =>
        appendEvents(trx, [{ type: 'batch.locked', financialPartnerId: partner.financialPartnerId, data: markedBatch('committed-after') }], t.platform.clock.now()),
      );
    const events: { data: Record<string, unknown> }[] = [];
    let after: string | undefined;
    await waitFor(
      async () => {
        for (;;) {
          const page = await feedPage(after);
          events.push(...page.events);
          after = page.next;
          if (page.events.length === 0) return events.some((e) => e.data.instructionBatchId === 'committed-after');
        }
      },
      { intervalMs: 10, what: 'the feed to show the event committed after the rollback' },
    );
    expect(events.some((e) => e.data.instructionBatchId === 'rolled-back')).toBe(false);
  });
});

describe('a failing endpoint', () => {
  it('is retried with growing waits, then disabled with a reason the partner can see; its other endpoints and feed are told', async () => {
    const failing = await t.newPartner();
    receiver.respond = () => 500;
    const created = await t.as(failing, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    // The partner's second endpoint, healthy, hears about the first.
    const watcher = await startWebhookReceiver('/watch');
    const watching = await t.as(failing, { method: 'POST', url: '/webhooks/endpoints', payload: { url: watcher.url, eventTypes: ['endpoint.failing', 'endpoint.disabled'] } });
    expect(watching.statusCode).toBe(201);
    await t.platform.db
      .transaction()
      .execute((trx) => appendEvents(trx, [{ type: 'batch.closed', financialPartnerId: failing.financialPartnerId, data: markedBatch('closed') }], t.platform.clock.now()));
    const disabled = await waitFor(
      async () => {
        await t.platform.webhookDispatcher.deliverDue();
        const endpoint = (await t.as(failing, { method: 'GET', url: `/webhooks/endpoints/${id}` })).json();
        return endpoint.status === 'Disabled' ? endpoint : undefined;
      },
      { intervalMs: 10, what: 'the failing endpoint to be disabled' },
    );
    expect(disabled.disabledReason).toMatch(/HTTP 500/);
    const attempts = (await t.as(failing, { method: 'GET', url: `/webhooks/endpoints/${id}/deliveries` })).json().attempts as { statusCode: number; deliveryStatus: string }[];
    expect(attempts.length).toBeGreaterThan(2);
    expect(attempts.every((a) => a.statusCode === 500 && a.deliveryStatus === 'Failed')).toBe(true);
    // A disabled endpoint receives nothing more.
    const count = receiver.received.length;
    await t.platform.db
      .transaction()
      .execute((trx) => appendEvents(trx, [{ type: 'batch.closed', financialPartnerId: failing.financialPartnerId, data: markedBatch('closed') }], t.platform.clock.now()));
    await t.platform.webhookDispatcher.deliverDue();
    expect(receiver.received.length).toBe(count);
    receiver.respond = () => 200;

    // endpoint.failing once (the fifth attempt in a row failed), then endpoint.disabled by the platform: to the other endpoint,
    // never to the failing one, and in the feed.
    await waitFor(
      async () => {
        if (watcher.received.filter((h) => h.json.type.startsWith('endpoint.')).length >= 2) return true;
        await t.platform.webhookDispatcher.deliverDue();
        return false;
      },
      { intervalMs: 10, what: 'endpoint.failing and endpoint.disabled at the other endpoint' },
    );
    const told = watcher.received.filter((h) => h.json.type.startsWith('endpoint.')).map((h) => h.json);
    expect(told.map((e) => e.type)).toEqual(['endpoint.failing', 'endpoint.disabled']);
    expect(told[0]!.data).toMatchObject({ endpointId: id, url: receiver.url, consecutiveFailures: 5, lastAttempt: 'HTTP 500' });
    expect(told[1]!.data).toMatchObject({ endpointId: id, url: receiver.url, disabledBy: 'platform', reason: expect.stringMatching(/HTTP 500/) });
    expect(receiver.received.some((h) => h.json.financialPartnerId === failing.financialPartnerId && h.json.type.startsWith('endpoint.'))).toBe(false);
    const feed = expectBody(await t.api(failing).get<ApiEventPage>('/webhooks/events?limit=100'), 200);
    expect(feed.events.filter((e) => e.type.startsWith('endpoint.')).map((e) => e.type)).toEqual(['endpoint.failing', 'endpoint.disabled']);
    await watcher.close();
  });

  it('waits longer after a 429 (as its Retry-After asks) or a time-out than after a 500', () => {
    const now = Date.parse('2026-03-02T09:00:00Z');
    const failure = (statusCode: number | null, extra: { timedOut?: boolean; retryAfter?: string } = {}) => ({
      statusCode,
      timedOut: extra.timedOut ?? false,
      retryAfter: extra.retryAfter ?? null,
    });
    expect(waitAfterFailureMs(30_000, failure(500), now)).toBe(30_000);
    expect(waitAfterFailureMs(30_000, failure(429, { retryAfter: '120' }), now)).toBe(120_000);
    expect(waitAfterFailureMs(30_000, failure(429, { retryAfter: 'Mon, 02 Mar 2026 09:05:00 GMT' }), now)).toBe(300_000);
    // Never sooner than the step, never longer than an hour; without a readable Retry-After, twice the step.
    expect(waitAfterFailureMs(30_000, failure(429, { retryAfter: '1' }), now)).toBe(30_000);
    expect(waitAfterFailureMs(30_000, failure(429, { retryAfter: '86400' }), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(waitAfterFailureMs(30_000, failure(429), now)).toBe(60_000);
    expect(waitAfterFailureMs(30_000, failure(429, { retryAfter: 'soon' }), now)).toBe(60_000);
    expect(waitAfterFailureMs(30_000, failure(null, { timedOut: true }), now)).toBe(60_000);
    expect(waitAfterFailureMs(30_000, failure(null), now)).toBe(30_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });

  it("holds a delivery back as long as a 429's Retry-After asks, in the delivery log as a failed attempt", async () => {
    const busy = await t.newPartner();
    receiver.respond = (hook) => (hook.json.financialPartnerId === busy.financialPartnerId ? { status: 429, headers: { 'retry-after': '2' } } : 200);
    const created = await t.as(busy, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } });
    const id = created.json().id as string;
    await t.platform.db
      .transaction()
      .execute((trx) => appendEvents(trx, [{ type: 'batch.closed', financialPartnerId: busy.financialPartnerId, data: markedBatch('busy') }], t.platform.clock.now()));
    type Attempt = { statusCode: number; result: string; attemptedAt: string };
    const attempts = await waitFor(
      async () => {
        await t.platform.webhookDispatcher.deliverDue();
        const logged = (await t.as(busy, { method: 'GET', url: `/webhooks/endpoints/${id}/deliveries` })).json().attempts as Attempt[];
        return logged.length > 0 ? logged : undefined;
      },
      { intervalMs: 10, what: 'the first attempt in the delivery log' },
    );
    expect(attempts[0]).toMatchObject({ statusCode: 429, result: 'Failed' });
    // The step here is 10-40 ms; the 429 asked for 2 s (the window, 400 ms, ends first: the retry is held to its end).
    const due = await t.platform.db.selectFrom('webhook_deliveries').select(['next_attempt_at', 'first_due_at']).where('endpoint_id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(due.next_attempt_at).getTime() - new Date(due.first_due_at).getTime()).toBe(400);
    receiver.respond = () => 200;
  });

  it("logs each attempt's own result: a 500 stays failed after a later attempt delivers", async () => {
    const flaky = await t.newPartner();
    let answered = 0;
    receiver.respond = (hook) => (hook.json.financialPartnerId === flaky.financialPartnerId && answered++ === 0 ? 500 : 200);
    const created = await t.as(flaky, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await t.platform.db
      .transaction()
      .execute((trx) => appendEvents(trx, [{ type: 'batch.closed', financialPartnerId: flaky.financialPartnerId, data: markedBatch('closed') }], t.platform.clock.now()));
    type Attempt = { statusCode: number; deliveryStatus: string; result: string };
    const attempts = await waitFor(
      async () => {
        await t.platform.webhookDispatcher.deliverDue();
        const logged = (await t.as(flaky, { method: 'GET', url: `/webhooks/endpoints/${id}/deliveries` })).json().attempts as Attempt[];
        return logged.length >= 2 ? logged : undefined;
      },
      { intervalMs: 10, what: 'two attempts in the delivery log' },
    );
    // Newest first: the 200 delivered, the 500 before it failed, though the delivery now stands Delivered.
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ statusCode: 200, result: 'Succeeded', deliveryStatus: 'Delivered' });
    expect(attempts[1]).toMatchObject({ statusCode: 500, result: 'Failed', deliveryStatus: 'Delivered', responseBody: 'ok' });
    // The kept answer is cut on a UTF-8 boundary: 1,023 bytes then a 2-byte character keeps the 1,023.
    expect(utf8Prefix(Buffer.from('a'.repeat(1023) + 'é'), 1024)).toBe('a'.repeat(1023));
    expect(utf8Prefix(Buffer.from('a'.repeat(1022) + 'é'), 1024)).toBe('a'.repeat(1022) + 'é');
    receiver.respond = () => 200;
  });

  it('waits base x 2^(n-1) with jitter, capped', () => {
    const config = { retryBaseMs: 30_000, retryMaxDelayMs: 6 * 3_600_000 };
    expect(retryDelayMs(1, config, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(3, config, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(30, config, () => 0.5)).toBe(6 * 3_600_000);
    expect(retryDelayMs(1, config, () => 0)).toBe(15_000);
  });
});
