/**
 * An admin's decision on a proposal, each confirmed first: Approve or Reject (with a reason) a colleague's,
 * Withdraw its own, Cancel (with a reason) a scheduled one. The API refuses the rest (403, 409); the buttons
 * offered are only those it would accept. An approved admin key's key is shown once.
 */
import { type ReactNode, useState } from 'react';
import { Confirm, ShownOnce } from '../../components/dialogs';
import { ErrorMessage } from '../../components/feedback';
import { Field } from '../../components/layout';
import { approvedKey, type Proposal, useApproveProposal, useCancelProposal, useRejectProposal, useWithdrawProposal } from '../../hooks/api/proposals';
import { together } from '../../hooks/use-api';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';

type Decision = 'approve' | 'reject' | 'withdraw' | 'cancel';

export function ProposalActions({ proposal }: { proposal: Proposal }) {
  const { name } = useOperator();
  const [pending, setPending] = useState<Decision | undefined>();
  const [reason, setReason] = useState('');
  const [key, setKey] = useState<{ name: string; role: string; key: string } | undefined>();
  const approval = useApproveProposal(proposal.proposalId);
  const rejection = useRejectProposal(proposal.proposalId);
  const withdrawal = useWithdrawProposal(proposal.proposalId);
  const cancellation = useCancelProposal(proposal.proposalId);
  const writes = together(approval, rejection, withdrawal, cancellation);
  const own = proposal.proposedBy === name;
  const done = () => (setPending(undefined), setReason(''));

  function decide() {
    writes.reset();
    if (pending === 'approve') void approval.mutate(undefined, { onSuccess: (approved) => (done(), setKey(approvedKey(approved))) });
    if (pending === 'reject') void rejection.mutate(reason.trim(), { onSuccess: done });
    if (pending === 'withdraw') void withdrawal.mutate(undefined, { onSuccess: done });
    if (pending === 'cancel') void cancellation.mutate(reason.trim(), { onSuccess: done });
  }

  const when = proposal.effectiveAtUtc ? `at ${instant(proposal.effectiveAtUtc)}` : 'now';
  const reasonField = (
    <Field label={pending === 'cancel' ? 'Reason for cancelling' : 'Reason for rejecting'}>
      <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
    </Field>
  );
  const messages: Record<Decision, ReactNode> = {
    approve: `Approve ${proposal.proposedBy}'s change: ${proposal.summary}? It applies ${when}, in your name as approver.`,
    reject: (
      <>
        Reject {proposal.proposedBy}'s change: {proposal.summary}? Nothing changes.
        {reasonField}
      </>
    ),
    withdraw: `Withdraw your proposal: ${proposal.summary}? Nothing changes.`,
    cancel: (
      <>
        Cancel the change scheduled {when}: {proposal.summary}? It will not apply.
        {reasonField}
      </>
    ),
  };

  return (
    <div className="decision">
      {key ? <ShownOnce title={`Key of ${key.name} (${key.role})`} values={{ 'Operator key': key.key }} onDone={() => setKey(undefined)} /> : null}
      {proposal.state === 'proposed' && own ? <p className="note">Your own proposal: another admin approves or rejects it.</p> : null}
      <div className="actions">
        {proposal.state === 'proposed' && !own ? (
          <>
            <button type="button" className="primary" onClick={() => setPending('approve')} disabled={Boolean(pending)}>
              Approve…
            </button>{' '}
            <button type="button" onClick={() => setPending('reject')} disabled={Boolean(pending)}>
              Reject…
            </button>
          </>
        ) : null}
        {proposal.state === 'proposed' && own ? (
          <button type="button" onClick={() => setPending('withdraw')} disabled={Boolean(pending)}>
            Withdraw…
          </button>
        ) : null}
        {proposal.state === 'scheduled' ? (
          <button type="button" onClick={() => setPending('cancel')} disabled={Boolean(pending)}>
            Cancel the scheduled change…
          </button>
        ) : null}
      </div>
      {pending ? (
        <Confirm
          busy={writes.busy}
          ready={pending === 'approve' || pending === 'withdraw' || reason.trim() !== ''}
          message={messages[pending]}
          onConfirm={decide}
          onCancel={() => (setPending(undefined), writes.reset())}
        />
      ) : null}
      <ErrorMessage error={writes.error} />
    </div>
  );
}
