import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { newFixedTermProduct, newInstitution, newIssue, PDF_BYTES, pdfDocument, uniqueId } from '../../test/builders/products.js';

let t: TestPlatform;
let wealth: TestPartner;
let bank: string;

beforeAll(async () => {
  t = await startTestPlatform();
  wealth = await t.newPartner('wealth');
  bank = uniqueId('BANK');
  const created = await t.operator({ method: 'PUT', url: `/operator/institutions/${bank}`, payload: newInstitution() });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(async () => t?.close());

async function createProduct(overrides: Record<string, unknown> = {}, issue: Record<string, unknown> | null = newIssue()) {
  const productId = uniqueId('P');
  const response = await t.operator({ method: 'PUT', url: `/operator/products/${productId}`, payload: newFixedTermProduct(bank, overrides) });
  if (response.statusCode !== 201) throw new Error(response.body);
  if (issue) {
    const opened = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: issue });
    if (opened.statusCode !== 201) throw new Error(opened.body);
  }
  return productId;
}

const getProduct = async (productId: string) => (await t.as(wealth, { method: 'GET', url: `/products/${productId}` })).json();

function tick(ms = 1000) {
  t.clock.advanceBy(ms);
}

describe('operator authentication', () => {
  it('answers 401 without the operator key', async () => {
    expectErrorBody(await t.app.inject({ method: 'POST', url: '/operator/catalogue', payload: {} }), 401, 'Unauthorized');
    expectErrorBody(await t.app.inject({ method: 'PUT', url: `/operator/products/X`, payload: {}, headers: { authorization: 'Bearer wrong' } }), 401);
  });
});

describe('PUT /operator/institutions/{financialInstitutionId}', () => {
  it('creates, then writes each change as the next institution version and moves its products’ dateLastUpdatedUTC', async () => {
    const id = uniqueId('INST');
    const created = await t.operator({ method: 'PUT', url: `/operator/institutions/${id}`, payload: newInstitution() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ financialInstitutionId: id, financialInstitutionVersion: 1, created: true });
    const productId = uniqueId('P');
    await t.operator({ method: 'PUT', url: `/operator/products/${productId}`, payload: newFixedTermProduct(id) });
    await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue() });
    const before = (await getProduct(productId)).dateLastUpdatedUTC;

    const same = await t.operator({ method: 'PUT', url: `/operator/institutions/${id}`, payload: newInstitution() });
    expect(same.json()).toEqual({ financialInstitutionId: id, financialInstitutionVersion: 1, created: false });

    tick();
    const renamed = await t.operator({ method: 'PUT', url: `/operator/institutions/${id}`, payload: newInstitution({ financialInstitutionName: 'Renamed Bank plc' }) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().financialInstitutionVersion).toBe(2);
    const product = await getProduct(productId);
    expect(product.financialInstitution).toMatchObject({ financialInstitutionVersion: 2, financialInstitutionName: 'Renamed Bank plc' });
    expect(product.dateLastUpdatedUTC > before).toBe(true);
  });

  it('answers 400 with the refused fields', async () => {
    const response = await t.operator({
      method: 'PUT',
      url: `/operator/institutions/${uniqueId('INST')}`,
      payload: newInstitution({ countryCode: 'XXX', paymentBatchCutoffTimeUTC: '25:00', isFscsProtected: 'yes' }),
    });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'countryCode', reason: 'format' },
        { field: 'paymentBatchCutoffTimeUTC', reason: 'format' },
        { field: 'isFscsProtected', reason: 'type' },
      ]),
    );
  });
});

