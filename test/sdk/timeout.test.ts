/**
 * Issue 31, point 1: a server that accepts the connection and never answers.
 * Today's SDK waits forever; it must give up after the configured timeout.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdkModule from '../../packages/sdk/src/index.js';
import { DEMO } from './support.js';

let baseUrl: string;
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  if (request.url === '/connect/token') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 3600 }));
    return;
  }
  // Accepted, never answered.
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a server that never answers', () => {
  it('rejects products.list() with a TimeoutError (a PlatformError) after the configured timeout', async () => {
    const platform = new sdkModule.SavingsPlatform({ baseUrl, ...DEMO, maxRetries: 0, timeout: 200 } as sdkModule.SavingsPlatformOptions);
    const started = performance.now();
    const outcome = await Promise.race([platform.products.list().then(
      () => 'answered',
      (error: unknown) => error,
    ), new Promise((resolve) => setTimeout(() => resolve('still pending after 5 s'), 5000))]);
    const elapsed = performance.now() - started;
    const TimeoutError = (sdkModule as Record<string, unknown>).TimeoutError as (new (...args: never[]) => Error) | undefined;
    expect(TimeoutError).toBeTypeOf('function');
    expect(outcome).toBeInstanceOf(TimeoutError!);
    expect(outcome).toBeInstanceOf(sdkModule.PlatformError);
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(2000);
  });
});
