/** One client-money reconciliation run: what it read per currency and account, its breaks (CSV for the resolution pack). */
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section } from '../../components/layout';
import { clientMoneyRunBreaksCsv, type Position, useClientMoneyRun } from '../../hooks/api/client-money';
import { instant } from '../../lib/format';
import { RunBadge } from './run-badge';

const POSITION_ROWS: [keyof Position, string][] = [
  ['depositAccounts', 'Deposit accounts'],
  ['clientPayout', 'Client payouts'],
  ['partnerOwed', 'Owed to partners'],
  ['suspense', 'Suspense'],
  ['requirement', 'Requirement'],
  ['hub', 'Hub (negative: held)'],
  ['transitOut', 'Transit out'],
  ['transitIn', 'Transit in'],
  ['placed', 'Placed'],
  ['resource', 'Resource'],
  ['partnerReceivable', 'Partners owe'],
  ['interestReceivable', 'Interest receivable (house)'],
  ['marginIncome', 'Margin income (house)'],
];

export function ClientMoneyRunPage() {
  const { reconciliationId = '' } = useParams();
  const { data, error, loading } = useClientMoneyRun(reconciliationId);
  return (
    <>
      <h1>Client-money reconciliation {data ? `as at ${data.asAt}` : reconciliationId}</h1>
      <p>
        <Link to="/client-money">All runs</Link>
      </p>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <dl className="facts">
            <dt>Result</dt>
            <dd>
              <RunBadge run={data} />
            </dd>
            <dt>Ran</dt>
            <dd>
              {instant(data.ranAtUtc)} by {data.ranBy} ({data.trigger})
            </dd>
            <dt>Action taken</dt>
            <dd>{data.actionTaken}</dd>
            <dt>Transit cleared by</dt>
            <dd>{data.inputs.transitClearedBy}</dd>
            <dt>Run id</dt>
            <dd className="id">{data.reconciliationId}</dd>
          </dl>
          <Section title="Requirement and resource per currency">
            {data.inputs.currencies.length === 0 ? (
              <p>No currency held client money.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Figure</th>
                    {data.inputs.currencies.map((c) => (
                      <th key={c.currencyCode} scope="col" className="money">
                        {c.currencyCode}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {POSITION_ROWS.map(([field, label]) => (
                    <tr key={field} className={field === 'requirement' || field === 'resource' ? 'total' : undefined}>
                      <th scope="row">{label}</th>
                      {data.inputs.currencies.map((c) => (
                        <MoneyCell key={c.currencyCode} amount={c[field] as number} currency={c.currencyCode} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section
            title={`Breaks (${data.breaks.length})`}
            actions={
              data.breaks.length > 0 ? (
                <DownloadButton
                  label="Download CSV"
                  download={clientMoneyRunBreaksCsv(data.reconciliationId)}
                  filename={`client-money-reconciliation-${data.asAt}-${data.reconciliationId}.csv`}
                />
              ) : null
            }
          >
            {data.breaks.length === 0 ? (
              <p className="ok-text">No breaks: client money reconciles.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Currency</th>
                    <th scope="col">Account or transfer</th>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col" className="money">
                      Expected
                    </th>
                    <th scope="col" className="money">
                      Actual
                    </th>
                    <th scope="col" className="money">
                      Difference
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.breaks.map((b, n) => (
                    <tr key={n}>
                      <td>{b.kind}</td>
                      <td>{b.currencyCode}</td>
                      <td>
                        <code>{b.accountCode ?? b.transferId ?? '—'}</code>
                      </td>
                      <td>{b.date ?? '—'}</td>
                      <td>{b.description}</td>
                      <MoneyCell amount={b.expected} currency={b.expected === null ? null : b.currencyCode} />
                      <MoneyCell amount={b.actual} currency={b.actual === null ? null : b.currencyCode} />
                      <MoneyCell amount={b.difference} currency={b.difference === null ? null : b.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title="Accounts and their statements">
            <table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Statement</th>
                  <th scope="col">Closing date</th>
                  <th scope="col">Movements after</th>
                  <th scope="col" className="money">
                    Book balance
                  </th>
                  <th scope="col" className="money">
                    Book at closing
                  </th>
                  <th scope="col" className="money">
                    Statement closing
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.inputs.accounts.map((a) => (
                  <tr key={a.accountCode}>
                    <td>
                      <code>{a.accountCode}</code>
                      {a.accountIdentifiers.length === 0 ? ' (no bank account set)' : ''}
                    </td>
                    <td>{a.statement ? <Link to={`/bank-statements/${encodeURIComponent(a.statement.bankStatementId)}`}>{a.statement.statementId}</Link> : 'none'}</td>
                    <td>{a.statement?.closingDate ?? '—'}</td>
                    <td>{a.statement ? `${a.statement.movementsAfter}${a.statement.lastMovementAfter ? ` (last ${a.statement.lastMovementAfter})` : ''}` : '—'}</td>
                    <MoneyCell amount={a.bookBalance} currency={a.currencyCode} />
                    <MoneyCell amount={a.statement?.bookBalanceAtClosing} currency={a.statement ? a.currencyCode : null} />
                    <MoneyCell amount={a.statement?.closingBalance} currency={a.statement ? a.currencyCode : null} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          {data.inputs.overduePendingTransfers.length > 0 ? (
            <Section title="Overdue pending transfers">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Transfer</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Business date</th>
                    <th scope="col" className="money">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.inputs.overduePendingTransfers.map((t) => (
                    <tr key={t.transferId}>
                      <td>
                        <code>{t.transferId}</code>
                      </td>
                      <td>{t.kind}</td>
                      <td>{t.businessDate}</td>
                      <MoneyCell amount={t.amount} currency={t.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          {data.inputs.transitAccounts.length > 0 ? (
            <Section title="Transit accounts">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Last movement</th>
                    <th scope="col" className="money">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.inputs.transitAccounts.map((t) => (
                    <tr key={t.accountCode}>
                      <td>
                        <code>{t.accountCode}</code>
                      </td>
                      <td>{t.lastMovementDate}</td>
                      <MoneyCell amount={t.balance} currency={t.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
