/**
 * The platform's bank accounts and the institutions' bank settings (issue 29,
 * item 2; docs/bank-accounts.md), through the operator API and the public
 * module the payment runs and the statement reader use: set and read each,
 * every write audited before and after, each refused field a 400 naming it, a
 * viewer refused every write, the acknowledgement guard naming the account,
 * and the last statement read that never goes backwards. The test clock
 * stands at 2026-03-02.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanOf, newGbpAccount, newIbanAccount } from '../../test/builders/bank-accounts.js';
import { newInstitution } from '../../test/builders/products.js';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { AppError } from '../platform/errors.js';
import {
  hubAccount,
  institutionPaymentSettings,
  payableAccount,
  payableHubAccount,
  payableInstitutionAccount,
  recordStatementRead,
  type StatementReadInput,
  ukBban,
} from './banking.js';

let t: TestPlatform;
let viewerKey: string;

beforeAll(async () => {
  t = await startTestPlatform({ bankAccounts: false });
  const viewer = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'bank-viewer', role: 'viewer' } });
  expect(viewer.statusCode, viewer.body).toBe(201);
  viewerKey = viewer.json().key;
});
afterAll(async () => t?.close());

function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const put = (url: string, payload: unknown) => t.operator({ method: 'PUT', url, payload: payload as never });

async function newInstitutionId(): Promise<string> {
  const id = `BANK-${randomBytes(4).toString('hex').toUpperCase()}`;
  ok(await put(`/operator/institutions/${id}`, newInstitution({ financialInstitutionName: `Bank ${id}` })), 201);
  return id;
}

async function auditOf(objectType: string, objectId: string) {
  return ok(await t.operator({ method: 'GET', url: `/operator/audit?objectType=${objectType}&objectId=${encodeURIComponent(objectId)}` })).entries as {
    method: string;
    endpoint: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

/** A 400 ValidationFailed whose errors are exactly these fields and reasons. */
function expectRefused(response: LightMyRequestResponse, errors: { field: string; reason: string }[], code = 'ValidationFailed') {
  const body = expectErrorBody(response, 400, code);
  expect(body.errors).toEqual(errors);
  return body;
}

