/**
 * Bank statements: the platform's client-money accounts with the last statement read, the bank files
 * received (an admin uploads one), one statement with its entries, and the entries in suspense (an admin
 * resolves them).
 */
import { type ReactNode, useCallback, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, apiPostText, type Page, query } from '../api';
import { instant, money } from '../format';
import { useOperator } from '../session';
import { Confirm, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, MoneyCell, Pager, PartnerPicker, Section, StatusBadge, useLoad, usePaging } from '../ui';

interface StatementHeader {
  bankStatementId: string;
  messageKind: 'statement' | 'notification' | 'paymentStatusReport';
  messageVersion: string;
  messageId: string;
  statementId: string;
  sequenceNumber: number;
  accountIdentifier: string | null;
  currencyCode: string | null;
  openingBalance: number | null;
  openingDate: string | null;
  closingBalance: number | null;
  closingDate: string | null;
  originalMessageId: string | null;
  groupStatus: string | null;
  sha256: string;
  receivedAtUtc: string;
  receivedBy: string;
}

interface Entry {
  entryId: string;
  bankStatementId: string;
  position: number;
  entryStatus: string | null;
  amount: number | null;
  currencyCode: string | null;
  creditDebit: 'CRDT' | 'DBIT' | null;
  reversal: boolean;
  bookingDate: string | null;
  valueDate: string | null;
  endToEndId: string | null;
  paymentInformationId: string | null;
  accountServicerReference: string | null;
  remittance: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  statusReason: string | null;
  status: 'unmatched' | 'matched' | 'resolved' | 'recorded';
  matchedMovementId: string | null;
  resolution: { action: string; financialPartnerId: string | null; reason: string; resolvedBy: string; resolvedAtUtc: string } | null;
}

interface ClientMoneyAccount {
  currencyCode: string;
  accountName: string;
  bankName: string;
  sortCode: string | null;
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
  acknowledgementCountersignedOn: string | null;
  payable: boolean;
  lastStatementRead: { statementId: string; sequenceNumber: number; closingBalance: number; closingDate: string; readAtUtc: string } | null;
}

const KINDS: Record<StatementHeader['messageKind'], string> = {
  statement: 'statement (camt.053)',
  notification: 'notification (camt.054)',
  paymentStatusReport: 'status report (pain.002)',
};

function BankStatementsNav() {
  return (
    <p>
      <Link to="/bank-statements">Bank statements</Link> · <Link to="/bank-statements/unmatched">Unmatched entries</Link>
    </p>
  );
}

function accountOf(a: ClientMoneyAccount): string {
  return a.sortCode && a.accountNumber ? `${a.sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')} ${a.accountNumber}` : (a.iban ?? '—');
}

