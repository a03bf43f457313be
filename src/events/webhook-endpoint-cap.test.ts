/**
 * The cap of webhook endpoints a partner may register holds under concurrency:
 * 40 registrations at once, over one platform's pool of connections (on
 * PostgreSQL, truly concurrent), create exactly the cap and answer the rest the
 * cap's 409, never a 500. Deleting one frees one place. The same over two API
 * processes: test/reliability/endpoint-cap.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiWebhookEndpointList, expectBody } from '../../test/api.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { MAX_ENDPOINTS_PER_PARTNER } from './webhooks.service.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const register = (partner: TestPartner, n: number) => t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: `http://127.0.0.1:9/hook-${n}` } });

async function endpointIds(partner: TestPartner): Promise<string[]> {
  return expectBody(await t.api(partner).get<ApiWebhookEndpointList>('/webhooks/endpoints'), 200).endpoints.map((e) => e.id);
}

describe('the webhook endpoint cap under concurrent registrations', () => {
  let partner: TestPartner;

  it(`creates exactly ${MAX_ENDPOINTS_PER_PARTNER} of 40 concurrent registrations and answers the rest 409`, async () => {
    partner = await t.newPartner();
    await partner.headers();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => register(partner, n)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length, JSON.stringify(statuses)).toBe(MAX_ENDPOINTS_PER_PARTNER);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(expectErrorBody(refused, 409, 'Conflict').ErrorDescription).toContain(`at most ${MAX_ENDPOINTS_PER_PARTNER} webhook endpoints`);
    }
    expect(await endpointIds(partner)).toHaveLength(MAX_ENDPOINTS_PER_PARTNER);
  });

  it('frees one place per endpoint deleted, and no more', async () => {
    const [first, second] = await endpointIds(partner);
    expect((await t.as(partner, { method: 'DELETE', url: `/webhooks/endpoints/${first}` })).statusCode).toBe(204);
    expect((await t.as(partner, { method: 'DELETE', url: `/webhooks/endpoints/${second}` })).statusCode).toBe(204);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => register(partner, 100 + n)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(await endpointIds(partner)).toHaveLength(MAX_ENDPOINTS_PER_PARTNER);
  });

  it("is each partner's own: another partner still registers", async () => {
    const other = await t.newPartner();
    expect((await register(other, 0)).statusCode).toBe(201);
  });
});
