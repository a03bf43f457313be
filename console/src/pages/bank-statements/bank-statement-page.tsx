/** One bank statement (or notification, or status report): its header and its entries. */
import { useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Section } from '../../components/layout';
import { useBankStatement } from '../../hooks/api/bank-statements';
import { instant, money } from '../../lib/format';
import { BankStatementsNav } from './bank-statements-nav';
import { EntriesTable } from './entries-table';
import { KINDS } from './message-kinds';

export function BankStatementPage() {
  const { bankStatementId = '' } = useParams();
  const { data, error, loading } = useBankStatement(bankStatementId);
  const h = data?.header;
  return (
    <>
      <h1>Bank statement {h?.statementId ?? bankStatementId}</h1>
      <BankStatementsNav />
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {h && data ? (
        <>
          <dl className="facts">
            <dt>Kind</dt>
            <dd>
              {KINDS[h.messageKind]} · {h.messageVersion}
            </dd>
            <dt>Message</dt>
            <dd className="id">{h.messageId}</dd>
            <dt>Account</dt>
            <dd>
              <code>{h.accountIdentifier ?? '—'}</code> {h.currencyCode ?? ''}
            </dd>
            <dt>Sequence number</dt>
            <dd>{h.sequenceNumber}</dd>
            <dt>Opening</dt>
            <dd className="money">{h.openingBalance === null ? '—' : `${money(h.openingBalance)} ${h.currencyCode ?? ''} on ${h.openingDate ?? '—'}`}</dd>
            <dt>Closing</dt>
            <dd className="money">{h.closingBalance === null ? '—' : `${money(h.closingBalance)} ${h.currencyCode ?? ''} on ${h.closingDate ?? '—'}`}</dd>
            {h.originalMessageId ? (
              <>
                <dt>Answers payment file</dt>
                <dd className="id">
                  {h.originalMessageId} {h.groupStatus ?? ''}
                </dd>
              </>
            ) : null}
            <dt>Received</dt>
            <dd>
              {instant(h.receivedAtUtc)} by {h.receivedBy}
            </dd>
            <dt>SHA-256</dt>
            <dd className="id">{h.sha256}</dd>
          </dl>
          <Section title={`Entries (${data.entries.length})`}>{data.entries.length === 0 ? <p>No entries.</p> : <EntriesTable entries={data.entries} />}</Section>
        </>
      ) : null}
    </>
  );
}
