/**
 * One partner (GET /operator/partners/{id}/summary): its details, the money it holds per currency and institution
 * with totals per currency (figures the ledger keeps, docs/partner-holdings.md: shown as the API gives them, never
 * added up here), its clients, its introducers a page at a time, the history of its credentials and suspensions,
 * and links to its audit entries and proposals. An admin may rotate, suspend or reactivate it as on the list.
 */
import { Link, useParams } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { type Introducer, type PartnerSummary, partnerIntroducersCsv, usePartnerIntroducers, usePartnerSummary } from '../../hooks/api/partners';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { query } from '../../lib/query';
import { usePartnerActions } from './partner-actions';

const count = (n: number, capped: boolean, noun: string) => `${capped ? 'More than ' : ''}${n.toLocaleString('en-GB')} ${noun}`;

export function PartnerPage() {
  const { financialPartnerId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading } = usePartnerSummary(financialPartnerId);
  const actions = usePartnerActions();
  const p = data?.partner;
  return (
    <>
      <h1>Partner {p?.name ?? financialPartnerId}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {actions.credentialsShown}
      <ErrorMessage error={actions.writes.error} />
      {actions.proposedShown}
      {actions.confirmation}
      {data && p ? (
        <>
          <dl className="facts">
            <dt>Partner id</dt>
            <dd className="id">{p.financialPartnerId}</dd>
            <dt>Role</dt>
            <dd>{p.role}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={p.status} />
              {p.suspendedAtUtc ? <span className="note"> since {instant(p.suspendedAtUtc)}</span> : null}
              {p.suspensionReason ? <span className="note"> — {p.suspensionReason}</span> : null}
            </dd>
            <dt>Client id</dt>
            <dd className="id">{p.clientId ?? '—'}</dd>
            <dt>Onboarded</dt>
            <dd>{instant(p.createdAtUtc)}</dd>
            <dt>FSCS policy</dt>
            <dd title="warn: deposits over a client's FSCS limit are Processed with an event; block: they are Rejected">{p.fscsPolicy}</dd>
            <dt>Clients</dt>
            <dd>
              <Link to={`/clients${query({ financialPartnerId: p.financialPartnerId })}`}>{count(data.clientCount, data.clientCountCapped, 'clients')}</Link>
            </dd>
          </dl>
          {canWrite ? <div className="page-actions">{actions.buttons(p)}</div> : null}
          <ul className="page-links">
            <li>
              <Link to={`/instructions${query({ financialPartnerId: p.financialPartnerId })}`}>Its instruction requests</Link>
            </li>
            <li>
              <Link to={`/audit${query({ objectType: 'partner', objectId: p.financialPartnerId })}`}>Its entries in the audit log</Link>
            </li>
            <li>
              <Link to={`/approvals${query({ state: 'any', objectType: 'partner', objectId: p.financialPartnerId })}`}>Its proposals</Link>
            </li>
          </ul>
          <MoneyHeld summary={data} />
          <Introducers financialPartnerId={p.financialPartnerId} />
          <CredentialHistory summary={data} />
          <SuspensionHistory summary={data} />
        </>
      ) : null}
    </>
  );
}

/** Per currency and institution, then the totals per currency: the API's figures, laid out. */
function MoneyHeld({ summary }: { summary: PartnerSummary }) {
  return (
    <Section title="Money held">
      {summary.holdings.length === 0 ? (
        <p>Nothing held: none of its deposits has settled.</p>
      ) : (
        <table aria-label="Money held per currency and institution">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Institution</th>
              <th scope="col" className="number">
                Accounts
              </th>
              <th scope="col" className="money">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.holdings.map((h) => (
              <tr key={`${h.currencyCode}:${h.financialInstitutionId}`}>
                <td>{h.currencyCode}</td>
                <td title={h.financialInstitutionId}>
                  <Link to={`/catalogue${query({ search: h.financialInstitutionId })}`}>{h.financialInstitutionName ?? h.financialInstitutionId}</Link>
                </td>
                <td className="number">{h.accountCount.toLocaleString('en-GB')}</td>
                <MoneyCell amount={h.balance} currency={h.currencyCode} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            {summary.totals.map((t) => (
              <tr key={t.currencyCode} className="total">
                <th scope="row" colSpan={2}>
                  Total {t.currencyCode}
                </th>
                <td className="number">{t.accountCount.toLocaleString('en-GB')}</td>
                <MoneyCell amount={t.balance} currency={t.currencyCode} />
              </tr>
            ))}
          </tfoot>
        </table>
      )}
    </Section>
  );
}

function introducerName(i: Introducer): string {
  if (i.introducerType === 'business') return i.companyName ?? '—';
  return [i.title, i.firstName, i.lastName].filter(Boolean).join(' ') || '—';
}

/** Its introducers, a page at a time (the page in the address: the only list of this page). */
function Introducers({ financialPartnerId }: { financialPartnerId: string }) {
  const list = useListFilters([], { pageSize: 25 });
  const { data, error, loading } = usePartnerIntroducers(financialPartnerId, list.page);
  return (
    <Section title="Introducers">
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      <ListTools page={data} noun="introducers">
        <ExportCsvButton download={partnerIntroducersCsv(financialPartnerId)} filename="introducers" />
      </ListTools>
      {data ? (
        data.introducers.length === 0 ? (
          <p>No introducer.</p>
        ) : (
          <table aria-label="Introducers">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {data.introducers.map((i) => (
                <tr key={i.introducerId}>
                  <td title={i.introducerId}>{introducerName(i)}</td>
                  <td>{i.introducerType}</td>
                  <td>{i.emailAddress ?? '—'}</td>
                  <td>{i.phoneNumber ?? '—'}</td>
                  <td>{instant(i.createdAtUtc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="introducers" />
    </Section>
  );
}

function CredentialHistory({ summary }: { summary: PartnerSummary }) {
  return (
    <Section title="Credentials and keys history">
      {summary.credentialHistory.length === 0 ? (
        <p>None recorded.</p>
      ) : (
        <table aria-label="Credentials and keys history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Client id</th>
            </tr>
          </thead>
          <tbody>
            {summary.credentialHistory.map((c, n) => (
              <tr key={`${c.occurredAtUtc}:${n}`}>
                <td>{instant(c.occurredAtUtc)}</td>
                <td>{c.operatorName}</td>
                <td>{c.action}</td>
                <td className="id">{c.clientId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function SuspensionHistory({ summary }: { summary: PartnerSummary }) {
  return (
    <Section title="Suspension history">
      {summary.suspensionHistory.length === 0 ? (
        <p>Never suspended.</p>
      ) : (
        <table aria-label="Suspension history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {summary.suspensionHistory.map((c, n) => (
              <tr key={`${c.occurredAtUtc}:${n}`}>
                <td>{instant(c.occurredAtUtc)}</td>
                <td>{c.operatorName}</td>
                <td>{c.action}</td>
                <td>{c.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
