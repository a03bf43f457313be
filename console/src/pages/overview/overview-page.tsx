/** The day at a glance: batches by state, those waiting for their partner, the queue, rejections, reconciliation. */
import { Link, useSearchParams } from 'react-router';
import { BatchTable } from '../../components/batch-table';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, MoneyCell, Section, StatusBadge } from '../../components/layout';
import { useOverview } from '../../hooks/api/overview';
import { useWaitingProposals } from '../../hooks/api/proposals';
import { query } from '../../lib/query';

export function OverviewPage() {
  // The day chosen lives in the address (?date=), so a reload keeps it; none: the platform's own day (its clock,
  // which the sandbox can move), not the browser's.
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const setDate = (day: string) => setParams({ date: day });
  const { data, error, loading } = useOverview(date);
  // Changes to money waiting for a second admin (four eyes): one row asked, its total shown.
  const waiting = useWaitingProposals().data;
  return (
    <>
      <h1>Overview</h1>
      <Field label="Day">
        <input type="date" value={date || data?.date || ''} onChange={(e) => e.target.value && setDate(e.target.value)} />
      </Field>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <div className="tiles">
            <div className="tile">
              <span className="tile-label">Waiting for the partner</span>
              <span className="tile-value">
                <Link to={`/batches${query({ from: data.date, to: data.date, status: 'Locked' })}`}>{data.waitingForPartner.length}</Link>
              </span>
            </div>
            <div className="tile">
              <span className="tile-label">Created queue</span>
              <span className="tile-value">
                <Link to="/instructions?status=Created">{data.createdQueue.count}</Link>
              </span>
              <span className="tile-note">processing lag {data.createdQueue.lagSeconds} s</span>
            </div>
            <div className="tile">
              <span className="tile-label">Rejections on the day</span>
              <span className="tile-value">
                <Link to={`/instructions${query({ status: 'Rejected', processedDay: data.date })}`}>{data.rejectionsToday}</Link>
              </span>
              <span className="tile-note">
                <Link to="/instructions?failed=true">{data.rejectedAfterProcessingFailures} after processing failures</Link>
              </span>
            </div>
            {waiting ? (
              <div className="tile">
                <span className="tile-label">Waiting for approval</span>
                <span className="tile-value">
                  <Link to="/approvals">{waiting.totalCount}</Link>
                </span>
                <span className="tile-note">changes proposed, for another admin</span>
              </div>
            ) : null}
            <div className={`tile ${data.reconciliation.ok ? 'ok' : 'bad'}`}>
              <span className="tile-label">Reconciliation</span>
              <span className="tile-value">{data.reconciliation.ok ? 'OK' : `${data.reconciliation.failingChecks.length} failing`}</span>
              <span className="tile-note">
                <Link to="/reconciliation">See the checks</Link>
              </span>
            </div>
          </div>

          <Section title="Batches waiting for the partner">
            {data.waitingForPartner.length === 0 ? <p>No batch of {data.date} is waiting for its partner.</p> : <BatchTable batches={data.waitingForPartner} />}
          </Section>

          <Section title={`Batches of ${data.date} by state`}>
            {data.batches.length === 0 ? (
              <p>No batch on {data.date}.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    <th scope="col">Type</th>
                    <th scope="col">Batches</th>
                    <th scope="col">Instructions</th>
                    <th scope="col" className="money">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.batches.map((g) => (
                    <tr key={`${g.instructionBatchStatus}-${g.instructionType}-${g.currencyCode}`}>
                      <td>
                        <Link to={`/batches?from=${data.date}&to=${data.date}&status=${g.instructionBatchStatus}`}>
                          <StatusBadge status={g.instructionBatchStatus} />
                        </Link>
                      </td>
                      <td>{g.instructionType}</td>
                      <td className="number">{g.batchCount}</td>
                      <td className="number">{g.instructionCount}</td>
                      <MoneyCell amount={g.totalAmount} currency={g.currencyCode} />
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
