/** Client-money reconciliation runs (/operator/client-money/reconciliations): the list, one run, running one now. */
import { api, csvDownload, type Download } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, BodyOf, ResponseOf } from './openapi';

const RUNS = '/operator/client-money/reconciliations';

export type RunList = ResponseOf<'/operator/client-money/reconciliations'>;
export type RunSummary = RunList['reconciliations'][number];
export type Run = ResponseOf<'/operator/client-money/reconciliations/{reconciliationId}'>;
export type Position = Run['inputs']['currencies'][number];
export type RunFilters = AddressFilters<'/operator/client-money/reconciliations'>;

const run = (reconciliationId: string) => `${RUNS}/${encodeURIComponent(reconciliationId)}`;

export function useClientMoneyRuns(filters: RunFilters, page: PageParams) {
  return useApiQuery<RunList>(`${RUNS}${query({ ...filters, ...page })}`);
}

export const clientMoneyRunsCsv = (filters: RunFilters) => csvDownload(RUNS, filters);

export function useClientMoneyRun(reconciliationId: string) {
  return useApiQuery<Run>(run(reconciliationId));
}

/** A run's breaks as CSV, for the resolution pack. */
export const clientMoneyRunBreaksCsv = (reconciliationId: string): Download => ({ path: run(reconciliationId), accept: 'text/csv' });

/** Runs a reconciliation now (as at a day, or the working day before today): the runs load again. */
export function useRunClientMoneyReconciliation() {
  return useApiMutation(
    (body: BodyOf<'/operator/client-money/reconciliations'>) => api<ResponseOf<'/operator/client-money/reconciliations', 'post'>>('POST', RUNS, body),
    () => [RUNS],
  );
}
