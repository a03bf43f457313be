/**
 * Every event a partner's day writes has the `data` its type documents
 * (src/events/event-data.schemas.ts, the Webhooks API document's Event
 * union): a processed and a rejected deposit, the batch locked, closed and
 * completed, the account opened and its portfolio updated, interest posted,
 * the account closed. Read through the SDK from the real feed (whose
 * serializer writes each event by the union), each checked against its type's
 * schema, each saying the Webhooks API version that describes it; and the
 * SDK's types narrow `data` by `type`.
 */
import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformEvent, SavingsPlatform } from '../../packages/sdk/src/index.js';
import { API_VERSIONS } from '../../src/auth/partner-api.js';
import { EVENT_DATA_SCHEMAS } from '../../src/events/event-data.schemas.js';
import { EVENT_TYPES } from '../../src/events/event-types.js';
import { advanceSandboxClock, individual, type Sandbox, sdk, startSandbox } from './support.js';

/** The test platform's day (a Monday 09:00 UTC, before the cut-off). */
const DAY = '2026-03-02';
const PRODUCT = 'IA-GBP-TYNESAVE';
const FIXED_TERM = 'FT12-GBP-NORTHBANK';

let sandbox: Sandbox;
let platform: SavingsPlatform;

beforeAll(async () => {
  // Kept a year: the month the test moves the clock by would prune the first day's events (30 days by default).
  sandbox = await startSandbox({ env: { EVENT_RETENTION_DAYS: '365' } });
  platform = sdk(sandbox.baseUrl);
});
afterAll(() => sandbox?.close());

async function currentIssue(productId = PRODUCT) {
  const product = await platform.products.get(productId);
  const issue = product.productIssues.filter((i) => i.productIssueNumber === 1).at(-1)!;
  return { productReference: productId, productIssueNumber: issue.productIssueNumber, productIssueVersionNumber: issue.productIssueVersionNumber };
}

/** Closes the day's Locked batches of `type` with their own totals, and settles them. */
async function closeAndSettle(day: string, type: 'deposit' | 'withdrawal', settleAt: string) {
  const locked = (await platform.batches.list(day)).instructionBatches.filter((b) => b.instructionType === type && b.instructionBatchStatus === 'Locked');
  expect(locked.length).toBeGreaterThan(0);
  await platform.batches.close(
    locked.map((b) => ({ instructionBatchId: b.instructionBatchId, totalAmount: b.instructionBatchTotalAmount, totalNoticeAmount: b.instructionBatchTotalNoticeAmount ?? 0 })),
  );
  await advanceSandboxClock(sandbox, settleAt);
}

