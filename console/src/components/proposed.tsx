/** What a write under four eyes says when it was proposed rather than applied (docs/four-eyes.md). */
import { Link } from 'react-router';
import type { Proposal } from '../hooks/api/proposals';
import { instant } from '../lib/format';

/**
 * "Proposed — waits for another admin's approval", or "Scheduled" for a change approved to apply at its instant
 * (FOUR_EYES off): nothing has changed yet, and the link opens the proposal on the Approvals page.
 */
export function ProposedNotice({ proposal }: { proposal: Proposal }) {
  return (
    <div className="proposed" role="status">
      <strong>{proposal.state === 'scheduled' ? `Scheduled — applies at ${instant(proposal.effectiveAtUtc)}` : 'Proposed — waits for another admin’s approval'}</strong>
      {proposal.state === 'proposed' && proposal.effectiveAtUtc ? <> (then applies at {instant(proposal.effectiveAtUtc)})</> : null}. Nothing has changed yet: {proposal.summary}.{' '}
      <Link to={`/approvals/${encodeURIComponent(proposal.proposalId)}`}>See the proposal</Link>
    </div>
  );
}