describe('PUT /operator/products/{productId}: the validity rules of term and notice', () => {
  const valid: [string, Record<string, unknown>][] = [
    ['a fixed term with a term and NoNotice', {}],
    [
      'an instant access with NoTerm and NoNotice',
      { productTermType: 'InstantAccess', termLength: 0, termLengthUnit: 'NoTerm', interestPaidType: 'Daily', interestPaysFrequency: 'Month' },
    ],
    [
      'a notice account with a notice period',
      { productTermType: 'Notice', termLength: 0, termLengthUnit: 'Day', noticeLength: 32, noticeLengthUnit: 'Day', interestPaidType: 'Daily', interestPaysFrequency: 'Month' },
    ],
    ['a fixed term with a notice period', { noticeLength: 14, noticeLengthUnit: 'Day' }],
  ];
  it.each(valid)('accepts %s', async (_name, overrides) => {
    const response = await t.operator({ method: 'PUT', url: `/operator/products/${uniqueId('P')}`, payload: newFixedTermProduct(bank, overrides) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: true });
  });

  const invalid: [string, Record<string, unknown>, { field: string; reason: string }[]][] = [
    ['NoTerm on a fixed term', { termLengthUnit: 'NoTerm' }, [{ field: 'termLengthUnit', reason: 'enum' }]],
    [
      'NoTerm on a notice account',
      { productTermType: 'Notice', termLength: 0, termLengthUnit: 'NoTerm', noticeLength: 95, noticeLengthUnit: 'Day', interestPaidType: 'Daily' },
      [{ field: 'termLengthUnit', reason: 'enum' }],
    ],
    [
      'NoNotice on a notice account',
      { productTermType: 'Notice', termLength: 0, termLengthUnit: 'Day', noticeLength: 0, noticeLengthUnit: 'NoNotice', interestPaidType: 'Daily' },
      [
        { field: 'noticeLengthUnit', reason: 'enum' },
        { field: 'noticeLength', reason: 'range' },
      ],
    ],
    ['a fixed term of length 0', { termLength: 0 }, [{ field: 'termLength', reason: 'range' }]],
    [
      'a term length on an instant access',
      { productTermType: 'InstantAccess', termLength: 12, termLengthUnit: 'NoTerm', interestPaidType: 'Daily' },
      [{ field: 'termLength', reason: 'range' }],
    ],
    ['a notice length with NoNotice', { noticeLength: 30 }, [{ field: 'noticeLength', reason: 'range' }]],
    ['interest at maturity on an instant access', { productTermType: 'InstantAccess', termLength: 0, termLengthUnit: 'NoTerm' }, [{ field: 'interestPaidType', reason: 'enum' }]],
    ['an unknown term unit', { termLengthUnit: 'Week' }, [{ field: 'termLengthUnit', reason: 'enum' }]],
    ['an unknown role', { offeredToRoles: ['retail'] }, [{ field: 'offeredToRoles[0]', reason: 'enum' }]],
    ['a currency outside GBP, EUR, USD', { currencyCode: 'JPY' }, [{ field: 'currencyCode', reason: 'enum' }]],
  ];
  it.each(invalid)('answers 400 for %s', async (_name, overrides, errors) => {
    const response = await t.operator({ method: 'PUT', url: `/operator/products/${uniqueId('P')}`, payload: newFixedTermProduct(bank, overrides) });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toEqual(errors);
  });

  it('answers 400 for an unknown institution', async () => {
    const response = await t.operator({ method: 'PUT', url: `/operator/products/${uniqueId('P')}`, payload: newFixedTermProduct('NO-SUCH-BANK') });
    expect(expectErrorBody(response, 400, 'ValidationFailed').errors).toEqual([{ field: 'financialInstitutionId', reason: 'enum' }]);
  });
});

