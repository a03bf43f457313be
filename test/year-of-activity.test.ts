/**
 * A year of mixed activity in the sandbox, as one partner lives it (issue 13's
 * "done when"): deposits in GBP and EUR into the sandbox catalogue's fixed
 * terms, instant access and notice accounts; top-ups; withdrawals; closures
 * (one on a Friday after the cut-off); maturities; a rate change and margin
 * changes. Every working day that has a batch, the partner reads the Locked
 * batches after the cut-off and confirms exactly the totals it sees; the
 * sandbox settles them. At the end, every Completed batch moved, to the penny,
 * the total the partner confirmed; every fixed term paid what it was expected
 * to at opening; reconciliation is clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiWithdrawal } from './api.js';
import { addDays, type BusinessDate } from '../src/calendar/calendar.js';
import { seedSandboxCatalogue } from '../src/sandbox/catalogue.js';
import { seedSandboxBankAccounts } from '../src/sandbox/bank-accounts.js';
import { reconciliationReport, startTestPlatform, type TestPlatform } from './helpers.js';
import { driver, newClosure, newDeposit, newWithdrawal } from './builders/instructions.js';
import { batchesOf, currentVersionOf, entriesOfInstruction, instructionsInBatch, onlyAccountOf, partnerAccountsOf } from './builders/reads.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2026-11-24T09:00:00.000Z' });
  await seedSandboxCatalogue(t.platform);
  // Its institutions' receiving accounts, so that payment runs can place money with them.
  await seedSandboxBankAccounts(t.platform);
});
afterAll(async () => t?.close());

const END: BusinessDate = '2027-11-26';

type Driver = ReturnType<typeof driver>;
type Event = { date: BusinessDate; afterCutoff?: boolean; what: string; act: (d: Driver) => Promise<void> };

describe('a year of mixed activity in the sandbox', () => {
  it('ends with every Completed batch having moved the total its partner confirmed, fixed terms paying what they showed, and reconciliation clean', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const db = t.platform.db;
    const clients: Record<string, string> = {};
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K']) clients[name] = await d.newClient();

    const submitted: string[] = [];
    const deposit = async (client: string, productId: string, amount: number, issueNumber = 1) => {
      const product = { productId, issueNumber, currentVersion: await currentVersionOf(db, productId, issueNumber) };
      submitted.push(await d.submitOk('deposit', newDeposit(product, clients[client], { amount })));
    };
    const accountOf = async (client: string, productId: string) => onlyAccountOf(db, d, clients[client], productId);
    const withdraw = async (client: string, productId: string, amount: number, currencyIsoCode: ApiWithdrawal['currencyIsoCode'] = 'GBP') =>
      submitted.push(await d.submitOk('withdraw', newWithdrawal(clients[client], (await accountOf(client, productId)).depositAccountId, { amount, currencyIsoCode })));
    const close = async (client: string, productId: string, currencyIsoCode: ApiWithdrawal['currencyIsoCode'] = 'GBP') =>
      submitted.push(await d.submitOk('close-account', newClosure(clients[client], (await accountOf(client, productId)).depositAccountId, { currencyIsoCode })));
    const publish = async (productId: string, change: Record<string, unknown>) => {
      const response = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: change });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const expectedInterest = async (client: string) => {
      const response = await d.call({ method: 'GET', url: `/financial-partners/clients/${clients[client]}/portfolios` });
      expect(response.statusCode).toBe(200);
      return Math.round(response.json().portfolioInformation[0].portfolio.depositAccounts[0].interestExpectedAmount * 100);
    };
    const expectedAtOpening: Record<string, number> = {};

    const events: Event[] = [
      {
        date: '2026-11-24',
        what: 'openings in every kind of product, GBP and EUR',
        act: async () => {
          await deposit('A', 'IA-GBP-TYNESAVE', 20000);
          await deposit('B', 'N95-GBP-NORTHBANK', 30000);
          await deposit('C', 'FT3-GBP-HARBOUR', 10000);
          await deposit('D', 'FT6-GBP-HARBOUR', 10000);
          await deposit('E', 'N32-GBP-HARBOUR', 5000);
          await deposit('F', 'FT12-GBP-NORTHBANK', 25000);
          await deposit('G', 'IA-EUR-MERIDIAN', 8000);
          await deposit('H', 'FT24-GBP-NORTHBANK', 15000, 2);
        },
      },
      {
        date: '2026-11-25',
        what: 'what each fixed term shows once open',
        act: async () => {
          for (const client of ['C', 'D', 'F', 'H']) expectedAtOpening[client] = await expectedInterest(client);
        },
      },
      {
        date: '2026-12-14',
        what: 'margin changes on a fixed term and a notice account; a top-up',
        act: async () => {
          await publish('FT6-GBP-HARBOUR', { marginPercent: 0.5 });
          await publish('N95-GBP-NORTHBANK', { marginPercent: 0.5 });
          await deposit('A', 'IA-GBP-TYNESAVE', 5000);
        },
      },
      {
        date: '2027-01-08',
        what: 'a withdrawal in the morning, a new instant access account',
        act: async () => {
          await withdraw('A', 'IA-GBP-TYNESAVE', 50);
          await deposit('J', 'IA-GBP-TYNESAVE', 1000);
        },
      },
      { date: '2027-01-08', afterCutoff: true, what: 'a Friday closure after the cut-off (Monday batch)', act: async () => void (await close('A', 'IA-GBP-TYNESAVE')) },
      {
        date: '2027-03-01',
        what: 'a rate change on instant access; a notice withdrawal; a EUR top-up',
        act: async () => {
          await publish('IA-GBP-TYNESAVE', { ratePercent: 4.1 });
          await withdraw('B', 'N95-GBP-NORTHBANK', 2000);
          await deposit('G', 'IA-EUR-MERIDIAN', 1500);
        },
      },
      { date: '2027-03-15', what: 'a notice closure', act: async () => void (await close('E', 'N32-GBP-HARBOUR')) },
      { date: '2027-04-01', what: 'a margin change on the 12-month fixed term', act: async () => publish('FT12-GBP-NORTHBANK', { marginPercent: 0.4 }) },
      { date: '2027-04-12', what: 'a fixed term opened at the new margin', act: async () => deposit('K', 'FT12-GBP-NORTHBANK', 12000) },
      { date: '2027-04-13', what: 'what it shows once open', act: async () => void (expectedAtOpening.K = await expectedInterest('K')) },
      { date: '2027-06-30', what: 'an instant access withdrawal after the rate change', act: async () => void (await withdraw('J', 'IA-GBP-TYNESAVE', 200)) },
      {
        date: '2027-09-01',
        what: 'a EUR withdrawal; a top-up',
        act: async () => {
          await withdraw('G', 'IA-EUR-MERIDIAN', 1000, 'EUR');
          await deposit('J', 'IA-GBP-TYNESAVE', 750);
        },
      },
    ];

    /**
     * The next day with an Open or Locked batch, or a fixed term maturing, after `day`: the partner's
     * batches (the operator's batch search) and its Open accounts (the Portfolios API; the only partner here).
     */
    const nextDueDay = async (day: BusinessDate): Promise<BusinessDate | undefined> => {
      const batchDays = (await batchesOf(db, partner.financialPartnerId))
        .filter((b) => (b.status === 'Open' || b.status === 'Locked') && b.batchDate > day)
        .map((b) => b.batchDate);
      const maturityDays = (await partnerAccountsOf(d))
        .filter((a) => a.accountStatus === 'Open' && a.dateAccountMaturesUTC !== null)
        .map((a) => a.dateAccountMaturesUTC!.slice(0, 10))
        .filter((maturesOn) => maturesOn > day);
      return [...batchDays, ...maturityDays].sort()[0];
    };

    const confirmed = new Map<string, { total: number; notice: number }>();
    /** The partner confirms every Locked batch of `day` with the totals it reads. */
    const confirmLockedBatches = async (day: BusinessDate) => {
      const locked = (await d.batches(day)).filter((b) => b.instructionBatchStatus === 'Locked');
      if (locked.length === 0) return;
      const response = await d.closeBatches(
        locked.map((b) => ({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount })),
      );
      expect(response.statusCode, response.body).toBe(204);
      for (const b of locked) confirmed.set(b.instructionBatchId, { total: b.instructionBatchTotalAmount, notice: b.instructionBatchTotalNoticeAmount });
    };

    let day: BusinessDate = '2026-11-24';
    for (;;) {
      for (const event of events.filter((e) => e.date === day && !e.afterCutoff)) {
        await d.advanceTo(`${day}T10:00:00Z`);
        await event.act(d);
      }
      await d.run();
      await d.advanceTo(`${day}T14:30:00Z`);
      await confirmLockedBatches(day);
      await d.advanceTo(`${day}T15:30:00Z`); // the sandbox settles Closed batches an hour after the cut-off
      for (const event of events.filter((e) => e.date === day && e.afterCutoff)) {
        await d.advanceTo(`${day}T16:00:00Z`);
        await event.act(d);
        await d.run();
      }
      const nextEvent = events.map((e) => e.date).find((date) => date > day);
      const next = [nextEvent, await nextDueDay(day), addDays(day, 1) > END ? undefined : END].filter((x): x is string => !!x && x <= END).sort()[0];
      if (!next) break;
      day = next;
    }

    // Every request was accepted by processing.
    for (const reference of submitted) expect(await d.status(reference), reference).toMatchObject({ status: 'Processed' });

    // Every batch dated on or before the last day is Completed, and moved what was confirmed.
    const batches = await batchesOf(db, partner.financialPartnerId);
    expect(batches.filter((b) => b.batchDate <= END && b.status !== 'Completed').map((b) => [b.batchDate, b.instructionType, b.status])).toEqual([]);
    const completed = batches.filter((b) => b.status === 'Completed');
    expect(completed.length).toBeGreaterThanOrEqual(15);
    for (const batch of completed) {
      // The money each of its instructions moved (the ledger's entries per instruction), interest postings aside.
      const moved: { amountMinor: bigint; isNotice: boolean }[] = [];
      for (const instruction of await instructionsInBatch(db, batch.instructionBatchId)) {
        for (const entry of await entriesOfInstruction(db, instruction.instructionId)) {
          if (entry.entryType !== 'InterestPosting') moved.push({ amountMinor: entry.amountMinor, isNotice: instruction.isNotice });
        }
      }
      const total = moved.reduce((sum, m) => sum + (m.amountMinor < 0n ? -m.amountMinor : m.amountMinor), 0n);
      const notice = moved.filter((m) => m.isNotice).reduce((sum, m) => sum - m.amountMinor, 0n);
      const partnerConfirmed = confirmed.get(batch.instructionBatchId);
      const label = `${batch.batchDate} ${batch.instructionType} ${batch.currencyCode}`;
      expect(partnerConfirmed, label).toBeDefined();
      expect(Math.round(partnerConfirmed!.total * 100), label).toBe(Number(total));
      expect(Math.round(partnerConfirmed!.notice * 100), label).toBe(Number(notice));
      expect(batch.totalAmountMinor, label).toBe(total);
    }

    // Fixed terms paid what they showed at opening, margin changes notwithstanding; paid-out accounts are empty.
    for (const [client, productId] of [
      ['C', 'FT3-GBP-HARBOUR'],
      ['D', 'FT6-GBP-HARBOUR'],
      ['F', 'FT12-GBP-NORTHBANK'],
    ] as const) {
      const account = await accountOf(client, productId);
      expect(account.status, client).toBe('Closed');
      expect(account.balanceMinor, client).toBe(0n);
      expect(Number(account.interestPaidMinor), client).toBe(expectedAtOpening[client]);
    }
    expect(await expectedInterest('H')).toBe(expectedAtOpening.H);
    expect(await expectedInterest('K')).toBe(expectedAtOpening.K);
    for (const [client, productId] of [
      ['A', 'IA-GBP-TYNESAVE'],
      ['E', 'N32-GBP-HARBOUR'],
    ] as const) {
      expect(await accountOf(client, productId)).toMatchObject({ status: 'Closed', balanceMinor: 0n });
    }

    const report = await reconciliationReport(t);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 300_000); // a year of nightly jobs (about 15 s on PGlite or PostgreSQL)
});
