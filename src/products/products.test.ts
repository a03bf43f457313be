import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { newFixedTermProduct, newInstitution, PDF_BYTES, pdfDocument } from '../../test/builders/products.js';

// The clock stands at Monday 2 March 2026, 09:00 UTC: before the 14:00 cut-off of a working day.
let t: TestPlatform;
let wealth: TestPartner;
let pension: TestPartner;
let institution: TestPartner;

const catalogue = {
  financialInstitutions: [
    { financialInstitutionId: 'BANK-A', ...newInstitution({ financialInstitutionGroupId: 'GROUP-1' }) },
    { financialInstitutionId: 'BANK-B', ...newInstitution({ financialInstitutionName: 'Bank B', financialInstitutionGroupId: 'GROUP-2' }) },
  ],
  documents: [
    pdfDocument('T-FT12-TERMS', 'ProductTermsAndConditions', { documentVersion: 1 }),
    pdfDocument('T-FT12-TERMS', 'ProductTermsAndConditions', {
      documentVersion: 2,
      contents: [{ contentType: 'application/pdf', data: Buffer.concat([PDF_BYTES, Buffer.from('% v2\n')]).toString('base64') }],
    }),
    {
      ...pdfDocument('T-FT12-INFO', 'DepositInformation'),
      contents: [
        { contentType: 'application/pdf', data: PDF_BYTES.toString('base64') },
        { contentType: 'text/plain', data: Buffer.from('Deposit information').toString('base64') },
      ],
    },
  ],
  products: [
    {
      productId: 'T-FT12',
      ...newFixedTermProduct('BANK-A'),
      issues: [
        {
          productIssueNumber: 1,
          marginPercent: 0.25,
          versions: [
            { ratePercent: 5.0, depositPerAccountMinimum: 1000, depositPerAccountMaximum: 100000, documents: [{ documentId: 'T-FT12-TERMS', documentVersion: 1 }] },
            {
              ratePercent: 5.25,
              depositPerAccountMinimum: 1000,
              depositPerAccountMaximum: 100000,
              documents: [{ documentId: 'T-FT12-TERMS', documentVersion: 2 }, { documentId: 'T-FT12-INFO' }],
            },
          ],
        },
        { productIssueNumber: 2, versions: [{ ratePercent: 5.1, depositPerAccountMinimum: 5000, depositPerAccountMaximum: 50000 }] },
      ],
    },
    {
      productId: 'T-IA',
      ...newFixedTermProduct('BANK-B', {
        productName: 'Instant Access',
        productTermType: 'InstantAccess',
        termLength: 0,
        termLengthUnit: 'NoTerm',
        interestPaidType: 'Daily',
        interestPaysFrequency: 'Month',
      }),
      issues: [{ productIssueNumber: 1, marginPercent: 0.25, versions: [{ ratePercent: 3.25, depositPerAccountMinimum: 1, depositPerAccountMaximum: 1000000 }] }],
    },
    {
      productId: 'T-N95',
      ...newFixedTermProduct('BANK-B', {
        productName: '95 Day Notice',
        productTermType: 'Notice',
        termLength: 0,
        termLengthUnit: 'Day',
        noticeLength: 95,
        noticeLengthUnit: 'Day',
        interestPaidType: 'Daily',
        interestPaysFrequency: 'Year',
      }),
      issues: [{ productIssueNumber: 1, marginPercent: 0.5, versions: [{ ratePercent: 4.5, depositPerAccountMinimum: 5000, depositPerAccountMaximum: 500000 }] }],
    },
    {
      productId: 'T-INST',
      ...newFixedTermProduct('BANK-A', { productName: 'Institutional bond', offeredToRoles: ['institution'] }),
      issues: [
        { productIssueNumber: 1, versions: [{ ratePercent: 5.5, depositPerAccountMinimum: 1000, depositPerAccountMaximum: 100000, documents: [{ documentId: 'T-FT12-INFO' }] }] },
      ],
    },
    {
      productId: 'T-PENSION',
      ...newFixedTermProduct('BANK-A', { productName: 'Pension bond', offeredToRoles: ['pension', 'wealth'] }),
      issues: [],
    },
  ],
};

