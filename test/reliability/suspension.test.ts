/**
 * A suspension takes effect on every API process at once: two real API
 * processes on one PostgreSQL database; the partner is suspended through one,
 * and the other, whose key cache has just seen the partner active, refuses the
 * partner's very next request (a deposit included) and every one after. The
 * same for a reactivation the other way. PostgreSQL only: the embedded
 * database has one process, where the cache is dropped in place.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../builders/clients.js';
import { startService, type ServiceProcess } from './service.js';
import { INSTANT_ACCESS, maybeCreateDatabase, NO_RATE_LIMITS, OPERATOR_KEY } from './suite-helpers.js';

const runs = Boolean(process.env.DATABASE_URL);

describe.runIf(runs)('suspending a partner, seen by a second API process', () => {
  let database: ReturnType<typeof maybeCreateDatabase>;
  let first: ServiceProcess;
  let second: ServiceProcess;

  beforeAll(async () => {
    database = maybeCreateDatabase();
    if (!database) throw new Error('PostgreSQL is not answering');
    // One operator suspends at once: what is tested is the second process seeing it (four eyes has tests of its own, src/approvals/).
    const env = { DATABASE_URL: database.url, ROLE: 'api', FOUR_EYES: 'off', ...NO_RATE_LIMITS };
    first = await startService(env);
    second = await startService(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    database?.drop();
  });

  const operator = async (service: ServiceProcess, path: string, body: unknown) => {
    const response = await fetch(`${service.baseUrl}/operator${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('refuses the next request on the other process, and lets the partner back in at once', async () => {
    const created = await operator(first, '/partners', { name: `Suspended ${randomUUID()}`, role: 'wealth' });
    expect(created.status).toBe(201);
    const { financialPartnerId, clientId, clientSecret, subscriptionKey } = created.body;
    // One token, kept: a refused call must not make the client ask for another (a suspended partner gets none).
    const tokenResponse = await fetch(`${second.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const partner = {
      async call(method: string, path: string, body?: unknown) {
        const response = await fetch(`${second.baseUrl}${path}`, {
          method,
          headers: { 'cdpapi-subscription-key': subscriptionKey, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
    };
    const client = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
    expect(client.status).toBe(201);
    const clientReference = (client.body as { clientReference: string }).clientReference;
    const deposit = () =>
      partner.call('POST', '/instruction-request/deposit', { ...INSTANT_ACCESS, accountReference: clientReference, amount: 1000, instructionReference: randomUUID() });
    // The second process has the partner's key in its cache, as active.
    expect((await deposit()).status).toBe(202);

    const suspended = await operator(first, `/partners/${financialPartnerId}/suspend`, { reason: 'test' });
    expect(suspended.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const refused = await deposit();
      expect(refused.status).toBe(401);
      expect(JSON.stringify(refused.body)).toContain('suspended');
    }
    expect((await partner.call('GET', `/clients/${clientReference}`)).status).toBe(401);

    expect((await operator(first, `/partners/${financialPartnerId}/reactivate`, {})).status).toBe(200);
    expect((await deposit()).status).toBe(202);
  });
});
