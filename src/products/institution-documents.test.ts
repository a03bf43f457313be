/**
 * Documents of a financial institution: uploaded by the operator (or listed in
 * a catalogue file), shown in financialInstitution.documents of each product it
 * offers, and downloaded under the product with Accept negotiation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { newFixedTermProduct, newInstitution, newIssue, PDF_BYTES, pdfDocument, uniqueId } from '../../test/builders/products.js';

let t: TestPlatform;
let wealth: TestPartner;
let institutionPartner: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  [wealth, institutionPartner] = await Promise.all([t.newPartner('wealth'), t.newPartner('institution')]);
});
afterAll(async () => t?.close());

const SHEET_TEXT = 'FSCS depositor information sheet';

function sheetUpload(pdfText = 'sheet', extra: Record<string, unknown> = {}) {
  return {
    documentType: 'DepositInformation',
    title: SHEET_TEXT,
    contents: [
      { contentType: 'application/pdf', data: Buffer.from(`%PDF-1.4 ${pdfText}`).toString('base64') },
      { contentType: 'text/plain', data: Buffer.from(`${SHEET_TEXT}: ${pdfText}`).toString('base64') },
    ],
    ...extra,
  };
}

/** An institution with one product of its own offered to `roles` (every role when empty). */
async function newBankWithProduct(roles: string[] = []) {
  const bank = uniqueId('BANK');
  const productId = uniqueId('P');
  expect((await t.operator({ method: 'PUT', url: `/operator/institutions/${bank}`, payload: newInstitution() })).statusCode).toBe(201);
  expect((await t.operator({ method: 'PUT', url: `/operator/products/${productId}`, payload: newFixedTermProduct(bank, { offeredToRoles: roles }) })).statusCode).toBe(201);
  expect((await t.operator({ method: 'POST', url: `/operator/products/${productId}/issues`, payload: newIssue() })).statusCode).toBe(201);
  return { bank, productId };
}

const upload = (bank: string, payload: Record<string, unknown>) => t.operator({ method: 'POST', url: `/operator/institutions/${bank}/documents`, payload });
const getProduct = async (productId: string) => (await t.as(wealth, { method: 'GET', url: `/products/${productId}` })).json();
const download = (productId: string, documentType: string, accept?: string, partner = wealth) =>
  t.as(partner, { method: 'GET', url: `/products/${productId}/institution/document/${documentType}`, headers: accept ? { accept } : {} });

describe('POST /operator/institutions/{financialInstitutionId}/documents', () => {
  it('stores the document as the institution’s, as a new institution version, and reuses unchanged bytes', async () => {
    const { bank, productId } = await newBankWithProduct();
    const before = await getProduct(productId);
    t.clock.advanceBy(1000);

    const first = await upload(bank, sheetUpload());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      documentId: `${bank}-DepositInformation`,
      documentVersion: 1,
      documentType: 'DepositInformation',
      contentTypes: ['application/pdf', 'text/plain'],
      created: true,
      financialInstitutionId: bank,
      financialInstitutionVersion: 2,
    });
    const after = await getProduct(productId);
    expect(after.financialInstitution.financialInstitutionVersion).toBe(2);
    expect(after.dateLastUpdatedUTC > before.dateLastUpdatedUTC).toBe(true);

    // The same bytes again: nothing new.
    expect((await upload(bank, sheetUpload())).json()).toMatchObject({ documentVersion: 1, created: false, financialInstitutionVersion: 2 });

    const second = await upload(bank, sheetUpload('revised'));
    expect(second.json()).toMatchObject({ documentVersion: 2, created: true, financialInstitutionVersion: 3 });
    expect((await download(productId, 'DepositInformation')).body).toBe('%PDF-1.4 revised');
  });

  it('takes a document id of the operator’s choosing', async () => {
    const { bank } = await newBankWithProduct();
    const documentId = uniqueId('SHEET');
    expect((await upload(bank, sheetUpload('x', { documentId }))).json()).toMatchObject({ documentId, documentVersion: 1 });
  });

  it('answers 404 for an unknown institution, 400 for a document type outside the three or no contents, 401 without the operator key', async () => {
    expectErrorBody(await upload('NO-SUCH-BANK', sheetUpload()), 404, 'NotFound');
    const { bank } = await newBankWithProduct();
    const refused = await upload(bank, { documentType: 'Brochure', title: 'x', contents: [] });
    expect(expectErrorBody(refused, 400).errors).toEqual(
      expect.arrayContaining([
        { field: 'documentType', reason: 'enum' },
        { field: 'contents', reason: 'range' },
      ]),
    );
    expectErrorBody(await t.app.inject({ method: 'POST', url: `/operator/institutions/${bank}/documents`, payload: sheetUpload() }), 401);
  });
});

