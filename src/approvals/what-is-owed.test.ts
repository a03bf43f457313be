/**
 * Four eyes on what is owed and to whom (issue 45, Deliver item 2; docs/four-eyes.md): reactivating a partner,
 * rotating its credentials, its FSCS policy, the dated FSCS limit, the business calendar, closing an issue and
 * allocating money in suspense to a partner are each proposed by one admin (202) and change nothing until another
 * admin approves; a rotation's new secret and key are in the approval's answer only. Through the real app and
 * database, FOUR_EYES on.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startFourEyesPlatform, type TestAdmin } from '../../test/builders/four-eyes.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, fetchAccessToken, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let alice: TestAdmin;
let bob: TestAdmin;

/** Alice proposes through the endpoint (202, of `kind`); `unchanged` holds; Bob approves; the approval's answer. */
async function proposedThenApproved(options: InjectOptions, kind: string, unchanged: () => Promise<void>) {
  const proposal = ok(await alice.inject(options), 202);
  expect(proposal).toMatchObject({ kind, state: 'proposed', proposedBy: alice.name });
  await unchanged();
  expectErrorBody(await alice.decide(proposal.proposalId, 'approve'), 403, 'Forbidden');
  const approved = ok(await bob.decide(proposal.proposalId, 'approve'));
  expect(approved.proposal, JSON.stringify(approved.proposal)).toMatchObject({ state: 'applied', decidedBy: bob.name });
  return approved;
}

const partnerOf = async (id: string) => ok(await t.operator({ method: 'GET', url: `/operator/partners/${id}` }));

beforeAll(async () => {
  ({ t, alice, bob } = await startFourEyesPlatform());
});
afterAll(async () => t?.close());

