/** Publishing a new version of an issue (rate, margin), shown back for a confirmation first. */
import { type FormEvent, useState } from 'react';
import { Confirm } from '../../components/dialogs';
import { ErrorMessage } from '../../components/feedback';
import { Field } from '../../components/layout';
import { type IssueOfHistory, type NewIssueVersion, usePublishIssueVersion } from '../../hooks/api/products';

export function PublishVersion({ productId, issue }: { productId: string; issue: IssueOfHistory }) {
  const current = issue.versions[0];
  const [rate, setRate] = useState('');
  const [margin, setMargin] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const publishing = usePublishIssueVersion(productId);
  const change: NewIssueVersion = {};
  if (rate.trim() !== '') change.ratePercent = Number(rate);
  if (margin.trim() !== '') change.marginPercent = Number(margin);
  function review(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    setConfirming(true);
  }
  function publish() {
    void publishing.mutate(
      { productIssueNumber: issue.productIssueNumber, change },
      {
        onSuccess: () => {
          setConfirming(false);
          setRate('');
          setMargin('');
          setDone('Published.');
        },
        onError: () => setConfirming(false),
      },
    );
  }
  return (
    <div className="publish">
      <form className="filters" onSubmit={review} aria-label={`Publish a new version of issue ${issue.productIssueNumber}`}>
        <Field label={`New gross rate % (now ${current?.ratePercent ?? '—'})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        </Field>
        <Field label={`New margin % (now ${issue.marginPercent})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={margin} onChange={(e) => setMargin(e.target.value)} />
        </Field>
        <button type="submit" disabled={Object.keys(change).length === 0 || confirming}>
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
              {change.marginPercent !== undefined ? `margin ${issue.marginPercent}% → ${change.marginPercent}%` : null}. Partners see it at once; new deposits take it.
            </>
          }
          onConfirm={publish}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <ErrorMessage error={publishing.error} />
      {done ? <p role="status">{done}</p> : null}
    </div>
  );
}
