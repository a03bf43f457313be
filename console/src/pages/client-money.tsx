/**
 * Client money: the daily client-money reconciliation runs (an admin runs one now), one run with what it
 * read per currency and account and its breaks (CSV for the resolution pack); and the platform's margin
 * income per institution, currency and month.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { api, type Page, query } from '../api';
import { instant } from '../format';
import { useOperator } from '../session';
import { DownloadButton, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, MoneyCell, Pager, Section, useLoad, usePaging, usePlatformToday } from '../ui';

interface RunSummary {
  reconciliationId: string;
  asAt: string;
  ranAtUtc: string;
  ranBy: string;
  trigger: 'scheduler' | 'operator';
  ok: boolean;
  breakCount: number;
  actionTaken: string;
}

interface Position {
  currencyCode: string;
  depositAccounts: number;
  clientPayout: number;
  partnerOwed: number;
  partnerReceivable: number;
  suspense: number;
  hub: number;
  transitOut: number;
  transitIn: number;
  placed: number;
  interestReceivable: number;
  marginIncome: number;
  requirement: number;
  resource: number;
}

interface Run extends RunSummary {
  inputs: {
    transitClearedBy: string;
    currencies: Position[];
    accounts: {
      accountCode: string;
      currencyCode: string;
      role: 'hub' | 'placed';
      financialInstitutionId: string | null;
      accountIdentifiers: string[];
      bookBalance: number;
      statement: {
        bankStatementId: string;
        statementId: string;
        closingDate: string;
        closingBalance: number;
        bookBalanceAtClosing: number;
        movementsAfter: number;
        lastMovementAfter: string | null;
      } | null;
    }[];
    overduePendingTransfers: { transferId: string; currencyCode: string; kind: string; businessDate: string; amount: number }[];
    transitAccounts: { accountCode: string; currencyCode: string; balance: number; lastMovementDate: string }[];
  };
  breaks: {
    kind: string;
    currencyCode: string;
    accountCode: string | null;
    transferId: string | null;
    date: string | null;
    expected: number | null;
    actual: number | null;
    difference: number | null;
    description: string;
  }[];
}

function RunBadge({ run }: { run: Pick<RunSummary, 'ok' | 'breakCount'> }) {
  return <span className={`badge ${run.ok ? 'badge-ok' : 'badge-breaks'}`}>{run.ok ? 'OK' : `${run.breakCount} break${run.breakCount === 1 ? '' : 's'}`}</span>;
}

function RunNow({ onRun }: { onRun: (run: Run) => void }) {
  // The latest day to choose: the platform's today, not the browser's.
  const { today } = usePlatformToday();
  const [asAt, setAsAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onRun(await api<Run>('POST', '/operator/client-money/reconciliations', asAt ? { asAt } : {}));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title="Run a reconciliation now">
      <form className="filters" onSubmit={(e) => void submit(e)} aria-label="Run a reconciliation now">
        <Field label="As at the close of (empty: the working day before today)">
          <input type="date" value={asAt} onChange={(e) => setAsAt(e.target.value)} max={today} />
        </Field>
        <button type="submit" className="primary" disabled={busy}>
          Run now
        </button>
      </form>
      <ErrorMessage error={error} />
    </Section>
  );
}

export function ClientMoneyPage() {
  const { canWrite } = useOperator();
  const [params, setParams] = useSearchParams();
  const filters = { from: params.get('from') ?? '', to: params.get('to') ?? '', ok: params.get('ok') ?? '' };
  const paging = usePaging(params, setParams);
  const [form, setForm] = useState(filters);
  // Keyed on the query string: `filters` is a new object at every render.
  const search = query({ ...filters, pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const { data, error, loading, reload } = useLoad(
    useCallback(() => api<{ reconciliations: RunSummary[] } & Page>('GET', `/operator/client-money/reconciliations${search}`), [search]),
  );
  const [ran, setRan] = useState<Run | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')) as Record<string, string>);
  }
  return (
    <>
      <h1>Client money</h1>
      <p>
        <Link to="/income">Margin income</Link>
      </p>
      {canWrite ? (
        <RunNow
          onRun={(run) => {
            setRan(run);
            reload();
          }}
        />
      ) : null}
      {ran ? (
        <p role="status" className={ran.ok ? 'ok-text' : 'bad-text'}>
          Run as at {ran.asAt}: {ran.ok ? 'no breaks.' : `${ran.breakCount} break${ran.breakCount === 1 ? '' : 's'}.`}{' '}
          <Link to={`/client-money/${encodeURIComponent(ran.reconciliationId)}`}>See the run</Link>
        </p>
      ) : null}
      <Section title="Reconciliation runs">
        <form className="filters" onSubmit={submit} aria-label="Find reconciliation runs">
          <Field label="As at from">
            <input type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
          </Field>
          <Field label="As at to">
            <input type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
          </Field>
          <Field label="Result">
            <select value={form.ok} onChange={(e) => setForm({ ...form, ok: e.target.value })}>
              <option value="">Any</option>
              <option value="true">OK</option>
              <option value="false">With breaks</option>
            </select>
          </Field>
          <button type="submit" className="primary">
            Find runs
          </button>
        </form>
        <ErrorMessage error={error} />
        <Loading when={loading} />
        <ListTools page={data} noun="runs">
          <ExportCsvButton path="/operator/client-money/reconciliations" filters={filters} filename="client-money-reconciliations" />
        </ListTools>
        {data ? (
          data.reconciliations.length === 0 ? (
            <p>No run matches.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">As at</th>
                  <th scope="col">Ran</th>
                  <th scope="col">By</th>
                  <th scope="col">Result</th>
                  <th scope="col">Action taken</th>
                </tr>
              </thead>
              <tbody>
                {data.reconciliations.map((r) => (
                  <tr key={r.reconciliationId}>
                    <td>
                      <Link to={`/client-money/${encodeURIComponent(r.reconciliationId)}`}>{r.asAt}</Link>
                    </td>
                    <td>{instant(r.ranAtUtc)}</td>
                    <td>
                      {r.ranBy} ({r.trigger})
                    </td>
                    <td>
                      <RunBadge run={r} />
                    </td>
                    <td>{r.actionTaken}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <Pager page={data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="runs" />
      </Section>
    </>
  );
}

const POSITION_ROWS: [keyof Position, string][] = [
  ['depositAccounts', 'Deposit accounts'],
  ['clientPayout', 'Client payouts'],
  ['partnerOwed', 'Owed to partners'],
  ['suspense', 'Suspense'],
  ['requirement', 'Requirement'],
  ['hub', 'Hub (negative: held)'],
  ['transitOut', 'Transit out'],
  ['transitIn', 'Transit in'],
  ['placed', 'Placed'],
  ['resource', 'Resource'],
  ['partnerReceivable', 'Partners owe'],
  ['interestReceivable', 'Interest receivable (house)'],
  ['marginIncome', 'Margin income (house)'],
];

export function ClientMoneyRunPage() {
  const { reconciliationId = '' } = useParams();
  const { data, error, loading } = useLoad(
    useCallback(() => api<Run>('GET', `/operator/client-money/reconciliations/${encodeURIComponent(reconciliationId)}`), [reconciliationId]),
  );
  return (
    <>
      <h1>Client-money reconciliation {data ? `as at ${data.asAt}` : reconciliationId}</h1>
      <p>
        <Link to="/client-money">All runs</Link>
      </p>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data ? (
        <>
          <dl className="facts">
            <dt>Result</dt>
            <dd>
              <RunBadge run={data} />
            </dd>
            <dt>Ran</dt>
            <dd>
              {instant(data.ranAtUtc)} by {data.ranBy} ({data.trigger})
            </dd>
            <dt>Action taken</dt>
            <dd>{data.actionTaken}</dd>
            <dt>Transit cleared by</dt>
            <dd>{data.inputs.transitClearedBy}</dd>
            <dt>Run id</dt>
            <dd className="id">{data.reconciliationId}</dd>
          </dl>
          <Section title="Requirement and resource per currency">
            {data.inputs.currencies.length === 0 ? (
              <p>No currency held client money.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Figure</th>
                    {data.inputs.currencies.map((c) => (
                      <th key={c.currencyCode} scope="col" className="money">
                        {c.currencyCode}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {POSITION_ROWS.map(([field, label]) => (
                    <tr key={field} className={field === 'requirement' || field === 'resource' ? 'total' : undefined}>
                      <th scope="row">{label}</th>
                      {data.inputs.currencies.map((c) => (
                        <MoneyCell key={c.currencyCode} amount={c[field] as number} currency={c.currencyCode} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section
            title={`Breaks (${data.breaks.length})`}
            actions={
              data.breaks.length > 0 ? (
                <DownloadButton
                  label="Download CSV"
                  path={`/operator/client-money/reconciliations/${encodeURIComponent(data.reconciliationId)}`}
                  accept="text/csv"
                  filename={`client-money-reconciliation-${data.asAt}-${data.reconciliationId}.csv`}
                />
              ) : null
            }
          >
            {data.breaks.length === 0 ? (
              <p className="ok-text">No breaks: client money reconciles.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Currency</th>
                    <th scope="col">Account or transfer</th>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col" className="money">
                      Expected
                    </th>
                    <th scope="col" className="money">
                      Actual
                    </th>
                    <th scope="col" className="money">
                      Difference
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.breaks.map((b, n) => (
                    <tr key={n}>
                      <td>{b.kind}</td>
                      <td>{b.currencyCode}</td>
                      <td>
                        <code>{b.accountCode ?? b.transferId ?? '—'}</code>
                      </td>
                      <td>{b.date ?? '—'}</td>
                      <td>{b.description}</td>
                      <MoneyCell amount={b.expected} currency={b.expected === null ? null : b.currencyCode} />
                      <MoneyCell amount={b.actual} currency={b.actual === null ? null : b.currencyCode} />
                      <MoneyCell amount={b.difference} currency={b.difference === null ? null : b.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title="Accounts and their statements">
            <table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Statement</th>
                  <th scope="col">Closing date</th>
                  <th scope="col">Movements after</th>
                  <th scope="col" className="money">
                    Book balance
                  </th>
                  <th scope="col" className="money">
                    Book at closing
                  </th>
                  <th scope="col" className="money">
                    Statement closing
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.inputs.accounts.map((a) => (
                  <tr key={a.accountCode}>
                    <td>
                      <code>{a.accountCode}</code>
                      {a.accountIdentifiers.length === 0 ? ' (no bank account set)' : ''}
                    </td>
                    <td>{a.statement ? <Link to={`/bank-statements/${encodeURIComponent(a.statement.bankStatementId)}`}>{a.statement.statementId}</Link> : 'none'}</td>
                    <td>{a.statement?.closingDate ?? '—'}</td>
                    <td>{a.statement ? `${a.statement.movementsAfter}${a.statement.lastMovementAfter ? ` (last ${a.statement.lastMovementAfter})` : ''}` : '—'}</td>
                    <MoneyCell amount={a.bookBalance} currency={a.currencyCode} />
                    <MoneyCell amount={a.statement?.bookBalanceAtClosing} currency={a.statement ? a.currencyCode : null} />
                    <MoneyCell amount={a.statement?.closingBalance} currency={a.statement ? a.currencyCode : null} />
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          {data.inputs.overduePendingTransfers.length > 0 ? (
            <Section title="Overdue pending transfers">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Transfer</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Business date</th>
                    <th scope="col" className="money">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.inputs.overduePendingTransfers.map((t) => (
                    <tr key={t.transferId}>
                      <td>
                        <code>{t.transferId}</code>
                      </td>
                      <td>{t.kind}</td>
                      <td>{t.businessDate}</td>
                      <MoneyCell amount={t.amount} currency={t.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          {data.inputs.transitAccounts.length > 0 ? (
            <Section title="Transit accounts">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Last movement</th>
                    <th scope="col" className="money">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.inputs.transitAccounts.map((t) => (
                    <tr key={t.accountCode}>
                      <td>
                        <code>{t.accountCode}</code>
                      </td>
                      <td>{t.lastMovementDate}</td>
                      <MoneyCell amount={t.balance} currency={t.currencyCode} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
        </>
      ) : null}
    </>
  );
}

interface MarginIncome {
  from: string;
  to: string;
  income: { financialInstitutionId: string; currencyCode: string; month: string; marginAmount: number }[];
}

/** Margin income by month; with no months in the address, this year to this month of the platform's clock (never the browser's). */
export function MarginIncomePage() {
  const [params] = useSearchParams();
  const { today, error } = usePlatformToday();
  if (params.get('from') && params.get('to')) return <MarginIncomeOfMonths />;
  if (error) return <ErrorMessage error={error} />;
  if (!today) return <Loading when />;
  return <Navigate to={`/income${query({ from: params.get('from') || `${today.slice(0, 4)}-01`, to: params.get('to') || today.slice(0, 7) })}`} replace />;
}

