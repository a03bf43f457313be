/**
 * Four eyes nobody gets around alone (issue 45, Deliver item 1; docs/four-eyes.md "The rules"): the first admin key
 * is made alone at most once, held by the database; revoking an admin key waits for a second admin and never leaves
 * fewer than two; a revoked proposer's proposals are withdrawn with its key; names are compared as people read them;
 * the bootstrap key is break-glass once an admin key exists; a proposal expires. One platform, its story in order:
 * each test starts where the one before left it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { hashSecret } from '../auth/secrets.js';
import { formatDateTime } from '../platform/time.js';

let t: TestPlatform;
let product: TestProduct;
/** Admin keys by name, as the story makes them. */
const keys: Record<string, { key: string; operatorKeyId: string }> = {};

function withKey(key: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { authorization: `Bearer ${key}`, ...(options.headers ?? {}) } });
}

const newKey = (name: string, role: 'viewer' | 'admin', key?: string) =>
  (key ? (o: InjectOptions) => withKey(key, o) : t.operator)({ method: 'POST', url: '/operator/operator-keys', payload: { name, role } });
const revoke = (operatorKeyId: string, key?: string) =>
  (key ? (o: InjectOptions) => withKey(key, o) : t.operator)({ method: 'DELETE', url: `/operator/operator-keys/${operatorKeyId}` });
const decide = (key: string, proposalId: string, verb: 'approve' | 'reject' | 'withdraw', payload: Record<string, unknown> = {}) =>
  withKey(key, { method: 'POST', url: `/operator/proposals/${proposalId}/${verb}`, payload });
const proposeRate = (key: string | undefined, body: Record<string, unknown>) =>
  (key ? (o: InjectOptions) => withKey(key, o) : t.operator)({ method: 'POST', url: `/operator/products/${product.productId}/issues/1/versions`, payload: body });
const proposal = async (proposalId: string) => (await t.operator({ method: 'GET', url: `/operator/proposals/${proposalId}` })).json();

/** An admin key proposed by the bootstrap key and approved by `approver`: its key, from the approval's answer. */
async function approvedAdmin(name: string, approver: string): Promise<{ key: string; operatorKeyId: string }> {
  const proposed = await newKey(name, 'admin');
  expect(proposed.statusCode, proposed.body).toBe(202);
  const approved = await decide(approver, proposed.json().proposalId, 'approve');
  expect(approved.json().proposal.state, approved.body).toBe('applied');
  return (keys[name] = { key: approved.json().result.key, operatorKeyId: approved.json().result.operatorKeyId });
}

async function liveAdmins(): Promise<string[]> {
  const rows = await t.platform.db.selectFrom('operator_keys').select('name').where('role', '=', 'admin').where('revoked_at', 'is', null).orderBy('name').execute();
  return rows.map((r) => r.name);
}

async function rateOf(): Promise<number> {
  const row = await t.platform.db
    .selectFrom('product_issues as i')
    .innerJoin('product_issue_versions as v', (j) =>
      j.onRef('v.product_id', '=', 'i.product_id').onRef('v.issue_number', '=', 'i.issue_number').onRef('v.version_number', '=', 'i.current_version'),
    )
    .select('v.rate_percent')
    .where('i.product_id', '=', product.productId)
    .executeTakeFirstOrThrow();
  return Number(row.rate_percent);
}

beforeAll(async () => {
  t = await startTestPlatform({ env: { FOUR_EYES: 'on' } });
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess', ratePercent: '4.5' });
});
afterAll(async () => t?.close());

describe('the first admin key', () => {
  it('is made alone once: ten concurrent requests of the bootstrap key make one key, the nine others are proposals', async () => {
    const answers: LightMyRequestResponse[] = await Promise.all(Array.from({ length: 10 }, (_, n) => newKey(`first-${n}`, 'admin')));
    const first = answers.find((a) => a.statusCode === 201)!.json();
    keys.A = { key: first.key, operatorKeyId: first.operatorKeyId };
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 202)).toHaveLength(9);
    for (const waiting of answers.filter((a) => a.statusCode === 202))
      expect(waiting.json()).toMatchObject({ kind: 'create-admin-key', state: 'proposed', proposedBy: 'bootstrap' });
    expect(await liveAdmins()).toHaveLength(1);
    // The others wait for the first admin, a second person; they are withdrawn here, the story goes on with its own names.
    for (const waiting of answers.filter((a) => a.statusCode === 202))
      expect((await decide(keys.A.key, waiting.json().proposalId, 'reject', { reason: 'one is enough' })).statusCode).toBe(200);
  });

  it('is never made alone again, even once every admin key is revoked', async () => {
    // Every admin key revoked (as the bootstrap key could before issue 45): the table changed behind the API.
    await sql`UPDATE operator_keys SET revoked_at = now(), revoked_by = 'bootstrap' WHERE role = 'admin' AND revoked_at IS NULL`.execute(t.platform.db);
    try {
      const again = await newKey('second-first', 'admin');
      expect(again.statusCode, again.body).toBe(202);
      expect(await liveAdmins()).toEqual([]);
    } finally {
      // Back to the story: A's key alone is live again.
      await sql`UPDATE operator_keys SET revoked_at = now(), revoked_by = 'bootstrap' WHERE role = 'admin' AND revoked_at IS NULL`.execute(t.platform.db);
      await sql`UPDATE operator_keys SET revoked_at = NULL, revoked_by = NULL WHERE operator_key_id = ${keys.A.operatorKeyId}`.execute(t.platform.db);
    }
  });
});

