/** A bank statement's entries: their status (matched, unmatched, resolved, recorded), direction, counterparty and amount. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MoneyCell, StatusBadge } from '../../components/layout';
import type { StatementEntry } from '../../hooks/api/bank-statements';

export function EntriesTable({ entries, extra }: { entries: (StatementEntry & { statementId?: string })[]; extra?: (e: StatementEntry) => ReactNode }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Status</th>
          <th scope="col">Booked</th>
          <th scope="col">Direction</th>
          <th scope="col">EndToEndId</th>
          <th scope="col">Counterparty</th>
          <th scope="col">Remittance</th>
          <th scope="col" className="money">
            Amount
          </th>
          {extra ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.entryId}>
            <td>
              {e.statementId ? (
                <>
                  <Link to={`/bank-statements/${encodeURIComponent(e.bankStatementId)}`}>{e.statementId}</Link> #
                </>
              ) : null}
              {e.position}
            </td>
            <td>
              <StatusBadge status={e.status} /> {e.entryStatus ?? ''}
              {e.resolution
                ? ` (${e.resolution.action}${e.resolution.financialPartnerId ? ` ${e.resolution.financialPartnerId}` : ''} by ${e.resolution.resolvedBy}: ${e.resolution.reason})`
                : ''}
              {e.statusReason ? ` ${e.statusReason}` : ''}
            </td>
            <td>{e.bookingDate ?? '—'}</td>
            <td>
              {e.creditDebit === 'CRDT' ? 'in' : e.creditDebit === 'DBIT' ? 'out' : '—'}
              {e.reversal ? ' (reversal)' : ''}
            </td>
            <td>
              <code>{e.endToEndId ?? '—'}</code>
            </td>
            <td>
              {e.counterpartyName ?? '—'}
              {e.counterpartyAccount ? (
                <>
                  <br />
                  <code>{e.counterpartyAccount}</code>
                </>
              ) : null}
            </td>
            <td>{e.remittance ?? '—'}</td>
            <MoneyCell amount={e.amount} currency={e.currencyCode} />
            {extra ? <td>{extra(e)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
