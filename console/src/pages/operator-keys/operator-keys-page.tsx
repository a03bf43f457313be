/** Operator keys: who may use the operator API, with which role; create (shown once; an admin key under four eyes is proposed) and revoke. */
import { type FormEvent, useState } from 'react';
import { Confirm, ShownOnce } from '../../components/dialogs';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { ProposedNotice } from '../../components/proposed';
import {
  type CreatedOperatorKey,
  type NewOperatorKey,
  type OperatorKey,
  operatorKeysCsv,
  useCreateOperatorKey,
  useOperatorKeys,
  useRevokeOperatorKey,
} from '../../hooks/api/operator-keys';
import type { Proposal, Submitted } from '../../hooks/api/proposals';
import { together } from '../../hooks/use-api';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';

export function OperatorKeysPage() {
  const { canWrite, operatorKeyId: ownKeyId } = useOperator();
  const [includeRevoked, setIncludeRevoked] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const { data, error, loading } = useOperatorKeys({ includeRevoked, pageNumber });
  const [form, setForm] = useState<NewOperatorKey>({ name: '', role: 'viewer' });
  // The key (201, shown once) or, for an admin key under four eyes, the proposal (202): no key exists yet.
  const [created, setCreated] = useState<Submitted<CreatedOperatorKey> | undefined>();
  const [revoking, setRevoking] = useState<OperatorKey | undefined>();
  // An admin key's revocation under four eyes is a proposal (202): the key works until another admin approves it.
  const [revocationProposed, setRevocationProposed] = useState<Proposal | undefined>();
  const creation = useCreateOperatorKey();
  const revocation = useRevokeOperatorKey();
  const writes = together(creation, revocation);

  function create(event: FormEvent) {
    event.preventDefault();
    writes.reset();
    setCreated(undefined);
    setRevocationProposed(undefined);
    void creation.mutate(form, {
      onSuccess: (key) => {
        setCreated(key);
        setForm({ name: '', role: 'viewer' });
      },
    });
  }
  return (
    <>
      <h1>Operator keys</h1>
      {created?.applied ? (
        <ShownOnce title={`Key of ${created.applied.name} (${created.applied.role})`} values={{ 'Operator key': created.applied.key }} onDone={() => setCreated(undefined)} />
      ) : null}
      {created?.proposal ? <ProposedNotice proposal={created.proposal} /> : null}
      {revocationProposed ? <ProposedNotice proposal={revocationProposed} /> : null}
      {canWrite ? (
        <Section title="Create a key">
          <form className="filters" onSubmit={create} aria-label="Create an operator key">
            <Field label="Name (a person or a system)">
              <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={100} />
            </Field>
            <Field label="Role">
              <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as NewOperatorKey['role'] })}>
                <option value="viewer">viewer (reads only)</option>
                <option value="admin">admin (reads and writes)</option>
              </select>
            </Field>
            <button type="submit" className="primary" disabled={writes.busy}>
              Create key
            </button>
          </form>
        </Section>
      ) : null}
      {revoking ? (
        <Confirm
          busy={writes.busy}
          message={
            revoking.role === 'admin'
              ? `Revoke the admin key of ${revoking.name}? With four eyes on, another admin approves it first; then calls with it answer 401.`
              : `Revoke the key of ${revoking.name}? Calls with it answer 401 from now on.`
          }
          onConfirm={() => {
            writes.reset();
            setCreated(undefined);
            void revocation.mutate(revoking.operatorKeyId, {
              onSuccess: (result) => {
                setRevoking(undefined);
                setRevocationProposed(result.proposal);
              },
            });
          }}
          onCancel={() => setRevoking(undefined)}
        />
      ) : null}
      <ErrorMessage error={writes.error} />
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
        <ExportCsvButton download={operatorKeysCsv({ includeRevoked })} filename="operator-keys" />
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
