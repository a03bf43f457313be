/**
 * For the SDK's tests: the real platform listening on a real port, the sandbox
 * seed (demo partner, its introducer, the sandbox catalogue), a fetch that
 * records every exchange on its way to the real fetch, and a TCP proxy that
 * drops a chosen connection after the platform has answered it.
 */
import { createServer, connect, type Socket, type AddressInfo } from 'node:net';
import { SavingsPlatform, type SavingsPlatformOptions, type FetchLike, type IndividualClientInput } from '../../packages/sdk/src/index.js';
import { seedSandbox } from '../../src/sandbox/seed.js';
import { type TestPlatform, startTestPlatform } from '../helpers.js';

/** The demo partner's credentials (the defaults of SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_SUBSCRIPTION_KEY). */
export const DEMO = { clientId: 'sandbox-partner', clientSecret: 'sandbox-secret', subscriptionKey: 'sandbox-key' };

export interface Sandbox {
  t: TestPlatform;
  baseUrl: string;
  financialPartnerId: string;
  introducerId: string | undefined;
  close(): Promise<void>;
}

/**
 * The platform as `npm start` runs the sandbox: seeded, listening on a port of
 * 127.0.0.1, with the background worker processing instructions as they come.
 */
export async function startSandbox(options: Parameters<typeof startTestPlatform>[0] = {}): Promise<Sandbox> {
  const t = await startTestPlatform({ ...options, env: { WORKER_POLL_INTERVAL_MS: '200', ...options.env } });
  const seeded = await seedSandbox(t.platform);
  await t.platform.processor.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    t,
    baseUrl: `http://127.0.0.1:${port}`,
    financialPartnerId: seeded.financialPartnerId,
    introducerId: seeded.introducerId,
    async close() {
      await t.platform.processor.stop();
      await t.close();
    },
  };
}

export interface Exchange {
  method: string;
  path: string;
  /** 0 when the request failed without a response. */
  status: number;
  authorization: string | undefined;
}

/** A fetch that forwards to the real one and records each exchange. */
export function recordingFetch(): { fetch: FetchLike; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const fetch: FetchLike = async (input, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const entry: Exchange = { method: init.method ?? 'GET', path: new URL(input).pathname, status: 0, authorization: headers.Authorization };
    exchanges.push(entry);
    const response = await globalThis.fetch(input, init);
    entry.status = response.status;
    return response;
  };
  return { fetch, exchanges };
}

export function sdk(baseUrl: string, options: Partial<SavingsPlatformOptions> = {}): SavingsPlatform {
  return new SavingsPlatform({ baseUrl, ...DEMO, retryBaseDelayMs: 50, ...options });
}

/** Moves the sandbox clock (and runs every job due on the way), as the demo partner, through the SDK's sandbox controls. */
export async function advanceSandboxClock(sandbox: Sandbox, to: string): Promise<void> {
  await sdk(sandbox.baseUrl).sandbox.clock.advance({ to });
}

/**
 * A TCP proxy in front of `target`. `dropNext(marker)` makes it drop the next
 * connection whose request contains `marker`: the request reaches the platform
 * whole, and when the platform's answer comes back the caller's connection is
 * destroyed instead (the answer is lost, as on a network failure after the
 * server did the work).
 */
export async function droppingProxy(target: string): Promise<{ url: string; dropNext(marker: string): void; dropped: () => number; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const markers: string[] = [];
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let drop = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      const index = markers.findIndex((marker) => text.includes(marker));
      if (index >= 0) {
        markers.splice(index, 1);
        drop = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (drop) {
        dropped += 1;
        client.destroy();
        upstream.destroy();
      } else {
        client.write(chunk);
      }
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    dropNext: (marker) => markers.push(marker),
    dropped: () => dropped,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A valid individual client for the Client API. */
export function individual(externalReference: string): IndividualClientInput {
  return {
    externalReference,
    title: 'Ms',
    firstName: 'Jane',
    lastName: 'Smith',
    dateOfBirth: '1980-05-17',
    addressLine1: '1 High Street',
    addressLine2: '',
    postCode: 'SW1A 1AA',
    countryCode: 'GBR',
    emailAddress: 'jane@example.com',
    accounts: [{ accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' }],
  };
}
