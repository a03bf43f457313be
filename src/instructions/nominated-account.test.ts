/**
 * A nominated account in the currency (issue 27, item 3): a deposit is
 * accepted only for a client with a bank account in the product's currency,
 * since the proceeds of any withdrawal are paid to that account; a withdrawal
 * or closure names, in the operator's story, the account it will pay, and one
 * whose client has lost every bank account in the currency is still processed
 * (accounts already opened keep working) and says it has nowhere to go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClientAccount } from '../../test/api.js';
import { driver, newClosure, newDeposit, newWithdrawal, settleBatchNow } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { instructionOf, onlyAccountIdOf } from '../../test/builders/reads.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let partner: TestPartner;
let d: ReturnType<typeof driver>;
let euro: TestProduct;

const GBP_ACCOUNT: ApiClientAccount = { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' };
const EUR_ACCOUNT: ApiClientAccount = {
  accountName: 'Jane Smith EUR',
  accountNumber: '23456789',
  sortCode: '20-00-00',
  iban: 'GB29 NWBK 6016 1331 9268 19',
  bic: 'NWBKGB2L',
  currencyCode: 'EUR',
};

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner('wealth');
  d = driver(t, partner);
  euro = await insertProduct(t.platform.db, { termType: 'InstantAccess', currency: 'EUR' });
});
afterAll(async () => t?.close());

async function outcome(reference: string) {
  await d.run();
  return d.status(reference);
}

async function story(reference: string) {
  const response = await t.operator({ method: 'GET', url: `/operator/instruction-requests/${partner.financialPartnerId}/${reference}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A client with these bank accounts and a settled EUR account of 5,000.00. */
async function clientWithEuroAccount(accounts: ApiClientAccount[]): Promise<{ client: string; account: string }> {
  const client = await d.newClient({ accounts });
  const deposit = await d.submitOk('deposit', newDeposit(euro, client, { amount: 5000 }));
  expect(await outcome(deposit)).toMatchObject({ status: 'Processed', statusReason: null });
  await settleBatchNow(t.platform, (await instructionOf(t.platform.db, partner.financialPartnerId, deposit)).instructionBatchId);
  return { client, account: await onlyAccountIdOf(d, client) };
}

describe('a deposit in a currency the client has no bank account in', () => {
  it('is Rejected NoNominatedAccount, naming the currency, for a client whose only account is in GBP', async () => {
    const client = await d.newClient({ accounts: [GBP_ACCOUNT] });
    const status = await outcome(await d.submitOk('deposit', newDeposit(euro, client)));
    expect(status.status).toBe('Rejected');
    expect(status.statusReason).toMatch(/^NoNominatedAccount: The client has no bank account .* The client has no bank account in EUR\.$/);
  });

  it('is Processed once the client has a EUR account, and a GBP deposit of a GBP-only client still is', async () => {
    const both = await d.newClient({ accounts: [GBP_ACCOUNT, EUR_ACCOUNT] });
    expect(await outcome(await d.submitOk('deposit', newDeposit(euro, both)))).toMatchObject({ status: 'Processed', statusReason: null });
    const pound = await insertProduct(t.platform.db, { termType: 'InstantAccess', currency: 'GBP' });
    const gbpOnly = await d.newClient({ accounts: [GBP_ACCOUNT] });
    expect(await outcome(await d.submitOk('deposit', newDeposit(pound, gbpOnly)))).toMatchObject({ status: 'Processed', statusReason: null });
  });

  it('is judged after the client and product rules: an unknown client stays ClientNotFound, a closed issue ProductIssueClosed', async () => {
    expect((await outcome(await d.submitOk('deposit', newDeposit(euro, 'no-such-client')))).statusReason).toMatch(/^ClientNotFound: /);
    const closed = await insertProduct(t.platform.db, { currency: 'EUR', closed: true });
    const gbpOnly = await d.newClient({ accounts: [GBP_ACCOUNT] });
    expect((await outcome(await d.submitOk('deposit', newDeposit(closed, gbpOnly)))).statusReason).toMatch(/^ProductIssueClosed: /);
  });

  it("tenant isolation: another partner's client with a EUR account is still ClientNotFound, and each partner's deposits in one run are judged by their own client", async () => {
    const other = driver(t, await t.newPartner('wealth'));
    const theirs = await other.newClient({ accounts: [EUR_ACCOUNT] });
    const mine = await d.newClient({ accounts: [GBP_ACCOUNT] });
    const intoTheirs = await d.submitOk('deposit', newDeposit(euro, theirs));
    const intoMine = await d.submitOk('deposit', newDeposit(euro, mine));
    const theirOwn = await other.submitOk('deposit', newDeposit(euro, theirs));
    await d.run();
    expect((await d.status(intoTheirs)).statusReason).toMatch(/^ClientNotFound: /);
    expect((await d.status(intoMine)).statusReason).toMatch(/^NoNominatedAccount: /);
    expect(await other.status(theirOwn)).toMatchObject({ status: 'Processed', statusReason: null });
  });
});

