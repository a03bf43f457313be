/** Partners: list and search, onboard (credentials shown once), rotate credentials, suspend and reactivate. */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, type Page, query } from '../api';
import { instant } from '../format';
import { useOperator } from '../session';
import { Confirm, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, Pager, Section, ShownOnce, StatusBadge, useLoad, usePaging } from '../ui';

interface Partner {
  financialPartnerId: string;
  name: string;
  role: string;
  clientId: string | null;
  createdAtUtc: string;
  status: 'Active' | 'Suspended';
  suspendedAtUtc: string | null;
  suspensionReason: string | null;
  fscsPolicy: 'warn' | 'block';
}

interface Credentials {
  financialPartnerId: string;
  name: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
}

type PendingAction = { kind: 'rotate' | 'suspend' | 'reactivate'; partner: Partner };

export function PartnersPage() {
  const { canWrite } = useOperator();
  // The search and the page live in the address: a reload or a bookmark keeps them.
  const [params, setParams] = useSearchParams();
  const applied = params.get('search') ?? '';
  const paging = usePaging(params, setParams, 100);
  const { pageNumber, pageSize } = paging;
  const [search, setSearch] = useState(applied);
  const { data, error, loading, reload } = useLoad(
    useCallback(() => api<{ partners: Partner[] } & Page>('GET', `/operator/partners${query({ search: applied, pageNumber, pageSize })}`), [applied, pageNumber, pageSize]),
  );
  const [credentials, setCredentials] = useState<Credentials | undefined>();
  const [pending, setPending] = useState<PendingAction | undefined>();
  const [reason, setReason] = useState('');
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [newPartner, setNewPartner] = useState({ name: '', role: 'wealth' });

  async function run<T>(action: () => Promise<T>, after: (result: T) => void) {
    setBusy(true);
    setActionError(undefined);
    try {
      after(await action());
      reload();
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  }

  function onboard(event: FormEvent) {
    event.preventDefault();
    void run(
      () => api<Credentials>('POST', '/operator/partners', newPartner),
      (created) => {
        setCredentials(created);
        setNewPartner({ name: '', role: 'wealth' });
      },
    );
  }

  function confirmPending() {
    if (!pending) return;
    const id = encodeURIComponent(pending.partner.financialPartnerId);
    if (pending.kind === 'rotate')
      void run(
        () => api<Credentials>('POST', `/operator/partners/${id}/credentials/rotate`),
        (c) => (setCredentials(c), setPending(undefined)),
      );
    if (pending.kind === 'suspend')
      void run(
        () => api('POST', `/operator/partners/${id}/suspend`, { reason }),
        () => (setPending(undefined), setReason('')),
      );
    if (pending.kind === 'reactivate')
      void run(
        () => api('POST', `/operator/partners/${id}/reactivate`),
        () => setPending(undefined),
      );
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
              <select value={newPartner.role} onChange={(e) => setNewPartner({ ...newPartner, role: e.target.value })}>
                <option value="pension">pension</option>
                <option value="wealth">wealth</option>
                <option value="institution">institution</option>
              </select>
            </Field>
            <button type="submit" className="primary" disabled={busy}>
              Onboard
            </button>
          </form>
        </Section>
      ) : null}
      <ErrorMessage error={actionError} />
      {pending ? (
        <Confirm
          busy={busy}
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
        <form
          className="filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(search.trim() ? { search: search.trim() } : {});
          }}
        >
          <Field label="Search partners">
            <input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="name, partner id or client id" />
          </Field>
          <button type="submit">Search</button>
        </form>
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="partners">
          <ExportCsvButton path="/operator/partners" filters={{ search: applied }} filename="partners" />
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
        <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="partners" />
      </Section>
    </>
  );
}
