/**
 * A partner's daily settlement job: finds the day's Locked batches, checks each
 * against the partner's own records (every instruction in the batch is one it
 * submitted, and the totals match to the penny), closes the batches that
 * agree, and reports the ones that do not without closing them.
 *
 *   npx tsx examples/daily-settlement.ts
 *
 * Env: SAVINGS_BASE_URL and the credentials (see config.ts), BATCH_DATE (the
 * batches' day, YYYY-MM-DD; today in UTC by default), RECORDS_FILE (the
 * partner's records, as examples/onboard-and-deposit.ts writes them; without it
 * a batch is checked only against its own instruction summaries). Exits 1 when
 * a batch disagrees.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type BatchClosure, fromMinorUnits, type InstructionBatch, toMinorUnits } from '@savings-platform/sdk';
import { type InstructionRecord, platformFromEnv } from './config.js';

const platform = platformFromEnv();
const batchDate = process.env.BATCH_DATE ?? new Date().toISOString().slice(0, 10);
const recordsFile = process.env.RECORDS_FILE;
const records = new Map<string, InstructionRecord>();
if (recordsFile) {
  if (!existsSync(recordsFile)) throw new Error(`RECORDS_FILE ${recordsFile} does not exist`);
  for (const record of JSON.parse(readFileSync(recordsFile, 'utf8')) as InstructionRecord[]) records.set(record.instructionReference, record);
}

/** The problems found in one batch; none means it may be closed. */
async function check(batch: InstructionBatch): Promise<string[]> {
  const problems: string[] = [];
  // The batch's own instructions add up to its total (in minor units: no float drift).
  let summed = 0n;
  for await (const summary of platform.batches.summaries(batch.instructionBatchId, 'All', { pageSize: 100 })) summed += toMinorUnits(summary.instructionAmount);
  if (summed !== toMinorUnits(batch.instructionBatchTotalAmount)) {
    problems.push(`its instructions add up to ${fromMinorUnits(summed)}, its total says ${batch.instructionBatchTotalAmount}`);
  }
  if (recordsFile) {
    let ours = 0n;
    for await (const reference of platform.batches.references(batch.instructionBatchId, { pageSize: 100 })) {
      const record = records.get(reference);
      if (record) ours += toMinorUnits(record.amount);
      else problems.push(`instruction ${reference} is not in our records`);
    }
    if (ours !== toMinorUnits(batch.instructionBatchTotalAmount)) {
      problems.push(`our records add up to ${fromMinorUnits(ours)}, the batch total is ${batch.instructionBatchTotalAmount}`);
    }
  }
  return problems;
}

const { instructionBatches: batches } = await platform.batches.list(batchDate);
const locked = batches.filter((batch) => batch.instructionBatchStatus.toLowerCase() === 'locked');
console.log(`${batchDate}: ${batches.length} batches, ${locked.length} Locked`);

const toClose: BatchClosure[] = [];
for (const batch of locked) {
  const label = `${batch.instructionBatchId} ${batch.instructionType} ${batch.currencyCode} ${batch.instructionBatchTotalAmount}`;
  const problems = await check(batch);
  if (problems.length > 0) {
    console.log(`NOT closing ${label}: ${problems.join('; ')}`);
    process.exitCode = 1;
    continue;
  }
  // The totals we confirm are the ones we checked (the platform refuses the update with 409 if they differ).
  toClose.push({ instructionBatchId: batch.instructionBatchId, totalAmount: batch.instructionBatchTotalAmount, totalNoticeAmount: batch.instructionBatchTotalNoticeAmount });
  console.log(`checked ${label}`);
}

if (toClose.length > 0) {
  await platform.batches.close(toClose);
  for (const batch of toClose) console.log(`closed ${batch.instructionBatchId}`);
}
