/** An account's statement over a range of business days (from/to in the address), with its chart, what is pending and its CSV. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, MoneyCell, Section } from '../../components/layout';
import { accountStatementCsv, useAccountStatement } from '../../hooks/api/accounts';
import { useListFilters } from '../../hooks/use-list-filters';
import { money } from '../../lib/format';
import { BalanceChart } from './balance-chart';
import { BankPayments } from './bank-payments';

/** The statement of a range of business days (from/to in the address; by default from the day it opened to today). */
export function AccountStatement({ depositAccountId, currencyCode }: { depositAccountId: string; currencyCode: string }) {
  // The range lives in the address: a reload or a link keeps it; none is the API's (from the day it opened to today).
  const list = useListFilters(['from', 'to']);
  const { form } = list;
  const { data, error, loading } = useAccountStatement(depositAccountId, list.applied);
  const points = useMemo(
    () =>
      data
        ? [
            { day: data.from, balance: data.openingBalance },
            ...data.movements.map((m) => ({ day: m.businessDate, balance: m.balance })),
            { day: data.to, balance: data.closingBalance },
          ]
        : [],
    [data],
  );
  return (
    <Section title="Statement">
      <form className="filters" onSubmit={list.submit} aria-label="Statement range">
        <Field label="From day">
          <input type="date" value={form.from} onChange={(e) => list.set('from', e.target.value)} />
        </Field>
        <Field label="To day">
          <input type="date" value={form.to} onChange={(e) => list.set('to', e.target.value)} />
        </Field>
        <button type="submit">Show</button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <div className="list-tools">
            <span className="total">
              {data.from} to {data.to}: {data.movements.length} {data.movements.length === 1 ? 'movement' : 'movements'}
            </span>
            <DownloadButton
              label="Export CSV"
              download={accountStatementCsv(depositAccountId, { from: data.from, to: data.to })}
              filename={`statement-${depositAccountId}-${data.from}-to-${data.to}.csv`}
            />
          </div>
          <BalanceChart
            points={points}
            currencyCode={currencyCode}
            label={`Balance from ${money(data.openingBalance)} ${currencyCode} on ${data.from} to ${money(data.closingBalance)} ${currencyCode} on ${data.to}; every figure is in the statement table.`}
          />
          <table className="statement">
            <thead>
              <tr>
                <th scope="col">Business date</th>
                <th scope="col">Movement</th>
                <th scope="col">Instruction</th>
                <th scope="col">Batch</th>
                <th scope="col">Bank payment</th>
                <th scope="col" className="money">
                  Amount
                </th>
                <th scope="col" className="money">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="balance-row">
                <td>{data.from}</td>
                <th scope="row">Opening balance</th>
                <td />
                <td />
                <td />
                <td />
                <MoneyCell amount={data.openingBalance} currency={currencyCode} />
              </tr>
              {data.movements.map((m) => (
                <tr key={m.entryId}>
                  <td>{m.businessDate}</td>
                  <td>{m.entryType}</td>
                  <td>
                    {m.instruction ? (
                      <Link to={`/instructions/${data.account.financialPartnerId}/${m.instruction.instructionReference}`}>{m.instruction.instructionReference}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{m.instruction ? <Link to={`/batches/${m.instruction.instructionBatchId}`}>{m.instruction.instructionBatchId.slice(0, 8)}</Link> : '—'}</td>
                  <td>{m.instruction ? <BankPayments payments={m.instruction.bankPayments} /> : '—'}</td>
                  <MoneyCell amount={m.amount} currency={currencyCode} />
                  <MoneyCell amount={m.balance} currency={currencyCode} />
                </tr>
              ))}
              <tr className="balance-row">
                <td>{data.to}</td>
                <th scope="row">Closing balance</th>
                <td />
                <td />
                <td />
                <td />
                <MoneyCell amount={data.closingBalance} currency={currencyCode} />
              </tr>
            </tbody>
          </table>
          {data.truncated ? <p className="hint">More movements than a statement shows at once: choose a shorter range.</p> : null}
          <h3>Pending</h3>
          {data.pending.length === 0 ? (
            <p>Nothing on its way.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Instruction</th>
                  <th scope="col">Type</th>
                  <th scope="col">Settles</th>
                  <th scope="col">Batch</th>
                  <th scope="col">Bank payment</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.pending.map((p) => (
                  <tr key={p.instructionId}>
                    <td>
                      <Link to={`/instructions/${data.account.financialPartnerId}/${p.instructionReference}`}>{p.instructionReference}</Link>
                    </td>
                    <td>{p.isClosure ? 'closure' : p.instructionType}</td>
                    <td>{p.dateToBeActioned}</td>
                    <td>
                      <Link to={`/batches/${p.instructionBatchId}`}>{p.instructionBatchId.slice(0, 8)}</Link>
                    </td>
                    <td>
                      <BankPayments payments={p.bankPayments} />
                    </td>
                    <MoneyCell amount={p.isClosure ? null : p.amount} currency={currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </Section>
  );
}
