/**
 * An endpoint deleted while one of its deliveries is in flight: the attempt's
 * outcome has nothing left to be recorded against (deleting an endpoint
 * deletes its deliveries), so it is dropped, not written against a row that
 * is gone (a foreign-key error, logged as a failure of the dispatcher).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { claimDueDeliveries, deleteEndpoint, findEndpoint, insertTestEvent, listAttempts, recordAttempt } from './webhooks.repository.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('a delivery whose endpoint is deleted mid-flight', () => {
  it('records nothing and raises nothing when the attempt ends after the deletion', async () => {
    const db = t.platform.db;
    const partner = await t.newPartner();
    await partner.headers();
    const response = await t.as(partner, { method: 'POST', url: '/webhooks/endpoints', payload: { url: 'http://127.0.0.1:9/hook' } });
    expect(response.statusCode).toBe(201);
    const endpointId = (response.json() as { id: string }).id;
    const endpoint = (await findEndpoint(db, partner.financialPartnerId, endpointId))!;
    const now = new Date();
    await insertTestEvent(db, endpoint, { note: 'deleted mid-flight' }, now, now);
    const [claimed] = await db
      .transaction()
      .execute((trx) =>
        claimDueDeliveries(
          trx,
          10,
          { perEndpoint: 2, perPartner: 2, partnersInFlight: new Map() },
          new Date(now.getTime() + 60_000),
          new Date(now.getTime() + 1),
          [],
          partner.financialPartnerId,
        ),
      );
    expect(claimed?.endpointId).toBe(endpointId);

    // The partner deletes the endpoint while the POST is on its way.
    expect(await deleteEndpoint(db, partner.financialPartnerId, endpointId)).toBe(true);

    const outcome = await recordAttempt(
      db,
      {
        deliveryId: claimed!.deliveryId,
        endpointId,
        attemptedAt: new Date(),
        statusCode: 500,
        durationMs: 12,
        error: null,
        responseBody: 'gone',
        outcome: { kind: 'Retry', at: new Date(now.getTime() + 120_000) },
      },
      now,
    );
    expect(outcome).toBe('endpoint-deleted');
    expect(await listAttempts(db, endpointId, 10, undefined)).toEqual([]);
  });
});
