import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { type ApiInstructionRequests, withFields } from '../../test/api.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { driver, newClosure, newDeposit, newWithdrawal, settleBatchNow } from '../../test/builders/instructions.js';
import { instructionOf, onlyAccountIdOf } from '../../test/builders/reads.js';
import { InstructionProcessor } from './instruction-processor.js';

let t: TestPlatform;
let partner: TestPartner;
let d: ReturnType<typeof driver>;
let client: string;
let instant: TestProduct;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner('wealth');
  d = driver(t, partner);
  client = await d.newClient();
  instant = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 1_000_00n, maximumMinor: 50_000_00n });
});
afterAll(async () => t?.close());

async function countRows(table: 'instruction_requests' | 'instructions', reference: string) {
  const row = await t.platform.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('instruction_reference', '=', reference.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deposits and settles, so there is an open instant access account to work with. */
async function settledAccount(amount = 3000): Promise<string> {
  const c = await d.newClient();
  const deposit = await d.submitOk('deposit', newDeposit(instant, c, { amount }));
  await d.run();
  await settleBatchNow(t.platform, (await instructionOf(t.platform.db, partner.financialPartnerId, deposit)).instructionBatchId);
  settledClient = c;
  return onlyAccountIdOf(d, c);
}
let settledClient = '';

describe('POST /instruction-request/deposit', () => {
  it.each([
    ['a missing field', { productReference: undefined }, 'productReference', 'required'],
    ['a bad GUID', { instructionReference: 'not-a-guid' }, 'instructionReference', 'format'],
    ['a zero amount', { amount: 0 }, 'amount', 'range'],
    ['a negative amount', { amount: -5 }, 'amount', 'range'],
    ['more than two decimals', { amount: 10.005 }, 'amount', 'precision'],
    ['an amount as a string', { amount: '100' }, 'amount', 'type'],
    ['a non-numeric issue number', { productIssueNumber: 'one' }, 'productIssueNumber', 'format'],
  ])('answers 400 at once for %s', async (_name, change, field, reason) => {
    const response = await d.submitRaw('deposit', withFields(newDeposit(instant, client), change));
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toContainEqual({ field, reason });
  });

  it('accepts issue numbers as integers and property names in any case', async () => {
    const body = newDeposit(instant, client, { productIssueNumber: 1, productIssueVersionNumber: 1 });
    const shouted = Object.fromEntries(Object.entries(body).map(([k, v]) => [k[0].toUpperCase() + k.slice(1), v]));
    const response = await d.submitRaw('deposit', shouted);
    expect(response.statusCode).toBe(202);
    await d.run();
    expect((await d.status(body.instructionReference)).status).toBe('Processed');
  });

  it("takes the specification's own request spellings (fields of its table, the x-aliases) and refuses a field it does not define", async () => {
    // The specification's deposit fields, exactly: productReference, productIssueNumber, productIssueVersionNumber, accountReference, amount, instructionReference.
    const spec = newDeposit(instant, client);
    expect((await d.submitRaw('deposit', spec)).statusCode).toBe(202);
    // The documented spelling variants (x-aliases) fold onto the canonical names.
    const { productReference, accountReference, ...rest } = newDeposit(instant, client);
    expect((await d.submitRaw('deposit', { ...rest, productId: productReference, clientReference: accountReference })).statusCode).toBe(202);
    const response = await d.submitRaw('deposit', { ...newDeposit(instant, client), comment: 'for the holidays' });
    expect(expectErrorBody(response, 400, 'ValidationFailed').errors).toEqual([{ field: 'comment', reason: 'unknown' }]);
  });

  it('answers the same 202 for the same reference and body, and creates nothing new', async () => {
    const body = newDeposit(instant, client);
    const first = await d.submit('deposit', body);
    const again = await d.submit('deposit', { ...body, instructionReference: body.instructionReference.toUpperCase(), amount: 5000.0 });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    await d.run();
    const replay = await d.submit('deposit', body);
    expect(replay.statusCode).toBe(202);
    await d.run();
    expect(await countRows('instruction_requests', body.instructionReference)).toBe(1);
    expect(await countRows('instructions', body.instructionReference)).toBe(1);
  });

  it('answers 409 IdempotencyConflict for the same reference with another body or type', async () => {
    const body = newDeposit(instant, client);
    await d.submitOk('deposit', body);
    expectErrorBody(await d.submit('deposit', { ...body, amount: 5001 }), 409, 'IdempotencyConflict');
    expectErrorBody(await d.submit('withdraw', newWithdrawal(client, randomUUID(), { instructionReference: body.instructionReference })), 409, 'IdempotencyConflict');
  });

  it('creates one instruction for 50 concurrent identical submissions', async () => {
    const body = newDeposit(instant, client, { amount: 1234.56 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => d.submit('deposit', body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(202));
    await d.run();
    expect(await countRows('instruction_requests', body.instructionReference)).toBe(1);
    expect(await countRows('instructions', body.instructionReference)).toBe(1);
  });
});

describe('rejections', () => {
  async function rejection<K extends 'deposit' | 'withdraw' | 'close-account'>(kind: K, body: ApiInstructionRequests[K]): Promise<string> {
    const reference = await d.submitOk(kind, body);
    await d.run();
    const status = await d.status(reference);
    expect(status.status).toBe('Rejected');
    return status.statusReason as string;
  }

  it("ClientNotFound for an unknown client, and for another partner's client", async () => {
    expect(await rejection('deposit', newDeposit(instant, 'no-such-client'))).toMatch(/^ClientNotFound: /);
    const other = driver(t, await t.newPartner());
    const theirs = await other.newClient();
    expect(await rejection('deposit', newDeposit(instant, theirs))).toMatch(/^ClientNotFound: /);
  });

  it("ProductNotFound for an unknown product and for one not offered to the partner's role", async () => {
    expect(await rejection('deposit', newDeposit({ ...instant, productId: 'NOPE' }, client))).toMatch(/^ProductNotFound: /);
    const institutional = await insertProduct(t.platform.db, { offeredToRoles: ['institution'] });
    expect(await rejection('deposit', newDeposit(institutional, client))).toMatch(/^ProductNotFound: /);
  });

  it('ProductIssueNotFound, ProductIssueVersionNotCurrent and ProductIssueClosed', async () => {
    expect(await rejection('deposit', newDeposit({ ...instant, issueNumber: 7 }, client))).toMatch(/^ProductIssueNotFound: /);
    const versioned = await insertProduct(t.platform.db, { versions: 2 });
    expect(await rejection('deposit', newDeposit({ ...versioned, currentVersion: 1 }, client))).toMatch(/^ProductIssueVersionNotCurrent: .*current version is 2/);
    const closed = await insertProduct(t.platform.db, { closed: true });
    expect(await rejection('deposit', newDeposit(closed, client))).toMatch(/^ProductIssueClosed: /);
  });

  it('AmountBelowMinimum and AmountAboveMaximum', async () => {
    expect(await rejection('deposit', newDeposit(instant, client, { amount: 999.99 }))).toMatch(/^AmountBelowMinimum: .*1000\.00/);
    expect(await rejection('deposit', newDeposit(instant, client, { amount: 50000.01 }))).toMatch(/^AmountAboveMaximum: .*50000\.00/);
  });

  it('DepositAccountNotFound, CurrencyMismatch and InsufficientFunds', async () => {
    const account = await settledAccount(3000);
    expect(await rejection('withdraw', newWithdrawal(settledClient, randomUUID()))).toMatch(/^DepositAccountNotFound: /);
    expect(await rejection('withdraw', newWithdrawal(client, account))).toMatch(/^DepositAccountNotFound: /);
    expect(await rejection('withdraw', newWithdrawal(settledClient, account, { currencyIsoCode: 'EUR' }))).toMatch(/^CurrencyMismatch: /);
    await d.submitOk('withdraw', newWithdrawal(settledClient, account, { amount: 2000 }));
    // 3000 settled less 2000 pending leaves 1000.
    expect(await rejection('withdraw', newWithdrawal(settledClient, account, { amount: 1000.01 }))).toMatch(/^InsufficientFunds: .*1000\.00/);
    expect(await rejection('close-account', newClosure(settledClient, account))).toMatch(/^WithdrawalPending: /);
  });

  it('DepositAccountClosing once a closure is pending', async () => {
    const account = await settledAccount();
    await d.submitOk('close-account', newClosure(settledClient, account));
    expect(await rejection('withdraw', newWithdrawal(settledClient, account))).toMatch(/^DepositAccountClosing: /);
    expect(await rejection('close-account', newClosure(settledClient, account))).toMatch(/^DepositAccountClosing: /);
  });
});

describe('notice withdrawal dates', () => {
  it('counts calendar days over a month end and pays on the working day after a bank holiday weekend', async () => {
    const notice = await insertProduct(t.platform.db, { termType: 'Notice', noticeLength: 32, noticeUnit: 'Day' });
    const c = await d.newClient();
    const deposit = await d.submitOk('deposit', newDeposit(notice, c, { amount: 5000 }));
    await d.run();
    await settleBatchNow(t.platform, (await instructionOf(t.platform.db, partner.financialPartnerId, deposit)).instructionBatchId);
    const account = await onlyAccountIdOf(d, c);

    // Requested Tuesday 31 March: + 32 days = Saturday 2 May; Monday 4 May is the Early May bank holiday.
    await t.clock.advanceTo(new Date('2026-03-31T10:00:00Z'));
    const reference = await d.submitOk('withdraw', newWithdrawal(c, account, { amount: 100 }));
    await t.platform.processor.drain();
    expect((await d.status(reference)).status).toBe('Processed');
    const instruction = await instructionOf(t.platform.db, partner.financialPartnerId, reference);
    expect({ dateToBeActioned: instruction.dateToBeActioned, isNotice: instruction.isNotice }).toEqual({ dateToBeActioned: '2026-05-05', isNotice: true });
  });
});

describe('POST /instruction-request/revert', () => {
  it('answers 404 at once when the instruction to revert is unknown to this partner', async () => {
    const response = await d.submit('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: randomUUID() });
    expectErrorBody(response, 404, 'NotFound');
    const other = driver(t, await t.newPartner());
    const theirs = await other.submitOk('deposit', newDeposit(instant, await other.newClient()));
    expectErrorBody(await d.submit('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: theirs }), 404, 'NotFound');
  });

  it('takes the instruction out of its Open batch, and is rejected once the batch is Locked', async () => {
    const p = await t.newPartner();
    const me = driver(t, p);
    const c = await me.newClient();
    const keep = await me.submitOk('deposit', newDeposit(instant, c, { amount: 1500 }));
    const drop = await me.submitOk('deposit', newDeposit(instant, c, { amount: 2500 }));
    await me.run();
    const date = t.platform.clock.now().toISOString().slice(0, 10);
    const [before] = await me.batches(date);
    expect(before.instructionBatchTotalAmount).toBe(4000);

    const revert = await me.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: drop.toUpperCase() });
    await me.run();
    expect(await me.status(revert)).toMatchObject({ status: 'Processed', statusReason: null });
    const [after] = await me.batches(date);
    expect(after.instructionBatchTotalAmount).toBe(1500);
    const summary = await me.call({ method: 'GET', url: `/instruction-batches/${after.instructionBatchId}/references?pageNumber=1` });
    expect(summary.json().references).toEqual([keep]);

    const twice = await me.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: drop });
    const ofRevert = await me.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: revert });
    await me.run();
    expect((await me.status(twice)).statusReason).toMatch(/^InstructionNotRevertible: .*already been reverted/);
    expect((await me.status(ofRevert)).statusReason).toMatch(/^InstructionNotRevertible: /);

    await t.platform.db.transaction().execute((trx) => t.platform.batches.lockBatchesAtCutoff(trx, date));
    const late = await me.submitOk('revert', { InstructionReference: randomUUID(), InstructionToRevertReference: keep });
    await me.run();
    expect((await me.status(late)).statusReason).toMatch(/^InstructionNotRevertible: .*no longer Open/);
    expect((await me.batches(date))[0].instructionBatchTotalAmount).toBe(1500);
  });
});

describe('GET /instruction-request/status/{instructionReference}', () => {
  it("answers 404 for an unknown reference and for another partner's", async () => {
    expectErrorBody(await d.call({ method: 'GET', url: `/instruction-request/status/${randomUUID()}` }), 404, 'NotFound');
    const mine = await d.submitOk('deposit', newDeposit(instant, client));
    const other = driver(t, await t.newPartner());
    expectErrorBody(await other.call({ method: 'GET', url: `/instruction-request/status/${mine}` }), 404, 'NotFound');
  });
});

describe('a crash between claim and commit', () => {
  it('leaves the request untouched, and the next run processes it once', async () => {
    let failures = 0;
    const crashing = new InstructionProcessor(t.platform.database, t.platform.clock, t.platform.config, {
      log: () => undefined,
      beforeCommit: () => {
        failures++;
        // A crash as the database sees it: the connection goes away mid-transaction.
        throw Object.assign(new Error('simulated crash'), { code: '57P01' });
      },
    });
    const reference = await d.submitOk('deposit', newDeposit(instant, client, { amount: 4321 }));
    await expect(crashing.drain()).rejects.toThrow('simulated crash');
    expect(failures).toBe(1);
    expect((await d.status(reference)).status).toBe('Created');
    expect(await countRows('instructions', reference)).toBe(0);

    await t.platform.processor.drain();
    expect((await d.status(reference)).status).toBe('Processed');
    expect(await countRows('instructions', reference)).toBe(1);
  });
});
