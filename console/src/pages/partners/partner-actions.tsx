/**
 * A partner's account actions, the same on the list and on its page: rotate its credentials (shown once), suspend
 * it with a reason and reactivate it, each after a confirmation; under four eyes each is a proposal: nothing changes
 * until another admin approves (a rotation's new credentials are then in the approval's answer). An admin's only: a
 * viewer is shown no button.
 */
import { type ReactNode, useState } from 'react';
import { Confirm, ShownOnce } from '../../components/dialogs';
import { Field } from '../../components/layout';
import { ProposedNotice } from '../../components/proposed';
import { type PartnerCredentials, useReactivatePartner, useRotatePartnerCredentials, useSuspendPartner } from '../../hooks/api/partners';
import type { Proposal } from '../../hooks/api/proposals';
import { together } from '../../hooks/use-api';

type Kind = 'rotate' | 'suspend' | 'reactivate';
/** What an action needs of a partner: the list's rows and the page's summary both have it. */
type Target = { financialPartnerId: string; name: string; status: string };

export function usePartnerActions() {
  const [credentials, setCredentials] = useState<PartnerCredentials | undefined>();
  const [pending, setPending] = useState<{ kind: Kind; partner: Target } | undefined>();
  const [reason, setReason] = useState('');
  // Under four eyes each action is proposed (202): the partner stays as it is until another admin approves it.
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const rotation = useRotatePartnerCredentials();
  const suspension = useSuspendPartner();
  const reactivation = useReactivatePartner();
  const writes = together(rotation, suspension, reactivation);

  function confirmPending() {
    if (!pending) return;
    writes.reset();
    const id = pending.partner.financialPartnerId;
    if (pending.kind === 'rotate')
      void rotation.mutate(id, { onSuccess: (result) => (setPending(undefined), result.applied ? setCredentials(result.applied) : setProposed(result.proposal)) });
    if (pending.kind === 'suspend')
      void suspension.mutate({ financialPartnerId: id, reason }, { onSuccess: (result) => (setPending(undefined), setReason(''), setProposed(result.proposal)) });
    if (pending.kind === 'reactivate') void reactivation.mutate(id, { onSuccess: (result) => (setPending(undefined), setProposed(result.proposal)) });
  }

  const ask = (kind: Kind, partner: Target) => setPending({ kind, partner });

  return {
    /** The actions' busy state and last failure (for the page's own ErrorMessage, with its other writes). */
    writes,
    /** Shows credentials once (the list's onboarding shows the new partner's the same way). */
    showCredentials: setCredentials,
    /** The credentials shown once, after a rotation or an onboarding. */
    credentialsShown: credentials ? (
      <ShownOnce
        title={`Credentials of ${credentials.name}`}
        values={{
          'Partner id': credentials.financialPartnerId,
          'Client id': credentials.clientId,
          'Client secret': credentials.clientSecret,
          'Subscription key': credentials.subscriptionKey,
        }}
        onDone={() => setCredentials(undefined)}
      />
    ) : null,
    /** "Proposed — waits for another admin's approval", after an action under four eyes. */
    proposedShown: proposed ? <ProposedNotice proposal={proposed} /> : null,
    /** The confirmation of the action asked for. */
    confirmation: pending ? (
      <Confirm
        busy={writes.busy}
        message={
          pending.kind === 'rotate' ? (
            `Rotate the credentials of ${pending.partner.name}? Its current client secret and subscription key stop working.`
          ) : pending.kind === 'suspend' ? (
            <>
              Suspend {pending.partner.name}? Its token requests and API calls will answer 401; its data stays.
              <Field label="Reason for the suspension">
                <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
              </Field>
            </>
          ) : (
            `Reactivate ${pending.partner.name}?`
          )
        }
        onConfirm={confirmPending}
        onCancel={() => setPending(undefined)}
      />
    ) : null,
    /** The buttons of one partner: Rotate, and Suspend or Reactivate by its status. */
    buttons: (p: Target): ReactNode => (
      <>
        <button type="button" onClick={() => ask('rotate', p)} aria-label={`Rotate the credentials of ${p.name}`}>
          Rotate
        </button>
        {p.status === 'Active' ? (
          <button type="button" onClick={() => ask('suspend', p)} aria-label={`Suspend ${p.name}`}>
            Suspend
          </button>
        ) : (
          <button type="button" onClick={() => ask('reactivate', p)} aria-label={`Reactivate ${p.name}`}>
            Reactivate
          </button>
        )}
      </>
    ),
  };
}
