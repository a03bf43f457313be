/** Batches by day and state, and one batch with its instructions (settlement confirmation where production needs it). */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { api, type Batch, type Instruction, type Page, query } from '../api';
import { instant, money } from '../format';
import { useOperator } from '../session';
import {
  Confirm,
  ErrorMessage,
  ExportCsvButton,
  Field,
  ListTools,
  Loading,
  MoneyCell,
  Pager,
  PartnerName,
  PartnerPicker,
  Section,
  StatusBadge,
  useLoad,
  usePaging,
  usePlatformToday,
} from '../ui';
import { BatchTable } from './overview';

/** Batches with the platform's day (GET /operator/clock) as the range when the address names none: never the browser's. */
export function BatchesPage() {
  const [params] = useSearchParams();
  const { today, error } = usePlatformToday();
  if (params.get('from') && params.get('to')) return <BatchSearch />;
  if (error) return <ErrorMessage error={error} />;
  return today ? (
    <Navigate to={`/batches${query({ ...Object.fromEntries(params), from: params.get('from') || today, to: params.get('to') || today })}`} replace />
  ) : (
    <Loading when />
  );
}

function BatchSearch() {
  const [params, setParams] = useSearchParams();
  const filters = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: params.get('status') ?? '',
    instructionType: params.get('instructionType') ?? '',
    currencyCode: params.get('currencyCode') ?? '',
    financialPartnerId: params.get('financialPartnerId') ?? '',
  };
  const paging = usePaging(params, setParams);
  const [form, setForm] = useState(filters);
  // Keyed on the query string: `filters` is a new object at every render.
  const search = query({ ...filters, pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading } = useLoad(useCallback(() => api<{ batches: Batch[] } & Page>('GET', `/operator/batches/search${search}`), [search]));
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')) as Record<string, string>);
  }
  return (
    <>
      <h1>Batches</h1>
      <form className="filters" onSubmit={submit} aria-label="Find batches">
        <Field label="From">
          <input type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} required />
        </Field>
        <Field label="To">
          <input type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} required />
        </Field>
        <Field label="State">
          <select value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
            <option value="">Any</option>
            {['Open', 'Locked', 'Closed', 'Completed'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Type">
          <select value={form.instructionType} onChange={(e) => setForm({ ...form, instructionType: e.target.value })}>
            <option value="">Any</option>
            <option value="deposit">deposit</option>
            <option value="withdrawal">withdrawal</option>
          </select>
        </Field>
        <Field label="Currency">
          <select value={form.currencyCode} onChange={(e) => setForm({ ...form, currencyCode: e.target.value })}>
            <option value="">Any</option>
            {['GBP', 'EUR', 'USD'].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <PartnerPicker value={form.financialPartnerId} onChange={(id) => setForm({ ...form, financialPartnerId: id })} />
        <button type="submit" className="primary">
          Find batches
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="batches">
        <ExportCsvButton path="/operator/batches/search" filters={filters} filename={`batches-${filters.from}-to-${filters.to}`} />
      </ListTools>
      {data ? data.batches.length === 0 ? <p>No batch matches.</p> : <BatchTable batches={data.batches} /> : null}
      <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="batches" />
    </>
  );
}

export function BatchPage() {
  const { instructionBatchId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading, reload } = useLoad(
    useCallback(() => api<{ batch: Batch; instructions: Instruction[] }>('GET', `/operator/batches/${encodeURIComponent(instructionBatchId)}`), [instructionBatchId]),
  );
  const [confirming, setConfirming] = useState(false);
  const [settleError, setSettleError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  async function settle() {
    setBusy(true);
    setSettleError(undefined);
    try {
      await api('POST', `/operator/batches/${encodeURIComponent(instructionBatchId)}/settle`);
      setConfirming(false);
      reload();
    } catch (e) {
      setSettleError(e);
    } finally {
      setBusy(false);
    }
  }
  const batch = data?.batch;
  return (
    <>
      <h1>Batch {instructionBatchId}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {batch ? (
        <>
          <dl className="facts">
            <dt>Partner</dt>
            <dd>
              <PartnerName id={batch.financialPartnerId} name={batch.financialPartnerName} />
            </dd>
            <dt>Day</dt>
            <dd>{batch.dateToBeActioned.slice(0, 10)}</dd>
            <dt>Type</dt>
            <dd>
              {batch.instructionType} · {batch.currencyCode}
            </dd>
            <dt>State</dt>
            <dd>
              <StatusBadge status={batch.instructionBatchStatus} />
            </dd>
            <dt>Total</dt>
            <dd className="money">
              {money(batch.instructionBatchTotalAmount)} {batch.currencyCode}
            </dd>
            <dt>Notice withdrawals</dt>
            <dd className="money">
              {money(batch.instructionBatchTotalNoticeAmount)} {batch.currencyCode}
            </dd>
          </dl>
          {canWrite && batch.instructionBatchStatus === 'Closed' ? (
            confirming ? (
              <Confirm
                busy={busy}
                message={`Confirm that the payments of this ${batch.instructionType} batch (${money(batch.instructionBatchTotalAmount)} ${batch.currencyCode}) went through? The accounts will be opened, topped up, debited or closed.`}
                onConfirm={settle}
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <button type="button" className="primary" onClick={() => setConfirming(true)}>
                Confirm settlement…
              </button>
            )
          ) : null}
          <ErrorMessage error={settleError} />
          <Section title={`Instructions (${data.instructions.length})`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Client</th>
                  <th scope="col">Account</th>
                  <th scope="col">State</th>
                  <th scope="col">Added</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.instructions.map((i) => (
                  <tr key={i.instructionId}>
                    <td>
                      {i.requestReference ? (
                        <Link to={`/instructions/${batch.financialPartnerId}/${i.instructionReference}`}>{i.instructionReference}</Link>
                      ) : (
                        <span>{i.instructionReference} (maturity payout)</span>
                      )}
                    </td>
                    <td>
                      <Link to={`/clients/${batch.financialPartnerId}/${i.clientReference}`}>{i.clientReference.slice(0, 8)}</Link>
                    </td>
                    <td>{i.depositAccountId ? <Link to={`/accounts/${i.depositAccountId}`}>{i.depositAccountId.slice(0, 8)}</Link> : '—'}</td>
                    <td>
                      <StatusBadge status={i.state} />
                    </td>
                    <td>{instant(i.dateAddedUtc)}</td>
                    <MoneyCell amount={i.amount} currency={i.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        </>
      ) : null}
    </>
  );
}
