/** Between the payment files and the payments held back. */
import { Link } from 'react-router';

export function PaymentFilesNav() {
  return (
    <p>
      <Link to="/payment-files">Payment files</Link> · <Link to="/payment-files/held">Held payments</Link>
    </p>
  );
}
