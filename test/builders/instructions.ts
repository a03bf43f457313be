/**
 * Instruction request bodies, a driver that acts as one partner over the real
 * HTTP API, and `settle`: a day's batch locked at its cut-off, closed with the
 * totals the partner reads, and settled.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Platform } from '../../src/composition/platform.js';
import {
  type ApiAccepted,
  type ApiBatchList,
  type ApiBatchUpdate,
  type ApiClientPortfolios,
  type ApiClientReference,
  type ApiClosure,
  type ApiDeposit,
  type ApiDepositAccount,
  type ApiInstructionRequests,
  type ApiInstructionStatus,
  type ApiNewIndividualClient,
  type ApiSandboxAdvance,
  type ApiSandboxRun,
  type ApiWithdrawal,
  expectBody,
  typedApi,
} from '../api.js';
import { fetchAccessToken, type TestPartner, type TestPlatform } from '../helpers.js';
import { newIndividualClient } from './clients.js';

/**
 * A deposit request body (ApiDeposit, from the route's schema) with valid defaults. A test that sends
 * what the schema refuses on purpose spreads its own fields over it and sends it through `call`.
 */
export function newDeposit(product: { productId: string; issueNumber: number; currentVersion: number }, clientReference: string, overrides: Partial<ApiDeposit> = {}): ApiDeposit {
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

export function newWithdrawal(clientReference: string, depositAccountId: string, overrides: Partial<ApiWithdrawal> = {}): ApiWithdrawal {
  return {
    accountReference: clientReference,
    currencyIsoCode: 'GBP',
    depositAccountReference: depositAccountId,
    amount: 100,
    instructionReference: randomUUID(),
    ...overrides,
  };
}

export function newClosure(clientReference: string, depositAccountId: string, overrides: Partial<ApiClosure> = {}): ApiClosure {
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
  const api = typedApi(call);
  return {
    call,
    /** Typed requests as this partner (test/api.ts), with the same fresh tokens as `call`. */
    api,
    async newClient(overrides: Partial<ApiNewIndividualClient> = {}): Promise<string> {
      return expectBody(await api.post<ApiNewIndividualClient, ApiClientReference>('/clients/financial-partner', newIndividualClient(overrides)), 201).clientReference;
    },
    submit<K extends keyof ApiInstructionRequests>(kind: K, payload: ApiInstructionRequests[K]) {
      return call({ method: 'POST', url: `/instruction-request/${kind}`, payload });
    },
    /** A body the schema's types do not describe, on purpose: wrong types, unknown fields, names in another case (see `withFields`). */
    submitRaw(kind: keyof ApiInstructionRequests, payload: Record<string, unknown>) {
      return call({ method: 'POST', url: `/instruction-request/${kind}`, payload });
    },
    async submitOk<K extends keyof ApiInstructionRequests>(kind: K, payload: ApiInstructionRequests[K]): Promise<string> {
      return expectBody(await api.post<ApiInstructionRequests[K], ApiAccepted>(`/instruction-request/${kind}`, payload), 202).instructionReference;
    },
    async status(reference: string): Promise<ApiInstructionStatus> {
      return expectBody(await api.get<ApiInstructionStatus>(`/instruction-request/status/${reference}`), 200);
    },
    /** The client's deposit accounts in every currency, oldest first within each, as the Portfolios API shows them. */
    async accounts(clientReference: string): Promise<ApiDepositAccount[]> {
      const portfolios = expectBody(await api.get<ApiClientPortfolios>(`/financial-partners/clients/${clientReference}/portfolios`), 200);
      return portfolios.portfolioInformation.flatMap((p) => p.portfolio.depositAccounts);
    },
    /** The id of the client's only deposit account (fails when it has none or several). */
    async accountId(clientReference: string): Promise<string> {
      const accounts = await this.accounts(clientReference);
      if (accounts.length !== 1) throw new Error(`client ${clientReference} has ${accounts.length} deposit accounts, not one`);
      return accounts[0].depositAccountId;
    },
    async run(): Promise<ApiSandboxRun> {
      return expectBody(await api.post<undefined, ApiSandboxRun>('/sandbox/run', undefined), 200);
    },
    async advanceTo(to: string): Promise<ApiSandboxRun> {
      return expectBody(await api.post<ApiSandboxAdvance, ApiSandboxRun>('/sandbox/clock/advance', { to }), 200);
    },
    async batches(date: string): Promise<ApiBatchList['instructionBatches']> {
      return expectBody(await api.get<ApiBatchList>(`/instruction-batches?batchDate=${encodeURIComponent(date)}`), 200).instructionBatches;
    },
    closeBatches(items: ApiBatchUpdate['InstructionBatches']) {
      return call({ method: 'POST', url: '/instruction-batches/batch-update', payload: { InstructionBatchStatus: 'Closed', InstructionBatches: items } satisfies ApiBatchUpdate });
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
