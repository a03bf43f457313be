/** The catalogue's products (/operator/products): the list, one product and its issues' rate history, publishing a version. */
import { csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, BodyOf, ResponseOf } from './openapi';
import { staleAfter, submit } from './proposals';

const PRODUCTS = '/operator/products';

export type ProductPage = ResponseOf<'/operator/products'>;
export type ProductFilters = AddressFilters<'/operator/products'>;
export type Product = ResponseOf<'/operator/products/{productId}'>;
export type IssueHistory = ResponseOf<'/operator/products/{productId}/issues'>;
export type IssueOfHistory = IssueHistory['issues'][number];
export type NewIssueVersion = BodyOf<'/operator/products/{productId}/issues/{issueNumber}/versions'>;

const product = (productId: string) => `${PRODUCTS}/${encodeURIComponent(productId)}`;

export function useProducts(filters: ProductFilters, page: PageParams) {
  return useApiQuery<ProductPage>(`${PRODUCTS}${query({ ...filters, ...page })}`);
}

export const productsCsv = (filters: ProductFilters) => csvDownload(PRODUCTS, filters);

export function useProduct(productId: string) {
  return useApiQuery<Product>(product(productId));
}

export function useIssueHistory(productId: string) {
  return useApiQuery<IssueHistory>(`${product(productId)}/issues`);
}

/**
 * A new version of an issue (rate, margin; `effectiveAt` schedules it): published, the product's reads and the
 * lists load again; under four eyes, or scheduled, it is a proposal (202) and nothing changed yet.
 */
export function usePublishIssueVersion(productId: string) {
  return useApiMutation(
    ({ productIssueNumber, change }: { productIssueNumber: number; change: NewIssueVersion }) =>
      submit<ResponseOf<'/operator/products/{productId}/issues/{issueNumber}/versions', 'post'>>('POST', `${product(productId)}/issues/${productIssueNumber}/versions`, change),
    (_vars, result) => staleAfter(result, [PRODUCTS]),
  );
}