describe("the platform's client-money accounts", () => {
  it('starts with none: every currency is listed as without an account', async () => {
    expect(ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }))).toEqual({ accounts: [], currenciesWithoutAccount: ['GBP', 'EUR', 'USD'] });
    expect(await hubAccount(t.platform.db, 'GBP')).toBeUndefined();
    // No account, no statement to record for it.
    const statement = {
      currencyCode: 'GBP',
      accountIdentifier: '40478412345678',
      statementId: 'S1',
      sequenceNumber: 1n,
      closingBalanceMinor: 0n,
      closingDate: '2026-02-27',
    } as const;
    await expect(t.platform.db.transaction().execute((trx) => recordStatementRead(trx, { ...statement, readAt: t.clock.now() }))).rejects.toMatchObject({
      code: 'NotFound',
      message: expect.stringMatching(/^The platform's GBP account \S+ was not found\.$/),
    });
  });

  it('sets the GBP account (the sort code stored as 6 digits), lists it with no statement read yet, and audits it', async () => {
    const body = newGbpAccount({ accountNumber: '11223344', acknowledgementCountersignedOn: '2026-02-27' });
    const set = ok(await put('/operator/bank-accounts/GBP', body));
    expect(set).toMatchObject({
      currencyCode: 'GBP',
      accountName: 'Client Money Account',
      sortCode: '404784',
      accountNumber: '11223344',
      iban: null,
      bic: null,
      acknowledgementCountersignedOn: '2026-02-27',
      payable: true,
      lastStatementRead: null,
    });
    const listed = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }));
    expect(listed.accounts).toEqual([set]);
    expect(listed.currenciesWithoutAccount).toEqual(['EUR', 'USD']);
    const [entry] = await auditOf('client-money-account', 'GBP');
    expect(entry).toMatchObject({ method: 'PUT', endpoint: '/operator/bank-accounts/:currencyCode', before: null });
    expect(entry.after).toMatchObject({
      account: "the platform's GBP client-money account",
      sortCode: '404784',
      accountNumber: '11223344',
      acknowledgementCountersignedOn: '2026-02-27',
    });
  });

  it('keeps the acknowledgement date when the same account is set again, and clears it when the account changes', async () => {
    const renamed = ok(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '11223344', accountName: 'Client Money (renamed)', sortCode: '404784' })));
    expect(renamed).toMatchObject({ accountName: 'Client Money (renamed)', acknowledgementCountersignedOn: '2026-02-27', payable: true });
    const moved = ok(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '55667788' })));
    expect(moved).toMatchObject({ accountNumber: '55667788', acknowledgementCountersignedOn: null, payable: false });
    const [entry] = await auditOf('client-money-account', 'GBP');
    expect(entry.before).toMatchObject({ accountNumber: '11223344', acknowledgementCountersignedOn: '2026-02-27' });
    expect(entry.after).toMatchObject({ accountNumber: '55667788', acknowledgementCountersignedOn: null });
  });

  it('sets and clears the acknowledgement date, each audited', async () => {
    const set = ok(await put('/operator/bank-accounts/GBP/acknowledgement', { countersignedOn: '2026-03-02' }));
    expect(set).toMatchObject({ acknowledgementCountersignedOn: '2026-03-02', payable: true });
    expect((await auditOf('client-money-account', 'GBP'))[0]).toMatchObject({
      endpoint: '/operator/bank-accounts/:currencyCode/acknowledgement',
      before: { acknowledgementCountersignedOn: null },
      after: { acknowledgementCountersignedOn: '2026-03-02' },
    });
    const cleared = ok(await t.operator({ method: 'DELETE', url: '/operator/bank-accounts/GBP/acknowledgement' }));
    expect(cleared).toMatchObject({ acknowledgementCountersignedOn: null, payable: false });
    expect((await auditOf('client-money-account', 'GBP'))[0]).toMatchObject({
      method: 'DELETE',
      before: { acknowledgementCountersignedOn: '2026-03-02' },
      after: { acknowledgementCountersignedOn: null },
    });
    expectErrorBody(await put('/operator/bank-accounts/USD/acknowledgement', { countersignedOn: '2026-03-02' }), 404, 'NotFound');
  });

  it('sets EUR and USD accounts by IBAN (spaces and lower case taken) and BIC', async () => {
    const iban = ibanOf('GB', 'TEST40478412121212');
    const eur = ok(
      await put(
        '/operator/bank-accounts/EUR',
        newIbanAccount({
          iban: iban
            .toLowerCase()
            .replace(/(.{4})/g, '$1 ')
            .trim(),
          bic: 'testgb2l',
        }),
      ),
    );
    expect(eur).toMatchObject({ currencyCode: 'EUR', sortCode: null, accountNumber: null, iban, bic: 'TESTGB2L' });
    ok(await put('/operator/bank-accounts/USD', newIbanAccount({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })));
    const listed = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }));
    expect(listed.accounts.map((a: { currencyCode: string }) => a.currencyCode)).toEqual(['GBP', 'EUR', 'USD']);
    expect(listed.currenciesWithoutAccount).toEqual([]);
  });

  it('answers 400 naming each refused field, and changes nothing', async () => {
    const before = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }));
    expectRefused(await put('/operator/bank-accounts/GBP', newGbpAccount({ sortCode: '12-345' })), [{ field: 'sortCode', reason: 'format' }]);
    expectRefused(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '1234567' })), [{ field: 'accountNumber', reason: 'format' }]);
    const { sortCode: _sortCode, ...withoutSortCode } = newGbpAccount();
    expectRefused(await put('/operator/bank-accounts/GBP', withoutSortCode), [{ field: 'sortCode', reason: 'required' }]);
    const checksum = expectRefused(await put('/operator/bank-accounts/EUR', newIbanAccount({ iban: 'GB83WEST12345698765432' })), [{ field: 'iban', reason: 'format' }]);
    expect(checksum.ErrorDescription).toContain('iban has check digits that do not match the rest (ISO 13616 mod-97)');
    expectRefused(await put('/operator/bank-accounts/EUR', newIbanAccount({ iban: ibanOf('GB', 'TEST4047841234567') })), [{ field: 'iban', reason: 'format' }]);
    const bic = expectRefused(await put('/operator/bank-accounts/EUR', newIbanAccount({ bic: 'TESTGB2' })), [{ field: 'bic', reason: 'format' }]);
    expect(bic.ErrorDescription).toContain('bic has 7 characters where a BIC has 8 or 11');
    expectRefused(await put('/operator/bank-accounts/EUR', newIbanAccount({ bic: 'TESTQQ2L' })), [{ field: 'bic', reason: 'format' }]);
    const { iban: _iban, ...withoutIban } = newIbanAccount();
    const noIban = expectRefused(await put('/operator/bank-accounts/EUR', withoutIban), [{ field: 'iban', reason: 'required' }]);
    expect(noIban.ErrorDescription).toContain('iban is required for a EUR account');
    expectRefused(await put('/operator/bank-accounts/USD', newIbanAccount({ sortCode: '40-47-84' })), [{ field: 'sortCode', reason: 'format' }]);
    // A GB IBAN given with a sort code and number must be for them.
    expectRefused(await put('/operator/bank-accounts/GBP', { ...newGbpAccount({ accountNumber: '12345678' }), iban: ibanOf('GB', 'TEST40478487654321') }), [
      { field: 'iban', reason: 'format' },
    ]);
    // Several at once, each named.
    expectRefused(await put('/operator/bank-accounts/GBP', newGbpAccount({ sortCode: 'x', accountNumber: 'y', bic: 'z' })), [
      { field: 'sortCode', reason: 'format' },
      { field: 'accountNumber', reason: 'format' },
      { field: 'bic', reason: 'format' },
    ]);
    expectRefused(await put('/operator/bank-accounts/GBP', newGbpAccount({ acknowledgementCountersignedOn: '2026-03-03' })), [
      { field: 'acknowledgementCountersignedOn', reason: 'range' },
    ]);
    expectRefused(await put('/operator/bank-accounts/GBP/acknowledgement', { countersignedOn: '2026-02-30' }), [{ field: 'countersignedOn', reason: 'format' }]);
    expectRefused(await put('/operator/bank-accounts/GBP', { ...newGbpAccount(), accountName: '   ' }), [{ field: 'accountName', reason: 'required' }]);
    expectErrorBody(await put('/operator/bank-accounts/JPY', newGbpAccount()), 400, 'ValidationFailed');
    expect(ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }))).toEqual(before);
  });
});

