/** The audit log (GET /operator/audit): every operator write, newest first, 50 at a time. */
import { csvDownload } from '../../lib/client';
import { midnightAfter, midnightOf } from '../../lib/days';
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { AddressFilters, ResponseOf } from './openapi';

export type AuditEntryList = ResponseOf<'/operator/audit'>;

/** Entries a page shows; "Older entries" continues `before` the last. */
export const AUDIT_PAGE = 50;

type ApiFilters = AddressFilters<'/operator/audit'>;
/** The console's filters: the API's, with days (inclusive) instead of its instants. */
export type AuditFilters = Omit<ApiFilters, 'from' | 'to' | 'limit'> & { fromDay?: string; toDay?: string };

function apiFilters({ fromDay = '', toDay = '', ...filters }: AuditFilters): ApiFilters {
  return { ...filters, from: midnightOf(fromDay), to: midnightAfter(toDay) };
}

export function useAuditLog(filters: AuditFilters) {
  return useApiQuery<AuditEntryList>(`/operator/audit${query({ ...apiFilters(filters), limit: AUDIT_PAGE })}`);
}

export const auditCsv = (filters: AuditFilters) => csvDownload('/operator/audit', apiFilters(filters));
