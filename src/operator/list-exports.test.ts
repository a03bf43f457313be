/**
 * The operator's lists as CSV exports and with their totals (issue 32, exports), through the real app: with
 * Accept: text/csv a list answers every row its filters match (paging does not apply), one column per field of the
 * JSON items, streamed; the JSON page carries the filters' total. A walk by key reads each row once even while new
 * rows arrive; a text a spreadsheet would run is defused, whichever list carries it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCamt053, newEntry, newStatement } from '../../test/builders/bank-files.js';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { searchRequestsAfter, type SequencedRequestOverview } from '../instructions/instructions.js';
import { writeCamt053 } from '../iso20022/iso20022.js';
import { csvField, csvLine } from '../platform/csv.js';
import { COUNT_CAP, listTotal, walkByKey } from '../platform/paging.js';

let t: TestPlatform;
let alpha: TestPartner;
let beta: TestPartner;
let product: TestProduct;
const alphaReferences: string[] = [];
const DAY = '2026-03-02';

beforeAll(async () => {
  t = await startTestPlatform();
  alpha = await t.newPartner();
  beta = await t.newPartner();
  product = await insertProduct(t.platform.db, { termType: 'InstantAccess' });
  const a = driver(t, alpha);
  const b = driver(t, beta);
  const client = await a.newClient({ firstName: '=HYPERLINK("http://x")', lastName: 'Smith, "Jr"' });
  for (let i = 0; i < 7; i++) alphaReferences.push(await a.submitOk('deposit', newDeposit(product, client, { amount: 1000 + i })));
  await b.submitOk('deposit', newDeposit(product, await b.newClient(), { amount: 1000 }));
  await a.run();
  await b.run();
});
afterAll(async () => t?.close());

/** The CSV's rows as arrays of fields (this test's own reader: quoted fields with doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(field), (field = ''));
    else if (c === '\r' && text[i + 1] === '\n') (row.push(field), rows.push(row), (row = []), (field = ''), i++);
    else field += c;
  }
  expect(field, 'the CSV ends with CRLF').toBe('');
  return rows;
}

async function csv(url: string) {
  const response = await t.operator({ method: 'GET', url, headers: { accept: 'text/csv' } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { response, rows: parseCsv(response.body) };
}

async function json(url: string) {
  const response = await t.operator({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('CSV exports of the operator lists', () => {
  it('answers every request the filters match, whatever the page asked, with the JSON items as columns', async () => {
    const page = await json(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}&pageSize=2`);
    const { response, rows } = await csv(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}&pageSize=2`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="instruction-requests.csv"');
    const [header, ...data] = rows;
    expect(header).toEqual(Object.keys(page.instructionRequests[0]));
    expect(data).toHaveLength(7);
    const column = (name: string) => header.indexOf(name);
    // Newest first, each of alpha's requests once, none of beta's; the partner by name beside its id.
    expect(data.map((r) => r[column('instructionReference')])).toEqual([...alphaReferences].reverse());
    expect(new Set(data.map((r) => r[column('financialPartnerId')]))).toEqual(new Set([alpha.financialPartnerId]));
    expect(data[0][column('financialPartnerName')]).toBe(page.instructionRequests[0].financialPartnerName);
    // A row says what the JSON item says: numbers as the JSON prints them, null empty.
    const newest = page.instructionRequests[0];
    expect(data[0][column('amount')]).toBe(String(newest.amount));
    expect(data[0][column('statusReason')]).toBe('');
    expect(data[0][column('processingAttempts')]).toBe('0');
  });

  it('applies every filter the JSON list takes', async () => {
    const { rows } = await csv(`/operator/instruction-requests?instructionReference=${alphaReferences[3]}`);
    expect(rows).toHaveLength(2);
    const none = await csv(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}&status=Rejected`);
    expect(none.rows).toHaveLength(1);
    const ofBeta = await csv(`/operator/clients?financialPartnerId=${beta.financialPartnerId}`);
    expect(ofBeta.rows).toHaveLength(2);
  });

  it("defuses a client's name a spreadsheet would run, and quotes commas and quotes", async () => {
    const { rows } = await csv(`/operator/clients?financialPartnerId=${alpha.financialPartnerId}`);
    const [header, client] = rows;
    expect(client[header.indexOf('name')]).toBe(`'=HYPERLINK("http://x") Smith, "Jr"`);
    expect(csvLine(['a,b', 'say "hi"', null, -12.5, '-x', true])).toBe('"a,b","say ""hi""",,-12.5,\'-x,true\r\n');
    expect(csvField('-1250.50')).toBe('-1250.50');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it("exports a date range's batches", async () => {
    const page = await json(`/operator/batches/search?from=${DAY}&to=${DAY}&financialPartnerId=${alpha.financialPartnerId}`);
    const { response, rows } = await csv(`/operator/batches/search?from=${DAY}&to=${DAY}&financialPartnerId=${alpha.financialPartnerId}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="batches-${DAY}-to-${DAY}.csv"`);
    expect(rows).toHaveLength(1 + page.batches.length);
    expect(rows[1][rows[0].indexOf('instructionBatchTotalAmount')]).toBe(String(page.batches[0].instructionBatchTotalAmount));
  });

  it("exports the bank side's lists: client-money runs with their filters, payment files, statements and entries in suspense", async () => {
    for (const asAt of ['2026-02-25', '2026-02-26', '2026-02-27']) {
      const run = await t.operator({ method: 'POST', url: '/operator/client-money/reconciliations', payload: { asAt } });
      expect(run.statusCode, run.body).toBe(201);
    }
    // (The day's processing may have run the daily reconciliation as well: the filters decide, not this test's count.)
    const page = await json('/operator/client-money/reconciliations?from=2026-02-26&pageSize=1');
    expect(page).toMatchObject({ totalCountCapped: false, hasMore: true });
    const runs = await csv('/operator/client-money/reconciliations?from=2026-02-26');
    expect(runs.rows[0]).toEqual(Object.keys(page.reconciliations[0]));
    const days = runs.rows.slice(1).map((r) => r[runs.rows[0].indexOf('asAt')]);
    expect(days).toHaveLength(page.totalCount);
    expect(days).toContain('2026-02-26');
    expect(days.every((day) => day >= '2026-02-26')).toBe(true);
    // The other bank-side lists: their header (the JSON items' fields) and their total, here none yet.
    for (const [path, first] of [
      ['/operator/payment-files', 'paymentFileId'],
      ['/operator/bank-statements', 'bankStatementId'],
      ['/operator/bank-statements/unmatched', 'entryId'],
    ] as const) {
      const { rows } = await csv(path);
      expect(rows[0], path).toContain(first);
      expect((await json(path)).totalCount, path).toBe(rows.length - 1);
    }
  });

  it("exports operator keys, a partner's introducers and the books' accounts, with their totals", async () => {
    for (const [path, first] of [
      ['/operator/operator-keys?includeRevoked=true', 'operatorKeyId'],
      [`/operator/partners/${alpha.financialPartnerId}/introducers`, 'introducerId'],
      ['/operator/books/accounts?currencyCode=GBP', 'accountCode'],
    ] as const) {
      const { rows } = await csv(path);
      expect(rows[0], path).toContain(first);
      expect((await json(path)).totalCount, path).toBe(rows.length - 1);
    }
    // An unknown partner's introducers are not an empty file: 404, as for JSON.
    const unknown = await t.operator({ method: 'GET', url: '/operator/partners/no-such-partner/introducers', headers: { accept: 'text/csv' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('still answers JSON when JSON is asked for, or nothing is', async () => {
    const both = await t.operator({ method: 'GET', url: '/operator/clients', headers: { accept: 'application/json, text/csv' } });
    expect(both.headers['content-type']).toContain('application/json');
  });
});

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP, CSV injection): each written by a partner, an operator or a bank. */
const HOSTILE = ['=1+1', '+1', "-1+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1', '\uFF0B1', '\uFF0D1', '\uFF201'];

/** A cell a spreadsheet would run: it starts with = + - @, a tab, a carriage return or their full-width forms, and is not a plain negative number. */
const runnable = (cell: string) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);

