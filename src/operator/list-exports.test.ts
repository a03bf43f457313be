/**
 * The operator's lists as CSV exports and with their totals (issue 32, exports), through the real app: with
 * Accept: text/csv a list answers every row its filters match (paging does not apply), one column per field of the
 * JSON items, streamed; the JSON page carries the filters' total. A walk by key reads each row once even while new
 * rows arrive; a text a spreadsheet would run is defused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit } from '../../test/builders/instructions.js';
import { insertProduct, type TestProduct } from '../../test/builders/products.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { searchRequestsAfter, type SequencedRequestOverview } from '../instructions/instructions.js';
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
