/**
 * Four eyes on who gets paid (issue 45, Deliver item 2; docs/four-eyes.md, docs/bank-accounts.md): a change of an
 * institution's receiving account, of the platform's client-money account, of an institution's bank settings or an
 * account's acknowledgement date is proposed by one admin and applies when another approves it; until then the
 * day's payment file pays the old account. No two institutions share a receiving account: a 409 when proposed, a
 * failed proposal when another institution took the account meanwhile, and the database refuses it whatever writes.
 * Through the real app and database, FOUR_EYES on, the clock from Monday 2026-03-02.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccountNumber, newGbpAccount, newIbanAccount } from '../../test/builders/bank-accounts.js';
import { ok, startFourEyesPlatform, type TestAdmin } from '../../test/builders/four-eyes.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { expectErrorBody, type TestPlatform } from '../../test/helpers.js';

let t: TestPlatform;
let alice: TestAdmin;
let bob: TestAdmin;

/** A change the endpoint proposed (202), approved by the other admin: the approval's answer. */
async function approved(proposal: LightMyRequestResponse, approver: TestAdmin = bob) {
  const proposed = ok(proposal, 202);
  const decided = ok(await approver.decide(proposed.proposalId, 'approve'));
  expect(decided.proposal.state, JSON.stringify(decided.proposal)).toBe('applied');
  return decided;
}

async function receivingAccount(institutionId: string, currency = 'GBP') {
  const settings = ok(await t.operator({ method: 'GET', url: `/operator/institutions/${institutionId}/bank-settings` }));
  return settings.accounts.find((a: { currencyCode: string }) => a.currencyCode === currency);
}

/** The creditor accounts of the payment files' lines that pay the batch. */
async function creditorsPaying(instructionBatchId: string): Promise<string[]> {
  const list = ok(await t.operator({ method: 'GET', url: '/operator/payment-files?pageSize=200' }));
  const accounts: string[] = [];
  for (const { paymentFileId } of list.paymentFiles as { paymentFileId: string }[]) {
    const file = ok(await t.operator({ method: 'GET', url: `/operator/payment-files/${paymentFileId}` }));
    for (const line of file.lines as { creditorAccount: string; pays: { instructionBatchId: string }[] }[]) {
      if (line.pays.some((p) => p.instructionBatchId === instructionBatchId)) accounts.push(line.creditorAccount);
    }
  }
  return accounts;
}

beforeAll(async () => {
  ({ t, alice, bob } = await startFourEyesPlatform());
});
afterAll(async () => t?.close());

describe("an institution's receiving account", () => {
  it('changes only when a second admin approves: the payment files pay the old account until then, and the new one after', async () => {
    const product: TestProduct = await insertProduct(t.platform.db, { termType: 'InstantAccess', minimumMinor: 100_00n });
    const institution = product.institutionId;
    const old = await receivingAccount(institution);
    const partner = driver(t, await t.newPartner());
    const client = await partner.newClient();
    const depositAndSettle = async (date: string) => {
      await partner.submitOk('deposit', newDeposit(product, client, { amount: 777.77 }));
      await partner.run();
      return (await partner.settle(date, 'deposit')).instructionBatchId;
    };

    // One admin asks to pay a new account, with its acknowledgement date: a proposal, nothing changes.
    const next = newGbpAccount({ accountName: 'Deposits (new)', acknowledgementCountersignedOn: '2026-03-02' });
    const proposed = await alice.inject({ method: 'PUT', url: `/operator/institutions/${institution}/bank-accounts/GBP`, payload: next });
    const proposal = ok(proposed, 202);
    expect(proposal).toMatchObject({
      kind: 'set-institution-bank-account',
      state: 'proposed',
      proposedBy: alice.name,
      objectType: 'institution-bank-account',
      objectId: `${institution}/GBP`,
    });
    expect(proposal.summary).toContain(`40-47-84 ${next.accountNumber as string}`);
    expect(await receivingAccount(institution)).toEqual(old);
    // Its proposer cannot approve it.
    expectErrorBody(await alice.decide(proposal.proposalId, 'approve'), 403, 'Forbidden');

    // The day's payment file, and the next day's, pay the old account.
    expect(await creditorsPaying(await depositAndSettle('2026-03-02'))).toEqual([`${old.sortCode}${old.accountNumber}`]);
    expect(await creditorsPaying(await depositAndSettle('2026-03-03'))).toEqual([`${old.sortCode}${old.accountNumber}`]);

    // Another admin approves: the account changes now, recorded as the approver's with the proposer named.
    const decided = ok(await bob.decide(proposal.proposalId, 'approve'));
    expect(decided.proposal).toMatchObject({ state: 'applied', decidedBy: bob.name });
    expect(decided.result).toMatchObject({ financialInstitutionId: institution, accountNumber: next.accountNumber, acknowledgementCountersignedOn: '2026-03-02', payable: true });
    const [entry] = ok(
      await t.operator({ method: 'GET', url: `/operator/audit?objectType=institution-bank-account&objectId=${encodeURIComponent(`${institution}/GBP`)}` }),
    ).entries;
    expect(entry).toMatchObject({ operatorName: bob.name, proposedBy: alice.name, proposalId: proposal.proposalId, method: 'PUT' });

    // The next payment file pays the new account.
    expect(await creditorsPaying(await depositAndSettle('2026-03-04'))).toEqual([`404784${next.accountNumber as string}`]);
  });
});

