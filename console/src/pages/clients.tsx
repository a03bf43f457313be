/** Clients across partners: lookup, and one client with its portfolios and accounts (read-only). */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, type Page, query } from '../api';
import { instant, money } from '../format';
import { ErrorMessage, ExportCsvButton, Field, ListTools, Loading, MoneyCell, Pager, PartnerName, PartnerPicker, Section, StatusBadge, useLoad, usePaging } from '../ui';

interface Client {
  financialPartnerId: string;
  financialPartnerName: string | null;
  clientReference: string;
  externalReference: string;
  clientType: string;
  name: string | null;
  emailAddress: string | null;
  createdAtUtc: string | null;
}

const FILTERS = ['financialPartnerId', 'externalReference', 'clientReference', 'name', 'email'] as const;

export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const [form, setForm] = useState(current);
  const paging = usePaging(params, setParams);
  // Keyed on the query string: `current` is a new object at every render.
  const search = query({ ...current, pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading } = useLoad(useCallback(() => api<{ clients: Client[] } & Page>('GET', `/operator/clients${search}`), [search]));
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '')));
  }
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
      <form className="filters" onSubmit={submit} aria-label="Find clients">
        {FILTERS.map((f) =>
          f === 'financialPartnerId' ? (
            <PartnerPicker key={f} value={form.financialPartnerId} onChange={(id) => setForm({ ...form, financialPartnerId: id })} />
          ) : (
            <Field key={f} label={labels[f]}>
              <input value={form[f]} onChange={(e) => setForm({ ...form, [f]: e.target.value })} />
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
        <ExportCsvButton path="/operator/clients" filters={current} filename="clients" />
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
      <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="clients" />
    </>
  );
}

/** PortfolioInformation of the Portfolios API: the operator sees what the partner sees. */
interface Portfolio {
  portfolio: {
    portfolioId: string;
    currencyCode: string;
    depositAccounts: { depositAccountId: string; productId: string; accountStatus: string; amount: number; interestAccruedAmount: number }[];
  };
  pendingPaymentBatchItems: unknown[];
}

/** GET /operator/clients/{partner}/{client}/fscs-exposure: what the partner reads at its fscs-exposure endpoint. */
interface FscsExposure {
  fscsEligible: boolean;
  note: string | null;
  limit: { limitAmount: number; dateEffectiveFromUTC: string } | null;
  groups: {
    financialInstitutionGroupId: string;
    currencyCode: string;
    protection: 'Protected' | 'Unprotected' | 'NotConverted';
    institutions: { financialInstitutionId: string; isFscsProtected: boolean; settledAmount: number; interestAccruedAmount: number; pendingDepositAmount: number }[];
    exposureAmount: number;
    limitAmount: number | null;
    protectedAmount: number | null;
    amountOverLimit: number | null;
    headroomAmount: number | null;
    note: string | null;
  }[];
}

/** The client's FSCS exposure per banking group: a bar against the limit, with the figures in text beside it. */
function FscsExposureSection({ financialPartnerId, clientReference }: { financialPartnerId: string; clientReference: string }) {
  const { data, error } = useLoad(
    useCallback(
      () => api<FscsExposure>('GET', `/operator/clients/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(clientReference)}/fscs-exposure`),
      [financialPartnerId, clientReference],
    ),
  );
  return (
    <Section title="FSCS exposure">
      <ErrorMessage error={error} />
      {data?.note ? <p className="note">{data.note}</p> : null}
      {data && data.groups.length === 0 ? <p>No money held or pending.</p> : null}
      {data?.groups.map((g) => {
        const label = `${g.financialInstitutionGroupId} (${g.currencyCode})`;
        return (
          <div key={label} className="fscs-group">
            <h3>
              {label}: {g.institutions.map((i) => `${i.financialInstitutionId}${i.isFscsProtected ? '' : ' (not protected)'}`).join(', ')}
            </h3>
            {g.limitAmount !== null ? (
              <p>
                <meter
                  min={0}
                  max={g.limitAmount}
                  high={g.limitAmount * 0.9}
                  optimum={0}
                  value={Math.min(g.exposureAmount, g.limitAmount)}
                  aria-label={`${label} exposure against the FSCS limit`}
                />{' '}
                {money(g.exposureAmount)} of {money(g.limitAmount)} {g.currencyCode}
                {g.amountOverLimit ? `; ${money(g.amountOverLimit)} over the limit` : `; headroom ${money(g.headroomAmount)}`}
              </p>
            ) : (
              <p className="note">{g.note}</p>
            )}
          </div>
        );
      })}
    </Section>
  );
}

export function ClientPage() {
  const { financialPartnerId = '', clientReference = '' } = useParams();
  const { data, error, loading } = useLoad(
    useCallback(
      () =>
        api<{ client: Client & { profile: Record<string, unknown> }; portfolios: Portfolio[] }>(
          'GET',
          `/operator/clients/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(clientReference)}`,
        ),
      [financialPartnerId, clientReference],
    ),
  );
  return (
    <>
      <h1>Client {data?.client.name ?? clientReference}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <dl className="facts">
            <dt>Client reference</dt>
            <dd>{data.client.clientReference}</dd>
            <dt>Partner's reference</dt>
            <dd>{data.client.externalReference}</dd>
            <dt>Partner</dt>
            <dd>
              <PartnerName id={data.client.financialPartnerId} name={data.client.financialPartnerName} />
            </dd>
            <dt>Type</dt>
            <dd>{data.client.clientType}</dd>
            <dt>Email</dt>
            <dd>{data.client.emailAddress ?? '—'}</dd>
          </dl>
          <p>
            <Link to={`/instructions?financialPartnerId=${financialPartnerId}&clientReference=${clientReference}`}>Its instruction requests</Link>
          </p>
          <FscsExposureSection financialPartnerId={financialPartnerId} clientReference={clientReference} />
          {data.portfolios.length === 0 ? <p>No portfolio yet: no deposit has settled.</p> : null}
          {data.portfolios.map(({ portfolio: p, pendingPaymentBatchItems }) => (
            <Section key={p.portfolioId} title={`Portfolio ${p.currencyCode} (${pendingPaymentBatchItems.length} pending payments)`}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Product</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="money">
                      Balance
                    </th>
                    <th scope="col" className="money">
                      Interest accrued
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.depositAccounts.map((a) => (
                    <tr key={a.depositAccountId}>
                      <td>
                        <Link to={`/accounts/${a.depositAccountId}`}>{a.depositAccountId}</Link>
                      </td>
                      <td>{a.productId}</td>
                      <td>
                        <StatusBadge status={a.accountStatus} />
                      </td>
                      <MoneyCell amount={a.amount} currency={p.currencyCode} />
                      <MoneyCell amount={a.interestAccruedAmount} currency={p.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ))}
        </>
      ) : null}
    </>
  );
}