function MarginIncomeOfMonths() {
  const [params, setParams] = useSearchParams();
  const filters = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const [form, setForm] = useState(filters);
  const search = query(filters);
  const { data, error, loading } = useLoad(useCallback(() => api<MarginIncome>('GET', `/operator/books/margin-income${search}`), [search]));
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(form);
  }
  return (
    <>
      <h1>Margin income</h1>
      <p className="hint">What the margin-accrual transfers booked: gross interest less the net interest clients earn, per institution, currency and month.</p>
      <form className="filters" onSubmit={submit} aria-label="Margin income of months">
        <Field label="From month">
          <input type="month" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} required />
        </Field>
        <Field label="To month">
          <input type="month" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} required />
        </Field>
        <button type="submit" className="primary">
          Show income
        </button>
      </form>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        data.income.length === 0 ? (
          <p>
            No margin booked from {data.from} to {data.to}.
          </p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Institution</th>
                <th scope="col" className="money">
                  Margin
                </th>
              </tr>
            </thead>
            <tbody>
              {data.income.map((r) => (
                <tr key={`${r.month} ${r.financialInstitutionId} ${r.currencyCode}`}>
                  <td>{r.month}</td>
                  <td>{r.financialInstitutionId}</td>
                  <MoneyCell amount={r.marginAmount} currency={r.currencyCode} />
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </>
  );
}