describe("the client-money account's payment-file settings (issue 47; docs/bank-files.md)", () => {
  const settings = {
    initiatingPartyId: 'SAVPLAT001',
    ukPaymentScheme: 'bacs',
    postalAddress: { country: 'gb', townName: 'London', postCode: 'EC2R 8AH', addressLines: ['1 Threadneedle Street'] },
    sameDayCutOffUtc: '14:30',
  };

  it('sets them with the account, shows and audits them; none set when left out (the account is replaced whole)', async () => {
    const account = newGbpAccount({ accountNumber: '31415926', acknowledgementCountersignedOn: '2026-02-27' });
    const set = ok(await put('/operator/bank-accounts/GBP', { ...account, ...settings }));
    const shown = {
      initiatingPartyId: 'SAVPLAT001',
      ukPaymentScheme: 'bacs',
      postalAddress: { country: 'GB', townName: 'London', postCode: 'EC2R 8AH', addressLines: ['1 Threadneedle Street'] },
      sameDayCutOffUtc: '14:30',
    };
    expect(set).toMatchObject({ accountNumber: '31415926', payable: true, ...shown });
    expect(ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts[0]).toMatchObject(shown);
    expect((await auditOf('client-money-account', 'GBP'))[0].after).toMatchObject(shown);
    expect(await hubAccount(t.platform.db, 'GBP')).toMatchObject(shown);

    const plain = ok(await put('/operator/bank-accounts/GBP', account));
    expect(plain).toMatchObject({ initiatingPartyId: null, ukPaymentScheme: null, postalAddress: null, sameDayCutOffUtc: null, payable: true });
  });

  it('answers 400 naming each refused setting, and changes nothing', async () => {
    const before = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }));
    expectRefused(await put('/operator/bank-accounts/GBP', { ...newGbpAccount(), initiatingPartyId: 'CUST_01' }), [{ field: 'initiatingPartyId', reason: 'format' }]);
    expectRefused(await put('/operator/bank-accounts/GBP', { ...newGbpAccount(), initiatingPartyId: 'C'.repeat(36) }), [{ field: 'initiatingPartyId', reason: 'maxLength' }]);
    const notGbp = expectRefused(await put('/operator/bank-accounts/EUR', { ...newIbanAccount(), ukPaymentScheme: 'chaps' }), [{ field: 'ukPaymentScheme', reason: 'format' }]);
    expect(notGbp.ErrorDescription).toContain('ukPaymentScheme is for a GBP account only');
    expectRefused(await put('/operator/bank-accounts/EUR', { ...newIbanAccount(), sameDayCutOffUtc: '25:00' }), [{ field: 'sameDayCutOffUtc', reason: 'format' }]);
    expectRefused(await put('/operator/bank-accounts/EUR', { ...newIbanAccount(), postalAddress: { country: 'GBR' } }), [{ field: 'postalAddress.country', reason: 'format' }]);
    expectRefused(await put('/operator/bank-accounts/EUR', { ...newIbanAccount(), postalAddress: { country: 'GB', addressLines: ['1', '2', '3'] } }), [
      { field: 'postalAddress.addressLines', reason: 'range' },
    ]);
    expect(ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }))).toEqual(before);
  });
});

