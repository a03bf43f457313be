/** Operator: `GET /operator/reconciliation`, the money invariants checked now (the checks are the owning contexts'). */
import { Type } from '@sinclair/typebox';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { type ReconciliationCheck, runReconciliation } from './reconciliation.js';

const TAG = 'Operator';

/** What GET /operator/reconciliation answers. */
export const ReconciliationReport = Type.Object(
  {
    ok: Type.Boolean({ description: 'True when every check passes.' }),
    checkedAt: Type.String({ description: 'When the checks ran.' }),
    checks: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'The invariant.' }),
          description: Type.String({ description: 'What it states.' }),
          ok: Type.Boolean({ description: 'True when no row breaks it.' }),
          offending: Type.Array(Type.Unsafe<Record<string, unknown>>(Type.Object({}, { additionalProperties: true })), { description: 'The rows that break it.' }),
        },
        { title: 'ReconciliationCheck' },
      ),
      { description: 'One entry per invariant.' },
    ),
  },
  { title: 'Reconciliation' },
);

export function reconciliationRoutes(app: HttpApp, db: Db, clock: Clock, reconciliationChecks: readonly ReconciliationCheck[]): void {
  app.get(
    '/reconciliation',
    {
      schema: {
        tags: [TAG],
        operationId: 'getReconciliation',
        summary: 'Check the money invariants',
        description: 'Runs each invariant of the platform and lists the rows that break it (at most 100 per check).',
        response: {
          200: ReconciliationReport,
          ...errorResponses(401),
        },
      },
    },
    async () => {
      const report = await runReconciliation(db, reconciliationChecks, clock.now());
      return { ...report, checkedAt: formatDateTime(report.checkedAt) };
    },
  );
}
