/** Batches (/operator/batches): the search by day range and state, one batch with its instructions, settlement. */
import { csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, ResponseOf } from './openapi';
import { staleAfter, submit } from './proposals';

const BATCHES = '/operator/batches';
const SEARCH = `${BATCHES}/search`;

export type BatchPage = ResponseOf<'/operator/batches/search'>;
export type Batch = BatchPage['batches'][number];
export type BatchDetail = ResponseOf<'/operator/batches/{instructionBatchId}'>;
export type BatchFilters = AddressFilters<'/operator/batches/search'>;

const batch = (instructionBatchId: string) => `${BATCHES}/${encodeURIComponent(instructionBatchId)}`;

export function useBatchSearch(filters: BatchFilters, page: PageParams) {
  return useApiQuery<BatchPage>(`${SEARCH}${query({ ...filters, ...page })}`);
}

export const batchesCsv = (filters: BatchFilters) => csvDownload(SEARCH, filters);

export function useBatch(instructionBatchId: string) {
  return useApiQuery<BatchDetail>(batch(instructionBatchId));
}

/**
 * Confirms a closed batch's payments went through: settled, the batches, the day's overview and the accounts load
 * again; under four eyes it is a proposal (202) and nothing changed yet.
 */
export function useSettleBatch(instructionBatchId: string) {
  return useApiMutation(
    () => submit<ResponseOf<'/operator/batches/{instructionBatchId}/settle', 'post'>>('POST', `${batch(instructionBatchId)}/settle`),
    (_vars, result) => staleAfter(result, [BATCHES, '/operator/overview', '/operator/instruction-requests', '/operator/deposit-accounts']),
  );
}
