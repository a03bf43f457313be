/** Reconciliation: every money invariant, with the rows that break it linked to their pages. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Section } from '../../components/layout';
import { useReconciliation } from '../../hooks/api/reconciliation';
import { instant } from '../../lib/format';

/** The page an offending row's value belongs to, when the row names one (ids in snake_case or camelCase). */
function linked(column: string, value: unknown, row: Record<string, unknown>): ReactNode {
  const text = value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const partner = (row.financial_partner_id ?? row.financialPartnerId) as string | undefined;
  const key = column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (typeof value !== 'string') return text;
  if (key === 'depositAccountId') return <Link to={`/accounts/${value}`}>{value}</Link>;
  if (key === 'instructionBatchId') return <Link to={`/batches/${value}`}>{value}</Link>;
  if ((key === 'instructionReference' || key === 'requestReference') && partner) return <Link to={`/instructions/${partner}/${value}`}>{value}</Link>;
  if (key === 'clientReference' && partner) return <Link to={`/clients/${partner}/${value}`}>{value}</Link>;
  if (key === 'productId') return <Link to={`/catalogue/products/${encodeURIComponent(value)}`}>{value}</Link>;
  return text;
}

export function ReconciliationPage() {
  const { data, error, loading, reload } = useReconciliation();
  return (
    <>
      <h1>Reconciliation</h1>
      <p>
        <button type="button" onClick={reload} disabled={loading}>
          Run the checks again
        </button>
      </p>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        <>
          <p role="status" className={data.ok ? 'ok-text' : 'bad-text'}>
            {data.ok ? 'Every check passes.' : `${data.checks.filter((c) => !c.ok).length} of ${data.checks.length} checks fail.`} Checked at {instant(data.checkedAt)}.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Check</th>
                <th scope="col">What it states</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {data.checks.map((c) => (
                <tr key={c.name}>
                  <td>{c.ok ? c.name : <a href={`#check-${c.name}`}>{c.name}</a>}</td>
                  <td>{c.description}</td>
                  <td>
                    <span className={`badge ${c.ok ? 'badge-ok' : 'badge-failing'}`}>{c.ok ? 'OK' : `${c.offending.length} offending`}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.checks
            .filter((c) => !c.ok)
            .map((c) => {
              const columns = [...new Set(c.offending.flatMap((row) => Object.keys(row)))];
              return (
                <Section key={c.name} title={`Offending rows: ${c.name}`}>
                  <table id={`check-${c.name}`}>
                    <thead>
                      <tr>
                        {columns.map((col) => (
                          <th key={col} scope="col">
                            {col}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {c.offending.map((row, n) => (
                        <tr key={n}>
                          {columns.map((col) => (
                            <td key={col}>{linked(col, row[col], row)}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Section>
              );
            })}
        </>
      ) : null}
    </>
  );
}
