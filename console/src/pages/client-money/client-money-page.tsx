/**
 * Client money: the daily client-money reconciliation runs (an admin runs one now); one run's page is
 * client-money-run-page.tsx, the margin income another page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { clientMoneyRunsCsv, type Run, useClientMoneyRuns } from '../../hooks/api/client-money';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { RunBadge } from './run-badge';
import { RunNow } from './run-now';

const FILTERS = ['from', 'to', 'ok'] as const;

export function ClientMoneyPage() {
  const { canWrite } = useOperator();
  const list = useListFilters(FILTERS);
  const { applied, form } = list;
  const { data, error, loading } = useClientMoneyRuns(applied, list.page);
  const [ran, setRan] = useState<Run | undefined>();
  return (
    <>
      <h1>Client money</h1>
      <p>
        <Link to="/income">Margin income</Link>
      </p>
      {canWrite ? <RunNow onRun={setRan} /> : null}
      {ran ? (
        <p role="status" className={ran.ok ? 'ok-text' : 'bad-text'}>
          Run as at {ran.asAt}: {ran.ok ? 'no breaks.' : `${ran.breakCount} break${ran.breakCount === 1 ? '' : 's'}.`}{' '}
          <Link to={`/client-money/${encodeURIComponent(ran.reconciliationId)}`}>See the run</Link>
        </p>
      ) : null}
      <Section title="Reconciliation runs">
        <form className="filters" onSubmit={list.submit} aria-label="Find reconciliation runs">
          <Field label="As at from">
            <input type="date" value={form.from} onChange={(e) => list.set('from', e.target.value)} />
          </Field>
          <Field label="As at to">
            <input type="date" value={form.to} onChange={(e) => list.set('to', e.target.value)} />
          </Field>
          <Field label="Result">
            <select value={form.ok} onChange={(e) => list.set('ok', e.target.value)}>
              <option value="">Any</option>
              <option value="true">OK</option>
              <option value="false">With breaks</option>
            </select>
          </Field>
          <button type="submit" className="primary">
            Find runs
          </button>
        </form>
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="runs">
          <ExportCsvButton download={clientMoneyRunsCsv(applied)} filename="client-money-reconciliations" />
        </ListTools>
        {data ? (
          data.reconciliations.length === 0 ? (
            <p>No run matches.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">As at</th>
                  <th scope="col">Ran</th>
                  <th scope="col">By</th>
                  <th scope="col">Result</th>
                  <th scope="col">Action taken</th>
                </tr>
              </thead>
              <tbody>
                {data.reconciliations.map((r) => (
                  <tr key={r.reconciliationId}>
                    <td>
                      <Link to={`/client-money/${encodeURIComponent(r.reconciliationId)}`}>{r.asAt}</Link>
                    </td>
                    <td>{instant(r.ranAtUtc)}</td>
                    <td>
                      {r.ranBy} ({r.trigger})
                    </td>
                    <td>
                      <RunBadge run={r} />
                    </td>
                    <td>{r.actionTaken}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="runs" />
      </Section>
    </>
  );
}
