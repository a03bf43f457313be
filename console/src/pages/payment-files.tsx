/** Payment files: the pain.001 files the payment runs issued, one file's lines and their states, and the payments held back (released by an admin). */
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, type Page, query } from '../api';
import { instant, money } from '../format';
import { useOperator } from '../session';
import { Confirm, DownloadButton, ErrorMessage, ExportCsvButton, ListTools, Loading, MoneyCell, Pager, Section, StatusBadge, useLoad, usePaging } from '../ui';

interface PaymentFileHeader {
  paymentFileId: string;
  messageId: string;
  messageVersion: string;
  currencyCode: string;
  executionDate: string;
  numberOfTransactions: number;
  controlSum: number;
  sha256: string;
  createdAtUtc: string;
}

interface PaymentLine {
  paymentLineId: string;
  position: number;
  paymentInformationId: string;
  endToEndId: string;
  kind: 'placement' | 'payout';
  amount: number;
  creditorName: string;
  creditorAccount: string;
  remittance: string | null;
  financialInstitutionId: string | null;
  clientReference: string | null;
  transferId: string;
  state: 'pending' | 'posted' | 'voided';
  pays: { paymentItemId: string; instructionBatchId: string; instructionId: string | null; amount: number }[];
}

interface HeldPayment {
  paymentItemId: string;
  kind: 'placement' | 'payout';
  currencyCode: string;
  dueDate: string;
  amount: number;
  instructionBatchId: string;
  instructionId: string | null;
  financialInstitutionId: string | null;
  clientReference: string | null;
  heldReason: string | null;
}

function PaymentFilesNav() {
  return (
    <p>
      <Link to="/payment-files">Payment files</Link> · <Link to="/payment-files/held">Held payments</Link>
    </p>
  );
}

export function PaymentFilesPage() {
  const [params, setParams] = useSearchParams();
  const paging = usePaging(params, setParams);
  const search = query({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading } = useLoad(useCallback(() => api<{ paymentFiles: PaymentFileHeader[] } & Page>('GET', `/operator/payment-files${search}`), [search]));
  return (
    <>
      <h1>Payment files</h1>
      <PaymentFilesNav />
      <ErrorMessage error={error} />
      <Loading when={loading} />
      <ListTools page={data} noun="payment files">
        <ExportCsvButton path="/operator/payment-files" filters={{}} filename="payment-files" />
      </ListTools>
      {data ? (
        data.paymentFiles.length === 0 ? (
          <p>No payment file has been issued.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Created</th>
                <th scope="col">Currency</th>
                <th scope="col">Version</th>
                <th scope="col">Execution date</th>
                <th scope="col" className="money">
                  Lines
                </th>
                <th scope="col" className="money">
                  Control sum
                </th>
              </tr>
            </thead>
            <tbody>
              {data.paymentFiles.map((f) => (
                <tr key={f.paymentFileId}>
                  <td>
                    <Link to={`/payment-files/${encodeURIComponent(f.paymentFileId)}`}>{f.messageId}</Link>
                  </td>
                  <td>{instant(f.createdAtUtc)}</td>
                  <td>{f.currencyCode}</td>
                  <td>{f.messageVersion}</td>
                  <td>{f.executionDate}</td>
                  <td className="money">{f.numberOfTransactions}</td>
                  <MoneyCell amount={f.controlSum} currency={f.currencyCode} />
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="payment files" />
    </>
  );
}

export function PaymentFilePage() {
  const { paymentFileId = '' } = useParams();
  const { data, error, loading } = useLoad(
    useCallback(() => api<PaymentFileHeader & { lines: PaymentLine[] }>('GET', `/operator/payment-files/${encodeURIComponent(paymentFileId)}`), [paymentFileId]),
  );
  return (
    <>
      <h1>Payment file {data?.messageId ?? paymentFileId}</h1>
      <PaymentFilesNav />
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <dl className="facts">
            <dt>Created</dt>
            <dd>{instant(data.createdAtUtc)}</dd>
            <dt>Version</dt>
            <dd>{data.messageVersion}</dd>
            <dt>Execution date</dt>
            <dd>{data.executionDate}</dd>
            <dt>Lines</dt>
            <dd>{data.numberOfTransactions}</dd>
            <dt>Control sum</dt>
            <dd className="money">
              {money(data.controlSum)} {data.currencyCode}
            </dd>
            <dt>SHA-256</dt>
            <dd className="id">{data.sha256}</dd>
          </dl>
          <p>
            <DownloadButton
              label="Download XML"
              path={`/operator/payment-files/${encodeURIComponent(paymentFileId)}`}
              accept="application/xml"
              filename={`${data.messageId}.xml`}
            />
          </p>
          <Section title={`Lines (${data.lines.length})`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Creditor</th>
                  <th scope="col">Kind</th>
                  <th scope="col">EndToEndId</th>
                  <th scope="col">State</th>
                  <th scope="col">Pays</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((l) => (
                  <tr key={l.paymentLineId}>
                    <td>{l.position}</td>
                    <td>
                      {l.creditorName}
                      <br />
                      <code>{l.creditorAccount}</code>
                    </td>
                    <td>
                      {l.kind}
                      {l.financialInstitutionId ? ` to ${l.financialInstitutionId}` : ''}
                      {l.clientReference ? ` to client ${l.clientReference}` : ''}
                    </td>
                    <td>
                      <code>{l.endToEndId}</code>
                    </td>
                    <td>
                      <StatusBadge status={l.state} />
                    </td>
                    <td>
                      <ul className="plain">
                        {l.pays.map((p) => (
                          <li key={p.paymentItemId}>
                            {money(p.amount)} {data.currencyCode} of batch <Link to={`/batches/${encodeURIComponent(p.instructionBatchId)}`}>{p.instructionBatchId}</Link>
                            {p.instructionId ? ` (instruction ${p.instructionId})` : ''}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <MoneyCell amount={l.amount} currency={data.currencyCode} />
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

export function HeldPaymentsPage() {
  const { canWrite } = useOperator();
  const { data, error, loading, reload } = useLoad(useCallback(() => api<{ heldPayments: HeldPayment[] }>('GET', '/operator/payment-files/held'), []));
  const [releasing, setReleasing] = useState<HeldPayment | undefined>();
  const [released, setReleased] = useState<HeldPayment | undefined>();
  const [actionError, setActionError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  async function release(item: HeldPayment) {
    setBusy(true);
    setActionError(undefined);
    setReleased(undefined);
    try {
      setReleased(await api<HeldPayment>('POST', `/operator/payment-files/held/${encodeURIComponent(item.paymentItemId)}/release`));
      setReleasing(undefined);
      reload();
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <h1>Held payments</h1>
      <PaymentFilesNav />
      <p className="hint">
        What the platform must pay and holds back until an operator releases it: a payment the bank rejected, an account that cannot be paid. Fix the cause first; the next payment
        run pays a released payment.
      </p>
      {releasing ? (
        <Confirm
          busy={busy}
          message={`Release the held ${releasing.kind} of ${money(releasing.amount)} ${releasing.currencyCode} (batch ${releasing.instructionBatchId}) for the next payment run?`}
          onConfirm={() => void release(releasing)}
          onCancel={() => setReleasing(undefined)}
        />
      ) : null}
      {released ? (
        <p role="status" className="ok-text">
          Released: the {released.kind} of {money(released.amount)} {released.currencyCode} goes in the next payment run.
        </p>
      ) : null}
      <ErrorMessage error={actionError} />
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
