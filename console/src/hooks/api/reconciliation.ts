/** The money invariants (GET /operator/reconciliation), each with the rows that break it. */
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

export type Reconciliation = ResponseOf<'/operator/reconciliation'>;

/** Runs the checks; `reload` runs them again. */
export function useReconciliation() {
  return useApiQuery<Reconciliation>('/operator/reconciliation');
}
