/**
 * A client that hangs up half-way through sending its request is the
 * client's doing, not an outage: it is logged as such (at info), never as
 * "database unavailable", and nothing is answered to a socket that is gone.
 */
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../composition/app.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let partner: TestPartner;
beforeAll(async () => {
  t = await startTestPlatform({ env: { LOG_LEVEL: 'info' } });
  partner = await t.newPartner();
});
afterAll(async () => t?.close());

describe('a client hanging up mid-request', () => {
  it('is logged as the client closing the connection, not as the database being unavailable', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.platform, { logStream: { write: (line) => void lines.push(line) } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    let socket: Socket | undefined;
    try {
      const { port } = app.server.address() as AddressInfo;
      const headers = await partner.headers();
      const open = connect(port, '127.0.0.1');
      socket = open;
      await new Promise<void>((resolve) => open.once('connect', resolve));
      const head = [
        'POST /clients/financial-partner HTTP/1.1',
        'host: 127.0.0.1',
        'content-type: application/json',
        'content-length: 5000',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '{"title": "Ms", ',
      ].join('\r\n');
      open.write(head);
      // The request has reached the body parser once its incoming request is logged.
      await vi.waitFor(() => expect(lines.some((l) => l.includes('"incoming request"'))).toBe(true), { timeout: 5_000 });
      open.destroy();
      await vi.waitFor(() => expect(lines.some((l) => l.includes('client closed the connection'))).toBe(true), { timeout: 5_000 });
      expect(lines.filter((l) => /database unavailable|unhandled error/.test(l))).toEqual([]);
    } finally {
      socket?.destroy();
      await app.close();
    }
  });
});