describe("the institutions' bank settings", () => {
  it('lists every institution, with the defaults until its settings are set', async () => {
    const id = await newInstitutionId();
    const one = ok(await t.operator({ method: 'GET', url: `/operator/institutions/${id}/bank-settings` }));
    expect(one).toEqual({
      financialInstitutionId: id,
      financialInstitutionName: `Bank ${id}`,
      ukAccountForm: 'sort-code-and-number',
      pain001Version: 'pain.001.001.09',
      settingsUpdatedAtUtc: null,
      accounts: [],
    });
    expect(ok(await t.operator({ method: 'GET', url: '/operator/institutions/bank-settings' })).institutions).toContainEqual(one);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/institutions/NO-SUCH-BANK/bank-settings' }), 404, 'NotFound');
    expectErrorBody(await put('/operator/institutions/NO-SUCH-BANK/bank-accounts/GBP', newGbpAccount()), 404, 'NotFound');
  });

  it('sets the pain.001 version and the UK account form, audited; the BBAN or IBAN form needs the GBP account’s IBAN', async () => {
    const id = await newInstitutionId();
    const v03 = ok(await put(`/operator/institutions/${id}/bank-settings`, { pain001Version: 'pain.001.001.03' }));
    expect(v03).toMatchObject({ ukAccountForm: 'sort-code-and-number', pain001Version: 'pain.001.001.03', settingsUpdatedAtUtc: expect.any(String) });
    expect((await auditOf('institution-bank-settings', id))[0]).toMatchObject({
      before: { ukAccountForm: 'sort-code-and-number', pain001Version: 'pain.001.001.09' },
      after: { ukAccountForm: 'sort-code-and-number', pain001Version: 'pain.001.001.03' },
    });
    ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount()));
    const conflict = expectErrorBody(await put(`/operator/institutions/${id}/bank-settings`, { ukAccountForm: 'iban' }), 409, 'Conflict');
    expect(conflict.ErrorDescription).toContain(`Institution ${id}'s files cannot write its GBP account in the iban form`);
    const withIban = newGbpAccount({}, true);
    ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, withIban));
    expect(ok(await put(`/operator/institutions/${id}/bank-settings`, { ukAccountForm: 'bban' }))).toMatchObject({ ukAccountForm: 'bban', pain001Version: 'pain.001.001.03' });
    // From then on its GBP account needs its IBAN.
    expectRefused(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount()), [{ field: 'iban', reason: 'required' }]);
    expectErrorBody(await put(`/operator/institutions/${id}/bank-settings`, { ukAccountForm: 'swift' }), 400, 'ValidationFailed');
    const settings = await institutionPaymentSettings(t.platform.db, id, 'GBP');
    expect(settings).toMatchObject({ financialInstitutionId: id, currencyCode: 'GBP', ukAccountForm: 'bban', pain001Version: 'pain.001.001.03' });
    expect(settings.account?.iban).toBe(withIban.iban);
    expect(ukBban(settings.account!.iban!)).toBe(`TEST404784${withIban.accountNumber as string}`);
    expect(ukBban('DE89370400440532013000')).toBeUndefined();
  });

  it('sets a receiving account per currency and its acknowledgement date, each audited', async () => {
    const id = await newInstitutionId();
    const gbp = ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount({ accountNumber: '87654321' })));
    expect(gbp).toMatchObject({ financialInstitutionId: id, currencyCode: 'GBP', sortCode: '404784', accountNumber: '87654321', payable: false });
    ok(await put(`/operator/institutions/${id}/bank-accounts/EUR`, newIbanAccount({ acknowledgementCountersignedOn: '2026-01-05' })));
    const acknowledged = ok(await put(`/operator/institutions/${id}/bank-accounts/GBP/acknowledgement`, { countersignedOn: '2026-02-02' }));
    expect(acknowledged).toMatchObject({ acknowledgementCountersignedOn: '2026-02-02', payable: true });
    const entries = await auditOf('institution-bank-account', `${id}/GBP`);
    expect(entries.map((e) => e.method)).toEqual(['PUT', 'PUT']);
    expect(entries[0]).toMatchObject({ before: { acknowledgementCountersignedOn: null }, after: { acknowledgementCountersignedOn: '2026-02-02' } });
    expect(entries[1]).toMatchObject({ before: null, after: { account: `institution ${id}'s GBP receiving account`, accountNumber: '87654321' } });
    const read = ok(await t.operator({ method: 'GET', url: `/operator/institutions/${id}/bank-settings` }));
    expect(read.accounts.map((a: { currencyCode: string; payable: boolean }) => [a.currencyCode, a.payable])).toEqual([
      ['GBP', true],
      ['EUR', true],
    ]);
    const cleared = ok(await t.operator({ method: 'DELETE', url: `/operator/institutions/${id}/bank-accounts/EUR/acknowledgement` }));
    expect(cleared).toMatchObject({ currencyCode: 'EUR', acknowledgementCountersignedOn: null });
    expectErrorBody(await t.operator({ method: 'DELETE', url: `/operator/institutions/${id}/bank-accounts/USD/acknowledgement` }), 404, 'NotFound');
  });
});

