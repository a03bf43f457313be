/** One batch with its instructions, and its settlement confirmed where production needs it (admin, after a confirmation). */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Confirm } from '../../components/dialogs';
import { ErrorMessage, Loading } from '../../components/feedback';
import { MoneyCell, Section, StatusBadge } from '../../components/layout';
import { PartnerName } from '../../components/partner';
import { ProposedNotice } from '../../components/proposed';
import { useBatch, useSettleBatch } from '../../hooks/api/batches';
import type { Proposal } from '../../hooks/api/proposals';
import { useOperator } from '../../hooks/use-operator';
import { instant, money } from '../../lib/format';

export function BatchPage() {
  const { instructionBatchId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading } = useBatch(instructionBatchId);
  const [confirming, setConfirming] = useState(false);
  const settlement = useSettleBatch(instructionBatchId);
  // Under four eyes the settlement is proposed (202): the batch stays Closed until another admin approves it.
  const [proposed, setProposed] = useState<Proposal | undefined>();
  const settle = () => void settlement.mutate(undefined, { onSuccess: (result) => (setConfirming(false), setProposed(result.proposal)) });
  const batch = data?.batch;
  return (
    <>
      <h1>Batch {instructionBatchId}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {batch ? (
        <>
          <dl className="facts">
            <dt>Partner</dt>
            <dd>
              <PartnerName id={batch.financialPartnerId} name={batch.financialPartnerName} />
            </dd>
            <dt>Day</dt>
            <dd>{batch.dateToBeActioned.slice(0, 10)}</dd>
            <dt>Type</dt>
            <dd>
              {batch.instructionType} · {batch.currencyCode}
            </dd>
            <dt>State</dt>
            <dd>
              <StatusBadge status={batch.instructionBatchStatus} />
            </dd>
            <dt>Total</dt>
            <dd className="money">
              {money(batch.instructionBatchTotalAmount)} {batch.currencyCode}
            </dd>
            <dt>Notice withdrawals</dt>
            <dd className="money">
              {money(batch.instructionBatchTotalNoticeAmount)} {batch.currencyCode}
            </dd>
          </dl>
          {proposed ? <ProposedNotice proposal={proposed} /> : null}
          {canWrite && batch.instructionBatchStatus === 'Closed' && !proposed ? (
            confirming ? (
              <Confirm
                busy={settlement.busy}
                message={`Confirm that the payments of this ${batch.instructionType} batch (${money(batch.instructionBatchTotalAmount)} ${batch.currencyCode}) went through? The accounts will be opened, topped up, debited or closed.`}
                onConfirm={settle}
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <button type="button" className="primary" onClick={() => setConfirming(true)}>
                Confirm settlement…
              </button>
            )
          ) : null}
          <ErrorMessage error={settlement.error} />
          <Section title={`Instructions (${data.instructions.length})`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Client</th>
                  <th scope="col">Account</th>
                  <th scope="col">State</th>
                  <th scope="col">Added</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.instructions.map((i) => (
                  <tr key={i.instructionId}>
                    <td>
                      {i.requestReference ? (
                        <Link to={`/instructions/${batch.financialPartnerId}/${i.instructionReference}`}>{i.instructionReference}</Link>
                      ) : (
                        <span>{i.instructionReference} (maturity payout)</span>
                      )}
                    </td>
                    <td>
                      <Link to={`/clients/${batch.financialPartnerId}/${i.clientReference}`}>{i.clientReference.slice(0, 8)}</Link>
                    </td>
                    <td>{i.depositAccountId ? <Link to={`/accounts/${i.depositAccountId}`}>{i.depositAccountId.slice(0, 8)}</Link> : '—'}</td>
                    <td>
                      <StatusBadge status={i.state} />
                    </td>
                    <td>{instant(i.dateAddedUtc)}</td>
                    <MoneyCell amount={i.amount} currency={i.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        </>
      ) : null}
    </>
  );
}
