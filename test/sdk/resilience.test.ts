/**
 * The SDK's client rules against the real platform, with real timings made
 * short by configuration: token renewal before expiry and after a 401, a
 * revoked token, the rate limit's 429s, and a connection dropped after the
 * platform did the work.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, ConnectionError, PlatformError, RateLimitError } from '../../packages/sdk/src/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { DEFAULT_TEST_TIME } from '../helpers.js';
import { advanceSandboxClock, droppingProxy, individual, recordingFetch, type Sandbox, sdk, startSandbox } from './support.js';

async function catchError(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access tokens (TOKEN_TTL_SECONDS=60)', () => {
  // The platform's token clock, moved by the tests; the SDK keeps time by the wall clock.
  const tokenClock = new ManualClock(DEFAULT_TEST_TIME);
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ env: { TOKEN_TTL_SECONDS: '60' }, tokenClock });
  });
  afterAll(() => sandbox?.close());

  it('renews a token before it expires, so the call never meets a 401', async () => {
    const { fetch, exchanges } = recordingFetch();
    // Renewed 58 s before expiry: two seconds after it was issued.
    const platform = sdk(sandbox.baseUrl, { fetch, tokenRenewalMarginSeconds: 58 });

    await platform.products.list();
    const firstToken = exchanges.find((e) => e.path === '/products/')!.authorization;
    await sleep(2200);
    // The platform's token clock moves past the first token's expiry.
    tokenClock.advanceBy(61_000);
    await platform.products.list();

    expect(exchanges.map((e) => `${e.path} ${e.status}`)).toEqual(['/connect/token 200', '/products/ 200', '/connect/token 200', '/products/ 200']);
    const secondToken = exchanges.at(-1)!.authorization;
    expect(secondToken).not.toBe(firstToken);
    // Without the renewal the second call would have failed: the first token is expired now.
    const stale = await globalThis.fetch(`${sandbox.baseUrl}/products`, { headers: { authorization: firstToken!, 'cdpapi-subscription-key': 'sandbox-key' } });
    expect(stale.status).toBe(401);
  });

  it('keeps a token while it is fresh, and renews it once on a 401 before retrying the call', async () => {
    const { fetch, exchanges } = recordingFetch();
    const platform = sdk(sandbox.baseUrl, { fetch });

    await platform.products.list();
    await platform.products.list();
    // The token expires on the platform's clock while the SDK still holds it as fresh.
    tokenClock.advanceBy(61_000);
    const { productItems } = await platform.products.list();
    expect(productItems.length).toBeGreaterThan(0);
    expect(exchanges.map((e) => `${e.path} ${e.status}`)).toEqual([
      '/connect/token 200',
      '/products/ 200',
      '/products/ 200',
      '/products/ 401',
      '/connect/token 200',
      '/products/ 200',
    ]);
  });

  it('reports a clear PlatformError when the credentials were rotated and the renewal after the 401 fails', async () => {
    const { fetch, exchanges } = recordingFetch();
    const platform = sdk(sandbox.baseUrl, { fetch });
    await platform.products.list();

    const rotated = await sandbox.t.operator({ method: 'POST', url: `/operator/partners/${sandbox.financialPartnerId}/credentials/rotate` });
    expect(rotated.statusCode).toBe(200);

    const error = await catchError(platform.products.list());
    expect(error).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.operation).toBe('POST /connect/token (for GET /products/)');
    expect(error.message).toMatch(/^POST \/connect\/token \(for GET \/products\/\): 401 invalid_client: .+/);
    // One 401, one token request, and no loop.
    expect(exchanges.slice(2).map((e) => `${e.path} ${e.status}`)).toEqual(['/products/ 401', '/connect/token 401']);

    // The new credentials work.
    const renewed = sdk(sandbox.baseUrl, { clientId: rotated.json().clientId, clientSecret: rotated.json().clientSecret, subscriptionKey: rotated.json().subscriptionKey });
    expect((await renewed.products.list()).productItems.length).toBeGreaterThan(0);
  });
});

describe('rate limit (RATE_LIMIT_PRODUCTS=2 a second)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ env: { RATE_LIMIT_PRODUCTS: '2' } });
  });
  afterAll(() => sandbox?.close());

  it('waits after each 429 (Retry-After) until every call succeeds', async () => {
    const { fetch, exchanges } = recordingFetch();
    const platform = sdk(sandbox.baseUrl, { fetch });
    await platform.products.list(); // the token first, so the five calls below go out together

    // One call of this window is spent: 1 passes, 4 wait; then 2 pass, 2 wait; then the last 2 pass.
    const started = performance.now();
    const products = await Promise.all(Array.from({ length: 5 }, () => platform.products.get('FT12-GBP-NORTHBANK')));
    const elapsed = performance.now() - started;

    expect(products.every((p) => p.productId === 'FT12-GBP-NORTHBANK')).toBe(true);
    const statuses = exchanges.filter((e) => e.path === '/products/FT12-GBP-NORTHBANK').map((e) => e.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    // At 2 a second, five calls after the list's one need two more windows.
    expect(elapsed).toBeGreaterThan(1000);
  });

  it('gives the 429 as a PlatformError once the retries are spent', async () => {
    const platform = sdk(sandbox.baseUrl, { maxRetries: 0 });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => platform.products.list()));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused[0]).toBeInstanceOf(PlatformError);
    expect(refused[0]).toMatchObject({ status: 429, code: 'TooManyRequests', retryAfter: expect.any(Number), requestId: expect.any(String) });
    expect(refused[0]).toBeInstanceOf(RateLimitError);
  });
});

describe('a connection dropped after the platform answered', () => {
  let sandbox: Sandbox;
  let proxy: Awaited<ReturnType<typeof droppingProxy>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await droppingProxy(sandbox.baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });

  it('retries a deposit, which creates one instruction', async () => {
    const { fetch, exchanges } = recordingFetch();
    const platform = sdk(proxy.url, { fetch });
    const { clientReference } = await platform.clients.createIndividual(individual(`SDK-${randomUUID()}`));
    const product = await platform.products.get('IA-GBP-TYNESAVE');
    const issue = product.productIssues.at(-1)!;

    proxy.dropNext('POST /instruction-request/deposit');
    const accepted = await platform.instructions.deposit({
      productReference: product.productId,
      productIssueNumber: issue.productIssueNumber,
      productIssueVersionNumber: issue.productIssueVersionNumber,
      accountReference: clientReference,
      amount: 2500,
    });
    expect(proxy.dropped()).toBe(1);
    expect(exchanges.filter((e) => e.path === '/instruction-request/deposit').map((e) => e.status)).toEqual([0, 202]);
    expect((await platform.instructions.waitForOutcome(accepted.instructionReference, { intervalMs: 50 })).status).toBe('Processed');

    const { pendingPaymentBatchItems } = await platform.portfolios.pendingInstructions(clientReference);
    expect(pendingPaymentBatchItems.map((item) => [item.instructionReference, item.amount])).toEqual([[accepted.instructionReference, 2500]]);
    const [batch] = (await platform.batches.list('2026-03-02')).instructionBatches.filter((b) => b.instructionType === 'deposit');
    const references = [];
    for await (const reference of platform.batches.references(batch.instructionBatchId)) references.push(reference);
    expect(references).toEqual([accepted.instructionReference]);
    expect(batch.instructionBatchTotalAmount).toBe(2500);
  });

  it('never retries a batch update: the failure is reported, and the batch shows whether it was applied', async () => {
    const platform = sdk(proxy.url);
    await advanceSandboxClock(sandbox, '2026-03-02T14:05:00Z');
    const [batch] = (await platform.batches.list('2026-03-02')).instructionBatches.filter((b) => b.instructionType === 'deposit');
    expect(batch.instructionBatchStatus).toBe('Locked');

    proxy.dropNext('POST /instruction-batches/batch-update');
    const error = await catchError(
      platform.batches.close([
        { instructionBatchId: batch.instructionBatchId, totalAmount: batch.instructionBatchTotalAmount, totalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
      ]),
    );
    expect(error).toMatchObject({ status: 0, code: 'NetworkError', operation: 'POST /instruction-batches/batch-update' });
    expect(error).toBeInstanceOf(ConnectionError);
    expect(proxy.dropped()).toBe(2);
    const [after] = (await platform.batches.list('2026-03-02')).instructionBatches.filter((b) => b.instructionType === 'deposit');
    expect(after.instructionBatchStatus).toBe('Closed');
  });
});