beforeAll(async () => {
  t = await startTestPlatform();
  const loaded = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: catalogue });
  if (loaded.statusCode !== 200) throw new Error(loaded.body);
  [wealth, pension, institution] = await Promise.all([t.newPartner('wealth'), t.newPartner('pension'), t.newPartner('institution')]);
});
afterAll(async () => t?.close());

const ids = (body: { productItems: { productId: string }[] }) => body.productItems.map((p) => p.productId);

describe('GET /products/', () => {
  it('lists the products offered to the caller’s role, and those offered to every role', async () => {
    const forWealth = await t.as(wealth, { method: 'GET', url: '/products/' });
    expect(forWealth.statusCode).toBe(200);
    expect(forWealth.headers['api-version']).toBe('2022-07-01');
    expect(ids(forWealth.json())).toEqual(['T-FT12', 'T-IA', 'T-N95', 'T-PENSION']);
    const forInstitution = await t.as(institution, { method: 'GET', url: '/products' });
    expect(ids(forInstitution.json())).toEqual(['T-FT12', 'T-IA', 'T-INST', 'T-N95']);
    const forPension = await t.as(pension, { method: 'GET', url: '/products/' });
    expect(ids(forPension.json())).toEqual(['T-FT12', 'T-IA', 'T-N95', 'T-PENSION']);
  });

  it('answers 401 without credentials', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/products/' }), 401, 'Unauthorized');
  });

  it('answers 400 for another api-version', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/?api-version=2020-01-01' }), 400, 'UnsupportedApiVersion');
  });
});

describe('GET /products/{productId}', () => {
  it('shows every field of the product and its institution', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-IA' });
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({
      productId: 'T-IA',
      productTermType: 'InstantAccess',
      termLengthUnit: 'NoTerm',
      termLength: 0,
      noticeLengthUnit: 'NoNotice',
      noticeLength: 0,
      currencyCode: 'GBP',
      interestPaidType: 'Daily',
      interestPaysPlan: 'NoPaysPlan',
      interestPaysFrequency: 'Month',
      interestPaysSpecificDates: [],
      dateLastUpdatedUTC: '2026-03-02T09:00:00.0000000+00:00',
      financialInstitution: {
        financialInstitutionId: 'BANK-B',
        financialInstitutionVersion: 1,
        paymentBatchCutoffTimeUTC: '14:00',
        isFscsProtected: true,
        isSharia: false,
        financialInstitutionName: 'Bank B',
        financialInstitutionShortName: 'Test Bank',
        financialInstitutionType: 'Bank',
        financialInstitutionGroupId: 'GROUP-2',
        countryCode: 'GBR',
        documents: [],
      },
    });
    // AER with monthly payments: (1 + 0.0325/12)^12 - 1 = 3.2989...% -> 3.30.
    expect(product.productIssues).toEqual([
      {
        productIssueNumber: 1,
        productIssueVersionNumber: 1,
        isClosedToNewAccounts: false,
        ratePercent: 3.25,
        aer: 3.3,
        depositPerAccountMinimum: 1,
        depositPerAccountMaximum: 1000000,
        documents: [],
      },
    ]);
  });

  it('gives the full issue version history, ordered by issue then version, each version with its own documents', async () => {
    const product = (await t.as(wealth, { method: 'GET', url: '/products/T-FT12' })).json();
    expect(product.productIssues.map((i: Record<string, number>) => [i.productIssueNumber, i.productIssueVersionNumber, i.ratePercent])).toEqual([
      [1, 1, 5],
      [1, 2, 5.25],
      [2, 1, 5.1],
    ]);
    const [v1, v2] = product.productIssues;
    expect(v1.documents.map((d: Record<string, unknown>) => [d.documentId, d.documentVersion])).toEqual([['T-FT12-TERMS', 1]]);
    expect(v2.documents).toEqual([
      {
        documentId: 'T-FT12-TERMS',
        documentVersion: 2,
        documentType: 'ProductTermsAndConditions',
        contentTypes: ['application/pdf'],
        uri: 'http://127.0.0.1:8080/products/T-FT12/issue/1/version/2/document/ProductTermsAndConditions',
      },
      {
        documentId: 'T-FT12-INFO',
        documentVersion: 1,
        documentType: 'DepositInformation',
        contentTypes: ['application/pdf', 'text/plain'],
        uri: 'http://127.0.0.1:8080/products/T-FT12/issue/1/version/2/document/DepositInformation',
      },
    ]);
  });

  it('answers 404 for an unknown product', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/NOPE' }), 404, 'NotFound');
  });

  it('answers 404 for a product not offered to the caller’s role, and 200 to the role it is offered to', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-INST' }), 404, 'NotFound');
    expectErrorBody(await t.as(pension, { method: 'GET', url: '/products/T-INST' }), 404, 'NotFound');
    expect((await t.as(institution, { method: 'GET', url: '/products/T-INST' })).statusCode).toBe(200);
    expectErrorBody(await t.as(institution, { method: 'GET', url: '/products/T-PENSION' }), 404, 'NotFound');
  });
});

