/** The payments held back until an operator releases them (admin, after a confirmation). */
import { useState } from 'react';
import { Link } from 'react-router';
import { Confirm } from '../../components/dialogs';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell } from '../../components/layout';
import { ExportCsvButton } from '../../components/download-button';
import { type HeldPayment, heldPaymentsCsv, useHeldPayments, useReleaseHeldPayment } from '../../hooks/api/payment-files';
import { useOperator } from '../../hooks/use-operator';
import { money } from '../../lib/format';
import { PaymentFilesNav } from './payment-files-nav';

export function HeldPaymentsPage() {
  const { canWrite } = useOperator();
  const { data, error, loading } = useHeldPayments();
  const [releasing, setReleasing] = useState<HeldPayment | undefined>();
  const [released, setReleased] = useState<HeldPayment | undefined>();
  const releaseHeld = useReleaseHeldPayment();
  function release(item: HeldPayment) {
    setReleased(undefined);
    void releaseHeld.mutate(item.paymentItemId, {
      onSuccess: (payment) => {
        setReleased(payment);
        setReleasing(undefined);
      },
    });
  }
  return (
    <>
      <h1>Held payments</h1>
      <PaymentFilesNav />
      <p>
        <ExportCsvButton download={heldPaymentsCsv()} filename="held-payments" />
      </p>
      <p className="hint">
        What the platform must pay and holds back until an operator releases it: a payment the bank rejected, an account that cannot be paid. Fix the cause first; the next payment
        run pays a released payment.
      </p>
      {releasing ? (
        <Confirm
          busy={releaseHeld.busy}
          message={`Release the held ${releasing.kind} of ${money(releasing.amount)} ${releasing.currencyCode} (batch ${releasing.instructionBatchId}) for the next payment run?`}
          onConfirm={() => release(releasing)}
          onCancel={() => setReleasing(undefined)}
        />
      ) : null}
      {released ? (
        <p role="status" className="ok-text">
          Released: the {released.kind} of {money(released.amount)} {released.currencyCode} goes in the next payment run.
        </p>
      ) : null}
      <ErrorMessage error={releaseHeld.error} />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        data.heldPayments.length === 0 ? (
          <p>No payment is held.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Due</th>
                <th scope="col">Batch</th>
                <th scope="col">Pays</th>
                <th scope="col">Why held</th>
                <th scope="col" className="money">
                  Amount
                </th>
                {canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.heldPayments.map((h) => (
                <tr key={h.paymentItemId}>
                  <td>{h.kind}</td>
                  <td>{h.dueDate}</td>
                  <td>
                    <Link to={`/batches/${encodeURIComponent(h.instructionBatchId)}`}>{h.instructionBatchId}</Link>
                  </td>
                  <td>{h.financialInstitutionId ?? (h.clientReference ? `client ${h.clientReference}` : '—')}</td>
                  <td>{h.heldReason ?? '—'}</td>
                  <MoneyCell amount={h.amount} currency={h.currencyCode} />
                  {canWrite ? (
                    <td>
                      <button type="button" onClick={() => setReleasing(h)} aria-label={`Release the held ${h.kind} of ${money(h.amount)} ${h.currencyCode}`}>
                        Release
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </>
  );
}
