/** Between the bank files received and the entries in suspense. */
import { Link } from 'react-router';

export function BankStatementsNav() {
  return (
    <p>
      <Link to="/bank-statements">Bank statements</Link> · <Link to="/bank-statements/unmatched">Unmatched entries</Link>
    </p>
  );
}
