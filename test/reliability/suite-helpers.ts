/**
 * Small helpers for the reliability suites that live in their own files
 * (poison.ts, advance-crash.ts): the same conventions as scripts/reliability.ts
 * (a check that throws, PostgreSQL from PG_HOST/PG_PORT/PG_USER, the sandbox
 * operator key, rate limits out of the way).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { newIndividualClient } from '../builders/clients.js';
import type { httpPartner } from './service.js';

export const SHORT = process.env.RELIABILITY_SHORT === '1';
export const PG = { host: process.env.PG_HOST ?? '127.0.0.1', port: process.env.PG_PORT ?? '5432', user: process.env.PG_USER ?? 'postgres' };
export const OPERATOR_KEY = 'sandbox-operator-key';
/** High limits: these suites measure durability, not the rate limiter (except where they say so). */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_CLIENTS: '1000000',
  RATE_LIMIT_PRODUCTS: '1000000',
  RATE_LIMIT_INSTRUCTIONS: '1000000',
  RATE_LIMIT_PORTFOLIOS: '1000000',
  RATE_LIMIT_BATCHES: '1000000',
};
/** The sandbox catalogue's instant access product (issue 1, version 2 is current). */
export const INSTANT_ACCESS = { productReference: 'IA-GBP-TYNESAVE', productIssueNumber: '1', productIssueVersionNumber: '2' };

export type Partner = ReturnType<typeof httpPartner>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A fresh PostgreSQL database, or undefined when no server answers. */
export function maybeCreateDatabase(): { url: string; drop(): void } | undefined {
  try {
    execFileSync('pg_isready', ['-h', PG.host, '-p', PG.port, '-q']);
  } catch {
    return undefined;
  }
  const name = `reliability_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  execFileSync('createdb', ['-h', PG.host, '-p', PG.port, '-U', PG.user, name]);
  return {
    url: `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`,
    drop: () => {
      try {
        execFileSync('dropdb', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '--if-exists', '--force', name]);
      } catch {
        // Left behind; named reliability_* for manual cleanup.
      }
    },
  };
}

/** Runs `work` over `items`, `lanes` at a time. */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i], i);
    }),
  );
}

export async function createClients(partner: Partner, count: number, lanes = 8): Promise<string[]> {
  const clients: string[] = new Array(count);
  await inLanes(clients, lanes, async (_, i) => {
    const response = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
    check(response.status === 201, `client create answered ${response.status}: ${JSON.stringify(response.body)}`);
    clients[i] = (response.body as { clientReference: string }).clientReference;
  });
  return clients;
}

/** One instant access deposit per client; returns the references (all answered 202). */
export async function depositForEach(partner: Partner, clients: string[], lanes = 8): Promise<string[]> {
  const references = clients.map(() => randomUUID());
  await inLanes(clients, lanes, async (client, i) => {
    const response = await partner.call('POST', '/instruction-request/deposit', {
      ...INSTANT_ACCESS,
      accountReference: client,
      amount: 1000 + (i % 97),
      instructionReference: references[i],
    });
    check(response.status === 202, `deposit answered ${response.status}: ${JSON.stringify(response.body)}`);
  });
  return references;
}

/** Polls (draining with sandbox runs when asked) until every reference is final; returns the statuses. */
export async function awaitFinal(partner: Partner, references: string[], timeoutMs: number, drain: boolean): Promise<Map<string, { status: string; statusReason: string | null }>> {
  const outcomes = new Map<string, { status: string; statusReason: string | null }>();
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const pending = references.filter((r) => !outcomes.has(r));
    if (pending.length === 0) return outcomes;
    check(performance.now() < deadline, `${pending.length} of ${references.length} requests still not final after ${timeoutMs / 1000} s (first: ${pending[0]})`);
    if (drain) await partner.call('POST', '/sandbox/run').catch(() => undefined);
    await inLanes(pending, 16, async (reference) => {
      const response = await partner.call('GET', `/instruction-request/status/${reference}`).catch(() => undefined);
      const body = response?.body as { status?: string; statusReason?: string | null } | undefined;
      if (response?.status === 200 && (body?.status === 'Processed' || body?.status === 'Rejected')) {
        outcomes.set(reference, { status: body.status, statusReason: body.statusReason ?? null });
      }
    });
    if (outcomes.size < references.length) await sleep(500);
  }
}

export async function expectReconciled(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/operator/reconciliation`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
  check(response.status === 200, `reconciliation answered ${response.status}`);
  const body = (await response.json()) as { ok: boolean; checks: { name: string; ok: boolean; offending: unknown[] }[] };
  const broken = body.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${JSON.stringify(c.offending.slice(0, 3))}`);
  check(body.ok, `reconciliation is not clean: ${broken.join('; ')}`);
}

/**
 * Settles every deposit made so far, as a partner does in the sandbox: moves
 * past the cut-off, closes each Locked batch with its totals (batch-update),
 * and moves on past the next settlement.
 */
export async function settleDeposits(partner: Partner): Promise<void> {
  const clock = async () => {
    const response = await partner.call('GET', '/sandbox/clock');
    check(response.status === 200, `GET /sandbox/clock answered ${response.status}`);
    return (response.body as { now: string }).now.slice(0, 10);
  };
  const from = await clock();
  const locked = await partner.call('POST', '/sandbox/clock/advance', { days: 4 });
  check(locked.status === 200, `the advance to the cut-off answered ${locked.status}`);
  const items: { InstructionBatchId: string; TotalAmount: number; TotalNoticeAmount: number }[] = [];
  for (let day = 0; day <= 4; day++) {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
    const response = await partner.call('GET', `/instruction-batches?batchDate=${date}`);
    check(response.status === 200, `GET /instruction-batches answered ${response.status}`);
    const batches = (
      response.body as {
        instructionBatches: { instructionBatchId: string; instructionBatchStatus: string; instructionBatchTotalAmount: number; instructionBatchTotalNoticeAmount: number }[];
      }
    ).instructionBatches;
    for (const batch of batches.filter((b) => b.instructionBatchStatus === 'Locked')) {
      items.push({ InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount });
    }
  }
  check(items.length > 0, 'no Locked batch to close');
  const closed = await partner.call('POST', '/instruction-batches/batch-update', { InstructionBatchStatus: 'Closed', InstructionBatches: items });
  check(closed.status === 204, `batch-update answered ${closed.status}: ${JSON.stringify(closed.body)}`);
  const settled = await partner.call('POST', '/sandbox/clock/advance', { days: 4 });
  check(settled.status === 200, `the advance to settlement answered ${settled.status}`);
}
