/** Between the bank files received, the entries in suspense and the files in quarantine. */
import { Link } from 'react-router';

export function BankStatementsNav() {
  return (
    <p>
      <Link to="/bank-statements">Bank statements</Link> · <Link to="/bank-statements/unmatched">Unmatched entries</Link> · <Link to="/bank-statements/quarantine">Quarantine</Link>
    </p>
  );
}