describe("the platform's client-money account, the bank settings and the acknowledgement dates", () => {
  it('wait for a second admin too; clearing a date (stopping payments) is one admin’s', async () => {
    const product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
    const institution = product.institutionId;
    const hubBefore = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts.find((a: { currencyCode: string }) => a.currencyCode === 'EUR');

    const eur = newIbanAccount({ accountName: 'Client Money EUR (new)' });
    const hubProposal = await alice.inject({ method: 'PUT', url: '/operator/bank-accounts/EUR', payload: eur });
    expect(ok(hubProposal, 202)).toMatchObject({ kind: 'set-client-money-account', objectType: 'client-money-account', objectId: 'EUR' });
    expect(ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts.find((a: { currencyCode: string }) => a.currencyCode === 'EUR')).toEqual(hubBefore);
    expect((await approved(hubProposal)).result).toMatchObject({ currencyCode: 'EUR', iban: eur.iban, payable: false });

    const hubAcknowledgement = await alice.inject({ method: 'PUT', url: '/operator/bank-accounts/EUR/acknowledgement', payload: { countersignedOn: '2026-03-02' } });
    expect(ok(hubAcknowledgement, 202)).toMatchObject({ kind: 'acknowledge-client-money-account', objectId: 'EUR' });
    expect((await approved(hubAcknowledgement)).result).toMatchObject({ acknowledgementCountersignedOn: '2026-03-02', payable: true });

    const settings = await alice.inject({ method: 'PUT', url: `/operator/institutions/${institution}/bank-settings`, payload: { pain001Version: 'pain.001.001.03' } });
    expect(ok(settings, 202)).toMatchObject({ kind: 'set-institution-bank-settings', objectType: 'institution-bank-settings', objectId: institution });
    expect((await approved(settings)).result).toMatchObject({ financialInstitutionId: institution, pain001Version: 'pain.001.001.03' });

    // Clearing an institution's date stops payments to its account at once, by one admin (stopping needs one pair of eyes).
    expect(ok(await alice.inject({ method: 'DELETE', url: `/operator/institutions/${institution}/bank-accounts/GBP/acknowledgement` }))).toMatchObject({ payable: false });
    const acknowledgement = await alice.inject({
      method: 'PUT',
      url: `/operator/institutions/${institution}/bank-accounts/GBP/acknowledgement`,
      payload: { countersignedOn: '2026-03-02' },
    });
    expect(ok(acknowledgement, 202)).toMatchObject({ kind: 'acknowledge-institution-bank-account', objectId: `${institution}/GBP` });
    expect((await receivingAccount(institution)).payable).toBe(false);
    expect((await approved(acknowledgement)).result).toMatchObject({ acknowledgementCountersignedOn: '2026-03-02', payable: true });
    expect(ok(await bob.inject({ method: 'DELETE', url: '/operator/bank-accounts/EUR/acknowledgement' }))).toMatchObject({ payable: false });

    // Proposing checks the request and the object: a 400 and a 404 propose nothing.
    expectErrorBody(
      await alice.inject({ method: 'PUT', url: `/operator/institutions/${institution}/bank-accounts/GBP`, payload: newGbpAccount({ sortCode: '12-345' }) }),
      400,
      'ValidationFailed',
    );
    expectErrorBody(await alice.inject({ method: 'PUT', url: '/operator/institutions/NO-SUCH-BANK/bank-accounts/GBP', payload: newGbpAccount() }), 404, 'NotFound');
    expectErrorBody(await alice.inject({ method: 'PUT', url: '/operator/bank-accounts/USD/acknowledgement', payload: { countersignedOn: '2026-03-05' } }), 400, 'ValidationFailed');
  });
});

