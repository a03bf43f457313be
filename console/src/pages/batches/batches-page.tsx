/** Batches by day and state; one batch's page is batch-page.tsx. */
import { Navigate, useSearchParams } from 'react-router';
import { BatchTable } from '../../components/batch-table';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { PartnerPicker } from '../../components/partner';
import { batchesCsv, useBatchSearch } from '../../hooks/api/batches';
import { usePlatformToday } from '../../hooks/api/clock';
import { useListFilters } from '../../hooks/use-list-filters';
import { query } from '../../lib/query';

const FILTERS = ['from', 'to', 'status', 'instructionType', 'currencyCode', 'financialPartnerId'] as const;

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
  const list = useListFilters(FILTERS);
  const { data, error, loading } = useBatchSearch(list.applied, list.page);
  const { applied, form } = list;
  return (
    <>
      <h1>Batches</h1>
      <form className="filters" onSubmit={list.submit} aria-label="Find batches">
        <Field label="From">
          <input type="date" value={form.from} onChange={(e) => list.set('from', e.target.value)} required />
        </Field>
        <Field label="To">
          <input type="date" value={form.to} onChange={(e) => list.set('to', e.target.value)} required />
        </Field>
        <Field label="State">
          <select value={form.status} onChange={(e) => list.set('status', e.target.value)}>
            <option value="">Any</option>
            {['Open', 'Locked', 'Closed', 'Completed'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Type">
          <select value={form.instructionType} onChange={(e) => list.set('instructionType', e.target.value)}>
            <option value="">Any</option>
            <option value="deposit">deposit</option>
            <option value="withdrawal">withdrawal</option>
          </select>
        </Field>
        <Field label="Currency">
          <select value={form.currencyCode} onChange={(e) => list.set('currencyCode', e.target.value)}>
            <option value="">Any</option>
            {['GBP', 'EUR', 'USD'].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <PartnerPicker value={form.financialPartnerId} onChange={(id) => list.set('financialPartnerId', id)} />
        <button type="submit" className="primary">
          Find batches
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="batches">
        <ExportCsvButton download={batchesCsv(applied)} filename={`batches-${applied.from}-to-${applied.to}`} />
      </ListTools>
      {data ? data.batches.length === 0 ? <p>No batch matches.</p> : <BatchTable batches={data.batches} /> : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="batches" />
    </>
  );
}
