/** Retrying or rejecting a request parked by processing failures (admin; each confirmed, each audited). */
import { useState } from 'react';
import { Confirm } from '../../components/dialogs';
import { ErrorMessage } from '../../components/feedback';
import { Field } from '../../components/layout';
import { useParkedRequestAction } from '../../hooks/api/instructions';

export function ParkedActions({ financialPartnerId, instructionReference }: { financialPartnerId: string; instructionReference: string }) {
  const [pending, setPending] = useState<'retry' | 'reject' | undefined>();
  const [reason, setReason] = useState('');
  const parked = useParkedRequestAction(financialPartnerId, instructionReference);
  function act() {
    if (!pending) return;
    void parked.mutate(pending === 'reject' ? { action: 'reject', reason } : { action: 'retry' }, { onSuccess: () => setPending(undefined) });
  }
  return (
    <div className="publish">
      <p>Its processing failed and it is parked: retry it (a fresh budget of attempts) or reject it.</p>
      {pending ? (
        <Confirm
          busy={parked.busy}
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
      <ErrorMessage error={parked.error} />
    </div>
  );
}
