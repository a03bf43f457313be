/**
 * Bank files in (docs/bank-side.md "Statements in"), through the operator
 * API: a statement stored with its unmatched entries in suspense and the
 * books still reconciling; the same file twice answered from what was
 * stored; another file under one number, a sequence gap, a statement that
 * does not prove, a DTD, a wrong media type, an oversized body and an
 * account the platform does not hold each refused with nothing written;
 * notifications stored, a status report about a file never sent refused; resolution both ways, audited and
 * booked, once only; a viewer refused every write. What real banks send
 * (issue 47): a statement without ElctrncSeqNb continued by its balance and
 * LglSeqNb, a file of several statements judged statement by statement, an
 * entry's Ustrd lines and Strd references kept, a statement in another
 * version read (camt.053.001.04 and .11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, type TypedResponse } from '../../test/api.js';
import type { ApiBankStatement, ApiBankStatementEntry, ApiBankStatementList, ApiBankStatementUpload, ApiEntryResolution, ApiUnmatchedEntries } from '../../test/api.js';
import { sampleCamt053 } from '../../test/builders/bank-file-versions.js';
import { HUB_EUR, HUB_GBP, HUB_USD, newCamt053, newCamt054, newEntry, newPain002, newStatement } from '../../test/builders/bank-files.js';
import { expectErrorBody, reconciliationReport, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { type EntryInput, MAX_BANK_FILE_BYTES, type StatementInput, writeCamt053, writeCamt054, writePain002 } from '../iso20022/iso20022.js';

let t: TestPlatform;
let viewerKey: string;

beforeAll(async () => {
  t = await startTestPlatform({ bankAccounts: false });
  expect(HUB_GBP.form).toBe('sort-code-and-number');
  const hub = await t.operatorApi.put('/operator/bank-accounts/GBP', {
    accountName: 'Savings Platform Client Money',
    bankName: 'Barclays',
    sortCode: '200000',
    accountNumber: '55779911',
  });
  expectBody(hub, 200);
  const viewer = await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: 'statements-viewer', role: 'viewer' } });
  expect(viewer.statusCode, viewer.body).toBe(201);
  viewerKey = viewer.json().key;
});
afterAll(async () => t?.close());

const upload = (xml: string | Buffer, contentType = 'application/xml', key?: string) =>
  t.operator({ method: 'POST', url: '/operator/bank-statements', payload: xml, headers: { 'content-type': contentType, ...(key ? { authorization: `Bearer ${key}` } : {}) } });

/** A camt.053 for the GBP hub account. */
async function statementXml(id: string, sequence: bigint, entries: EntryInput[] = newStatement().entries, opening = 1_000_000_00n): Promise<string> {
  return writeCamt053(
    newCamt053({
      messageId: `MSG-${id}`,
      statements: [newStatement({ id, electronicSequenceNumber: sequence, entries, openingBalance: { amountMinor: opening, date: '2026-11-25' } })],
    }),
  );
}

async function bookBalance(code: string): Promise<number> {
  const accounts = expectBody(await t.operatorApi.get<{ accounts: { accountCode: string; postedBalance: number }[] }>('/operator/books/accounts'), 200).accounts;
  return accounts.find((a) => a.accountCode === code)?.postedBalance ?? 0;
}

/** What is stored: files, entries in suspense, the suspense balance and the hub's last statement read. */
async function stored() {
  const list = expectBody(await t.operatorApi.get<ApiBankStatementList>('/operator/bank-statements?pageSize=200'), 200);
  const unmatched = expectBody(await t.operatorApi.get<ApiUnmatchedEntries>('/operator/bank-statements/unmatched?pageSize=200'), 200);
  const hubs = expectBody(await t.operatorApi.get<{ accounts: { currencyCode: string; lastStatementRead: { sequenceNumber: number } | null }[] }>('/operator/bank-accounts'), 200);
  return {
    statements: list.statements.length,
    unmatched: unmatched.entries.length,
    suspense: await bookBalance('GBP:suspense'),
    hub: await bookBalance('GBP:hub'),
    lastSequence: hubs.accounts.find((a) => a.currencyCode === 'GBP')?.lastStatementRead?.sequenceNumber ?? null,
  };
}

