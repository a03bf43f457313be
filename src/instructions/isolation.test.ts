/**
 * Isolation of failures (docs/decisions/quality-targets.md): a request whose processing fails for any
 * reason but an outage ends Rejected after bounded attempts, and every other
 * request is processed meanwhile. Issue 14, item 1: a partner reused a maturity
 * payout's reference and wedged processing for every partner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newClosure, newDeposit } from '../../test/builders/instructions.js';
import { batchesOf, instructionOf, instructionsInBatch, ownerOf, requestOf } from '../../test/builders/reads.js';
import { InstructionProcessor } from './instruction-processor.js';

let t: TestPlatform;
let instant: TestProduct;

beforeAll(async () => {
  t = await startTestPlatform();
  instant = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 1_00n, maximumMinor: 50_000_00n });
});
afterAll(async () => t?.close());

/** How many times processing of the partner's request failed (the operator's request overview). */
async function attemptsOf(financialPartnerId: string, reference: string): Promise<number> {
  return (await requestOf(t.platform.db, financialPartnerId, reference)).processingAttempts;
}

/** The database-wide gauge, which also counts what worker processes (no /metrics of their own) rejected. */
async function rejectedGauge(): Promise<number> {
  const response = await t.operator({ method: 'GET', url: '/metrics' });
  const match = /^instruction_requests_rejected_after_failures (\d+)$/m.exec(response.body);
  return match ? Number(match[1]) : Number.NaN;
}

