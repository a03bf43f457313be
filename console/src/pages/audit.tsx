/**
 * The audit log: every operator write, newest first, for people: the path
 * called, the object by name, and what changed field by field (money with its
 * currency, rates as percentages, as the API writes them); the exact
 * snapshots one click away.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { api, query } from '../api';
import { instant } from '../format';
import { ErrorMessage, ExportCsvButton, Field, ListTools, Loading, useLoad } from '../ui';

interface AuditEntry {
  auditId: string;
  occurredAtUtc: string;
  operatorName: string;
  operatorRole: string;
  method: string;
  endpoint: string;
  path: string | null;
  objectType: string;
  objectId: string;
  objectName: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  before: unknown;
  after: unknown;
}

const FILTERS = ['operatorName', 'objectType', 'objectId', 'fromDay', 'toDay', 'before'] as const;

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
];

/** The day after a YYYY-MM-DD day, for an inclusive "to" day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const [form, setForm] = useState(current);
  // Keyed on the query string: `current` is a new object at every render.
  const { fromDay, toDay, ...filters } = current;
  const apiFilters = {
    ...filters,
    from: /^\d{4}-\d{2}-\d{2}$/.test(fromDay) ? `${fromDay}T00:00:00Z` : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(toDay) ? `${nextDay(toDay)}T00:00:00Z` : '',
  };
  const search = query({ ...apiFilters, limit: 50 });
  const { data, error, loading } = useLoad(
    useCallback(() => api<{ entries: AuditEntry[]; totalCount: number; totalCountCapped: boolean }>('GET', `/operator/audit${search}`), [search]),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries({ ...form, before: '' }).filter(([, v]) => v.trim() !== '')));
  }
  const last = data?.entries[data.entries.length - 1];
  return (
    <>
      <h1>Audit log</h1>
      <form className="filters" onSubmit={submit} aria-label="Search the audit log">
        <Field label="Operator">
          <input value={form.operatorName} onChange={(e) => setForm({ ...form, operatorName: e.target.value })} />
        </Field>
        <Field label="Object type">
          <select value={form.objectType} onChange={(e) => setForm({ ...form, objectType: e.target.value })}>
            <option value="">Any</option>
            {OBJECT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Object id">
          <input value={form.objectId} onChange={(e) => setForm({ ...form, objectId: e.target.value })} placeholder="e.g. FT24#1" />
        </Field>
        <Field label="From day">
          <input type="date" value={form.fromDay} onChange={(e) => setForm({ ...form, fromDay: e.target.value })} />
        </Field>
        <Field label="To day">
          <input type="date" value={form.toDay} onChange={(e) => setForm({ ...form, toDay: e.target.value })} />
        </Field>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="entries">
        <ExportCsvButton path="/operator/audit" filters={apiFilters} filename="audit-log" />
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
                              <td>{c.before ?? '—'}</td>
                              <td aria-hidden="true">→</td>
                              <td>{c.after ?? '—'}</td>
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
      {data && data.entries.length === 50 && last ? (
        <button type="button" onClick={() => setParams({ ...Object.fromEntries(params), before: last.auditId })}>
          Older entries
        </button>
      ) : null}
    </>
  );
}
