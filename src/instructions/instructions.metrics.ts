/**
 * The instruction engine's gauges: queue depth, processing lag and requests
 * rejected after failures. Each is one indexed query (instructions.repository),
 * run only when /metrics is scraped.
 */
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import type { PlatformMetrics } from '../platform/metrics.js';
import { countCreatedRequests, countRejectedAfterFailures, oldestCreatedRequestAt } from './instructions.repository.js';

export function registerInstructionsGauges(metrics: Pick<PlatformMetrics, 'registerGauge'>, db: Db, clock: Clock): void {
  metrics.registerGauge({
    name: 'instruction_requests_created',
    help: 'Instruction requests accepted (202) and not yet processed: the queue depth.',
    collect: () => countCreatedRequests(db),
  });
  metrics.registerGauge({
    name: 'instruction_processing_lag_seconds',
    help: 'Age of the oldest instruction request still Created (0 when none is waiting), on the platform clock.',
    async collect() {
      const oldest = await oldestCreatedRequestAt(db);
      if (oldest === undefined) return 0;
      return Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000);
    },
  });
  metrics.registerGauge({
    name: 'instruction_requests_rejected_after_failures',
    help: 'Instruction requests Rejected (ProcessingFailed) because processing them kept failing for a reason other than an outage (database-wide; any is a bug or bad data).',
    collect: () => countRejectedAfterFailures(db),
  });
}
