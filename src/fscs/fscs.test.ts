/**
 * FSCS exposure (issue 27, item 4; docs/design/fscs-limits-calendar.md; docs/fscs.md): a client's
 * exposure per banking group and currency against the dated limit, the
 * operator's future limits and partner policy, and what deposits do under
 * `warn` and `block`. On the sandbox catalogue: NORTHBANK and TYNESAVE are one
 * group (NORTHERN-GROUP); MERIDIAN (EUR) is not FSCS-protected. The clock
 * only moves forward, so the tests run in date order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiNewIndividualClient } from '../../test/api.js';
import { seedSandboxCatalogue } from '../sandbox/catalogue.js';
import { seedSandboxBankAccounts } from '../sandbox/bank-accounts.js';
import { InstructionProcessor } from '../instructions/instruction-processor.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { newCompanyClient, newIndividualClient } from '../../test/builders/clients.js';
import { currentVersionOf } from '../../test/builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2025-11-27T09:00:00.000Z' });
  await seedSandboxCatalogue(t.platform);
  // Its institutions' receiving accounts, so that payment runs can place money with them.
  await seedSandboxBankAccounts(t.platform);
});
afterAll(async () => t?.close());

type Driver = ReturnType<typeof driver>;

/** Bank accounts in every currency the tests deposit (a deposit needs a nominated account in its currency). */
const ACCOUNTS: ApiNewIndividualClient['accounts'] = [
  { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' },
  { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L', currencyCode: 'EUR' },
];

async function newClient(d: Driver, body: Record<string, unknown> = newIndividualClient({ accounts: ACCOUNTS })): Promise<string> {
  const path = 'companyName' in body ? '/clients/financial-partner/company' : '/clients/financial-partner';
  const response = await d.call({ method: 'POST', url: path, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().clientReference;
}

async function product(productId: string) {
  return { productId, issueNumber: 1, currentVersion: await currentVersionOf(t.platform.db, productId, 1) };
}

async function deposit(d: Driver, client: string, productId: string, amount: number): Promise<string> {
  return d.submitOk('deposit', newDeposit(await product(productId), client, { amount }));
}

async function exposure(d: Driver, client: string) {
  const response = await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/fscs-exposure` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function setPolicy(partner: TestPartner, fscsPolicy: 'warn' | 'block') {
  const response = await t.operator({ method: 'PUT', url: `/operator/partners/${partner.financialPartnerId}/fscs-policy`, payload: { fscsPolicy } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function feed(d: Driver) {
  const response = await d.call({ method: 'GET', url: '/webhooks/events?limit=100' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().events as { type: string; data: Record<string, unknown> }[]).filter((e) => e.type === 'client.fscs_limit_exceeded');
}

/** The day's batches of the partner locked at the cut-off, confirmed with their totals, and settled. */
async function settleDay(d: Driver, date: string) {
  await d.advanceTo(`${date}T14:30:00Z`);
  const locked = (await d.batches(date)).filter((b) => b.instructionBatchStatus === 'Locked');
  const closed = await d.closeBatches(
    locked.map((b) => ({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount })),
  );
  expect(closed.statusCode, closed.body).toBe(204);
  await d.advanceTo(`${date}T15:30:00Z`);
}

describe('GET /financial-partners/clients/{clientReference}/fscs-exposure', () => {
  it('judges GBP against the limit in force: £85,000 until 2025-11-30, £120,000 from 2025-12-01', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await newClient(d);
    await deposit(d, client, 'IA-GBP-TYNESAVE', 100000);
    await d.run();

    const before = await exposure(d, client);
    expect(before).toMatchObject({
      clientReference: client,
      fscsEligible: true,
      limit: { limitAmount: 85000, currencyCode: 'GBP', dateEffectiveFromUTC: '2017-01-01T00:00:00.0000000+00:00' },
    });
    expect(before.groups).toEqual([
      {
        financialInstitutionGroupId: 'NORTHERN-GROUP',
        currencyCode: 'GBP',
        protection: 'Protected',
        institutions: [
          {
            financialInstitutionId: 'TYNESAVE',
            financialInstitutionName: 'Tyne Savings Bank Limited',
            isFscsProtected: true,
            settledAmount: 0,
            interestAccruedAmount: 0,
            pendingDepositAmount: 100000,
          },
        ],
        exposureAmount: 100000,
        limitAmount: 85000,
        protectedAmount: 85000,
        amountOverLimit: 15000,
        headroomAmount: 0,
        note: null,
      },
    ]);

    await d.advanceTo('2025-12-01T09:00:00Z');
    const after = await exposure(d, client);
    expect(after.dateCalculatedUTC).toBe('2025-12-01T00:00:00.0000000+00:00');
    expect(after.limit).toEqual({ limitAmount: 120000, currencyCode: 'GBP', dateEffectiveFromUTC: '2025-12-01T00:00:00.0000000+00:00' });
    expect(after.groups[0]).toMatchObject({ exposureAmount: 100000, limitAmount: 120000, protectedAmount: 100000, amountOverLimit: 0, headroomAmount: 20000 });
  });

  it('sums the institutions of one group (settled, accrued interest, pending) against one limit, and lists an unprotected one apart', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await newClient(d);
    await deposit(d, client, 'FT12-GBP-NORTHBANK', 60000);
    await deposit(d, client, 'IA-GBP-TYNESAVE', 30000);
    await deposit(d, client, 'IA-EUR-MERIDIAN', 8000);
    await d.run();
    await settleDay(d, '2025-12-01');
    await d.advanceTo('2025-12-08T09:00:00Z'); // a week of interest accrued, not yet posted
    await deposit(d, client, 'IA-GBP-TYNESAVE', 5000);
    await d.run();

    const body = await exposure(d, client);
    expect(body.groups.map((g: { financialInstitutionGroupId: string; currencyCode: string }) => `${g.financialInstitutionGroupId} ${g.currencyCode}`)).toEqual([
      'MERIDIAN-GROUP EUR',
      'NORTHERN-GROUP GBP',
    ]);
    const [meridian, northern] = body.groups;
    expect(meridian).toMatchObject({
      protection: 'Unprotected',
      institutions: [{ financialInstitutionId: 'MERIDIAN', isFscsProtected: false, settledAmount: 8000, pendingDepositAmount: 0 }],
      exposureAmount: 0,
      limitAmount: null,
      protectedAmount: null,
      amountOverLimit: null,
      headroomAmount: null,
    });
    expect(meridian.note).toMatch(/^Not protected by the FSCS/);

    // Interest as the portfolios show it, per account.
    const portfolios = (await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/portfolios` })).json().portfolioInformation;
    const gbp = portfolios.find((p: { portfolio: { currencyCode: string } }) => p.portfolio.currencyCode === 'GBP').portfolio.depositAccounts;
    const interestOf = (productId: string) => gbp.find((a: { productId: string }) => a.productId === productId).interestAccruedAmount as number;
    expect(interestOf('FT12-GBP-NORTHBANK')).toBeGreaterThan(0);
    expect(interestOf('IA-GBP-TYNESAVE')).toBeGreaterThan(0);

    expect(northern).toMatchObject({ protection: 'Protected', limitAmount: 120000, amountOverLimit: 0, note: null });
    expect(northern.institutions).toEqual([
      expect.objectContaining({ financialInstitutionId: 'NORTHBANK', settledAmount: 60000, interestAccruedAmount: interestOf('FT12-GBP-NORTHBANK'), pendingDepositAmount: 0 }),
      expect.objectContaining({ financialInstitutionId: 'TYNESAVE', settledAmount: 30000, interestAccruedAmount: interestOf('IA-GBP-TYNESAVE'), pendingDepositAmount: 5000 }),
    ]);
    // The interest is summed exactly and rounded once: within a penny of the rows' rounded figures.
    const interest = interestOf('FT12-GBP-NORTHBANK') + interestOf('IA-GBP-TYNESAVE');
    expect(Math.abs(northern.exposureAmount - (95000 + interest))).toBeLessThanOrEqual(0.01);
    expect(northern.protectedAmount).toBe(northern.exposureAmount);
    expect(Math.round((northern.headroomAmount + northern.exposureAmount) * 100)).toBe(12000000);

    // The operator reads the same.
    const operator = await t.operator({ method: 'GET', url: `/operator/clients/${partner.financialPartnerId}/${client}/fscs-exposure` });
    expect(operator.statusCode, operator.body).toBe(200);
    expect(operator.json()).toEqual(body);
  });

  it('shows every row unprotected for a company whose profile says fscsEligible: false', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await newClient(d, newCompanyClient({ fscsEligible: false }));
    await deposit(d, client, 'IA-GBP-TYNESAVE', 130000);
    await d.run();
    const body = await exposure(d, client);
    expect(body).toMatchObject({ fscsEligible: false });
    expect(body.note).toMatch(/fscsEligible: false/);
    expect(body.groups).toEqual([
      expect.objectContaining({ financialInstitutionGroupId: 'NORTHERN-GROUP', protection: 'Unprotected', exposureAmount: 0, limitAmount: null, headroomAmount: null }),
    ]);
    expect(await feed(d)).toEqual([]);
  });

  it("is 404 for another partner's client and for an unknown one", async () => {
    const owner = await t.newPartner();
    const client = await newClient(driver(t, owner));
    const other = await t.newPartner();
    expectErrorBody(await t.as(other, { method: 'GET', url: `/financial-partners/clients/${client}/fscs-exposure` }), 404, 'NotFound');
    expectErrorBody(await t.as(owner, { method: 'GET', url: '/financial-partners/clients/no-such-client/fscs-exposure' }), 404, 'NotFound');
    expectErrorBody(await t.operator({ method: 'GET', url: `/operator/clients/${other.financialPartnerId}/${client}/fscs-exposure` }), 404, 'NotFound');
  });
});

