/**
 * CSV exports of the operator's lists (docs/console.md, Exports): RFC 4180
 * (CRLF, a header row, quoted when a field holds a comma, quote or line
 * break), a text a spreadsheet would run as a formula neutralised
 * (`csvField`), streamed a chunk of rows at a time so an export of any size
 * holds one chunk in memory, never the list.
 */
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A list's items a chunk at a time: read as the download goes (a walk), or one chunk already in memory. */
type Chunks = AsyncIterable<readonly Record<string, unknown>[]> | Iterable<readonly Record<string, unknown>[]>;

/** True when the caller asks for CSV rather than JSON (Accept: text/csv, without application/json). */
export function wantsCsv(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return accept.includes('text/csv') && !accept.includes('application/json');
}

/**
 * What a spreadsheet may take for the start of a formula (OWASP, CSV injection): =, +, -, @, a tab, a carriage
 * return, and the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) some spreadsheets read as their ASCII forms.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A negative decimal and nothing else (-12.50): a spreadsheet reads it as the number, never as a formula. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet:
 * - a text starting with `=`, `+`, `-`, `@`, a tab, a carriage return or one of their full-width forms gets a
 *   leading apostrophe, so a spreadsheet shows it as text rather than runs it (OWASP's CSV injection defence):
 *   `-2+3`, `-1+cmd|' /C calc'!A0`, `+1` and `＝1` all do;
 * - but a plain negative number (`-`, digits, optionally a point and digits, nothing more: `-12.50`, as the
 *   client-money breaks write amounts) stays as it is: a spreadsheet reads it as that number, and an apostrophe
 *   would turn the amount into text;
 * - then the field is quoted, its quotes doubled, when it holds a quote, comma, carriage return or line feed.
 * Numbers the JSON answers carry as numbers never come here (`csvLine` prints them as they are).
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One value of a JSON answer as a CSV field: null empty, numbers as JSON prints them (exact), objects as their JSON. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return csvField(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return csvField(JSON.stringify(value));
}

/** One CSV line (with its CRLF) of the given values. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cellOf).join(',')}\r\n`;
}

/** The columns of a list's CSV: the item schema's properties (an intersection's, each part's in turn), in the order the JSON answer has them. */
export function csvColumnsOf(itemSchema: TSchema): string[] {
  const schema = itemSchema as { properties?: Record<string, unknown>; allOf?: TSchema[] };
  const columns = schema.properties ? Object.keys(schema.properties) : (schema.allOf ?? []).flatMap(csvColumnsOf);
  return [...new Set(columns)];
}

/**
 * The CSV of a list: its header, then each chunk of items as it is read. Items are the JSON answer's own objects,
 * so a CSV row says what the JSON item says.
 */
export function csvStream(columns: readonly string[], chunks: Chunks): Readable {
  async function* lines() {
    yield csvLine(columns);
    for await (const items of chunks) {
      if (items.length > 0) yield items.map((item) => csvLine(columns.map((column) => item[column]))).join('');
      // A chunk's reads and formatting chain promises only: without a turn of the event loop between chunks,
      // an export would hold every other request (a health check, another partner's call) until it ends.
      await setImmediate();
    }
  }
  return Readable.from(lines());
}

/**
 * Sends a list as a CSV download: `filename` (without .csv) names the file. The rows are read as the client takes
 * them (the stream's back-pressure), so a slow download holds no more than a chunk.
 */
export function sendCsv(reply: FastifyReply, filename: string, columns: readonly string[], chunks: Chunks) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .header('cache-control', 'no-store')
    .send(csvStream(columns, chunks));
}

/**
 * A list's 200 answer in both forms: its JSON page (the default), or with Accept: text/csv every row the filters
 * match as CSV, one column per field of the JSON items (pageNumber and pageSize do not apply).
 */
export function jsonOrCsvList<T extends TObject>(page: T, item: TSchema) {
  return {
    description: 'A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV).',
    content: {
      'application/json': { schema: page },
      'text/csv': {
        schema: Type.String({
          description: `With Accept: text/csv: every row the filters match (paging does not apply), streamed: RFC 4180, CRLF, a header row of the JSON items' fields (${csvColumnsOf(item).join(', ')}); numbers as the JSON prints them (money in major units), null empty, a text starting with = + - @, a tab, a carriage return or a full-width = + - @ prefixed with an apostrophe (a plain negative number such as -12.50 left as it is).`,
        }),
      },
    },
  };
}

/**
 * A single resource's 200 answer in both forms, each media type with its own schema in the documents: its JSON
 * (the default), or with Accept: text/csv the CSV `csv` describes.
 */
export function jsonOrCsv(json: TSchema, csv: string) {
  return {
    description: 'The JSON form (the default), or with Accept: text/csv the CSV.',
    content: { 'application/json': { schema: json }, 'text/csv': { schema: Type.String({ description: `With Accept: text/csv: ${csv}` }) } },
  };
}
