/**
 * What is pending into each account (pending_deposit_totals, migration 019)
 * follows the Live deposits it stands for through every state change: a
 * deposit adds to its key, a revert and settlement take away, a key at 0 is
 * gone. The reconciliation check `pending-deposit-totals` proves it and fails
 * when the table is wrong; the migration's fill gives the same table.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { portfolioOf } from '../../test/builders/reads.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { runReconciliation } from '../operator/reconciliation.js';
import { pendingDepositTotalsOf } from './instructions.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

async function failingChecks() {
  const report = await runReconciliation(t.platform.db, t.platform.reconciliationChecks, t.platform.clock.now());
  return report.checks.filter((c) => !c.ok).map((c) => c.name);
}

describe('pending deposit totals', () => {
  it('add up Live deposits per account key, and lose them on revert and settlement', async () => {
    const d = driver(t, await t.newPartner());
    const instant = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const fixed = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 3, termUnit: 'Month' });
    const client = await d.newClient();
    await d.advanceTo('2026-03-02T09:30:00Z');
    await d.submitOk('deposit', newDeposit(instant, client, { amount: 1000 }));
    const reverted = await d.submitOk('deposit', newDeposit(instant, client, { amount: 2500.5 }));
    await d.submitOk('deposit', newDeposit(fixed, client, { amount: 3000 }));
    await d.run();
    const { portfolioId } = await portfolioOf(d, client);
    const byKey = async () =>
      Object.fromEntries(
        (await pendingDepositTotalsOf(t.platform.db, [portfolioId])).map((p) => [`${p.productId === instant.productId ? 'instant' : 'fixed'}@${p.dateToBeActioned}`, p.totalMinor]),
      );
    expect(await byKey()).toEqual({ 'instant@2026-03-02': 350050n, 'fixed@2026-03-02': 300000n });

    await d.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: reverted });
    // After the cut-off: the next working day's batch, a key of its own.
    await d.advanceTo('2026-03-02T14:10:00Z');
    await d.submitOk('deposit', newDeposit(instant, client, { amount: 1200 }));
    await d.run();
    expect(await byKey()).toEqual({ 'instant@2026-03-02': 100000n, 'fixed@2026-03-02': 300000n, 'instant@2026-03-03': 120000n });
    expect(await failingChecks()).toEqual([]);

    await d.settle('2026-03-02', 'deposit');
    expect(await byKey()).toEqual({ 'instant@2026-03-03': 120000n });
    await d.settle('2026-03-03', 'deposit');
    expect(await byKey()).toEqual({});
    expect(await failingChecks()).toEqual([]);
  });

  it('are reported by reconciliation when they differ from the Live deposits', async () => {
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db);
    const client = await d.newClient();
    await d.advanceTo('2026-03-09T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1000 }));
    await d.run();
    const { portfolioId } = await portfolioOf(d, client);
    await t.platform.db.updateTable('pending_deposit_totals').set({ total_minor: 1n }).where('portfolio_id', '=', portfolioId).execute();
    expect(await failingChecks()).toContain('pending-deposit-totals');
    await t.platform.db.deleteFrom('pending_deposit_totals').where('portfolio_id', '=', portfolioId).execute();
    expect(await failingChecks()).toContain('pending-deposit-totals');

    // The migration's fill, run on what is Live now, makes the table right again.
    const migration = readFileSync(join(import.meta.dirname, '../../migrations/019_pending_deposit_totals.sql'), 'utf8');
    const fill = migration.slice(migration.indexOf('INSERT INTO pending_deposit_totals'));
    await t.platform.db.deleteFrom('pending_deposit_totals').execute();
    await sql.raw(fill).execute(t.platform.db);
    expect(await failingChecks()).toEqual([]);
    expect((await pendingDepositTotalsOf(t.platform.db, [portfolioId])).map((p) => p.totalMinor)).toEqual([100000n]);
  });
});
