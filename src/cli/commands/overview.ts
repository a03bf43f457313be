/** `me` (who the key is) and `overview` (the day at a glance). */
import type { Command } from 'commander';
import { fields, money, section, table } from '../format.js';
import { day, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';

interface Me {
  name: string;
  role: string;
  operatorKeyId: string | null;
}

interface BatchGroup {
  instructionBatchStatus: string;
  instructionType: string;
  currencyCode: string;
  batchCount: number;
  instructionCount: number;
  totalAmount: number;
}

interface WaitingBatch {
  financialPartnerId: string;
  instructionBatchId: string;
  instructionType: string;
  currencyCode: string;
  instructionBatchStatus: string;
  instructionBatchTotalAmount: number;
  instructionCount: number;
}

interface Overview {
  date: string;
  batches: BatchGroup[];
  waitingForPartner: WaitingBatch[];
  createdQueue: { count: number; oldestCreatedAtUtc: string | null; lagSeconds: number };
  rejectionsToday: number;
  rejectedAfterProcessingFailures: number;
  reconciliation: { ok: boolean; failingChecks: string[] };
}

export function registerOverview(program: Command): void {
  endpoint(program.command('me').description('who the operator key is: its name and role'), 'GET', '/operator/me').action(
    action(async (session) => {
      const me = await session.call<Me>();
      session.print(me, () =>
        fields([
          ['name', me.name],
          ['role', me.role],
          ['operator key', me.operatorKeyId ?? '(OPERATOR_API_KEY, the bootstrap admin)'],
        ]),
      );
    }),
  );

  endpoint(
    program
      .command('overview')
      .description('the day at a glance: batches by state, those waiting for their partner, the Created queue, rejections, reconciliation')
      .addOption(queryOption('--date <day>', "the day, YYYY-MM-DD (default: the platform's today, UTC)", 'date').argParser(day)),
    'GET',
    '/operator/overview',
  ).action(
    action(async (session) => {
      const overview = await session.call<Overview>();
      session.print(overview, () =>
        [
          `Overview of ${overview.date}`,
          '',
          section(
            'Batches by state',
            table(overview.batches, [
              { header: 'state', value: (g) => g.instructionBatchStatus },
              { header: 'type', value: (g) => g.instructionType },
              { header: 'batches', value: (g) => g.batchCount, align: 'right' },
              { header: 'instructions', value: (g) => g.instructionCount, align: 'right' },
              { header: 'total', value: (g) => money(g.totalAmount, g.currencyCode), align: 'right' },
            ]),
          ),
          '',
          section(
            'Waiting for their partner (Locked: the partner has not closed them)',
            table(overview.waitingForPartner, [
              { header: 'partner', value: (b) => b.financialPartnerId },
              { header: 'batch', value: (b) => b.instructionBatchId },
              { header: 'type', value: (b) => b.instructionType },
              { header: 'instructions', value: (b) => b.instructionCount, align: 'right' },
              { header: 'total', value: (b) => money(b.instructionBatchTotalAmount, b.currencyCode), align: 'right' },
            ]),
          ),
          '',
          fields([
            ['Created queue', `${overview.createdQueue.count} waiting, oldest ${overview.createdQueue.oldestCreatedAtUtc ?? '-'}, lag ${overview.createdQueue.lagSeconds} s`],
            ['rejections today', overview.rejectionsToday],
            ['rejected after processing failures', overview.rejectedAfterProcessingFailures],
            ['reconciliation', overview.reconciliation.ok ? 'ok' : `FAILING: ${overview.reconciliation.failingChecks.join(', ')}`],
          ]),
        ].join('\n'),
      );
    }),
  );
}
