/** A run's result: OK, or how many breaks. */
import type { RunSummary } from '../../hooks/api/client-money';

export function RunBadge({ run }: { run: Pick<RunSummary, 'ok' | 'breakCount'> }) {
  return <span className={`badge ${run.ok ? 'badge-ok' : 'badge-breaks'}`}>{run.ok ? 'OK' : `${run.breakCount} break${run.breakCount === 1 ? '' : 's'}`}</span>;
}
