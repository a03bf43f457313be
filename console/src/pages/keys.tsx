/** Operator keys: who may use the operator API, with which role; create (shown once) and revoke. */
import { useCallback, useState, type FormEvent } from 'react';
import { api, type Page, query } from '../api';
import { instant } from '../format';
import { useOperator } from '../session';
import { Confirm, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, Pager, Section, ShownOnce, useLoad } from '../ui';

interface OperatorKey {
  operatorKeyId: string;
  name: string;
  role: 'viewer' | 'admin';
  keyPrefix: string;
  createdAtUtc: string;
  createdBy: string;
  revokedAtUtc: string | null;
  revokedBy: string | null;
}

export function KeysPage() {
  const { canWrite, operatorKeyId: ownKeyId } = useOperator();
  const [includeRevoked, setIncludeRevoked] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const { data, error, loading, reload } = useLoad(
    useCallback(
      () => api<{ operatorKeys: OperatorKey[] } & Page>('GET', `/operator/operator-keys${query({ includeRevoked, pageNumber, pageSize: 50 })}`),
      [includeRevoked, pageNumber],
    ),
  );
  const [form, setForm] = useState({ name: '', role: 'viewer' });
  const [created, setCreated] = useState<(OperatorKey & { key: string }) | undefined>();
  const [revoking, setRevoking] = useState<OperatorKey | undefined>();
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setActionError(undefined);
    try {
      await action();
      reload();
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  }
  function create(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      setCreated(await api<OperatorKey & { key: string }>('POST', '/operator/operator-keys', form));
      setForm({ name: '', role: 'viewer' });
    });
  }
  return (
    <>
      <h1>Operator keys</h1>
      {created ? <ShownOnce title={`Key of ${created.name} (${created.role})`} values={{ 'Operator key': created.key }} onDone={() => setCreated(undefined)} /> : null}
      {canWrite ? (
        <Section title="Create a key">
          <form className="filters" onSubmit={create} aria-label="Create an operator key">
            <Field label="Name (a person or a system)">
              <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={100} />
            </Field>
            <Field label="Role">
              <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value })}>
                <option value="viewer">viewer (reads only)</option>
                <option value="admin">admin (reads and writes)</option>
              </select>
            </Field>
            <button type="submit" className="primary" disabled={busy}>
              Create key
            </button>
          </form>
        </Section>
      ) : null}
      {revoking ? (
        <Confirm
          busy={busy}
          message={`Revoke the key of ${revoking.name}? Calls with it answer 401 from now on.`}
          onConfirm={() =>
            void act(async () => {
              await api('DELETE', `/operator/operator-keys/${encodeURIComponent(revoking.operatorKeyId)}`);
              setRevoking(undefined);
            })
          }
          onCancel={() => setRevoking(undefined)}
        />
      ) : null}
      <ErrorMessage error={actionError} />
      <label className="check">
        <input
          type="checkbox"
          checked={includeRevoked}
          onChange={(e) => {
            setIncludeRevoked(e.target.checked);
            setPageNumber(1);
          }}
        />{' '}
        Show revoked keys too
      </label>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="keys">
        <ExportCsvButton path="/operator/operator-keys" filters={{ includeRevoked }} filename="operator-keys" />
      </ListTools>
      {data ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Key starts</th>
              <th scope="col">Created</th>
              <th scope="col">Revoked</th>
              {canWrite ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.operatorKeys.map((k) => (
              <tr key={k.operatorKeyId}>
                <td>{k.name}</td>
                <td>{k.role}</td>
                <td>
                  <code>{k.keyPrefix}…</code>
                </td>
                <td>
                  {instant(k.createdAtUtc)} by {k.createdBy}
                </td>
                <td>{k.revokedAtUtc ? `${instant(k.revokedAtUtc)} by ${k.revokedBy}` : '—'}</td>
                {canWrite ? (
                  <td>
                    {!k.revokedAtUtc && k.operatorKeyId !== ownKeyId ? (
                      <button type="button" onClick={() => setRevoking(k)} aria-label={`Revoke the key of ${k.name}`}>
                        Revoke
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={data} onPage={setPageNumber} noun="keys" />
    </>
  );
}
