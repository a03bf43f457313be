/**
 * Payment files that pass a bank's file checks (issue 47, item 5;
 * docs/bank-files.md#what-a-banks-file-check-asks): the client-money
 * account's payment-file settings (the platform's customer id at its bank,
 * the UK scheme, its address) change under four eyes with the account, and
 * the next payment file carries them. Through the real app and database,
 * FOUR_EYES on, the clock from Monday 2026-03-02.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startFourEyesPlatform, type TestAdmin } from '../../test/builders/four-eyes.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import type { TestPlatform } from '../../test/helpers.js';
import { child, childText, parseXml, type XmlNode } from '../iso20022/xml-reader.js';

let t: TestPlatform;
let alice: TestAdmin;
let bob: TestAdmin;
let product: TestProduct;

beforeAll(async () => {
  ({ t, alice, bob } = await startFourEyesPlatform());
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 100_00n });
});
afterAll(async () => t?.close());

/** The pain.001 that pays a deposit batch settled on `date`, parsed. */
async function fileOfDepositOn(date: string): Promise<XmlNode> {
  const partner = driver(t, await t.newPartner());
  await partner.submitOk('deposit', newDeposit(product, await partner.newClient(), { amount: 321.09 }));
  await partner.run();
  const batch = await partner.settle(date, 'deposit');
  const list = ok(await t.operator({ method: 'GET', url: '/operator/payment-files?pageSize=200' }));
  for (const { paymentFileId } of list.paymentFiles as { paymentFileId: string }[]) {
    const file = ok(await t.operator({ method: 'GET', url: `/operator/payment-files/${paymentFileId}` }));
    if ((file.lines as { pays: { instructionBatchId: string }[] }[]).some((l) => l.pays.some((p) => p.instructionBatchId === batch.instructionBatchId))) {
      const xml = await t.operator({ method: 'GET', url: `/operator/payment-files/${paymentFileId}`, headers: { accept: 'application/xml' } });
      expect(xml.statusCode).toBe(200);
      return child(await parseXml(xml.body), 'CstmrCdtTrfInitn') as XmlNode;
    }
  }
  throw new Error(`no payment file pays the deposit batch of ${date}`);
}

async function approved(proposal: LightMyRequestResponse) {
  const proposed = ok(proposal, 202);
  const decided = ok(await bob.decide(proposed.proposalId, 'approve'));
  expect(decided.proposal.state, JSON.stringify(decided.proposal)).toBe('applied');
  return decided;
}

