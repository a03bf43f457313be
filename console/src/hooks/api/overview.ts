/** The day at a glance (GET /operator/overview). */
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

export type Overview = ResponseOf<'/operator/overview'>;

/** The overview of `date` ('' : the platform's own day). */
export function useOverview(date: string) {
  return useApiQuery<Overview>(`/operator/overview${query({ date })}`);
}
