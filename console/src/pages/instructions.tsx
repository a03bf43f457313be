/** Instruction requests: search, and one request's whole story (its instruction, batch, account and ledger entries). */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { api, type Batch, type Instruction, type InstructionRequest, type LedgerEntry, type Page, query } from '../api';
import { instant, money } from '../format';
import { useOperator } from '../session';
import { Confirm, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, MoneyCell, Pager, PartnerName, PartnerPicker, Section, StatusBadge, useLoad, usePaging } from '../ui';

const FILTERS = ['instructionReference', 'financialPartnerId', 'clientReference', 'requestType', 'status', 'failed', 'fromDay', 'toDay', 'processedDay'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day: "to" days are inclusive, the API's `to` instant is not. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function InstructionsPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const [form, setForm] = useState(current);
  const paging = usePaging(params, setParams);
  const pageNumber = paging.pageNumber;
  // Keyed on the query string: `current` is a new object at every render.
  const { fromDay, toDay, processedDay, ...filters } = current;
  const apiFilters = {
    ...filters,
    from: DAY.test(fromDay) ? `${fromDay}T00:00:00Z` : '',
    to: DAY.test(toDay) ? `${dayAfter(toDay)}T00:00:00Z` : '',
    processedFrom: DAY.test(processedDay) ? `${processedDay}T00:00:00Z` : '',
    processedTo: DAY.test(processedDay) ? `${dayAfter(processedDay)}T00:00:00Z` : '',
  };
  const search = query({ ...apiFilters, pageNumber, pageSize: paging.pageSize });
  const { data, error, loading } = useLoad(
    useCallback(() => api<{ instructionRequests: InstructionRequest[] } & Page>('GET', `/operator/instruction-requests${search}`), [search]),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  }
  // One match for a reference: straight to its story. A <Navigate> element
  // navigates once rendered; navigate() called during render is a side effect
  // React may repeat or throw away.
  if (data && current.instructionReference && data.instructionRequests.length === 1 && pageNumber === 1) {
    const only = data.instructionRequests[0];
    return <Navigate to={`/instructions/${only.financialPartnerId}/${only.instructionReference}`} replace />;
  }
  return (
    <>
      <h1>Instructions</h1>
      <form className="filters" onSubmit={submit} aria-label="Find instruction requests">
        <Field label="Instruction reference">
          <input value={form.instructionReference} onChange={(e) => setForm({ ...form, instructionReference: e.target.value.trim() })} />
        </Field>
        <PartnerPicker value={form.financialPartnerId} onChange={(id) => setForm({ ...form, financialPartnerId: id })} />
        <Field label="Client reference">
          <input value={form.clientReference} onChange={(e) => setForm({ ...form, clientReference: e.target.value.trim() })} />
        </Field>
        <Field label="Type">
          <select value={form.requestType} onChange={(e) => setForm({ ...form, requestType: e.target.value })}>
            <option value="">Any</option>
            {['deposit', 'withdraw', 'close-account', 'revert'].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Status">
          <select value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
            <option value="">Any</option>
            {['Created', 'Processed', 'Rejected'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Accepted from">
          <input type="date" value={form.fromDay} onChange={(e) => setForm({ ...form, fromDay: e.target.value })} />
        </Field>
        <Field label="Accepted to">
          <input type="date" value={form.toDay} onChange={(e) => setForm({ ...form, toDay: e.target.value })} />
        </Field>
        <Field label="Processed on">
          <input type="date" value={form.processedDay} onChange={(e) => setForm({ ...form, processedDay: e.target.value })} />
        </Field>
        <Field label="Processing failures">
          <select value={form.failed} onChange={(e) => setForm({ ...form, failed: e.target.value })}>
            <option value="">Any</option>
            <option value="true">Only failed</option>
          </select>
        </Field>
        <button type="submit" className="primary">
          Find
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="instruction requests">
        <ExportCsvButton path="/operator/instruction-requests" filters={apiFilters} filename="instruction-requests" />
      </ListTools>
      {data ? (
        data.instructionRequests.length === 0 ? (
          <p>No instruction request matches.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Partner</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Accepted</th>
                <th scope="col" className="money">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {data.instructionRequests.map((r) => (
                <tr key={`${r.financialPartnerId}/${r.instructionReference}`}>
                  <td>
                    <Link to={`/instructions/${r.financialPartnerId}/${r.instructionReference}`}>{r.instructionReference}</Link>
                  </td>
                  <td>
                    <PartnerName id={r.financialPartnerId} name={r.financialPartnerName} />
                  </td>
                  <td>{r.requestType}</td>
                  <td>
                    <StatusBadge status={r.status} />
                  </td>
                  <td title={r.statusReason ?? undefined}>{r.statusReasonCode ?? (r.statusReason ? r.statusReason : '')}</td>
                  <td>{instant(r.createdAtUtc)}</td>
                  <MoneyCell amount={r.amount} currency={r.currencyCode} />
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="instruction requests" />
    </>
  );
}

interface Story {
  request: InstructionRequest & { body: Record<string, unknown> };
  instruction: Instruction | null;
  batch: Batch | null;
  account: { depositAccountId: string; clientReference: string; productId: string; accountStatus: string; amount: number; currencyCode: string } | null;
  nominatedAccount: { accountName: string | null; accountNumber: string | null; sortCode: string | null; iban: string | null; bic: string | null; currencyCode: string } | null;
  nominatedAccountNote: string | null;
  ledgerEntries: LedgerEntry[];
}

/** Retry or reject a request parked by processing failures (admin; each confirmed, each audited). */
function ParkedActions({ financialPartnerId, instructionReference, onDone }: { financialPartnerId: string; instructionReference: string; onDone: () => void }) {
  const [pending, setPending] = useState<'retry' | 'reject' | undefined>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  async function act() {
    setBusy(true);
    setError(undefined);
    try {
      const path = `/operator/instruction-requests/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(instructionReference)}/${pending}`;
      await api('POST', path, pending === 'reject' ? { reason } : undefined);
      setPending(undefined);
      onDone();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="publish">
      <p>Its processing failed and it is parked: retry it (a fresh budget of attempts) or reject it.</p>
      {pending ? (
        <Confirm
          busy={busy}
          message={
            pending === 'retry' ? (
              'Retry this request? The worker processes it at once.'
            ) : (
              <>
                Reject this request? The partner reads the reason.
                <Field label="Reason for the rejection">
                  <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
                </Field>
              </>
            )
          }
          onConfirm={act}
          onCancel={() => setPending(undefined)}
        />
      ) : (
        <>
          <button type="button" onClick={() => setPending('retry')}>
            Retry…
          </button>{' '}
          <button type="button" onClick={() => setPending('reject')}>
            Reject…
          </button>
        </>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}

export function InstructionPage() {
  const { financialPartnerId = '', instructionReference = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading, reload } = useLoad(
    useCallback(
      () => api<Story>('GET', `/operator/instruction-requests/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(instructionReference)}`),
      [financialPartnerId, instructionReference],
    ),
  );
  const currency = data?.request.currencyCode ?? data?.instruction?.currencyCode ?? '';
  return (
    <>
      <h1>Instruction {instructionReference}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <Section title="The request">
            <dl className="facts">
              <dt>Partner</dt>
              <dd>
                <PartnerName id={data.request.financialPartnerId} name={data.request.financialPartnerName} />
              </dd>
              <dt>Type</dt>
              <dd>{data.request.requestType}</dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={data.request.status} />
              </dd>
              {data.request.statusReason ? (
                <>
                  <dt>Reason</dt>
                  <dd>{data.request.statusReason}</dd>
                </>
              ) : null}
              <dt>Client</dt>
              <dd>
                {data.request.clientReference ? (
                  <Link to={`/clients/${data.request.financialPartnerId}/${data.request.clientReference}`}>{data.request.clientReference}</Link>
                ) : (
                  '—'
                )}
              </dd>
              <dt>Amount asked</dt>
              <dd className="money">{data.request.amount === null ? 'whole balance' : `${money(data.request.amount)} ${currency}`}</dd>
              <dt>Accepted</dt>
              <dd>{instant(data.request.createdAtUtc)}</dd>
              <dt>Processed</dt>
              <dd>{instant(data.request.processedAtUtc)}</dd>
              {data.request.processingAttempts > 0 ? (
                <>
                  <dt>Failed processing attempts</dt>
                  <dd>{data.request.processingAttempts}</dd>
                </>
              ) : null}
            </dl>
            {canWrite && data.request.status === 'Created' && data.request.processingAttempts > 0 ? (
              <ParkedActions financialPartnerId={financialPartnerId} instructionReference={data.request.instructionReference} onDone={reload} />
            ) : null}
          </Section>
          <Section title="Where it went">
            {data.instruction ? (
              <dl className="facts">
                <dt>Instruction</dt>
                <dd>
                  {data.instruction.instructionType} · <StatusBadge status={data.instruction.state} /> · {money(data.instruction.amount)} {data.instruction.currencyCode}
                </dd>
                <dt>Batch</dt>
                <dd>
                  {data.batch ? (
                    <Link to={`/batches/${data.batch.instructionBatchId}`}>
                      {data.batch.instructionType} batch of {data.batch.dateToBeActioned.slice(0, 10)} ({data.batch.instructionBatchStatus})
                    </Link>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt>Account</dt>
                <dd>
                  {data.account ? (
                    <Link to={`/accounts/${data.account.depositAccountId}`}>
                      {data.account.depositAccountId} ({data.account.accountStatus}, balance {money(data.account.amount)} {data.account.currencyCode})
                    </Link>
                  ) : (
                    'none yet: settlement opens or tops up the account'
                  )}
                </dd>
                {data.instruction.instructionType === 'withdrawal' ? (
                  <>
                    <dt>Pays to</dt>
                    <dd>
                      {data.nominatedAccount ? (
                        [
                          data.nominatedAccount.accountName,
                          [data.nominatedAccount.sortCode, data.nominatedAccount.accountNumber].filter(Boolean).join(' '),
                          data.nominatedAccount.iban && `IBAN ${data.nominatedAccount.iban}`,
                          data.nominatedAccount.bic && `BIC ${data.nominatedAccount.bic}`,
                          data.nominatedAccount.currencyCode,
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      ) : (
                        <strong>{data.nominatedAccountNote}</strong>
                      )}
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p>{data.request.status === 'Created' ? 'Not processed yet.' : 'It made no instruction: it was rejected.'}</p>
            )}
          </Section>
          <Section title="What it did to the account">
            {data.ledgerEntries.length === 0 ? (
              <p>No ledger entry: no money has moved for it.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Entry</th>
                    <th scope="col">Type</th>
                    <th scope="col">Business date</th>
                    <th scope="col">Account</th>
                    <th scope="col" className="money">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.ledgerEntries.map((e) => (
                    <tr key={e.entryId}>
                      <td>{e.entryId}</td>
                      <td>{e.entryType}</td>
                      <td>{e.businessDate}</td>
                      <td>
                        <Link to={`/accounts/${e.depositAccountId}`}>{e.depositAccountId.slice(0, 8)}</Link>
                      </td>
                      <MoneyCell amount={e.amount} currency={currency} />
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