describe('one receiving account, one institution', () => {
  it('is refused with 409 when proposed for a second institution, naming the first', async () => {
    const [first, second] = [await insertProduct(t.platform.db), await insertProduct(t.platform.db)];
    const taken = await receivingAccount(first.institutionId);
    const same = newGbpAccount({ sortCode: taken.sortCode, accountNumber: taken.accountNumber });
    const refused = expectErrorBody(await alice.inject({ method: 'PUT', url: `/operator/institutions/${second.institutionId}/bank-accounts/GBP`, payload: same }), 409, 'Conflict');
    expect(refused.ErrorDescription).toContain(`institution ${first.institutionId}'s GBP receiving account`);
    // By IBAN too, however it is written.
    const takenEur = await receivingAccount(first.institutionId, 'EUR');
    const spaced = (takenEur.iban as string).toLowerCase().replace(/(.{4})/g, '$1 ');
    expectErrorBody(
      await alice.inject({ method: 'PUT', url: `/operator/institutions/${second.institutionId}/bank-accounts/EUR`, payload: newIbanAccount({ iban: spaced }) }),
      409,
      'Conflict',
    );
    // Nor may an institution receive in the platform's own client-money account.
    const hub = ok(await t.operator({ method: 'GET', url: '/operator/bank-accounts' })).accounts.find((a: { currencyCode: string }) => a.currencyCode === 'GBP');
    const hubRefused = expectErrorBody(
      await alice.inject({
        method: 'PUT',
        url: `/operator/institutions/${second.institutionId}/bank-accounts/GBP`,
        payload: newGbpAccount({ sortCode: hub.sortCode, accountNumber: hub.accountNumber }),
      }),
      409,
      'Conflict',
    );
    expect(hubRefused.ErrorDescription).toContain("the platform's GBP client-money account");
  });

  it('leaves the later of two approved proposals for the same account failed with the reason', async () => {
    const [one, two] = [await insertProduct(t.platform.db), await insertProduct(t.platform.db)];
    const account = newGbpAccount();
    const first = ok(await alice.inject({ method: 'PUT', url: `/operator/institutions/${one.institutionId}/bank-accounts/GBP`, payload: account }), 202);
    const second = ok(await alice.inject({ method: 'PUT', url: `/operator/institutions/${two.institutionId}/bank-accounts/GBP`, payload: account }), 202);
    expect(ok(await bob.decide(first.proposalId, 'approve')).proposal.state).toBe('applied');
    const failed = ok(await bob.decide(second.proposalId, 'approve'));
    expect(failed.proposal).toMatchObject({ state: 'failed', failure: expect.stringContaining(`institution ${one.institutionId}'s GBP receiving account`) });
    expect((await receivingAccount(two.institutionId)).accountNumber).not.toBe(account.accountNumber);
  });

  it('is held by the database, whatever writes', async () => {
    const [one, two] = [await insertProduct(t.platform.db), await insertProduct(t.platform.db)];
    const taken = await receivingAccount(one.institutionId);
    await expect(
      sql`UPDATE institution_bank_accounts SET sort_code = ${taken.sortCode}, account_number = ${taken.accountNumber}
          WHERE financial_institution_id = ${two.institutionId} AND currency_code = 'GBP'`.execute(t.platform.db),
    ).rejects.toThrow(/institution_bank_accounts_one_holder/);
    const takenUsd = await receivingAccount(one.institutionId, 'USD');
    await expect(
      sql`UPDATE institution_bank_accounts SET iban = ${takenUsd.iban}
          WHERE financial_institution_id = ${two.institutionId} AND currency_code = 'USD'`.execute(t.platform.db),
    ).rejects.toThrow(/institution_bank_accounts_one_holder/);
  });
});

describe('the command line', () => {
  it('prints the proposal and the command that approves it', async () => {
    const product = await insertProduct(t.platform.db);
    const runs = [
      ['institutions', 'set-account', product.institutionId, 'GBP', '--name', 'Deposits', '--bank', 'Test Bank', '--sort-code', '40-47-84', '--account-number', newAccountNumber()],
      ['institutions', 'acknowledge', product.institutionId, 'GBP', '--on', '2026-03-02'],
      ['institutions', 'set-bank-settings', product.institutionId, '--pain001-version', 'pain.001.001.03'],
      ['bank-accounts', 'set', 'USD', '--name', 'Client Money USD', '--bank', 'Test Bank', '--iban', newIbanAccount().iban as string, '--bic', 'TESTGB2L'],
      ['bank-accounts', 'acknowledge', 'GBP', '--on', '2026-03-02'],
    ];
    for (const args of runs) {
      const stdout = await alice.cli(args);
      expect(stdout, args.join(' ')).toMatch(/^proposal: +\S+\n/);
      expect(stdout, args.join(' ')).toMatch(/Proposed: it takes effect when another admin approves it: npm run cli -- proposals approve \S+\n$/);
    }
  });
});