describe('revoking an admin key', () => {
  it('waits for a second admin, never leaves fewer than two admin keys, and a viewer key is revoked alone', async () => {
    await approvedAdmin('B', keys.A.key);
    await approvedAdmin('C', keys.B.key);
    expect(await liveAdmins()).toHaveLength(3);

    // The bootstrap key alone cannot strip the admins.
    const proposed = await revoke(keys.A.operatorKeyId);
    expect(proposed.statusCode, proposed.body).toBe(202);
    expect(proposed.json()).toMatchObject({ kind: 'revoke-admin-key', state: 'proposed', objectType: 'operator-key', objectId: keys.A.operatorKeyId });
    expect((await withKey(keys.A.key, { method: 'GET', url: '/operator/me' })).statusCode).toBe(200);
    // Its proposer cannot approve it; another admin does, and the key stops working.
    const approved = await decide(keys.B.key, proposed.json().proposalId, 'approve');
    expect(approved.json().proposal.state, approved.body).toBe('applied');
    expect(approved.json().result).toMatchObject({ operatorKeyId: keys.A.operatorKeyId, revokedBy: 'B' });
    expectErrorBody(await withKey(keys.A.key, { method: 'GET', url: '/operator/me' }), 401, 'Unauthorized');

    // B and C are left: revoking either would leave one admin, whom four eyes cannot work with.
    expect(expectErrorBody(await revoke(keys.B.operatorKeyId), 409, 'Conflict').ErrorDescription).toContain('two');
    expect(await liveAdmins()).toEqual(['B', 'C']);

    // A viewer key lowers no admin count: revoked at once.
    const viewer = (await newKey('V', 'viewer')).json();
    const revoked = await revoke(viewer.operatorKeyId, keys.B.key);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'B' });
  });

  it("withdraws the revoked admin's waiting proposals with its key, audited; none of them can be approved after", async () => {
    await approvedAdmin('D', keys.B.key);
    const rate = await proposeRate(keys.C.key, { ratePercent: 5.5 });
    expect(rate.statusCode, rate.body).toBe(202);
    const revocation = await revoke(keys.C.operatorKeyId, keys.B.key);
    expect(revocation.statusCode, revocation.body).toBe(202);
    expect((await decide(keys.D.key, revocation.json().proposalId, 'approve')).json().proposal.state).toBe('applied');

    expect(await proposal(rate.json().proposalId)).toMatchObject({ state: 'withdrawn', decidedBy: 'D', decisionReason: expect.stringContaining('revoked') });
    expectErrorBody(await decide(keys.B.key, rate.json().proposalId, 'approve'), 409, 'Conflict');
    expect(await rateOf()).toBe(4.5);
    const trail = (await t.operator({ method: 'GET', url: `/operator/audit?objectType=change-proposal&objectId=${rate.json().proposalId}` })).json().entries;
    expect(trail.map((e: { operatorName: string; after: { state: string } }) => [e.operatorName, e.after.state])).toEqual([
      ['D', 'withdrawn'],
      ['C', 'proposed'],
    ]);
    expect(await liveAdmins()).toEqual(['B', 'D']);
  });
});

describe("an operator's name", () => {
  it('is one person whatever its case, width, invisible characters or look-alike letters: a new key in a live name is 409', async () => {
    expect((await newKey('ana', 'viewer')).statusCode).toBe(201);
    for (const name of ['ANA', 'a\u200bna', '\u0430na', 'ａｎａ', 'an\u00ada', 'BOOTSTRAP', 'b\u043e\u043etstrap']) {
      const refused = await newKey(name, 'viewer');
      expect(refused.statusCode, `${JSON.stringify(name)}: ${refused.body}`).toBe(409);
      expectErrorBody(refused, 409, 'Conflict');
    }
    // A name of invisible characters only names nobody.
    expectErrorBody(await newKey('\u200b\u200d', 'viewer'), 400, 'ValidationFailed');
    // An admin key in a live name is refused when proposed, not left to fail when approved.
    expectErrorBody(await newKey('Ana', 'admin', keys.B.key), 409, 'Conflict');
  });

  it('is compared so between proposer and approver: a key made before the rule in a look-alike name cannot approve its twin', async () => {
    // Two live admin keys whose names read alike, as the rule above now refuses: one made before it, written here directly.
    const twin = 'opk_twin-key-made-before-issue-45';
    await t.platform.db
      .insertInto('operator_keys')
      .values({
        operator_key_id: 'legacy-twin-of-b',
        name: 'b\u200b',
        role: 'admin',
        key_hash: hashSecret(twin),
        key_prefix: twin.slice(0, 10),
        created_at: t.clock.now(),
        created_by: 'bootstrap',
        revoked_at: null,
        revoked_by: null,
      })
      .execute();
    const rate = await proposeRate(keys.B.key, { ratePercent: 4.6 });
    expect(rate.statusCode, rate.body).toBe(202);
    expect(expectErrorBody(await decide(twin, rate.json().proposalId, 'approve'), 403, 'Forbidden').ErrorDescription).toContain('another admin');
    expectErrorBody(await decide(twin, rate.json().proposalId, 'reject', { reason: 'mine' }), 403, 'Forbidden');
    expect(await rateOf()).toBe(4.5);
    expect((await decide(twin, rate.json().proposalId, 'withdraw')).json()).toMatchObject({ state: 'withdrawn' });
    await sql`UPDATE operator_keys SET revoked_at = now(), revoked_by = 'test' WHERE operator_key_id = 'legacy-twin-of-b'`.execute(t.platform.db);
  });
});