describe('PUT /operator/products/{productId} on an existing product', () => {
  it('changes the name and roles and moves dateLastUpdatedUTC', async () => {
    const productId = await createProduct();
    const before = (await getProduct(productId)).dateLastUpdatedUTC;
    tick();
    const response = await t.operator({
      method: 'PUT',
      url: `/operator/products/${productId}`,
      payload: newFixedTermProduct(bank, { productName: 'New name', offeredToRoles: ['institution'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: false });
    expectErrorBody(await t.as(wealth, { method: 'GET', url: `/products/${productId}` }), 404);
    const operatorView = (await t.operator({ method: 'GET', url: `/operator/products/${productId}` })).json();
    expect(operatorView).toMatchObject({ productName: 'New name', offeredToRoles: ['institution'], issueMargins: [{ productIssueNumber: 1, marginPercent: 0.25 }] });
    expect(operatorView.dateLastUpdatedUTC > before).toBe(true);
  });

  it('answers 409 when the type, term or currency would change', async () => {
    const productId = await createProduct();
    const response = await t.operator({ method: 'PUT', url: `/operator/products/${productId}`, payload: newFixedTermProduct(bank, { termLength: 6, currencyCode: 'EUR' }) });
    const body = expectErrorBody(response, 409, 'Conflict');
    expect(body.ErrorDescription).toContain('termLength, currencyCode');
  });
});

describe('issues and issue versions', () => {
  it('opens issues numbered from 1 and computes the AER when it is not given', async () => {
    const productId = await createProduct(
      { productTermType: 'InstantAccess', termLength: 0, termLengthUnit: 'NoTerm', interestPaidType: 'Daily', interestPaysFrequency: 'Month' },
      null,
    );
    const first = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue({ ratePercent: 4.5 }) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ productId, productIssueNumber: 1, productIssueVersionNumber: 1 });
    const second = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue({ ratePercent: 4.6, aer: 4.75 }) });
    expect(second.json().productIssueNumber).toBe(2);
    const issues = (await getProduct(productId)).productIssues;
    // Monthly: (1 + 0.045/12)^12 - 1 = 4.5940...% -> 4.59. The second issue's AER was given.
    expect(issues.map((i: Record<string, number>) => [i.productIssueNumber, i.ratePercent, i.aer])).toEqual([
      [1, 4.5, 4.59],
      [2, 4.6, 4.75],
    ]);
  });

  it('publishes a rate change as a new version and keeps the old one readable', async () => {
    const productId = await createProduct();
    const before = (await getProduct(productId)).dateLastUpdatedUTC;
    tick();
    const published = await t.operator({
      method: 'POST',
      url: `/operator/products/${productId}/issues/1/versions`,
      payload: { ratePercent: 4.75, depositPerAccountMaximum: 200000 },
    });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toEqual({ productId, productIssueNumber: 1, productIssueVersionNumber: 2 });
    const product = await getProduct(productId);
    expect(
      product.productIssues.map((i: Record<string, number>) => [i.productIssueVersionNumber, i.ratePercent, i.aer, i.depositPerAccountMinimum, i.depositPerAccountMaximum]),
    ).toEqual([
      [1, 4.5, 4.5, 1000, 100000],
      [2, 4.75, 4.75, 1000, 200000],
    ]);
    expect(product.dateLastUpdatedUTC > before).toBe(true);
    // The summary follows the current version: 4.75 - 0.25 = 4.50%; 1,000.00 x 4.5% over 365 days = 45.00.
    const summary = (await t.as(wealth, { method: 'GET', url: `/products/${productId}/1/summary` })).json();
    expect(summary).toMatchObject({ netRate: 4.5, estimatedBalance: 1045 });
  });

  it('changes the issue margin with a new version', async () => {
    const productId = await createProduct();
    await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: { marginPercent: 1 } });
    const summary = (await t.as(wealth, { method: 'GET', url: `/products/${productId}/1/summary?amount=10000` })).json();
    // 4.50 - 1.00 = 3.50%; 10,000.00 x 3.5% = 350.00.
    expect(summary).toMatchObject({ netRate: 3.5, estimatedBalance: 10350 });
  });

  it('answers 400 for limits that cross, rates with more than 4 places and amounts with more than 2', async () => {
    const productId = await createProduct();
    const crossed = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: { depositPerAccountMinimum: 500000 } });
    expect(expectErrorBody(crossed, 400).errors).toEqual([{ field: 'depositPerAccountMaximum', reason: 'range' }]);
    const preciseRate = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue({ ratePercent: 4.12345 }) });
    expect(expectErrorBody(preciseRate, 400).errors).toEqual([{ field: 'ratePercent', reason: 'precision' }]);
    const preciseAmount = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue({ depositPerAccountMinimum: 10.001 }) });
    expect(expectErrorBody(preciseAmount, 400).errors).toEqual([{ field: 'depositPerAccountMinimum', reason: 'precision' }]);
  });

  it('answers 404 for an unknown product or issue', async () => {
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/products/NOPE/issues', payload: newIssue() }), 404);
    const productId = await createProduct();
    expectErrorBody(await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/3/versions`, payload: {} }), 404);
    expectErrorBody(await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/3/close` }), 404);
  });

  it('closes an issue to new accounts as a new version, once', async () => {
    const productId = await createProduct();
    const closed = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/close` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().productIssueVersionNumber).toBe(2);
    const again = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/close` });
    expect(again.json().productIssueVersionNumber).toBe(2);
    const issues = (await getProduct(productId)).productIssues;
    expect(issues.map((i: Record<string, unknown>) => [i.productIssueVersionNumber, i.isClosedToNewAccounts, i.ratePercent])).toEqual([
      [1, false, 4.5],
      [2, true, 4.5],
    ]);
  });
});

