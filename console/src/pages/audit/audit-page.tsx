/**
 * The audit log: every operator write, newest first, for people: the path
 * called, the object by name, and what changed field by field (money with its
 * currency, rates as percentages, a list item by item, as the API writes them); the exact
 * snapshots one click away.
 */
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field } from '../../components/layout';
import { ListTools } from '../../components/list';
import { AUDIT_PAGE, auditCsv, useAuditLog } from '../../hooks/api/audit';
import { useListFilters } from '../../hooks/use-list-filters';
import { instant } from '../../lib/format';

const FILTERS = ['operatorName', 'objectType', 'objectId', 'fromDay', 'toDay'] as const;

const OBJECT_TYPES = [
  'partner',
  'introducer',
  'operator-key',
  'institution',
  'product',
  'product-issue',
  'catalogue',
  'batch',
  'instruction-request',
  'payment-item',
  'bank-statement',
  'bank-statement-entry',
  'client-money-account',
  'client-money-reconciliation',
  'institution-bank-settings',
  'institution-bank-account',
  'fscs-limit',
  'calendar',
  'calendar-change',
  'change-proposal',
];

/** One side of a change: its readable text, or a list item by item (an issue version's documents), as the API writes them. */
function ChangedValue({ text, items }: { text: string | null; items?: string[] }) {
  if (items && items.length > 0) {
    return (
      <ul className="items">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  }
  return <>{text ?? '—'}</>;
}

export function AuditPage() {
  // The filters and the `before` cursor (Older entries) live in the address; a new search starts at the newest.
  const list = useListFilters(FILTERS);
  const filters = { ...list.applied, before: list.param('before') };
  const { data, error, loading } = useAuditLog(filters);
  const form = list.form;
  const last = data?.entries[data.entries.length - 1];
  return (
    <>
      <h1>Audit log</h1>
      <form className="filters" onSubmit={list.submit} aria-label="Search the audit log">
        <Field label="Operator">
          <input value={form.operatorName} onChange={(e) => list.set('operatorName', e.target.value)} />
        </Field>
        <Field label="Object type">
          <select value={form.objectType} onChange={(e) => list.set('objectType', e.target.value)}>
            <option value="">Any</option>
            {OBJECT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Object id">
          <input value={form.objectId} onChange={(e) => list.set('objectId', e.target.value)} placeholder="e.g. FT24#1" />
        </Field>
        <Field label="From day">
          <input type="date" value={form.fromDay} onChange={(e) => list.set('fromDay', e.target.value)} />
        </Field>
        <Field label="To day">
          <input type="date" value={form.toDay} onChange={(e) => list.set('toDay', e.target.value)} />
        </Field>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="entries">
        <ExportCsvButton download={auditCsv(filters)} filename="audit-log" />
      </ListTools>
      {data ? (
        data.entries.length === 0 ? (
          <p>No operator write matches.</p>
        ) : (
          <table className="audit">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Object</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.auditId}>
                  <td>{instant(e.occurredAtUtc)}</td>
                  <td>
                    {e.operatorName} <span className="note">({e.operatorRole})</span>
                  </td>
                  <td>
                    <code title={`route ${e.endpoint}`}>
                      {e.method} {e.path ?? e.endpoint}
                    </code>
                  </td>
                  <td>
                    {e.objectName ? <strong>{e.objectName}</strong> : null} <span className="note">{e.objectType}</span> <code title={e.objectId}>{e.objectId}</code>
                  </td>
                  <td>
                    {e.changes.length === 0 ? (
                      <span className="note">no field changed</span>
                    ) : (
                      <table className="changes" aria-label="What changed">
                        <tbody>
                          {e.changes.map((c) => (
                            <tr key={c.field}>
                              <th scope="row">{c.field}</th>
                              <td>
                                <ChangedValue text={c.before} items={c.beforeItems} />
                              </td>
                              <td aria-hidden="true">→</td>
                              <td>
                                <ChangedValue text={c.after} items={c.afterItems} />
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )}
                    <details>
                      <summary>Exact snapshots</summary>
                      <div className="diff">
                        <div>
                          <h4>Before</h4>
                          <pre>{JSON.stringify(e.before, null, 2)}</pre>
                        </div>
                        <div>
                          <h4>After</h4>
                          <pre>{JSON.stringify(e.after, null, 2)}</pre>
                        </div>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {data && data.entries.length === AUDIT_PAGE && last ? (
        <button type="button" onClick={() => list.merge({ before: last.auditId })}>
          Older entries
        </button>
      ) : null}
    </>
  );
}
