/**
 * The server-side request forgery guard: production refuses anything but https
 * to a public unicast address, judged after unwrapping every IPv4 address
 * embedded in IPv6; the sandbox allows its loopback. Every target here is
 * loopback or a documentation address: nothing is dialled but 127.0.0.1.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { systemClock } from '../platform/clock.js';
import { checkEndpointUrl, isNonPublicAddress } from './url-guard.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhooksService } from './webhooks.service.js';

/** Every spelling of a non-public address a URL can carry, each with what it is. */
const REFUSED_IN_PRODUCTION: [string, string][] = [
  ['http://example.com/hook', 'plain http'],
  ['https://user:pass@example.com/hook', 'credentials'],
  ['https://127.0.0.1/hook', 'IPv4 loopback'],
  ['https://127.1/hook', 'IPv4 loopback, short form'],
  ['https://2130706433/hook', 'IPv4 loopback as one number'],
  ['https://0x7f.0.0.1/hook', 'IPv4 loopback in hex'],
  ['https://0177.0.0.1/hook', 'IPv4 loopback in octal'],
  ['https://0.0.0.0/hook', 'unspecified'],
  ['https://localhost/hook', 'a name for loopback'],
  ['https://10.1.2.3/hook', 'RFC 1918'],
  ['https://172.20.0.1/hook', 'RFC 1918'],
  ['https://192.168.0.10/hook', 'RFC 1918'],
  ['https://100.64.0.1/hook', 'carrier-grade NAT'],
  ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
  ['https://192.0.2.1/hook', 'documentation'],
  ['https://198.18.0.1/hook', 'benchmarking'],
  ['https://224.0.0.1/hook', 'multicast'],
  ['https://255.255.255.255/hook', 'broadcast'],
  ['https://[::1]/hook', 'IPv6 loopback'],
  ['https://[::]/hook', 'IPv6 unspecified'],
  ['https://[fe80::1]/hook', 'IPv6 link-local'],
  ['https://[fc00::1]/hook', 'IPv6 unique local'],
  ['https://[fd12:3456::1]/hook', 'IPv6 unique local'],
  ['https://[ff02::1]/hook', 'IPv6 multicast'],
  ['https://[2001:db8::1]/hook', 'IPv6 documentation'],
  ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped loopback'],
  ['https://[::ffff:7f00:1]/hook', 'IPv4-mapped loopback, hex'],
  ['https://[::ffff:10.0.0.1]/hook', 'IPv4-mapped private'],
  ['https://[::127.0.0.1]/hook', 'IPv4-compatible loopback (::/96), the finding'],
  ['https://[::7f00:1]/hook', 'IPv4-compatible loopback, hex'],
  ['https://[::169.254.169.254]/hook', 'IPv4-compatible link-local'],
  ['https://[::ffff:0:127.0.0.1]/hook', 'SIIT (::ffff:0:0:0/96) loopback'],
  ['https://[64:ff9b::127.0.0.1]/hook', 'NAT64 (64:ff9b::/96) loopback'],
  ['https://[64:ff9b::a00:1]/hook', 'NAT64 private'],
  ['https://[64:ff9b:1::5db8:d70e]/hook', 'local-use NAT64 (64:ff9b:1::/48)'],
  ['https://[2002:7f00:1::1]/hook', '6to4 (2002::/16) of loopback'],
  ['https://[2002:a00:1::1]/hook', '6to4 of a private address'],
  ['https://[2001:0:7f00:1::1]/hook', 'Teredo with a loopback server'],
  ['https://[2001:0:5db8:d70e::80ff:fffe]/hook', 'Teredo with a loopback client (127.0.0.1 inverted)'],
  ['https://exa\tmple.com/hook', 'a tab (the URL parser would drop it)'],
  ['https://example.com/ho\r\nok', 'CR LF'],
  ['https://example.com/hook\u0000', 'NUL'],
  ['https://example.com/\u0085hook', 'a C1 control'],
];

/** Public addresses, plain and embedded: allowed (no DNS needed, nothing dialled). */
const ALLOWED_IN_PRODUCTION = [
  'https://93.184.215.14/hook',
  'https://[2606:4700::1111]/hook',
  'https://[::ffff:93.184.215.14]/hook',
  'https://[64:ff9b::5db8:d70e]/hook',
  'https://[2002:5db8:d70e::1]/hook',
];