describe('CSV exports in a spreadsheet (CSV injection)', () => {
  it("neutralises every hostile text in each list that carries free text: clients' names and references, introducers, partners' names, a payer's remittance and name", async () => {
    const gamma = await t.newPartner();
    const g = driver(t, gamma);
    for (const value of HOSTILE) {
      await g.newClient({ firstName: value, lastName: 'Smith', externalReference: value });
      const introducer = await t.operator({
        method: 'POST',
        url: `/operator/partners/${gamma.financialPartnerId}/introducers`,
        payload: { introducerType: 'individual', firstName: value, lastName: value, companyName: value, officeDescription: value },
      });
      expect(introducer.statusCode, introducer.body).toBe(201);
      const partner = await t.operator({ method: 'POST', url: '/operator/partners', payload: { name: value, role: 'wealth' } });
      expect(partner.statusCode, partner.body).toBe(201);
    }
    // A statement of the hub whose credits quote each hostile text as the payer's remittance and name: each in suspense.
    const hub = '40478470000000';
    const { statements } = await json('/operator/bank-statements?pageSize=200');
    const last = (statements as { accountIdentifier: string | null; sequenceNumber: number; messageKind: string }[])
      .filter((s) => s.messageKind === 'statement' && s.accountIdentifier === hub)
      .reduce((max, s) => Math.max(max, s.sequenceNumber), 0);
    // The platform's writer allows only the characters it pays with; a bank's file may hold any text: written with
    // placeholders, then each hostile text put in their place as XML writes it (a carriage return as a reference, or
    // the reader would read a line feed).
    const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\r/g, '&#13;');
    const written = await writeCamt053(
      newCamt053({
        messageId: 'STMT-HOSTILE',
        statements: [
          newStatement({
            id: 'STMT-HOSTILE',
            electronicSequenceNumber: BigInt(last + 1),
            account: { account: { form: 'sort-code-and-number', sortCode: '404784', accountNumber: '70000000' }, currency: 'GBP' },
            openingBalance: { amountMinor: 0n, date: '2026-03-01' },
            closingDate: '2026-03-02',
            entries: HOSTILE.map((value, i) =>
              newEntry({
                amountMinor: 7_01n + BigInt(i),
                creditDebit: 'CRDT',
                bookingDate: '2026-03-02',
                valueDate: '2026-03-02',
                transactions: [
                  { remittance: `REMITTANCE${i}X`, counterparty: { name: `PAYER${i}X`, account: { form: 'sort-code-and-number', sortCode: '601613', accountNumber: '10000001' } } },
                ],
              }),
            ),
          }),
        ],
      }),
    );
    const statement = HOSTILE.reduce((xml, value, i) => xml.replace(`>REMITTANCE${i}X<`, `>${xmlText(value)}<`).replace(`>PAYER${i}X<`, `>${xmlText(value)}<`), written);
    const uploaded = await t.operator({ method: 'POST', url: '/operator/bank-statements', headers: { 'content-type': 'application/xml' }, payload: statement });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const neutralised = HOSTILE.map((value) => `'${value}`);
    for (const [url, columns, expected] of [
      [`/operator/clients?financialPartnerId=${gamma.financialPartnerId}`, ['externalReference'], neutralised],
      [`/operator/clients?financialPartnerId=${gamma.financialPartnerId}`, ['name'], HOSTILE.map((value) => `'${value} Smith`)],
      [`/operator/partners/${gamma.financialPartnerId}/introducers`, ['firstName', 'lastName', 'companyName', 'officeDescription'], neutralised],
      ['/operator/partners?pageSize=200', ['name'], neutralised],
      // The bank files' reader trims each text (XML's whitespace around a value is layout): `\t=1` arrives as `=1`.
      ['/operator/bank-statements/unmatched', ['remittance', 'counterpartyName'], HOSTILE.map((value) => `'${value.trim()}`)],
    ] as const) {
      const { rows } = await csv(url);
      const [header, ...body] = rows;
      for (const column of columns) {
        const cells = body.map((row) => row[header.indexOf(column)]);
        for (const cell of expected) expect(cells, `${url} ${column}`).toContain(cell);
      }
      // No cell of the export, whatever its column, is one a spreadsheet would run.
      expect(body.flat().filter(runnable), url).toEqual([]);
    }
  });
});

