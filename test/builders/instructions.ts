/**
 * Instruction request bodies, a driver that acts as one partner over the real
 * HTTP API, and `settle`: a day's batch locked at its cut-off, closed with the
 * totals the partner reads, and settled.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Platform } from '../../src/composition/platform.js';
import { fetchAccessToken, type TestPartner, type TestPlatform } from '../helpers.js';
import { newIndividualClient } from './clients.js';

export function newDeposit(product: { productId: string; issueNumber: number; currentVersion: number }, clientReference: string, overrides: Record<string, unknown> = {}) {
  return {
    productReference: product.productId,
    productIssueNumber: String(product.issueNumber),
    productIssueVersionNumber: String(product.currentVersion),
    accountReference: clientReference,
    amount: 5000,
    instructionReference: randomUUID(),
    ...overrides,
  };
}

export function newWithdrawal(clientReference: string, depositAccountId: string, overrides: Record<string, unknown> = {}) {
  return {
    accountReference: clientReference,
    currencyIsoCode: 'GBP',
    depositAccountReference: depositAccountId,
    amount: 100,
    instructionReference: randomUUID(),
    ...overrides,
  };
}

export function newClosure(clientReference: string, depositAccountId: string, overrides: Record<string, unknown> = {}) {
  return {
    accountReference: clientReference,
    currencyIsoCode: 'GBP',
    depositAccountReference: depositAccountId,
    instructionReference: randomUUID(),
    ...overrides,
  };
}

/** Drives the API as one partner, failing loudly on unexpected statuses. */
export function driver(t: TestPlatform, partner: TestPartner) {
  // Tokens live an hour of platform time, and tests move that time by days: fetch a fresh one when needed.
  let token: { value: string; issuedAt: number } | undefined;
  const call = async (options: InjectOptions) => {
    const now = t.platform.clock.now().getTime();
    if (!token || now - token.issuedAt > 30 * 60_000) token = { value: await fetchAccessToken(t.app, partner), issuedAt: now };
    return t.app.inject({
      ...options,
      headers: { 'cdpapi-subscription-key': partner.subscriptionKey, authorization: `Bearer ${token.value}`, ...(options.headers ?? {}) },
    });
  };
  const expectStatus = (response: LightMyRequestResponse, status: number) => {
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return response;
  };
  return {
    call,
    async newClient(overrides: Record<string, unknown> = {}): Promise<string> {
      const response = await call({ method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient(overrides) });
      return expectStatus(response, 201).json().clientReference;
    },
    submit(kind: 'deposit' | 'withdraw' | 'close-account' | 'revert', payload: Record<string, unknown>) {
      return call({ method: 'POST', url: `/instruction-request/${kind}`, payload });
    },
    async submitOk(kind: 'deposit' | 'withdraw' | 'close-account' | 'revert', payload: Record<string, unknown>): Promise<string> {
      return expectStatus(await this.submit(kind, payload), 202).json().instructionReference;
    },
    async status(reference: string): Promise<{ status: string; statusReason: string | null }> {
      return expectStatus(await call({ method: 'GET', url: `/instruction-request/status/${reference}` }), 200).json();
    },
    async run() {
      return expectStatus(await call({ method: 'POST', url: '/sandbox/run' }), 200).json();
    },
    async advanceTo(to: string) {
      return expectStatus(await call({ method: 'POST', url: '/sandbox/clock/advance', payload: { to } }), 200).json();
    },
    async batches(date: string): Promise<
      {
        instructionBatchId: string;
        instructionType: string;
        instructionBatchTotalAmount: number;
        instructionBatchTotalNoticeAmount: number;
        instructionBatchStatus: string;
        currencyCode: string;
        dateToBeActioned: string;
      }[]
    > {
      return expectStatus(await call({ method: 'GET', url: `/instruction-batches?batchDate=${encodeURIComponent(date)}` }), 200).json().instructionBatches;
    },
    closeBatches(items: { InstructionBatchId: string; TotalAmount: number; TotalNoticeAmount?: number }[]) {
      return call({ method: 'POST', url: '/instruction-batches/batch-update', payload: { InstructionBatchStatus: 'Closed', InstructionBatches: items } });
    },
    /**
     * Settles the day's batch of `type` as a partner and the platform would: the clock moves past the
     * 14:00 cut-off (the batch locks), the partner closes it with the totals it reads, and the clock
     * moves past settlement. Fails unless the batch was Locked and ends Completed; returns it as locked.
     */
    async settle(date: string, type: 'deposit' | 'withdrawal') {
      await this.advanceTo(`${date}T14:30:00Z`);
      const batch = (await this.batches(date)).find((b) => b.instructionType === type);
      if (batch?.instructionBatchStatus !== 'Locked') throw new Error(`the ${type} batch of ${date} is ${batch?.instructionBatchStatus ?? 'missing'}, not Locked`);
      const closed = await this.closeBatches([
        { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
      ]);
      expectStatus(closed, 204);
      await this.advanceTo(`${date}T15:30:00Z`);
      const status = (await this.batches(date)).find((b) => b.instructionType === type)?.instructionBatchStatus;
      if (status !== 'Completed') throw new Error(`the ${type} batch of ${date} is ${status} after settlement, not Completed`);
      return batch;
    },
  };
}

/**
 * Settles one batch at once, without moving the clock past its cut-off: for tests that need a
 * settled account in the middle of a day (the batch flow itself is what `settle` above drives).
 * The batch is marked Closed as the partner's confirmation would leave it, then settled by the service.
 */
export async function settleBatchNow(platform: Platform, instructionBatchId: string): Promise<void> {
  await platform.db.updateTable('instruction_batches').set({ status: 'Closed' }).where('instruction_batch_id', '=', instructionBatchId).execute();
  if (!(await platform.batches.settleBatch(instructionBatchId))) throw new Error(`batch ${instructionBatchId} was not settled`);
}
