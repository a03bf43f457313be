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
export const PagingFields = {
  pageNumber: Type.Integer({ description: 'This page.' }),
  pageSize: Type.Integer({ description: 'Rows per page.' }),
  hasMore: Type.Boolean({ description: 'True when a next page exists.' }),
};

export function pagingOf(query: { pageNumber?: number; pageSize?: number }, defaultPageSize = DEFAULT_PAGE_SIZE): Paging {
  return { pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize ?? defaultPageSize };
}

/** Reads one page (and one row more, to learn whether another page exists). */
export async function readPage<T>(paging: Paging, read: (offset: number, limit: number) => Promise<T[]>): Promise<{ rows: T[]; hasMore: boolean }> {
  const rows = await read((paging.pageNumber - 1) * paging.pageSize, paging.pageSize + 1);
  return { rows: rows.slice(0, paging.pageSize), hasMore: rows.length > paging.pageSize };
}

/** One page of a list already in memory (a snapshot such as the catalogue view). */
export function pageOf<T>(rows: readonly T[], paging: Paging): { rows: T[]; hasMore: boolean } {
  const start = (paging.pageNumber - 1) * paging.pageSize;
  return { rows: rows.slice(start, start + paging.pageSize), hasMore: rows.length > start + paging.pageSize };
}
