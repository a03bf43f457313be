/**
 * The daily client-money reconciliation (docs/bank-side.md "The daily
 * client-money reconciliation"), through the operator API: a fresh platform
 * is ok; settled deposits reconcile internally and break on the institution's
 * missing statement; a hub with movements and no statement, a statement that
 * differs from the books, movements after the latest statement and transit
 * older than two working days each break; runs as at an earlier date see that
 * date; runs are immutable rows; the breaks export as CSV; a viewer may not
 * run one; the daily job runs once per date; the operator's report and the
 * gauges follow the latest run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_GBP, newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { writeCamt053 } from '../iso20022/iso20022.js';
import type { BookAccountRef } from '../ledger/books.repository.js';
import { transfer } from '../ledger/ledger.js';
import { CLIENT_MONEY_RECONCILIATION_JOB, clientMoneyJobs } from './client-money.jobs.js';

interface Break {
  kind: string;
  currencyCode: string;
  accountCode: string | null;
  transferId: string | null;
  date: string | null;
  expected: number | null;
  actual: number | null;
  difference: number | null;
  description: string;
}
interface Run {
  reconciliationId: string;
  asAt: string;
  ranBy: string;
  trigger: string;
  ok: boolean;
  breakCount: number;
  actionTaken: string;
  inputs: {
    transitClearedBy: string;
    currencies: { currencyCode: string; requirement: number; resource: number; depositAccounts: number; placed: number }[];
    accounts: { accountCode: string; statement: { closingBalance: number } | null }[];
  };
  breaks: Break[];
}

let t: TestPlatform;
let product: TestProduct;
let viewerKey: string;
let partner: Awaited<ReturnType<TestPlatform['newPartner']>>;

beforeAll(async () => {
  t = await startTestPlatform();
  product = await insertProduct(t.platform.db, { ratePercent: '4.5' });
  partner = await t.newPartner();
  const viewer = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'client-money-viewer', role: 'viewer' } });
  expect(viewer.statusCode, viewer.body).toBe(201);
  viewerKey = viewer.json().key;
});
afterAll(async () => t?.close());

async function runNow(asAt?: string): Promise<Run> {
  const response = await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: asAt ? { asAt } : {} });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Run>();
}

async function moveClockTo(instant: string): Promise<void> {
  await driver(t, partner).advanceTo(instant);
}

async function book(transferId: string, businessDate: string, legs: [BookAccountRef, bigint][], state: 'posted' | 'pending' = 'posted'): Promise<void> {
  await t.platform.db.transaction().execute((trx) =>
    transfer(
      trx,
      {
        transferId,
        currencyCode: 'GBP',
        kind: 'movement',
        businessDate,
        description: 'A test movement',
        state,
        legs: legs.map(([account, amountMinor]) => ({ account, amountMinor })),
      },
      t.platform.clock.now(),
    ),
  );
}

const kinds = (run: Run) => run.breaks.map((b) => `${b.kind} ${b.accountCode ?? b.transferId ?? b.currencyCode}`).sort();

describe('the client-money reconciliation', () => {
  it('on a fresh platform with no money is ok, as at the previous working day by default', async () => {
    const run = await runNow();
    expect(run).toMatchObject({ asAt: '2026-02-27', ok: true, breakCount: 0, breaks: [], actionTaken: 'none', trigger: 'operator' });
    expect(run.inputs.currencies).toEqual([]);
    expect((await reconciliationReport(t)).checks.find((c) => c.name === 'client-money-latest-run')?.ok).toBe(true);
  });

  it('refuses a viewer (403), a date not yet closed and a malformed one (400)', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/operator/client-money/reconciliations', payload: {}, headers: { authorization: `Bearer ${viewerKey}` } });
    expectErrorBody(refused, 403, 'Forbidden');
    const viewerRead = await t.app.inject({ method: 'GET', url: '/operator/client-money/reconciliations', headers: { authorization: `Bearer ${viewerKey}` } });
    expect(viewerRead.statusCode).toBe(200);
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: { asAt: '2026-03-02' } }), 400, 'ValidationFailed');
    expect((await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: { asAt: '2026-3-1' } })).statusCode).toBe(400);
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: { asAt: '0001-01-03' } }), 400, 'ValidationFailed');
  });

  it("after deposits settle, internal reconciles (requirement = resource) and the sandbox bank's statements of the hub and the institution's account agree", async () => {
    const d = driver(t, partner);
    const [alice, bob] = [await d.newClient(), await d.newClient()];
    await d.submitOk('deposit', newDeposit(product, alice, { amount: 1000 }));
    await d.submitOk('deposit', newDeposit(product, bob, { amount: 2500.5 }));
    await d.run();
    await d.settle('2026-03-02', 'deposit');
    await moveClockTo('2026-03-03T09:00:00Z');

    const run = await runNow('2026-03-02');
    expect(run.inputs.currencies).toEqual([expect.objectContaining({ currencyCode: 'GBP', depositAccounts: 3500.5, placed: -3500.5, requirement: 3500.5, resource: 3500.5 })]);
    expect(kinds(run)).toEqual([]);
    expect(run.ok).toBe(true);
    expect(run.inputs.accounts.map((a) => `${a.accountCode} ${a.statement?.closingBalance}`)).toEqual(['GBP:hub 0', `GBP:placed:${product.institutionId} 3500.5`]);

    // As at the day before, the books held nothing yet.
    expect(await runNow('2026-02-27')).toMatchObject({ ok: true, breaks: [] });
  });

  it("compares money placed with the latest statement of the institution's receiving account", async () => {
    const account = await t.operator({
      method: 'PUT',
      url: `/operator/institutions/${product.institutionId}/bank-accounts/GBP`,
      payload: { accountName: 'Institution Client Deposits', bankName: 'Northbank', sortCode: '40-47-84', accountNumber: '12345678' },
    });
    expect(account.statusCode, account.body).toBe(200);
    // Its new account has no statement yet: missing.
    expect(kinds(await runNow('2026-03-02'))).toEqual([`statement-missing GBP:placed:${product.institutionId}`]);
    const institutionStatement = (sequence: bigint, balance: bigint) =>
      writeCamt053(
        newCamt053({
          messageId: `INST-MSG-${sequence}`,
          createdAt: new Date('2026-03-02T22:00:00Z'),
          statements: [
            newStatement({
              id: `INST-${sequence}`,
              electronicSequenceNumber: sequence,
              createdAt: new Date('2026-03-02T22:00:00Z'),
              account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '12345678' }, currency: 'GBP' },
              openingBalance: { amountMinor: balance, date: '2026-03-02' },
              closingDate: '2026-03-02',
              entries: [],
            }),
          ],
        }),
      );
    const upload = async (xml: string) => t.operator({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': 'application/xml' } });
    expect((await upload(await institutionStatement(7n, 3_500_50n))).statusCode).toBe(201);
    expect(await runNow('2026-03-02')).toMatchObject({ ok: true, breaks: [] });

    // The institution's account continues its own sequence.
    expectErrorBody(await upload(await institutionStatement(9n, 3_400_50n)), 409, 'Conflict');
    expect((await upload(await institutionStatement(8n, 3_400_50n))).statusCode).toBe(201);
    const run = await runNow('2026-03-02');
    expect(run.breaks).toEqual([
      expect.objectContaining({
        kind: 'balance-mismatch',
        accountCode: `GBP:placed:${product.institutionId}`,
        date: '2026-03-02',
        expected: 3500.5,
        actual: 3400.5,
        difference: -100,
      }),
    ]);
  });

  it('a hub with movements and no statement is statement-missing; a statement that differs from the books is balance-mismatch', async () => {
    const hub = await t.operator({
      method: 'PUT',
      url: '/operator/bank-accounts/GBP',
      payload: {
        accountName: 'Savings Platform Client Money',
        bankName: 'Barclays',
        sortCode: HUB_GBP.form === 'sort-code-and-number' ? HUB_GBP.sortCode : '',
        accountNumber: '55779911',
      },
    });
    expect(hub.statusCode, hub.body).toBe(200);
    // A partner pays 100.00 into the hub on 2026-03-03 (the partner's money, not yet placed).
    await book('test:partner-in:1', '2026-03-03', [
      [{ currencyCode: 'GBP', kind: 'hub' }, -100_00n],
      [{ currencyCode: 'GBP', kind: 'partner', ownerId: partner.financialPartnerId }, 100_00n],
    ]);
    await moveClockTo('2026-03-04T09:00:00Z');
    const missing = await runNow('2026-03-03');
    expect(kinds(missing)).toEqual(['balance-mismatch GBP:placed:' + product.institutionId, 'statement-missing GBP:hub']);
    expect(missing.inputs.currencies[0]).toMatchObject({ requirement: 3600.5, resource: 3600.5 });

    // The bank's statement of 2026-03-03: opening 0, a credit of 250.00 (which matches nothing: suspense), closing 250.00; the books hold 350.00.
    const xml = await writeCamt053(
      newCamt053({
        messageId: 'MSG-CM-1',
        createdAt: new Date('2026-03-03T22:00:00Z'),
        statements: [
          newStatement({
            id: 'STMT-CM-1',
            electronicSequenceNumber: 1n,
            createdAt: new Date('2026-03-03T22:00:00Z'),
            openingBalance: { amountMinor: 0n, date: '2026-03-02' },
            closingDate: '2026-03-03',
            entries: [newEntry({ amountMinor: 250_00n, creditDebit: 'CRDT', bookingDate: '2026-03-03', valueDate: '2026-03-03', accountServicerReference: 'CM-REF-1' })],
          }),
        ],
      }),
    );
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': 'application/xml' } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const run = await runNow('2026-03-03');
    const hubBreaks = run.breaks.filter((b) => b.accountCode === 'GBP:hub');
    expect(hubBreaks).toEqual([expect.objectContaining({ kind: 'balance-mismatch', date: '2026-03-03', expected: 350, actual: 250, difference: -100 })]);
    expect(hubBreaks[0].description).toContain('STMT-CM-1');
    // Suspense is in the requirement, the hub in the resource: internal still reconciles.
    expect(run.breaks.filter((b) => b.kind === 'shortfall' || b.kind === 'ledger-mismatch')).toEqual([]);
    expect((await reconciliationReport(t)).checks.find((c) => c.name === 'client-money-latest-run')?.ok).toBe(false);
  });

  it('movements on the hub after its latest statement are statement-missing, and transit older than two working days is transit-not-cleared', async () => {
    // Pending since 2026-03-02 (a payment to the institution the bank has not confirmed), and money in transit since 2026-03-02 (out of the hub: it holds 20.00 less from then).
    await book(
      'test:pending:1',
      '2026-03-02',
      [
        [{ currencyCode: 'GBP', kind: 'transit-out', ownerId: product.institutionId }, -40_00n],
        [{ currencyCode: 'GBP', kind: 'hub' }, 40_00n],
      ],
      'pending',
    );
    await book('test:transit:1', '2026-03-02', [
      [{ currencyCode: 'GBP', kind: 'transit-out', ownerId: product.institutionId }, -20_00n],
      [{ currencyCode: 'GBP', kind: 'hub' }, 20_00n],
    ]);
    await moveClockTo('2026-03-06T09:00:00Z');

    // As at 2026-03-04, 2026-03-02 is exactly two working days back: not yet overdue.
    const early = await runNow('2026-03-04');
    expect(early.inputs.transitClearedBy).toBe('2026-03-02');
    expect(early.breaks.filter((b) => b.kind === 'transit-not-cleared')).toEqual([]);

    const run = await runNow('2026-03-05');
    expect(run.inputs.transitClearedBy).toBe('2026-03-03');
    expect(run.breaks.filter((b) => b.kind === 'transit-not-cleared')).toEqual([
      expect.objectContaining({ transferId: 'test:pending:1', date: '2026-03-02', actual: 40 }),
      expect.objectContaining({ accountCode: `GBP:transit-out:${product.institutionId}`, date: '2026-03-02', actual: -20 }),
    ]);
    expect(run.breaks.find((b) => b.transferId === 'test:pending:1')?.description).toMatch(/test:pending:1 \(movement, 40\.00 GBP, dated 2026-03-02\)/);

    // A hub movement dated after the statement's closing date (2026-03-03).
    await book('test:partner-in:2', '2026-03-05', [
      [{ currencyCode: 'GBP', kind: 'hub' }, -10_00n],
      [{ currencyCode: 'GBP', kind: 'partner', ownerId: partner.financialPartnerId }, 10_00n],
    ]);
    const after = await runNow('2026-03-05');
    expect(after.breaks.filter((b) => b.accountCode === 'GBP:hub').map((b) => `${b.kind} ${b.date}`)).toEqual(['balance-mismatch 2026-03-03', 'statement-missing 2026-03-05']);
  });

  it('stores every run as a new row that never changes: two runs of one date are two rows, newest first, filtered by date and ok', async () => {
    const first = await runNow('2026-03-05');
    const second = await runNow('2026-03-05');
    expect(second.reconciliationId).not.toBe(first.reconciliationId);
    const list = await t.operator({ method: 'GET', url: '/operator/client-money/reconciliations?from=2026-03-05&to=2026-03-05&pageSize=2' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().reconciliations.map((r: Run) => r.reconciliationId)).toEqual([second.reconciliationId, first.reconciliationId]);
    expect(list.json().hasMore).toBe(true);
    const oks = await t.operator({ method: 'GET', url: '/operator/client-money/reconciliations?ok=true&pageSize=200' });
    expect(oks.json().reconciliations.every((r: Run) => r.ok)).toBe(true);
    expect(oks.json().reconciliations.length).toBeGreaterThanOrEqual(3);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/client-money/reconciliations?from=2026-03-05&to=2026-03-01' }), 400, 'ValidationFailed');

    await expect(t.platform.db.updateTable('client_money_reconciliations').set({ ok: true }).where('reconciliation_id', '=', first.reconciliationId).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.platform.db.deleteFrom('client_money_reconciliations').where('reconciliation_id', '=', first.reconciliationId).execute()).rejects.toThrow(/append-only/);
    const again = await t.operator({ method: 'GET', url: `/operator/client-money/reconciliations/${first.reconciliationId}` });
    expect(again.json()).toEqual(first);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/client-money/reconciliations/no-such-run' }), 404, 'NotFound');

    const audit = await t.operator({ method: 'GET', url: `/operator/audit?objectType=client-money-reconciliation&objectId=${first.reconciliationId}` });
    expect(audit.json().entries).toEqual([expect.objectContaining({ objectType: 'client-money-reconciliation', objectId: first.reconciliationId, before: null })]);
  });

  it('exports a run’s breaks as CSV with Accept: text/csv', async () => {
    const run = await runNow('2026-03-05');
    const csv = await t.operator({ method: 'GET', url: `/operator/client-money/reconciliations/${run.reconciliationId}`, headers: { accept: 'text/csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('reconciliationId,asAt,kind,currencyCode,accountCode,transferId,date,expected,actual,difference,description');
    expect(lines).toHaveLength(run.breakCount + 1);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${run.reconciliationId},2026-03-05,balance-mismatch,GBP,GBP:hub,,2026-03-03,330\\.00,250\\.00,-80\\.00,`)));
    expect(lines).toContainEqual(expect.stringMatching(/,transit-not-cleared,GBP,,test:pending:1,2026-03-02,,40\.00,,/));
  });

  it('the daily job runs once per date, as at the previous working day, and the gauges show the latest run', async () => {
    // Registered in production and in the sandbox whose bank sends statements (docs/bank-side.md); it has run as the clock moved.
    expect(t.platform.scheduler.registeredJobs.map((j) => j.name)).toContain(CLIENT_MONEY_RECONCILIATION_JOB);
    const [job] = clientMoneyJobs(t.platform.clock, t.platform.clientMoney);
    expect(job).toMatchObject({ name: CLIENT_MONEY_RECONCILIATION_JOB, days: 'working', dueAtMinutesUtc: 6 * 60 });
    const count = async () =>
      (await t.platform.db.selectFrom('client_money_reconciliations').select(['as_at', 'ran_by']).where('trigger', '=', 'scheduler').execute()).map(
        (r) => `${r.as_at} ${r.ran_by}`,
      );
    const before = await count();
    expect(before.filter((r) => r === '2026-03-05 scheduler')).toHaveLength(1);
    await job.run('2026-03-06');
    await job.run('2026-03-06');
    expect(await count()).toEqual(before);

    const metrics = await t.operator({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/client_money_reconciliation_breaks\{kind="transit-not-cleared"\} 2/);
    expect(metrics.body).toMatch(/client_money_reconciliation_ok 0/);
    const overview = await t.operator({ method: 'GET', url: '/operator/overview' });
    expect(overview.json().reconciliation.failingChecks).toContain('client-money-latest-run');
  });
});
