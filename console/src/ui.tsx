/** Small building blocks every page uses: loading data, errors, tables, money, confirmations. */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { api, ApiError, apiText, query } from './api';
import { money } from './format';

/**
 * Loads with `load` whenever `load` changes; `reload` loads again (after a write).
 * Pass it through useCallback, listing what it reads (the linter checks the list):
 * a new function at every render would load at every render.
 */
export function useLoad<T>(load: () => Promise<T>): { data: T | undefined; error: Error | undefined; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: Error) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [load, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const e = error as Error;
  return (
    <div className="error" role="alert">
      {e instanceof ApiError && e.status ? (
        <strong>
          {e.status} {e.code}:{' '}
        </strong>
      ) : null}
      {e.message}
      {e instanceof ApiError && e.fields.length > 0 ? (
        <ul>
          {e.fields.map((f) => (
            <li key={f.field}>
              {f.field}: {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Loading({ when }: { when: boolean }) {
  return when ? <p aria-live="polite">Loading…</p> : null;
}

/** An amount right-aligned with its currency, in a table cell. */
export function MoneyCell({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <td className="money">
      {money(amount)} <span className="currency">{currency ?? ''}</span>
    </td>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="section-head">
        <h2>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status.toLowerCase()}`}>{status}</span>;
}

/** A field with its label: every control in the console is labelled. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A change asked for, shown back to the operator before it is made. */
export function Confirm({ message, onConfirm, onCancel, busy }: { message: ReactNode; onConfirm: () => void; onCancel: () => void; busy?: boolean }) {
  return (
    <div className="confirm" role="alertdialog" aria-label="Confirm the change">
      <p>{message}</p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog takes the focus when it opens (WAI-ARIA's dialog pattern), or a keyboard user is left on the button that opened it. */}
      <button type="button" className="primary" onClick={onConfirm} disabled={busy} autoFocus>
        Confirm
      </button>{' '}
      <button type="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}

/** Secrets shown once: the operator copies them now or never sees them again. */
export function ShownOnce({ title, values, onDone }: { title: string; values: Record<string, string>; onDone: () => void }) {
  return (
    <div className="shown-once" role="region" aria-label={title}>
      <h3>{title}</h3>
      <p>Shown once: copy them now. The platform keeps only their hashes.</p>
      <dl>
        {Object.entries(values).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code data-secret={name}>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

/** The page sizes a list offers (the API's most is 200). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;

/**
 * A list's page number and size, kept in the address (pageNumber, pageSize) so a reload or a link keeps them;
 * `defaultSize` when the address names none or a size not offered.
 */
export function usePaging(params: URLSearchParams, setParams: (next: Record<string, string>) => void, defaultSize = 50) {
  const pageNumber = Math.max(1, Number(params.get('pageNumber') ?? '1') || 1);
  const asked = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : defaultSize;
  const rest = () => Object.fromEntries([...params].filter(([name]) => name !== 'pageNumber' && name !== 'pageSize'));
  return {
    pageNumber,
    pageSize,
    setPageNumber: (n: number) => setParams({ ...rest(), pageNumber: String(n), ...(pageSize === defaultSize ? {} : { pageSize: String(pageSize) }) }),
    // A new size starts again at the first page: the old page number means other rows now.
    setPageSize: (size: number) => setParams({ ...rest(), ...(size === defaultSize ? {} : { pageSize: String(size) }) }),
  };
}

/** "1,234 requests" or "more than 10,000 requests"; undefined for a list that does not count. */
export function totalOf(page: { totalCount?: number; totalCountCapped?: boolean } | undefined, noun: string): string | undefined {
  if (page?.totalCount === undefined) return undefined;
  return `${page.totalCountCapped ? 'More than ' : ''}${page.totalCount.toLocaleString('en-GB')} ${noun}`;
}

/**
 * Under a list: its total (when it counts), Previous/Next, and the rows-per-page choice (when `onPageSize` is given).
 */
export function Pager({
  page,
  onPage,
  onPageSize,
  noun = 'rows',
}: {
  page: { pageNumber: number; pageSize?: number; hasMore: boolean; totalCount?: number; totalCountCapped?: boolean } | undefined;
  onPage: (n: number) => void;
  onPageSize?: (size: number) => void;
  noun?: string;
}) {
  if (!page) return null;
  const total = totalOf(page, noun);
  const pages = page.totalCount !== undefined && page.pageSize ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : undefined;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={page.pageNumber <= 1} onClick={() => onPage(page.pageNumber - 1)}>
        Previous page
      </button>
      <span>
        Page {page.pageNumber}
        {pages !== undefined && !page.totalCountCapped ? ` of ${pages.toLocaleString('en-GB')}` : ''}
      </span>
      <button type="button" disabled={!page.hasMore} onClick={() => onPage(page.pageNumber + 1)}>
        Next page
      </button>
      {total ? <span className="total">{total}</span> : null}
      {onPageSize && page.pageSize ? (
        <label>
          Rows per page{' '}
          <select value={page.pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}

/** Above a list: how many rows its filters match, and the export of them all. */
export function ListTools({ page, noun, children }: { page: { totalCount?: number; totalCountCapped?: boolean } | undefined; noun: string; children?: ReactNode }) {
  const total = totalOf(page, noun);
  return (
    <div className="list-tools">
      {total ? <span className="total">{total}</span> : null}
      {children}
    </div>
  );
}

/**
 * Downloads every row a list's filters match as CSV: the same operator API path and filters as the page shows,
 * without its paging, with Accept: text/csv (the platform streams it; docs/console.md, Exports).
 */
export function ExportCsvButton({ path, filters, filename }: { path: string; filters: Record<string, string | number | boolean | undefined | null>; filename: string }) {
  const rest = Object.fromEntries(Object.entries(filters).filter(([name]) => !['pageNumber', 'pageSize', 'before', 'limit'].includes(name)));
  return <DownloadButton label="Export CSV" path={`${path}${query(rest)}`} accept="text/csv" filename={`${filename}.csv`} />;
}

/**
 * Downloads an operator API answer in another media type (a payment file's XML, a run's breaks as CSV):
 * fetched with the key in the Authorization header, as every call, then saved from a Blob URL.
 */
export function DownloadButton({ label, path, accept, filename }: { label: string; path: string; accept: string; filename: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const text = await apiText(path, accept);
      const url = URL.createObjectURL(new Blob([text], { type: accept }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" onClick={() => void download()} disabled={busy}>
        {label}
      </button>
      <ErrorMessage error={error} />
    </>
  );
}

/**
 * A partner by name, its id on hover and one click from the clipboard
 * (issue 32: names, not ids). Falls back to the id when the name is unknown.
 */
export function PartnerName({ id, name }: { id: string; name: string | null | undefined }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="named" title={id}>
      {name ?? <span className="id">{id}</span>}{' '}
      <button
        type="button"
        className="copy"
        aria-label={`Copy ${id}`}
        onClick={() =>
          void navigator.clipboard?.writeText(id).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'copied' : 'copy id'}
      </button>
    </span>
  );
}

/**
 * A partner chosen by name wherever a partner is chosen (issue 32): the
 * partners of the operator API, its id the value. "Any" (empty) unless
 * `required`; an id the list does not hold (a bookmark of a partner since
 * removed) stays selectable as itself.
 */
export function PartnerPicker({ value, onChange, label = 'Partner', required = false }: { value: string; onChange: (id: string) => void; label?: string; required?: boolean }) {
  const { data, error } = useLoad(useCallback(() => api<{ partners: { financialPartnerId: string; name: string }[] }>('GET', '/operator/partners?pageSize=200'), []));
  const known = data?.partners.some((p) => p.financialPartnerId === value) ?? false;
  return (
    <Field label={label}>
      {/* Named by aria-label too: a wrapping label's name would take the chosen option's text with it. */}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} required={required} aria-invalid={error ? true : undefined}>
        <option value="">{required ? 'Choose a partner' : 'Any'}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {data?.partners.map((p) => (
          <option key={p.financialPartnerId} value={p.financialPartnerId}>
            {p.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The platform's day (GET /operator/clock: its clock, which the sandbox can
 * move), never the browser's: the default of every "today" in the console.
 * Undefined until it has loaded.
 */
export function usePlatformToday(): { today: string | undefined; error: Error | undefined } {
  const { data, error } = useLoad(useCallback(() => api<{ today: string }>('GET', '/operator/clock'), []));
  return { today: data?.today, error };
}
