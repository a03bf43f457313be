import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIndividualClient } from '../../test/builders.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('smoke', () => {
  it('creates and reads a client', async () => {
    const partner = await t.newPartner();
    const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
    expect(created.statusCode).toBe(201);
    const ref = created.json().clientReference;
    const got = await t.as(partner, { method: 'GET', url: `/clients/${ref}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().clientVersion).toBe(1);
  });
});