describe('the nominated account a withdrawal or closure pays', () => {
  it("names the client's first bank account in the currency in the operator's story of a withdrawal and of a closure", async () => {
    const { client, account } = await clientWithEuroAccount([GBP_ACCOUNT, EUR_ACCOUNT, { ...EUR_ACCOUNT, accountName: 'Second EUR', accountNumber: '99999999' }]);
    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, account, { currencyIsoCode: 'EUR', amount: 100 }));
    expect(await outcome(withdrawal)).toMatchObject({ status: 'Processed' });
    const expected = {
      accountName: 'Jane Smith EUR',
      accountNumber: '23456789',
      sortCode: '200000',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      currencyCode: 'EUR',
    };
    expect(await story(withdrawal)).toMatchObject({ nominatedAccount: expected, nominatedAccountNote: null });

    await settleBatchNow(t.platform, (await instructionOf(t.platform.db, partner.financialPartnerId, withdrawal)).instructionBatchId);
    const closure = await d.submitOk('close-account', newClosure(client, account, { currencyIsoCode: 'EUR' }));
    expect(await outcome(closure)).toMatchObject({ status: 'Processed' });
    expect(await story(closure)).toMatchObject({ nominatedAccount: expected, nominatedAccountNote: null });
  });

  it('shows no nominated account on a deposit: nothing is paid out', async () => {
    const client = await d.newClient({ accounts: [EUR_ACCOUNT] });
    const deposit = await d.submitOk('deposit', newDeposit(euro, client));
    await outcome(deposit);
    expect(await story(deposit)).toMatchObject({ nominatedAccount: null, nominatedAccountNote: null });
  });

  it('still processes a withdrawal and a closure of a client whose EUR account was removed after opening, and the story says the payment has nowhere to go', async () => {
    const { client, account } = await clientWithEuroAccount([GBP_ACCOUNT, EUR_ACCOUNT]);
    const read = await d.call({ method: 'GET', url: `/clients/${client}` });
    const patched = await d.call({ method: 'PATCH', url: `/clients/${client}/${read.json().clientVersion}`, payload: { accounts: [GBP_ACCOUNT] } });
    expect(patched.statusCode, patched.body).toBe(204);

    const withdrawal = await d.submitOk('withdraw', newWithdrawal(client, account, { currencyIsoCode: 'EUR', amount: 100 }));
    expect(await outcome(withdrawal)).toMatchObject({ status: 'Processed', statusReason: null });
    const withdrawn = await story(withdrawal);
    expect(withdrawn.nominatedAccount).toBeNull();
    expect(withdrawn.nominatedAccountNote).toMatch(/no bank account in EUR/);

    await settleBatchNow(t.platform, (await instructionOf(t.platform.db, partner.financialPartnerId, withdrawal)).instructionBatchId);
    const closure = await d.submitOk('close-account', newClosure(client, account, { currencyIsoCode: 'EUR' }));
    expect(await outcome(closure)).toMatchObject({ status: 'Processed', statusReason: null });
    expect(await story(closure)).toMatchObject({ nominatedAccount: null, nominatedAccountNote: expect.stringMatching(/no bank account in EUR/) });

    // New money in EUR is refused until the partner adds an account again.
    expect((await outcome(await d.submitOk('deposit', newDeposit(euro, client)))).statusReason).toMatch(/^NoNominatedAccount: /);
  });
});