describe('GET /products/{productId}/{issueNumber}/summary', () => {
  it('computes a 12-month fixed term paid at maturity', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-FT12/1/summary?amount=25000' });
    expect(response.statusCode).toBe(200);
    // Current version 2: 5.25% less the issue's 0.25 margin = 5.00% net.
    // Opens 2026-03-02 (a deposit now joins today's batch), matures 2027-03-02: 365 days.
    // Interest at maturity: 25,000.00 x 5.00% x 365/365 = 1,250.00 -> 26,250.00.
    expect(response.json()).toEqual({
      productId: 'T-FT12',
      productIssueNumber: 1,
      netRate: 5,
      netAer: 5,
      estimatedBalance: 26250,
      dateOfAccountOpen: '2026-03-02T00:00:00.0000000+00:00',
      termsAndConditionsUrl: 'http://127.0.0.1:8080/products/T-FT12/issue/1/version/2/document/ProductTermsAndConditions',
    });
  });

  it('computes an instant access account paid monthly over 12 months, compounding each payment', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-IA/1/summary?Amount=10000' });
    expect(response.statusCode).toBe(200);
    // 3.25% less 0.25 = 3.00% net; Actual/365, posted half-up on each monthly anniversary of 2026-03-02:
    //  to 04-02 (31 d): 10,000.00 x 3% x 31/365 = 25.479 -> 25.48, balance 10,025.48
    //  to 05-02 (30 d): 10,025.48 x 3% x 30/365 = 24.720 -> 24.72, balance 10,050.20
    //  to 06-02 (31 d): 25.607 -> 25.61, 10,075.81    to 07-02 (30 d): 24.844 -> 24.84, 10,100.65
    //  to 08-02 (31 d): 25.736 -> 25.74, 10,126.39    to 09-02 (31 d): 25.801 -> 25.80, 10,152.19
    //  to 10-02 (30 d): 25.033 -> 25.03, 10,177.22    to 11-02 (31 d): 25.931 -> 25.93, 10,203.15
    //  to 12-02 (30 d): 25.158 -> 25.16, 10,228.31    to 2027-01-02 (31 d): 26.061 -> 26.06, 10,254.37
    //  to 02-02 (31 d): 26.128 -> 26.13, 10,280.50    to 03-02 (28 d): 23.659 -> 23.66, 10,304.16
    expect(response.json()).toMatchObject({ productId: 'T-IA', productIssueNumber: 1, netRate: 3, estimatedBalance: 10304.16 });
  });

  it('computes a 95-day notice account over 12 months', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-N95/1/summary?amount=25000.50' });
    // 4.50% less the issue's 0.50 margin = 4.00% net, paid yearly: one posting after 365 days.
    // 25,000.50 x 4% x 365/365 = 1,000.02 -> 26,000.52.
    expect(response.json()).toMatchObject({ netRate: 4, estimatedBalance: 26000.52 });
  });

  it('uses the issue’s minimum deposit when no amount is given', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-FT12/2/summary' });
    // Issue 2: 5.10% less the default 0.25 margin = 4.85%; 5,000.00 x 4.85% = 242.50 -> 5,242.50.
    expect(response.json()).toMatchObject({ productIssueNumber: 2, netRate: 4.85, estimatedBalance: 5242.5 });
  });

  it.each([
    ['abc', 'format'],
    ['10.001', 'precision'],
    ['-5', 'range'],
    ['0', 'range'],
    ['999.99', 'range'],
    ['100000.01', 'range'],
  ])('answers 400 for the amount %s', async (amount, reason) => {
    const body = expectErrorBody(await t.as(wealth, { method: 'GET', url: `/products/T-FT12/1/summary?amount=${amount}` }), 400);
    expect(body.errors).toEqual([{ field: 'amount', reason }]);
  });

  it('answers 400 for an issue number that is not a number', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-FT12/one/summary' }), 400);
  });

  it('answers 404 for an unknown issue or product, and for a product hidden from the role', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-FT12/9/summary' }), 404, 'NotFound');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/NOPE/1/summary' }), 404, 'NotFound');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-INST/1/summary' }), 404, 'NotFound');
    expect((await t.as(institution, { method: 'GET', url: '/products/T-INST/1/summary' })).statusCode).toBe(200);
  });
});

