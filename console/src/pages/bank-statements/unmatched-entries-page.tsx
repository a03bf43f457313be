/**
 * The entries in suspense: booked entries that matched no expected movement, resolved by an admin after a
 * confirmation; under four eyes an allocation to a partner is a proposal another admin approves.
 */
import { useState } from 'react';
import { Confirm } from '../../components/dialogs';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { PartnerPicker } from '../../components/partner';
import { ProposedNotice } from '../../components/proposed';
import { type Resolution, type StatementEntry, unmatchedEntriesCsv, useResolveEntry, useUnmatchedEntries } from '../../hooks/api/bank-statements';
import type { Proposal } from '../../hooks/api/proposals';
import { useListFilters } from '../../hooks/use-list-filters';
import { useOperator } from '../../hooks/use-operator';
import { money } from '../../lib/format';
import { BankStatementsNav } from './bank-statements-nav';
import { EntriesTable } from './entries-table';

type ResolutionForm = { reason: string; action: Resolution['action']; financialPartnerId: string };

export function UnmatchedEntriesPage() {
  const { canWrite } = useOperator();
  const list = useListFilters([]);
  const { data, error, loading } = useUnmatchedEntries(list.page);
  const [resolving, setResolving] = useState<StatementEntry | undefined>();
  const [form, setForm] = useState<ResolutionForm>({ reason: '', action: 'returned-to-sender', financialPartnerId: '' });
  const [confirming, setConfirming] = useState(false);
  const [resolved, setResolved] = useState<StatementEntry | undefined>();
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const resolution = useResolveEntry();

  function start(entry: StatementEntry) {
    setResolving(entry);
    setForm({ reason: '', action: 'returned-to-sender', financialPartnerId: '' });
    setConfirming(false);
    resolution.reset();
    setResolved(undefined);
    setProposed(undefined);
  }
  function resolve(entry: StatementEntry) {
    const body: Resolution = {
      reason: form.reason.trim(),
      action: form.action,
      ...(form.action === 'allocated-to-partner' ? { financialPartnerId: form.financialPartnerId.trim() } : {}),
    };
    void resolution.mutate(
      { entryId: entry.entryId, resolution: body },
      {
        onSuccess: (result) => {
          setResolved(result.applied);
          setProposed(result.proposal);
          setResolving(undefined);
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
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
      {proposed ? <ProposedNotice proposal={proposed} /> : null}
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
              <select value={form.action} onChange={(e) => setForm({ ...form, action: e.target.value as ResolutionForm['action'] })}>
                <option value="returned-to-sender">returned-to-sender (the money goes back)</option>
                <option value="allocated-to-partner">allocated-to-partner (it is the partner’s)</option>
              </select>
            </Field>
            {form.action === 'allocated-to-partner' ? (
              <PartnerPicker value={form.financialPartnerId} onChange={(id) => setForm({ ...form, financialPartnerId: id })} required />
            ) : null}
            <button type="submit" className="primary" disabled={resolution.busy || confirming}>
              Review the resolution…
            </button>{' '}
            <button type="button" onClick={() => setResolving(undefined)} disabled={resolution.busy}>
              Cancel
            </button>
          </form>
          {confirming ? (
            <Confirm
              busy={resolution.busy}
              message={`Resolve ${money(resolving.amount)} ${resolving.currencyCode} in suspense as ${form.action}${form.action === 'allocated-to-partner' ? ` to partner ${form.financialPartnerId.trim()}` : ''}? Once booked it cannot be undone${form.action === 'allocated-to-partner' ? ' (with four eyes on, an allocation waits for another admin’s approval)' : ''}.`}
              onConfirm={() => resolve(resolving)}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Section>
      ) : null}
      <ErrorMessage error={resolution.error} />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="entries in suspense">
        <ExportCsvButton download={unmatchedEntriesCsv()} filename="bank-statement-entries-in-suspense" />
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
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="entries in suspense" />
    </>
  );
}
