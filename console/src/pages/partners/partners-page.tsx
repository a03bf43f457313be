/**
 * Partners: list and search, onboard (credentials shown once), rotate credentials, suspend and reactivate; each
 * name leads to the partner's page (partner-page.tsx).
 */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section, StatusBadge } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { type NewPartner, partnersCsv, useOnboardPartner, usePartners } from '../../hooks/api/partners';
import { together } from '../../hooks/use-api';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { usePartnerActions } from './partner-actions';

export function PartnersPage() {
  const { canWrite } = useOperator();
  // The search and the page live in the address: a reload or a bookmark keeps them.
  const list = useListFilters(['search'], { pageSize: 100 });
  const { data, error, loading } = usePartners(list.applied, list.page);
  const [newPartner, setNewPartner] = useState<NewPartner>({ name: '', role: 'wealth' });
  const onboarding = useOnboardPartner();
  // Rotate, suspend and reactivate, as on a partner's page.
  const actions = usePartnerActions();
  // One place for what the writes say: busy while one runs, the failure of the last tried.
  const writes = together(onboarding, actions.writes);

  function onboard(event: FormEvent) {
    event.preventDefault();
    writes.reset();
    void onboarding.mutate(newPartner, {
      onSuccess: (created) => {
        actions.showCredentials(created);
        setNewPartner({ name: '', role: 'wealth' });
      },
    });
  }

  return (
    <>
      <h1>Partners</h1>
      {actions.credentialsShown}
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
      {actions.proposedShown}
      {actions.confirmation}
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
                  <td>
                    <Link to={`/partners/${encodeURIComponent(p.financialPartnerId)}`}>{p.name}</Link>
                  </td>
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
                  {canWrite ? <td className="actions">{actions.buttons(p)}</td> : null}
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
