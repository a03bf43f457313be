/**
 * Issue 30, item 2: events are kept for EVENT_RETENTION_DAYS (30 by default)
 * and then pruned by a daily job in bounded batches; a delivered event's
 * deliveries and attempts go with it, a pending delivery keeps its event until
 * it ends; the feed says what was pruned, and a cursor from before pruned
 * events is answered 410 EventsPruned rather than a page that skips them.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEventPage, expectBody } from '../../test/api.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { markedPortfolioUpdate } from '../../test/marked-events.js';
import { waitFor } from '../../test/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { systemClock } from '../platform/clock.js';
import { formatDateTime } from '../platform/time.js';
import { EVENT_RETENTION_DUE_MINUTES_UTC, EVENT_RETENTION_JOB, pruneExpiredEvents } from './event-retention.jobs.js';
import { appendEvents } from './events.repository.js';

const DAY_MS = 86_400_000;

let receiver: WebhookReceiver;
const platforms: TestPlatform[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  for (const t of platforms.splice(0)) await t.close();
});
afterAll(async () => {
  await receiver?.close();
});

/** A sandbox platform with tokens on the wall clock (the tests move the platform's clock by weeks). */
async function platform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const t = await startTestPlatform({ tokenClock: systemClock, env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_DELAY_MS: '40', ...env } });
  platforms.push(t);
  return t;
}

/** `count` events of the partner made at `at`, in one transaction (marks `${label}-0`, ...). */
async function write(t: TestPlatform, partner: TestPartner, label: string, count: number, at: Date): Promise<void> {
  const events = Array.from({ length: count }, (_, i) => ({
    type: 'portfolio.updated' as const,
    financialPartnerId: partner.financialPartnerId,
    data: markedPortfolioUpdate(`${label}-${i}`),
  }));
  await t.platform.db.transaction().execute((trx) => appendEvents(trx, events, at));
}

async function feed(t: TestPlatform, partner: TestPartner, after?: string, limit = 100): Promise<ApiEventPage> {
  return expectBody(await t.api(partner).get<ApiEventPage>(`/webhooks/events?limit=${limit}${after ? `&after=${after}` : ''}`), 200);
}

const marks = (page: ApiEventPage) => page.events.map((e) => String(e.data.portfolioId));

/**
 * The feed's marks (after the cursor `after`, when given) once they are `want`: on PostgreSQL the feed shows only
 * events below the oldest transaction running on the server (other test
 * files' included), so a just-written event may take a moment to appear.
 */
async function feedMarks(t: TestPlatform, partner: TestPartner, want: string[], after?: string): Promise<string[]> {
  let got: string[] = [];
  return waitFor(
    async () => {
      got = marks(await feed(t, partner, after));
      return JSON.stringify(got) === JSON.stringify(want) ? got : undefined;
    },
    { intervalMs: 50, what: () => `the feed to show ${JSON.stringify(want)} (it shows ${JSON.stringify(got)})` },
  );
}

/** The webhooks' fan-out passes every committed event (the retention never prunes one it has not passed). */
async function fanOut(t: TestPlatform): Promise<void> {
  // On PostgreSQL the fan-out passes only events below the oldest transaction running on the server (other
  // test files' included): run it until its cursor has passed every event written.
  await waitFor(
    async () => {
      await t.platform.webhookDispatcher.deliverDue();
      const left = await countRows(
        t,
        sql<{ n: string }>`SELECT count(*)::text AS n FROM events e, webhook_dispatch_cursor c
                           WHERE c.id = 1 AND (e.tx_id::bigint, e.event_seq::bigint) > (c.after_tx::bigint, c.after_seq::bigint)`,
      );
      return left === 0;
    },
    { intervalMs: 50, what: "the webhooks' fan-out to pass every event written" },
  );
}

async function countRows(t: TestPlatform, query: ReturnType<typeof sql<{ n: string }>>): Promise<number> {
  return Number((await query.execute(t.platform.db)).rows[0]?.n ?? 0);
}