describe('the bootstrap key once an admin key exists', () => {
  it('is break-glass: each use is a warning and a metric, each write an audit entry of its own', async () => {
    const warn = vi.spyOn(t.platform.logger, 'warn');
    try {
      const proposed = await proposeRate(undefined, { ratePercent: 4.7 });
      expect(proposed.statusCode, proposed.body).toBe(202);
      expect((await t.operator({ method: 'GET', url: '/operator/me' })).statusCode).toBe(200);
      const warnings = warn.mock.calls.filter(([fields]) => (fields as { breakGlass?: boolean }).breakGlass === true);
      expect(warnings.map(([fields]) => (fields as { method: string }).method)).toEqual(['POST', 'GET']);
      expect(String(warnings[0][1])).toMatch(/break-glass/i);
      const entries = (await withKey(keys.B.key, { method: 'GET', url: '/operator/audit?objectType=break-glass' })).json().entries;
      expect(entries[0]).toMatchObject({ operatorName: 'bootstrap', method: 'POST', path: `/operator/products/${product.productId}/issues/1/versions` });
      // A read is logged and counted, not written to the audit log (it records writes).
      expect(entries.filter((e: { method: string }) => e.method === 'GET')).toEqual([]);
      const metrics = await withKey(keys.B.key, { method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/operator_break_glass_requests_total\{kind="write"\} [1-9]/);
      expect(metrics.body).toMatch(/operator_break_glass_requests_total\{kind="read"\} [1-9]/);
      // It still proposes and approves as a colleague would, never its own.
      expect((await decide(keys.B.key, proposed.json().proposalId, 'approve')).json().proposal.state).toBe('applied');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a proposal', () => {
  it('expires seven days after it was proposed: shown expired, and approving it answers 409 naming its expiry', async () => {
    const waiting = (await proposeRate(keys.B.key, { ratePercent: 4.9 })).json();
    expect(waiting.expiresAtUtc).toBe(formatDateTime(new Date(t.clock.now().getTime() + 7 * 86_400_000)));
    t.clock.advanceBy(7 * 86_400_000 - 1000);
    expect((await proposal(waiting.proposalId)).state).toBe('proposed');
    t.clock.advanceBy(2000);
    expect(await proposal(waiting.proposalId)).toMatchObject({ state: 'expired' });
    expect(expectErrorBody(await decide(keys.D.key, waiting.proposalId, 'approve'), 409, 'Conflict').ErrorDescription).toContain('expired');
    expectErrorBody(await decide(keys.D.key, waiting.proposalId, 'reject', { reason: 'late' }), 409, 'Conflict');
    expect(await rateOf()).toBe(4.7);
    const ids = async (state: string) =>
      (await t.operator({ method: 'GET', url: `/operator/proposals?state=${state}&pageSize=200` })).json().proposals.map((p: { proposalId: string }) => p.proposalId);
    expect(await ids('expired')).toContain(waiting.proposalId);
    expect(await ids('proposed')).not.toContain(waiting.proposalId);
  });

  it('scheduled for an instant that passes before it is approved expires then: it never applies later than proposed', async () => {
    const at = new Date(t.clock.now().getTime() + 3_600_000);
    const scheduled = (await proposeRate(keys.B.key, { ratePercent: 5.1, effectiveAt: at.toISOString() })).json();
    expect(scheduled).toMatchObject({ state: 'proposed', expiresAtUtc: formatDateTime(at) });
    t.clock.advanceBy(2 * 3_600_000);
    expect(await proposal(scheduled.proposalId)).toMatchObject({ state: 'expired' });
    expect(expectErrorBody(await decide(keys.D.key, scheduled.proposalId, 'approve'), 409, 'Conflict').ErrorDescription).toContain('expired');
    expect(await rateOf()).toBe(4.7);
  });
});
