/** The one search (GET /operator/search): a partner, client, instruction, batch, account, product, institution or payment file by any name, reference or id. */
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

export type SearchResult = ResponseOf<'/operator/search'>;
export type SearchHit = SearchResult['hits'][number];

const NOTHING: SearchResult = { query: '', hits: [] };

/** What matches `q`; an empty `q` matches nothing (and asks nothing). */
export function useSearch(q: string) {
  const result = useApiQuery<SearchResult>(q === '' ? null : `/operator/search${query({ q })}`);
  return q === '' ? { ...result, data: NOTHING } : result;
}
