/**
 * GET /operator/search: the console's one box finds a partner, a client, an
 * instruction request, a batch, a deposit account, a product, an institution
 * and a payment file by any name, reference or id, each named with its
 * partner; a viewer may search; a bad query is a 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let alpha: TestPartner;
let alphaName: string;
let product: TestProduct;
let client: string;
let externalReference: string;
let lastName: string;
let depositReference: string;
const DAY = '2026-03-02';

interface Hit {
  kind: string;
  id: string;
  label: string;
  detail: string;
  financialPartnerId: string | null;
  financialPartnerName: string | null;
  path: string;
}

beforeAll(async () => {
  t = await startTestPlatform();
  alpha = await t.newPartner();
  alphaName = `Searchable Pensions ${randomUUID().slice(0, 8)}`;
  // The partner gets a name an operator would type (newPartner names it for the test run).
  await t.platform.db.updateTable('partners').set({ name: alphaName }).where('financial_partner_id', '=', alpha.financialPartnerId).execute();
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const a = driver(t, alpha);
  lastName = `Quarrington${randomUUID().slice(0, 6)}`;
  externalReference = `EXT-SEARCH-${randomUUID()}`;
  client = await a.newClient({ lastName, externalReference });
  depositReference = await a.submitOk('deposit', newDeposit(product, client, { amount: 1234.56 }));
  await a.run();
  await a.settle(DAY, 'deposit');
});
afterAll(async () => t?.close());

async function search(q: string, headers: Record<string, string> = {}): Promise<Hit[]> {
  const response = await t.operator({ method: 'GET', url: `/operator/search?q=${encodeURIComponent(q)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { query: string; hits: Hit[] };
  expect(body.query).toBe(q.trim());
  return body.hits;
}

describe('GET /operator/search', () => {
  it('finds a partner by a part of its name, and a client by its last name, named with its partner', async () => {
    const partners = await search(alphaName.slice(0, 16).toLowerCase());
    expect(partners.find((h) => h.kind === 'partner' && h.id === alpha.financialPartnerId)).toMatchObject({
      label: alphaName,
      path: `/operator/partners/${alpha.financialPartnerId}`,
    });

    const clients = await search(`  ${lastName.toUpperCase()} `);
    expect(clients.filter((h) => h.kind === 'client')).toEqual([
      {
        kind: 'client',
        id: client,
        label: `Jane ${lastName}`,
        detail: `Individual; external reference ${externalReference}`,
        financialPartnerId: alpha.financialPartnerId,
        financialPartnerName: alphaName,
        path: `/operator/clients/${alpha.financialPartnerId}/${client}`,
      },
    ]);
    expect((await search(externalReference)).filter((h) => h.kind === 'client').map((h) => h.id)).toEqual([client]);
    expect((await search(client)).filter((h) => h.kind === 'client').map((h) => h.id)).toEqual([client]);
  });

  it('finds an instruction request by its reference, and the batch and account it made by their ids', async () => {
    const [instruction] = (await search(depositReference.toUpperCase())).filter((h) => h.kind === 'instruction');
    expect(instruction).toMatchObject({ id: depositReference, detail: 'deposit, Processed', financialPartnerName: alphaName });

    const story = (await t.operator({ method: 'GET', url: instruction!.path })).json() as { batch: { instructionBatchId: string }; account: { depositAccountId: string } };
    const batchHits = await search(story.batch.instructionBatchId);
    expect(batchHits.find((h) => h.kind === 'batch')).toMatchObject({
      id: story.batch.instructionBatchId,
      label: `deposit batch of ${DAY}`,
      financialPartnerName: alphaName,
      path: `/operator/batches/${story.batch.instructionBatchId}`,
    });
    expect(batchHits.find((h) => h.kind === 'batch')!.detail).toContain('Completed; 1 instruction(s), 1234.56 GBP');
    const accountHits = await search(story.account.depositAccountId);
    expect(accountHits.find((h) => h.kind === 'account')).toMatchObject({
      id: story.account.depositAccountId,
      detail: 'Open; balance 1234.56 GBP',
      financialPartnerName: alphaName,
    });
    // Each path answers in the operator API.
    for (const hit of [instruction!, ...batchHits, ...accountHits]) expect((await t.operator({ method: 'GET', url: hit.path })).statusCode, hit.path).toBe(200);
  });

  it('finds a reference two partners both use under each partner, as the lists filtered by it do', async () => {
    // An instruction reference and an external reference are unique per partner only: the search probes every partner.
    const beta = await t.newPartner();
    const b = driver(t, beta);
    const betaClient = await b.newClient({ externalReference });
    await b.submitOk('deposit', newDeposit(product, betaClient, { amount: 10, instructionReference: depositReference }));
    const hits = await search(depositReference);
    expect(
      hits
        .filter((h) => h.kind === 'instruction')
        .map((h) => h.financialPartnerId)
        .sort(),
    ).toEqual([alpha.financialPartnerId, beta.financialPartnerId].sort());
    expect(
      (await search(externalReference))
        .filter((h) => h.kind === 'client')
        .map((h) => h.id)
        .sort(),
    ).toEqual([client, betaClient].sort());
    const requests = (await t.operator({ method: 'GET', url: `/operator/instruction-requests?instructionReference=${depositReference}` })).json();
    expect(requests.instructionRequests.map((r: { financialPartnerId: string }) => r.financialPartnerId).sort()).toEqual(
      [alpha.financialPartnerId, beta.financialPartnerId].sort(),
    );
    const clients = (await t.operator({ method: 'GET', url: `/operator/clients?externalReference=${externalReference}` })).json();
    expect(clients.clients.map((c: { clientReference: string }) => c.clientReference).sort()).toEqual([client, betaClient].sort());
  });

  it('finds a product and its institution by a part of the id or name', async () => {
    const hits = await search(product.productId.slice(-12));
    expect(hits.find((h) => h.kind === 'product')).toMatchObject({ id: product.productId, path: `/operator/products/${product.productId}/issues` });
    const institutionHits = await search(product.institutionId);
    expect(institutionHits.find((h) => h.kind === 'institution')).toMatchObject({ id: product.institutionId, label: `Test Bank ${product.institutionId.slice(3)}` });
  });

  it('finds a payment file by its id and by its message id', async () => {
    const files = (await t.operator({ method: 'GET', url: '/operator/payment-files' })).json() as { paymentFiles: { paymentFileId: string }[] };
    const fileId = files.paymentFiles[0]?.paymentFileId;
    expect(fileId, 'the settled deposit is placed with its institution by a payment file').toBeDefined();
    const byId = (await search(fileId!)).filter((h) => h.kind === 'paymentFile');
    expect(byId.map((h) => h.id)).toEqual([fileId]);
    expect(byId[0]!.label).toBe(fileId!.replace(/-/g, ''));
    const byMessageId = (await search(fileId!.replace(/-/g, '').toUpperCase())).filter((h) => h.kind === 'paymentFile');
    expect(byMessageId.map((h) => h.id)).toEqual([fileId]);
  });

  it('answers no hits for what matches nothing, and lets a viewer search', async () => {
    expect(await search(`nothing-${randomUUID()}`)).toEqual([]);
    const created = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: `search-viewer-${randomUUID()}`, role: 'viewer' } });
    const key = created.json().key as string;
    expect((await search(lastName, { authorization: `Bearer ${key}` })).some((h) => h.kind === 'client')).toBe(true);
  });

  it('refuses a missing, blank or too long query with a 400 naming q', async () => {
    for (const url of ['/operator/search', '/operator/search?q=', '/operator/search?q=%20%20', `/operator/search?q=${'x'.repeat(201)}`]) {
      const body = expectErrorBody(await t.operator({ method: 'GET', url }), 400);
      expect(JSON.stringify(body), url).toContain('q');
    }
  });
});
