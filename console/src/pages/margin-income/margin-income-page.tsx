/** The platform's margin income per institution, currency and month (months in the address). */
import { Navigate, useSearchParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, MoneyCell } from '../../components/layout';
import { ExportCsvButton } from '../../components/download-button';
import { marginIncomeCsv, useMarginIncome } from '../../hooks/api/books';
import { usePlatformToday } from '../../hooks/api/clock';
import { useListFilters } from '../../hooks/use-list-filters';
import { query } from '../../lib/query';

/** Margin income by month; with no months in the address, this year to this month of the platform's clock (never the browser's). */
export function MarginIncomePage() {
  const [params] = useSearchParams();
  const { today, error } = usePlatformToday();
  if (params.get('from') && params.get('to')) return <MarginIncomeOfMonths />;
  if (error) return <ErrorMessage error={error} />;
  if (!today) return <Loading when />;
  return <Navigate to={`/income${query({ from: params.get('from') || `${today.slice(0, 4)}-01`, to: params.get('to') || today.slice(0, 7) })}`} replace />;
}

function MarginIncomeOfMonths() {
  const list = useListFilters(['from', 'to']);
  const { form } = list;
  const { data, error, loading } = useMarginIncome(list.applied);
  return (
    <>
      <h1>Margin income</h1>
      <p className="hint">What the margin-accrual transfers booked: gross interest less the net interest clients earn, per institution, currency and month.</p>
      <form className="filters" onSubmit={list.submit} aria-label="Margin income of months">
        <Field label="From month">
          <input type="month" value={form.from} onChange={(e) => list.set('from', e.target.value)} required />
        </Field>
        <Field label="To month">
          <input type="month" value={form.to} onChange={(e) => list.set('to', e.target.value)} required />
        </Field>
        <button type="submit" className="primary">
          Show income
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data && data.income.length > 0 ? (
        <p>
          <ExportCsvButton download={marginIncomeCsv(list.applied)} filename={`margin-income-${data.from}-${data.to}`} />
        </p>
      ) : null}
      {data ? (
        data.income.length === 0 ? (
          <p>
            No margin booked from {data.from} to {data.to}.
          </p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Institution</th>
                <th scope="col" className="money">
                  Margin
                </th>
              </tr>
            </thead>
            <tbody>
              {data.income.map((r) => (
                <tr key={`${r.month} ${r.financialInstitutionId} ${r.currencyCode}`}>
                  <td>{r.month}</td>
                  <td>{r.financialInstitutionId}</td>
                  <MoneyCell amount={r.marginAmount} currency={r.currencyCode} />
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </>
  );
}
