/**
 * The bank files in quarantine (docs/bank-files.md "Quarantine"): refused for breaking their official XSD but
 * otherwise readable, nothing of them booked; an admin accepts one for booking with a reason, after a
 * confirmation, and under four eyes another admin approves it.
 */
import { useState } from 'react';
import { Confirm } from '../../components/dialogs';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { ProposedNotice } from '../../components/proposed';
import { type QuarantinedFile, quarantinedFilesCsv, useAcceptQuarantinedFile, useQuarantinedFiles } from '../../hooks/api/bank-statements';
import type { Proposal } from '../../hooks/api/proposals';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { instant } from '../../lib/format';
import { BankStatementsNav } from './bank-statements-nav';

export function QuarantinePage() {
  const { canWrite } = useOperator();
  const list = useListFilters([]);
  const { data, error, loading } = useQuarantinedFiles(list.page);
  const [accepting, setAccepting] = useState<QuarantinedFile | undefined>();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [accepted, setAccepted] = useState<QuarantinedFile | undefined>();
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const acceptance = useAcceptQuarantinedFile();

  function start(file: QuarantinedFile) {
    setAccepting(file);
    setReason('');
    setConfirming(false);
    acceptance.reset();
    setAccepted(undefined);
    setProposed(undefined);
  }
  function accept(file: QuarantinedFile) {
    void acceptance.mutate(
      { quarantinedFileId: file.quarantinedFileId, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setAccepted(result.applied);
          setProposed(result.proposal);
          setAccepting(undefined);
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  }
  return (
    <>
      <h1>Quarantine</h1>
      <BankStatementsNav />
      <p className="hint">Bank files refused for breaking their official XSD but otherwise readable: nothing of them is booked until two admins accept them for booking.</p>
      {accepted ? (
        <p role="status" className="ok-text">
          Accepted and booked as {accepted.bookedStatementIds?.length ?? 0} statement(s).
        </p>
      ) : null}
      {proposed ? <ProposedNotice proposal={proposed} /> : null}
      {canWrite && accepting ? (
        <Section title="Accept a file for booking">
          <p>
            {accepting.messageVersion}, uploaded by {accepting.uploadedBy} {instant(accepting.uploadedAtUtc)}: {accepting.schemaProblemCount} schema problem(s), the first{' '}
            {accepting.firstSchemaProblem}
          </p>
          <form
            className="filters"
            aria-label="Accept the file"
            onSubmit={(e) => {
              e.preventDefault();
              setConfirming(true);
            }}
          >
            <Field label="Reason">
              <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
            </Field>
            <button type="submit" className="primary" disabled={acceptance.busy || confirming}>
              Review the acceptance…
            </button>{' '}
            <button type="button" onClick={() => setAccepting(undefined)} disabled={acceptance.busy}>
              Cancel
            </button>
          </form>
          {confirming ? (
            <Confirm
              busy={acceptance.busy}
              message={`Book the ${accepting.messageVersion} file despite its XSD? Its statements are booked as an upload's (with four eyes on, once another admin approves).`}
              onConfirm={() => accept(accepting)}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Section>
      ) : null}
      <ErrorMessage error={acceptance.error} />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="files in quarantine">
        <ExportCsvButton download={quarantinedFilesCsv()} filename="quarantined-bank-files" />
      </ListTools>
      {data ? (
        data.files.length === 0 ? (
          <p>No bank file is in quarantine.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Uploaded</th>
                <th scope="col">Version</th>
                <th scope="col">Schema problems</th>
                <th scope="col">Status</th>
                <th scope="col">Accepted</th>
                {canWrite ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.files.map((f) => (
                <tr key={f.quarantinedFileId}>
                  <td>
                    {instant(f.uploadedAtUtc)} by {f.uploadedBy}
                  </td>
                  <td>{f.messageVersion}</td>
                  <td>
                    {f.schemaProblemCount}: {f.firstSchemaProblem}
                  </td>
                  <td>{f.status}</td>
                  <td>{f.acceptedBy ? `${f.acceptedProposedBy ?? ''} and ${f.acceptedBy}: ${f.acceptedReason ?? ''}` : '—'}</td>
                  {canWrite ? (
                    <td>
                      {f.status === 'quarantined' ? (
                        <button type="button" onClick={() => start(f)} aria-label={`Accept the ${f.messageVersion} file uploaded ${instant(f.uploadedAtUtc)}`}>
                          Accept…
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="files in quarantine" />
    </>
  );
}