describe('one receiving account, one institution (issue 45)', () => {
  it("refuses with 409 an account another institution receives in, or the platform's own, and changes nothing", async () => {
    const [first, second] = [await newInstitutionId(), await newInstitutionId()];
    const taken = ok(await put(`/operator/institutions/${first}/bank-accounts/GBP`, newGbpAccount({}, true)));
    const before = ok(await t.operator({ method: 'GET', url: `/operator/institutions/${second}/bank-settings` }));
    const refused = expectErrorBody(
      await put(`/operator/institutions/${second}/bank-accounts/GBP`, newGbpAccount({ accountNumber: taken.accountNumber, accountName: 'Another name' })),
      409,
      'Conflict',
    );
    expect(refused.ErrorDescription).toBe(
      `Institution ${second}'s GBP receiving account cannot be sort code 40-47-84, account ****${(taken.accountNumber as string).slice(-4)}: ` +
        `that is institution ${first}'s GBP receiving account. No two institutions share a receiving account: its statements would be booked to one of them.`,
    );
    // The same account by its IBAN alone, in another currency's form: EUR and USD accounts are matched by IBAN.
    const eur = ok(await put(`/operator/institutions/${first}/bank-accounts/EUR`, newIbanAccount()));
    expectErrorBody(await put(`/operator/institutions/${second}/bank-accounts/EUR`, newIbanAccount({ iban: (eur.iban as string).toLowerCase() })), 409, 'Conflict');
    // The institution itself may set its own account again.
    ok(await put(`/operator/institutions/${first}/bank-accounts/GBP`, newGbpAccount({ accountNumber: taken.accountNumber, iban: taken.iban, bic: taken.bic })));
    // Neither an institution's account nor the platform's client-money account may be the other.
    ok(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '31415926' })));
    const hub = expectErrorBody(await put(`/operator/institutions/${second}/bank-accounts/GBP`, newGbpAccount({ accountNumber: '31415926' })), 409, 'Conflict');
    expect(hub.ErrorDescription).toContain("that is the platform's GBP client-money account");
    const institution = expectErrorBody(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: taken.accountNumber })), 409, 'Conflict');
    expect(institution.ErrorDescription).toContain(`that is institution ${first}'s GBP receiving account`);
    expect(ok(await t.operator({ method: 'GET', url: `/operator/institutions/${second}/bank-settings` }))).toEqual(before);
  });
});

