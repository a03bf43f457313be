/** Running a client-money reconciliation now (admin), as at a day no later than the platform's today. */
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { usePlatformToday } from '../../hooks/api/clock';
import { type Run, useRunClientMoneyReconciliation } from '../../hooks/api/client-money';

export function RunNow({ onRun }: { onRun: (run: Run) => void }) {
  // The latest day to choose: the platform's today, not the browser's.
  const { today } = usePlatformToday();
  const [asAt, setAsAt] = useState('');
  const running = useRunClientMoneyReconciliation();
  function submit(event: FormEvent) {
    event.preventDefault();
    void running.mutate(asAt ? { asAt } : {}, { onSuccess: onRun });
  }
  return (
    <Section title="Run a reconciliation now">
      <form className="filters" onSubmit={submit} aria-label="Run a reconciliation now">
        <Field label="As at the close of (empty: the working day before today)">
          <input type="date" value={asAt} onChange={(e) => setAsAt(e.target.value)} max={today} />
        </Field>
        <button type="submit" className="primary" disabled={running.busy}>
          Run now
        </button>
      </form>
      <ErrorMessage error={running.error} />
    </Section>
  );
}
