/** One product: each issue's rate history, who changed it, and publishing a new rate or margin (admin, after a confirmation). */
import { Link, useParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Section } from '../../components/layout';
import { useIssueHistory, useProduct } from '../../hooks/api/products';
import { useOperator } from '../../hooks/use-operator';
import { instant, money } from '../../lib/format';
import { PublishVersion } from './publish-version';

export function ProductPage() {
  const { productId = '' } = useParams();
  const { canWrite } = useOperator();
  const { data, error, loading } = useIssueHistory(productId);
  const product = useProduct(productId);
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
          {canWrite ? <PublishVersion productId={productId} issue={issue} /> : null}
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
