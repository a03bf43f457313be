/** Where a movement's money is at the bank: each payment with its file (linked) and state. */
import { Link } from 'react-router';
import { StatusBadge } from '../../components/layout';
import type { StatementBankPayment } from '../../hooks/api/accounts';

export function BankPayments({ payments }: { payments: StatementBankPayment[] }) {
  if (payments.length === 0) return <>—</>;
  return (
    <>
      {payments.map((p) => (
        <div
          key={p.paymentItemId}
          title={p.kind === 'placement' ? "The batch's placement with the account's bank (every deposit of the batch placed there)" : 'The payout to the client'}
        >
          {p.paymentFileId ? <Link to={`/payment-files/${encodeURIComponent(p.paymentFileId)}`}>{p.endToEndId ?? p.paymentFileId}</Link> : p.kind} <StatusBadge status={p.state} />
          {p.heldReason ? <span className="hint"> {p.heldReason}</span> : null}
        </div>
      ))}
    </>
  );
}
