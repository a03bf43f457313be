/**
 * The cut-off holds whatever the interleaving (issue 14, item 3): no batch
 * stays Open after its cut-off, and no instruction joins a batch whose cut-off
 * has run. Each case forces one interleaving of a worker's chunk and the
 * lock job by hand, on separate connections; the ones that need two
 * transactions at once run on PostgreSQL only (PGlite has one session, so
 * there they cannot overlap at all). The multi-process version of the same
 * race is the `cutoff` reliability suite.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { ALL, batchOf, instructionOf } from '../../test/builders/reads.js';
import { waitFor } from '../../test/wait.js';
import { ManualClock } from '../platform/clock.js';
import { InstructionProcessor } from '../instructions/instruction-processor.js';
import { LOCK_JOB } from './batch-jobs.js';
import { searchBatches } from './batches.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestPlatform;
let product: TestProduct;
beforeAll(async () => {
  t = await startTestPlatform({ now: '2026-03-02T13:00:00Z' });
  product = await insertProduct(t.platform.db);
});
afterAll(async () => t?.close());

function lockJob() {
  const job = t.platform.scheduler.registeredJobs.find((j) => j.name === LOCK_JOB);
  if (!job) throw new Error(`${LOCK_JOB} is not registered`);
  return job;
}

/** A worker whose clock reads `at` for the whole chunk (a chunk's batch date comes from its start). */
function workerAt(at: string, beforeCommit?: () => Promise<void>) {
  return new InstructionProcessor(t.platform.database, new ManualClock(at), t.platform.config, { beforeCommit, log: () => undefined });
}

/** A fresh partner with one deposit submitted (Created, not yet processed). */
async function submittedDeposit(amount = 5000) {
  const partner = await t.newPartner();
  const d = driver(t, partner);
  const client = await d.newClient();
  const reference = await d.submitOk('deposit', newDeposit(product, client, { amount }));
  return { d, partnerId: partner.financialPartnerId, reference };
}

/** The batch an instruction sits in and the day it is to be actioned (the instructions' and the batches' public reads). */
async function batchOfInstruction(partnerId: string, reference: string) {
  const instruction = await instructionOf(t.platform.db, partnerId, reference);
  const batch = await batchOf(t.platform.db, instruction.instructionBatchId);
  return { batchDate: batch.batchDate, status: batch.status, totalAmountMinor: batch.totalAmountMinor, dateToBeActioned: instruction.dateToBeActioned };
}

/** Batches dated on or before `date` that are still Open, of every partner (the operator's batch search): after date's cut-off there must be none. */
async function openBatchesUpTo(date: string) {
  const open = await searchBatches(t.platform.db, { fromDate: '1900-01-01', toDate: date, status: 'Open' }, 0, ALL);
  return open.map((b) => ({ batchDate: b.batchDate, financialPartnerId: b.financialPartnerId }));
}

/**
 * Resolves once some backend of this database waits on a lock while running a
 * statement that mentions one of `fragments` (the statement is blocked, not merely slow).
 */
async function blockedOn(...fragments: string[]): Promise<void> {
  const patterns = fragments.map((f) => `%${f}%`);
  await waitFor(
    async () => {
      const rows = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE ANY (${patterns}::text[])`.execute(t.platform.db);
      return rows.rows[0].n > 0;
    },
    { what: `a statement with ${fragments.join(' or ')} to be blocked on a lock` },
  );
}

describe('the cut-off against a worker', () => {
  it('a worker whose clock still reads before the cut-off, after the cut-off ran, places in the next working day (no new Open batch behind the cut-off)', async () => {
    // Monday 2026-03-02: the cut-off runs (in the scheduler's process) before this worker has taken up the new time.
    t.clock.advanceTo(new Date('2026-03-02T14:00:00Z'));
    await lockJob().run('2026-03-02');
    const { d, partnerId, reference } = await submittedDeposit(5000);
    expect(await workerAt('2026-03-02T13:58:00.011Z').drain()).toBe(1);
    expect((await d.status(reference)).status).toBe('Processed');

    const placed = await batchOfInstruction(partnerId, reference);
    expect(placed).toMatchObject({ batchDate: '2026-03-03', dateToBeActioned: '2026-03-03', status: 'Open' });
    expect(await openBatchesUpTo('2026-03-02')).toEqual([]);
  });

  it.skipIf(!onPostgres)("a chunk that creates the day's batch and commits after the cut-off started: the batch is still locked at that cut-off", async () => {
    // Tuesday 2026-03-03: the worker's chunk began at 13:59:59.9 and is still open when the lock job runs.
    const { d, partnerId, reference } = await submittedDeposit(7000);
    t.clock.advanceTo(new Date('2026-03-03T14:00:00Z'));
    let lock: Promise<void> | undefined;
    const worker = workerAt('2026-03-03T13:59:59.900Z', async () => {
      lock = lockJob().run('2026-03-03');
      // Either the lock job waits for this chunk, or (the defect) it finishes without seeing it.
      await Promise.race([lock, blockedOn('pg_advisory_xact_lock(')]);
    });
    expect(await worker.drain()).toBe(1);
    await lock;
    expect((await d.status(reference)).status).toBe('Processed');

    const placed = await batchOfInstruction(partnerId, reference);
    expect(placed).toMatchObject({ batchDate: '2026-03-03', dateToBeActioned: '2026-03-03', status: 'Locked', totalAmountMinor: 700000n });
    expect(await openBatchesUpTo('2026-03-03')).toEqual([]);
  });

  it.skipIf(!onPostgres)('a chunk adding to an Open batch whose lock commits first moves to the next working day, and leaves the locked total alone', async () => {
    // Wednesday 2026-03-04: the partner's batch is Open with one deposit.
    const { d, partnerId, reference: first } = await submittedDeposit(3000);
    expect(await workerAt('2026-03-04T13:00:00Z').drain()).toBe(1);
    const second = await d.submitOk('deposit', newDeposit(product, await d.newClient(), { amount: 4000 }));
    t.clock.advanceTo(new Date('2026-03-04T14:00:00Z'));

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const lock = t.platform.db.transaction().execute(async (trx) => {
      await t.platform.batches.lockBatchesAtCutoff(trx, '2026-03-04');
      locked();
      await released;
    });
    await lockTaken;
    const processing = workerAt('2026-03-04T13:59:59.900Z').drain();
    await blockedOn('instruction_batches', 'advisory');
    release();
    await lock;
    expect(await processing).toBe(1);

    expect(await batchOfInstruction(partnerId, first)).toMatchObject({ batchDate: '2026-03-04', status: 'Locked', totalAmountMinor: 300000n });
    expect(await batchOfInstruction(partnerId, second)).toMatchObject({ batchDate: '2026-03-05', dateToBeActioned: '2026-03-05', status: 'Open', totalAmountMinor: 400000n });
    expect(await openBatchesUpTo('2026-03-04')).toEqual([]);
  });
});
