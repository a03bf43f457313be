import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { sandboxCatalogue, seedSandboxCatalogue } from './catalogue.js';

interface Product {
  productId: string;
  productTermType: string;
  termLength: number;
  termLengthUnit: string;
  noticeLength: number;
  currencyCode: string;
  interestPaidType: string;
  interestPaysFrequency: string;
  financialInstitution: {
    financialInstitutionId: string;
    financialInstitutionGroupId: string;
    paymentBatchCutoffTimeUTC: string;
    documents: { documentType: string; uri: string }[];
  };
  productIssues: { productIssueNumber: number; productIssueVersionNumber: number; isClosedToNewAccounts: boolean; documents: { documentType: string }[] }[];
}

let t: TestPlatform;
let wealth: TestPartner;
let institution: TestPartner;
let products: Product[];
beforeAll(async () => {
  t = await startTestPlatform();
  expect(await seedSandboxCatalogue(t.platform)).toBe(true);
  [wealth, institution] = await Promise.all([t.newPartner('wealth'), t.newPartner('institution')]);
  products = (await t.as(wealth, { method: 'GET', url: '/products/' })).json().productItems;
});
afterAll(async () => t?.close());

const byId = (id: string) => products.find((p) => p.productId === id);

describe('the sandbox catalogue', () => {
  it('offers a wealth partner a GBP 12-month fixed term paid at maturity, a GBP instant access paid monthly and a GBP 95-day notice', () => {
    expect(byId('FT12-GBP-NORTHBANK')).toMatchObject({
      productTermType: 'FixedTerm',
      termLength: 12,
      termLengthUnit: 'Month',
      currencyCode: 'GBP',
      interestPaidType: 'AtMaturity',
    });
    expect(byId('IA-GBP-TYNESAVE')).toMatchObject({ productTermType: 'InstantAccess', termLengthUnit: 'NoTerm', currencyCode: 'GBP', interestPaysFrequency: 'Month' });
    expect(byId('N95-GBP-NORTHBANK')).toMatchObject({ productTermType: 'Notice', noticeLength: 95, currencyCode: 'GBP' });
  });

  it('has fixed terms of 3, 6, 12 and 24 months, instant access and 32- and 95-day notice in GBP, EUR and USD', () => {
    for (const currency of ['GBP', 'EUR', 'USD']) {
      const inCurrency = products.filter((p) => p.currencyCode === currency);
      expect(
        inCurrency
          .filter((p) => p.productTermType === 'FixedTerm')
          .map((p) => p.termLength)
          .sort((a, b) => a - b),
      ).toEqual([3, 6, 12, 24]);
      expect(inCurrency.filter((p) => p.productTermType === 'InstantAccess')).toHaveLength(1);
      expect(
        inCurrency
          .filter((p) => p.productTermType === 'Notice')
          .map((p) => p.noticeLength)
          .sort((a, b) => a - b),
      ).toEqual([32, 95]);
    }
  });

  it('comes from several banking groups, with issue histories and a closed issue', () => {
    expect(new Set(products.map((p) => p.financialInstitution.financialInstitutionGroupId)).size).toBeGreaterThanOrEqual(2);
    expect(byId('FT12-GBP-NORTHBANK')!.productIssues.map((i) => i.productIssueVersionNumber)).toEqual([1, 2]);
    const ft24 = byId('FT24-GBP-NORTHBANK')!.productIssues.map((i) => [i.productIssueNumber, i.productIssueVersionNumber, i.isClosedToNewAccounts]);
    expect(ft24).toEqual([
      [1, 1, false],
      [1, 2, true],
      [2, 1, false],
    ]);
  });

  it('hides the institution-only product from a wealth partner and shows it to an institution', async () => {
    expect(byId('FT12-GBP-ALBION')).toBeUndefined();
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/FT12-GBP-ALBION' }), 404);
    const forInstitution = await t.as(institution, { method: 'GET', url: '/products/FT12-GBP-ALBION' });
    expect(forInstitution.json()).toMatchObject({ financialInstitution: { isSharia: true } });
  });

  it('carries real PDF terms, deposit information and platform terms on every issue version', async () => {
    for (const product of products) {
      for (const issue of product.productIssues) {
        expect(issue.documents.map((d) => d.documentType)).toEqual(['ProductTermsAndConditions', 'DepositInformation', 'PlatformTerms']);
      }
    }
    for (const type of ['ProductTermsAndConditions', 'DepositInformation', 'PlatformTerms']) {
      const response = await t.as(wealth, { method: 'GET', url: `/products/FT12-GBP-NORTHBANK/issue/1/version/2/document/${type}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('gives every institution its own FSCS depositor information sheet, a real PDF', async () => {
    for (const product of products) {
      expect(product.financialInstitution.documents.map((d) => d.documentType)).toEqual(['DepositInformation']);
    }
    const northbank = byId('FT12-GBP-NORTHBANK')!.financialInstitution.documents[0];
    const pdf = await t.as(wealth, { method: 'GET', url: new URL(northbank.uri).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await t.as(wealth, { method: 'GET', url: '/products/FT12-GBP-NORTHBANK/institution/document/DepositInformation', headers: { accept: 'text/plain' } });
    expect(text.body).toContain('Financial Services Compensation Scheme');
    expect(text.body).toContain('Northbank plc, Tyne Savings Bank Limited');
    const meridian = await t.as(wealth, { method: 'GET', url: '/products/FT12-EUR-MERIDIAN/institution/document/DepositInformation', headers: { accept: 'text/plain' } });
    expect(meridian.body).toContain('not covered by the UK');
  });

  it('summarises a 25,000 deposit in the GBP 12-month fixed term', async () => {
    // 4.50% less the 0.25 margin = 4.25%; 25,000.00 x 4.25% x 365/365 = 1,062.50 at maturity.
    const summary = (await t.as(wealth, { method: 'GET', url: '/products/FT12-GBP-NORTHBANK/1/summary?amount=25000' })).json();
    expect(summary).toMatchObject({ netRate: 4.25, netAer: 4.25, estimatedBalance: 26062.5 });
  });

  it('annualises the AER of a 24-month bond paying at maturity, and a penny in instant access earns its rate', async () => {
    // Issue 2 at 4.65% over two years: (1 + 9.30%)^(1/2) - 1 = 4.55%; net 4.40%: (1.088)^(1/2) - 1 = 4.31%.
    const ft24 = await t.as(wealth, { method: 'GET', url: '/products/FT24-GBP-NORTHBANK' });
    expect(ft24.body).toContain('"aer":4.55');
    expect(ft24.body).not.toContain('"aer":4.65');
    const summary = (await t.as(wealth, { method: 'GET', url: '/products/FT24-GBP-NORTHBANK/2/summary?amount=10000' })).json();
    expect(summary).toMatchObject({ netRate: 4.4, netAer: 4.31 });
    // 1.00 at 3.50% net paid monthly: 3.5p in a year, posted as the remainders carry (4p), not 0p.
    const penny = (await t.as(wealth, { method: 'GET', url: '/products/IA-GBP-TYNESAVE/1/summary?amount=1' })).json();
    expect(penny).toMatchObject({ netRate: 3.5, netAer: 3.56, estimatedBalance: 1.04 });
  });

  it("has an institution whose cut-off is before the platform's: a sandbox partner's deposit into IA-EUR-MERIDIAN at 13:20 joins the next working day's batch", async () => {
    // Runs after the summaries: it moves the clock past 13:00 on Monday 2026-03-02.
    expect(byId('IA-EUR-MERIDIAN')!.financialInstitution).toMatchObject({ financialInstitutionId: 'MERIDIAN', paymentBatchCutoffTimeUTC: '13:00' });
    expect(byId('IA-GBP-TYNESAVE')!.financialInstitution.paymentBatchCutoffTimeUTC).toBe('14:00');
    t.clock.advanceTo(new Date('2026-03-02T13:20:00Z'));
    const d = driver(t, await t.newPartner('wealth'));
    const client = await d.newClient();
    const meridian = { productId: 'IA-EUR-MERIDIAN', issueNumber: 1, currentVersion: 1 };
    const tyne = { productId: 'IA-GBP-TYNESAVE', issueNumber: 1, currentVersion: 2 };
    await d.submitOk('deposit', newDeposit(meridian, client, { amount: 1000 }));
    await d.submitOk('deposit', newDeposit(tyne, client, { amount: 2000 }));
    await d.run();
    const deposits = async (date: string) => (await d.batches(date)).map((b) => [b.currencyCode, b.instructionBatchTotalAmount, b.dateToBeActioned]);
    expect(await deposits('2026-03-02')).toEqual([['GBP', 2000, '2026-03-02T00:00:00.0000000+00:00']]);
    expect(await deposits('2026-03-03')).toEqual([['EUR', 1000, '2026-03-03T00:00:00.0000000+00:00']]);
  });

  it('is loaded once: seeding again and reloading the same file change nothing', async () => {
    expect(await seedSandboxCatalogue(t.platform)).toBe(false);
    const result = await t.platform.catalogue.loadCatalogue(await sandboxCatalogue());
    expect(Object.values(result).every((n) => n === 0)).toBe(true);
  });
});
