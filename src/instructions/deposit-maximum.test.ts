/**
 * depositPerAccountMaximum bounds the account, not only each deposit
 * (docs/design/fscs-limits-calendar.md): a deposit that would take the account (settled balance,
 * interest not counted, plus deposits pending into it) over the maximum is
 * Rejected with the headroom left, also when many deposits race over several
 * workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { batchesOf, instructionsInBatch } from '../../test/builders/reads.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { InstructionProcessor } from './instruction-processor.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('the per-account maximum', () => {
  it('rejects a same-day deposit that would take the account over it, naming the headroom', async () => {
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', maximumMinor: 1_000_000n });
    const client = await d.newClient();
    const first = await d.submitOk('deposit', newDeposit(product, client, { amount: 6000 }));
    const second = await d.submitOk('deposit', newDeposit(product, client, { amount: 5000 }));
    const third = await d.submitOk('deposit', newDeposit(product, client, { amount: 4000 }));
    await d.run();
    expect(await d.status(first)).toMatchObject({ status: 'Processed' });
    expect((await d.status(second)).statusReason).toBe(
      "AmountAboveMaximum: The amount would take the account above the product issue's maximum deposit. The maximum is 10000.00; 6000.00 is held or pending, so 4000.00 can still be deposited.",
    );
    expect(await d.status(third)).toMatchObject({ status: 'Processed' });
    // Another client, or another issue, has its own account and its own headroom.
    const other = await d.newClient();
    expect(await d.status(await d.submitOk('deposit', newDeposit(product, other, { amount: 10000 })))).toMatchObject({ status: 'Created' });
    await d.run();
  });

  it('counts the settled balance, not the interest, once the deposits have settled', async () => {
    const d = driver(t, await t.newPartner());
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 1n, maximumMinor: 1_000_000n, ratePercent: '5' });
    const client = await d.newClient();
    await d.advanceTo('2026-03-03T09:00:00Z');
    await d.submitOk('deposit', newDeposit(product, client, { amount: 9999.99 }));
    await d.run();
    await d.settle('2026-03-03', 'deposit');
    await d.advanceTo('2026-03-10T09:00:00Z'); // a week of interest accrued, not counted
    const over = await d.submitOk('deposit', newDeposit(product, client, { amount: 0.02 }));
    const fits = await d.submitOk('deposit', newDeposit(product, client, { amount: 0.01 }));
    await d.run();
    expect((await d.status(over)).statusReason).toMatch(/^AmountAboveMaximum: .*9999\.99 is held or pending, so 0\.01 can still be deposited\.$/);
    expect(await d.status(fits)).toMatchObject({ status: 'Processed' });
  });

  it('holds when deposits race over several workers: exactly as many as fit are Processed', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', maximumMinor: 1_000_000n });
    const client = await d.newClient();
    const references: string[] = [];
    for (let i = 0; i < 40; i++) references.push(await d.submitOk('deposit', newDeposit(product, client, { amount: 1000 })));
    const workers = Array.from({ length: 4 }, () => new InstructionProcessor(t.platform.database, t.platform.clock, t.platform.config, { chunkSize: 3, log: () => undefined }));
    await Promise.all(workers.map((w) => w.drain()));
    const statuses = await Promise.all(references.map((r) => d.status(r)));
    expect(statuses.filter((s) => s.status === 'Processed')).toHaveLength(10);
    expect(statuses.filter((s) => s.status === 'Rejected').every((s) => s.statusReason!.startsWith('AmountAboveMaximum'))).toBe(true);
    // The client's Live instructions, read through the partner's batches.
    let pending = 0n;
    for (const batch of await batchesOf(t.platform.db, partner.financialPartnerId)) {
      for (const i of await instructionsInBatch(t.platform.db, batch.instructionBatchId)) if (i.clientReference === client && i.state === 'Live') pending += i.amountMinor;
    }
    expect(pending).toBe(1_000_000n);
  });

  it('is stated for a client in the product issue summary, when asked; another partner’s client is 404', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess', maximumMinor: 1_000_000n });
    const client = await d.newClient();
    const summary = async (clientReference: string, as = d) =>
      as.call({ method: 'GET', url: `/products/${product.productId}/1/summary?amount=1000&clientReference=${clientReference}` });
    expect((await summary(client)).json().accountHeadroom).toEqual({ clientReference: client, depositPerAccountMaximum: 10000, heldOrPending: 0, headroom: 10000 });
    await d.submitOk('deposit', newDeposit(product, client, { amount: 6000 }));
    await d.run();
    expect((await summary(client)).json().accountHeadroom).toEqual({ clientReference: client, depositPerAccountMaximum: 10000, heldOrPending: 6000, headroom: 4000 });
    expect((await d.call({ method: 'GET', url: `/products/${product.productId}/1/summary?amount=1000` })).json().accountHeadroom).toBeUndefined();
    const other = driver(t, await t.newPartner());
    expect((await summary(client, other)).statusCode).toBe(404);
    expect((await summary('no-such-client')).statusCode).toBe(404);
  });
});
