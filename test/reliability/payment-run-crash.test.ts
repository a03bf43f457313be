/**
 * A payment file and its transfers are one (issue 29, "Tests"): `kill -9`
 * while the day's settlement, payment run and sandbox bank are at work (the
 * real service process, sandbox on an embedded database), then a look at the
 * stored data before anything else runs: no file without its lines, no line
 * without its pending transfer and expected movement, no placement or payout
 * transfer without the line that pays it. After a restart the day's work
 * finishes: every batch Completed and reconciliation clean.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/database.js';
import { openDatabase } from '../../src/platform/db.js';
import { newIndividualClient } from '../builders/clients.js';
import { newWithdrawal } from '../builders/instructions.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';
import { check, depositForEach, expectReconciled, inLanes, NO_RATE_LIMITS, type Partner, settleDeposits, sleep } from './suite-helpers.js';

const CLIENTS = 120;

let dataDir: string;
let service: ServiceProcess | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-payment-crash-'));
  env = { PLATFORM_ENV: 'sandbox', DATA_DIR: dataDir, WORKER_POLL_INTERVAL_MS: '200', ...NO_RATE_LIMITS };
  service = await startService(env);
});

afterAll(async () => {
  await service?.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** What a crash must never leave: a file without its lines, a line without its transfer or expected movement, a payment transfer without its line. */
async function brokenPayments(): Promise<{ files: number; lines: number; problems: unknown[]; leftOver: string[]; kinds: unknown[] }> {
  const database = await openDatabase<Database>({ dataDir });
  try {
    const db = database.db;
    const problems = [
      ...(
        await sql<{ payment_file_id: string }>`
          SELECT f.payment_file_id FROM payment_files f
          WHERE f.line_count <> (SELECT count(*) FROM payment_lines l WHERE l.payment_file_id = f.payment_file_id)`.execute(db)
      ).rows.map((r) => ({ fileWithoutItsLines: r.payment_file_id })),
      ...(
        await sql<{ payment_line_id: string }>`
          SELECT l.payment_line_id FROM payment_lines l
          WHERE NOT EXISTS (SELECT 1 FROM book_transfers t WHERE t.transfer_id = l.transfer_id)
             OR NOT EXISTS (SELECT 1 FROM expected_movements m WHERE m.payment_line_id = l.payment_line_id)
             OR NOT EXISTS (SELECT 1 FROM payment_line_items i WHERE i.payment_line_id = l.payment_line_id)`.execute(db)
      ).rows.map((r) => ({ lineWithoutTransferOrMovement: r.payment_line_id })),
      ...(
        await sql<{ transfer_id: string }>`
          SELECT t.transfer_id FROM book_transfers t
          WHERE (t.transfer_id LIKE 'placement:%' OR t.transfer_id LIKE 'payout:%')
            AND NOT EXISTS (SELECT 1 FROM payment_lines l WHERE l.transfer_id = t.transfer_id)`.execute(db)
      ).rows.map((r) => ({ transferWithoutFile: r.transfer_id })),
    ];
    const leftOver = (
      await sql<{ account_code: string }>`
        SELECT account_code || ' ' || posted_minor || '/' || pending_minor AS account_code FROM book_accounts
        WHERE kind IN ('partner', 'transit-out', 'transit-in', 'client-payout') AND (posted_minor <> 0 OR pending_minor <> 0)`.execute(db)
    ).rows.map((r) => r.account_code);
    const files = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM payment_files`.execute(db)).rows[0].n);
    const lines = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM payment_lines`.execute(db)).rows[0].n);
    const kinds = (await sql<{ kind: string; n: string }>`SELECT kind, count(*)::text AS n FROM payment_lines GROUP BY kind`.execute(db)).rows;
    return { files, lines, problems, leftOver, kinds };
  } finally {
    await database.close();
  }
}

/** Clients each with a GBP account of their own (the last two share one, as a joint account would), so that the run pays many lines. */
async function createClients(partner: Partner, count: number): Promise<string[]> {
  const clients: string[] = new Array(count);
  await inLanes(clients, 8, async (_, i) => {
    const accountNumber = String(30_000_000 + Math.min(i, count - 2));
    const response = await partner.call(
      'POST',
      '/clients/financial-partner',
      newIndividualClient({ accounts: [{ accountName: `Client ${i}`, accountNumber, sortCode: '20-00-00', currencyCode: 'GBP' }] }),
    );
    check(response.status === 201, `client create answered ${response.status}: ${JSON.stringify(response.body)}`);
    clients[i] = (response.body as { clientReference: string }).clientReference;
  });
  return clients;
}

