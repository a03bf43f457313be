/** The platform's books (/operator/books): its margin income by month. */
import { csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { AddressFilters, ResponseOf } from './openapi';

export type MarginIncome = ResponseOf<'/operator/books/margin-income'>;
export type MonthRange = AddressFilters<'/operator/books/margin-income'>;

/** Per institution, currency and month, from one month to another (YYYY-MM). */
export const marginIncomeCsv = (range: MonthRange) => csvDownload('/operator/books/margin-income', { ...range });

export function useMarginIncome(range: MonthRange) {
  return useApiQuery<MarginIncome>(`/operator/books/margin-income${query({ ...range })}`);
}
