/**
 * Money meets the bank (docs/design/bank-side.md; docs/bank-side.md): a deposit
 * batch's payment seen at the hub, the payment file that places it, the
 * statement that books it and the batch Completed; a withdrawal repaid by its
 * institution and paid to the client's nominated account; a payment the bank
 * rejects, voided and held until released; a partner's late payment; an
 * unexpected credit in suspense; and, with the sandbox bank off, nothing
 * completing until the operator uploads the bank's statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { readBankFile, writeCamt053 } from '../iso20022/iso20022.js';
import { findTransfer, listBookAccounts } from '../ledger/ledger.js';
import { paymentReferenceOf } from './payments.js';

interface FileJson {
  paymentFileId: string;
  messageVersion: string;
  executionDate: string;
  numberOfTransactions: number;
  controlSum: number;
  lines: {
    endToEndId: string;
    kind: string;
    amount: number;
    state: string;
    transferId: string;
    financialInstitutionId: string | null;
    clientReference: string | null;
    pays: { instructionBatchId: string }[];
  }[];
}

async function balanceOf(t: TestPlatform, accountCode: string): Promise<{ posted: bigint; pending: bigint }> {
  const account = (await listBookAccounts(t.platform.db)).find((a) => a.accountCode === accountCode);
  return { posted: account?.postedMinor ?? 0n, pending: account?.pendingMinor ?? 0n };
}

async function filesPaying(t: TestPlatform, batchId: string): Promise<FileJson[]> {
  const list = await t.operatorApi.get<{ paymentFiles: { paymentFileId: string }[] }>('/operator/payment-files?pageSize=200');
  expect(list.status).toBe(200);
  const files: FileJson[] = [];
  for (const { paymentFileId } of list.body.paymentFiles) {
    const file = (await t.operatorApi.get<FileJson>(`/operator/payment-files/${paymentFileId}`)).body;
    if (file.lines.some((l) => l.pays.some((p) => p.instructionBatchId === batchId))) files.push(file);
  }
  return files;
}

async function advanceClock(t: TestPlatform, instant: string): Promise<void> {
  await driver(t, await t.newPartner()).advanceTo(instant);
}

async function expectReconciled(t: TestPlatform): Promise<void> {
  const report = await reconciliationReport(t);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('with the sandbox bank', () => {
  let t: TestPlatform;
  let product: TestProduct;
  beforeAll(async () => {
    t = await startTestPlatform();
    product = await insertProduct(t.platform.db, { ratePercent: '4' });
  });
  afterAll(async () => t?.close());

  it("places a confirmed deposit batch: the partner's payment seen at the hub, one lump sum to the institution in a valid pain.001, booked, and the batch Completed", async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const [alice, bob] = [await d.newClient(), await d.newClient()];
    await d.submitOk('deposit', newDeposit(product, alice, { amount: 1000 }));
    await d.submitOk('deposit', newDeposit(product, bob, { amount: 2500.5 }));
    await d.run();
    const batch = await d.settle('2026-03-02', 'deposit');

    expect(await findTransfer(t.platform.db, `partner-payment:${batch.instructionBatchId}`)).toMatchObject({ state: 'posted', kind: 'partner-payment' });
    const [file] = await filesPaying(t, batch.instructionBatchId);
    expect(file).toMatchObject({ messageVersion: 'pain.001.001.09', executionDate: '2026-03-02', numberOfTransactions: 1, controlSum: 3500.5 });
    expect(file.lines).toEqual([expect.objectContaining({ kind: 'placement', amount: 3500.5, state: 'posted', financialInstitutionId: product.institutionId })]);
    expect(file.lines[0].endToEndId).toMatch(/^[A-Za-z0-9]{1,35}$/);

    // The XML as issued, valid against the official XSD (read back by the same reader the platform trusts).
    const xml = await t.operatorApi.get<string>(`/operator/payment-files/${file.paymentFileId}`, { accept: 'application/xml' });
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.body).toContain(`<EndToEndId>${file.lines[0].endToEndId}</EndToEndId>`);
    expect(xml.body).toContain('<CtrlSum>3500.50</CtrlSum>');

    expect(await balanceOf(t, 'GBP:hub')).toEqual({ posted: 0n, pending: 0n });
    expect(await balanceOf(t, `GBP:placed:${product.institutionId}`)).toEqual({ posted: -350_050n, pending: 0n });
    await expectReconciled(t);
  });

  it('pays a withdrawal to the client’s nominated account once the institution has repaid the hub', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1800 }));
    await d.run();
    await d.settle('2026-03-03', 'deposit');
    await d.submitOk('withdraw', newWithdrawal(client, await d.accountId(client), { amount: 300 }));
    await d.run();
    const batch = await d.settle('2026-03-04', 'withdrawal');

    const [file] = await filesPaying(t, batch.instructionBatchId);
    expect(file.lines).toEqual([expect.objectContaining({ kind: 'payout', amount: 300, state: 'posted', clientReference: client })]);
    expect(await findTransfer(t.platform.db, `repayment:${batch.instructionBatchId}:${product.institutionId}`)).toMatchObject({ state: 'posted' });
    expect(await balanceOf(t, `GBP:client-payout:${client}`)).toEqual({ posted: 0n, pending: 0n });
    expect(await balanceOf(t, `GBP:transit-in:${product.institutionId}`)).toEqual({ posted: 0n, pending: 0n });
    await expectReconciled(t);
  });

  it('a payout the bank rejects is voided, the money stays at the hub, the payment is held and the batch stays Closed until an operator releases it', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1500 }));
    await d.run();
    await d.settle('2026-03-05', 'deposit');
    await d.submitOk('withdraw', newWithdrawal(client, await d.accountId(client), { amount: 200 }));
    await d.run();
    const ordered = await t.as(partner, { method: 'POST', url: '/sandbox/bank/reject-next-payout', payload: { reasonCode: 'AC04' } });
    expect(ordered.statusCode).toBe(204);

    await d.advanceTo('2026-03-06T14:30:00Z');
    const locked = (await d.batches('2026-03-06')).find((b) => b.instructionType === 'withdrawal')!;
    await d.closeBatches([
      { InstructionBatchId: locked.instructionBatchId, TotalAmount: locked.instructionBatchTotalAmount, TotalNoticeAmount: locked.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-06T15:30:00Z');
    expect((await d.batches('2026-03-06')).find((b) => b.instructionType === 'withdrawal')?.instructionBatchStatus).toBe('Closed');

    const [file] = await filesPaying(t, locked.instructionBatchId);
    expect(file.lines).toEqual([expect.objectContaining({ kind: 'payout', amount: 200, state: 'voided' })]);
    // Repaid by the institution, not paid out: the hub holds it, the client is still owed it.
    expect(await balanceOf(t, `GBP:client-payout:${client}`)).toEqual({ posted: 20_000n, pending: 0n });
    const held = await t.operatorApi.get<{ heldPayments: { paymentItemId: string; clientReference: string; heldReason: string }[] }>('/operator/payment-files/held');
    const item = held.body.heldPayments.find((h) => h.clientReference === client);
    expect(item?.heldReason).toMatch(/rejected by the bank: AC04/);
    // The daily client-money run shows it as a break until it is released.
    const runWithHeld = await t.operatorApi.post<{ asAt: string }, { breaks: { kind: string; accountCode: string; actual: number }[] }>('/operator/client-money/reconciliations', {
      asAt: '2026-03-05',
    });
    expect(runWithHeld.body.breaks).toContainEqual(expect.objectContaining({ kind: 'payment-held', accountCode: `GBP:client-payout:${client}`, actual: 200 }));

    const released = await t.operatorApi.post(`/operator/payment-files/held/${item!.paymentItemId}/release`, undefined);
    expect(released.status).toBe(200);
    expect((await t.operatorApi.post(`/operator/payment-files/held/${item!.paymentItemId}/release`, undefined)).status).toBe(409);
    await d.advanceTo('2026-03-09T16:00:00Z');
    expect((await d.batches('2026-03-06')).find((b) => b.instructionType === 'withdrawal')?.instructionBatchStatus).toBe('Completed');
    expect(await balanceOf(t, `GBP:client-payout:${client}`)).toEqual({ posted: 0n, pending: 0n });
    const runReleased = await t.operatorApi.post<{ asAt: string }, { breaks: { kind: string }[] }>('/operator/client-money/reconciliations', { asAt: '2026-03-06' });
    expect(runReleased.body.breaks.filter((b) => b.kind === 'payment-held')).toEqual([]);
    await expectReconciled(t);
  });

  it("a partner's late payment: the batch settles on its date (interest from then) but is placed and Completed only when the money arrives", async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1700 }));
    await d.run();
    expect((await t.as(partner, { method: 'POST', url: '/sandbox/bank/delay-payments', payload: { days: 2 } })).statusCode).toBe(204);
    await d.advanceTo('2026-03-10T14:30:00Z');
    const locked = (await d.batches('2026-03-10')).find((b) => b.instructionType === 'deposit')!;
    await d.closeBatches([
      { InstructionBatchId: locked.instructionBatchId, TotalAmount: locked.instructionBatchTotalAmount, TotalNoticeAmount: locked.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-10T16:00:00Z');
    expect((await d.batches('2026-03-10')).find((b) => b.instructionType === 'deposit')?.instructionBatchStatus).toBe('Closed');
    expect((await d.accounts(client))[0]).toMatchObject({ amount: 1700 });
    expect(await filesPaying(t, locked.instructionBatchId)).toEqual([]);
    expect(await balanceOf(t, `GBP:partner:${partner.financialPartnerId}`)).toEqual({ posted: -170_000n, pending: 170_000n });

    await d.advanceTo('2026-03-12T16:00:00Z');
    expect((await d.batches('2026-03-10')).find((b) => b.instructionType === 'deposit')?.instructionBatchStatus).toBe('Completed');
    expect(await balanceOf(t, `GBP:partner:${partner.financialPartnerId}`)).toEqual({ posted: 0n, pending: 0n });
  });

  it('an unexpected credit matches nothing and waits in suspense', async () => {
    const partner = await t.newPartner();
    const sent = await t.as(partner, { method: 'POST', url: '/sandbox/bank/unexpected-credit', payload: { currencyCode: 'GBP', amount: 42.5, remittance: 'WHO KNOWS' } });
    expect(sent.statusCode).toBe(204);
    const unmatched = await t.operatorApi.get<{ entries: { remittance: string; amount: number; status: string }[] }>('/operator/bank-statements/unmatched');
    expect(unmatched.body.entries).toEqual(expect.arrayContaining([expect.objectContaining({ remittance: 'WHO KNOWS', amount: 42.5, status: 'unmatched' })]));
  });
});

describe("the institutions' receiving accounts", () => {
  let t: TestPlatform;
  let product: TestProduct;
  beforeAll(async () => {
    t = await startTestPlatform();
    product = await insertProduct(t.platform.db, { ratePercent: '4', marginPercent: '0.5' });
  });
  afterAll(async () => t?.close());

  interface Statement {
    bankStatementId: string;
    sequenceNumber: number;
    accountIdentifier: string | null;
    closingBalance: number | null;
    closingDate: string | null;
  }
  interface Entry {
    entryId: string;
    creditDebit: string;
    amount: number;
    status: string;
    remittance: string | null;
  }
  const upload = (xml: string) => t.operator({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': 'application/xml' } });
  async function institutionStatements(): Promise<(Statement & { entries: Entry[] })[]> {
    const accounts = await t.operatorApi.get<{ accounts: { currencyCode: string; sortCode: string | null; accountNumber: string | null }[] }>(
      `/operator/institutions/${product.institutionId}/bank-settings`,
    );
    const gbp = accounts.body.accounts.find((a) => a.currencyCode === 'GBP')!;
    const identifier = `${gbp.sortCode!.replace(/-/g, '')}${gbp.accountNumber}`;
    const list = await t.operatorApi.get<{ statements: Statement[] }>('/operator/bank-statements?pageSize=200');
    const ours = list.body.statements.filter((s) => s.accountIdentifier === identifier).sort((a, b) => a.sequenceNumber - b.sequenceNumber);
    return Promise.all(ours.map(async (s) => ({ ...s, entries: (await t.operatorApi.get<{ entries: Entry[] }>(`/operator/bank-statements/${s.bankStatementId}`)).body.entries })));
  }

  it('shows each placement and repayment on the institution’s statements, matched; the institution pays gross interest on the posting day, booked against its receivable; the money placed agrees with its statement', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 10_000 }));
    await d.run();
    await d.settle('2026-03-02', 'deposit');
    await d.submitOk('withdraw', newWithdrawal(client, await d.accountId(client), { amount: 1_000 }));
    await d.run();
    await d.settle('2026-03-03', 'withdrawal');

    const [placement, repayment] = await institutionStatements();
    expect(placement.entries).toEqual([expect.objectContaining({ creditDebit: 'CRDT', amount: 10_000, status: 'matched' })]);
    expect(repayment.entries).toEqual([expect.objectContaining({ creditDebit: 'DBIT', amount: 1_000, status: 'matched' })]);
    expect(repayment.closingBalance).toBe(9_000);
    expect(await balanceOf(t, `GBP:placed:${product.institutionId}`)).toEqual({ posted: -900_000n, pending: 0n });

    // The account opened on 2026-03-02 posts monthly: on 2026-04-02 its client is paid the net rate, and the institution pays the gross.
    await d.advanceTo('2026-04-02T16:00:00Z');
    const statements = await institutionStatements();
    const interest = statements.at(-1)!;
    expect(interest.entries).toEqual([expect.objectContaining({ creditDebit: 'CRDT', status: 'matched', remittance: 'INTEREST 20260402' })]);
    const paid = await findTransfer(t.platform.db, `interest-received:${interest.entries[0].entryId}`);
    expect(paid).toMatchObject({ kind: 'interest-received', state: 'posted', businessDate: '2026-04-02' });
    expect(paid!.legs).toEqual([
      { accountCode: `GBP:interest-receivable:${product.institutionId}`, amountMinor: BigInt(Math.round(interest.entries[0].amount * 100)) },
      { accountCode: `GBP:placed:${product.institutionId}`, amountMinor: -BigInt(Math.round(interest.entries[0].amount * 100)) },
    ]);
    // Gross = net + margin: what the client was paid, and the margin booked to that day, were all receivable, and all is paid.
    const [account] = await d.accounts(client);
    const netPosted = Math.round((account.amount - 9_000) * 100);
    expect(netPosted).toBeGreaterThan(0);
    const grossMinor = Math.round(interest.entries[0].amount * 100);
    expect(grossMinor).toBeGreaterThan(netPosted);
    const received = await balanceOf(t, `GBP:placed:${product.institutionId}`);
    expect(received.posted).toBe(-900_000n - BigInt(grossMinor));
    expect(interest.closingBalance).toBe(9_000 + grossMinor / 100);
    // Its receiving account shows the last statement read, where the next must start.
    const settings = await t.operatorApi.get<{ accounts: { currencyCode: string; lastStatementRead: { sequenceNumber: number; closingBalance: number } | null }[] }>(
      `/operator/institutions/${product.institutionId}/bank-settings`,
    );
    expect(settings.body.accounts.find((a) => a.currencyCode === 'GBP')?.lastStatementRead).toMatchObject({
      sequenceNumber: interest.sequenceNumber,
      closingBalance: interest.closingBalance,
    });

    await d.advanceTo('2026-04-03T09:00:00Z');
    const run = await t.operatorApi.post<{ asAt: string }, { ok: boolean; breaks: unknown[] }>('/operator/client-money/reconciliations', { asAt: '2026-04-02' });
    expect(run.status).toBe(201);
    expect(run.body.breaks).toEqual([]);
    await expectReconciled(t);
  });

  it('an entry on an institution’s account that matches nothing waits in suspense against the money placed; returned to sender, the placed money is as before and the statement’s difference is a break', async () => {
    const last = (await institutionStatements()).at(-1)!;
    const fee = 12_34n;
    const closing = BigInt(Math.round(last.closingBalance! * 100));
    const xml = await writeCamt053(
      newCamt053({
        messageId: 'INST-FEE-1',
        createdAt: new Date('2026-04-03T22:00:00Z'),
        statements: [
          newStatement({
            id: 'INST-FEE-STMT',
            electronicSequenceNumber: BigInt(last.sequenceNumber + 1),
            createdAt: new Date('2026-04-03T22:00:00Z'),
            account: { account: { form: 'sort-code-and-number', sortCode: last.accountIdentifier!.slice(0, 6), accountNumber: last.accountIdentifier!.slice(6) }, currency: 'GBP' },
            openingBalance: { amountMinor: closing, date: last.closingDate! },
            closingDate: '2026-04-03',
            entries: [newEntry({ amountMinor: fee, creditDebit: 'DBIT', bookingDate: '2026-04-03', valueDate: '2026-04-03', accountServicerReference: 'FEE-1', transactions: [] })],
          }),
        ],
      }),
    );
    const before = await balanceOf(t, `GBP:placed:${product.institutionId}`);
    const uploaded = await upload(xml);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const entry = uploaded.json<{ statements: { entries: Entry[] }[] }>().statements[0].entries[0];
    expect(entry).toMatchObject({ status: 'unmatched', amount: 12.34 });
    expect((await findTransfer(t.platform.db, `statement-entry:${entry.entryId}`))!.legs).toEqual([
      { accountCode: `GBP:placed:${product.institutionId}`, amountMinor: fee },
      { accountCode: 'GBP:suspense', amountMinor: -fee },
    ]);
    expect(await balanceOf(t, `GBP:placed:${product.institutionId}`)).toEqual({ posted: before.posted + fee, pending: 0n });

    const resolved = await t.operatorApi.post<{ action: string; reason: string }, unknown>(`/operator/bank-statements/entries/${entry.entryId}/resolve`, {
      action: 'returned-to-sender',
      reason: 'An account fee the institution may not charge: asked for a refund',
    });
    expect(resolved.status).toBe(200);
    expect((await findTransfer(t.platform.db, `statement-entry:${entry.entryId}:resolution`))!.legs).toEqual([
      { accountCode: `GBP:placed:${product.institutionId}`, amountMinor: -fee },
      { accountCode: 'GBP:suspense', amountMinor: fee },
    ]);
    expect(await balanceOf(t, `GBP:placed:${product.institutionId}`)).toEqual(before);
    await advanceClock(t, '2026-04-06T09:00:00Z');
    const run = await t.operatorApi.post<{ asAt: string }, { breaks: { kind: string; accountCode: string; difference: number }[] }>('/operator/client-money/reconciliations', {
      asAt: '2026-04-03',
    });
    expect(run.body.breaks).toEqual([expect.objectContaining({ kind: 'balance-mismatch', accountCode: `GBP:placed:${product.institutionId}`, difference: -12.34 })]);
  });
});

describe('with SANDBOX_BANK=off (as in production)', () => {
  let t: TestPlatform;
  let product: TestProduct;
  beforeAll(async () => {
    t = await startTestPlatform({ env: { SANDBOX_BANK: 'off' } });
    product = await insertProduct(t.platform.db, { ratePercent: '4' });
  });
  afterAll(async () => t?.close());

  it('nothing completes without a statement: the partner’s credit, then the placement’s debit, each uploaded by the operator', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1500 }));
    await d.run();
    await d.advanceTo('2026-03-02T14:30:00Z');
    const batch = (await d.batches('2026-03-02')).find((b) => b.instructionType === 'deposit')!;
    await d.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-02T17:00:00Z');
    const status = async () => (await d.batches('2026-03-02')).find((b) => b.instructionType === 'deposit')?.instructionBatchStatus;
    expect(await status()).toBe('Closed');
    expect(await filesPaying(t, batch.instructionBatchId)).toEqual([]);

    // The bank's statement of the day: the partner's payment, quoting the batch's reference.
    const hub = { form: 'sort-code-and-number' as const, sortCode: '404784', accountNumber: '70000000' };
    const credit = await writeCamt053(
      newCamt053({
        messageId: 'STMT-OFF-1',
        statements: [
          newStatement({
            id: 'STMT-OFF-1',
            electronicSequenceNumber: 1n,
            account: { account: hub, currency: 'GBP' },
            openingBalance: { amountMinor: 0n, date: '2026-03-01' },
            closingDate: '2026-03-02',
            entries: [
              newEntry({
                amountMinor: 150_000n,
                creditDebit: 'CRDT',
                bookingDate: '2026-03-02',
                valueDate: '2026-03-02',
                transactions: [{ remittance: paymentReferenceOf(batch.instructionBatchId) }],
              }),
            ],
          }),
        ],
      }),
    );
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: credit });
    expect(uploaded.statusCode).toBe(201);
    expect(await findTransfer(t.platform.db, `partner-payment:${batch.instructionBatchId}`)).toMatchObject({ state: 'posted' });
    expect(await status()).toBe('Closed');

    // The next day's run places it; the batch waits for the statement that shows the payment booked.
    await d.advanceTo('2026-03-03T16:00:00Z');
    const [file] = await filesPaying(t, batch.instructionBatchId);
    expect(file.lines).toEqual([expect.objectContaining({ kind: 'placement', amount: 1500, state: 'pending' })]);
    expect(await status()).toBe('Closed');
    const issued = await t.operatorApi.get<string>(`/operator/payment-files/${file.paymentFileId}`, { accept: 'application/xml' });
    const pain001 = await readBankFile(issued.body).catch((error: Error) => error);
    // The platform reads only what banks send; its own pain.001 is not one of them.
    expect(pain001).toBeInstanceOf(Error);

    const debit = await writeCamt053(
      newCamt053({
        messageId: 'STMT-OFF-2',
        statements: [
          newStatement({
            id: 'STMT-OFF-2',
            electronicSequenceNumber: 2n,
            account: { account: hub, currency: 'GBP' },
            openingBalance: { amountMinor: 150_000n, date: '2026-03-02' },
            closingDate: '2026-03-03',
            entries: [
              newEntry({
                amountMinor: 150_000n,
                creditDebit: 'DBIT',
                bookingDate: '2026-03-03',
                valueDate: '2026-03-03',
                transactions: [{ endToEndId: file.lines[0].endToEndId }],
              }),
            ],
          }),
        ],
      }),
    );
    expect((await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: debit })).statusCode).toBe(201);
    expect(await status()).toBe('Completed');
    expect(await balanceOf(t, `GBP:placed:${product.institutionId}`)).toEqual({ posted: -150_000n, pending: 0n });
    await expectReconciled(t);
  });

  it('a short credit for a batch matches nothing: the money waits in suspense, the batch waits for the whole payment, nothing is placed or lost', async () => {
    const partner = await t.newPartner();
    const d = driver(t, partner);
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1200 }));
    await d.run();
    await d.advanceTo('2026-03-04T14:30:00Z');
    const batch = (await d.batches('2026-03-04')).find((b) => b.instructionType === 'deposit')!;
    await d.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-04T17:00:00Z');
    const status = async () => (await d.batches('2026-03-04')).find((b) => b.instructionType === 'deposit')?.instructionBatchStatus;
    const hubBefore = await balanceOf(t, 'GBP:hub');

    // 1,199.00 of 1,200.00, quoting the batch's reference (and as its end-to-end id).
    const reference = paymentReferenceOf(batch.instructionBatchId);
    const short = await writeCamt053(
      newCamt053({
        messageId: 'STMT-OFF-3',
        statements: [
          newStatement({
            id: 'STMT-OFF-3',
            electronicSequenceNumber: 3n,
            account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '70000000' }, currency: 'GBP' },
            openingBalance: { amountMinor: 0n, date: '2026-03-03' },
            closingDate: '2026-03-04',
            entries: [
              newEntry({
                amountMinor: 119_900n,
                creditDebit: 'CRDT',
                bookingDate: '2026-03-04',
                valueDate: '2026-03-04',
                transactions: [{ endToEndId: reference, remittance: reference }],
              }),
            ],
          }),
        ],
      }),
    );
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: short });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [entry] = uploaded.json<{ statements: { entries: { entryId: string; status: string }[] }[] }>().statements[0].entries;
    expect(entry.status).toBe('unmatched');
    expect(await findTransfer(t.platform.db, `partner-payment:${batch.instructionBatchId}`)).toMatchObject({ state: 'pending' });
    expect((await findTransfer(t.platform.db, `statement-entry:${entry.entryId}`))?.legs).toEqual([
      { accountCode: 'GBP:hub', amountMinor: -119_900n },
      { accountCode: 'GBP:suspense', amountMinor: 119_900n },
    ]);
    // The hub holds the 1,199.00; the batch waits; nothing was placed.
    expect((await balanceOf(t, 'GBP:hub')).posted).toBe(hubBefore.posted - 119_900n);
    await d.advanceTo('2026-03-05T17:00:00Z');
    expect(await status()).toBe('Closed');
    expect(await filesPaying(t, batch.instructionBatchId)).toEqual([]);
    await expectReconciled(t);
  });

  it("a second credit quoting a reference already matched goes to suspense, never to another partner's unpaid batch of the same amount", async () => {
    // Partner Y's deposit batch of 1,414.14 is Closed on Friday and Y never pays it.
    const y = driver(t, await t.newPartner());
    await y.submitOk('deposit', newDeposit(product, await y.newClient(), { amount: 1414.14 }));
    await y.run();
    await y.advanceTo('2026-03-06T14:30:00Z');
    const yBatch = (await y.batches('2026-03-06')).find((b) => b.instructionType === 'deposit')!;
    await y.closeBatches([
      { InstructionBatchId: yBatch.instructionBatchId, TotalAmount: yBatch.instructionBatchTotalAmount, TotalNoticeAmount: yBatch.instructionBatchTotalNoticeAmount },
    ]);
    // Partner P's batch of Monday, the next business day, has the same total.
    const p = driver(t, await t.newPartner());
    await p.submitOk('deposit', newDeposit(product, await p.newClient(), { amount: 1414.14 }));
    await p.run();
    await p.advanceTo('2026-03-09T14:30:00Z');
    const pBatch = (await p.batches('2026-03-09')).find((b) => b.instructionType === 'deposit')!;
    expect([yBatch.instructionBatchTotalAmount, pBatch.instructionBatchTotalAmount]).toEqual([1414.14, 1414.14]);
    await p.closeBatches([
      { InstructionBatchId: pBatch.instructionBatchId, TotalAmount: pBatch.instructionBatchTotalAmount, TotalNoticeAmount: pBatch.instructionBatchTotalNoticeAmount },
    ]);
    await p.advanceTo('2026-03-09T17:00:00Z');

    // Monday's statement: two credits of 1,414.14, both quoting P's reference (a payment sent twice, or a payer's mistake).
    const reference = paymentReferenceOf(pBatch.instructionBatchId);
    const credit = (endToEndId: string) =>
      newEntry({ amountMinor: 141_414n, creditDebit: 'CRDT', bookingDate: '2026-03-09', valueDate: '2026-03-09', transactions: [{ endToEndId, remittance: reference }] });
    const statement = await writeCamt053(
      newCamt053({
        messageId: 'STMT-OFF-4',
        statements: [
          newStatement({
            id: 'STMT-OFF-4',
            electronicSequenceNumber: 4n,
            account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '70000000' }, currency: 'GBP' },
            openingBalance: { amountMinor: 119_900n, date: '2026-03-06' },
            closingDate: '2026-03-09',
            entries: [credit(reference), credit('NOTPROVIDED')],
          }),
        ],
      }),
    );
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: statement });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const entries = uploaded.json<{ statements: { entries: { entryId: string; status: string }[] }[] }>().statements[0].entries;
    expect(entries.map((e) => e.status)).toEqual(['matched', 'unmatched']);

    // P's payment is booked once; Y's is still owed, nothing of Y's is placed; the second credit waits in suspense.
    expect(await findTransfer(t.platform.db, `partner-payment:${pBatch.instructionBatchId}`)).toMatchObject({ state: 'posted' });
    expect(await findTransfer(t.platform.db, `partner-payment:${yBatch.instructionBatchId}`)).toMatchObject({ state: 'pending' });
    expect((await findTransfer(t.platform.db, `statement-entry:${entries[1].entryId}`))?.legs).toEqual([
      { accountCode: 'GBP:hub', amountMinor: -141_414n },
      { accountCode: 'GBP:suspense', amountMinor: 141_414n },
    ]);
    await p.advanceTo('2026-03-10T17:00:00Z');
    expect(await filesPaying(t, yBatch.instructionBatchId)).toEqual([]);
    expect((await y.batches('2026-03-06')).find((b) => b.instructionType === 'deposit')?.instructionBatchStatus).toBe('Closed');
    await expectReconciled(t);
  });

  it('matches partners’ payments by the reference a bank split over two Ustrd lines and by the reference in Strd (CdtrRefInf/Ref), on a statement without ElctrncSeqNb', async () => {
    // Two partners' deposit batches of the same total on one day: amount and date cannot tell them apart, only the reference can.
    const a = driver(t, await t.newPartner());
    await a.submitOk('deposit', newDeposit(product, await a.newClient(), { amount: 1313.13 }));
    await a.run();
    const b = driver(t, await t.newPartner());
    await b.submitOk('deposit', newDeposit(product, await b.newClient(), { amount: 1313.13 }));
    await b.run();
    await a.advanceTo('2026-03-11T14:30:00Z');
    const batches = [(await a.batches('2026-03-11')).find((x) => x.instructionType === 'deposit')!, (await b.batches('2026-03-11')).find((x) => x.instructionType === 'deposit')!];
    for (const [d, batch] of [
      [a, batches[0]],
      [b, batches[1]],
    ] as const) {
      await d.closeBatches([
        { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
      ]);
    }
    await a.advanceTo('2026-03-11T17:00:00Z');
    const [aReference, bReference] = batches.map((batch) => paymentReferenceOf(batch.instructionBatchId));
    const credit = (transaction: { remittance?: string[]; structuredRemittance?: { creditorReference: string } }) =>
      newEntry({ amountMinor: 131_313n, creditDebit: 'CRDT', bookingDate: '2026-03-11', valueDate: '2026-03-11', transactions: [transaction] });
    const statement = await writeCamt053(
      newCamt053({
        messageId: 'STMT-OFF-5',
        statements: [
          newStatement({
            id: 'STMT-OFF-5',
            // No ElctrncSeqNb: it continues the last statement (STMT-OFF-4, closing 4,027.28 on 2026-03-09) by its balance.
            electronicSequenceNumber: undefined,
            account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '70000000' }, currency: 'GBP' },
            openingBalance: { amountMinor: 402_728n, date: '2026-03-09' },
            closingDate: '2026-03-11',
            entries: [credit({ remittance: [`DEPOSITS ${aReference.slice(0, 9)}`, aReference.slice(9)] }), credit({ structuredRemittance: { creditorReference: bReference } })],
          }),
        ],
      }),
    );
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: statement });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const entries = uploaded.json<{ statements: { entries: { entryId: string; status: string }[] }[] }>().statements[0].entries;
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    for (const batch of batches) expect(await findTransfer(t.platform.db, `partner-payment:${batch.instructionBatchId}`)).toMatchObject({ state: 'posted' });
    await expectReconciled(t);
  });
});

describe("an institution's statement read as a bank writes it (SANDBOX_BANK=off)", () => {
  let t: TestPlatform;
  let product: TestProduct;
  beforeAll(async () => {
    t = await startTestPlatform({ env: { SANDBOX_BANK: 'off' } });
    product = await insertProduct(t.platform.db, { ratePercent: '4' });
  });
  afterAll(async () => t?.close());

  const hub = { form: 'sort-code-and-number' as const, sortCode: '404784', accountNumber: '70000000' };
  const upload = async (xml: string) => {
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: xml });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json<{ statements: { entries: { creditDebit: string; status: string }[] }[] }>().statements[0].entries;
  };
  const statement = (
    id: string,
    sequence: bigint,
    account: typeof hub,
    opening: { amountMinor: bigint; date: string },
    closingDate: string,
    entries: ReturnType<typeof newEntry>[],
  ) =>
    writeCamt053(
      newCamt053({
        messageId: id,
        statements: [newStatement({ id, electronicSequenceNumber: sequence, account: { account, currency: 'GBP' }, openingBalance: opening, closingDate, entries })],
      }),
    );

  it("matches a repayment whose reference the institution's bank split over two Ustrd lines", async () => {
    const d = driver(t, await t.newPartner());
    const client = await d.newClient();
    await d.submitOk('deposit', newDeposit(product, client, { amount: 1000 }));
    await d.run();
    await d.advanceTo('2026-03-02T14:30:00Z');
    const deposits = (await d.batches('2026-03-02')).find((b) => b.instructionType === 'deposit')!;
    await d.closeBatches([
      { InstructionBatchId: deposits.instructionBatchId, TotalAmount: deposits.instructionBatchTotalAmount, TotalNoticeAmount: deposits.instructionBatchTotalNoticeAmount },
    ]);
    await d.advanceTo('2026-03-02T17:00:00Z');
    const paid = [{ remittance: paymentReferenceOf(deposits.instructionBatchId) }];
    await upload(
      await statement('HUB-1', 1n, hub, { amountMinor: 0n, date: '2026-03-01' }, '2026-03-02', [
        newEntry({ amountMinor: 100_000n, creditDebit: 'CRDT', bookingDate: '2026-03-02', valueDate: '2026-03-02', transactions: paid }),
      ]),
    );
    await d.advanceTo('2026-03-03T16:00:00Z');
    const [file] = await filesPaying(t, deposits.instructionBatchId);
    const placement = file.lines[0].endToEndId;
    await upload(
      await statement('HUB-2', 2n, hub, { amountMinor: 100_000n, date: '2026-03-02' }, '2026-03-03', [
        newEntry({ amountMinor: 100_000n, creditDebit: 'DBIT', bookingDate: '2026-03-03', valueDate: '2026-03-03', transactions: [{ endToEndId: placement }] }),
      ]),
    );

    // A withdrawal settled: the platform expects the institution's repayment, quoting the batch's reference.
    await d.submitOk('withdraw', newWithdrawal(client, await d.accountId(client), { amount: 400 }));
    await d.run();
    await d.advanceTo('2026-03-04T14:30:00Z');
    const withdrawals = (await d.batches('2026-03-04')).find((b) => b.instructionType === 'withdrawal')!;
    await d.closeBatches([
      {
        InstructionBatchId: withdrawals.instructionBatchId,
        TotalAmount: withdrawals.instructionBatchTotalAmount,
        TotalNoticeAmount: withdrawals.instructionBatchTotalNoticeAmount,
      },
    ]);
    await d.advanceTo('2026-03-04T17:00:00Z');
    const repayment = paymentReferenceOf(withdrawals.instructionBatchId);

    // The institution's bank writes the placement in and the repayment out, the reference cut over two lines of 10 characters.
    const settings = await t.operatorApi.get<{ accounts: { currencyCode: string; sortCode: string | null; accountNumber: string | null }[] }>(
      `/operator/institutions/${product.institutionId}/bank-settings`,
    );
    const gbp = settings.body.accounts.find((a) => a.currencyCode === 'GBP')!;
    const institution = { form: 'sort-code-and-number' as const, sortCode: gbp.sortCode!.replace(/-/g, ''), accountNumber: gbp.accountNumber! };
    const entries = await upload(
      await statement('INST-1', 1n, institution, { amountMinor: 0n, date: '2026-03-02' }, '2026-03-04', [
        newEntry({ amountMinor: 100_000n, creditDebit: 'CRDT', bookingDate: '2026-03-03', valueDate: '2026-03-03', transactions: [{ endToEndId: placement }] }),
        newEntry({
          amountMinor: 40_000n,
          creditDebit: 'DBIT',
          bookingDate: '2026-03-04',
          valueDate: '2026-03-04',
          transactions: [{ remittance: [repayment.slice(0, 10), repayment.slice(10)] }],
        }),
      ]),
    );
    expect(entries).toEqual([expect.objectContaining({ creditDebit: 'CRDT', status: 'matched' }), expect.objectContaining({ creditDebit: 'DBIT', status: 'matched' })]);
  });
});
