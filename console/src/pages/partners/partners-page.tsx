/** Partners: list and search, onboard (credentials shown once), rotate credentials, suspend and reactivate. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Confirm, ShownOnce } from '../../components/dialogs';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section, StatusBadge } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { ProposedNotice } from '../../components/proposed';
import {
  type NewPartner,
  type Partner,
  type PartnerCredentials,
  partnersCsv,
  useOnboardPartner,
  usePartners,
  useReactivatePartner,
  useRotatePartnerCredentials,
  useSuspendPartner,
} from '../../hooks/api/partners';
import type { Proposal } from '../../hooks/api/proposals';
import { together } from '../../hooks/use-api';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';

type PendingAction = { kind: 'rotate' | 'suspend' | 'reactivate'; partner: Partner };

export function PartnersPage() {
  const { canWrite } = useOperator();
  // The search and the page live in the address: a reload or a bookmark keeps them.
  const list = useListFilters(['search'], { pageSize: 100 });
  const { data, error, loading } = usePartners(list.applied, list.page);
  const [credentials, setCredentials] = useState<PartnerCredentials | undefined>();
  const [pending, setPending] = useState<PendingAction | undefined>();
  const [reason, setReason] = useState('');
  // A suspension under four eyes is proposed (202): the partner stays Active until another admin approves it.
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const [newPartner, setNewPartner] = useState<NewPartner>({ name: '', role: 'wealth' });
  const onboarding = useOnboardPartner();
  const rotation = useRotatePartnerCredentials();
  const suspension = useSuspendPartner();
  const reactivation = useReactivatePartner();
  // One place for what the writes say: busy while one runs, the failure of the last tried.
  const writes = together(onboarding, rotation, suspension, reactivation);

  function onboard(event: FormEvent) {
    event.preventDefault();
    writes.reset();
    void onboarding.mutate(newPartner, {
      onSuccess: (created) => {
        setCredentials(created);
        setNewPartner({ name: '', role: 'wealth' });
      },
    });
  }

  function confirmPending() {
    if (!pending) return;
    writes.reset();
    const id = pending.partner.financialPartnerId;
    if (pending.kind === 'rotate') void rotation.mutate(id, { onSuccess: (c) => (setCredentials(c), setPending(undefined)) });
    if (pending.kind === 'suspend')
      void suspension.mutate({ financialPartnerId: id, reason }, { onSuccess: (result) => (setPending(undefined), setReason(''), setProposed(result.proposal)) });
    if (pending.kind === 'reactivate') void reactivation.mutate(id, { onSuccess: () => setPending(undefined) });
  }

  return (
    <>
      <h1>Partners</h1>
      {credentials ? (
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
      ) : null}
      {canWrite ? (
        <Section title="Onboard a partner">
          <form className="filters" onSubmit={onboard} aria-label="Onboard a partner">
            <Field label="Partner name">
              <input value={newPartner.name} onChange={(e) => setNewPartner({ ...newPartner, name: e.target.value })} required maxLength={200} />
            </Field>
            <Field label="Role">
              <select value={newPartner.role} onChange={(e) => setNewPartner({ ...newPartner, role: e.target.value as NewPartner['role'] })}>
                <option value="pension">pension</option>
                <option value="wealth">wealth</option>
                <option value="institution">institution</option>
              </select>
            </Field>
            <button type="submit" className="primary" disabled={writes.busy}>
              Onboard
            </button>
          </form>
        </Section>
      ) : null}
      <ErrorMessage error={writes.error} />
      {proposed ? <ProposedNotice proposal={proposed} /> : null}
      {pending ? (
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
      ) : null}
      <Section title="All partners">
        <form className="filters" role="search" onSubmit={list.submit}>
          <Field label="Search partners">
            <input value={list.form.search} onChange={(e) => list.set('search', e.target.value)} placeholder="name, partner id or client id" />
          </Field>
          <button type="submit">Search</button>
        </form>
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="partners">
          <ExportCsvButton download={partnersCsv(list.applied)} filename="partners" />
        </ListTools>
        {data ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Partner id</th>
                <th scope="col">Onboarded</th>
                <th scope="col">Status</th>
                <th scope="col">FSCS policy</th>
                {canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.partners.map((p) => (
                <tr key={p.financialPartnerId}>
                  <td>{p.name}</td>
                  <td>{p.role}</td>
                  <td className="id">
                    <Link to={`/clients?financialPartnerId=${p.financialPartnerId}`} title="Its clients">
                      {p.financialPartnerId}
                    </Link>
                  </td>
                  <td>{instant(p.createdAtUtc)}</td>
                  <td>
                    <StatusBadge status={p.status} />
                    {p.suspensionReason ? <span className="note"> {p.suspensionReason}</span> : null}
                  </td>
                  <td title="warn: deposits over a client's FSCS limit are Processed with an event; block: they are Rejected">{p.fscsPolicy}</td>
                  {canWrite ? (
                    <td className="actions">
                      <button type="button" onClick={() => setPending({ kind: 'rotate', partner: p })} aria-label={`Rotate the credentials of ${p.name}`}>
                        Rotate
                      </button>
                      {p.status === 'Active' ? (
                        <button type="button" onClick={() => setPending({ kind: 'suspend', partner: p })} aria-label={`Suspend ${p.name}`}>
                          Suspend
                        </button>
                      ) : (
                        <button type="button" onClick={() => setPending({ kind: 'reactivate', partner: p })} aria-label={`Reactivate ${p.name}`}>
                          Reactivate
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="partners" />
      </Section>
    </>
  );
}
