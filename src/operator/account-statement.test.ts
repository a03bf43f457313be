/**
 * An account as a statement (issue 32), through the real app: its opening balance, each movement with the balance
 * after it and its story (request, instruction, batch, the bank payment that placed the money), the closing balance,
 * what is pending, and the range; as CSV too. Another account, a bad range and an unknown id answer as they should.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let partner: TestPartner;
let accountId: string;
let settledReference: string;
let pendingReference: string;
let settledBatchId: string;
const DAY = '2026-03-02';

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
  const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const d = driver(t, partner);
  const client = await d.newClient();
  settledReference = await d.submitOk('deposit', newDeposit(product, client, { amount: 1234.56 }));
  await d.run();
  settledBatchId = (await d.settle(DAY, 'deposit')).instructionBatchId;
  // A second deposit into the same product issue: Live, on its way into the same account.
  pendingReference = await d.submitOk('deposit', newDeposit(product, client, { amount: 2000 }));
  await d.run();
  const story = (await t.operator({ method: 'GET', url: `/operator/instruction-requests/${partner.financialPartnerId}/${settledReference}` })).json();
  accountId = story.instruction.depositAccountId;
});
afterAll(async () => t?.close());

async function statement(query = '') {
  const response = await t.operator({ method: 'GET', url: `/operator/deposit-accounts/${accountId}/statement${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /operator/deposit-accounts/{id}/statement', () => {
  it('reads from the day it opened: each movement with its balance and its story to the bank payment, then what is pending', async () => {
    const s = await statement();
    expect(s.account).toMatchObject({ depositAccountId: accountId, financialPartnerId: partner.financialPartnerId, currencyCode: 'GBP', accountStatus: 'Open' });
    expect(s.account.financialPartnerName).toEqual(expect.any(String));
    expect(s.from).toBe(s.account.openedOn);
    expect(s).toMatchObject({ openingBalance: 0, closingBalance: 1234.56, truncated: false });
    expect(s.movements).toHaveLength(1);
    const [deposit] = s.movements;
    expect(deposit).toMatchObject({ entryType: 'Deposit', amount: 1234.56, balance: 1234.56 });
    expect(deposit.instruction).toMatchObject({ instructionReference: settledReference, instructionBatchId: settledBatchId });
    // The money reached the bank in the batch's placement with the account's bank.
    expect(deposit.instruction.bankPayments.length).toBeGreaterThan(0);
    for (const payment of deposit.instruction.bankPayments) {
      expect(payment.kind).toBe('placement');
      expect(['queued', 'held', 'pending', 'posted', 'voided']).toContain(payment.state);
    }
    expect(s.pending).toEqual([expect.objectContaining({ instructionReference: pendingReference, instructionType: 'deposit', amount: 2000 })]);
  });

  it('opens a later range with the balance before it, and closes with the balance at its end', async () => {
    const s = await statement('?from=2026-03-03&to=2026-03-10');
    expect(s).toMatchObject({ from: '2026-03-03', to: '2026-03-10', openingBalance: 1234.56, closingBalance: 1234.56, movements: [] });
    const before = await statement('?from=2026-01-01&to=2026-03-01');
    expect(before).toMatchObject({ openingBalance: 0, closingBalance: 0, movements: [] });
  });

  it('answers CSV: the opening balance, each movement with its running balance and bank payment, the closing balance', async () => {
    const response = await t.operator({ method: 'GET', url: `/operator/deposit-accounts/${accountId}/statement`, headers: { accept: 'text/csv' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, opening, deposit, closing, ...rest] = response.body.split('\r\n');
    expect(header).toBe('businessDate,entryType,amount,balance,instructionReference,instructionBatchId,paymentFileId,endToEndId,bankPaymentState,entryId');
    expect(opening).toMatch(/^\d{4}-\d{2}-\d{2},OpeningBalance,,0,/);
    expect(deposit).toMatch(new RegExp(`^${DAY},Deposit,1234.56,1234.56,${settledReference},${settledBatchId},`));
    expect(closing).toMatch(/,ClosingBalance,,1234.56,/);
    expect(rest).toEqual(['']);
  });

  it('refuses a range that ends before it starts, and names no account it does not have', async () => {
    expectErrorBody(await t.operator({ method: 'GET', url: `/operator/deposit-accounts/${accountId}/statement?from=2026-03-05&to=2026-03-01` }), 400, 'ValidationFailed');
    expectErrorBody(await t.operator({ method: 'GET', url: `/operator/deposit-accounts/${accountId}/statement?from=2026-3-5` }), 400);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/deposit-accounts/no-such-account/statement' }), 404, 'NotFound');
  });
});
