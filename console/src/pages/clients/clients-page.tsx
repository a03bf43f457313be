/** Clients across partners: the lookup; one client's page is client-page.tsx (read-only). */
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { PartnerName, PartnerPicker } from '../../components/partner';
import { clientsCsv, useClients } from '../../hooks/api/clients';
import { useListFilters } from '../../hooks/use-list-filters';
import { instant } from '../../lib/format';

const FILTERS = ['financialPartnerId', 'externalReference', 'clientReference', 'name', 'email'] as const;

export function ClientsPage() {
  const list = useListFilters(FILTERS);
  const { applied, form } = list;
  const { data, error, loading } = useClients(applied, list.page);
  const labels: Record<(typeof FILTERS)[number], string> = {
    financialPartnerId: 'Partner',
    externalReference: "Partner's reference",
    clientReference: 'Client reference',
    name: 'Name',
    email: 'Email',
  };
  return (
    <>
      <h1>Clients</h1>
      <form className="filters" onSubmit={list.submit} aria-label="Find clients">
        {FILTERS.map((f) =>
          f === 'financialPartnerId' ? (
            <PartnerPicker key={f} value={form.financialPartnerId} onChange={(id) => list.set('financialPartnerId', id)} />
          ) : (
            <Field key={f} label={labels[f]}>
              <input value={form[f]} onChange={(e) => list.set(f, e.target.value)} />
            </Field>
          ),
        )}
        <button type="submit" className="primary">
          Find clients
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="clients">
        <ExportCsvButton download={clientsCsv(applied)} filename="clients" />
      </ListTools>
      {data ? (
        data.clients.length === 0 ? (
          <p>No client matches.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Partner's reference</th>
                <th scope="col">Partner</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {data.clients.map((c) => (
                <tr key={c.clientReference}>
                  <td>
                    <Link to={`/clients/${c.financialPartnerId}/${c.clientReference}`}>{c.name ?? c.clientReference}</Link>
                  </td>
                  <td>{c.emailAddress ?? '—'}</td>
                  <td>{c.externalReference}</td>
                  <td>
                    <PartnerName id={c.financialPartnerId} name={c.financialPartnerName} />
                  </td>
                  <td>{instant(c.createdAtUtc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="clients" />
    </>
  );
}