describe('in production', () => {
  it.each(REFUSED_IN_PRODUCTION)('refuses %s (%s)', async (url) => {
    await expect(checkEndpointUrl(url, 'production')).rejects.toThrow();
  });

  it.each(ALLOWED_IN_PRODUCTION)('accepts %s', async (url) => {
    await expect(checkEndpointUrl(url, 'production')).resolves.toBeTruthy();
  });

  it('classifies resolved addresses, unwrapping embedded IPv4', () => {
    const table: [string, boolean][] = [
      ['8.8.8.8', false],
      ['100.64.0.1', true],
      ['2606:4700::1111', false],
      ['fd00::1', true],
      ['::127.0.0.1', true],
      ['::8.8.8.8', false],
      ['::ffff:127.0.0.1', true],
      ['64:ff9b::7f00:1', true],
      ['2002:c0a8:101::1', true],
      ['2001:0:4136:e378:8000:63bf:80ff:fffe', true],
      ['not an address', true],
    ];
    for (const [address, nonPublic] of table) expect([address, isNonPublicAddress(address)]).toEqual([address, nonPublic]);
  });
});

describe('at registration', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ tokenClock: systemClock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a private-address URL is a 400-mapped error in production', async () => {
    const service = new WebhooksService(t.platform.db, t.platform.clock, 'production');
    await expect(service.createEndpoint('fp', { url: 'https://[::127.0.0.1]:8443/hook' })).rejects.toMatchObject({ code: 'ValidationFailed' });
  });

  it('a URL with a control character answers 400 naming url, and nothing is stored', async () => {
    const partner = await t.newPartner();
    for (const url of ['http://127.0.0.1:9/ho\tok', 'http://127.0.0.1:9/hook\r\nX-Injected: 1', 'http://127.0.\n0.1:9/hook']) {
      const response = await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url } });
      const body = expectErrorBody(response, 400);
      expect(JSON.stringify(body)).toContain('url');
    }
    expect((await t.as(partner, { method: 'GET', url: '/webhooks/endpoints' })).json().endpoints).toEqual([]);
  });
});

describe('at delivery, on the address dialled', () => {
  let t: TestPlatform;
  let listener: Server;
  let connections = 0;
  beforeAll(async () => {
    t = await startTestPlatform({ tokenClock: systemClock });
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('a stored URL that now leads to loopback is refused before any connection', async () => {
    const port = (listener.address() as AddressInfo).port;
    const partner = await t.newPartner();
    // Registered in the sandbox to loopback (allowed there), then delivered by a production
    // dispatcher: as an endpoint whose name resolved to a public address at registration and
    // to loopback at delivery would be. Each spelling of loopback is refused at connect time.
    const urls = [`https://localhost:${port}/a`, `https://[::127.0.0.1]:${port}/b`, `https://[::ffff:127.0.0.1]:${port}/c`, `https://[64:ff9b::127.0.0.1]:${port}/d`];
    const created = await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `http://127.0.0.1:${port}/hook`, eventTypes: ['instruction.processed'] } });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = created.json().id as string;
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const d = driver(t, partner);
    const client = await d.newClient();
    const production = new WebhookDispatcher(t.platform.db, {
      platformEnv: 'production',
      webhooks: { ...t.platform.config.webhooks, retryBaseMs: 1 },
      pollIntervalMs: 60_000,
      log: () => undefined,
    });
    for (const url of urls) {
      await t.platform.db.updateTable('webhook_endpoints').set({ url }).where('endpoint_id', '=', endpointId).execute();
      await d.submitOk('deposit', newDeposit(product, client, { amount: 1000 }));
      await t.platform.processor.drain();
      await production.deliverDue();
    }
    await production.stop();
    expect(connections).toBe(0);
    const attempts = await t.platform.db.selectFrom('webhook_delivery_attempts').select(['error', 'status_code']).where('endpoint_id', '=', endpointId).execute();
    expect(attempts.length).toBeGreaterThanOrEqual(urls.length);
    for (const attempt of attempts) {
      expect(attempt.status_code).toBeNull();
      expect(attempt.error).toMatch(/not a public unicast address/);
    }
  });
});
