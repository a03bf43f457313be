/** The batches' gauge: batches by status, one query (batches.repository) run only when /metrics is scraped. */
import type { Db } from '../database.js';
import type { PlatformMetrics } from '../platform/metrics.js';
import { countBatchesByStatus } from './batches.repository.js';

export function registerBatchesGauges(metrics: Pick<PlatformMetrics, 'registerGauge'>, db: Db): void {
  metrics.registerGauge({
    name: 'instruction_batches',
    help: 'Instruction batches by status (Open, Locked, Closed, Completed).',
    labelNames: ['status'],
    async collect() {
      const counts = await countBatchesByStatus(db);
      return [...counts].map(([status, value]) => ({ labels: { status }, value }));
    },
  });
}
