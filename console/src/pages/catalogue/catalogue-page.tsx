/** The catalogue: institutions and products; each product's page is product-page.tsx. */
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/download-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, Section } from '../../components/layout';
import { ListTools, Pager } from '../../components/list';
import { institutionsCsv, useInstitutions } from '../../hooks/api/institutions';
import { productsCsv, useProducts } from '../../hooks/api/products';
import { useListFilters } from '../../hooks/use-list-filters';

export function CataloguePage() {
  // The search and the page live in the address: a reload or a bookmark keeps them.
  const list = useListFilters(['search'], { pageSize: 200 });
  const products = useProducts(list.applied, list.page);
  const institutions = useInstitutions();
  return (
    <>
      <h1>Catalogue</h1>
      <Section title="Products">
        <form className="filters" role="search" onSubmit={list.submit}>
          <Field label="Search products">
            <input value={list.form.search} onChange={(e) => list.set('search', e.target.value)} placeholder="product id or name" />
          </Field>
          <button type="submit">Search</button>
        </form>
        <ErrorMessage error={products.error} />
        <Loading when={products.loading} />
        <ListTools page={products.data} noun="products">
          <ExportCsvButton download={productsCsv(list.applied)} filename="products" />
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
        <Pager page={products.data} onPage={list.onPage} onPageSize={list.onPageSize} noun="products" />
      </Section>
      <Section title="Institutions">
        <ErrorMessage error={institutions.error} />
        <ListTools page={institutions.data} noun="institutions">
          <ExportCsvButton download={institutionsCsv()} filename="institutions" />
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
