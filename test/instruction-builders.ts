/** Builders and small drivers for instruction and batch tests. */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { newIndividualClient } from './builders.js';
import type { TestPartner, TestPlatform } from './helpers.js';

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
    if (!token || now - token.issuedAt > 30 * 60_000) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        payload: `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      token = { value: response.json().access_token, issuedAt: now };
    }
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
    async newClient(): Promise<string> {
      const response = await call({ method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient() });
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
  };
}
