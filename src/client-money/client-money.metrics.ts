/** The client-money reconciliation's gauges, read from the latest run (one small query) only when /metrics is scraped. */
import type { Db } from '../database.js';
import type { PlatformMetrics } from '../platform/metrics.js';
import { findLatestRun } from './client-money.repository.js';

export function registerClientMoneyGauges(metrics: Pick<PlatformMetrics, 'registerGauge'>, db: Db): void {
  metrics.registerGauge({
    name: 'client_money_reconciliation_breaks',
    help: 'Breaks of the latest client-money reconciliation run, by kind (no sample before the first run).',
    labelNames: ['kind'],
    async collect() {
      const latest = await findLatestRun(db);
      if (!latest) return [];
      const counts = new Map<string, number>([
        ['shortfall', 0],
        ['ledger-mismatch', 0],
        ['statement-missing', 0],
        ['balance-mismatch', 0],
        ['transit-not-cleared', 0],
        ['payment-held', 0],
      ]);
      for (const b of latest.breaks as { kind: string }[]) counts.set(b.kind, (counts.get(b.kind) ?? 0) + 1);
      return [...counts].map(([kind, value]) => ({ labels: { kind }, value }));
    },
  });
  metrics.registerGauge({
    name: 'client_money_reconciliation_ok',
    help: '1 when the latest client-money reconciliation run found no breaks, 0 when it found some (no sample before the first run).',
    async collect() {
      const latest = await findLatestRun(db);
      return latest ? [{ labels: {}, value: latest.ok ? 1 : 0 }] : [];
    },
  });
}
