/**
 * Bank files in quarantine (issue 47, item 4; docs/bank-files.md
 * "Quarantine"): a camt.053 whose one Ustrd line is 204 characters (the XSD's
 * Max140Text) is refused naming the schema error and kept, listed to the
 * operator, not twice for the same file, nothing of it booked; one admin's
 * acceptance is a proposal, the second admin's approval books it as an
 * upload (entries matched or in suspense as usual), marks it accepted with
 * the reason and both names, audited; the proposer cannot approve it; a file
 * that cannot be booked when approved (out of sequence) leaves the proposal
 * failed and the file in quarantine; a file unreadable beyond its schema is
 * not kept; partners cannot see the quarantine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { ok, startFourEyesPlatform, type FourEyesPlatform, type TestAdmin } from '../../test/builders/four-eyes.js';
import { expectErrorBody } from '../../test/helpers.js';
import { type BankAccount, writeCamt053 } from '../iso20022/iso20022.js';

/** The test platform's GBP client-money account (test/helpers.ts). */
const HUB: BankAccount = { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '70000000' };
const LONG_REMITTANCE = `ABN AMRO ${'R'.repeat(195)}`;

let p: FourEyesPlatform;
let alice: TestAdmin;
let bob: TestAdmin;

beforeAll(async () => {
  p = await startFourEyesPlatform();
  ({ alice, bob } = p);
  expect(LONG_REMITTANCE).toHaveLength(204);
});
afterAll(async () => p?.t.close());