async function expectClean() {
  const report = await reconciliationReport(t);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

function expectRefusedUnchanged(before: Awaited<ReturnType<typeof stored>>) {
  return async () => expect(await stored()).toEqual(before);
}

let firstStatement: ApiBankStatementUpload['statements'][number];

describe('a statement in', () => {
  it('is stored with its entries, each booked entry in suspense (hub and suspense move, the books stay clean)', async () => {
    const xml = await statementXml('STMT-GBP-0042', 42n);
    const response = await upload(xml);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as ApiBankStatementUpload;
    expect(body.created).toBe(true);
    expect(body.statements).toHaveLength(1);
    firstStatement = body.statements[0];
    expect(firstStatement.header).toMatchObject({
      messageKind: 'statement',
      messageVersion: 'camt.053.001.08',
      statementId: 'STMT-GBP-0042',
      sequenceNumber: 42,
      accountIdentifier: '20000055779911',
      currencyCode: 'GBP',
      openingBalance: 1_000_000,
      closingBalance: 1_003_765.44,
      receivedBy: expect.any(String),
    });
    expect(firstStatement.entries.map((e) => [e.creditDebit, e.amount, e.status, e.endToEndId])).toEqual([
      ['CRDT', 5000, 'unmatched', 'PARTNER-BATCH-77'],
      ['DBIT', 1234.56, 'unmatched', 'E2E-20261126-000001'],
    ]);
    expect(firstStatement.entries[1]).toMatchObject({ paymentInformationId: 'PMT-20261126-GBP', remittance: 'SAVINGS 000001', accountServicerReference: 'BANKREF-0002' });
    // Money in: hub -5000 (it holds more), suspense +5000; money out: the reverse.
    expect(await stored()).toMatchObject({ statements: 1, unmatched: 2, suspense: 3765.44, hub: -3765.44, lastSequence: 42 });
    const transfer = expectBody(
      await t.operatorApi.get<{ legs: { accountCode: string; amount: number }[] }>(`/operator/books/transfers/statement-entry:${firstStatement.entries[0].entryId}`),
      200,
    );
    expect(transfer.legs).toEqual(
      expect.arrayContaining([
        { accountCode: 'GBP:hub', amount: -5000 },
        { accountCode: 'GBP:suspense', amount: 5000 },
      ]),
    );
    await expectClean();

    // Read back: JSON, and the XML byte for byte.
    const json = expectBody(await t.operatorApi.get<ApiBankStatement>(`/operator/bank-statements/${firstStatement.header.bankStatementId}`), 200);
    expect({ outcome: 'stored', ...json }).toEqual(firstStatement);
    const raw = await t.operator({ method: 'GET', url: `/operator/bank-statements/${firstStatement.header.bankStatementId}`, headers: { accept: 'application/xml' } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^application\/xml/);
    expect(raw.rawPayload.equals(Buffer.from(xml, 'utf8'))).toBe(true);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/bank-statements/no-such-statement' }), 404, 'NotFound');
    // Audited: one entry, after only.
    const audit = expectBody(
      await t.operatorApi.get<{ entries: { before: unknown; after: Record<string, unknown> }[] }>(
        `/operator/audit?objectType=bank-statement&objectId=${firstStatement.header.bankStatementId}`,
      ),
      200,
    ).entries;
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toBeNull();
    expect(audit[0].after).toMatchObject({ statementId: 'STMT-GBP-0042', sequenceNumber: '42', entries: 2, inSuspense: 2 });
  });

  it('answers the same file again with what was stored, changing nothing', async () => {
    const before = await stored();
    const again = await upload(await statementXml('STMT-GBP-0042', 42n));
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json() as ApiBankStatementUpload;
    expect(body.created).toBe(false);
    expect(body.statements).toEqual([{ ...firstStatement, outcome: 'duplicate' }]);
    expect(body.refused).toEqual([]);
    await expectRefusedUnchanged(before)();
    const audit = await t.operatorApi.get<{ entries: unknown[] }>(`/operator/audit?objectType=bank-statement&objectId=${firstStatement.header.bankStatementId}`);
    expect(expectBody(audit, 200).entries).toHaveLength(1);
  });

  it('refuses another file under a statement id and sequence number already stored (409), writing nothing', async () => {
    const before = await stored();
    const other = await statementXml('STMT-GBP-0042', 42n, [newEntry({ amountMinor: 1n })]);
    const body = expectErrorBody(await upload(other), 409, 'Conflict');
    expect(body.ErrorDescription).toContain('STMT-GBP-0042');
    await expectRefusedUnchanged(before)();
  });

  it('refuses a sequence gap (409 naming the number expected), writing nothing; the next in sequence is taken', async () => {
    const before = await stored();
    const gap = expectErrorBody(await upload(await statementXml('STMT-GBP-0044', 44n, [], 1_003_765_44n)), 409, 'Conflict');
    expect(gap.ErrorDescription).toContain('next statement is number 43');
    await expectRefusedUnchanged(before)();
    const next = await upload(await statementXml('STMT-GBP-0043', 43n, [newEntry({ amountMinor: 10_00n, creditDebit: 'CRDT', status: 'PDNG' })], 1_003_765_44n));
    expect(next.statusCode, next.body).toBe(201);
    // A pending entry is kept for the record, not put in suspense.
    expect((next.json() as ApiBankStatementUpload).statements[0].entries.map((e) => e.status)).toEqual(['recorded']);
    expect(await stored()).toMatchObject({ statements: before.statements + 1, unmatched: before.unmatched, suspense: before.suspense, lastSequence: 43 });
  });

  it('refuses a statement that does not prove, a DTD with an external entity, another media type and an oversized body, each with its error body and nothing written', async () => {
    const before = await stored();
    const good = await statementXml('STMT-GBP-0044', 44n, [newEntry({ amountMinor: 7_00n })], 1_003_765_44n);
    const closing = good.match(/<Cd>CLBD<\/Cd>[\s\S]*?<Amt Ccy="GBP">([0-9.]+)<\/Amt>/);
    expect(closing).not.toBeNull();
    const notProving = good.replace(closing![0], closing![0].replace(`>${closing![1]}<`, '>1.00<'));
    expect(notProving).not.toBe(good);
    expect(expectErrorBody(await upload(notProving), 422, 'BankFileRejected').ErrorDescription).toMatch(/closing/i);

    const withDtd = good.replace(/^(<\?xml[^>]*\?>)/, '$1<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    expect(withDtd).toContain('DOCTYPE');
    expectErrorBody(await upload(withDtd), 422, 'BankFileRejected');

    expectErrorBody(await upload(JSON.stringify({ xml: good }), 'application/json'), 415, 'UnsupportedMediaType');
    expectErrorBody(await upload(good, 'text/plain'), 415, 'UnsupportedMediaType');
    expect(expectErrorBody(await upload(Buffer.alloc(MAX_BANK_FILE_BYTES + 1, 0x20)), 413, 'PayloadTooLarge').ErrorDescription).toBe(
      'The request body is larger than the 10 MB limit.',
    );
    expectErrorBody(await upload(Buffer.from([0x3c, 0xff, 0xfe, 0x3e])), 422, 'BankFileRejected');
    await expectRefusedUnchanged(before)();
    // text/xml is taken as well.
    const taken = await upload(good, 'text/xml; charset=utf-8');
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it("honours the media type's charset label: UTF-8 and US-ASCII are read, any other is refused naming it, nothing written", async () => {
    const before = await stored();
    const good = await statementXml('STMT-GBP-0045', 45n, [newEntry({ amountMinor: 3_00n })], 1_003_772_44n);
    for (const label of ['utf-16', 'UTF-16LE', '"iso-8859-1"', 'windows-1252']) {
      const refused = expectErrorBody(await upload(good, `application/xml; charset=${label}`), 415, 'UnsupportedMediaType');
      expect(refused.ErrorDescription).toContain(`charset=${label.replace(/"/g, '').toLowerCase()}`);
      expect(refused.ErrorDescription).toMatch(/UTF-8/);
    }
    // US-ASCII is UTF-8's first 128 characters: taken when the bytes are ASCII, refused when they are not.
    const notAscii = good.replace('</Document>', '<!-- Zoë --></Document>');
    expect(expectErrorBody(await upload(notAscii, 'application/xml; charset=us-ascii'), 422, 'BankFileRejected').ErrorDescription).toMatch(/US-ASCII/);
    await expectRefusedUnchanged(before)();
    const taken = await upload(good, 'application/xml; charset="US-ASCII"');
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('refuses a statement or notification for an account the platform does not hold (422 naming it), writing nothing', async () => {
    const before = await stored();
    const eur = await writeCamt053(newCamt053({ statements: [newStatement({ id: 'STMT-EUR-1', account: { account: HUB_EUR, currency: 'EUR' }, entries: [] })] }));
    expect(expectErrorBody(await upload(eur), 422, 'BankFileRejected').ErrorDescription).toContain('no EUR client-money account');
    const otherGbp = await writeCamt054(
      newCamt054({
        notifications: [
          {
            id: 'NTFN-X',
            createdAt: new Date('2026-11-26T12:00:00Z'),
            account: { account: { form: 'sort-code-and-number', sortCode: '200000', accountNumber: '11111111' }, currency: 'GBP' },
            entries: [newEntry()],
          },
        ],
      }),
    );
    expect(expectErrorBody(await upload(otherGbp), 422, 'BankFileRejected').ErrorDescription).toContain('20000011111111');
    await expectRefusedUnchanged(before)();
  });

  it('stores a notification (its entries for the record); refuses a status report about a file the platform never sent', async () => {
    const before = await stored();
    const notification = await upload(await writeCamt054(newCamt054()));
    expect(notification.statusCode, notification.body).toBe(201);
    const n = (notification.json() as ApiBankStatementUpload).statements[0];
    expect(n.header).toMatchObject({ messageKind: 'notification', statementId: 'NTFN-20261126-1', sequenceNumber: 7 });
    expect(n.entries.map((e) => e.status)).toEqual(['recorded', 'recorded']);

    // A status report answers one of the platform's payment files, or nothing is stored (src/bank-statements/status-reports.test.ts has those it acts on).
    const report = await upload(await writePain002(newPain002()));
    expect(expectErrorBody(report, 422, 'BankFileRejected').ErrorDescription).toContain('MSG-20261126-0001');
    expect(await stored()).toMatchObject({ statements: before.statements + 1, unmatched: before.unmatched, suspense: before.suspense, lastSequence: before.lastSequence });
    // Newest first.
    const list = expectBody(await t.operatorApi.get<ApiBankStatementList>('/operator/bank-statements?pageSize=1'), 200);
    expect(list.statements.map((s) => s.messageKind)).toEqual(['notification']);
    expect(list.hasMore).toBe(true);
  });
});

describe('resolving an entry in suspense', () => {
  const resolve = (entryId: string, body: ApiEntryResolution, key?: string): Promise<TypedResponse<ApiBankStatementEntry>> =>
    key
      ? t.operator({ method: 'POST', url: `/operator/bank-statements/entries/${entryId}/resolve`, payload: body, headers: { authorization: `Bearer ${key}` } }).then((raw) => ({
          status: raw.statusCode,
          body: raw.json(),
          headers: raw.headers,
          raw,
        }))
      : t.operatorApi.post<ApiEntryResolution, ApiBankStatementEntry>(`/operator/bank-statements/entries/${entryId}/resolve`, body);

  async function auditOf(entryId: string) {
    return expectBody(
      await t.operatorApi.get<{ entries: { before: Record<string, unknown>; after: Record<string, unknown> }[] }>(
        `/operator/audit?objectType=bank-statement-entry&objectId=${entryId}`,
      ),
      200,
    ).entries;
  }

  it('lists the unmatched oldest first', async () => {
    const unmatched = expectBody(await t.operatorApi.get<ApiUnmatchedEntries>('/operator/bank-statements/unmatched'), 200);
    expect(unmatched.entries.slice(0, 2).map((e) => e.entryId)).toEqual(firstStatement.entries.map((e) => e.entryId));
  });

  it('returns a credit to its sender: suspense back to the hub, audited; a second time is 409', async () => {
    const [credit] = firstStatement.entries;
    const before = await stored();
    const resolved = expectBody(await resolve(credit.entryId, { reason: 'Not ours: paid back to the sender', action: 'returned-to-sender' }), 200);
    expect(resolved).toMatchObject({ status: 'resolved', resolution: { action: 'returned-to-sender', financialPartnerId: null, reason: 'Not ours: paid back to the sender' } });
    expect(await stored()).toMatchObject({ unmatched: before.unmatched - 1, suspense: before.suspense - 5000, hub: before.hub + 5000 });
    const audit = await auditOf(credit.entryId);
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ status: 'unmatched' });
    expect(audit[0].after).toMatchObject({ status: 'resolved', resolutionAction: 'returned-to-sender' });
    await expectClean();

    expectErrorBody((await resolve(credit.entryId, { reason: 'again', action: 'returned-to-sender' })).raw, 409, 'Conflict');
    expect(await auditOf(credit.entryId)).toHaveLength(1);
  });

  it('allocates a debit to a partner (the partner must exist: 404), booked on partner:{id}', async () => {
    const [, debit] = firstStatement.entries;
    const partner = await t.newPartner();
    const before = await stored();
    expectErrorBody((await resolve(debit.entryId, { reason: 'Partner', action: 'allocated-to-partner', financialPartnerId: 'no-such-partner' })).raw, 404, 'NotFound');
    expectErrorBody((await resolve(debit.entryId, { reason: 'Partner', action: 'allocated-to-partner' })).raw, 400, 'ValidationFailed');
    expectErrorBody((await resolve(debit.entryId, { reason: '', action: 'returned-to-sender' })).raw, 400, 'ValidationFailed');
    expectErrorBody((await resolve('no-such-entry', { reason: 'x', action: 'returned-to-sender' })).raw, 404, 'NotFound');
    expect(await stored()).toEqual(before);

    const resolved = expectBody(
      await resolve(debit.entryId, { reason: 'A refund the partner asked for', action: 'allocated-to-partner', financialPartnerId: partner.financialPartnerId }),
      200,
    );
    expect(resolved.resolution).toMatchObject({ action: 'allocated-to-partner', financialPartnerId: partner.financialPartnerId });
    // The debit put -1234.56 in suspense; allocating it moves that to the partner (who owes it).
    expect(await stored()).toMatchObject({ unmatched: before.unmatched - 1, suspense: before.suspense + 1234.56, hub: before.hub });
    expect(await bookBalance(`GBP:partner:${partner.financialPartnerId}`)).toBe(-1234.56);
    expect((await auditOf(debit.entryId))[0].after).toMatchObject({ status: 'resolved', financialPartnerId: partner.financialPartnerId });
    await expectClean();
  });

  it('refuses a viewer both upload and resolution (403), writing nothing', async () => {
    const before = await stored();
    expectErrorBody(await upload(await statementXml('STMT-GBP-0045', 45n), 'application/xml', viewerKey), 403, 'Forbidden');
    const entryId = firstStatement.entries[0].entryId;
    expectErrorBody((await resolve(entryId, { reason: 'viewer', action: 'returned-to-sender' }, viewerKey)).raw, 403, 'Forbidden');
    expect(await stored()).toEqual(before);
    // A viewer may read.
    const read = await t.operator({ method: 'GET', url: '/operator/bank-statements', headers: { authorization: `Bearer ${viewerKey}` } });
    expect(read.statusCode).toBe(200);
  });
});

describe('what real banks send (issue 47)', () => {
  const USD = { account: HUB_USD, currency: 'USD' as const };
  /** A USD statement as Bank of Montreal writes it: no ElctrncSeqNb. */
  const unnumbered = (id: string, opening: bigint, openingDate: string, closingDate: string, overrides: Partial<StatementInput> = {}) =>
    newStatement({
      id,
      electronicSequenceNumber: undefined,
      account: USD,
      openingBalance: { amountMinor: opening, date: openingDate },
      closingDate,
      entries: [newEntry({ amountMinor: 20_00n, bookingDate: closingDate, valueDate: closingDate })],
      ...overrides,
    });
  const fileOf = (messageId: string, ...statements: StatementInput[]) => writeCamt053(newCamt053({ messageId, statements }));
  const usdLastRead = async () => {
    const accounts = expectBody(
      await t.operatorApi.get<{ accounts: { currencyCode: string; lastStatementRead: { statementId: string; sequenceNumber: number } | null }[] }>('/operator/bank-accounts'),
      200,
    ).accounts;
    return accounts.find((a) => a.currencyCode === 'USD')?.lastStatementRead ?? null;
  };

  beforeAll(async () => {
    const hub = await t.operatorApi.put('/operator/bank-accounts/USD', {
      accountName: 'Savings Platform Client Money USD',
      bankName: 'Bank of Montreal',
      iban: (HUB_USD as { iban: string }).iban,
      bic: 'BUKBGB22',
    });
    expectBody(hub, 200);
  });

  it('continues a statement without ElctrncSeqNb by its opening balance and LglSeqNb: stored, the same again idempotent, one that does not continue refused 409 naming the opening balance expected', async () => {
    const first = await fileOf('BMO-1', unnumbered('BMO-USD-20261126', 500_00n, '2026-11-25', '2026-11-26', { legalSequenceNumber: 7n }));
    const response = await upload(first);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as ApiBankStatementUpload;
    expect(body.refused).toEqual([]);
    expect(
      body.statements.map((s) => [s.outcome, s.header.statementId, s.header.sequenceAssigned, s.header.sequenceNumber, s.header.legalSequenceNumber, s.header.closingBalance]),
    ).toEqual([['stored', 'BMO-USD-20261126', true, 1, 7, 520]]);
    expect(await usdLastRead()).toMatchObject({ statementId: 'BMO-USD-20261126', sequenceNumber: 1 });

    // The same file again: what was stored, nothing changed.
    const again = await upload(first);
    expect(again.statusCode, again.body).toBe(200);
    const againBody = again.json() as ApiBankStatementUpload;
    expect(againBody.created).toBe(false);
    expect(againBody.statements).toEqual([{ ...body.statements[0], outcome: 'duplicate' }]);

    const before = await stored();
    // Opening balance is not the last closing balance: a statement was missed (or this one is not the next).
    const notContinuing = expectErrorBody(await upload(await fileOf('BMO-2', unnumbered('BMO-USD-20261127', 999_00n, '2026-11-26', '2026-11-27'))), 409, 'Conflict');
    expect(notContinuing.ErrorDescription).toContain('opening balance must be 520.00 USD');
    expect(notContinuing.ErrorDescription).toContain('BMO-USD-20261127');
    // An opening date before the last closing date.
    expectErrorBody(await upload(await fileOf('BMO-3', unnumbered('BMO-USD-20261127', 520_00n, '2026-11-20', '2026-11-27'))), 409, 'Conflict');
    // LglSeqNb skips one.
    const legalGap = expectErrorBody(
      await upload(await fileOf('BMO-4', unnumbered('BMO-USD-20261127', 520_00n, '2026-11-26', '2026-11-27', { legalSequenceNumber: 9n }))),
      409,
      'Conflict',
    );
    expect(legalGap.ErrorDescription).toContain('LglSeqNb');
    expect(legalGap.ErrorDescription).toContain('next is number 8');
    // Another file under the same Stmt/Id.
    expectErrorBody(await upload(await fileOf('BMO-5', unnumbered('BMO-USD-20261126', 520_00n, '2026-11-26', '2026-11-27'))), 409, 'Conflict');
    expect(await stored()).toEqual(before);
    expect(await usdLastRead()).toMatchObject({ sequenceNumber: 1 });

    const next = await upload(await fileOf('BMO-6', unnumbered('BMO-USD-20261127', 520_00n, '2026-11-26', '2026-11-27', { legalSequenceNumber: 8n })));
    expect(next.statusCode, next.body).toBe(201);
    expect((next.json() as ApiBankStatementUpload).statements[0].header).toMatchObject({ sequenceAssigned: true, sequenceNumber: 2, legalSequenceNumber: 8, closingBalance: 540 });
    expect(await usdLastRead()).toMatchObject({ statementId: 'BMO-USD-20261127', sequenceNumber: 2 });
    await expectClean();
  });

  it('judges a file of several statements statement by statement: the known account’s stored, the unknown one’s refused naming its account, nothing of it written', async () => {
    const eurUnknown = newStatement({ id: 'STMT-EUR-UNKNOWN', account: { account: HUB_EUR, currency: 'EUR' }, entries: [newEntry()] });
    const xml = await fileOf('MULTI-1', eurUnknown, unnumbered('BMO-USD-20261128', 540_00n, '2026-11-27', '2026-11-28'));
    const response = await upload(xml);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as ApiBankStatementUpload;
    expect(body.created).toBe(true);
    expect(body.statements.map((s) => [s.outcome, s.header.statementId])).toEqual([['stored', 'BMO-USD-20261128']]);
    expect(body.refused).toEqual([
      {
        outcome: 'refused',
        messageKind: 'statement',
        statementId: 'STMT-EUR-UNKNOWN',
        accountIdentifier: (HUB_EUR as { iban: string }).iban,
        currencyCode: 'EUR',
        error: 'BankFileRejected',
        reason: expect.stringContaining(`EUR account ${(HUB_EUR as { iban: string }).iban}`),
      },
    ]);
    const list = expectBody(await t.operatorApi.get<ApiBankStatementList>('/operator/bank-statements?pageSize=200'), 200);
    expect(list.statements.filter((s) => s.messageId === 'MULTI-1').map((s) => s.statementId)).toEqual(['BMO-USD-20261128']);
    expect(await bookBalance('EUR:suspense')).toBe(0);
    expect(await usdLastRead()).toMatchObject({ statementId: 'BMO-USD-20261128', sequenceNumber: 3 });

    // Again: the stored one a duplicate, the unknown one refused again; nothing changes (200).
    const before = await stored();
    const again = await upload(xml);
    expect(again.statusCode, again.body).toBe(200);
    const againBody = again.json() as ApiBankStatementUpload;
    expect([againBody.created, againBody.statements.map((s) => s.outcome), againBody.refused.map((r) => r.statementId)]).toEqual([false, ['duplicate'], ['STMT-EUR-UNKNOWN']]);
    expect(await stored()).toEqual(before);

    // When no statement of a file can be stored, the file is refused (422 naming each), nothing written.
    const none = await fileOf('MULTI-2', eurUnknown, newStatement({ id: 'STMT-EUR-UNKNOWN-2', account: { account: HUB_EUR, currency: 'EUR' }, entries: [] }));
    const refused = expectErrorBody(await upload(none), 422, 'BankFileRejected');
    expect(refused.ErrorDescription).toContain('STMT-EUR-UNKNOWN-2');
    expect(await stored()).toEqual(before);
    await expectClean();
  });

  it('keeps an entry’s Ustrd lines and its structured references (Strd) as the bank sent them', async () => {
    const entry = newEntry({
      amountMinor: 20_00n,
      bookingDate: '2026-11-29',
      valueDate: '2026-11-29',
      transactions: [{ remittance: ['DEPOSITS B6F1C2A9E', 'B4D4E5F8'], structuredRemittance: { referredDocumentNumber: 'INV-77', creditorReference: 'RF18539007547034' } }],
    });
    const response = await upload(await fileOf('BMO-7', unnumbered('BMO-USD-20261129', 560_00n, '2026-11-28', '2026-11-29', { entries: [entry] })));
    expect(response.statusCode, response.body).toBe(201);
    const [kept] = (response.json() as ApiBankStatementUpload).statements[0].entries;
    expect([kept.remittance, kept.structuredRemittance]).toEqual(['DEPOSITS B6F1C2A9E\nB4D4E5F8', 'INV-77\nRF18539007547034']);
  });

  it('takes a statement in another version the platform reads (camt.053.001.04, then .11), each through its own decoder, continuing the account', async () => {
    const account = { iban: (HUB_USD as { iban: string }).iban, bic: 'BUKBGB22', currency: 'USD' };
    const deposit = (date: string, reference: string) => ({
      amountMinor: 20_00n,
      creditDebit: 'CRDT' as const,
      status: 'BOOK' as const,
      date,
      accountServicerReference: reference,
      endToEndId: `E2E-${reference}`,
      counterparty: { name: 'Erika Mustermann', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      remittance: ['DEPOSITS B6F1C2A9E'],
      creditorReference: 'RF18539007547034',
    });
    const v04 = sampleCamt053('camt.053.001.04', 'BMO-V04', [
      { id: 'BMO-USD-20261130', account, opening: { amountMinor: 580_00n, date: '2026-11-29' }, closingDate: '2026-11-30', entries: [deposit('2026-11-30', 'BMO-0430')] },
    ]);
    const response = await upload(v04);
    expect(response.statusCode, response.body).toBe(201);
    const [statement] = (response.json() as ApiBankStatementUpload).statements;
    expect(statement.header).toMatchObject({
      messageVersion: 'camt.053.001.04',
      statementId: 'BMO-USD-20261130',
      sequenceAssigned: true,
      openingBalance: 580,
      closingBalance: 600,
    });
    expect(statement.entries).toMatchObject([
      {
        creditDebit: 'CRDT',
        amount: 20,
        endToEndId: 'E2E-BMO-0430',
        accountServicerReference: 'BMO-0430',
        remittance: 'DEPOSITS B6F1C2A9E',
        structuredRemittance: 'RF18539007547034',
      },
    ]);
    // The same file again: what was stored.
    expect((await upload(v04)).statusCode).toBe(200);

    const v11 = sampleCamt053('camt.053.001.11', 'BMO-V11', [
      { id: 'BMO-USD-20261201', account, opening: { amountMinor: 600_00n, date: '2026-11-30' }, closingDate: '2026-12-01', entries: [deposit('2026-12-01', 'BMO-1201')] },
    ]);
    const next = await upload(v11);
    expect(next.statusCode, next.body).toBe(201);
    expect((next.json() as ApiBankStatementUpload).statements[0].header).toMatchObject({ messageVersion: 'camt.053.001.11', closingBalance: 620 });
    expect(await usdLastRead()).toMatchObject({ statementId: 'BMO-USD-20261201' });
    await expectClean();
  });
});