describe('POST /operator/products/{productId}/issues/{issueNumber}/documents', () => {
  it('stores a new document version, attaches it to the current issue version and carries it into later versions', async () => {
    const productId = await createProduct();
    const upload = (text: string) =>
      t.operator({
        method: 'POST',
        url: `/operator/products/${productId}/issues/1/documents`,
        payload: {
          documentType: 'ProductTermsAndConditions',
          title: 'Terms',
          contents: [{ contentType: 'application/pdf', data: Buffer.from(`%PDF-1.4 ${text}`).toString('base64') }],
        },
      });
    const first = await upload('first');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ documentId: `${productId}-1-ProductTermsAndConditions`, documentVersion: 1, created: true, productIssueVersionNumber: 1 });
    expect((await upload('first')).json()).toMatchObject({ documentVersion: 1, created: false });

    await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: { ratePercent: 5 } });
    expect((await upload('second')).json()).toMatchObject({ documentVersion: 2, created: true, productIssueVersionNumber: 2 });

    const download = (version: number) => t.as(wealth, { method: 'GET', url: `/products/${productId}/issue/1/version/${version}/document/ProductTermsAndConditions` });
    expect((await download(1)).body).toBe('%PDF-1.4 first');
    expect((await download(2)).body).toBe('%PDF-1.4 second');
  });

  it('answers 400 for a document type outside the three or no contents', async () => {
    const productId = await createProduct();
    const response = await t.operator({
      method: 'POST',
      url: `/operator/products/${productId}/issues/1/documents`,
      payload: { documentType: 'Brochure', title: 'x', contents: [] },
    });
    expect(expectErrorBody(response, 400).errors).toEqual(
      expect.arrayContaining([
        { field: 'documentType', reason: 'enum' },
        { field: 'contents', reason: 'range' },
      ]),
    );
  });
});

