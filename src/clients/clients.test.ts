/**
 * The Client API against the real app and database: validation of every rule,
 * idempotent create, reads, both PATCH forms, optimistic concurrency and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyClient, newIndividualClient } from '../../test/builders/clients.js';
import { withFields } from '../../test/api.js';
import { expectErrorBody, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let partner: TestPartner;
let otherPartner: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner('wealth');
  otherPartner = await t.newPartner('pension');
});
afterAll(async () => t?.close());

const INDIVIDUAL = '/clients/financial-partner';
const COMPANY = '/clients/financial-partner/company';

function createIndividual(payload: unknown, as: TestPartner = partner) {
  return t.as(as, { method: 'POST', url: INDIVIDUAL, payload: payload as Record<string, unknown> });
}

function createCompany(payload: unknown, as: TestPartner = partner) {
  return t.as(as, { method: 'POST', url: COMPANY, payload: payload as Record<string, unknown> });
}

async function newIndividual(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await createIndividual(newIndividualClient(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().clientReference;
}

async function newCompany(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await createCompany(newCompanyClient(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().clientReference;
}

async function getIndividual(reference: string, as: TestPartner = partner) {
  return t.as(as, { method: 'GET', url: `/clients/${reference}` });
}

async function getCompany(reference: string, as: TestPartner = partner) {
  return t.as(as, { method: 'GET', url: `${COMPANY}/${reference}` });
}

function patchIndividual(reference: string, version: number, payload: unknown, contentType = 'application/json', as: TestPartner = partner) {
  return t.as(as, {
    method: 'PATCH',
    url: `/clients/${reference}/${version}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': contentType },
  });
}

function patchCompany(reference: string, version: number, payload: unknown, contentType = 'application/json', as: TestPartner = partner) {
  return t.as(as, {
    method: 'PATCH',
    url: `${COMPANY}/${reference}/${version}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': contentType },
  });
}

function withoutField(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

function fieldErrors(body: Record<string, unknown>): { field: string; reason: string }[] {
  return (body.errors as { field: string; reason: string }[] | undefined) ?? [];
}

describe('POST /clients/financial-partner', () => {
  it('creates an individual client and answers 201 with its clientReference', async () => {
    const response = await createIndividual(newIndividualClient());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ clientReference: expect.any(String) });
    expect(response.headers['api-version']).toBe('2020-08-01');
  });

  it.each(['externalReference', 'title', 'firstName', 'lastName', 'dateOfBirth', 'addressLine1', 'addressLine2', 'postCode', 'countryCode', 'emailAddress', 'accounts'])(
    'answers 400 naming %s as required when it is missing',
    async (field) => {
      const response = await createIndividual(withoutField(newIndividualClient(), field));
      const body = expectErrorBody(response, 400, 'ValidationFailed');
      expect(body.errors).toEqual([{ field, reason: 'required' }]);
    },
  );

  it('refuses a property the operation does not define, naming it (issue 31 point 7)', async () => {
    const client = newIndividualClient() as Record<string, unknown>;
    const accounts = client.accounts as Record<string, unknown>[];
    const response = await createIndividual({ ...client, surname: 'Smith', accounts: [{ ...accounts[0], colour: 'blue' }, ...accounts.slice(1)] });
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'surname', reason: 'unknown' },
        { field: 'accounts[0].colour', reason: 'unknown' },
      ]),
    );
    expect((body.errors as unknown[]).length).toBe(2);
  });

  it("takes the specification's own spelling nonUkTaxObligation (its update and reference samples) on create", async () => {
    const { nonUkTaxObligations: _dropped, ...client } = newIndividualClient() as Record<string, unknown>;
    const response = await createIndividual({ ...client, nonUkTaxObligation: [{ countryCode: 'FRA', taxIdentificationNumber: '123' }] });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('still takes a case variant of a defined name', async () => {
    const { lastName, ...client } = newIndividualClient() as Record<string, unknown>;
    const response = await createIndividual({ ...client, LASTNAME: lastName });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each(['ukResident', 'ukDomicile', 'phoneNumber', 'nonUkTaxObligations', 'addressLine3', 'city', 'county'])('accepts a client without the optional %s', async (field) => {
    const response = await createIndividual(withoutField(newIndividualClient(), field));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers 400 when accounts is an empty list', async () => {
    const response = await createIndividual(newIndividualClient({ accounts: [] }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'accounts', reason: 'range' }]);
  });

  it('refuses a title of 33 characters as maxLength and accepts 32', async () => {
    const tooLong = await createIndividual(newIndividualClient({ title: 'T'.repeat(33) }));
    expect(expectErrorBody(tooLong, 400).errors).toEqual([{ field: 'title', reason: 'maxLength' }]);
    const longest = await createIndividual(newIndividualClient({ title: 'T'.repeat(32) }));
    expect(longest.statusCode).toBe(201);
  });

  it('refuses an emailAddress of 257 characters as maxLength', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(188)}.com`;
    expect(email).toHaveLength(257);
    const response = await createIndividual(newIndividualClient({ emailAddress: email }));
    expect(fieldErrors(expectErrorBody(response, 400))).toContainEqual({ field: 'emailAddress', reason: 'maxLength' });
  });

  it('refuses an emailAddress that is not an address as format', async () => {
    const response = await createIndividual(newIndividualClient({ emailAddress: 'not-an-email' }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'emailAddress', reason: 'format' }]);
  });

  it('accepts an empty addressLine2', async () => {
    const reference = await newIndividual({ addressLine2: '' });
    expect((await getIndividual(reference)).json().addressLine2).toBe('');
  });

  it('accepts an ISO 3166 alpha-3 country from the official list', async () => {
    await newIndividual({ countryCode: 'GBR' });
    await newIndividual({ countryCode: 'DEU' });
  });

  it.each(['XXX', 'GB', 'gbr', 'UK'])('refuses the country code %s as format', async (countryCode) => {
    const response = await createIndividual(newIndividualClient({ countryCode }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'countryCode', reason: 'format' }]);
  });

  it('refuses a date of birth that is not a date as format', async () => {
    const response = await createIndividual(newIndividualClient({ dateOfBirth: '17/05/1980' }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'dateOfBirth', reason: 'format' }]);
  });

  it('refuses a date of birth in the future as range', async () => {
    const response = await createIndividual(newIndividualClient({ dateOfBirth: '2099-01-01' }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'dateOfBirth', reason: 'range' }]);
  });

  describe('accounts', () => {
    const account = { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '123456', currencyCode: 'GBP' };
    const createWith = (overrides: Record<string, unknown>) => createIndividual(withFields(newIndividualClient(), { accounts: [{ ...account, ...overrides }] }));

    it('accepts a sort code with or without hyphens and keeps its six digits', async () => {
      for (const sortCode of ['12-34-56', '123456']) {
        const response = await createWith({ sortCode });
        expect(response.statusCode, response.body).toBe(201);
        const client = (await getIndividual(response.json().clientReference)).json();
        expect(client.accounts[0].sortCode).toBe('123456');
      }
    });

    it.each([
      ['a 7-digit sort code', { sortCode: '1234567' }, 'accounts[0].sortCode', 'format'],
      ['a sort code with letters', { sortCode: '12-34-5A' }, 'accounts[0].sortCode', 'format'],
      ['a 7-digit account number', { accountNumber: '1234567' }, 'accounts[0].accountNumber', 'format'],
      ['a 9-digit account number', { accountNumber: '123456789' }, 'accounts[0].accountNumber', 'format'],
      ['an IBAN with a bad checksum', { iban: 'GB82WEST12345698765431' }, 'accounts[0].iban', 'format'],
      ['a malformed BIC', { bic: 'NWB1GB2L' }, 'accounts[0].bic', 'format'],
      ['a currency outside GBP, EUR and USD', { currencyCode: 'JPY' }, 'accounts[0].currencyCode', 'enum'],
      ['a missing account number', { accountNumber: undefined }, 'accounts[0].accountNumber', 'required'],
    ])('refuses %s', async (_what, overrides, field, reason) => {
      const response = await createWith(overrides);
      expect(expectErrorBody(response, 400).errors).toEqual([{ field, reason }]);
    });

    it('accepts a valid IBAN and BIC', async () => {
      const response = await createWith({ iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L', currencyCode: 'EUR' });
      expect(response.statusCode, response.body).toBe(201);
      const client = (await getIndividual(response.json().clientReference)).json();
      expect(client.accounts[0]).toMatchObject({ iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L', currencyCode: 'EUR' });
    });
  });

  describe('non-UK tax obligations', () => {
    it('refuses two obligations for one country as duplicate', async () => {
      const response = await createIndividual(
        newIndividualClient({
          nonUkTaxObligations: [
            { countryCode: 'FRA', taxIdentificationNumber: '1' },
            { countryCode: 'FRA', taxIdentificationNumber: '2' },
          ],
        }),
      );
      expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'nonUkTaxObligations[1].countryCode', reason: 'duplicate' }]);
    });

    it('refuses an obligation without countryCode as required', async () => {
      const response = await createIndividual(withFields(newIndividualClient(), { nonUkTaxObligations: [{ taxIdentificationNumber: '1' }] }));
      expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'nonUkTaxObligations[0].countryCode', reason: 'required' }]);
    });

    it('accepts the singular spelling nonUkTaxObligation on input', async () => {
      const body = withoutField(newIndividualClient(), 'nonUkTaxObligations');
      const reference = await newIndividual({ ...body, nonUkTaxObligation: [{ countryCode: 'ESP', taxIdentificationNumber: 'ES9' }] });
      expect((await getIndividual(reference)).json().nonUkTaxObligations).toEqual([{ countryCode: 'ESP', taxIdentificationNumber: 'ES9' }]);
    });
  });

  it('reads property names without regard to case', async () => {
    const base = newIndividualClient();
    const shouted = withoutField(withoutField(base, 'firstName'), 'nonUkTaxObligations');
    const response = await createIndividual({
      ...shouted,
      FirstName: 'Joanna',
      NONUKTAXOBLIGATION: [{ COUNTRYCODE: 'ITA', TaxIdentificationNumber: 'IT1' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const client = (await getIndividual(response.json().clientReference)).json();
    expect(client.firstName).toBe('Joanna');
    expect(client.nonUkTaxObligations).toEqual([{ countryCode: 'ITA', taxIdentificationNumber: 'IT1' }]);
  });

  it('refuses unknown properties, top level and inside an account (none is dropped silently)', async () => {
    const response = await createIndividual(
      withFields(newIndividualClient(), { favouriteColour: 'green', accounts: [{ ...newIndividualClient().accounts[0], nickname: 'main' }] }),
    );
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toEqual([
      { field: 'favouriteColour', reason: 'unknown' },
      { field: 'accounts[0].nickname', reason: 'unknown' },
    ]);
  });

  it('answers 400 type when a field has the wrong JSON type, without coercing it', async () => {
    const response = await createIndividual(withFields(newIndividualClient(), { ukResident: 'true' }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'ukResident', reason: 'type' }]);
  });

  it('answers 200 with the same clientReference when an identical client is created again', async () => {
    const body = newIndividualClient();
    const first = await createIndividual(body);
    expect(first.statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await createIndividual(reordered);
    expect(second.statusCode).toBe(200);
    expect(second.json().clientReference).toBe(first.json().clientReference);
  });

  it('answers 409 when the externalReference exists with different content', async () => {
    const body = newIndividualClient();
    expect((await createIndividual(body)).statusCode).toBe(201);
    const response = await createIndividual({ ...body, firstName: 'Someone Else' });
    expectErrorBody(response, 409, 'Conflict');
  });

  it('lets two partners use the same externalReference independently', async () => {
    const body = newIndividualClient();
    const mine = await createIndividual(body);
    const theirs = await createIndividual(body, otherPartner);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().clientReference).not.toBe(mine.json().clientReference);
  });

  it('creates exactly one client when 20 identical requests race', async () => {
    const body = newIndividualClient();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createIndividual(body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => r.json().clientReference)).size).toBe(1);
  });

  it('answers 415 for a text/plain body', async () => {
    const response = await t.as(partner, {
      method: 'POST',
      url: INDIVIDUAL,
      payload: JSON.stringify(newIndividualClient()),
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorBody(response, 415, 'UnsupportedMediaType');
  });
});

describe('GET /clients/{clientReference}', () => {
  it('returns every field, both spellings of the tax obligations and the flat first account', async () => {
    const body = newIndividualClient({
      addressLine3: 'Flat 2',
      county: 'Greater London',
      dateOfBirth: '1980-05-17T15:30:00-05:00',
      accounts: [
        { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' },
        { accountName: 'Jane Smith EUR', accountNumber: '87654321', sortCode: '65-43-21', currencyCode: 'EUR' },
      ],
    });
    const response = await createIndividual(body);
    const reference = response.json().clientReference;
    const got = await getIndividual(reference);
    expect(got.statusCode).toBe(200);
    expect(got.headers['api-version']).toBe('2020-08-01');
    const obligations = [{ countryCode: 'FRA', taxIdentificationNumber: 'FR123' }];
    expect(got.json()).toEqual({
      clientReference: reference,
      clientVersion: 1,
      externalReference: body.externalReference,
      title: 'Ms',
      firstName: 'Jane',
      lastName: 'Smith',
      dateOfBirth: '1980-05-17T00:00:00.0000000+00:00',
      addressLine1: '1 High Street',
      addressLine2: '',
      addressLine3: 'Flat 2',
      city: 'London',
      county: 'Greater London',
      postCode: 'SW1A 1AA',
      countryCode: 'GBR',
      phoneNumber: '+44 20 7946 0000',
      ukResident: true,
      ukDomicile: true,
      emailAddress: 'jane.smith@example.com',
      nonUkTaxObligations: obligations,
      nonUkTaxObligation: obligations,
      documents: [],
      accounts: [
        { accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '123456', currencyCode: 'GBP' },
        { accountName: 'Jane Smith EUR', accountNumber: '87654321', sortCode: '654321', currencyCode: 'EUR' },
      ],
      accountName: 'Jane Smith',
      accountNumber: '12345678',
      sortCode: '123456',
    });
  });

  it('emits empty tax obligation lists under both spellings when there are none', async () => {
    const reference = await newIndividual({ nonUkTaxObligations: undefined });
    const client = (await getIndividual(reference)).json();
    expect(client.nonUkTaxObligations).toEqual([]);
    expect(client.nonUkTaxObligation).toEqual([]);
  });

  it('answers 404 for an unknown client', async () => {
    expectErrorBody(await getIndividual('no-such-client'), 404, 'NotFound');
  });

  it('answers 404 for a company client', async () => {
    const reference = await newCompany();
    expectErrorBody(await getIndividual(reference), 404, 'NotFound');
  });

  it("answers 404 for another partner's client", async () => {
    const reference = await newIndividual();
    expectErrorBody(await getIndividual(reference, otherPartner), 404, 'NotFound');
  });
});

describe('PATCH /clients/{clientReference}/{clientVersion}', () => {
  it.each(['application/json', 'application/json-patch+json', 'text/json', 'application/json; charset=utf-8'])(
    'applies a partial object sent as %s, answers 204 and adds one to the version',
    async (contentType) => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, { lastName: 'Jones', city: 'Leeds' }, contentType);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      const client = (await getIndividual(reference)).json();
      expect(client).toMatchObject({ clientVersion: 2, lastName: 'Jones', city: 'Leeds', firstName: 'Jane' });
    },
  );

  it('replaces arrays whole', async () => {
    const reference = await newIndividual();
    const accounts = [{ accountName: 'New', accountNumber: '11112222', sortCode: '11-22-33', currencyCode: 'USD' }];
    expect((await patchIndividual(reference, 1, { accounts })).statusCode).toBe(204);
    const client = (await getIndividual(reference)).json();
    expect(client.accounts).toEqual([{ accountName: 'New', accountNumber: '11112222', sortCode: '112233', currencyCode: 'USD' }]);
    expect(client.sortCode).toBe('112233');
  });

  it('reads property names without regard to case, including NONUKTAXOBLIGATION', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { FIRSTNAME: 'Joan', NONUKTAXOBLIGATION: [{ countrycode: 'USA' }] });
    expect(response.statusCode, response.body).toBe(204);
    const client = (await getIndividual(reference)).json();
    expect(client.firstName).toBe('Joan');
    expect(client.nonUkTaxObligation).toEqual([{ countryCode: 'USA' }]);
  });

  it('refuses a title of 33 characters as maxLength', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { title: 'T'.repeat(33) });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'title', reason: 'maxLength' }]);
  });

  it('refuses an emailAddress of 257 characters as maxLength', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { emailAddress: `${'a'.repeat(64)}@${'b'.repeat(188)}.com` });
    expect(fieldErrors(expectErrorBody(response, 400))).toContainEqual({ field: 'emailAddress', reason: 'maxLength' });
  });

  it('refuses duplicate tax obligation countries as duplicate', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { nonUkTaxObligation: [{ countryCode: 'DEU' }, { countryCode: 'DEU' }] });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'nonUkTaxObligations[1].countryCode', reason: 'duplicate' }]);
  });

  it('refuses a tax obligation without countryCode as required', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { nonUkTaxObligations: [{ taxIdentificationNumber: 'X' }] });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'nonUkTaxObligations[0].countryCode', reason: 'required' }]);
  });

  it('leaves the client unchanged when the change is refused', async () => {
    const reference = await newIndividual();
    await patchIndividual(reference, 1, { title: 'T'.repeat(33), lastName: 'Changed' });
    expect((await getIndividual(reference)).json()).toMatchObject({ clientVersion: 1, lastName: 'Smith' });
  });

  describe('with RFC 6902 operations', () => {
    it('applies replace, add and remove, answers 204 and adds one to the version', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(
        reference,
        1,
        [
          { op: 'replace', path: '/emailAddress', value: 'new@example.com' },
          { op: 'add', path: '/nonUkTaxObligations/-', value: { countryCode: 'IRL', taxIdentificationNumber: 'IE1' } },
          { op: 'remove', path: '/phoneNumber' },
          { op: 'add', path: '/addressLine3', value: 'Annex' },
        ],
        'application/json-patch+json',
      );
      expect(response.statusCode, response.body).toBe(204);
      const client = (await getIndividual(reference)).json();
      expect(client.clientVersion).toBe(2);
      expect(client.emailAddress).toBe('new@example.com');
      expect(client.addressLine3).toBe('Annex');
      expect(client).not.toHaveProperty('phoneNumber');
      expect(client.nonUkTaxObligations).toEqual([
        { countryCode: 'FRA', taxIdentificationNumber: 'FR123' },
        { countryCode: 'IRL', taxIdentificationNumber: 'IE1' },
      ]);
    });

    it('reads pointer segments without regard to case and accepts the singular spelling', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [
        { op: 'replace', path: '/FirstName', value: 'Janet' },
        { op: 'replace', path: '/nonUkTaxObligation/0/CountryCode', value: 'BEL' },
      ]);
      expect(response.statusCode, response.body).toBe(204);
      const client = (await getIndividual(reference)).json();
      expect(client.firstName).toBe('Janet');
      expect(client.nonUkTaxObligations[0].countryCode).toBe('BEL');
    });

    it('reads property names inside an operation value without regard to case', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [
        { op: 'replace', path: '/accounts', value: [{ AccountName: 'X', ACCOUNTNUMBER: '22223333', sortcode: '223344', currencyCode: 'GBP' }] },
      ]);
      expect(response.statusCode, response.body).toBe(204);
      expect((await getIndividual(reference)).json().accountNumber).toBe('22223333');
    });

    it('answers 409 and changes nothing when a test operation fails', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [
        { op: 'test', path: '/lastName', value: 'NotSmith' },
        { op: 'replace', path: '/lastName', value: 'Jones' },
      ]);
      expectErrorBody(response, 409, 'Conflict');
      expect((await getIndividual(reference)).json()).toMatchObject({ clientVersion: 1, lastName: 'Smith' });
    });

    it('applies the change when a test operation holds', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [
        { op: 'test', path: '/lastName', value: 'Smith' },
        { op: 'replace', path: '/lastName', value: 'Jones' },
      ]);
      expect(response.statusCode).toBe(204);
    });

    it('answers 400 when the result breaks a rule', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [{ op: 'remove', path: '/emailAddress' }]);
      expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'emailAddress', reason: 'required' }]);
    });

    it('answers 400 when an operation cannot be applied', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [{ op: 'remove', path: '/accounts/5' }]);
      expectErrorBody(response, 400);
    });

    it('answers 400 for an unknown operation', async () => {
      const reference = await newIndividual();
      const response = await patchIndividual(reference, 1, [{ op: 'frobnicate', path: '/lastName' }]);
      expectErrorBody(response, 400);
    });
  });

  it('answers 409 when the version is not the current one', async () => {
    const reference = await newIndividual();
    expect((await patchIndividual(reference, 1, { lastName: 'Jones' })).statusCode).toBe(204);
    expectErrorBody(await patchIndividual(reference, 1, { lastName: 'Brown' }), 409, 'VersionConflict');
    expectErrorBody(await patchIndividual(reference, 3, { lastName: 'Brown' }), 409, 'VersionConflict');
    expect((await getIndividual(reference)).json()).toMatchObject({ clientVersion: 2, lastName: 'Jones' });
  });

  it('answers 404 for an unknown client', async () => {
    expectErrorBody(await patchIndividual('no-such-client', 1, { lastName: 'Jones' }), 404, 'NotFound');
  });

  it('answers 400 for a version that is not a positive integer', async () => {
    const reference = await newIndividual();
    expectErrorBody(await patchIndividual(reference, 0, { lastName: 'Jones' }), 400);
    const response = await t.as(partner, { method: 'PATCH', url: `/clients/${reference}/abc`, payload: { lastName: 'Jones' } });
    expectErrorBody(response, 400);
  });

  it('answers 415 for an unsupported media type', async () => {
    const reference = await newIndividual();
    const response = await patchIndividual(reference, 1, { lastName: 'Jones' }, 'text/plain');
    expectErrorBody(response, 415, 'UnsupportedMediaType');
  });

  it('lets exactly one of 50 concurrent updates with the same version win', async () => {
    const reference = await newIndividual();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => patchIndividual(reference, 1, { lastName: `Racer ${i}` })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = responses.findIndex((r) => r.statusCode === 204);
    expect((await getIndividual(reference)).json()).toMatchObject({ clientVersion: 2, lastName: `Racer ${winner}` });
  });

  it('answers 404 for a company client', async () => {
    const reference = await newCompany();
    expectErrorBody(await patchIndividual(reference, 1, { lastName: 'Jones' }), 404, 'NotFound');
  });

  it("answers 404 for another partner's client and leaves it unchanged", async () => {
    const reference = await newIndividual();
    expectErrorBody(await patchIndividual(reference, 1, { lastName: 'Jones' }, 'application/json', otherPartner), 404, 'NotFound');
    expect((await getIndividual(reference)).json()).toMatchObject({ clientVersion: 1, lastName: 'Smith' });
  });
});

describe('POST /clients/financial-partner/company', () => {
  it('creates a company client and answers 201 with its clientReference', async () => {
    const response = await createCompany(newCompanyClient());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ clientReference: expect.any(String) });
  });

  it.each([
    'externalReference',
    'companyName',
    'fscsEligible',
    'hasEvidenceConfirmingHowMoniesAreHeld',
    'doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund',
    'addressLine1',
    'addressLine2',
    'postCode',
    'countryCode',
    'phoneNumber',
    'emailAddress',
    'accounts',
  ])('answers 400 naming %s as required when it is missing', async (field) => {
    const response = await createCompany(withoutField(newCompanyClient(), field));
    const body = expectErrorBody(response, 400, 'ValidationFailed');
    expect(body.errors).toEqual([{ field, reason: 'required' }]);
  });

  it('answers 400 type for "fscsEligible": "true" instead of coercing it', async () => {
    const response = await createCompany(withFields(newCompanyClient(), { fscsEligible: 'true' }));
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'fscsEligible', reason: 'type' }]);
  });

  it('accepts an empty addressLine2', async () => {
    const reference = await newCompany({ addressLine2: '' });
    expect((await getCompany(reference)).json().addressLine2).toBe('');
  });

  it('answers 200 with the same reference for an identical company and 409 for different content', async () => {
    const body = newCompanyClient();
    const first = await createCompany(body);
    const again = await createCompany(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientReference).toBe(first.json().clientReference);
    expectErrorBody(await createCompany({ ...body, companyName: 'Other Ltd' }), 409, 'Conflict');
  });

  it('answers 409 when an individual client already has the externalReference', async () => {
    const individual = newIndividualClient();
    await createIndividual(individual);
    expectErrorBody(await createCompany(newCompanyClient({ externalReference: individual.externalReference })), 409, 'Conflict');
  });
});

describe('GET /clients/financial-partner/company/{clientReference}', () => {
  it('returns every field of the company client with its version', async () => {
    const body = newCompanyClient({ city: 'Manchester', addressLine3: 'Unit 4', county: 'Lancashire' });
    const reference = (await createCompany(body)).json().clientReference;
    const got = await getCompany(reference);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      clientReference: reference,
      clientVersion: 1,
      externalReference: body.externalReference,
      companyName: 'Acme Pension Trustees Ltd',
      fscsEligible: true,
      fcaNumber: '123456',
      companyNumber: '01234567',
      hasEvidenceConfirmingHowMoniesAreHeld: true,
      doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: false,
      addressLine1: '2 Market Square',
      addressLine2: 'Floor 3',
      addressLine3: 'Unit 4',
      city: 'Manchester',
      county: 'Lancashire',
      postCode: 'EC1A 1BB',
      countryCode: 'GBR',
      phoneNumber: '+44 20 7946 0001',
      emailAddress: 'treasury@acme.example',
      accounts: body.accounts,
    });
  });

  it('answers 404 for an individual client', async () => {
    const reference = await newIndividual();
    expectErrorBody(await getCompany(reference), 404, 'NotFound');
  });

  it("answers 404 for another partner's company", async () => {
    const reference = await newCompany();
    expectErrorBody(await getCompany(reference, otherPartner), 404, 'NotFound');
  });
});

describe('PATCH /clients/financial-partner/company/{clientReference}/{clientVersion}', () => {
  it('applies a partial object, answers 204 and adds one to the version', async () => {
    const reference = await newCompany();
    const response = await patchCompany(reference, 1, { CompanyName: 'Acme Renamed Ltd', fscsEligible: false }, 'text/json');
    expect(response.statusCode, response.body).toBe(204);
    expect((await getCompany(reference)).json()).toMatchObject({ clientVersion: 2, companyName: 'Acme Renamed Ltd', fscsEligible: false });
  });

  it('applies RFC 6902 operations', async () => {
    const reference = await newCompany();
    const response = await patchCompany(reference, 1, [{ op: 'replace', path: '/phoneNumber', value: '+44 161 000 0000' }], 'application/json-patch+json');
    expect(response.statusCode, response.body).toBe(204);
    expect((await getCompany(reference)).json()).toMatchObject({ clientVersion: 2, phoneNumber: '+44 161 000 0000' });
  });

  it('answers 400 type for "fscsEligible": "true"', async () => {
    const reference = await newCompany();
    const response = await patchCompany(reference, 1, { fscsEligible: 'true' });
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'fscsEligible', reason: 'type' }]);
  });

  it('refuses removing a required field', async () => {
    const reference = await newCompany();
    const response = await patchCompany(reference, 1, [{ op: 'remove', path: '/phoneNumber' }]);
    expect(expectErrorBody(response, 400).errors).toEqual([{ field: 'phoneNumber', reason: 'required' }]);
  });

  it('answers 409 when the version is not the current one', async () => {
    const reference = await newCompany();
    expectErrorBody(await patchCompany(reference, 2, { companyName: 'X Ltd' }), 409, 'VersionConflict');
  });

  it("answers 404 for an unknown client, an individual client and another partner's company", async () => {
    expectErrorBody(await patchCompany('no-such-client', 1, { companyName: 'X Ltd' }), 404, 'NotFound');
    const individual = await newIndividual();
    expectErrorBody(await patchCompany(individual, 1, { companyName: 'X Ltd' }), 404, 'NotFound');
    const company = await newCompany();
    expectErrorBody(await patchCompany(company, 1, { companyName: 'X Ltd' }, 'application/json', otherPartner), 404, 'NotFound');
    expect((await getCompany(company)).json().clientVersion).toBe(1);
  });
});