async function clockDate(partner: Partner): Promise<string> {
  const response = await partner.call('GET', '/sandbox/clock');
  return (response.body as { now: string }).now.slice(0, 10);
}

describe('kill -9 during the payment run', () => {
  it('leaves neither a file without its transfers nor transfers without their file, and the restart finishes the day', async () => {
    const partner = httpPartner(() => service!.baseUrl);
    const clients = await createClients(partner, CLIENTS);
    await depositForEach(partner, clients);
    expect((await partner.call('POST', '/sandbox/run')).status).toBe(200);
    await settleDeposits(partner);

    // A withdrawal from every account: tomorrow's run pays one line per client.
    for (const client of clients) {
      const portfolios = await partner.call('GET', `/financial-partners/clients/${client}/portfolios`);
      const accountId = (portfolios.body as { portfolioInformation: { portfolio: { depositAccounts: { depositAccountId: string }[] } }[] }).portfolioInformation[0].portfolio
        .depositAccounts[0].depositAccountId;
      expect((await partner.call('POST', '/instruction-request/withdraw', newWithdrawal(client, accountId, { amount: 100 }))).status).toBe(202);
    }
    expect((await partner.call('POST', '/sandbox/run')).status).toBe(200);
    const day = await clockDate(partner);
    // Lock, then close every Locked batch of the next days, as the partner would.
    expect((await partner.call('POST', '/sandbox/clock/advance', { days: 3 })).status).toBe(200);
    const items: { InstructionBatchId: string; TotalAmount: number; TotalNoticeAmount: number }[] = [];
    for (let offset = 0; offset <= 3; offset++) {
      const date = new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const batches = (await partner.call('GET', `/instruction-batches?batchDate=${date}`)).body as {
        instructionBatches: { instructionBatchId: string; instructionBatchStatus: string; instructionBatchTotalAmount: number; instructionBatchTotalNoticeAmount: number }[];
      };
      for (const b of batches.instructionBatches.filter((x) => x.instructionBatchStatus === 'Locked')) {
        items.push({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount });
      }
    }
    expect(items.length).toBeGreaterThan(0);
    expect((await partner.call('POST', '/instruction-batches/batch-update', { InstructionBatchStatus: 'Closed', InstructionBatches: items })).status).toBe(204);

    // The settlement, the institution's repayment, the run of 120 payout lines and the bank's answers: killed part-way.
    const started = performance.now();
    void partner.call('POST', '/sandbox/clock/advance', { days: 3 }).catch(() => undefined);
    await sleep(200 + Math.random() * 1500);
    service!.child.kill('SIGKILL');
    await service!.exited;
    const killedAfterMs = performance.now() - started;
    const crashed = await brokenPayments();
    expect(crashed.problems, `killed ${killedAfterMs.toFixed(0)} ms in, with ${crashed.files} files and ${crashed.lines} lines stored`).toEqual([]);

    service = await startService(env);
    const restarted = httpPartner(() => service!.baseUrl);
    expect((await restarted.call('POST', '/sandbox/clock/advance', { days: 3 })).status).toBe(200);
    const statuses = new Map<string, string>();
    for (let offset = 0; offset <= 3; offset++) {
      const date = new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const batches = (await restarted.call('GET', `/instruction-batches?batchDate=${date}`)).body as {
        instructionBatches: { instructionBatchId: string; instructionBatchStatus: string }[];
      };
      for (const b of batches.instructionBatches) statuses.set(b.instructionBatchId, b.instructionBatchStatus);
    }
    expect(items.map((item) => statuses.get(item.InstructionBatchId))).toEqual(items.map(() => 'Completed'));
    await expectReconciled(service.baseUrl);
    expect(await service.stop('SIGTERM')).toBe(0);
    service = undefined;
    // The deposits' placement and a payout line per client account (the two sharing one account share its line),
    // and nothing left owed to a client or a partner, nor in transit.
    const after = await brokenPayments();
    expect(after.problems).toEqual([]);
    expect(after.leftOver).toEqual([]);
    expect(after.lines, JSON.stringify(after)).toBeGreaterThanOrEqual(CLIENTS);
  }, 300_000);
});
