/** `operator-keys`: named operator keys with a role (viewer reads, admin writes too). */
import { type Command, Option } from 'commander';
import { fields, type Page, pageFooter, table } from '../format.js';
import { csvOption, pageOptions, queryOption } from '../options.js';
import { action, endpoint } from '../session.js';
import { printChange } from './proposals.js';

interface OperatorKey {
  operatorKeyId: string;
  name: string;
  role: string;
  keyPrefix: string;
  createdAtUtc: string;
  createdBy: string;
  revokedAtUtc: string | null;
  revokedBy: string | null;
}

function keyFields(key: OperatorKey): [string, unknown][] {
  return [
    ['operator key', key.operatorKeyId],
    ['name', key.name],
    ['role', key.role],
    ['prefix', key.keyPrefix],
    ['created', `${key.createdAtUtc} by ${key.createdBy}`],
    ['revoked', key.revokedAtUtc ? `${key.revokedAtUtc} by ${key.revokedBy ?? '-'}` : null],
  ];
}

export function registerOperatorKeys(program: Command): void {
  const keys = program.command('operator-keys').description('operator keys: list, create (the key is shown once), revoke');

  csvOption(
    endpoint(
      pageOptions(
        keys
          .command('list')
          .description('the operator keys (never the keys themselves), in creation order')
          .addOption(queryOption('--include-revoked', 'revoked keys too', 'includeRevoked'))
          .addOption(queryOption('--role <role>', 'only keys of this role', 'role').choices(['viewer', 'admin'])),
      ),
      'GET',
      '/operator/operator-keys',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ operatorKeys: OperatorKey[] } & Page>();
      session.print(page, () =>
        [
          table(page.operatorKeys, [
            { header: 'operator key', value: (k) => k.operatorKeyId },
            { header: 'name', value: (k) => k.name },
            { header: 'role', value: (k) => k.role },
            { header: 'prefix', value: (k) => k.keyPrefix },
            { header: 'created', value: (k) => k.createdAtUtc },
            { header: 'by', value: (k) => k.createdBy },
            { header: 'revoked', value: (k) => k.revokedAtUtc },
          ]),
          pageFooter(page),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(
    keys
      .command('create')
      .description('create an operator key: prints the key, shown once')
      .requiredOption('--name <name>', 'who or what uses it (recorded in the audit log)')
      .addOption(new Option('--role <role>', 'viewer: reads only; admin: reads and writes').choices(['viewer', 'admin']).makeOptionMandatory()),
    'POST',
    '/operator/operator-keys',
  ).action(
    action(async (session, command) => {
      const { name, role } = command.opts<{ name: string; role: string }>();
      const created = await session.call<OperatorKey & { key: string }>({ body: { name, role } });
      printChange(session, created, (key) => [fields([...keyFields(key), ['key', key.key]]), '', 'The key is shown this once: store it now.'].join('\n'));
    }),
  );

  endpoint(
    keys
      .command('revoke')
      .description("revoke an operator key: a viewer's at once; an admin's, with FOUR_EYES on, is proposed (another admin approves it)")
      .argument('<operator-key-id>', 'operatorKeyId'),
    'DELETE',
    '/operator/operator-keys/{operatorKeyId}',
  ).action(
    action(async (session) => {
      const revoked = await session.call<OperatorKey>();
      printChange(session, revoked, (key) => fields(keyFields(key)));
    }),
  );
}