describe('csvField', () => {
  it('prefixes an apostrophe to a text starting with = + - @, a tab, a carriage return or their full-width forms, then quotes it as RFC 4180 requires', () => {
    expect(HOSTILE.map(csvField)).toEqual(["'=1+1", "'+1", "'-1+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1)", "'\t=1", '"\'\r=1"', "'\uFF1D1", "'\uFF0B1", "'\uFF0D1", "'\uFF201"]);
    expect(csvField('=HYPERLINK("http://x","a")')).toBe(`"'=HYPERLINK(""http://x"",""a"")"`);
    expect(csvField('-1,5')).toBe(`"'-1,5"`);
    expect(csvField('-1\n=2')).toBe(`"'-1\n=2"`);
  });

  it('leaves a plain negative number as it is (a spreadsheet reads it as the number), and any text starting otherwise', () => {
    for (const number of ['-12.50', '-1', '-0.01', '-1250.50']) expect(csvField(number)).toBe(number);
    for (const text of ['12.50', 'Smith', ' =1', '', "O'Brien"]) expect(csvField(text)).toBe(text);
    // Not a plain number: something after the digits, or a sign a spreadsheet reads as a formula.
    for (const text of ['-12.50 ', '-12.', '-1e3', '--1', '+12.50', '-12.50%']) expect(csvField(text)).toBe(`'${text}`);
  });
});