describe('pruning', () => {
  it('deletes the events older than the retention in batches until none is left, and keeps the newer ones', async () => {
    const t = await platform();
    const [a, b] = [await t.newPartner(), await t.newPartner()];
    const now = t.clock.now();
    await write(t, a, 'old', 25, new Date(now.getTime() - 40 * DAY_MS));
    await write(t, b, 'old', 2, new Date(now.getTime() - 31 * DAY_MS));
    await write(t, a, 'kept', 3, new Date(now.getTime() - 29 * DAY_MS));
    await write(t, b, 'new', 1, now);
    await fanOut(t);

    // 27 events past 30 days, 10 a statement: 10, 10, then 7 (fewer than a batch: none left).
    expect(await pruneExpiredEvents(t.platform.db, now, 30, 10)).toEqual({ deleted: 27, batches: 3 });
    expect(await feedMarks(t, a, ['kept-0', 'kept-1', 'kept-2'])).toEqual(['kept-0', 'kept-1', 'kept-2']);
    expect(await feedMarks(t, b, ['new-0'])).toEqual(['new-0']);
    // Nothing left to prune: one statement finds nothing.
    expect(await pruneExpiredEvents(t.platform.db, now, 30, 10)).toEqual({ deleted: 0, batches: 1 });
    // A batch size that divides the backlog exactly ends with an empty batch.
    await write(t, a, 'older', 20, new Date(now.getTime() - 60 * DAY_MS));
    await fanOut(t);
    expect(await pruneExpiredEvents(t.platform.db, now, 30, 10)).toEqual({ deleted: 20, batches: 3 });
  });

  it('keeps an event the webhooks fan-out has not passed yet', async () => {
    const t = await platform();
    const a = await t.newPartner();
    const now = t.clock.now();
    await write(t, a, 'fanned', 2, new Date(now.getTime() - 40 * DAY_MS));
    await fanOut(t);
    await write(t, a, 'not-fanned', 2, new Date(now.getTime() - 40 * DAY_MS));
    expect((await pruneExpiredEvents(t.platform.db, now, 30)).deleted).toBe(2);
    expect(await feedMarks(t, a, ['not-fanned-0', 'not-fanned-1'])).toEqual(['not-fanned-0', 'not-fanned-1']);
    await fanOut(t);
    expect((await pruneExpiredEvents(t.platform.db, now, 30)).deleted).toBe(2);
    expect(await feedMarks(t, a, [])).toEqual([]);
  });

  it('runs daily at 03:00 UTC on the platform clock with EVENT_RETENTION_DAYS, claimed once per date', async () => {
    const t = await platform({ EVENT_RETENTION_DAYS: '7' });
    const job = t.platform.scheduler.registeredJobs.find((j) => j.name === EVENT_RETENTION_JOB);
    expect(job).toMatchObject({ days: 'calendar', dueAtMinutesUtc: EVENT_RETENTION_DUE_MINUTES_UTC });
    const a = await t.newPartner();
    const start = t.clock.now();
    await write(t, a, 'eight-days', 1, new Date(start.getTime() - 8 * DAY_MS));
    await write(t, a, 'six-days', 1, new Date(start.getTime() - 6 * DAY_MS));
    await fanOut(t);
    // The scheduler runs the day's job (and the others due) at 03:00 the next day, on the platform's clock.
    const next = new Date(start.getTime() + DAY_MS);
    const dueAt = new Date(`${next.toISOString().slice(0, 10)}T03:00:00.000Z`);
    t.clock.advanceTo(dueAt);
    const runs = await t.platform.scheduler.runDue(dueAt);
    expect(runs.map((r) => r.job.name)).toContain(EVENT_RETENTION_JOB);
    const page = await feed(t, a);
    expect(marks(page)).toEqual(['six-days-0']);
    expect(page.retentionDays).toBe(7);
    expect(page.prunedBefore).toBe(formatDateTime(new Date(dueAt.getTime() - 7 * DAY_MS)));
    const claimed = await countRows(t, sql<{ n: string }>`SELECT count(*)::text AS n FROM scheduled_job_runs WHERE job_name = ${EVENT_RETENTION_JOB}`);
    expect(claimed).toBeGreaterThanOrEqual(1);
    // Claimed: the same date is not run again.
    expect((await t.platform.scheduler.runDue(dueAt)).map((r) => r.job.name)).not.toContain(EVENT_RETENTION_JOB);
  });
});

