/**
 * Migration 018 counts the endpoints each partner already has, so the cap
 * holds from the first registration after it, including for a partner the race
 * of issue 26 left above the cap. Built here with migrations 001-017 only, then
 * opened again with 018 beside them.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';
import { deleteEndpoint, insertEndpointWithinCap } from './webhooks.repository.js';
import { MAX_ENDPOINTS_PER_PARTNER } from './webhooks.service.js';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());
const NOW = new Date('2026-11-25T12:00:00Z');
const endpoint = (financialPartnerId: string, n: number) => ({
  endpointId: `ep_${financialPartnerId}_${n}`,
  financialPartnerId,
  url: `https://example.com/${n}`,
  eventTypes: [],
  description: null,
  secret: 'whsec_x',
});

describe('migration 018', () => {
  it("counts each partner's endpoints; a partner above the cap keeps them and registers again only below it", async () => {
    database = await databaseBeforeMigration('018');
    const before = database.handle.db;
    const insertRaw = async (financialPartnerId: string, count: number) => {
      for (let n = 0; n < count; n++) {
        await sql`INSERT INTO webhook_endpoints (endpoint_id, financial_partner_id, url, secret, created_at, updated_at)
                  VALUES (${`ep_${financialPartnerId}_${n}`}, ${financialPartnerId}, 'https://example.com/', 'whsec_x', ${NOW}, ${NOW})`.execute(before);
      }
    };
    await insertRaw('fp-some', 3);
    await insertRaw('fp-over', MAX_ENDPOINTS_PER_PARTNER + 9);
    const db = (await database.upgrade()).db;

    const counts = await db.selectFrom('webhook_endpoint_counts').selectAll().orderBy('financial_partner_id').execute();
    expect(counts).toEqual([
      { financial_partner_id: 'fp-over', endpoints: MAX_ENDPOINTS_PER_PARTNER + 9 },
      { financial_partner_id: 'fp-some', endpoints: 3 },
    ]);

    expect(await insertEndpointWithinCap(db, endpoint('fp-some', 100), MAX_ENDPOINTS_PER_PARTNER, NOW)).toBeDefined();
    expect(await insertEndpointWithinCap(db, endpoint('fp-new', 0), MAX_ENDPOINTS_PER_PARTNER, NOW)).toBeDefined();
    expect(await insertEndpointWithinCap(db, endpoint('fp-over', 100), MAX_ENDPOINTS_PER_PARTNER, NOW)).toBeUndefined();
    for (let n = 0; n < 10; n++) expect(await deleteEndpoint(db, 'fp-over', `ep_fp-over_${n}`)).toBe(true);
    expect(await deleteEndpoint(db, 'fp-over', 'ep_fp-over_0')).toBe(false);
    expect(await insertEndpointWithinCap(db, endpoint('fp-over', 100), MAX_ENDPOINTS_PER_PARTNER, NOW)).toBeDefined();
    expect(await insertEndpointWithinCap(db, endpoint('fp-over', 101), MAX_ENDPOINTS_PER_PARTNER, NOW)).toBeUndefined();

    // The counts still say what the rows do.
    const rows = await sql<{ financial_partner_id: string; n: number }>`
      SELECT financial_partner_id, count(*)::int AS n FROM webhook_endpoints GROUP BY financial_partner_id ORDER BY 1`.execute(db);
    const after = await db.selectFrom('webhook_endpoint_counts').selectAll().orderBy('financial_partner_id').execute();
    expect(after.map((c) => [c.financial_partner_id, c.endpoints])).toEqual(rows.rows.map((r) => [r.financial_partner_id, r.n]));
    expect(after.find((c) => c.financial_partner_id === 'fp-over')?.endpoints).toBe(MAX_ENDPOINTS_PER_PARTNER);
  });
});
