/**
 * pain.002 status reports answering the platform's own payment files
 * (docs/bank-side.md "Status reports"; issue 47): a report acts on what it
 * names, the whole file (`GrpSts`), a payment batch (`PmtInfSts`) or a
 * payment (`TxSts`). `RJCT` at any level voids the payments under it and
 * holds what they paid with the bank's reason; `PART` rejects only the
 * payments it lists `RJCT`; `ACSC` and the like are recorded and change
 * nothing. A report about a file the platform never sent, about another
 * message than a pain.001, or naming a batch or payment the file does not
 * hold is refused with nothing written. The same report twice changes
 * nothing the second time.
 *
 * With SANDBOX_BANK=off, so that no simulated bank answers the files first:
 * each test has a file of three placements issued for real (a deposit batch
 * into three institutions, its partner's payment uploaded on a statement).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../test/api.js';
import type { ApiBankStatementList, ApiBankStatementUpload } from '../../test/api.js';
import { newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { type Pain002Input, writeCamt053, writePain002 } from '../iso20022/iso20022.js';
import { findTransfer } from '../ledger/ledger.js';
import { paymentReferenceOf } from '../payments/payments.js';

interface FileJson {
  paymentFileId: string;
  messageId: string;
  messageVersion: string;
  lines: { endToEndId: string; paymentInformationId: string; state: string; transferId: string; pays: { instructionBatchId: string }[] }[];
}
interface Held {
  paymentItemId: string;
  heldReason: string;
}

const HUB = { form: 'sort-code-and-number' as const, sortCode: '404784', accountNumber: '70000000' };

let t: TestPlatform;
let products: TestProduct[];
beforeAll(async () => {
  t = await startTestPlatform({ env: { SANDBOX_BANK: 'off' } });
  products = [];
  for (let i = 0; i < 3; i++) products.push(await insertProduct(t.platform.db, { ratePercent: '4' }));
});
afterAll(async () => t?.close());

const upload = (xml: string) => t.operator({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': 'application/xml' } });

/** The hub's statements so far: each continues the last. */
const hubStatements = { sequence: 0n, balance: 0n, date: '2026-03-01' };

/**
 * A file of three placements, issued by the platform's payment run on `next`: a partner's deposit batch of
 * `day` into three institutions, closed, its payment uploaded on the hub's statement of `day`.
 */
