/** Instruction requests: the search (a single match for a reference opens its story, instruction-page.tsx). */
import { Link, Navigate } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, MoneyCell, StatusBadge } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { PartnerName, PartnerPicker } from '../../components/partner';
import { instructionRequestsCsv, useInstructionRequests } from '../../hooks/api/instructions';
import { useListFilters } from '../../hooks/use-list-filters';
import { instant } from '../../lib/format';

const FILTERS = ['instructionReference', 'financialPartnerId', 'clientReference', 'requestType', 'status', 'failed', 'fromDay', 'toDay', 'processedDay'] as const;

export function InstructionsPage() {
  const list = useListFilters(FILTERS);
  const { applied, form } = list;
  const { data, error, loading } = useInstructionRequests(applied, list.page);
  // One match for a reference: straight to its story. A <Navigate> element
  // navigates once rendered; navigate() called during render is a side effect
  // React may repeat or throw away.
  if (data && applied.instructionReference && data.instructionRequests.length === 1 && list.page.pageNumber === 1) {
    const only = data.instructionRequests[0];
    return <Navigate to={`/instructions/${only.financialPartnerId}/${only.instructionReference}`} replace />;
  }
  return (
    <>
      <h1>Instructions</h1>
      <form className="filters" onSubmit={list.submit} aria-label="Find instruction requests">
        <Field label="Instruction reference">
          <input value={form.instructionReference} onChange={(e) => list.set('instructionReference', e.target.value.trim())} />
        </Field>
        <PartnerPicker value={form.financialPartnerId} onChange={(id) => list.set('financialPartnerId', id)} />
        <Field label="Client reference">
          <input value={form.clientReference} onChange={(e) => list.set('clientReference', e.target.value.trim())} />
        </Field>
        <Field label="Type">
          <select value={form.requestType} onChange={(e) => list.set('requestType', e.target.value)}>
            <option value="">Any</option>
            {['deposit', 'withdraw', 'close-account', 'revert'].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Status">
          <select value={form.status} onChange={(e) => list.set('status', e.target.value)}>
            <option value="">Any</option>
            {['Created', 'Processed', 'Rejected'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Accepted from">
          <input type="date" value={form.fromDay} onChange={(e) => list.set('fromDay', e.target.value)} />
        </Field>
        <Field label="Accepted to">
          <input type="date" value={form.toDay} onChange={(e) => list.set('toDay', e.target.value)} />
        </Field>
        <Field label="Processed on">
          <input type="date" value={form.processedDay} onChange={(e) => list.set('processedDay', e.target.value)} />
        </Field>
        <Field label="Processing failures">
          <select value={form.failed} onChange={(e) => list.set('failed', e.target.value)}>
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
        <ExportCsvButton download={instructionRequestsCsv(applied)} filename="instruction-requests" />
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
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="instruction requests" />
    </>
  );
}