describe('deposits over the limit', () => {
  it('under block, are Rejected naming the group and the headroom, counting the run’s earlier deposits', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    expect(await setPolicy(partner, 'block')).toMatchObject({ fscsPolicy: 'block' });
    const audit = await t.operator({ method: 'GET', url: `/operator/audit?objectType=partner&objectId=${partner.financialPartnerId}` });
    expect(audit.json().entries[0]).toMatchObject({ method: 'PUT', before: { fscsPolicy: 'warn' }, after: { fscsPolicy: 'block' } });

    const client = await newClient(d);
    const first = await deposit(d, client, 'IA-GBP-TYNESAVE', 100000);
    const second = await deposit(d, client, 'FT12-GBP-NORTHBANK', 15000);
    const over = await deposit(d, client, 'IA-GBP-TYNESAVE', 10000);
    const fits = await deposit(d, client, 'IA-GBP-TYNESAVE', 5000);
    const elsewhere = await deposit(d, client, 'FT3-GBP-HARBOUR', 10000); // another group, its own limit
    const euros = await deposit(d, client, 'IA-EUR-MERIDIAN', 200000); // not protected: never counts
    await d.run();
    for (const reference of [first, second, fits, elsewhere, euros]) expect(await d.status(reference)).toMatchObject({ status: 'Processed' });
    expect(await d.status(over)).toEqual(
      expect.objectContaining({
        status: 'Rejected',
        statusReason:
          "FscsLimitExceeded: The deposit would take the client's GBP exposure to the institution's banking group over the FSCS limit, and the partner's FSCS policy is to refuse such deposits. Group NORTHERN-GROUP: the limit is 120000.00; 115000.00 is held or pending there, so 5000.00 can still be deposited.",
      }),
    );
    const northern = (await exposure(d, client)).groups.find((g: { financialInstitutionGroupId: string }) => g.financialInstitutionGroupId === 'NORTHERN-GROUP');
    expect(northern).toMatchObject({ exposureAmount: 120000, headroomAmount: 0 });
    expect(await feed(d)).toEqual([]);
  });

  it('a client whose only deposit is refused gets no portfolio', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    await setPolicy(partner, 'block');
    const client = await newClient(d);
    const refused = await deposit(d, client, 'IA-GBP-TYNESAVE', 130000);
    await d.run();
    expect(await d.status(refused)).toMatchObject({ status: 'Rejected' });
    const portfolios = await d.call({ method: 'GET', url: `/financial-partners/clients/${client}/portfolios` });
    expect(portfolios.json().portfolioInformation).toEqual([]);
  });

  it('under warn (the default), are Processed, each sending client.fscs_limit_exceeded (webhooks and feed)', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await newClient(d);
    await deposit(d, client, 'IA-GBP-TYNESAVE', 110000);
    const over = await deposit(d, client, 'FT12-GBP-NORTHBANK', 15000);
    await d.run();
    const further = await deposit(d, client, 'IA-GBP-TYNESAVE', 1000);
    await d.run();
    expect(await d.status(over)).toMatchObject({ status: 'Processed' });
    expect(await d.status(further)).toMatchObject({ status: 'Processed' });
    expect((await feed(d)).map((e) => e.data)).toEqual([
      {
        clientReference: client,
        financialInstitutionGroupId: 'NORTHERN-GROUP',
        currencyCode: 'GBP',
        exposureAmount: 125000,
        limitAmount: 120000,
        amountOverLimit: 5000,
        instructionReference: over,
      },
      {
        clientReference: client,
        financialInstitutionGroupId: 'NORTHERN-GROUP',
        currencyCode: 'GBP',
        exposureAmount: 126000,
        limitAmount: 120000,
        amountOverLimit: 6000,
        instructionReference: further,
      },
    ]);
  });

  it('under block, never exceed the limit when they race over several workers', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    await setPolicy(partner, 'block');
    const client = await newClient(d);
    const references: string[] = [];
    // Two institutions of one group: the per-account maximum's locks differ, the group's is shared.
    for (let i = 0; i < 40; i++) references.push(await deposit(d, client, i % 2 === 0 ? 'IA-GBP-TYNESAVE' : 'FT12-GBP-NORTHBANK', 10000));
    const workers = Array.from({ length: 4 }, () => new InstructionProcessor(t.platform.database, t.platform.clock, t.platform.config, { chunkSize: 3, log: () => undefined }));
    await Promise.all(workers.map((w) => w.drain()));
    const statuses = await Promise.all(references.map((r) => d.status(r)));
    expect(statuses.filter((s) => s.status === 'Processed')).toHaveLength(12);
    expect(statuses.filter((s) => s.status === 'Rejected').every((s) => s.statusReason!.startsWith('FscsLimitExceeded'))).toBe(true);
    expect((await exposure(d, client)).groups[0]).toMatchObject({ exposureAmount: 120000, amountOverLimit: 0 });
  });
});