describe('event data by type', () => {
  it('every event of a day of deposits, settlement, interest and a closure has the data its type documents', async () => {
    const { clientReference } = await platform.clients.createIndividual(individual(`SDK-EVENTS-${randomUUID()}`));
    const deposit = await platform.instructions.deposit({ ...(await currentIssue()), accountReference: clientReference, amount: 25_000 });
    expect(await platform.instructions.waitForOutcome(deposit.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
    // A second account in the same portfolio, which the closure below leaves alone.
    const fixedTerm = await platform.instructions.deposit({ ...(await currentIssue(FIXED_TERM)), accountReference: clientReference, amount: 10_000 });
    expect(await platform.instructions.waitForOutcome(fixedTerm.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
    const refused = await platform.instructions.deposit({ ...(await currentIssue()), accountReference: 'no-such-client', amount: 10 });
    expect(await platform.instructions.waitForOutcome(refused.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Rejected' });

    await advanceSandboxClock(sandbox, `${DAY}T14:05:00Z`);
    await closeAndSettle(DAY, 'deposit', `${DAY}T16:00:00Z`);
    // A month on: the monthly posting day of an account opened on DAY.
    await advanceSandboxClock(sandbox, '2026-04-02T09:00:00Z');
    const portfolios = await platform.portfolios.forClient(clientReference);
    if (portfolios.notModified) throw new Error('asked without If-Modified-Since');
    const account = portfolios.portfolioInformation.flatMap((p) => p.portfolio.depositAccounts).find((a) => a.productId === PRODUCT);
    expect(account).toBeDefined();
    const closure = await platform.instructions.closeAccount({ accountReference: clientReference, currencyIsoCode: 'GBP', depositAccountReference: account!.depositAccountId });
    expect(await platform.instructions.waitForOutcome(closure.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
    await advanceSandboxClock(sandbox, '2026-04-02T14:05:00Z');
    await closeAndSettle('2026-04-02', 'withdrawal', '2026-04-02T16:00:00Z');

    const events: PlatformEvent[] = [];
    for await (const event of platform.webhooks.events({ limit: 100 })) events.push(event);
    const types = new Set(events.map((e) => e.type));
    // Every type but those this day does not make: a maturity, an FSCS excess under the `warn` policy, and the
    // endpoints' own (a test sent on request, an endpoint failing or disabled: src/events/webhooks.e2e.test.ts, events-feed.test.ts).
    const notToday = ['account.matured', 'client.fscs_limit_exceeded', 'webhook.test', 'endpoint.failing', 'endpoint.disabled'];
    for (const type of EVENT_TYPES.filter((t) => !notToday.includes(t))) expect(types, type).toContain(type);
    for (const event of events) {
      expect(event.apiVersion).toBe(API_VERSIONS.webhooks);
      const schema = EVENT_DATA_SCHEMAS[event.type];
      expect([...Value.Errors(schema, event.data)].map((e) => `${event.type} ${e.path}: ${e.message}`)).toEqual([]);
    }

    // The SDK's Event is a union by `type`: `data` narrows without a cast.
    const posted = events.find((e) => e.type === 'interest.posted');
    if (posted?.type === 'interest.posted') {
      const amount: number = posted.data.interestPostedAmount;
      expect(amount).toBeGreaterThan(0);
      expect(posted.data.reason).toMatch(/^(Periodic|Closure)$/);
    } else expect.fail('no interest.posted event');

    // portfolio.updated carries the accounts each change wrote, as they stood after it: applied in version
    // order to what a receiver holds, they give what the Portfolios API shows, with no call back.
    const updates = events.flatMap((e) => (e.type === 'portfolio.updated' && e.data.clientReference === clientReference ? [e.data] : []));
    updates.sort((a, b) => a.portfolioVersion - b.portfolioVersion);
    expect(updates.map((u) => u.portfolioVersion - updates[0]!.portfolioVersion)).toEqual(updates.map((_, i) => i));
    const shownFields = (a: {
      depositAccountId: string;
      productId: string;
      accountStatus: string;
      amount: number;
      interestPaidAmount: number;
      dateAccountOpenedUTC: string;
      dateAccountMaturesUTC: string | null;
    }) => ({
      depositAccountId: a.depositAccountId,
      productId: a.productId,
      accountStatus: a.accountStatus,
      amount: a.amount,
      interestPaidAmount: a.interestPaidAmount,
      dateAccountOpenedUTC: a.dateAccountOpenedUTC,
      dateAccountMaturesUTC: a.dateAccountMaturesUTC,
    });
    const mirror = new Map<string, ReturnType<typeof shownFields>>();
    for (const update of updates) for (const changed of update.changedDepositAccounts) mirror.set(changed.depositAccountId, shownFields(changed));
    const after = await platform.portfolios.forClient(clientReference);
    if (after.notModified) throw new Error('asked without If-Modified-Since');
    const shown = after.portfolioInformation.flatMap((p) => p.portfolio.depositAccounts).map(shownFields);
    const byId = (a: { depositAccountId: string }, b: { depositAccountId: string }) => (a.depositAccountId < b.depositAccountId ? -1 : 1);
    expect([...mirror.values()].sort(byId)).toEqual(shown.sort(byId));
    expect(shown).toHaveLength(2);
    expect(after.portfolioInformation[0]!.portfolio.portfolioVersion).toBe(updates.at(-1)!.portfolioVersion);
    expect(after.portfolioInformation[0]!.portfolio.dateLastUpdatedUTC).toBe(updates.at(-1)!.dateLastUpdatedUTC);
    // Accepting a deposit changes pending items only; the closure's settlement wrote the closed account and not the other.
    expect(updates[0]!.changedDepositAccounts).toEqual([]);
    expect(updates.at(-1)!.changedDepositAccounts.map((a) => [a.depositAccountId, a.accountStatus, a.amount])).toEqual([[account!.depositAccountId, 'Closed', 0]]);
    // The month's posting showed the interest paid on the instant access account.
    expect(updates.some((u) => u.changedDepositAccounts.some((a) => a.productId === PRODUCT && a.interestPaidAmount > 0 && a.accountStatus === 'Open'))).toBe(true);
  }, 180_000);
});
