/**
 * One proposal: what it changes (its payload readable), who proposed and decided it, and for an admin the
 * decision it may take: approve or reject a colleague's, withdraw its own, cancel a scheduled one. Each behind a
 * confirmation; a viewer sees none of them.
 */
import { Link, useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Section, StatusBadge } from '../../components/layout';
import { PROPOSAL_KINDS, useProposal } from '../../hooks/api/proposals';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { query } from '../../lib/query';
import { ProposalActions } from './proposal-actions';
import { ProposalObject } from './proposal-object';

/** JSON for people: indented, or nothing when there is none. */
function readable(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : JSON.stringify(value, null, 2);
}

export function ProposalPage() {
  const { proposalId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data: p, error, loading } = useProposal(proposalId);
  const payload = readable(p?.payload);
  const outcome = readable(p?.outcome);
  return (
    <>
      <h1>Proposal</h1>
      <p>
        <Link to="/approvals">All proposals waiting</Link>
      </p>
      <ErrorMessage error={error} />
      <Loading when={loading && !p} />
      {p ? (
        <>
          <p className="summary">
            <strong>{p.summary}</strong>
          </p>
          <dl className="facts">
            <dt>State</dt>
            <dd>
              <StatusBadge status={p.state} />
            </dd>
            <dt>Kind</dt>
            <dd>{PROPOSAL_KINDS[p.kind]}</dd>
            <dt>Object</dt>
            <dd>
              <ProposalObject proposal={p} />
            </dd>
            <dt>Proposed</dt>
            <dd>
              by {p.proposedBy}, {instant(p.proposedAtUtc)}, through <code>{p.path}</code>
            </dd>
            <dt>Effective at</dt>
            <dd>{p.effectiveAtUtc ? instant(p.effectiveAtUtc) : 'when approved'}</dd>
            {p.state === 'proposed' || p.state === 'expired' ? (
              <>
                <dt>{p.state === 'expired' ? 'Expired' : 'Expires'}</dt>
                <dd>{instant(p.expiresAtUtc)} (undecided by then, nobody can approve it: propose it again)</dd>
              </>
            ) : null}
            <dt>Decided</dt>
            <dd>{p.decidedBy ? `by ${p.decidedBy}, ${instant(p.decidedAtUtc)}` : '—'}</dd>
            {p.decisionReason ? (
              <>
                <dt>Reason</dt>
                <dd>{p.decisionReason}</dd>
              </>
            ) : null}
            <dt>Applied</dt>
            <dd>{instant(p.appliedAtUtc)}</dd>
            {p.failure ? (
              <>
                <dt>{p.state === 'cancelled' ? 'Cancelled' : 'Could not apply'}</dt>
                <dd>{p.failure}</dd>
              </>
            ) : null}
            <dt>Id</dt>
            <dd className="id">{p.proposalId}</dd>
          </dl>
          {canWrite ? <ProposalActions proposal={p} /> : null}
          <Section title="The change">
            <p className="note">What applies when it is approved: the endpoint’s path parameters and body.</p>
            {payload ? <pre className="payload">{payload}</pre> : <p>Nothing.</p>}
          </Section>
          {outcome ? (
            <Section title="What it answered when it applied">
              <pre className="payload">{outcome}</pre>
            </Section>
          ) : null}
          <p>
            <Link to={`/audit${query({ objectType: 'change-proposal', objectId: p.proposalId })}`}>Its entries in the audit log</Link>
          </p>
        </>
      ) : null}
    </>
  );
}
