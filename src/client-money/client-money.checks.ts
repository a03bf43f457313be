/**
 * The client-money reconciliation's check for the operator's report (GET
 * /operator/reconciliation; the composition root hands it to the runner):
 * the latest run found no breaks. No run yet is not a break: see
 * docs/bank-side.md "The daily client-money reconciliation".
 */
import type { Db } from '../database.js';
import type { ReconciliationCheck } from '../platform/reconciliation-check.js';
import { findLatestRun } from './client-money.repository.js';

export const clientMoneyChecks: ReconciliationCheck<Db>[] = [
  {
    name: 'client-money-latest-run',
    description:
      'The latest client-money reconciliation run (the latest date, then the last stored; GET /operator/client-money/reconciliations) found no breaks. No run yet is not a break.',
    async run(db, context) {
      const latest = await findLatestRun(db);
      if (!latest || latest.ok) return [];
      const breaks = latest.breaks as { kind: string; currencyCode: string; description: string }[];
      return breaks.slice(0, context.limit).map((b) => ({
        reconciliationId: latest.reconciliationId,
        asAt: latest.asAt,
        kind: b.kind,
        currencyCode: b.currencyCode,
        description: b.description,
      }));
    },
  },
];
