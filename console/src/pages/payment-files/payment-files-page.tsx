/** Payment files: the pain.001 files the payment runs issued (one file's page is payment-file-page.tsx). */
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { paymentFilesCsv, usePaymentFiles } from '../../hooks/api/payment-files';
import { useListFilters } from '../../hooks/use-list-filters';
import { instant } from '../../lib/format';
import { PaymentFilesNav } from './payment-files-nav';

export function PaymentFilesPage() {
  const list = useListFilters([]);
  const { data, error, loading } = usePaymentFiles(list.page);
  return (
    <>
      <h1>Payment files</h1>
      <PaymentFilesNav />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="payment files">
        <ExportCsvButton download={paymentFilesCsv()} filename="payment-files" />
      </ListTools>
      {data ? (
        data.paymentFiles.length === 0 ? (
          <p>No payment file has been issued.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Created</th>
                <th scope="col">Currency</th>
                <th scope="col">Version</th>
                <th scope="col">Execution date</th>
                <th scope="col" className="money">
                  Lines
                </th>
                <th scope="col" className="money">
                  Control sum
                </th>
              </tr>
            </thead>
            <tbody>
              {data.paymentFiles.map((f) => (
                <tr key={f.paymentFileId}>
                  <td>
                    <Link to={`/payment-files/${encodeURIComponent(f.paymentFileId)}`}>{f.messageId}</Link>
                  </td>
                  <td>{instant(f.createdAtUtc)}</td>
                  <td>{f.currencyCode}</td>
                  <td>{f.messageVersion}</td>
                  <td>{f.executionDate}</td>
                  <td className="money">{f.numberOfTransactions}</td>
                  <MoneyCell amount={f.controlSum} currency={f.currencyCode} />
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="payment files" />
    </>
  );
}
