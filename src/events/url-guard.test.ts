/** The server-side request forgery guard: production refuses non-https and non-public addresses; the sandbox allows its loopback. */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../platform/clock.js';
import { startTestPlatform } from '../../test/helpers.js';
import { checkEndpointUrl, isNonPublicAddress } from './url-guard.js';
import { WebhooksService } from './webhooks.service.js';

describe('in production', () => {
  it.each([
    'http://example.com/hook',
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://10.1.2.3/hook',
    'https://192.168.0.10/hook',
    'https://172.20.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://user:pass@example.com/hook',
  ])('refuses %s', async (url) => {
    await expect(checkEndpointUrl(url, 'production')).rejects.toThrow();
  });

  it('accepts a public https address', async () => {
    await expect(checkEndpointUrl('https://93.184.215.14/hook', 'production')).resolves.toBeTruthy();
  });

  it('refuses a private-address URL at registration with a 400-mapped error', async () => {
    const t = await startTestPlatform({ tokenClock: systemClock });
    try {
      const service = new WebhooksService(t.platform.db, t.platform.clock, 'production');
      await expect(service.createEndpoint('fp', { url: 'https://10.0.0.5/hook' })).rejects.toMatchObject({ code: 'ValidationFailed' });
    } finally {
      await t.close();
    }
  });
});

describe('in the sandbox', () => {
  it('allows http to 127.0.0.1 and localhost, not to other private addresses', async () => {
    await expect(checkEndpointUrl('http://127.0.0.1:9999/hook', 'sandbox')).resolves.toBeTruthy();
    await expect(checkEndpointUrl('http://localhost:9999/hook', 'sandbox')).resolves.toBeTruthy();
    await expect(checkEndpointUrl('http://10.0.0.1/hook', 'sandbox')).rejects.toThrow();
    await expect(checkEndpointUrl('https://192.168.1.1/hook', 'sandbox')).rejects.toThrow();
  });

  it('classifies addresses', () => {
    expect(isNonPublicAddress('8.8.8.8')).toBe(false);
    expect(isNonPublicAddress('100.64.0.1')).toBe(true);
    expect(isNonPublicAddress('2606:4700::1111')).toBe(false);
    expect(isNonPublicAddress('fd00::1')).toBe(true);
  });
});
