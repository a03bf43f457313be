/** `audit`: the operator audit log, newest first: who changed what, when, from what to what. */
import type { Command } from 'commander';
import { cell, table } from '../format.js';
import { csvOption, positiveInteger, queryOption, rangeEnd, rangeStart } from '../options.js';
import { action, endpoint } from '../session.js';

interface AuditEntry {
  auditId: string;
  occurredAtUtc: string;
  operatorName: string;
  operatorKeyId: string | null;
  operatorRole: string;
  method: string;
  endpoint: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

/** The API's page size when --limit is not given. */
const DEFAULT_LIMIT = 50;

export function registerAudit(program: Command): void {
  csvOption(
    endpoint(
      program
        .command('audit')
        .description('the audit log of operator writes, newest first')
        .addOption(queryOption('--operator <name>', "only this operator (an operator key's name; bootstrap for OPERATOR_API_KEY)", 'operatorName'))
        .addOption(queryOption('--object-type <type>', 'only this kind of object: partner, institution, product, product-issue, batch, operator-key, ...', 'objectType'))
        .addOption(queryOption('--object-id <id>', 'only this object (a product issue is PRODUCT#ISSUE)', 'objectId'))
        .addOption(queryOption('--from <when>', 'at or after: a day (YYYY-MM-DD, from its start, UTC) or an ISO instant', 'from').argParser(rangeStart))
        .addOption(queryOption('--to <when>', 'before: a day (YYYY-MM-DD, up to its end, UTC) or an ISO instant', 'to').argParser(rangeEnd))
        .addOption(queryOption('--before <audit-id>', 'older than this entry (the next page)', 'before'))
        .addOption(queryOption('--limit <n>', `entries (default ${DEFAULT_LIMIT}, at most 200)`, 'limit').argParser(positiveInteger)),
      'GET',
      '/operator/audit',
    ),
  ).action(
    action(async (session, command) => {
      const result = await session.call<{ entries: AuditEntry[] }>();
      const limit = command.opts<{ limit?: number }>().limit ?? DEFAULT_LIMIT;
      const last = result.entries.at(-1);
      session.print(result, () =>
        [
          table(result.entries, [
            { header: 'when', value: (e) => e.occurredAtUtc },
            { header: 'operator', value: (e) => `${e.operatorName} (${e.operatorRole})` },
            { header: 'request', value: (e) => `${e.method} ${e.endpoint}` },
            { header: 'object', value: (e) => `${e.objectType} ${e.objectId}` },
            { header: 'change', value: (e) => changeOf(e.before, e.after) },
          ]),
          ...(last && result.entries.length >= limit ? [`Older entries: --before ${last.auditId}`] : []),
        ].join('\n'),
      );
    }),
  );
}

/** What a write changed, in a line: "ratePercent 4.6 -> 4.75", "created", "removed". */
export function changeOf(before: unknown, after: unknown): string {
  if (before === null || before === undefined) return 'created';
  if (after === null || after === undefined) return 'removed';
  if (typeof before !== 'object' || typeof after !== 'object') return `${short(before)} -> ${short(after)}`;
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  if (changed.length === 0) return 'no field changed';
  const shown = changed.slice(0, 3).map((key) => `${key} ${short(was[key])} -> ${short(now[key])}`);
  return shown.join('; ') + (changed.length > 3 ? `; +${changed.length - 3} more` : '');
}

function short(value: unknown): string {
  const text = cell(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
