/**
 * One deposit account: its balance, its statement (opening balance, each
 * movement with the balance after it and its story to the bank payment, the
 * closing balance, what is pending, a chart of the balance), daily accruals and
 * interest postings.
 */
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, type LedgerEntry, query } from '../api';
import { BalanceChart } from '../balance-chart';
import { instant, money } from '../format';
import { DownloadButton, ErrorMessage, Field, Loading, MoneyCell, PartnerName, Section, StatusBadge, useLoad } from '../ui';

interface BankPayment {
  paymentItemId: string;
  kind: string;
  amount: number;
  heldReason: string | null;
  paymentFileId: string | null;
  messageId: string | null;
  endToEndId: string | null;
  executionDate: string | null;
  state: string;
}

interface Statement {
  account: { depositAccountId: string; currencyCode: string; financialPartnerId: string; openedOn: string };
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  movements: {
    entryId: string;
    businessDate: string;
    entryType: string;
    amount: number;
    balance: number;
    instruction: { instructionId: string; instructionReference: string; requestReference: string | null; instructionBatchId: string; bankPayments: BankPayment[] } | null;
  }[];
  truncated: boolean;
  pending: {
    instructionId: string;
    instructionReference: string;
    instructionType: string;
    amount: number;
    isClosure: boolean;
    dateToBeActioned: string;
    instructionBatchId: string;
    bankPayments: BankPayment[];
  }[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a movement's money is at the bank: each payment with its file (linked) and state. */
function BankPayments({ payments }: { payments: BankPayment[] }) {
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

/** The statement of a range of business days (from/to in the address; by default from the day it opened to today). */
function AccountStatement({ depositAccountId, currencyCode }: { depositAccountId: string; currencyCode: string }) {
  const [params, setParams] = useSearchParams();
  const range = { from: DAY.test(params.get('from') ?? '') ? params.get('from')! : '', to: DAY.test(params.get('to') ?? '') ? params.get('to')! : '' };
  const [form, setForm] = useState(range);
  const path = `/operator/deposit-accounts/${encodeURIComponent(depositAccountId)}/statement`;
  const search = query(range);
  const { data, error, loading } = useLoad(useCallback(() => api<Statement>('GET', `${path}${search}`), [path, search]));
  const points = useMemo(
    () =>
      data
        ? [
            { day: data.from, balance: data.openingBalance },
            ...data.movements.map((m) => ({ day: m.businessDate, balance: m.balance })),
            { day: data.to, balance: data.closingBalance },
          ]
        : [],
    [data],
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  }
  return (
    <Section title="Statement">
      <form className="filters" onSubmit={submit} aria-label="Statement range">
        <Field label="From day">
          <input type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        </Field>
        <Field label="To day">
          <input type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </Field>
        <button type="submit">Show</button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <div className="list-tools">
            <span className="total">
              {data.from} to {data.to}: {data.movements.length} {data.movements.length === 1 ? 'movement' : 'movements'}
            </span>
            <DownloadButton
              label="Export CSV"
              path={`${path}${query({ from: data.from, to: data.to })}`}
              accept="text/csv"
              filename={`statement-${depositAccountId}-${data.from}-to-${data.to}.csv`}
            />
          </div>
          <BalanceChart
            points={points}
            currencyCode={currencyCode}
            label={`Balance from ${money(data.openingBalance)} ${currencyCode} on ${data.from} to ${money(data.closingBalance)} ${currencyCode} on ${data.to}; every figure is in the statement table.`}
          />
          <table className="statement">
            <thead>
              <tr>
                <th scope="col">Business date</th>
                <th scope="col">Movement</th>
                <th scope="col">Instruction</th>
                <th scope="col">Batch</th>
                <th scope="col">Bank payment</th>
                <th scope="col" className="money">
                  Amount
                </th>
                <th scope="col" className="money">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="balance-row">
                <td>{data.from}</td>
                <th scope="row">Opening balance</th>
                <td />
                <td />
                <td />
                <td />
                <MoneyCell amount={data.openingBalance} currency={currencyCode} />
              </tr>
              {data.movements.map((m) => (
                <tr key={m.entryId}>
                  <td>{m.businessDate}</td>
                  <td>{m.entryType}</td>
                  <td>
                    {m.instruction ? (
                      <Link to={`/instructions/${data.account.financialPartnerId}/${m.instruction.instructionReference}`}>{m.instruction.instructionReference}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{m.instruction ? <Link to={`/batches/${m.instruction.instructionBatchId}`}>{m.instruction.instructionBatchId.slice(0, 8)}</Link> : '—'}</td>
                  <td>{m.instruction ? <BankPayments payments={m.instruction.bankPayments} /> : '—'}</td>
                  <MoneyCell amount={m.amount} currency={currencyCode} />
                  <MoneyCell amount={m.balance} currency={currencyCode} />
                </tr>
              ))}
              <tr className="balance-row">
                <td>{data.to}</td>
                <th scope="row">Closing balance</th>
                <td />
                <td />
                <td />
                <td />
                <MoneyCell amount={data.closingBalance} currency={currencyCode} />
              </tr>
            </tbody>
          </table>
          {data.truncated ? <p className="hint">More movements than a statement shows at once: choose a shorter range.</p> : null}
          <h3>Pending</h3>
          {data.pending.length === 0 ? (
            <p>Nothing on its way.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Instruction</th>
                  <th scope="col">Type</th>
                  <th scope="col">Settles</th>
                  <th scope="col">Batch</th>
                  <th scope="col">Bank payment</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.pending.map((p) => (
                  <tr key={p.instructionId}>
                    <td>
                      <Link to={`/instructions/${data.account.financialPartnerId}/${p.instructionReference}`}>{p.instructionReference}</Link>
                    </td>
                    <td>{p.isClosure ? 'closure' : p.instructionType}</td>
                    <td>{p.dateToBeActioned}</td>
                    <td>
                      <Link to={`/batches/${p.instructionBatchId}`}>{p.instructionBatchId.slice(0, 8)}</Link>
                    </td>
                    <td>
                      <BankPayments payments={p.bankPayments} />
                    </td>
                    <MoneyCell amount={p.isClosure ? null : p.amount} currency={currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </Section>
  );
}

interface AccountDetail {
  account: {
    depositAccountId: string;
    financialPartnerId: string;
    financialPartnerName: string | null;
    clientReference: string;
    productId: string;
    productIssueNumber: number;
    accountStatus: string;
    currencyCode: string;
    openedOn: string;
    maturesOn: string | null;
    closedOn: string | null;
    amount: number;
    interestAccruedAmount: number;
    interestAccruedExact: string;
    interestPaidAmount: number;
    accruedThrough: string | null;
  };
  ledgerEntries: LedgerEntry[];
  accruals: { accrualDate: string; amountExact: string; netRatePercent: number }[];
  postings: { postingId: string; postingDate: string; accruedExact: string; amount: number; reason: string }[];
}

export function AccountPage() {
  const { depositAccountId = '' } = useParams();
  const { data, error, loading } = useLoad(useCallback(() => api<AccountDetail>('GET', `/operator/deposit-accounts/${encodeURIComponent(depositAccountId)}`), [depositAccountId]));
  const a = data?.account;
  return (
    <>
      <h1>Account {depositAccountId}</h1>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {a && data ? (
        <>
          <dl className="facts">
            <dt>Client</dt>
            <dd>
              <Link to={`/clients/${a.financialPartnerId}/${a.clientReference}`}>{a.clientReference}</Link>
            </dd>
            <dt>Partner</dt>
            <dd>
              <PartnerName id={a.financialPartnerId} name={a.financialPartnerName} />
            </dd>
            <dt>Product</dt>
            <dd>
              <Link to={`/catalogue/products/${encodeURIComponent(a.productId)}`}>{a.productId}</Link> issue {a.productIssueNumber}
            </dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={a.accountStatus} />
            </dd>
            <dt>Opened</dt>
            <dd>{a.openedOn}</dd>
            {a.maturesOn ? (
              <>
                <dt>Matures</dt>
                <dd>{a.maturesOn}</dd>
              </>
            ) : null}
            {a.closedOn ? (
              <>
                <dt>Closed</dt>
                <dd>{a.closedOn}</dd>
              </>
            ) : null}
            <dt>Balance</dt>
            <dd className="money">
              {money(a.amount)} {a.currencyCode}
            </dd>
            <dt>Interest accrued, not posted</dt>
            <dd className="money" title={`exactly ${a.interestAccruedExact} ${a.currencyCode}`}>
              {money(a.interestAccruedAmount)} {a.currencyCode}
            </dd>
            <dt>Interest paid</dt>
            <dd className="money">
              {money(a.interestPaidAmount)} {a.currencyCode}
            </dd>
          </dl>
          <AccountStatement depositAccountId={a.depositAccountId} currencyCode={a.currencyCode} />
          <Section title="Ledger entries (newest first)">
            <table>
              <thead>
                <tr>
                  <th scope="col">Entry</th>
                  <th scope="col">Type</th>
                  <th scope="col">Business date</th>
                  <th scope="col">Written</th>
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
                    <td>{instant(e.createdAtUtc)}</td>
                    <MoneyCell amount={e.amount} currency={a.currencyCode} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title="Interest postings">
            {data.postings.length === 0 ? (
              <p>No posting yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Reason</th>
                    <th scope="col" className="money">
                      Accrued (exact)
                    </th>
                    <th scope="col" className="money">
                      Posted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.postings.map((p) => (
                    <tr key={p.postingId}>
                      <td>{p.postingDate}</td>
                      <td>{p.reason}</td>
                      <td className="money">
                        {p.accruedExact} {a.currencyCode}
                      </td>
                      <MoneyCell amount={p.amount} currency={a.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title="Daily accruals (newest first)">
            {data.accruals.length === 0 ? (
              <p>No accrual yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="number">
                      Net rate
                    </th>
                    <th scope="col" className="money">
                      Accrued (exact)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.accruals.map((x) => (
                    <tr key={x.accrualDate}>
                      <td>{x.accrualDate}</td>
                      <td className="number">{x.netRatePercent}%</td>
                      <td className="money">
                        {x.amountExact} {a.currencyCode}
                      </td>
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