describe('a viewer operator key', () => {
  it('reads every bank setting and is refused every write with 403', async () => {
    const id = await newInstitutionId();
    const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${viewerKey}` } });
    for (const url of ['/operator/bank-accounts', '/operator/institutions/bank-settings', `/operator/institutions/${id}/bank-settings`]) ok(await as('GET', url));
    const writes: [method: 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
      ['PUT', '/operator/bank-accounts/GBP', newGbpAccount()],
      ['PUT', '/operator/bank-accounts/GBP/acknowledgement', { countersignedOn: '2026-03-02' }],
      ['DELETE', '/operator/bank-accounts/GBP/acknowledgement'],
      ['PUT', `/operator/institutions/${id}/bank-settings`, { pain001Version: 'pain.001.001.03' }],
      ['PUT', `/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount()],
      ['PUT', `/operator/institutions/${id}/bank-accounts/GBP/acknowledgement`, { countersignedOn: '2026-03-02' }],
      ['DELETE', `/operator/institutions/${id}/bank-accounts/GBP/acknowledgement`],
    ];
    for (const [method, url, payload] of writes) expectErrorBody(await as(method, url, payload), 403, 'Forbidden');
    expect(ok(await t.operator({ method: 'GET', url: `/operator/institutions/${id}/bank-settings` })).accounts).toEqual([]);
  });
});

