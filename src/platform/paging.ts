/**
 * Offset paging of the operator API's lists: `pageNumber` from 1, a bounded
 * `pageSize`, and `hasMore` learnt by reading one row more than the page (so
 * no list ever needs a COUNT over everything it could match).
 */
import { Type } from '@sinclair/typebox';

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAXIMUM_PAGE_SIZE = 200;

/** The querystring fields of a paged list. */
export function pagingQuery(maximumPageSize = MAXIMUM_PAGE_SIZE, defaultPageSize = DEFAULT_PAGE_SIZE) {
  return {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'From 1 (default 1).' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maximumPageSize, description: `Rows per page (default ${defaultPageSize}, at most ${maximumPageSize}).` })),
  };
}

/** The answer's fields that say which page it is and whether another follows. */
const PagingFields = {
  pageNumber: Type.Integer({ description: 'This page.' }),
  pageSize: Type.Integer({ description: 'Rows per page.' }),
  hasMore: Type.Boolean({ description: 'True when a next page exists.' }),
};

export function pagingOf(query: { pageNumber?: number; pageSize?: number }, defaultPageSize = DEFAULT_PAGE_SIZE): Paging {
  return { pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize ?? defaultPageSize };
}

/** Reads one page (and one row more, to learn whether another page exists). */
async function readPage<T>(paging: Paging, read: (offset: number, limit: number) => Promise<T[]>): Promise<{ rows: T[]; hasMore: boolean }> {
  const rows = await read((paging.pageNumber - 1) * paging.pageSize, paging.pageSize + 1);
  return { rows: rows.slice(0, paging.pageSize), hasMore: rows.length > paging.pageSize };
}

/** One page of a list already in memory (a snapshot such as the catalogue view). */
function pageOf<T>(rows: readonly T[], paging: Paging): { rows: T[]; hasMore: boolean } {
  const start = (paging.pageNumber - 1) * paging.pageSize;
  return { rows: rows.slice(start, start + paging.pageSize), hasMore: rows.length > start + paging.pageSize };
}

/**
 * A list's total, counted up to a cap (issue 32: lists show their total): past the cap the count would cost a
 * scan of everything the filters match on every page view, and "more than 10,000" says what a person needs.
 */
export const COUNT_CAP = 10_000;

export interface ListTotal {
  /** How many rows the filters match, exact up to COUNT_CAP; COUNT_CAP when more match. */
  totalCount: number;
  /** True when more than COUNT_CAP match (totalCount is then COUNT_CAP). */
  totalCountCapped: boolean;
}

/** The answer's fields of a counted list: the page's own and the total. */
export const CountedPagingFields = {
  ...PagingFields,
  totalCount: Type.Integer({
    minimum: 0,
    description: `How many rows the filters match across all pages: exact up to ${COUNT_CAP.toLocaleString('en-GB')}; that number when more match (see totalCountCapped).`,
  }),
  totalCountCapped: Type.Boolean({ description: `True when more than ${COUNT_CAP.toLocaleString('en-GB')} rows match: totalCount is then a floor.` }),
};

/** A total from a count of at most COUNT_CAP + 1 matching rows. */
export function listTotal(countedUpToCapPlusOne: number): ListTotal {
  return { totalCount: Math.min(countedUpToCapPlusOne, COUNT_CAP), totalCountCapped: countedUpToCapPlusOne > COUNT_CAP };
}

/** Reads one page and the list's total (capped) at once. */
export async function readCountedPage<T>(
  paging: Paging,
  read: (offset: number, limit: number) => Promise<T[]>,
  countUpTo: (limit: number) => Promise<number>,
): Promise<{ rows: T[]; hasMore: boolean } & ListTotal> {
  const [page, counted] = await Promise.all([readPage(paging, read), countUpTo(COUNT_CAP + 1)]);
  return { ...page, ...listTotal(counted) };
}

/** One page of a list already in memory, with its exact total. */
export function countedPageOf<T>(rows: readonly T[], paging: Paging): { rows: T[]; hasMore: boolean } & ListTotal {
  return { ...pageOf(rows, paging), totalCount: rows.length, totalCountCapped: false };
}

/**
 * Rows an export reads at a time: one chunk is all it holds in memory, and on PGlite (whose reads run on the
 * process's own thread) the longest an export holds the event loop before it gives other requests a turn
 * (docs/performance.md, "Exports that share the process": 1,000 rows a chunk let a health check wait 150 ms).
 */
export const EXPORT_CHUNK_ROWS = 100;

/**
 * Every row of a list, a chunk at a time, by keyset: each read takes the rows after the last one of the previous
 * chunk in the list's order (`after` undefined for the first), so a list of any length costs one index step a chunk,
 * and rows added during the walk at the list's head (newest first) are neither repeated nor shift the others.
 */
export async function* walkByKey<Row>(read: (after: Row | undefined, limit: number) => Promise<Row[]>, chunkRows = EXPORT_CHUNK_ROWS): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after, chunkRows);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
    after = rows[rows.length - 1];
  }
}

/**
 * Every row of a short list (one that grows by the day, not by client: payment files, statements, runs, keys), a
 * chunk at a time by offset. A row added at the head during the walk would repeat one row at a chunk's edge; these
 * lists change a few times a day.
 */
export async function* walkByOffset<Row>(read: (offset: number, limit: number) => Promise<Row[]>, chunkRows = EXPORT_CHUNK_ROWS): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += chunkRows) {
    const rows = await read(offset, chunkRows);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
  }
}

/** Maps each chunk of a walk (rows to the JSON answer's items, which may need a query of their own, e.g. names). */
export async function* mapChunks<Row, Item>(chunks: AsyncIterable<Row[]>, map: (rows: Row[]) => Item[] | Promise<Item[]>): AsyncGenerator<Item[]> {
  for await (const rows of chunks) yield await map(rows);
}