describe("the client-money account's payment-file settings", () => {
  it('change under four eyes with the account, and the next file carries them: InitgPty/Id, the UK scheme, the payer address', async () => {
    const before = await fileOfDepositOn('2026-03-02');
    // As every GBP file is written with no setting: Faster Payments, shared charges, the initiating party by name.
    expect(childText(before, 'PmtInf/PmtTpInf/SvcLvl/Cd')).toBe('NURG');
    expect(childText(before, 'PmtInf/PmtTpInf/LclInstrm/Prtry')).toBe('FPS');
    expect(childText(before, 'PmtInf/ChrgBr')).toBe('SHAR');
    expect(child(before, 'GrpHdr/InitgPty/Id')).toBeUndefined();

    const gbp = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts.find((a: { currencyCode: string }) => a.currencyCode === 'GBP');
    const settings = {
      initiatingPartyId: 'SAVPLAT001',
      ukPaymentScheme: 'bacs',
      postalAddress: { country: 'GB', townName: 'London', addressLines: ['1 Threadneedle Street'] },
    };
    // The same account at the bank (its acknowledgement date kept), with the settings.
    const identifiers = Object.fromEntries((['sortCode', 'accountNumber', 'iban', 'bic'] as const).filter((k) => gbp[k] !== null).map((k) => [k, gbp[k]]));
    const payload = { accountName: gbp.accountName, bankName: gbp.bankName, ...identifiers, ...settings };
    const proposal = await alice.inject({ method: 'PUT', url: '/operator/bank-accounts/GBP', payload });
    expect(ok(proposal, 202).summary).toContain('payment files: initiating party id SAVPLAT001, bacs, address 1 Threadneedle Street, London, GB');
    // Proposed, not applied: the day's file is written as before.
    const meanwhile = await fileOfDepositOn('2026-03-03');
    expect(child(meanwhile, 'GrpHdr/InitgPty/Id')).toBeUndefined();

    const { result } = await approved(proposal);
    expect(result).toMatchObject({ ...settings, postalAddress: { ...settings.postalAddress, postCode: null }, payable: true });

    const after = await fileOfDepositOn('2026-03-04');
    expect(childText(after, 'GrpHdr/InitgPty/Id/OrgId/Othr/Id')).toBe('SAVPLAT001');
    expect(childText(after, 'PmtInf/PmtTpInf/LclInstrm/Prtry')).toBe('BACS');
    expect(childText(after, 'PmtInf/Dbtr/PstlAdr/TwnNm')).toBe('London');
    expect(childText(after, 'PmtInf/Dbtr/PstlAdr/Ctry')).toBe('GB');
    expect(childText(after, 'PmtInf/CdtTrfTxInf/RmtInf/Ustrd')?.length).toBeLessThanOrEqual(18);
  });

  it("a file made after the bank's same-day cut-off asks for the next working day, and is booked then", async () => {
    const gbp = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts.find((a: { currencyCode: string }) => a.currencyCode === 'GBP');
    const identifiers = Object.fromEntries((['sortCode', 'accountNumber', 'iban', 'bic'] as const).filter((k) => gbp[k] !== null).map((k) => [k, gbp[k]]));
    // The sandbox's payment run follows settlement, after 14:45.
    const proposal = await alice.inject({
      method: 'PUT',
      url: '/operator/bank-accounts/GBP',
      payload: { accountName: gbp.accountName, bankName: gbp.bankName, ...identifiers, sameDayCutOffUtc: '14:45' },
    });
    expect(ok(proposal, 202).summary).toContain('same-day cut-off 14:45 UTC');
    expect((await approved(proposal)).result).toMatchObject({ sameDayCutOffUtc: '14:45', initiatingPartyId: null, payable: true });

    // Thursday 2026-03-05: the batch locks at 14:00, the partner confirms it, it settles and its file is written after 14:45.
    const partner = driver(t, await t.newPartner());
    await partner.submitOk('deposit', newDeposit(product, await partner.newClient(), { amount: 456.78 }));
    await partner.run();
    await partner.advanceTo('2026-03-05T14:30:00Z');
    const batch = (await partner.batches('2026-03-05')).find((b) => b.instructionType === 'deposit')!;
    const closed = await partner.closeBatches([
      { InstructionBatchId: batch.instructionBatchId, TotalAmount: batch.instructionBatchTotalAmount, TotalNoticeAmount: batch.instructionBatchTotalNoticeAmount },
    ]);
    expect(closed.statusCode, closed.body).toBe(204);
    await partner.advanceTo('2026-03-05T15:30:00Z');

    const list = ok(await t.operator({ method: 'GET', url: '/operator/payment-files?pageSize=200' }));
    const files = await Promise.all(
      (list.paymentFiles as { paymentFileId: string }[]).map(async ({ paymentFileId }) => ok(await t.operator({ method: 'GET', url: `/operator/payment-files/${paymentFileId}` }))),
    );
    const file = files.find((f) => (f.lines as { pays: { instructionBatchId: string }[] }[]).some((l) => l.pays.some((p) => p.instructionBatchId === batch.instructionBatchId)));
    expect(file).toMatchObject({ executionDate: '2026-03-06' });
    // Not booked on the day it was made: the batch waits for the bank.
    expect((await partner.batches('2026-03-05')).find((b) => b.instructionBatchId === batch.instructionBatchId)?.instructionBatchStatus).not.toBe('Completed');

    await partner.advanceTo('2026-03-06T15:30:00Z');
    expect((await partner.batches('2026-03-05')).find((b) => b.instructionBatchId === batch.instructionBatchId)?.instructionBatchStatus).toBe('Completed');
  });
});