describe('the operator’s FSCS limits', () => {
  it('adds a future limit (audited) that applies from its date; a limit from today or earlier is history', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await newClient(d);
    await deposit(d, client, 'IA-GBP-TYNESAVE', 130000);
    await d.run();

    const set = await t.operator({ method: 'PUT', url: '/operator/fscs/limits/2026-01-05', payload: { limitAmount: 150000 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ effectiveFrom: '2026-01-05', limitAmount: 150000 });
    const audit = await t.operator({ method: 'GET', url: '/operator/audit?objectType=fscs-limit&objectId=2026-01-05' });
    expect(audit.json().entries[0]).toMatchObject({ method: 'PUT', before: null, after: { effectiveFrom: '2026-01-05', limitMinor: '15000000' } });

    const listed = await t.operator({ method: 'GET', url: '/operator/fscs/limits' });
    expect(listed.json().limits.map((l: { effectiveFrom: string; limitAmount: number; inForce: boolean }) => [l.effectiveFrom, l.limitAmount, l.inForce])).toEqual([
      ['2017-01-01', 85000, false],
      ['2025-12-01', 120000, true],
      ['2026-01-05', 150000, false],
    ]);
    expectErrorBody(await t.operator({ method: 'PUT', url: '/operator/fscs/limits/2025-12-01', payload: { limitAmount: 100000 } }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'DELETE', url: '/operator/fscs/limits/2017-01-01' }), 409, 'Conflict');
    expectErrorBody(await t.operator({ method: 'PUT', url: '/operator/fscs/limits/2030-01-01', payload: { limitAmount: 0 } }), 400, 'ValidationFailed');
    expect((await t.operator({ method: 'PUT', url: '/operator/fscs/limits/2030-01-01', payload: { limitAmount: 200000 } })).statusCode).toBe(200);
    expect((await t.operator({ method: 'DELETE', url: '/operator/fscs/limits/2030-01-01' })).statusCode).toBe(204);
    expectErrorBody(await t.operator({ method: 'DELETE', url: '/operator/fscs/limits/2030-01-01' }), 404, 'NotFound');

    expect((await exposure(d, client)).groups[0]).toMatchObject({ limitAmount: 120000, amountOverLimit: 10000 });
    await d.advanceTo('2026-01-05T09:00:00Z');
    expect((await exposure(d, client)).groups[0]).toMatchObject({ limitAmount: 150000, amountOverLimit: 0, headroomAmount: 20000 });
    expectErrorBody(await t.operator({ method: 'DELETE', url: '/operator/fscs/limits/2026-01-05' }), 409, 'Conflict');
  });
});
