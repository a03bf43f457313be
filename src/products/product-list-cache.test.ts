/**
 * The product list is made and serialised once per role and catalogue
 * revision: a catalogue change shows in the next list at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { newFixedTermProduct, newInstitution } from '../../test/builders/products.js';

let t: TestPlatform;
let wealth: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  wealth = await t.newPartner('wealth');
});
afterAll(async () => t.close());

const productIds = async (partner: TestPartner) => {
  const response = await t.as(partner, { method: 'GET', url: '/products/' });
  expect(response.statusCode).toBe(200);
  return { body: response.body, ids: (response.json().productItems as { productId: string }[]).map((p) => p.productId) };
};

/** Loads a catalogue of one institution and these products, through the operator API, as an operator would. */
async function loadCatalogue(productIds: string[]): Promise<void> {
  const response = await t.operator({
    method: 'POST',
    url: '/operator/catalogue',
    payload: {
      financialInstitutions: [{ financialInstitutionId: 'BANK-L', ...newInstitution() }],
      documents: [],
      products: productIds.map((productId) => ({
        productId,
        ...newFixedTermProduct('BANK-L'),
        issues: [{ productIssueNumber: 1, marginPercent: 0, versions: [{ ratePercent: 4.5, depositPerAccountMinimum: 1000, depositPerAccountMaximum: 100000, documents: [] }] }],
      })),
    },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe('the product list across catalogue changes', () => {
  it('answers the same list until the catalogue changes, then the change at once, for every role', async () => {
    await loadCatalogue(['L-ONE']);
    const before = await productIds(wealth);
    expect(before.ids).toEqual(['L-ONE']);
    expect((await productIds(wealth)).body).toBe(before.body);

    await loadCatalogue(['L-ONE', 'L-TWO']);
    expect((await productIds(wealth)).ids).toEqual(['L-ONE', 'L-TWO']);
    // A role reading for the first time after the change sees it too.
    const pension = await t.newPartner('pension');
    expect((await productIds(pension)).ids).toEqual(['L-ONE', 'L-TWO']);
  });
});
