/**
 * Publishing a new version of an issue (rate, margin), now or at an instant ("Effective at", UTC), shown back for a
 * confirmation first. Under four eyes (and whenever scheduled) it is a proposal: nothing changes until another
 * admin approves it, and the page says so with a link to the proposal.
 */
import { type FormEvent, useState } from 'react';
import { Confirm } from '../../components/dialogs';
import { ErrorMessage } from '../../components/feedback';
import { Field } from '../../components/layout';
import { ProposedNotice } from '../../components/proposed';
import { type IssueOfHistory, type NewIssueVersion, usePublishIssueVersion } from '../../hooks/api/products';
import type { Proposal } from '../../hooks/api/proposals';

/** The instant of a date and a time read as UTC (the time empty: midnight), as the API takes it; none without a date. */
function utcInstant(date: string, time: string): string | undefined {
  return date ? `${date}T${time || '00:00'}:00Z` : undefined;
}

export function PublishVersion({ productId, issue }: { productId: string; issue: IssueOfHistory }) {
  const current = issue.versions[0];
  const [rate, setRate] = useState('');
  const [margin, setMargin] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [effectiveTime, setEffectiveTime] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const publishing = usePublishIssueVersion(productId);
  const change: NewIssueVersion = {};
  if (rate.trim() !== '') change.ratePercent = Number(rate);
  if (margin.trim() !== '') change.marginPercent = Number(margin);
  const changes = Object.keys(change).length > 0;
  const effectiveAt = utcInstant(effectiveDate, effectiveTime);
  function review(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    setProposed(undefined);
    setConfirming(true);
  }
  function publish() {
    void publishing.mutate(
      { productIssueNumber: issue.productIssueNumber, change: effectiveAt ? { ...change, effectiveAt } : change },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setRate('');
          setMargin('');
          setEffectiveDate('');
          setEffectiveTime('');
          if (result.proposal) setProposed(result.proposal);
          else setDone('Published.');
        },
        onError: () => setConfirming(false),
      },
    );
  }
  const id = `effective-at-${issue.productIssueNumber}`;
  return (
    <div className="publish">
      <form className="filters" onSubmit={review} aria-label={`Publish a new version of issue ${issue.productIssueNumber}`}>
        <Field label={`New gross rate % (now ${current?.ratePercent ?? '—'})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        </Field>
        <Field label={`New margin % (now ${issue.marginPercent})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={margin} onChange={(e) => setMargin(e.target.value)} />
        </Field>
        <fieldset className="effective-at" aria-describedby={`${id}-hint`}>
          <legend>Effective at (UTC, optional)</legend>
          <Field label="Effective date (UTC)">
            <input type="date" value={effectiveDate} onChange={(e) => setEffectiveDate(e.target.value)} />
          </Field>
          <Field label="Effective time (UTC)">
            <input type="time" value={effectiveTime} onChange={(e) => setEffectiveTime(e.target.value)} disabled={!effectiveDate} />
          </Field>
          <span className="note" id={`${id}-hint`}>
            Empty: when approved. A date alone: its midnight, UTC.
          </span>
        </fieldset>
        <button type="submit" disabled={!changes || confirming}>
          Review the change…
        </button>
      </form>
      {confirming ? (
        <Confirm
          busy={publishing.busy}
          message={
            <>
              Publish version {issue.currentVersion + 1} of {productId} issue {issue.productIssueNumber}:{' '}
              {change.ratePercent !== undefined ? `gross rate ${current?.ratePercent}% → ${change.ratePercent}%` : null}
              {change.ratePercent !== undefined && change.marginPercent !== undefined ? ', ' : null}
              {change.marginPercent !== undefined ? `margin ${issue.marginPercent}% → ${change.marginPercent}%` : null}.{' '}
              {effectiveAt
                ? `Scheduled for ${effectiveAt.slice(0, 10)} ${effectiveAt.slice(11, 16)} UTC: partners see it from then, once another admin has approved it.`
                : 'Partners see it once it applies (at once, or when another admin approves it under four eyes); new deposits take it.'}
            </>
          }
          onConfirm={publish}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <ErrorMessage error={publishing.error} />
      {done ? <p role="status">{done}</p> : null}
      {proposed ? <ProposedNotice proposal={proposed} /> : null}
    </div>
  );
}