function ClientMoneyAccounts() {
  const { data, error, loading } = useLoad(useCallback(() => api<{ accounts: ClientMoneyAccount[]; currenciesWithoutAccount: string[] }>('GET', '/operator/bank-accounts'), []));
  return (
    <Section title="Client-money accounts">
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Account</th>
                <th scope="col">Acknowledged</th>
                <th scope="col">Last statement read</th>
                <th scope="col">Closing date</th>
                <th scope="col" className="money">
                  Closing balance
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((a) => (
                <tr key={a.currencyCode}>
                  <td>{a.currencyCode}</td>
                  <td>
                    {a.accountName}, {a.bankName}
                    <br />
                    <code>{accountOf(a)}</code>
                  </td>
                  <td>{a.acknowledgementCountersignedOn ?? 'not yet: no payment file pays from it'}</td>
                  <td>
                    {a.lastStatementRead
                      ? `${a.lastStatementRead.statementId} (no. ${a.lastStatementRead.sequenceNumber}), read ${instant(a.lastStatementRead.readAtUtc)}`
                      : 'none yet'}
                  </td>
                  <td>{a.lastStatementRead?.closingDate ?? '—'}</td>
                  <MoneyCell amount={a.lastStatementRead?.closingBalance} currency={a.lastStatementRead ? a.currencyCode : null} />
                </tr>
              ))}
            </tbody>
          </table>
          {data.currenciesWithoutAccount.length > 0 ? (
            <p className="hint">No client-money account in {data.currenciesWithoutAccount.join(', ')}: no payment runs in them.</p>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [result, setResult] = useState<{ created: boolean; statements: { header: StatementHeader; entries: Entry[] }[] } | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await apiPostText<NonNullable<typeof result>>('/operator/bank-statements', await file.text(), 'application/xml'));
      onUploaded();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title="Upload a bank file">
      <form className="filters" onSubmit={(e) => void submit(e)} aria-label="Upload a bank file">
        <Field label="Bank file (camt.053, camt.054 or pain.002 XML)">
          <input type="file" accept=".xml,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0])} required />
        </Field>
        <button type="submit" className="primary" disabled={busy || !file}>
          Upload
        </button>
      </form>
      <ErrorMessage error={error} />
      {result ? (
        <div role="status">
          <p className="ok-text">{result.created ? 'Stored:' : 'This file had been stored before; nothing changed:'}</p>
          <ul>
            {result.statements.map((s) => (
              <li key={s.header.bankStatementId}>
                <Link to={`/bank-statements/${encodeURIComponent(s.header.bankStatementId)}`}>{s.header.statementId}</Link> ({KINDS[s.header.messageKind]}), {s.entries.length}{' '}
                entries, {s.entries.filter((e) => e.status === 'unmatched').length} unmatched
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export function BankStatementsPage() {
  const { canWrite } = useOperator();
  const [params, setParams] = useSearchParams();
  const paging = usePaging(params, setParams);
  const search = query({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading, reload } = useLoad(useCallback(() => api<{ statements: StatementHeader[] } & Page>('GET', `/operator/bank-statements${search}`), [search]));
  return (
    <>
      <h1>Bank statements</h1>
      <BankStatementsNav />
      <ClientMoneyAccounts />
      {canWrite ? <UploadForm onUploaded={reload} /> : null}
      <Section title="Bank files received">
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="bank files">
          <ExportCsvButton path="/operator/bank-statements" filters={{}} filename="bank-statements" />
        </ListTools>
        {data ? (
          data.statements.length === 0 ? (
            <p>No bank file has been received.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Statement</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Account</th>
                  <th scope="col">Sequence</th>
                  <th scope="col">Closing date</th>
                  <th scope="col">Received</th>
                  <th scope="col" className="money">
                    Closing balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.statements.map((s) => (
                  <tr key={s.bankStatementId}>
                    <td>
                      <Link to={`/bank-statements/${encodeURIComponent(s.bankStatementId)}`}>{s.statementId}</Link>
                    </td>
                    <td>
                      {KINDS[s.messageKind]}
                      {s.groupStatus ? ` ${s.groupStatus}` : ''}
                    </td>
                    <td>
                      <code>{s.accountIdentifier ?? '—'}</code>
                    </td>
                    <td>{s.sequenceNumber}</td>
                    <td>{s.closingDate ?? '—'}</td>
                    <td>
                      {instant(s.receivedAtUtc)} by {s.receivedBy}
                    </td>
                    <MoneyCell amount={s.closingBalance} currency={s.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="bank files" />
      </Section>
    </>
  );
}

function EntriesTable({ entries, extra }: { entries: (Entry & { statementId?: string })[]; extra?: (e: Entry) => ReactNode }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Status</th>
          <th scope="col">Booked</th>
          <th scope="col">Direction</th>
          <th scope="col">EndToEndId</th>
          <th scope="col">Counterparty</th>
          <th scope="col">Remittance</th>
          <th scope="col" className="money">
            Amount
          </th>
          {extra ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.entryId}>
            <td>
              {e.statementId ? (
                <>
                  <Link to={`/bank-statements/${encodeURIComponent(e.bankStatementId)}`}>{e.statementId}</Link> #
                </>
              ) : null}
              {e.position}
            </td>
            <td>
              <StatusBadge status={e.status} /> {e.entryStatus ?? ''}
              {e.resolution
                ? ` (${e.resolution.action}${e.resolution.financialPartnerId ? ` ${e.resolution.financialPartnerId}` : ''} by ${e.resolution.resolvedBy}: ${e.resolution.reason})`
                : ''}
              {e.statusReason ? ` ${e.statusReason}` : ''}
            </td>
            <td>{e.bookingDate ?? '—'}</td>
            <td>
              {e.creditDebit === 'CRDT' ? 'in' : e.creditDebit === 'DBIT' ? 'out' : '—'}
              {e.reversal ? ' (reversal)' : ''}
            </td>
            <td>
              <code>{e.endToEndId ?? '—'}</code>
            </td>
            <td>
              {e.counterpartyName ?? '—'}
              {e.counterpartyAccount ? (
                <>
                  <br />
                  <code>{e.counterpartyAccount}</code>
                </>
              ) : null}
            </td>
            <td>{e.remittance ?? '—'}</td>
            <MoneyCell amount={e.amount} currency={e.currencyCode} />
            {extra ? <td>{extra(e)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BankStatementPage() {
  const { bankStatementId = '' } = useParams();
  const { data, error, loading } = useLoad(
    useCallback(() => api<{ header: StatementHeader; entries: Entry[] }>('GET', `/operator/bank-statements/${encodeURIComponent(bankStatementId)}`), [bankStatementId]),
  );
  const h = data?.header;
  return (
    <>
      <h1>Bank statement {h?.statementId ?? bankStatementId}</h1>
      <BankStatementsNav />
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {h && data ? (
        <>
          <dl className="facts">
            <dt>Kind</dt>
            <dd>
              {KINDS[h.messageKind]} · {h.messageVersion}
            </dd>
            <dt>Message</dt>
            <dd className="id">{h.messageId}</dd>
            <dt>Account</dt>
            <dd>
              <code>{h.accountIdentifier ?? '—'}</code> {h.currencyCode ?? ''}
            </dd>
            <dt>Sequence number</dt>
            <dd>{h.sequenceNumber}</dd>
            <dt>Opening</dt>
            <dd className="money">{h.openingBalance === null ? '—' : `${money(h.openingBalance)} ${h.currencyCode ?? ''} on ${h.openingDate ?? '—'}`}</dd>
            <dt>Closing</dt>
            <dd className="money">{h.closingBalance === null ? '—' : `${money(h.closingBalance)} ${h.currencyCode ?? ''} on ${h.closingDate ?? '—'}`}</dd>
            {h.originalMessageId ? (
              <>
                <dt>Answers payment file</dt>
                <dd className="id">
                  {h.originalMessageId} {h.groupStatus ?? ''}
                </dd>
              </>
            ) : null}
            <dt>Received</dt>
            <dd>
              {instant(h.receivedAtUtc)} by {h.receivedBy}
            </dd>
            <dt>SHA-256</dt>
            <dd className="id">{h.sha256}</dd>
          </dl>
          <Section title={`Entries (${data.entries.length})`}>{data.entries.length === 0 ? <p>No entries.</p> : <EntriesTable entries={data.entries} />}</Section>
        </>
      ) : null}
    </>
  );
}

type Resolution = { reason: string; action: 'returned-to-sender' | 'allocated-to-partner'; financialPartnerId: string };

export function UnmatchedEntriesPage() {
  const { canWrite } = useOperator();
  const [params, setParams] = useSearchParams();
  const paging = usePaging(params, setParams);
  const search = query({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading, reload } = useLoad(
    useCallback(() => api<{ entries: (Entry & { statementId: string; receivedAtUtc: string })[] } & Page>('GET', `/operator/bank-statements/unmatched${search}`), [search]),
  );
  const [resolving, setResolving] = useState<Entry | undefined>();
  const [form, setForm] = useState<Resolution>({ reason: '', action: 'returned-to-sender', financialPartnerId: '' });
  const [confirming, setConfirming] = useState(false);
  const [resolved, setResolved] = useState<Entry | undefined>();
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  function start(entry: Entry) {
    setResolving(entry);
    setForm({ reason: '', action: 'returned-to-sender', financialPartnerId: '' });
    setConfirming(false);
    setActionError(undefined);
    setResolved(undefined);
  }
  async function resolve(entry: Entry) {
    setBusy(true);
    setActionError(undefined);
    try {
      const body = { reason: form.reason.trim(), action: form.action, ...(form.action === 'allocated-to-partner' ? { financialPartnerId: form.financialPartnerId.trim() } : {}) };
      setResolved(await api<Entry>('POST', `/operator/bank-statements/entries/${encodeURIComponent(entry.entryId)}/resolve`, body));
      setResolving(undefined);
      setConfirming(false);
      reload();
    } catch (e) {
      setActionError(e);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <h1>Unmatched entries</h1>
      <BankStatementsNav />
      <p className="hint">Booked entries of statements that matched no expected movement: in suspense until an operator finds out what they are.</p>
      {resolved ? (
        <p role="status" className="ok-text">
          Resolved: {money(resolved.amount)} {resolved.currencyCode} {resolved.resolution?.action ?? ''}
          {resolved.resolution?.financialPartnerId ? ` (${resolved.resolution.financialPartnerId})` : ''}.
        </p>
      ) : null}
      {canWrite && resolving ? (
        <Section title="Resolve an entry">
          <p>
            {resolving.creditDebit === 'DBIT' ? 'Out' : 'In'}: {money(resolving.amount)} {resolving.currencyCode}, booked {resolving.bookingDate ?? '—'},{' '}
            {resolving.counterpartyName ?? 'no counterparty'}
            {resolving.remittance ? `, "${resolving.remittance}"` : ''}.
          </p>
          <form
            className="filters"
            aria-label="Resolve the entry"
            onSubmit={(e) => {
              e.preventDefault();
              setConfirming(true);
            }}
          >
            <Field label="Reason">
              <input value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} required maxLength={500} />
            </Field>
            <Field label="Action">
              <select value={form.action} onChange={(e) => setForm({ ...form, action: e.target.value as Resolution['action'] })}>
                <option value="returned-to-sender">returned-to-sender (the money goes back)</option>
                <option value="allocated-to-partner">allocated-to-partner (it is the partner’s)</option>
              </select>
            </Field>
            {form.action === 'allocated-to-partner' ? (
              <PartnerPicker value={form.financialPartnerId} onChange={(id) => setForm({ ...form, financialPartnerId: id })} required />
            ) : null}
            <button type="submit" className="primary" disabled={busy || confirming}>
              Review the resolution…
            </button>{' '}
            <button type="button" onClick={() => setResolving(undefined)} disabled={busy}>
              Cancel
            </button>
          </form>
          {confirming ? (
            <Confirm
              busy={busy}
              message={`Resolve ${money(resolving.amount)} ${resolving.currencyCode} in suspense as ${form.action}${form.action === 'allocated-to-partner' ? ` to partner ${form.financialPartnerId.trim()}` : ''}? It is booked at once and cannot be undone.`}
              onConfirm={() => void resolve(resolving)}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Section>
      ) : null}
      <ErrorMessage error={actionError} />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="entries in suspense">
        <ExportCsvButton path="/operator/bank-statements/unmatched" filters={{}} filename="bank-statement-entries-in-suspense" />
      </ListTools>
      {data ? (
        data.entries.length === 0 ? (
          <p>No entry is in suspense.</p>
        ) : (
          <EntriesTable
            entries={data.entries}
            extra={
              canWrite
                ? (e) => (
                    <button type="button" onClick={() => start(e)} aria-label={`Resolve the entry of ${money(e.amount)} ${e.currencyCode ?? ''}`}>
                      Resolve
                    </button>
                  )
                : undefined
            }
          />
        )
      ) : null}
      <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="entries in suspense" />
    </>
  );
}