describe('the deliveries of pruned events', () => {
  it('go with a delivered event (attempts too); a pending delivery keeps its event until it ends', async () => {
    const t = await platform();
    const a = await t.newPartner();
    const created = await t.as(a, { method: 'POST', url: '/webhooks/endpoints', payload: { url: receiver.url } });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = created.json().id as string;
    const madeAt = new Date(t.clock.now().getTime() + 1000);
    let failing = true;
    receiver.respond = (hook) => (failing && hook.json.data.portfolioId === 'retrying-0' ? 500 : 200);
    await write(t, a, 'delivered', 1, madeAt);
    await write(t, a, 'retrying', 1, madeAt);
    await fanOut(t);
    const deliveries = () => countRows(t, sql<{ n: string }>`SELECT count(*)::text AS n FROM webhook_deliveries WHERE endpoint_id = ${endpointId}`);
    const attempts = () => countRows(t, sql<{ n: string }>`SELECT count(*)::text AS n FROM webhook_delivery_attempts WHERE endpoint_id = ${endpointId}`);
    expect(await deliveries()).toBe(2);
    expect(await attempts()).toBeGreaterThanOrEqual(2);

    // The partner's portfolio events left, by mark. Counted by mark, not by what a pruning deleted: the retrying
    // delivery's fifth failure writes an endpoint.failing event of its own (delivered to no other endpoint), which
    // a pruning may take as well when the retries ran that often first (a busy machine).
    const portfolioEventsLeft = async () =>
      (
        await sql<{
          mark: string;
        }>`SELECT data->>'portfolioId' AS mark FROM events WHERE financial_partner_id = ${a.financialPartnerId} AND event_type = 'portfolio.updated' ORDER BY event_seq`.execute(
          t.platform.db,
        )
      ).rows.map((row) => row.mark);

    // Forty days on, the retrying delivery is still Pending (its retries run on the wall clock).
    t.clock.advanceBy(40 * DAY_MS);
    const now = t.clock.now();
    expect((await pruneExpiredEvents(t.platform.db, now, 30)).deleted).toBeGreaterThanOrEqual(1);
    expect(await portfolioEventsLeft()).toEqual(['retrying-0']);
    expect(await deliveries()).toBe(1);
    const log = (await t.as(a, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries` })).json().attempts as { eventId: string; deliveryStatus: string }[];
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((attempt) => attempt.deliveryStatus === 'Pending')).toBe(true);

    // The delivery succeeds at a retry; the next pruning takes the event, its delivery and its attempts.
    failing = false;
    await waitFor(
      async () => {
        await t.platform.webhookDispatcher.deliverDue();
        const latest = (await t.as(a, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries?limit=1` })).json().attempts[0];
        return latest.deliveryStatus === 'Delivered';
      },
      { what: 'the retrying delivery to be delivered' },
    );
    expect((await pruneExpiredEvents(t.platform.db, now, 30)).deleted).toBeGreaterThanOrEqual(1);
    expect(await portfolioEventsLeft()).toEqual([]);
    expect(await deliveries()).toBe(0);
    expect(await attempts()).toBe(0);
    expect((await t.as(a, { method: 'GET', url: `/webhooks/endpoints/${endpointId}` })).json().status).toBe('Enabled');
    receiver.respond = () => 200;
  });
});

describe('the feed says so', () => {
  it('answers 410 EventsPruned to a cursor from before pruned events, reads on from one after them, and starts after them without a cursor', async () => {
    const t = await platform();
    const [a, untouched, emptied] = [await t.newPartner(), await t.newPartner(), await t.newPartner()];
    const now = t.clock.now();
    const old = new Date(now.getTime() - 40 * DAY_MS);
    await write(t, a, 'old', 5, old);
    await write(t, untouched, 'new', 2, now);
    await write(t, emptied, 'old', 2, old);

    // Just-written events may take a moment to appear on PostgreSQL (feedMarks): read each first page once it shows them.
    const firstPage = (partner: TestPartner, limit: number) =>
      waitFor(
        async () => {
          const page = await feed(t, partner, undefined, limit);
          return page.events.length === limit ? page : undefined;
        },
        { what: `the first ${limit} events in the feed` },
      );
    const first = await firstPage(a, 2);
    expect(marks(first)).toEqual(['old-0', 'old-1']);
    expect(first).toMatchObject({ retentionDays: 30, prunedBefore: null });
    const allOld = await feed(t, a, first.next);
    expect(marks(allOld)).toEqual(['old-2', 'old-3', 'old-4']);
    const untouchedPage = await firstPage(untouched, 1);
    expect(marks(untouchedPage)).toEqual(['new-0']);
    await write(t, a, 'new', 2, now);
    await fanOut(t);
    expect((await pruneExpiredEvents(t.platform.db, now, 30)).deleted).toBe(7);

    // A reader that stopped part-way through the pruned events has missed some: told so, not skipped past them.
    const gone = expectErrorBody(await t.as(a, { method: 'GET', url: `/webhooks/events?after=${first.next}` }), 410, 'EventsPruned');
    expect(gone.ErrorDescription).toContain('kept 30 days');
    expect(gone.ErrorDescription).toContain(formatDateTime(new Date(now.getTime() - 30 * DAY_MS)));
    // A reader that had read every pruned event misses nothing: the page is the events after them.
    const onward = await feed(t, a, allOld.next);
    expect(marks(onward)).toEqual(['new-0', 'new-1']);
    expect(onward).toMatchObject({ retentionDays: 30, prunedBefore: formatDateTime(new Date(now.getTime() - 30 * DAY_MS)) });
    // Without a cursor: from the oldest event kept, and its cursors read on.
    const fromStart = await feed(t, a, undefined, 1);
    expect(marks(fromStart)).toEqual(['new-0']);
    expect(marks(await feed(t, a, fromStart.next))).toEqual(['new-1']);
    // Every event of the partner pruned, none since: an empty page whose cursor reads on (not a 410).
    const empty = await feed(t, emptied);
    expect(empty.events).toEqual([]);
    expect(empty.prunedBefore).not.toBeNull();
    expect((await feed(t, emptied, empty.next)).events).toEqual([]);
    await write(t, emptied, 'later', 1, now);
    expect(await feedMarks(t, emptied, ['later-0'], empty.next)).toEqual(['later-0']);
    // Another partner's pruning is not this one's: its cursor reads on, nothing said pruned.
    const untouchedNext = await feed(t, untouched, untouchedPage.next);
    expect(marks(untouchedNext)).toEqual(['new-1']);
    expect(untouchedNext.prunedBefore).toBeNull();
  });
});