describe('the acknowledgement guard (payment runs)', () => {
  it("refuses an institution's account without a countersigned date, naming the institution, the currency and the masked account", async () => {
    const id = await newInstitutionId();
    ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount({ accountNumber: '24681357' })));
    const refusal = await payableInstitutionAccount(t.platform.db, id, 'GBP').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('AccountNotAcknowledged');
    expect((refusal as AppError).status).toBe(409);
    expect((refusal as AppError).message).toContain(
      `Institution ${id}'s GBP receiving account (sort code 40-47-84, account ****1357) has no countersigned client-money acknowledgement letter`,
    );
    expect((refusal as AppError).message).toContain(`PUT /operator/institutions/${id}/bank-accounts/GBP/acknowledgement`);
    expect((refusal as AppError).message).not.toContain('24681357');

    ok(await put(`/operator/institutions/${id}/bank-accounts/GBP/acknowledgement`, { countersignedOn: '2026-03-02' }));
    const payable = await payableInstitutionAccount(t.platform.db, id, 'GBP');
    expect(payable).toMatchObject({
      ukAccountForm: 'sort-code-and-number',
      pain001Version: 'pain.001.001.09',
      account: { accountNumber: '24681357', acknowledgementCountersignedOn: '2026-03-02' },
    });

    await expect(payableInstitutionAccount(t.platform.db, id, 'USD')).rejects.toMatchObject({
      code: 'Conflict',
      message: expect.stringContaining(`Institution ${id} has no USD receiving account`),
    });
    await expect(payableInstitutionAccount(t.platform.db, 'NO-SUCH-BANK', 'GBP')).rejects.toMatchObject({ code: 'NotFound' });
  });

  it("refuses the platform's own account without one, by IBAN masked", async () => {
    ok(await put('/operator/bank-accounts/EUR', newIbanAccount({ iban: 'LU280019400644750000', bic: 'BCEELULL', acknowledgementCountersignedOn: null })));
    await expect(payableHubAccount(t.platform.db, 'EUR')).rejects.toMatchObject({
      code: 'AccountNotAcknowledged',
      message: expect.stringContaining("The platform's EUR client-money account (IBAN LU28****0000) has no countersigned client-money acknowledgement letter"),
    });
    ok(await put('/operator/bank-accounts/EUR/acknowledgement', { countersignedOn: '2026-03-01' }));
    expect((await payableHubAccount(t.platform.db, 'EUR')).acknowledgementCountersignedOn).toBe('2026-03-01');
    // The pure guard, on an account read by the public module.
    expect(payableAccount((await hubAccount(t.platform.db, 'EUR'))!).iban).toBe('LU280019400644750000');
  });
});

