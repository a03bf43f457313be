/**
 * One deposit account: its balance, its statement (account-statement.tsx: opening balance, each movement with the
 * balance after it and its story to the bank payment, the closing balance, what is pending, a chart of the balance),
 * daily accruals and interest postings.
 */
import { Link, useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { PartnerName } from '../../components/partner';
import { useDepositAccount } from '../../hooks/api/accounts';
import { instant, money } from '../../lib/format';
import { AccountStatement } from './account-statement';

export function AccountPage() {
  const { depositAccountId = '' } = useParams();
  const { data, error, loading } = useDepositAccount(depositAccountId);
  const a = data?.account;
  return (
    <>
      <h1>Account {depositAccountId}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {a && data ? (
        <>
          <dl className="facts">
            <dt>Client</dt>
            <dd>
              <Link to={`/clients/${a.financialPartnerId}/${a.clientReference}`}>{a.clientReference}</Link>
            </dd>
            <dt>Partner</dt>
            <dd>
              <PartnerName id={a.financialPartnerId} name={a.financialPartnerName} />
            </dd>
            <dt>Product</dt>
            <dd>
              <Link to={`/catalogue/products/${encodeURIComponent(a.productId)}`}>{a.productId}</Link> issue {a.productIssueNumber}
            </dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={a.accountStatus} />
            </dd>
            <dt>Opened</dt>
            <dd>{a.openedOn}</dd>
            {a.maturesOn ? (
              <>
                <dt>Matures</dt>
                <dd>{a.maturesOn}</dd>
              </>
            ) : null}
            {a.closedOn ? (
              <>
                <dt>Closed</dt>
                <dd>{a.closedOn}</dd>
              </>
            ) : null}
            <dt>Balance</dt>
            <dd className="money">
              {money(a.amount)} {a.currencyCode}
            </dd>
            <dt>Interest accrued, not posted</dt>
            <dd className="money" title={`exactly ${a.interestAccruedExact} ${a.currencyCode}`}>
              {money(a.interestAccruedAmount)} {a.currencyCode}
            </dd>
            <dt>Interest paid</dt>
            <dd className="money">
              {money(a.interestPaidAmount)} {a.currencyCode}
            </dd>
          </dl>
          <AccountStatement depositAccountId={a.depositAccountId} currencyCode={a.currencyCode} />
          <Section title="Ledger entries (newest first)">
            <table>
              <thead>
                <tr>
                  <th scope="col">Entry</th>
                  <th scope="col">Type</th>
                  <th scope="col">Business date</th>
                  <th scope="col">Written</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.ledgerEntries.map((e) => (
                  <tr key={e.entryId}>
                    <td>{e.entryId}</td>
                    <td>{e.entryType}</td>
                    <td>{e.businessDate}</td>
                    <td>{instant(e.createdAtUtc)}</td>
                    <MoneyCell amount={e.amount} currency={a.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title="Interest postings">
            {data.postings.length === 0 ? (
              <p>No posting yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Reason</th>
                    <th scope="col" className="money">
                      Accrued (exact)
                    </th>
                    <th scope="col" className="money">
                      Posted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.postings.map((p) => (
                    <tr key={p.postingId}>
                      <td>{p.postingDate}</td>
                      <td>{p.reason}</td>
                      <td className="money">
                        {p.accruedExact} {a.currencyCode}
                      </td>
                      <MoneyCell amount={p.amount} currency={a.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title="Daily accruals (newest first)">
            {data.accruals.length === 0 ? (
              <p>No accrual yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="number">
                      Net rate
                    </th>
                    <th scope="col" className="money">
                      Accrued (exact)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.accruals.map((x) => (
                    <tr key={x.accrualDate}>
                      <td>{x.accrualDate}</td>
                      <td className="number">{x.netRatePercent}%</td>
                      <td className="money">
                        {x.amountExact} {a.currencyCode}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </>
      ) : null}
    </>
  );
}
