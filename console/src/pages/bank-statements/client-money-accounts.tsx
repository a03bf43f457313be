/** The platform's client-money accounts, each with the last statement read. */
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section } from '../../components/layout';
import { type ClientMoneyAccount, useClientMoneyAccounts } from '../../hooks/api/bank-accounts';
import { instant } from '../../lib/format';

function accountOf(a: ClientMoneyAccount): string {
  return a.sortCode && a.accountNumber ? `${a.sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')} ${a.accountNumber}` : (a.iban ?? '—');
}

export function ClientMoneyAccounts() {
  const { data, error, loading } = useClientMoneyAccounts();
  return (
    <Section title="Client-money accounts">
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Account</th>
                <th scope="col">Acknowledged</th>
                <th scope="col">Last statement read</th>
                <th scope="col">Closing date</th>
                <th scope="col" className="money">
                  Closing balance
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((a) => (
                <tr key={a.currencyCode}>
                  <td>{a.currencyCode}</td>
                  <td>
                    {a.accountName}, {a.bankName}
                    <br />
                    <code>{accountOf(a)}</code>
                  </td>
                  <td>{a.acknowledgementCountersignedOn ?? 'not yet: no payment file pays from it'}</td>
                  <td>
                    {a.lastStatementRead
                      ? `${a.lastStatementRead.statementId} (no. ${a.lastStatementRead.sequenceNumber}), read ${instant(a.lastStatementRead.readAtUtc)}`
                      : 'none yet'}
                  </td>
                  <td>{a.lastStatementRead?.closingDate ?? '—'}</td>
                  <MoneyCell amount={a.lastStatementRead?.closingBalance} currency={a.lastStatementRead ? a.currencyCode : null} />
                </tr>
              ))}
            </tbody>
          </table>
          {data.currenciesWithoutAccount.length > 0 ? (
            <p className="hint">No client-money account in {data.currenciesWithoutAccount.join(', ')}: no payment runs in them.</p>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