describe('recordStatementRead', () => {
  const statement = (overrides: Partial<StatementReadInput> = {}): StatementReadInput => ({
    currencyCode: 'USD',
    accountIdentifier: ibanOf('GB', 'TEST40478499887766'),
    statementId: 'STMT-USD-1',
    sequenceNumber: 1n,
    closingBalanceMinor: 1_234_567_89n,
    closingDate: '2026-02-27',
    readAt: t.clock.now(),
    ...overrides,
  });
  const record = (input: StatementReadInput) => t.platform.db.transaction().execute((trx) => recordStatementRead(trx, input));

  beforeAll(async () => {
    ok(await put('/operator/bank-accounts/USD', newIbanAccount({ iban: ibanOf('GB', 'TEST40478499887766') })));
  });

  it('records the last statement read, shown with the account', async () => {
    const account = await record(
      statement({
        accountIdentifier: ibanOf('GB', 'TEST40478499887766')
          .toLowerCase()
          .replace(/(.{4})/g, '$1 '),
      }),
    );
    expect(account.lastStatementRead).toMatchObject({ statementId: 'STMT-USD-1', sequenceNumber: 1n, closingBalanceMinor: 123456789n, closingDate: '2026-02-27' });
    const listed = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' }));
    expect(listed.accounts.find((a: { currencyCode: string }) => a.currencyCode === 'USD').lastStatementRead).toEqual({
      statementId: 'STMT-USD-1',
      sequenceNumber: 1,
      closingBalance: 1234567.89,
      closingDate: '2026-02-27',
      readAtUtc: '2026-03-02T09:00:00.0000000+00:00',
    });
  });

  it('never goes backwards: the same or a lower sequence number, or an earlier closing date, is refused and changes nothing', async () => {
    for (const backwards of [
      statement({ statementId: 'AGAIN' }),
      statement({ statementId: 'OLDER', sequenceNumber: 0n }),
      statement({ statementId: 'EARLIER', sequenceNumber: 2n, closingDate: '2026-02-26' }),
    ]) {
      await expect(record(backwards)).rejects.toMatchObject({
        code: 'Conflict',
        message: expect.stringContaining(
          "would move the platform's USD client-money account's last statement read backwards: it is statement STMT-USD-1 (sequence 1, closing 2026-02-27)",
        ),
      });
    }
    expect((await hubAccount(t.platform.db, 'USD'))?.lastStatementRead?.statementId).toBe('STMT-USD-1');
    const next = await record(statement({ statementId: 'STMT-USD-2', sequenceNumber: 2n, closingBalanceMinor: -500n, closingDate: '2026-03-02' }));
    expect(next.lastStatementRead).toMatchObject({ statementId: 'STMT-USD-2', sequenceNumber: 2n, closingBalanceMinor: -500n });
  });

  it("is refused for another account, or when it is not a statement's", async () => {
    // An account the platform does not hold (neither its client-money account nor an institution's receiving account).
    await expect(record(statement({ accountIdentifier: ibanOf('GB', 'TEST40478411111111'), sequenceNumber: 9n }))).rejects.toMatchObject({
      code: 'NotFound',
      message: expect.stringMatching(/^The platform's USD account GB\d\d\*\*\*\*1111 was not found\.$/),
    });
    await expect(record(statement({ statementId: '', sequenceNumber: -1n, closingDate: '2026-02-30' }))).rejects.toMatchObject({
      code: 'ValidationFailed',
      errors: [
        { field: 'statementId', reason: 'required' },
        { field: 'sequenceNumber', reason: 'range' },
        { field: 'closingDate', reason: 'format' },
      ],
    });
  });

  it("is kept for an institution's receiving account too (the money placed there), shown with it; a new account starts with none", async () => {
    const id = await newInstitutionId();
    ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount({ accountNumber: '86420975' })));
    const recorded = await record(statement({ currencyCode: 'GBP', accountIdentifier: '404784 86420975', statementId: 'STMT-INST-3', sequenceNumber: 3n }));
    expect(recorded.holder).toEqual({ kind: 'institution', financialInstitutionId: id });
    const shown = ok(await t.operator({ method: 'GET', url: `/operator/institutions/${id}/bank-settings` }));
    expect(shown.accounts[0].lastStatementRead).toMatchObject({ statementId: 'STMT-INST-3', sequenceNumber: 3, closingBalance: 1234567.89 });
    await expect(record(statement({ currencyCode: 'GBP', accountIdentifier: '40478486420975', statementId: 'STMT-INST-2', sequenceNumber: 2n }))).rejects.toMatchObject({
      code: 'Conflict',
      message: expect.stringContaining(`would move institution ${id}'s GBP receiving account's last statement read backwards`),
    });
    expect(ok(await put(`/operator/institutions/${id}/bank-accounts/GBP`, newGbpAccount({ accountNumber: '11223344' }))).lastStatementRead).toBeNull();
  });

  it('is matched on a GBP account by sort code and number; a new account at the bank starts with none read', async () => {
    const gbp = ok(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '13572468' })));
    const recorded = await record(statement({ currencyCode: 'GBP', accountIdentifier: '40-47-84 13572468', statementId: 'STMT-GBP-7', sequenceNumber: 7n }));
    expect(recorded.lastStatementRead?.statementId).toBe('STMT-GBP-7');
    // The same account set again keeps it; another account starts afresh.
    expect(ok(await put('/operator/bank-accounts/GBP', { ...newGbpAccount({ accountNumber: gbp.accountNumber }), accountName: 'Renamed' })).lastStatementRead).toMatchObject({
      statementId: 'STMT-GBP-7',
    });
    expect(ok(await put('/operator/bank-accounts/GBP', newGbpAccount({ accountNumber: '97531864' }))).lastStatementRead).toBeNull();
  });
});