describe('financialInstitution.documents of a product', () => {
  it('lists the institution’s documents with a download uri under each of its products', async () => {
    const { bank, productId } = await newBankWithProduct();
    expect((await getProduct(productId)).financialInstitution.documents).toEqual([]);
    await upload(bank, sheetUpload());
    const other = uniqueId('P');
    await t.operator({ method: 'PUT', url: `/operator/products/${other}`, payload: newFixedTermProduct(bank) });

    for (const id of [productId, other]) {
      expect((await getProduct(id)).financialInstitution.documents).toEqual([
        {
          documentId: `${bank}-DepositInformation`,
          documentVersion: 1,
          documentType: 'DepositInformation',
          contentTypes: ['application/pdf', 'text/plain'],
          uri: `http://127.0.0.1:8080/products/${id}/institution/document/DepositInformation`,
        },
      ]);
    }
    const listed = (await t.as(wealth, { method: 'GET', url: '/products/' })).json().productItems.find((p: { productId: string }) => p.productId === productId);
    expect(listed.financialInstitution.documents).toHaveLength(1);
  });
});

describe('GET /products/{productId}/institution/document/{documentType}', () => {
  let productId: string;
  let hidden: string;
  beforeAll(async () => {
    ({ productId } = await newBankWithProduct());
    const bank = (await getProduct(productId)).financialInstitution.financialInstitutionId;
    await upload(bank, sheetUpload());
    hidden = uniqueId('P');
    await t.operator({ method: 'PUT', url: `/operator/products/${hidden}`, payload: newFixedTermProduct(bank, { offeredToRoles: ['institution'] }) });
  });

  it('serves the PDF when no Accept header is sent, at the uri the product gives', async () => {
    const uri: string = (await getProduct(productId)).financialInstitution.documents[0].uri;
    const response = await t.as(wealth, { method: 'GET', url: new URL(uri).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['content-disposition']).toContain('-DepositInformation-v1.pdf');
    expect(response.body).toBe('%PDF-1.4 sheet');
  });

  it('serves the type the Accept header prefers', async () => {
    expect((await download(productId, 'DepositInformation', '*/*')).headers['content-type']).toBe('application/pdf');
    const text = await download(productId, 'DepositInformation', 'text/plain, application/pdf;q=0.5');
    expect(text.headers['content-type']).toBe('text/plain');
    expect(text.body).toBe(`${SHEET_TEXT}: sheet`);
  });

  it('serves a PDF inline and anything else as an attachment under a CSP that runs nothing', async () => {
    const pdf = await download(productId, 'DepositInformation', 'application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const text = await download(productId, 'DepositInformation', 'text/plain');
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename=".+-v1\.txt"$/);
    expect(text.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(text.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an HTML document stored before uploads were limited as an attachment, never as a page', async () => {
    // Such a row can only come from before the limit: written here as it was then.
    const legacy = await newBankWithProduct();
    const uploaded = await upload(legacy.bank, sheetUpload('legacy'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { documentId, documentVersion } = uploaded.json();
    await t.platform.db
      .updateTable('document_contents')
      .set({ content_type: 'text/html', content: Buffer.from('<script>alert(document.cookie)</script>') })
      .where('document_id', '=', documentId)
      .where('document_version', '=', documentVersion)
      .where('content_type', '=', 'text/plain')
      .execute();
    const html = await download(legacy.productId, 'DepositInformation', 'text/html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename=".+\.bin"$/);
    expect(html.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(html.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 406 when the Accept header allows none of the document’s types', async () => {
    expectErrorBody(await download(productId, 'DepositInformation', 'application/json'), 406, 'NotAcceptable');
  });

  it('answers 400 for a document type outside the three', async () => {
    expectErrorBody(await download(productId, 'KeyFactsDocument'), 400);
  });

  it('answers 404 when the institution has no document of that type, or the product is unknown', async () => {
    expectErrorBody(await download(productId, 'PlatformTerms'), 404, 'NotFound');
    expectErrorBody(await download('NO-SUCH-PRODUCT', 'DepositInformation'), 404, 'NotFound');
  });

  it('answers 404 under a product hidden from the role, and 200 to the role it is offered to', async () => {
    expectErrorBody(await download(hidden, 'DepositInformation'), 404, 'NotFound');
    expect((await download(hidden, 'DepositInformation', undefined, institutionPartner)).statusCode).toBe(200);
  });

  it('answers 401 without credentials', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: `/products/${productId}/institution/document/DepositInformation` }), 401);
  });
});

describe('what a document may be', () => {
  it.each(['text/html', 'image/svg+xml', 'application/xhtml+xml', 'application/javascript', 'application/octet-stream'])(
    'refuses an upload as %s with 400 naming its contentType, and stores nothing',
    async (contentType) => {
      const { bank } = await newBankWithProduct();
      const response = await upload(bank, { documentType: 'DepositInformation', title: 'x', contents: [{ contentType, data: Buffer.from('<p>hi</p>').toString('base64') }] });
      const body = expectErrorBody(response, 400);
      expect(JSON.stringify(body)).toContain('contents[0].contentType');
      expect((await t.operator({ method: 'GET', url: `/operator/institutions/${bank}` })).json().documents ?? []).toEqual([]);
    },
  );

  it('takes PDF, plain text and Markdown', async () => {
    const { bank } = await newBankWithProduct();
    const contents = ['application/pdf', 'text/plain', 'text/markdown'].map((contentType) => ({ contentType, data: Buffer.from(`${contentType} bytes`).toString('base64') }));
    const response = await upload(bank, { documentType: 'DepositInformation', title: 'x', contents });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contentTypes).toEqual(['application/pdf', 'text/plain', 'text/markdown']);
  });
});

describe('institution documents in a catalogue file', () => {
  function catalogueFile(prefix: string, institutionDocuments: { documentId: string }[] | undefined) {
    return {
      financialInstitutions: [{ financialInstitutionId: `${prefix}-BANK`, ...newInstitution(), ...(institutionDocuments ? { documents: institutionDocuments } : {}) }],
      documents: [pdfDocument(`${prefix}-SHEET`, 'DepositInformation'), pdfDocument(`${prefix}-PT`, 'PlatformTerms')],
      products: [{ productId: `${prefix}-FT`, ...newFixedTermProduct(`${prefix}-BANK`), issues: [{ productIssueNumber: 1, versions: [newIssue()] }] }],
    };
  }
  const load = (payload: object) => t.operator({ method: 'POST', url: '/operator/catalogue', payload });

  it('loads them with the institution (version 1), and loading again changes nothing', async () => {
    const prefix = uniqueId('CAT');
    const file = catalogueFile(prefix, [{ documentId: `${prefix}-SHEET` }]);
    expect((await load(file)).json()).toMatchObject({ institutionsCreated: 1, institutionsUpdated: 0, documentVersionsAdded: 2 });
    const product = await getProduct(`${prefix}-FT`);
    expect(product.financialInstitution).toMatchObject({
      financialInstitutionVersion: 1,
      documents: [{ documentId: `${prefix}-SHEET`, documentVersion: 1, documentType: 'DepositInformation', contentTypes: ['application/pdf'] }],
    });
    expect((await download(`${prefix}-FT`, 'DepositInformation')).rawPayload.equals(PDF_BYTES)).toBe(true);

    t.clock.advanceBy(1000);
    expect(Object.values((await load(file)).json()).every((n) => n === 0)).toBe(true);
    expect((await getProduct(`${prefix}-FT`)).dateLastUpdatedUTC).toBe(product.dateLastUpdatedUTC);
  });

  it('makes the listed documents exactly the institution’s, as one new institution version; leaving them out keeps them', async () => {
    const prefix = uniqueId('CAT');
    await load(catalogueFile(prefix, [{ documentId: `${prefix}-SHEET` }]));
    const changed = await load(catalogueFile(prefix, [{ documentId: `${prefix}-PT` }]));
    expect(changed.json()).toMatchObject({ institutionsUpdated: 1, documentVersionsAdded: 0 });
    const institution = (await getProduct(`${prefix}-FT`)).financialInstitution;
    expect(institution.financialInstitutionVersion).toBe(2);
    expect(institution.documents.map((d: { documentType: string }) => d.documentType)).toEqual(['PlatformTerms']);
    expectErrorBody(await download(`${prefix}-FT`, 'DepositInformation'), 404, 'NotFound');

    expect(Object.values((await load(catalogueFile(prefix, undefined))).json()).every((n) => n === 0)).toBe(true);
    expect((await getProduct(`${prefix}-FT`)).financialInstitution.documents).toHaveLength(1);
  });

  it('answers 400 for an unknown document or two of one type, and writes nothing', async () => {
    const prefix = uniqueId('CAT');
    const unknown = await load(catalogueFile(prefix, [{ documentId: 'NO-SUCH-DOC' }]));
    expect(expectErrorBody(unknown, 400).errors).toEqual([{ field: 'financialInstitutions[0].documents[0].documentId', reason: 'enum' }]);
    const file = catalogueFile(prefix, [{ documentId: `${prefix}-SHEET` }, { documentId: `${prefix}-SHEET` }]);
    expect(expectErrorBody(await load(file), 400).errors).toEqual([{ field: 'financialInstitutions[0].documents[1].documentId', reason: 'duplicate' }]);
    expectErrorBody(await t.as(wealth, { method: 'GET', url: `/products/${prefix}-FT` }), 404);
  });
});
