/** `reconciliation`: every money invariant and the rows that break it; exit 1 when one fails, so a script can alert. */
import type { Command } from 'commander';
import { table } from '../format.js';
import { action, endpoint } from '../session.js';

interface Reconciliation {
  ok: boolean;
  checkedAt: string;
  checks: { name: string; description: string; ok: boolean; offending: Record<string, unknown>[] }[];
}

/** Offending rows shown per failing check (all of them are in --json). */
const ROWS_SHOWN = 20;

export function registerReconciliation(program: Command): void {
  endpoint(
    program.command('reconciliation').description('run every money invariant check; exits 1 when one fails (for alerting), 0 when all hold'),
    'GET',
    '/operator/reconciliation',
  ).action(
    action(async (session) => {
      const report = await session.call<Reconciliation>();
      session.print(report, () => {
        const lines = [
          table(report.checks, [
            { header: 'check', value: (c) => c.name },
            { header: 'ok', value: (c) => (c.ok ? 'ok' : 'FAILING') },
            { header: 'offending rows', value: (c) => c.offending.length, align: 'right' },
          ]),
        ];
        for (const check of report.checks.filter((c) => !c.ok)) {
          lines.push('', `${check.name}: ${check.description}`, `${check.offending.length} offending row(s):`);
          for (const row of check.offending.slice(0, ROWS_SHOWN)) lines.push(`  ${JSON.stringify(row)}`);
          if (check.offending.length > ROWS_SHOWN) lines.push(`  ... and ${check.offending.length - ROWS_SHOWN} more (--json shows all)`);
        }
        lines.push('', report.ok ? `All checks hold (checked at ${report.checkedAt}).` : `RECONCILIATION FAILING (checked at ${report.checkedAt}).`);
        return lines.join('\n');
      });
      if (!report.ok) session.failed();
    }),
  );
}
