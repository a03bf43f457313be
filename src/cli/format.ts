/**
 * Output for people: aligned tables, label/value blocks and money with its
 * currency code. Amounts are formatted from their decimal text (the platform's
 * money functions), never through arithmetic on the JSON number.
 */
import { formatMinor, parseAmount } from '../platform/money.js';

export interface Column<Row> {
  header: string;
  value(row: Row): unknown;
  /** Numbers and money read best right-aligned, so their decimal points line up. */
  align?: 'right';
}

/** A value as a cell: '-' for absent, yes/no for booleans, JSON for objects. */
export function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "1,234.56 GBP": two places, thousands grouped, the code after. A value that is not a 2-place amount is shown as it is. */
export function money(amount: unknown, currencyCode?: unknown): string {
  if (amount === null || amount === undefined) return '-';
  let text: string;
  try {
    text = formatMinor(parseAmount(amount as number | string));
  } catch {
    return cell(amount);
  }
  const [whole, fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const code = typeof currencyCode === 'string' && currencyCode !== '' ? ` ${currencyCode}` : '';
  return `${sign}${grouped}.${fraction}${code}`;
}

/** A percentage as the API gives it: "4.75%". */
export function percent(value: unknown): string {
  return value === null || value === undefined ? '-' : `${cell(value)}%`;
}

export function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row))));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i].length)));
  const render = (line: string[]) =>
    line
      .map((text, i) => (columns[i].align === 'right' ? text.padStart(widths[i]) : text.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [render(columns.map((column) => column.header)), render(widths.map((width) => '-'.repeat(width))), ...cells.map(render)].join('\n');
}

/** Label/value lines, labels aligned: one object's details. */
export function fields(pairs: readonly (readonly [string, unknown])[]): string {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width + 1)}  ${cell(value)}`).join('\n');
}

/** A titled block, for commands that show several parts of one story. */
export function section(title: string, body: string): string {
  return `${title}\n${body}`;
}

/** Where a page of a paged list stands (every operator list answers these). */
export interface Page {
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
  /** The lists that count say how many rows their filters match (a floor when totalCountCapped). */
  totalCount?: number;
  totalCountCapped?: boolean;
}

/** The line under a page of a paged list. */
export function pageFooter(page: Page): string {
  const total =
    page.totalCount === undefined ? '' : ` of ${page.totalCountCapped ? 'more than ' : ''}${page.totalCount.toLocaleString('en-GB')} ${page.totalCount === 1 ? 'row' : 'rows'}`;
  if (!page.hasMore) return page.pageNumber > 1 || (total && page.totalCount !== 0) ? `Page ${page.pageNumber} (last)${total}.` : '';
  // The lists that count their rows are the ones that export them.
  return `Page ${page.pageNumber} (${page.pageSize} rows a page)${total}; more: --page ${page.pageNumber + 1}${total ? '; every row: --csv' : ''}`;
}