const upload = (admin: TestAdmin, xml: string) => admin.inject({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': 'application/xml' } });

/** A camt.053 of the GBP hub account numbered `sequence`, whose one entry's Ustrd line is 204 characters. */
async function brokenStatement(id: string, sequence: bigint): Promise<string> {
  const xml = await writeCamt053(
    newCamt053({
      messageId: `MSG-${id}`,
      statements: [
        newStatement({
          id,
          electronicSequenceNumber: sequence,
          account: { account: HUB, currency: 'GBP' },
          entries: [newEntry({ amountMinor: 750_00n, transactions: [{ endToEndId: `E2E-${id}`, remittance: 'PLACEHOLDER' }] })],
        }),
      ],
    }),
  );
  expect(xml).toContain('<Ustrd>PLACEHOLDER</Ustrd>');
  return xml.replace('<Ustrd>PLACEHOLDER</Ustrd>', `<Ustrd>${LONG_REMITTANCE}</Ustrd>`);
}

async function statementsStored(): Promise<number> {
  return ok(await alice.inject({ method: 'GET', url: '/operator/bank-statements?pageSize=200' })).statements.length;
}

async function quarantine() {
  return ok(await alice.inject({ method: 'GET', url: '/operator/bank-statements/quarantine?pageSize=200' })) as {
    files: { quarantinedFileId: string; status: string }[];
    totalCount: number;
  };
}

let quarantinedFileId: string;
let xml: string;

describe('a bank file that breaks its XSD on a field but is otherwise readable', () => {
  it('is refused (422 naming the schema error), kept in quarantine and listed, nothing booked', async () => {
    xml = await brokenStatement('STMT-QUAR-0010', 10n);
    const body = expectErrorBody(await upload(alice, xml), 422, 'BankFileRejected');
    const match = /^Kept in quarantine as (\S+) /.exec(body.ErrorDescription as string);
    expect(match, body.ErrorDescription as string).not.toBeNull();
    quarantinedFileId = match![1];
    expect(body.ErrorDescription).toMatch(/nothing booked: The file is not a valid camt\.053\.001\.08: line \d+: Element 'Ustrd': \[facet 'maxLength'\]/);
    expect(body.ErrorDescription).toContain("The value has a length of '204'; this exceeds the allowed maximum length of '140'.");
    expect(body.errors).toEqual(expect.arrayContaining([{ field: expect.stringMatching(/^line \d+: Ustrd$/), reason: 'maxLength' }]));
    expect(await statementsStored()).toBe(0);

    const list = await quarantine();
    expect(list.totalCount).toBe(1);
    expect(list.files[0]).toMatchObject({ quarantinedFileId, status: 'quarantined', messageVersion: 'camt.053.001.08', uploadedBy: alice.name, acceptedBy: null });
    const one = ok(await bob.inject({ method: 'GET', url: `/operator/bank-statements/quarantine/${quarantinedFileId}` }));
    expect(one.schemaProblemCount).toBe(one.schemaProblems.length);
    expect(one.schemaProblems[0].message).toContain("Element 'Ustrd'");
    const asXml = await bob.inject({ method: 'GET', url: `/operator/bank-statements/quarantine/${quarantinedFileId}`, headers: { accept: 'application/xml' } });
    expect(asXml.body).toBe(xml);
    const audit = ok(await alice.inject({ method: 'GET', url: `/operator/audit?objectType=quarantined-bank-file&objectId=${quarantinedFileId}` }));
    expect(audit.entries).toHaveLength(1);
  });

  it('uploaded again is answered the same 422 and not kept twice', async () => {
    const body = expectErrorBody(await upload(bob, xml), 422, 'BankFileRejected');
    expect(body.ErrorDescription).toContain(`Kept in quarantine as ${quarantinedFileId} `);
    expect((await quarantine()).totalCount).toBe(1);
    expect(await statementsStored()).toBe(0);
  });

  it('accepted by one admin is a proposal (202): nothing booked yet; the proposer cannot approve it', async () => {
    const proposal = ok(
      await alice.inject({
        method: 'POST',
        url: `/operator/bank-statements/quarantine/${quarantinedFileId}/accept`,
        payload: { reason: 'ABN AMRO confirmed the line; the amounts are right' },
      }),
      202,
    );
    expect(proposal).toMatchObject({ kind: 'accept-quarantined-bank-file', state: 'proposed', objectType: 'quarantined-bank-file', objectId: quarantinedFileId });
    expect(await statementsStored()).toBe(0);
    expect((await quarantine()).files[0].status).toBe('quarantined');
    expectErrorBody(await alice.decide(proposal.proposalId, 'approve'), 403, 'Forbidden');

    // The second admin's approval books it as an upload, but for its XSD.
    const approved = ok(await bob.decide(proposal.proposalId, 'approve'));
    expect(approved.proposal.state, approved.proposal.failure).toBe('applied');
    const file = ok(await bob.inject({ method: 'GET', url: `/operator/bank-statements/quarantine/${quarantinedFileId}` }));
    expect(file).toMatchObject({
      status: 'accepted',
      acceptedReason: 'ABN AMRO confirmed the line; the amounts are right',
      acceptedProposedBy: alice.name,
      acceptedBy: bob.name,
      bookedStatementIds: [expect.any(String)],
    });
    const statement = ok(await bob.inject({ method: 'GET', url: `/operator/bank-statements/${file.bookedStatementIds[0]}` }));
    expect(statement.header).toMatchObject({ statementId: 'STMT-QUAR-0010', sequenceNumber: 10, sha256: file.sha256 });
    // Matched as any upload's: it matches no expected movement, so it is in suspense, the remittance kept whole.
    expect(statement.entries).toEqual([expect.objectContaining({ status: 'unmatched', remittance: LONG_REMITTANCE, amount: 750 })]);

    const audit = ok(await alice.inject({ method: 'GET', url: `/operator/audit?objectType=quarantined-bank-file&objectId=${quarantinedFileId}` }));
    expect(audit.entries[0]).toMatchObject({ operatorName: bob.name, proposedBy: alice.name, proposalId: proposal.proposalId });
    expect(audit.entries[0].after).toMatchObject({ status: 'accepted', acceptedBy: bob.name, acceptedProposedBy: alice.name });
  });

  it('once accepted, uploaded again answers what was stored; accepting it again is a conflict', async () => {
    const again = ok(await upload(alice, xml), 200);
    expect(again.statements.map((s: { outcome: string }) => s.outcome)).toEqual(['duplicate']);
    expectErrorBody(await alice.inject({ method: 'POST', url: `/operator/bank-statements/quarantine/${quarantinedFileId}/accept`, payload: { reason: 'again' } }), 409, 'Conflict');
  });

  it('that cannot be booked when approved (a sequence gap) leaves the proposal failed, nothing written, the file in quarantine', async () => {
    const gap = await brokenStatement('STMT-QUAR-0012', 12n);
    const body = expectErrorBody(await upload(alice, gap), 422, 'BankFileRejected');
    const id = /^Kept in quarantine as (\S+) /.exec(body.ErrorDescription as string)![1];
    const before = await statementsStored();
    const proposal = ok(await bob.inject({ method: 'POST', url: `/operator/bank-statements/quarantine/${id}/accept`, payload: { reason: 'the bank says it is fine' } }), 202);
    const decided = ok(await alice.decide(proposal.proposalId, 'approve'));
    expect(decided.proposal.state).toBe('failed');
    expect(decided.proposal.failure).toMatch(/sequence number 12, but the GBP client-money account's next statement is number 11/);
    expect(await statementsStored()).toBe(before);
    const file = ok(await alice.inject({ method: 'GET', url: `/operator/bank-statements/quarantine/${id}` }));
    expect(file).toMatchObject({ status: 'quarantined', acceptedBy: null, bookedStatementIds: null });
  });

  it('needs a reason (400)', async () => {
    const response = await alice.inject({ method: 'POST', url: `/operator/bank-statements/quarantine/${quarantinedFileId}/accept`, payload: {} });
    expectErrorBody(response, 400, 'ValidationFailed');
  });
});

describe('a file unreadable beyond its schema', () => {
  it('is refused as before and not kept: malformed XML, or a statement that does not prove', async () => {
    const before = (await quarantine()).totalCount;
    expectErrorBody(await upload(alice, '<Document><Unclosed></Document>'), 422, 'BankFileRejected');
    const broken = await brokenStatement('STMT-QUAR-0020', 20n);
    const notProving = broken.replace(/(<Bal>(?:(?!<\/Bal>)[\s\S])*?<Cd>CLBD<\/Cd>(?:(?!<\/Bal>)[\s\S])*?<Amt Ccy="GBP">)([\d.]+)/, '$11.00');
    expect(notProving).not.toBe(broken);
    const body = expectErrorBody(await upload(alice, notProving), 422, 'BankFileRejected');
    expect(body.ErrorDescription).not.toContain('quarantine');
    expect((await quarantine()).totalCount).toBe(before);
  });
});

describe('the quarantine', () => {
  it('is the operator’s only: a partner’s credentials are refused', async () => {
    const partner = await p.t.newPartner();
    const response = await p.t.app.inject({ method: 'GET', url: '/operator/bank-statements/quarantine', headers: await partner.headers() });
    expect(response.statusCode).toBe(401);
    const byId = await p.t.app.inject({ method: 'GET', url: `/operator/bank-statements/quarantine/${quarantinedFileId}`, headers: await partner.headers() });
    expect(byId.statusCode).toBe(401);
  });
});
