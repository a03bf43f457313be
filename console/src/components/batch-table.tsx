/** Batches in a table, each linked to its page: the overview's batches waiting for their partner, and the batch search. */
import { Link } from 'react-router';
import type { Batch } from '../hooks/api/batches';
import { MoneyCell, StatusBadge } from './layout';
import { PartnerName } from './partner';

export function BatchTable({ batches }: { batches: Batch[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Batch</th>
          <th scope="col">Partner</th>
          <th scope="col">Day</th>
          <th scope="col">Type</th>
          <th scope="col">State</th>
          <th scope="col">Instructions</th>
          <th scope="col" className="money">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {batches.map((b) => (
          <tr key={b.instructionBatchId}>
            <td>
              <Link to={`/batches/${b.instructionBatchId}`}>{b.instructionBatchId.slice(0, 8)}</Link>
            </td>
            <td>
              <PartnerName id={b.financialPartnerId} name={b.financialPartnerName} />
            </td>
            <td>{b.dateToBeActioned.slice(0, 10)}</td>
            <td>{b.instructionType}</td>
            <td>
              <StatusBadge status={b.instructionBatchStatus} />
            </td>
            <td className="number">{b.instructionCount}</td>
            <MoneyCell amount={b.instructionBatchTotalAmount} currency={b.currencyCode} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
