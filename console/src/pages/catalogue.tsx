/** The catalogue: institutions and products, each issue's rate history, and publishing a new rate or margin (with a confirmation step). */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, type Page, query } from '../api';
import { instant, money } from '../format';
import { useOperator } from '../session';
import { Confirm, ErrorMessage, ExportCsvButton, Field, ListTools, Loading, Pager, Section, useLoad, usePaging } from '../ui';

interface ProductSummary {
  productId: string;
  name: string;
  financialInstitutionId: string;
  productTermType: string;
  currencyCode: string;
  issues: { productIssueNumber: number; currentVersion: number; ratePercent: number; marginPercent: number; isClosedToNewAccounts: boolean }[];
}

interface Institution {
  financialInstitutionId: string;
  name: string;
  countryCode: string;
  isFscsProtected: boolean;
  financialInstitutionVersion: number;
  productCount: number;
}

export function CataloguePage() {
  // The search lives in the address: a reload or a bookmark keeps it.
  const [params, setParams] = useSearchParams();
  const applied = params.get('search') ?? '';
  const [search, setSearch] = useState(applied);
  const paging = usePaging(params, setParams, 200);
  const { pageNumber, pageSize } = paging;
  const products = useLoad(
    useCallback(() => api<{ products: ProductSummary[] } & Page>('GET', `/operator/products${query({ search: applied, pageNumber, pageSize })}`), [applied, pageNumber, pageSize]),
  );
  const institutions = useLoad(useCallback(() => api<{ institutions: Institution[] } & Page>('GET', '/operator/institutions?pageSize=200'), []));
  return (
    <>
      <h1>Catalogue</h1>
      <Section title="Products">
        <form
          className="filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(search.trim() ? { search: search.trim() } : {});
          }}
        >
          <Field label="Search products">
            <input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="product id or name" />
          </Field>
          <button type="submit">Search</button>
        </form>
        <ErrorMessage error={products.error} />
        <Loading when={products.loading} />
        <ListTools page={products.data} noun="products">
          <ExportCsvButton path="/operator/products" filters={{ search: applied }} filename="products" />
        </ListTools>
        {products.data ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Name</th>
                <th scope="col">Institution</th>
                <th scope="col">Type</th>
                <th scope="col">Currency</th>
                <th scope="col" className="number">
                  Rates (issue: gross − margin)
                </th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((p) => (
                <tr key={p.productId}>
                  <td>
                    <Link to={`/catalogue/products/${encodeURIComponent(p.productId)}`}>{p.productId}</Link>
                  </td>
                  <td>{p.name}</td>
                  <td>{p.financialInstitutionId}</td>
                  <td>{p.productTermType}</td>
                  <td>{p.currencyCode}</td>
                  <td className="number">{p.issues.map((i) => `#${i.productIssueNumber}: ${i.ratePercent}% − ${i.marginPercent}%`).join(' · ') || 'no issue'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <Pager page={products.data} onPage={paging.setPageNumber} onPageSize={paging.setPageSize} noun="products" />
      </Section>
      <Section title="Institutions">
        <ErrorMessage error={institutions.error} />
        <ListTools page={institutions.data} noun="institutions">
          <ExportCsvButton path="/operator/institutions" filters={{}} filename="institutions" />
        </ListTools>
        {institutions.data ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Institution</th>
                <th scope="col">Name</th>
                <th scope="col">Country</th>
                <th scope="col">FSCS</th>
                <th scope="col">Version</th>
                <th scope="col" className="number">
                  Products
                </th>
              </tr>
            </thead>
            <tbody>
              {institutions.data.institutions.map((i) => (
                <tr key={i.financialInstitutionId}>
                  <td>{i.financialInstitutionId}</td>
                  <td>{i.name}</td>
                  <td>{i.countryCode}</td>
                  <td>{i.isFscsProtected ? 'yes' : 'no'}</td>
                  <td>
                    <Link to={`/audit?objectType=institution&objectId=${encodeURIComponent(i.financialInstitutionId)}`}>v{i.financialInstitutionVersion} (history)</Link>
                  </td>
                  <td className="number">{i.productCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Section>
    </>
  );
}

interface IssueHistory {
  productId: string;
  issues: {
    productIssueNumber: number;
    currentVersion: number;
    marginPercent: number;
    versions: {
      version: number;
      ratePercent: number;
      aerPercent: number;
      depositMinimum: number;
      depositMaximum: number;
      isClosedToNewAccounts: boolean;
      publishedAtUtc: string;
    }[];
  }[];
}

export function ProductPage() {
  const { productId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading, reload } = useLoad(useCallback(() => api<IssueHistory>('GET', `/operator/products/${encodeURIComponent(productId)}/issues`), [productId]));
  const product = useLoad(useCallback(() => api<{ currencyCode: string; productName?: string }>('GET', `/operator/products/${encodeURIComponent(productId)}`), [productId]));
  return (
    <>
      <h1>Product {productId}</h1>
      <p>
        <Link to={`/audit?objectId=${encodeURIComponent(productId)}`}>Who changed this product</Link> · <Link to={`/audit?objectType=product-issue`}>Every issue change</Link>
      </p>
      <ErrorMessage error={error} />
      <Loading when={loading && !data} />
      {data?.issues.length === 0 ? <p>This product has no issue yet.</p> : null}
      {data?.issues.map((issue) => (
        <Section key={issue.productIssueNumber} title={`Issue ${issue.productIssueNumber} · margin ${issue.marginPercent}%`}>
          {canWrite ? <PublishVersion productId={productId} issue={issue} onPublished={reload} /> : null}
          <p>
            <Link to={`/audit?objectType=product-issue&objectId=${encodeURIComponent(`${productId}#${issue.productIssueNumber}`)}`}>
              Who changed issue {issue.productIssueNumber}
            </Link>
          </p>
          <table>
            <caption>Rate history, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col" className="number">
                  Gross rate
                </th>
                <th scope="col" className="number">
                  AER
                </th>
                <th scope="col" className="money">
                  Minimum
                </th>
                <th scope="col" className="money">
                  Maximum
                </th>
                <th scope="col">New accounts</th>
                <th scope="col">Published</th>
              </tr>
            </thead>
            <tbody>
              {issue.versions.map((v) => (
                <tr key={v.version}>
                  <td>
                    v{v.version}
                    {v.version === issue.currentVersion ? ' (current)' : ''}
                  </td>
                  <td className="number">{v.ratePercent}%</td>
                  <td className="number">{v.aerPercent}%</td>
                  <td className="money">
                    {money(v.depositMinimum)} {product.data?.currencyCode}
                  </td>
                  <td className="money">
                    {money(v.depositMaximum)} {product.data?.currencyCode}
                  </td>
                  <td>{v.isClosedToNewAccounts ? 'closed' : 'open'}</td>
                  <td>{instant(v.publishedAtUtc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ))}
    </>
  );
}

function PublishVersion({ productId, issue, onPublished }: { productId: string; issue: IssueHistory['issues'][number]; onPublished: () => void }) {
  const current = issue.versions[0];
  const [rate, setRate] = useState('');
  const [margin, setMargin] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const change: Record<string, number> = {};
  if (rate.trim() !== '') change.ratePercent = Number(rate);
  if (margin.trim() !== '') change.marginPercent = Number(margin);
  function review(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    setConfirming(true);
  }
  async function publish() {
    setBusy(true);
    setError(undefined);
    try {
      await api('POST', `/operator/products/${encodeURIComponent(productId)}/issues/${issue.productIssueNumber}/versions`, change);
      setConfirming(false);
      setRate('');
      setMargin('');
      setDone('Published.');
      onPublished();
    } catch (e) {
      setError(e);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="publish">
      <form className="filters" onSubmit={review} aria-label={`Publish a new version of issue ${issue.productIssueNumber}`}>
        <Field label={`New gross rate % (now ${current?.ratePercent ?? '—'})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        </Field>
        <Field label={`New margin % (now ${issue.marginPercent})`}>
          <input type="number" step="0.01" min="0" max="100" inputMode="decimal" value={margin} onChange={(e) => setMargin(e.target.value)} />
        </Field>
        <button type="submit" disabled={Object.keys(change).length === 0 || confirming}>
          Review the change…
        </button>
      </form>
      {confirming ? (
        <Confirm
          busy={busy}
          message={
            <>
              Publish version {issue.currentVersion + 1} of {productId} issue {issue.productIssueNumber}:{' '}
              {change.ratePercent !== undefined ? `gross rate ${current?.ratePercent}% → ${change.ratePercent}%` : null}
              {change.ratePercent !== undefined && change.marginPercent !== undefined ? ', ' : null}
              {change.marginPercent !== undefined ? `margin ${issue.marginPercent}% → ${change.marginPercent}%` : null}. Partners see it at once; new deposits take it.
            </>
          }
          onConfirm={publish}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <ErrorMessage error={error} />
      {done ? <p role="status">{done}</p> : null}
    </div>
  );
}
