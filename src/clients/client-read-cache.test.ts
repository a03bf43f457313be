/**
 * The client read cache: a cached answer is only served while the client's
 * version is unchanged, whoever changed it, and never to another partner or
 * through the other client type's route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyClient, newIndividualClient } from '../../test/builders/clients.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { ClientReadCache } from './client-read-cache.js';
import type { ClientRecord } from './clients.repository.js';
import { ClientsService } from './clients.service.js';

const COMPANY = '/clients/financial-partner/company';
let t: TestPlatform;
let partner: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
});
afterAll(async () => t.close());

async function createIndividual(): Promise<string> {
  const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient({ firstName: 'Ada' }) });
  expect(created.statusCode).toBe(201);
  return created.json().clientReference;
}

const read = (reference: string, as = partner, url = `/clients/${reference}`) => t.as(as, { method: 'GET', url });

describe('client reads through the cache', () => {
  it('answers the same until the client changes, then the change at once', async () => {
    const reference = await createIndividual();
    const first = await read(reference);
    const second = await read(reference);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ clientReference: reference, clientVersion: 1, firstName: 'Ada' });

    const patched = await t.as(partner, {
      method: 'PATCH',
      url: `/clients/${reference}/1`,
      payload: JSON.stringify({ firstName: 'Grace' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(patched.statusCode).toBe(204);
    const after = await read(reference);
    expect(after.json()).toMatchObject({ clientVersion: 2, firstName: 'Grace' });
    expect((await read(reference)).body).toBe(after.body);
  });

  it("serves another process's change at once: the version in the database decides", async () => {
    const reference = await createIndividual();
    expect((await read(reference)).json().firstName).toBe('Ada');
    // Another API process: its own service (and cache) over the same database.
    const otherProcess = new ClientsService(t.platform.db, t.clock);
    await otherProcess.updateClient(partner.financialPartnerId, 'Individual', reference, 1, { firstName: 'Katherine' });
    const after = await read(reference);
    expect(after.json()).toMatchObject({ clientVersion: 2, firstName: 'Katherine' });
    // What this process serves equals a fresh read with an empty cache.
    const fresh = await otherProcess.getClient(partner.financialPartnerId, 'Individual', reference);
    expect(after.json().firstName).toBe(fresh.profile.firstName);
  });

  it('never answers another partner, nor the other client type, from a cached entry', async () => {
    const reference = await createIndividual();
    const company = await t.as(partner, { method: 'POST', url: COMPANY, payload: newCompanyClient() });
    const companyReference = company.json().clientReference;
    expect((await read(reference)).statusCode).toBe(200);
    expect((await read(companyReference, partner, `${COMPANY}/${companyReference}`)).statusCode).toBe(200);

    const other = await t.newPartner();
    expect((await read(reference, other)).statusCode).toBe(404);
    expect((await read(companyReference, other, `${COMPANY}/${companyReference}`)).statusCode).toBe(404);
    expect((await read(reference, partner, `${COMPANY}/${reference}`)).statusCode).toBe(404);
    expect((await read(companyReference)).statusCode).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('ClientReadCache', () => {
  const client = (reference: string, version = 1): ClientRecord => ({
    clientReference: reference,
    financialPartnerId: 'p',
    externalReference: `x-${reference}`,
    clientType: 'Individual',
    clientVersion: version,
    profile: {},
    contentHash: 'h',
  });

  it('keeps at most its capacity, dropping the least recently read', () => {
    const cache = new ClientReadCache(2);
    cache.set(client('a'));
    cache.set(client('b'));
    expect(cache.get('p', 'a', 1)).toBeDefined(); // a is now the most recently read
    cache.set(client('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('p', 'b', 1)).toBeUndefined();
    expect(cache.get('p', 'a', 1)?.clientReference).toBe('a');
    expect(cache.get('p', 'c', 1)?.clientReference).toBe('c');
  });

  it('forgets an entry asked for at another version, and keys by partner', () => {
    const cache = new ClientReadCache();
    cache.set(client('a', 3));
    expect(cache.get('other', 'a', 3)).toBeUndefined();
    expect(cache.get('p', 'a', 4)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
