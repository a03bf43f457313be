/** Uploading a bank file (admin): camt.053, camt.054 or pain.002, its text sent as application/xml. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { type UploadResult, useUploadBankFile } from '../../hooks/api/bank-statements';
import { KINDS } from './message-kinds';

export function UploadForm() {
  const [file, setFile] = useState<File | undefined>();
  const [result, setResult] = useState<UploadResult | undefined>();
  const uploading = useUploadBankFile();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setResult(undefined);
    void uploading.mutate(file, { onSuccess: setResult });
  }
  return (
    <Section title="Upload a bank file">
      <form className="filters" onSubmit={submit} aria-label="Upload a bank file">
        <Field label="Bank file (camt.053, camt.054 or pain.002 XML)">
          <input type="file" accept=".xml,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0])} required />
        </Field>
        <button type="submit" className="primary" disabled={uploading.busy || !file}>
          Upload
        </button>
      </form>
      <ErrorMessage error={uploading.error} />
      {result ? (
        <div role="status">
          <p className="ok-text">{result.created ? 'Stored:' : 'This file had been stored before; nothing changed:'}</p>
          <ul>
            {result.statements.map((s) => (
              <li key={s.header.bankStatementId}>
                <Link to={`/bank-statements/${encodeURIComponent(s.header.bankStatementId)}`}>{s.header.statementId}</Link> ({KINDS[s.header.messageKind]}), {s.entries.length}{' '}
                entries, {s.entries.filter((e) => e.status === 'unmatched').length} unmatched{s.outcome === 'duplicate' && result.created ? ' (stored before)' : ''}
              </li>
            ))}
          </ul>
          {result.refused.length > 0 ? (
            <>
              <p className="bad-text">Refused, nothing of them written:</p>
              <ul>
                {result.refused.map((r) => (
                  <li key={r.statementId}>
                    {r.statementId} ({r.error}): {r.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