/** Summed over partners (the counter is labelled by partner too). */
async function failureCount(outcome: 'attempt_failed' | 'rejected'): Promise<number> {
  const response = await t.operator({ method: 'GET', url: '/metrics' });
  const lines = response.body.split('\n').filter((l) => l.startsWith('instruction_request_processing_failures_total{') && l.includes(`outcome="${outcome}"`));
  return lines.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe('a reference the platform gave a maturity payout', () => {
  let payoutReference: string;
  let partnerD: ReturnType<typeof driver>;
  let client: string;

  beforeAll(async () => {
    partnerD = driver(t, await t.newPartner());
    const fixed = await insertProduct(t.platform.db, { termType: 'FixedTerm', termLength: 7, termUnit: 'Day' });
    client = await partnerD.newClient();
    await partnerD.advanceTo('2026-04-13T09:00:00Z');
    await partnerD.submitOk('deposit', newDeposit(fixed, client, { amount: 8000 }));
    await partnerD.run();
    await partnerD.settle('2026-04-13', 'deposit');
    // The maturity job of 2026-04-20 puts the payout in that day's withdrawal batch.
    await partnerD.advanceTo('2026-04-20T09:00:00Z');
    const [batch] = (await partnerD.batches('2026-04-20')).filter((b) => b.instructionType === 'withdrawal');
    const references = await partnerD.call({ method: 'GET', url: `/instruction-batches/${batch.instructionBatchId}/references?pageNumber=1` });
    [payoutReference] = references.json().references;
    expect(payoutReference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is refused at submission with 409, whatever the kind of request, and processing goes on for everyone', async () => {
    const other = driver(t, await t.newPartner());
    const otherClient = await other.newClient();
    const before = [await other.submitOk('deposit', newDeposit(instant, otherClient)), await partnerD.submitOk('deposit', newDeposit(instant, client, { amount: 20 }))];

    expectErrorBody(await partnerD.submit('deposit', newDeposit(instant, client, { instructionReference: payoutReference })), 409, 'IdempotencyConflict');
    expectErrorBody(await partnerD.submit('deposit', newDeposit(instant, client, { instructionReference: payoutReference.toUpperCase() })), 409, 'IdempotencyConflict');
    expectErrorBody(await partnerD.submit('close-account', newClosure(client, randomUUID(), { instructionReference: payoutReference })), 409, 'IdempotencyConflict');
    expectErrorBody(await partnerD.submit('revert', { InstructionReference: payoutReference, InstructionToRevertReference: before[1] }), 409, 'IdempotencyConflict');
    // A payout is the platform's own instruction, not one of the partner's requests: it cannot be reverted.
    expectErrorBody(await partnerD.submit('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: payoutReference }), 404, 'NotFound');
    // Another partner has its own reference space: the same GUID is free there.
    const elsewhere = await other.submitOk('deposit', newDeposit(instant, otherClient, { instructionReference: payoutReference }));

    await other.run();
    for (const reference of before) expect((await (reference === before[0] ? other : partnerD).status(reference)).status).toBe('Processed');
    expect((await other.status(elsewhere)).status).toBe('Processed');
  });

  it('ends Rejected without wedging anyone when such a request was stored before submission refused it', async () => {
    const other = driver(t, await t.newPartner());
    const otherClient = await other.newClient();
    const first = await other.submitOk('deposit', newDeposit(instant, otherClient));
    // As a request stored by an earlier version of the platform, which did not check.
    const partnerId = await ownerOf(t.platform.db, client);
    const body = { productReference: instant.productId, productIssueNumber: 1, productIssueVersionNumber: instant.currentVersion, accountReference: client, amountMinor: '2500' };
    await t.platform.db
      .insertInto('instruction_requests')
      .values({
        financial_partner_id: partnerId,
        instruction_reference: payoutReference,
        request_type: 'deposit',
        body: JSON.stringify(body),
        body_hash: 'stored-before-the-check',
        status: 'Created',
        created_at: t.platform.clock.now(),
      })
      .execute();
    const after = [await other.submitOk('deposit', newDeposit(instant, otherClient)), await partnerD.submitOk('deposit', newDeposit(instant, client, { amount: 30 }))];
    const rejectedBefore = await failureCount('rejected');

    const run = await other.call({ method: 'POST', url: '/sandbox/run' });
    expect(run.statusCode).toBe(200);
    expect((await other.status(first)).status).toBe('Processed');
    expect((await other.status(after[0])).status).toBe('Processed');
    expect((await partnerD.status(after[1])).status).toBe('Processed');
    const poisoned = await partnerD.status(payoutReference);
    expect(poisoned).toMatchObject({ status: 'Rejected' });
    expect(poisoned.statusReason).toMatch(/^ProcessingFailed: /);
    expect(await attemptsOf(partnerId, payoutReference)).toBe(3);
    expect(await failureCount('rejected')).toBe(rejectedBefore + 1);
    // The payout itself is untouched.
    const payout = await instructionOf(t.platform.db, partnerId, payoutReference);
    expect({ isMaturity: payout.isMaturity, state: payout.state }).toEqual({ isMaturity: true, state: 'Live' });
  });
});

describe('a request whose processing throws', () => {
  it('ends Rejected after bounded attempts, counted and logged, while every other request of its chunk is processed', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    const references: string[] = [];
    for (let i = 0; i < 6; i++) references.push(await d.submitOk('deposit', newDeposit(instant, client, { amount: 10 + i })));
    // A withdrawal-side request in the same chunk, rejected by a rule as usual.
    const closure = await d.submitOk('close-account', newClosure(client, randomUUID()));
    const poison = references[2];
    let poisonCalls = 0;
    const logged: string[] = [];
    const failedBefore = await failureCount('attempt_failed');
    const rejectedBefore = await failureCount('rejected');
    const gaugeBefore = await rejectedGauge();
    const processor = new InstructionProcessor(t.platform.database, t.platform.clock, t.platform.config, {
      metrics: t.platform.metrics,
      log: (_error, message) => logged.push(message),
      beforeApply: (request) => {
        if (request.instructionReference !== poison) return;
        poisonCalls++;
        throw new Error('a bug that only this request meets');
      },
    });

    await processor.drain();

    const poisoned = await d.status(poison);
    expect(poisoned).toMatchObject({ status: 'Rejected' });
    expect(poisoned.statusReason).toMatch(/^ProcessingFailed: /);
    for (const reference of references.filter((r) => r !== poison)) expect((await d.status(reference)).status).toBe('Processed');
    expect((await d.status(closure)).statusReason).toMatch(/^DepositAccountNotFound: /);
    // Once in the chunk, then three times alone.
    expect(poisonCalls).toBe(4);
    expect(await attemptsOf(partner.financialPartnerId, poison)).toBe(3);
    expect(await failureCount('attempt_failed')).toBe(failedBefore + 3);
    expect(await failureCount('rejected')).toBe(rejectedBefore + 1);
    expect(await rejectedGauge()).toBe(gaugeBefore + 1);
    expect(logged.filter((m) => m.includes(poison))).toHaveLength(3);
    // Every instruction of the partner (its one client's), read through its batches.
    const instructions = (
      await Promise.all((await batchesOf(t.platform.db, partner.financialPartnerId)).map((b) => instructionsInBatch(t.platform.db, b.instructionBatchId)))
    ).flat();
    expect(instructions.map((i) => i.instructionReference).sort()).toEqual(references.filter((r) => r !== poison).sort());
  });

  it('waits, untouched, when the failure is an outage, and is processed once the database is back', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    const references = [await d.submitOk('deposit', newDeposit(instant, client)), await d.submitOk('deposit', newDeposit(instant, client))];
    let down = true;
    const processor = new InstructionProcessor(t.platform.database, t.platform.clock, t.platform.config, {
      metrics: t.platform.metrics,
      log: () => undefined,
      beforeApply: () => {
        if (down) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
    });
    await expect(processor.drain()).rejects.toThrow('administrator command');
    for (const reference of references) {
      expect((await d.status(reference)).status).toBe('Created');
      expect(await attemptsOf(partner.financialPartnerId, reference)).toBe(0);
    }
    down = false;
    await processor.drain();
    for (const reference of references) expect((await d.status(reference)).status).toBe('Processed');
  });
});