describe('GET /products/{productId}/issue/{n}/version/{v}/document/{documentType}', () => {
  const url = (path: string) => `/products/T-FT12/issue/1/version/2/document/${path}`;

  it('serves the PDF when no Accept header is sent', async () => {
    const response = await t.as(wealth, { method: 'GET', url: url('ProductTermsAndConditions') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(response.rawPayload.toString()).toContain('% v2');
  });

  it('serves the preferred type for */* and the exact type asked for', async () => {
    const any = await t.as(wealth, { method: 'GET', url: url('DepositInformation'), headers: { accept: '*/*' } });
    expect(any.headers['content-type']).toBe('application/pdf');
    expect(any.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = await t.as(wealth, { method: 'GET', url: url('DepositInformation'), headers: { accept: 'text/plain, application/pdf;q=0.5' } });
    expect(text.headers['content-type']).toBe('text/plain');
    expect(text.body).toBe('Deposit information');
  });

  it('serves the version of the document that the issue version carried', async () => {
    const response = await t.as(wealth, { method: 'GET', url: '/products/T-FT12/issue/1/version/1/document/ProductTermsAndConditions' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString()).not.toContain('% v2');
  });

  it('answers 406 when the Accept header allows none of the document’s types', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: url('ProductTermsAndConditions'), headers: { accept: 'application/json' } }), 406, 'NotAcceptable');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: url('ProductTermsAndConditions'), headers: { accept: 'application/pdf;q=0, text/*' } }), 406, 'NotAcceptable');
  });

  it('answers 400 for a document type outside the three', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: url('KeyFactsDocument') }), 400);
  });

  it('answers 404 when the version has no document of that type, or the version, issue or product is unknown', async () => {
    expectErrorBody(await t.as(wealth, { method: 'GET', url: url('PlatformTerms') }), 404, 'NotFound');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-FT12/issue/1/version/7/document/PlatformTerms' }), 404, 'NotFound');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/T-FT12/issue/5/version/1/document/PlatformTerms' }), 404, 'NotFound');
    expectErrorBody(await t.as(wealth, { method: 'GET', url: '/products/NOPE/issue/1/version/1/document/PlatformTerms' }), 404, 'NotFound');
  });

  it('answers 404 for the document of a product hidden from the role', async () => {
    const path = '/products/T-INST/issue/1/version/1/document/DepositInformation';
    expectErrorBody(await t.as(wealth, { method: 'GET', url: path }), 404, 'NotFound');
    expect((await t.as(institution, { method: 'GET', url: path })).statusCode).toBe(200);
  });
});

describe('the account opening date of a summary', () => {
  // Runs last in this file: it moves the clock past the cut-off.
  it('is the next working day after the cut-off', async () => {
    t.clock.advanceTo(new Date('2026-03-06T14:00:00.000Z')); // Friday, at the cut-off
    const partner = await t.newPartner('wealth'); // earlier tokens have expired by now
    const response = await t.as(partner, { method: 'GET', url: '/products/T-FT12/1/summary?amount=25000' });
    // Opens Monday 2026-03-09, matures 2027-03-09: 365 days, the same 1,250.00 of interest.
    expect(response.json()).toMatchObject({ dateOfAccountOpen: '2026-03-09T00:00:00.0000000+00:00', estimatedBalance: 26250 });
  });
});