describe('list totals', () => {
  it("counts what the filters match across pages, not the page's rows", async () => {
    const page = await json(`/operator/instruction-requests?financialPartnerId=${alpha.financialPartnerId}&pageSize=2`);
    expect(page.instructionRequests).toHaveLength(2);
    expect(page).toMatchObject({ totalCount: 7, totalCountCapped: false, hasMore: true });
    expect(await json(`/operator/clients?financialPartnerId=${beta.financialPartnerId}`)).toMatchObject({ totalCount: 1, totalCountCapped: false });
    const batches = await json(`/operator/batches/search?from=${DAY}&to=${DAY}`);
    expect(batches.totalCount).toBe(batches.batches.length);
  });

  it('stops counting at the cap and says so', () => {
    expect(listTotal(COUNT_CAP)).toEqual({ totalCount: COUNT_CAP, totalCountCapped: false });
    expect(listTotal(COUNT_CAP + 1)).toEqual({ totalCount: COUNT_CAP, totalCountCapped: true });
  });
});

describe('CSV exports of the short lists shown whole', () => {
  it('answers held payments, margin income, calendar changes and FSCS limits as CSV, each row what its JSON item says', async () => {
    expect((await t.operator({ method: 'PUT', url: '/operator/calendar/changes/2031-06-02', payload: { change: 'add', name: 'A jubilee, "with quotes"' } })).statusCode).toBe(200);
    expect((await t.operator({ method: 'PUT', url: '/operator/fscs/limits/2031-01-01', payload: { limitAmount: 120000 } })).statusCode).toBe(200);
    for (const [url, key, file] of [
      ['/operator/calendar/changes', 'changes', 'calendar-changes'],
      ['/operator/fscs/limits', 'limits', 'fscs-limits'],
      ['/operator/payment-files/held', 'heldPayments', 'held-payments'],
      ['/operator/books/margin-income?from=2026-01&to=2026-12', 'income', 'margin-income-2026-01-2026-12'],
    ] as const) {
      const items: Record<string, unknown>[] = (await json(url))[key];
      const { response, rows } = await csv(url);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}.csv"`);
      const [header, ...body] = rows;
      expect(body, url).toHaveLength(items.length);
      body.forEach((row, i) => expect(row, url).toEqual(header.map((column) => parseCsv(csvLine([items[i][column]]))[0][0])));
    }
    const changes = (await csv('/operator/calendar/changes')).rows;
    expect(changes.some((row) => row.includes('A jubilee, "with quotes"'))).toBe(true);
    expect((await csv('/operator/fscs/limits')).rows.some((row) => row.includes('120000'))).toBe(true);
  });
});

describe('the walk by key an export reads with', () => {
  it('reads each request once, in order, while new ones arrive at the head', async () => {
    const search = { financialPartnerId: alpha.financialPartnerId };
    const seen: string[] = [];
    let chunks = 0;
    for await (const rows of walkByKey<SequencedRequestOverview>((after, limit) => searchRequestsAfter(t.platform.db, search, after, limit), 3)) {
      chunks++;
      seen.push(...rows.map((r) => r.instructionReference));
      // A request accepted mid-walk lands before the walk's position: not read, and shifting nothing.
      if (chunks === 1) await driver(t, alpha).submitOk('deposit', newDeposit(product, await driver(t, alpha).newClient(), { amount: 1000 }));
    }
    expect(chunks).toBe(3);
    expect(seen).toEqual([...alphaReferences].reverse());
  });
});
