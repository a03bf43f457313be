/**
 * The one search box's answers (GET /operator/search): a partner, client,
 * instruction request, batch, account, product, institution or payment file
 * found by any name, reference or id, each by name with its partner, each
 * linking to its page. The query lives in the address (`/search?q=`); the
 * header's box (components/search-box.tsx) leads here.
 */
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { type SearchHit, useSearch } from '../../hooks/api/search';
import { query } from '../../lib/query';

const KIND_NAMES: Record<SearchHit['kind'], string> = {
  partner: 'Partner',
  client: 'Client',
  instruction: 'Instruction',
  batch: 'Batch',
  account: 'Account',
  product: 'Product',
  institution: 'Institution',
  paymentFile: 'Payment file',
};

/** The console page of a hit. */
function pageOfHit(hit: SearchHit): string {
  const partner = encodeURIComponent(hit.financialPartnerId ?? '');
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'partner':
      return `/partners/${id}`;
    case 'client':
      return `/clients/${partner}/${id}`;
    case 'instruction':
      return `/instructions/${partner}/${id}`;
    case 'batch':
      return `/batches/${id}`;
    case 'account':
      return `/accounts/${id}`;
    case 'product':
      return `/catalogue/products/${id}`;
    case 'institution':
      return `/catalogue${query({ search: hit.id })}`;
    case 'paymentFile':
      return `/payment-files/${id}`;
  }
}

export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { data, error, loading } = useSearch(q);
  return (
    <>
      <h1>Find “{q}”</h1>
      <ErrorMessage error={error} />
      <Loading when={loading} />
      {data ? (
        data.hits.length === 0 ? (
          <p>Nothing matches “{q}”: a partner, client or product by a part of its name; a client, instruction, batch, account or payment file by its reference or id.</p>
        ) : (
          <table aria-label="What was found">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Name</th>
                <th scope="col">Partner</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {data.hits.map((hit) => (
                <tr key={`${hit.kind}:${hit.financialPartnerId ?? ''}:${hit.id}`}>
                  <td>{KIND_NAMES[hit.kind]}</td>
                  <td>
                    <Link to={pageOfHit(hit)} title={hit.id}>
                      {hit.label}
                    </Link>
                  </td>
                  <td title={hit.financialPartnerId ?? undefined}>
                    {hit.financialPartnerId ? (
                      <Link to={`/partners/${encodeURIComponent(hit.financialPartnerId)}`}>{hit.financialPartnerName ?? hit.financialPartnerId}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{hit.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </>
  );
}
