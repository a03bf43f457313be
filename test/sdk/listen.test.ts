/**
 * `savings-cli listen` and the SDK's listen(): the partner's events read from
 * the real platform's feed over real HTTP and forwarded, signed, to a real
 * local receiver, which verifies them with verifyWebhook and the listener's
 * secret; only the events written after the start (or all, --from-start);
 * the types asked for only; the command line run as a partner runs it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, newWebhookSecret, type SavingsPlatform, verifyWebhook } from '../../packages/sdk/src/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.js';
import { individual, type Sandbox, sdk, startSandbox } from './support.js';

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

/** A processed deposit for a new client; its instruction reference. */
async function processedDeposit(): Promise<string> {
  const product = await platform.products.get('IA-GBP-TYNESAVE');
  const issue = product.productIssues.filter((i) => i.productIssueNumber === 1).at(-1)!;
  const { clientReference } = await platform.clients.createIndividual(individual(`SDK-LISTEN-${randomUUID()}`));
  const accepted = await platform.instructions.deposit({
    productReference: 'IA-GBP-TYNESAVE',
    productIssueNumber: issue.productIssueNumber,
    productIssueVersionNumber: issue.productIssueVersionNumber,
    accountReference: clientReference,
    amount: 2500,
  });
  expect(await platform.instructions.waitForOutcome(accepted.instructionReference, { intervalMs: 50 })).toMatchObject({ status: 'Processed' });
  return accepted.instructionReference;
}

async function until<T>(what: string, find: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const forwardedFor = (reference: string) => receiver.received.find((r) => r.json.type === 'instruction.processed' && r.json.data.instructionReference === reference);

describe('listen(): the events feed forwarded to a local receiver, signed', () => {
  it('forwards the events written after it started, of the types asked for, each verifiable with its secret', async () => {
    const before = await processedDeposit();
    const forwards: number[] = [];
    const listener = await listen(platform, {
      forwardTo: receiver.url,
      eventTypes: ['instruction.processed'],
      pollIntervalMs: 50,
      onForward: (f) => forwards.push(f.status ?? 0),
    });
    expect(listener.secret).toMatch(/^whsec_/);
    expect(listener.skipped).toBeGreaterThanOrEqual(1);

    const after = await processedDeposit();
    const hook = await until('the forward', () => forwardedFor(after));
    const event = verifyWebhook(hook.body, hook.headers as Record<string, string>, listener.secret);
    expect(event).toMatchObject({ type: 'instruction.processed', data: { instructionReference: after, status: 'Processed' } });
    expect(hook.headers['webhook-id']).toBe(event.id);
    expect(() => verifyWebhook(hook.body, hook.headers as Record<string, string>, newWebhookSecret())).toThrow();
    // The feed's own copy is the same event.
    const feed: string[] = [];
    for await (const e of platform.webhooks.events({ limit: 100 })) feed.push(e.id);
    expect(feed).toContain(event.id);

    await listener.stop();
    expect(forwardedFor(before)).toBeUndefined();
    expect(receiver.received.every((r) => r.json.type === 'instruction.processed')).toBe(true);
    expect(forwards.every((status) => status === 200)).toBe(true);

    // Stopped: nothing more is forwarded.
    const count = receiver.received.length;
    await processedDeposit();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(count);
  }, 120_000);

  it('tells a receiver that answers 500 or is not there, and goes on', async () => {
    const failing = await startWebhookReceiver();
    failing.respond = () => 500;
    const outcomes: { status?: number; error?: string; reference: unknown }[] = [];
    const listener = await listen(platform, {
      forwardTo: failing.url,
      eventTypes: ['instruction.processed'],
      pollIntervalMs: 50,
      onForward: (f) => outcomes.push({ status: f.status, error: f.error, reference: f.event.type === 'instruction.processed' ? f.event.data.instructionReference : undefined }),
    });
    const first = await processedDeposit();
    await until('the 500', () => outcomes.find((o) => o.reference === first));
    await failing.close();
    const second = await processedDeposit();
    const refused = await until('the refused forward', () => outcomes.find((o) => o.reference === second));
    await listener.stop();
    expect(outcomes.find((o) => o.reference === first)).toMatchObject({ status: 500 });
    expect(refused.status).toBeUndefined();
    expect(refused.error).toMatch(/fetch failed|ECONNREFUSED/);
  }, 120_000);
});

describe('savings-cli listen', () => {
  const bin = fileURLToPath(new URL('../../packages/sdk/src/bin/savings-cli.ts', import.meta.url));
  const run = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

  it('forwards with the secret it is given, --from-start, and stops cleanly on Ctrl-C', async () => {
    const reference = await processedDeposit();
    const secret = newWebhookSecret();
    const child = run([
      'listen',
      '--forward-to',
      receiver.url,
      '--base-url',
      sandbox.baseUrl,
      '--from-start',
      '--events',
      'instruction.processed',
      '--secret',
      secret,
      '--poll-ms',
      '50',
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const hook = await until(
      'the forward of an earlier event',
      () => (forwardedFor(reference) && out.includes(`Signing secret: ${secret}`) ? forwardedFor(reference) : undefined),
      60_000,
    );
    expect(verifyWebhook(hook.body, hook.headers as Record<string, string>, secret).data).toMatchObject({ instructionReference: reference });
    await until('the forward line', () => (out.includes(`--> instruction.processed [${hook.json.id}]  <-- [200] POST ${receiver.url}`) ? true : undefined));
    expect(out).toContain(`Ready. Forwarding the events of ${sandbox.baseUrl} to ${receiver.url}`);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(err).toBe('');
  }, 120_000);

  it('says what is missing, with exit code 2', async () => {
    const child = run(['listen']);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(err).toContain('--forward-to URL is required');
    expect(err).toContain('Usage: savings-cli listen --forward-to URL');
  }, 60_000);
});
