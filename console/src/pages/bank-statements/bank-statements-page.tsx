/** Bank statements: the client-money accounts, the upload (admin) and the bank files received (one file's page is bank-statement-page.tsx). */
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { bankStatementsCsv, useBankStatements } from '../../hooks/api/bank-statements';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { BankStatementsNav } from './bank-statements-nav';
import { ClientMoneyAccounts } from './client-money-accounts';
import { KINDS } from './message-kinds';
import { UploadForm } from './upload-form';

export function BankStatementsPage() {
  const { canWrite } = useOperator();
  const list = useListFilters([]);
  const { data, error, loading } = useBankStatements(list.page);
  return (
    <>
      <h1>Bank statements</h1>
      <BankStatementsNav />
      <ClientMoneyAccounts />
      {canWrite ? <UploadForm /> : null}
      <Section title="Bank files received">
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="bank files">
          <ExportCsvButton download={bankStatementsCsv()} filename="bank-statements" />
        </ListTools>
        {data ? (
          data.statements.length === 0 ? (
            <p>No bank file has been received.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Statement</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Account</th>
                  <th scope="col">Sequence</th>
                  <th scope="col">Closing date</th>
                  <th scope="col">Received</th>
                  <th scope="col" className="money">
                    Closing balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.statements.map((s) => (
                  <tr key={s.bankStatementId}>
                    <td>
                      <Link to={`/bank-statements/${encodeURIComponent(s.bankStatementId)}`}>{s.statementId}</Link>
                    </td>
                    <td>
                      {KINDS[s.messageKind]}
                      {s.groupStatus ? ` ${s.groupStatus}` : ''}
                    </td>
                    <td>
                      <code>{s.accountIdentifier ?? '—'}</code>
                    </td>
                    <td>{s.sequenceNumber}</td>
                    <td>{s.closingDate ?? '—'}</td>
                    <td>
                      {instant(s.receivedAtUtc)} by {s.receivedBy}
                    </td>
                    <MoneyCell amount={s.closingBalance} currency={s.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="bank files" />
      </Section>
    </>
  );
}
