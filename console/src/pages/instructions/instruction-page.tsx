/** One instruction request's whole story: the request, the instruction it made, its batch and account, the ledger entries it caused. */
import { Link, useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { PartnerName } from '../../components/partner';
import { useInstructionStory } from '../../hooks/api/instructions';
import { useOperator } from '../../hooks/use-operator';
import { instant, money } from '../../lib/format';
import { ParkedActions } from './parked-actions';

export function InstructionPage() {
  const { financialPartnerId = '', instructionReference = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading } = useInstructionStory(financialPartnerId, instructionReference);
  const currency = data?.request.currencyCode ?? data?.instruction?.currencyCode ?? '';
  return (
    <>
      <h1>Instruction {instructionReference}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <Section title="The request">
            <dl className="facts">
              <dt>Partner</dt>
              <dd>
                <PartnerName id={data.request.financialPartnerId} name={data.request.financialPartnerName} />
              </dd>
              <dt>Type</dt>
              <dd>{data.request.requestType}</dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={data.request.status} />
              </dd>
              {data.request.statusReason ? (
                <>
                  <dt>Reason</dt>
                  <dd>{data.request.statusReason}</dd>
                </>
              ) : null}
              <dt>Client</dt>
              <dd>
                {data.request.clientReference ? (
                  <Link to={`/clients/${data.request.financialPartnerId}/${data.request.clientReference}`}>{data.request.clientReference}</Link>
                ) : (
                  '—'
                )}
              </dd>
              <dt>Amount asked</dt>
              <dd className="money">{data.request.amount === null ? 'whole balance' : `${money(data.request.amount)} ${currency}`}</dd>
              <dt>Accepted</dt>
              <dd>{instant(data.request.createdAtUtc)}</dd>
              <dt>Processed</dt>
              <dd>{instant(data.request.processedAtUtc)}</dd>
              {data.request.processingAttempts > 0 ? (
                <>
                  <dt>Failed processing attempts</dt>
                  <dd>{data.request.processingAttempts}</dd>
                </>
              ) : null}
            </dl>
            {canWrite && data.request.status === 'Created' && data.request.processingAttempts > 0 ? (
              <ParkedActions financialPartnerId={financialPartnerId} instructionReference={data.request.instructionReference} />
            ) : null}
          </Section>
          <Section title="Where it went">
            {data.instruction ? (
              <dl className="facts">
                <dt>Instruction</dt>
                <dd>
                  {data.instruction.instructionType} · <StatusBadge status={data.instruction.state} /> · {money(data.instruction.amount)} {data.instruction.currencyCode}
                </dd>
                <dt>Batch</dt>
                <dd>
                  {data.batch ? (
                    <Link to={`/batches/${data.batch.instructionBatchId}`}>
                      {data.batch.instructionType} batch of {data.batch.dateToBeActioned.slice(0, 10)} ({data.batch.instructionBatchStatus})
                    </Link>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt>Account</dt>
                <dd>
                  {data.account ? (
                    <Link to={`/accounts/${data.account.depositAccountId}`}>
                      {data.account.depositAccountId} ({data.account.accountStatus}, balance {money(data.account.amount)} {data.account.currencyCode})
                    </Link>
                  ) : (
                    'none yet: settlement opens or tops up the account'
                  )}
                </dd>
                {data.instruction.instructionType === 'withdrawal' ? (
                  <>
                    <dt>Pays to</dt>
                    <dd>
                      {data.nominatedAccount ? (
                        [
                          data.nominatedAccount.accountName,
                          [data.nominatedAccount.sortCode, data.nominatedAccount.accountNumber].filter(Boolean).join(' '),
                          data.nominatedAccount.iban && `IBAN ${data.nominatedAccount.iban}`,
                          data.nominatedAccount.bic && `BIC ${data.nominatedAccount.bic}`,
                          data.nominatedAccount.currencyCode,
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      ) : (
                        <strong>{data.nominatedAccountNote}</strong>
                      )}
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p>{data.request.status === 'Created' ? 'Not processed yet.' : 'It made no instruction: it was rejected.'}</p>
            )}
          </Section>
          <Section title="What it did to the account">
            {data.ledgerEntries.length === 0 ? (
              <p>No ledger entry: no money has moved for it.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Entry</th>
                    <th scope="col">Type</th>
                    <th scope="col">Business date</th>
                    <th scope="col">Account</th>
                    <th scope="col" className="money">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.ledgerEntries.map((e) => (
                    <tr key={e.entryId}>
                      <td>{e.entryId}</td>
                      <td>{e.entryType}</td>
                      <td>{e.businessDate}</td>
                      <td>
                        <Link to={`/accounts/${e.depositAccountId}`}>{e.depositAccountId.slice(0, 8)}</Link>
                      </td>
                      <MoneyCell amount={e.amount} currency={currency} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </>
      ) : null}
    </>
  );
}