describe('POST /operator/catalogue', () => {
  function catalogueFile(prefix: string, rate = 4.2) {
    return {
      financialInstitutions: [{ financialInstitutionId: `${prefix}-BANK`, ...newInstitution() }],
      documents: [pdfDocument(`${prefix}-TERMS`, 'ProductTermsAndConditions')],
      products: [
        {
          productId: `${prefix}-FT`,
          ...newFixedTermProduct(`${prefix}-BANK`),
          issues: [{ productIssueNumber: 1, versions: [{ ...newIssue({ ratePercent: rate }), documents: [{ documentId: `${prefix}-TERMS` }] }] }],
        },
      ],
    };
  }

  it('loads a whole catalogue, and loading it again changes nothing', async () => {
    const prefix = uniqueId('CAT');
    const first = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: catalogueFile(prefix) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      institutionsCreated: 1,
      institutionsUpdated: 0,
      productsCreated: 1,
      productsUpdated: 0,
      issuesCreated: 1,
      issueVersionsAdded: 1,
      documentVersionsAdded: 1,
    });
    const product = await getProduct(`${prefix}-FT`);
    expect(product.productIssues[0].documents[0]).toMatchObject({ documentId: `${prefix}-TERMS`, documentVersion: 1 });
    const pdf = await t.as(wealth, { method: 'GET', url: `/products/${prefix}-FT/issue/1/version/1/document/ProductTermsAndConditions` });
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);

    tick();
    const again = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: catalogueFile(prefix) });
    expect(Object.values(again.json()).every((n) => n === 0)).toBe(true);
    expect((await getProduct(`${prefix}-FT`)).dateLastUpdatedUTC).toBe(product.dateLastUpdatedUTC);
  });

  it('adds the versions listed after those already loaded', async () => {
    const prefix = uniqueId('CAT');
    await t.operator({ method: 'POST', url: '/operator/catalogue', payload: catalogueFile(prefix) });
    const file = catalogueFile(prefix);
    file.products[0].issues[0].versions.push({ ...newIssue({ ratePercent: 4.4 }), documents: [] });
    const response = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: file });
    expect(response.json()).toMatchObject({ issueVersionsAdded: 1, productsCreated: 0, documentVersionsAdded: 0 });
    const issues = (await getProduct(`${prefix}-FT`)).productIssues;
    expect(issues.map((i: Record<string, number>) => [i.productIssueVersionNumber, i.ratePercent])).toEqual([
      [1, 4.2],
      [2, 4.4],
    ]);
  });

  it('answers 409 and writes nothing when a listed version differs from the published one', async () => {
    const prefix = uniqueId('CAT');
    await t.operator({ method: 'POST', url: '/operator/catalogue', payload: catalogueFile(prefix) });
    const changed = catalogueFile(prefix, 9.9);
    const newBank = uniqueId('NEWBANK');
    changed.financialInstitutions.push({ financialInstitutionId: newBank, ...newInstitution() });
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/catalogue', payload: changed }), 409, 'Conflict');
    // All or nothing: the institution earlier in the same file was not created.
    const probe = await t.operator({ method: 'PUT', url: `/operator/institutions/${newBank}`, payload: newInstitution() });
    expect(probe.statusCode).toBe(201);
  });

  it('answers 400 naming each refused field by its path in the file', async () => {
    const prefix = uniqueId('CAT');
    const file = catalogueFile(prefix) as Record<string, unknown> & ReturnType<typeof catalogueFile>;
    Object.assign(file.products[0], { termLengthUnit: 'NoTerm' });
    file.products.push({ ...file.products[0] });
    const response = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: file });
    expect(expectErrorBody(response, 400, 'ValidationFailed').errors).toEqual([
      { field: 'products[1].productId', reason: 'duplicate' },
      { field: 'products[0].termLengthUnit', reason: 'enum' },
      { field: 'products[1].termLengthUnit', reason: 'enum' },
    ]);
  });

  it('answers 400 for a version referring to an unknown document', async () => {
    const prefix = uniqueId('CAT');
    const file = catalogueFile(prefix);
    file.products[0].issues[0].versions[0].documents = [{ documentId: 'NO-SUCH-DOC' }];
    const response = await t.operator({ method: 'POST', url: '/operator/catalogue', payload: file });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'products[0].issues[0].versions[0].documents[0].documentId', reason: 'enum' }]);
  });

  it('answers 400 for malformed JSON and 415 for another media type', async () => {
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/catalogue', payload: '{"products": [', headers: { 'content-type': 'application/json' } }), 400);
    expectErrorBody(await t.operator({ method: 'POST', url: '/operator/catalogue', payload: 'x', headers: { 'content-type': 'text/csv' } }), 415);
  });
});

describe('the catalogue as the operator lists it', () => {
  it("lists institutions and products with filters, and an issue's rate history newest first", async () => {
    const productId = await createProduct({ productName: 'Rate History Saver' });
    tick();
    const published = await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues/1/versions`, payload: { ratePercent: 4.75 } });
    expect(published.statusCode, published.body).toBe(201);

    const institutions = (await t.operator({ method: 'GET', url: `/operator/institutions?search=${bank.toLowerCase()}` })).json();
    expect(institutions.institutions).toEqual([expect.objectContaining({ financialInstitutionId: bank, productCount: expect.any(Number) })]);

    const products = (await t.operator({ method: 'GET', url: `/operator/products?financialInstitutionId=${bank}&search=rate%20history` })).json();
    expect(products.products).toEqual([expect.objectContaining({ productId, issues: [expect.objectContaining({ productIssueNumber: 1, currentVersion: 2, ratePercent: 4.75 })] })]);
    expect(products).toMatchObject({ pageNumber: 1, pageSize: 50, hasMore: false });

    const history = (await t.operator({ method: 'GET', url: `/operator/products/${productId}/issues` })).json();
    expect(history.issues[0].versions.map((v: { version: number; ratePercent: number }) => [v.version, v.ratePercent])).toEqual([
      [2, 4.75],
      [1, expect.any(Number)],
    ]);
  });

  it('pages the product list and refuses bad filters', async () => {
    const first = (await t.operator({ method: 'GET', url: '/operator/products?pageSize=1' })).json();
    expect(first.products).toHaveLength(1);
    expect(first.hasMore).toBe(true);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/products?currencyCode=XXX' }), 400);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/products?pageSize=0' }), 400);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/products/NOPE/issues' }), 404, 'NotFound');
  });
});
