/** One client: its details, its FSCS exposure, and its portfolios and accounts as the partner sees them (read-only). */
import { Link, useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { PartnerName } from '../../components/partner';
import { useClient } from '../../hooks/api/clients';
import { FscsExposureSection } from './fscs-exposure-section';

export function ClientPage() {
  const { financialPartnerId = '', clientReference = '' } = useParams();
  const { data, error, loading } = useClient(financialPartnerId, clientReference);
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
