/** The audit log: every operator write, newest first, with the object before and after. */
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { api, query } from '../api';
import { instant } from '../format';
import { ErrorMessage, Field, Loading, useLoad } from '../ui';

interface AuditEntry {
  auditId: string;
  occurredAtUtc: string;
  operatorName: string;
  operatorRole: string;
  method: string;
  endpoint: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

const FILTERS = ['operatorName', 'objectType', 'objectId', 'before'] as const;

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const [form, setForm] = useState(current);
  // Keyed on the query string: `current` is a new object at every render.
  const search = query({ ...current, limit: 50 });
  const { data, error, loading } = useLoad(useCallback(() => api<{ entries: AuditEntry[] }>('GET', `/operator/audit${search}`), [search]));
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
            {['partner', 'introducer', 'operator-key', 'institution', 'product', 'product-issue', 'catalogue', 'batch', 'instruction-request'].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Object id">
          <input value={form.objectId} onChange={(e) => setForm({ ...form, objectId: e.target.value })} placeholder="e.g. FT24#1" />
        </Field>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
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
                    <code>
                      {e.method} {e.endpoint}
                    </code>
                  </td>
                  <td>
                    {e.objectType} <code>{e.objectId}</code>
                  </td>
                  <td>
                    <details>
                      <summary>Before and after</summary>
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
