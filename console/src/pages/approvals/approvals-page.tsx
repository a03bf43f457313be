/**
 * Approvals: the changes to money proposed by one admin and waiting for, or decided by, another (four eyes,
 * docs/four-eyes.md). The filters (state, by default those waiting; kind; who proposed; the object changed: a partner's
 * page links to its own) live in the address.
 */
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, StatusBadge } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { ANY_STATE, PROPOSAL_KINDS, PROPOSAL_STATES, type ProposalKind, proposalsCsv, useProposals } from '../../hooks/api/proposals';
import { useListFilters } from '../../hooks/use-list-filters';
import { instant } from '../../lib/format';
import { ProposalObject } from './proposal-object';

const FILTERS = ['state', 'kind', 'proposedBy', 'objectType', 'objectId'] as const;

export function ApprovalsPage() {
  const list = useListFilters(FILTERS);
  const { data, error, loading } = useProposals(list.applied, list.page);
  const form = list.form;
  return (
    <>
      <h1>Approvals</h1>
      <p className="note">
        A rate or margin change, a new issue, a catalogue load, settling a batch, suspending a partner and a new admin key are proposed by one admin and apply when another approves
        them.
      </p>
      {data && !data.fourEyes ? (
        <p className="note">Four eyes is off on this platform (FOUR_EYES=off, sandbox only): those changes apply at once; only scheduled rate changes are proposals.</p>
      ) : null}
      <form className="filters" onSubmit={list.submit} aria-label="Search the proposals">
        <Field label="State">
          <select value={form.state} onChange={(e) => list.set('state', e.target.value)}>
            <option value="">proposed (waiting)</option>
            {PROPOSAL_STATES.filter((s) => s !== 'proposed').map((s) => (
              <option key={s}>{s}</option>
            ))}
            <option value={ANY_STATE}>any state</option>
          </select>
        </Field>
        <Field label="Kind">
          <select value={form.kind} onChange={(e) => list.set('kind', e.target.value)}>
            <option value="">Any</option>
            {(Object.entries(PROPOSAL_KINDS) as [ProposalKind, string][]).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Proposed by">
          <input value={form.proposedBy} onChange={(e) => list.set('proposedBy', e.target.value)} placeholder="an admin's name" />
        </Field>
        <Field label="Object type">
          <input value={form.objectType} onChange={(e) => list.set('objectType', e.target.value)} placeholder="e.g. partner, batch" />
        </Field>
        <Field label="Object id">
          <input value={form.objectId} onChange={(e) => list.set('objectId', e.target.value)} />
        </Field>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="proposals">
        <ExportCsvButton download={proposalsCsv(list.applied)} filename="proposals" />
      </ListTools>
      {data ? (
        data.proposals.length === 0 ? (
          <p>No proposal matches.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Object</th>
                <th scope="col">Proposed</th>
                <th scope="col">Effective at</th>
                <th scope="col">State</th>
                <th scope="col">Decided by</th>
              </tr>
            </thead>
            <tbody>
              {data.proposals.map((p) => (
                <tr key={p.proposalId}>
                  <td>
                    <Link to={`/approvals/${encodeURIComponent(p.proposalId)}`}>{p.summary}</Link>
                    <div className="note">{PROPOSAL_KINDS[p.kind]}</div>
                  </td>
                  <td>
                    <ProposalObject proposal={p} />
                  </td>
                  <td>
                    {p.proposedBy}
                    <div className="note">{instant(p.proposedAtUtc)}</div>
                  </td>
                  <td>{p.effectiveAtUtc ? instant(p.effectiveAtUtc) : 'when approved'}</td>
                  <td>
                    <StatusBadge status={p.state} />
                  </td>
                  <td>{p.decidedBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={list.onPage} onPageSize={list.onPageSize} noun="proposals" />
    </>
  );
}