describe('a partner', () => {
  it("gets new credentials only when a second admin approves; the new secret and key are in the approval's answer alone", async () => {
    const partner = await t.newPartner();
    const approved = await proposedThenApproved(
      { method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/credentials/rotate` },
      'rotate-partner-credentials',
      async () => {
        expect(await fetchAccessToken(t.app, partner)).toBeTruthy();
      },
    );
    expect(approved.result).toMatchObject({ financialPartnerId: partner.financialPartnerId, clientSecret: expect.any(String), subscriptionKey: expect.any(String) });
    const stored = ok(await t.operator({ method: 'GET', url: `/operator/proposals/${approved.proposal.proposalId as string}` }));
    expect(stored.outcome).toMatchObject({ financialPartnerId: partner.financialPartnerId, clientId: approved.result.clientId });
    expect(JSON.stringify(stored)).not.toContain(approved.result.clientSecret);
    expect(JSON.stringify(stored)).not.toContain(approved.result.subscriptionKey);
    await expect(fetchAccessToken(t.app, partner)).rejects.toThrow();
    expect(await fetchAccessToken(t.app, { clientId: approved.result.clientId, clientSecret: approved.result.clientSecret })).toBeTruthy();
  });

  it('is reactivated, and its FSCS policy set, only when a second admin approves', async () => {
    const partner = await t.newPartner();
    const suspension = ok(await alice.inject({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/suspend`, payload: { reason: 'Unpaid fees' } }), 202);
    ok(await bob.decide(suspension.proposalId, 'approve'));
    const reactivated = await proposedThenApproved({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/reactivate` }, 'reactivate-partner', async () => {
      expect((await partnerOf(partner.financialPartnerId)).status).toBe('Suspended');
    });
    expect(reactivated.result).toMatchObject({ status: 'Active' });
    // An active partner cannot be proposed for reactivation.
    expectErrorBody(await alice.inject({ method: 'POST', url: `/operator/partners/${partner.financialPartnerId}/reactivate` }), 409, 'Conflict');

    const policy = await proposedThenApproved(
      { method: 'PUT', url: `/operator/partners/${partner.financialPartnerId}/fscs-policy`, payload: { fscsPolicy: 'block' } },
      'set-partner-fscs-policy',
      async () => expect((await partnerOf(partner.financialPartnerId)).fscsPolicy).toBe('warn'),
    );
    expect(policy.proposal.summary).toContain('block (was warn)');
    expect(policy.result).toMatchObject({ fscsPolicy: 'block' });
    const [entry] = ok(await t.operator({ method: 'GET', url: `/operator/audit?objectType=partner&objectId=${partner.financialPartnerId}` })).entries;
    expect(entry).toMatchObject({ operatorName: bob.name, proposedBy: alice.name, proposalId: policy.proposal.proposalId });
    expectErrorBody(await alice.inject({ method: 'PUT', url: '/operator/partners/NO-SUCH-PARTNER/fscs-policy', payload: { fscsPolicy: 'block' } }), 404, 'NotFound');
  });
});

describe('the FSCS limit', () => {
  const limits = async () => ok(await t.operator({ method: 'GET', url: '/operator/fscs/limits' })).limits.map((l: { effectiveFrom: string; limitAmount: number }) => l);

  it('is set and removed from a future date only when a second admin approves', async () => {
    const set = await proposedThenApproved({ method: 'PUT', url: '/operator/fscs/limits/2030-01-01', payload: { limitAmount: 150000 } }, 'set-fscs-limit', async () => {
      expect((await limits()).map((l: { effectiveFrom: string }) => l.effectiveFrom)).not.toContain('2030-01-01');
    });
    expect(set.proposal.summary).toContain('150000.00 GBP');
    expect(set.result).toMatchObject({ effectiveFrom: '2030-01-01', limitAmount: 150000 });

    const removed = await proposedThenApproved({ method: 'DELETE', url: '/operator/fscs/limits/2030-01-01' }, 'remove-fscs-limit', async () => {
      expect((await limits()).map((l: { effectiveFrom: string }) => l.effectiveFrom)).toContain('2030-01-01');
    });
    expect(removed.result ?? null).toBeNull();
    expect((await limits()).map((l: { effectiveFrom: string }) => l.effectiveFrom)).not.toContain('2030-01-01');

    // What is plainly wrong is refused when proposed: history (409), a date with no limit to remove (404).
    expectErrorBody(await alice.inject({ method: 'PUT', url: '/operator/fscs/limits/2020-01-01', payload: { limitAmount: 1 } }), 409, 'Conflict');
    expectErrorBody(await alice.inject({ method: 'DELETE', url: '/operator/fscs/limits/2031-01-01' }), 404, 'NotFound');
  });
});

describe('the business calendar', () => {
  const holidays = async (year: number) =>
    ok(await t.operator({ method: 'GET', url: `/operator/calendar/bank-holidays?year=${year}` })).bankHolidays.map((h: { date: string; name: string }) => h);

  it('changes a date, returns it to the rules and imports the published list only when a second admin approves', async () => {
    const added = await proposedThenApproved(
      { method: 'PUT', url: '/operator/calendar/changes/2040-06-05', payload: { change: 'add', name: 'A proclaimed holiday' } },
      'set-calendar-change',
      async () => expect((await holidays(2040)).map((h: { date: string }) => h.date)).not.toContain('2040-06-05'),
    );
    expect(added.result).toMatchObject({ date: '2040-06-05', change: 'add' });
    expect((await holidays(2040)).map((h: { date: string }) => h.date)).toContain('2040-06-05');

    await proposedThenApproved({ method: 'DELETE', url: '/operator/calendar/changes/2040-06-05' }, 'remove-calendar-change', async () =>
      expect((await holidays(2040)).map((h: { date: string }) => h.date)).toContain('2040-06-05'),
    );
    expect((await holidays(2040)).map((h: { date: string }) => h.date)).not.toContain('2040-06-05');
    expectErrorBody(await alice.inject({ method: 'DELETE', url: '/operator/calendar/changes/2040-06-05' }), 404, 'NotFound');

    // The published list of 2041, less its Boxing Day: importing it removes that holiday.
    const events = (await holidays(2041)).filter((h: { name: string }) => h.name !== 'Boxing Day').map((h: { date: string; name: string }) => ({ title: h.name, date: h.date }));
    const imported = await proposedThenApproved(
      { method: 'POST', url: '/operator/calendar/import', payload: { 'england-and-wales': { events } } },
      'import-bank-holidays',
      async () => expect((await holidays(2041)).map((h: { name: string }) => h.name)).toContain('Boxing Day'),
    );
    expect(imported.result.years).toEqual([2041]);
    expect((await holidays(2041)).map((h: { name: string }) => h.name)).not.toContain('Boxing Day');
    expectErrorBody(await alice.inject({ method: 'POST', url: '/operator/calendar/import', payload: { scotland: {} } }), 400);
  });
});

describe('an issue', () => {
  it('closes to new accounts only when a second admin approves', async () => {
    const product = await insertProduct(t.platform.db);
    const closedNow = async () =>
      (
        await t.platform.db
          .selectFrom('product_issues as i')
          .innerJoin('product_issue_versions as v', (j) =>
            j.onRef('v.product_id', '=', 'i.product_id').onRef('v.issue_number', '=', 'i.issue_number').onRef('v.version_number', '=', 'i.current_version'),
          )
          .select('v.is_closed_to_new_accounts')
          .where('i.product_id', '=', product.productId)
          .executeTakeFirstOrThrow()
      ).is_closed_to_new_accounts;
    const closed = await proposedThenApproved({ method: 'POST', url: `/operator/products/${product.productId}/issues/1/close` }, 'close-issue', async () =>
      expect(await closedNow()).toBe(false),
    );
    expect(closed.result).toMatchObject({ productId: product.productId, productIssueNumber: 1 });
    expect(await closedNow()).toBe(true);
    expectErrorBody(await alice.inject({ method: 'POST', url: `/operator/products/${product.productId}/issues/9/close` }), 404, 'NotFound');
  });
});

describe('money in suspense', () => {
  it('is allocated to a partner only when a second admin approves; returned to its sender by one', async () => {
    const partner = await t.newPartner();
    const unmatched = async () =>
      ok(await t.operator({ method: 'GET', url: '/operator/bank-statements/unmatched?pageSize=200' })).entries as { entryId: string; remittance: string; status: string }[];
    for (const remittance of ['ALLOCATE ME', 'RETURN ME']) {
      const sent = await t.as(partner, { method: 'POST', url: '/sandbox/bank/unexpected-credit', payload: { currencyCode: 'GBP', amount: 42.5, remittance } });
      expect(sent.statusCode, sent.body).toBe(204);
    }
    const entryOf = async (remittance: string) => (await unmatched()).find((e) => e.remittance === remittance)!.entryId;
    const allocated = await entryOf('ALLOCATE ME');
    const approved = await proposedThenApproved(
      {
        method: 'POST',
        url: `/operator/bank-statements/entries/${allocated}/resolve`,
        payload: { action: 'allocated-to-partner', financialPartnerId: partner.financialPartnerId, reason: 'Its payment, quoting no reference' },
      },
      'allocate-suspense',
      async () => expect((await unmatched()).map((e) => e.entryId)).toContain(allocated),
    );
    expect(approved.result).toMatchObject({ entryId: allocated });
    expect((await unmatched()).map((e) => e.entryId)).not.toContain(allocated);
    expectErrorBody(
      await alice.inject({
        method: 'POST',
        url: `/operator/bank-statements/entries/${allocated}/resolve`,
        payload: { action: 'allocated-to-partner', financialPartnerId: 'NO-SUCH-PARTNER', reason: 'x' },
      }),
      404,
      'NotFound',
    );

    const returned = await entryOf('RETURN ME');
    const answer = ok(
      await alice.inject({ method: 'POST', url: `/operator/bank-statements/entries/${returned}/resolve`, payload: { action: 'returned-to-sender', reason: 'Not ours' } }),
    );
    expect(answer).toMatchObject({ entryId: returned });
    expect((await unmatched()).map((e) => e.entryId)).not.toContain(returned);
  });
});

describe('the command line', () => {
  it('prints the proposal and the command that approves it', async () => {
    const partner = await t.newPartner();
    const runs = [
      ['partners', 'rotate-credentials', partner.financialPartnerId],
      ['partners', 'fscs-policy', partner.financialPartnerId, '--policy', 'block'],
      ['fscs', 'set-limit', '2031-01-01', '--amount', '140000'],
      ['calendar', 'add', '2040-06-06', '--name', 'Another proclaimed holiday'],
    ];
    for (const args of runs) {
      const stdout = await alice.cli(args);
      expect(stdout, args.join(' ')).toMatch(/^proposal: +\S+\n/);
      expect(stdout, args.join(' ')).toMatch(/Proposed: it takes effect when another admin approves it: npm run cli -- proposals approve \S+\n$/);
    }
  });
});
