/**
 * Migration 037 (issue 45): a deployment that made an admin key before it has
 * used the bootstrap key's way alone (the guard row names its first admin key,
 * revoked or not), and the waiting proposals of keys revoked before it are
 * withdrawn, as by whoever revoked the key, each with an audit entry. Built
 * here with migrations 001-036 only, then opened again with 037 beside them.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());

describe('migration 037', () => {
  it("records the first admin key ever made and withdraws the revoked keys' waiting proposals", async () => {
    database = await databaseBeforeMigration('037');
    const before = database.handle.db;
    const key = async (id: string, name: string, role: string, createdAt: string, revokedAt: string | null) =>
      sql`INSERT INTO operator_keys (operator_key_id, name, role, key_hash, key_prefix, created_at, created_by, revoked_at, revoked_by)
          VALUES (${id}, ${name}, ${role}, ${`hash-${id}`}, 'opk_xxxxxx', ${createdAt}, 'bootstrap', ${revokedAt}, ${revokedAt ? 'bootstrap' : null})`.execute(before);
    await key('k-viewer', 'vera', 'viewer', '2026-01-01T09:00:00Z', null);
    await key('k-first', 'ana', 'admin', '2026-01-02T09:00:00Z', '2026-02-01T10:00:00Z');
    await key('k-live', 'bob', 'admin', '2026-01-03T09:00:00Z', null);
    const proposal = (id: string, keyId: string, by: string) =>
      sql`INSERT INTO change_proposals (proposal_id, kind, object_type, object_id, summary, payload, state, proposed_by, proposed_by_key_id, proposed_at, method, endpoint, path)
          VALUES (${id}, 'suspend-partner', 'partner', 'fp-1', ${`Suspend, by ${by}`}, '{}', 'proposed', ${by}, ${keyId}, '2026-01-20T09:00:00Z', 'POST',
                  '/operator/partners/:financialPartnerId/suspend', '/operator/partners/fp-1/suspend')`.execute(before);
    await proposal('p-of-revoked', 'k-first', 'ana');
    await proposal('p-of-live', 'k-live', 'bob');
    const db = (await database.upgrade()).db;

    const guard = await db.selectFrom('operator_key_guard').selectAll().executeTakeFirstOrThrow();
    expect(guard).toMatchObject({ singleton: true, first_admin_key_id: 'k-first' });
    expect(guard.first_admin_at?.toISOString()).toBe('2026-01-02T09:00:00.000Z');

    const proposals = await db.selectFrom('change_proposals').select(['proposal_id', 'state', 'decided_by', 'decided_at', 'decision_reason']).orderBy('proposal_id').execute();
    expect(proposals).toEqual([
      { proposal_id: 'p-of-live', state: 'proposed', decided_by: null, decided_at: null, decision_reason: null },
      {
        proposal_id: 'p-of-revoked',
        state: 'withdrawn',
        decided_by: 'bootstrap',
        decided_at: new Date('2026-02-01T10:00:00Z'),
        decision_reason: expect.stringContaining('revoked'),
      },
    ]);
    const audit = await db.selectFrom('operator_audit_log').selectAll().where('object_type', '=', 'change-proposal').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ object_id: 'p-of-revoked', operator_name: 'bootstrap', method: 'MIGRATION' });
    expect(audit[0].after).toMatchObject({ state: 'withdrawn', proposedBy: 'ana', decidedBy: 'bootstrap' });
    // The new kind is allowed.
    await sql`UPDATE change_proposals SET kind = 'revoke-admin-key' WHERE proposal_id = 'p-of-live'`.execute(db);
  });
});