async function issuedFile(day: string, next: string): Promise<FileJson> {
  const d = driver(t, await t.newPartner());
  for (const [i, product] of products.entries()) await d.submitOk('deposit', newDeposit(product, await d.newClient(), { amount: 1000 * (i + 1) }));
  await d.run();
  await d.advanceTo(`${day}T14:30:00Z`);
  const batch = (await d.batches(day)).find((b) => b.instructionType === 'deposit')!;
  const closed = await d.closeBatches([
    { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
  ]);
  expect(closed.statusCode, closed.body).toBe(204);
  await d.advanceTo(`${day}T17:00:00Z`);

  hubStatements.sequence += 1n;
  const id = `STS-HUB-${hubStatements.sequence}`;
  const credit = await writeCamt053(
    newCamt053({
      messageId: id,
      statements: [
        newStatement({
          id,
          electronicSequenceNumber: hubStatements.sequence,
          account: { account: HUB, currency: 'GBP' },
          openingBalance: { amountMinor: hubStatements.balance, date: hubStatements.date },
          closingDate: day,
          entries: [
            newEntry({
              amountMinor: 600_000n,
              creditDebit: 'CRDT',
              bookingDate: day,
              valueDate: day,
              transactions: [{ remittance: paymentReferenceOf(batch.instructionBatchId) }],
            }),
          ],
        }),
      ],
    }),
  );
  const uploaded = await upload(credit);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  hubStatements.balance += 600_000n;
  hubStatements.date = day;

  await d.advanceTo(`${next}T16:00:00Z`);
  const list = expectBody(await t.operatorApi.get<{ paymentFiles: { paymentFileId: string }[] }>('/operator/payment-files?pageSize=200'), 200);
  for (const { paymentFileId } of list.paymentFiles) {
    const file = await fileOf(paymentFileId);
    if (file.lines.some((l) => l.pays.some((p) => p.instructionBatchId === batch.instructionBatchId))) {
      expect(file.lines.map((l) => l.state)).toEqual(['pending', 'pending', 'pending']);
      return file;
    }
  }
  throw new Error(`no payment file pays batch ${batch.instructionBatchId}`);
}

async function fileOf(paymentFileId: string): Promise<FileJson> {
  return expectBody(await t.operatorApi.get<FileJson>(`/operator/payment-files/${paymentFileId}`), 200);
}

/** The payments held for this file's lines, each with its reason, in line order (undefined: not held). */
async function heldReasons(file: FileJson): Promise<(string | undefined)[]> {
  const held = expectBody(await t.operatorApi.get<{ heldPayments: Held[] }>('/operator/payment-files/held'), 200).heldPayments;
  return file.lines.map((l) => held.find((h) => h.heldReason.includes(l.endToEndId))?.heldReason);
}

async function transferStates(file: FileJson): Promise<string[]> {
  return Promise.all(file.lines.map(async (l) => (await findTransfer(t.platform.db, l.transferId))!.state));
}

async function storedCount(): Promise<number> {
  return expectBody(await t.operatorApi.get<ApiBankStatementList>('/operator/bank-statements?pageSize=200'), 200).statements.length;
}

function report(file: FileJson, overrides: Partial<Pain002Input> & { messageId: string }): Pain002Input {
  return { createdAt: new Date('2026-03-02T18:00:00Z'), originalMessageId: file.messageId, originalMessageNameId: file.messageVersion, payments: [], ...overrides };
}

async function expectReconciled(): Promise<void> {
  const r = await reconciliationReport(t);
  expect(r.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('a status report acts on what it names', () => {
  it('a whole file rejected (GrpSts RJCT): every payment voided and held with the reason given for the file; the same report again changes nothing', async () => {
    const file = await issuedFile('2026-03-02', '2026-03-03');
    const xml = await writePain002(report(file, { messageId: 'STS-GRP-RJCT', groupStatus: 'RJCT', groupReason: { code: 'AM04', additionalInformation: 'Insufficient funds' } }));
    const uploaded = await upload(xml);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = (uploaded.json() as ApiBankStatementUpload).statements[0];
    expect(stored.header).toMatchObject({ messageKind: 'paymentStatusReport', originalMessageId: file.messageId, groupStatus: 'RJCT' });

    expect((await fileOf(file.paymentFileId)).lines.map((l) => l.state)).toEqual(['voided', 'voided', 'voided']);
    expect(await transferStates(file)).toEqual(['voided', 'voided', 'voided']);
    const reasons = await heldReasons(file);
    for (const [i, reason] of reasons.entries())
      expect(reason).toBe(`Payment ${file.lines[i].endToEndId} was rejected by the bank: AM04 Insufficient funds (its whole payment file ${file.messageId} was rejected)`);
    expect(stored.entries.map((e) => [e.paymentInformationId, e.endToEndId, e.entryStatus, e.statusReason])).toEqual([[null, null, 'RJCT', 'AM04 Insufficient funds']]);

    const count = await storedCount();
    const again = await upload(xml);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedCount()).toBe(count);
    expect(await heldReasons(file)).toEqual(reasons);
    await expectReconciled();
  });

  it('a payment batch rejected (PmtInfSts RJCT): the payments of that batch voided and held with the reason given for the batch', async () => {
    const file = await issuedFile('2026-03-04', '2026-03-05');
    const batchId = file.lines[0].paymentInformationId;
    const uploaded = await upload(
      await writePain002(
        report(file, {
          messageId: 'STS-PMTINF-RJCT',
          payments: [{ originalPaymentInformationId: batchId, status: 'RJCT', reason: { code: 'AG01', additionalInformation: 'Transaction forbidden' }, transactions: [] }],
        }),
      ),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = (uploaded.json() as ApiBankStatementUpload).statements[0];
    expect(await transferStates(file)).toEqual(['voided', 'voided', 'voided']);
    expect(await heldReasons(file)).toEqual(
      file.lines.map((l) => `Payment ${l.endToEndId} was rejected by the bank: AG01 Transaction forbidden (its whole payment batch ${batchId} was rejected)`),
    );
    expect(stored.entries.map((e) => [e.paymentInformationId, e.endToEndId, e.entryStatus, e.statusReason])).toEqual([[batchId, null, 'RJCT', 'AG01 Transaction forbidden']]);
    await expectReconciled();
  });

  it('a file partly accepted (GrpSts PART) with two payments RJCT: only those two voided and held, each with its own reason; the third stands', async () => {
    const file = await issuedFile('2026-03-06', '2026-03-09');
    const [a, , c] = file.lines;
    const uploaded = await upload(
      await writePain002(
        report(file, {
          messageId: 'STS-GRP-PART',
          groupStatus: 'PART',
          payments: [
            {
              originalPaymentInformationId: a.paymentInformationId,
              transactions: [
                { originalEndToEndId: a.endToEndId, status: 'RJCT', reason: { code: 'AC04', additionalInformation: 'Account closed' } },
                { originalEndToEndId: c.endToEndId, status: 'RJCT', reason: { code: 'AC01' } },
              ],
            },
          ],
        }),
      ),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = (uploaded.json() as ApiBankStatementUpload).statements[0];
    expect(await transferStates(file)).toEqual(['voided', 'pending', 'voided']);
    expect(await heldReasons(file)).toEqual([
      `Payment ${a.endToEndId} was rejected by the bank: AC04 Account closed`,
      undefined,
      `Payment ${c.endToEndId} was rejected by the bank: AC01`,
    ]);
    expect((await fileOf(file.paymentFileId)).lines.map((l) => l.state)).toEqual(['voided', 'pending', 'voided']);
    expect(stored.entries.map((e) => [e.paymentInformationId, e.endToEndId, e.entryStatus, e.statusReason])).toEqual([
      [null, null, 'PART', null],
      [a.paymentInformationId, a.endToEndId, 'RJCT', 'AC04 Account closed'],
      [a.paymentInformationId, c.endToEndId, 'RJCT', 'AC01'],
    ]);
    await expectReconciled();
  });

  it('a file settled (GrpSts ACSC) is recorded and changes nothing: no payment voided or held', async () => {
    const file = await issuedFile('2026-03-10', '2026-03-11');
    const uploaded = await upload(await writePain002(report(file, { messageId: 'STS-GRP-ACSC', groupStatus: 'ACSC' })));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = (uploaded.json() as ApiBankStatementUpload).statements[0];
    expect(stored.header).toMatchObject({ groupStatus: 'ACSC', originalMessageId: file.messageId });
    expect(stored.entries.map((e) => [e.paymentInformationId, e.endToEndId, e.entryStatus, e.status])).toEqual([[null, null, 'ACSC', 'recorded']]);
    expect(await transferStates(file)).toEqual(['pending', 'pending', 'pending']);
    expect(await heldReasons(file)).toEqual([undefined, undefined, undefined]);
    await expectReconciled();
  });
});

describe('a status report about what the platform never sent is refused, nothing written', () => {
  let file: FileJson;
  beforeAll(async () => {
    file = await issuedFile('2026-03-12', '2026-03-13');
  });

  async function expectRefused(input: Pain002Input, named: string): Promise<void> {
    const before = await storedCount();
    const refused = await upload(await writePain002(input));
    expect(expectErrorBody(refused, 422, 'BankFileRejected').ErrorDescription).toContain(named);
    expect(await storedCount()).toBe(before);
    expect(await transferStates(file)).toEqual(['pending', 'pending', 'pending']);
    expect(await heldReasons(file)).toEqual([undefined, undefined, undefined]);
  }

  it('an OrgnlMsgId that names no payment file the platform sent: 422 naming it', async () => {
    await expectRefused(
      report(file, { messageId: 'STS-UNKNOWN', originalMessageId: 'OTHER-SYSTEM-FILE-1', groupStatus: 'RJCT', groupReason: { code: 'AM04' } }),
      'OTHER-SYSTEM-FILE-1',
    );
  });

  it('a report on a pain.008 direct debit, even under a MsgId the platform used: 422 naming the message', async () => {
    await expectRefused(report(file, { messageId: 'STS-PAIN008', originalMessageNameId: 'pain.008.001.08', groupStatus: 'RJCT' }), 'pain.008.001.08');
  });

  it('a PmtInfId the named file does not hold: 422 naming it', async () => {
    await expectRefused(
      report(file, { messageId: 'STS-BAD-PMTINF', payments: [{ originalPaymentInformationId: 'NOT-A-BATCH-OF-OURS', status: 'RJCT', transactions: [] }] }),
      'NOT-A-BATCH-OF-OURS',
    );
  });

  it('an EndToEndId the named file does not hold: 422 naming it', async () => {
    await expectRefused(
      report(file, {
        messageId: 'STS-BAD-E2E',
        groupStatus: 'PART',
        payments: [
          {
            originalPaymentInformationId: file.lines[0].paymentInformationId,
            transactions: [
              { originalEndToEndId: file.lines[0].endToEndId, status: 'RJCT', reason: { code: 'AC01' } },
              { originalEndToEndId: 'NOT-A-PAYMENT-OF-OURS', status: 'RJCT', reason: { code: 'AC01' } },
            ],
          },
        ],
      }),
      'NOT-A-PAYMENT-OF-OURS',
    );
  });
});
