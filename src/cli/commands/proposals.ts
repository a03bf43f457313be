/** `proposals`: four eyes (docs/four-eyes.md): changes to money proposed by one admin, approved or rejected by another. */
import type { Command } from 'commander';
import { CHANGE_KINDS } from '../../approvals/approvals.js';
import { fields, type Page, pageFooter, table } from '../format.js';
import { csvOption, pageOptions, queryOption } from '../options.js';
import { action, endpoint, type Session } from '../session.js';

interface Proposal {
  proposalId: string;
  kind: string;
  objectType: string;
  objectId: string;
  objectName: string | null;
  summary: string;
  effectiveAtUtc: string | null;
  expiresAtUtc: string;
  state: string;
  proposedBy: string;
  proposedAtUtc: string;
  decidedBy: string | null;
  decidedAtUtc: string | null;
  decisionReason: string | null;
  appliedAtUtc: string | null;
  failure: string | null;
}

function proposalFields(p: Proposal): string {
  return fields([
    ['proposal', p.proposalId],
    ['change', p.summary],
    ['kind', p.kind],
    ['state', p.state],
    ['proposed', `${p.proposedAtUtc} by ${p.proposedBy}`],
    ['effective at', p.effectiveAtUtc],
    // Undecided by then, nobody can approve it (docs/four-eyes.md).
    ['expires', p.state === 'proposed' || p.state === 'expired' ? p.expiresAtUtc : null],
    ['decided', p.decidedBy ? `${p.decidedAtUtc ?? ''} by ${p.decidedBy}` : null],
    ['reason', p.decisionReason],
    ['applied', p.appliedAtUtc],
    ['failure', p.failure],
  ]);
}

/** An endpoint's answer is a proposal (202) when its change waits for another admin. */
function isProposal(result: unknown): result is Proposal {
  return typeof result === 'object' && result !== null && typeof (result as Proposal).proposalId === 'string' && typeof (result as Proposal).state === 'string';
}

/**
 * Prints a change's answer: as `human` renders it when it applied, or the
 * proposal, saying who must act next, when it waits for another admin.
 */
export function printChange<T>(session: Session, result: T | Proposal, human: (applied: T) => string): void {
  if (!isProposal(result)) return session.print(result, () => human(result));
  const next =
    result.state === 'scheduled'
      ? `Scheduled: it takes effect at ${result.effectiveAtUtc}.`
      : `Proposed: it takes effect when another admin approves it: npm run cli -- proposals approve ${result.proposalId}`;
  session.print(result, () => [proposalFields(result), '', next].join('\n'));
}

/** What an approved change answered, its plain fields as lines (a new admin key's key, or a partner's new secret and key, shown this once, among them). */
function resultLines(result: Record<string, unknown> | undefined): string[] {
  if (!result) return [];
  const plain = Object.entries(result).filter(([, value]) => value === null || typeof value !== 'object');
  const lines = ['', 'Applied:', fields(plain)];
  if (typeof result.key === 'string') lines.push('', 'The new admin key is shown this once: hand it to its holder.');
  if (typeof result.clientSecret === 'string') lines.push('', "The partner's new client secret and subscription key are shown this once: hand them to the partner now.");
  return lines;
}

export function registerProposals(program: Command): void {
  const proposals = program.command('proposals').description('four eyes: changes to money waiting for, or decided by, a second admin');

  csvOption(
    endpoint(
      pageOptions(
        proposals
          .command('list')
          .description('the proposals, newest first')
          .addOption(
            queryOption('--state <state>', 'only proposals in this state', 'state').choices([
              'proposed',
              'scheduled',
              'applied',
              'failed',
              'rejected',
              'withdrawn',
              'cancelled',
              'expired',
            ]),
          )
          .addOption(queryOption('--kind <kind>', 'only this kind of change', 'kind').choices(CHANGE_KINDS))
          .addOption(queryOption('--proposed-by <name>', "only this admin's proposals", 'proposedBy')),
      ),
      'GET',
      '/operator/proposals',
    ),
  ).action(
    action(async (session) => {
      const page = await session.call<{ proposals: Proposal[]; fourEyes: boolean } & Page>();
      session.print(page, () =>
        [
          table(page.proposals, [
            { header: 'proposal', value: (p) => p.proposalId },
            { header: 'state', value: (p) => p.state },
            { header: 'change', value: (p) => p.summary },
            { header: 'proposed by', value: (p) => p.proposedBy },
            { header: 'effective at', value: (p) => p.effectiveAtUtc },
            { header: 'decided by', value: (p) => p.decidedBy },
          ]),
          pageFooter(page),
          page.fourEyes ? '' : 'FOUR_EYES is off here: changes apply at once (scheduled ones wait for their instant).',
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }),
  );

  endpoint(proposals.command('show').description('one proposal').argument('<proposal>', 'proposalId'), 'GET', '/operator/proposals/{proposalId}').action(
    action(async (session) => {
      const proposal = await session.call<Proposal>();
      session.print(proposal, () => proposalFields(proposal));
    }),
  );

  endpoint(
    proposals.command('approve').description("approve a colleague's change: it applies now, or at its effective instant").argument('<proposal>', 'proposalId'),
    'POST',
    '/operator/proposals/{proposalId}/approve',
  ).action(
    action(async (session) => {
      const decided = await session.call<{ proposal: Proposal; result?: Record<string, unknown> }>();
      session.print(decided, () => [proposalFields(decided.proposal), ...resultLines(decided.result)].join('\n'));
      if (decided.proposal.state === 'failed') session.failed();
    }),
  );

  endpoint(
    proposals
      .command('reject')
      .description("reject a colleague's change")
      .argument('<proposal>', 'proposalId')
      .requiredOption('--reason <text>', 'why (kept with the proposal and in the audit log)'),
    'POST',
    '/operator/proposals/{proposalId}/reject',
  ).action(
    action(async (session, command) => {
      const proposal = await session.call<Proposal>({ body: { reason: command.opts<{ reason: string }>().reason } });
      session.print(proposal, () => proposalFields(proposal));
    }),
  );

  endpoint(
    proposals.command('withdraw').description('withdraw your own proposal').argument('<proposal>', 'proposalId'),
    'POST',
    '/operator/proposals/{proposalId}/withdraw',
  ).action(
    action(async (session) => {
      const proposal = await session.call<Proposal>();
      session.print(proposal, () => proposalFields(proposal));
    }),
  );

  endpoint(
    proposals
      .command('cancel')
      .description('cancel a scheduled change before it applies')
      .argument('<proposal>', 'proposalId')
      .requiredOption('--reason <text>', 'why (kept with the proposal and in the audit log)'),
    'POST',
    '/operator/proposals/{proposalId}/cancel',
  ).action(
    action(async (session, command) => {
      const proposal = await session.call<Proposal>({ body: { reason: command.opts<{ reason: string }>().reason } });
      session.print(proposal, () => proposalFields(proposal));
    }),
  );
}
