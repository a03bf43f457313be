/** One payment file: its lines and their states, what each pays (linked to its batch), and its XML. */
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { paymentFileXml, usePaymentFile } from '../../hooks/api/payment-files';
import { instant, money } from '../../lib/format';
import { PaymentFilesNav } from './payment-files-nav';

export function PaymentFilePage() {
  const { paymentFileId = '' } = useParams();
  const { data, error, loading } = usePaymentFile(paymentFileId);
  return (
    <>
      <h1>Payment file {data?.messageId ?? paymentFileId}</h1>
      <PaymentFilesNav />
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <dl className="facts">
            <dt>Created</dt>
            <dd>{instant(data.createdAtUtc)}</dd>
            <dt>Version</dt>
            <dd>{data.messageVersion}</dd>
            <dt>Execution date</dt>
            <dd>{data.executionDate}</dd>
            <dt>Lines</dt>
            <dd>{data.numberOfTransactions}</dd>
            <dt>Control sum</dt>
            <dd className="money">
              {money(data.controlSum)} {data.currencyCode}
            </dd>
            <dt>SHA-256</dt>
            <dd className="id">{data.sha256}</dd>
          </dl>
          <p>
            <DownloadButton label="Download XML" download={paymentFileXml(paymentFileId)} filename={`${data.messageId}.xml`} />
          </p>
          <Section title={`Lines (${data.lines.length})`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Creditor</th>
                  <th scope="col">Kind</th>
                  <th scope="col">EndToEndId</th>
                  <th scope="col">State</th>
                  <th scope="col">Pays</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((l) => (
                  <tr key={l.paymentLineId}>
                    <td>{l.position}</td>
                    <td>
                      {l.creditorName}
                      <br />
                      <code>{l.creditorAccount}</code>
                    </td>
                    <td>
                      {l.kind}
                      {l.financialInstitutionId ? ` to ${l.financialInstitutionId}` : ''}
                      {l.clientReference ? ` to client ${l.clientReference}` : ''}
                    </td>
                    <td>
                      <code>{l.endToEndId}</code>
                    </td>
                    <td>
                      <StatusBadge status={l.state} />
                    </td>
                    <td>
                      <ul className="plain">
                        {l.pays.map((p) => (
                          <li key={p.paymentItemId}>
                            {money(p.amount)} {data.currencyCode} of batch <Link to={`/batches/${encodeURIComponent(p.instructionBatchId)}`}>{p.instructionBatchId}</Link>
                            {p.instructionId ? ` (instruction ${p.instructionId})` : ''}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <MoneyCell amount={l.amount} currency={data.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        </>
      ) : null}
    </>
  );
}
