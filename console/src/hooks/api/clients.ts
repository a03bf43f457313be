/** Clients across partners (/operator/clients): the search, one client with its portfolios, its FSCS exposure. */
import { csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { components as portfolios } from '../../generated/portfolios';
import type { AddressFilters, ResponseOf } from './openapi';

const CLIENTS = '/operator/clients';

export type ClientPage = ResponseOf<'/operator/clients'>;
/**
 * One client and its portfolios. The operator API passes the portfolios through as the partner's Portfolios API
 * gives them (PortfolioInformation), untyped in its own document: typed here from the Portfolios API's.
 */
export type ClientDetail = Omit<ResponseOf<'/operator/clients/{financialPartnerId}/{clientReference}'>, 'portfolios'> & {
  portfolios: portfolios['schemas']['PortfolioInformation'][];
};
export type FscsExposure = ResponseOf<'/operator/clients/{financialPartnerId}/{clientReference}/fscs-exposure'>;
export type ClientFilters = AddressFilters<'/operator/clients'>;

const client = (financialPartnerId: string, clientReference: string) => `${CLIENTS}/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(clientReference)}`;

export function useClients(filters: ClientFilters, page: PageParams) {
  return useApiQuery<ClientPage>(`${CLIENTS}${query({ ...filters, ...page })}`);
}

export const clientsCsv = (filters: ClientFilters) => csvDownload(CLIENTS, filters);

export function useClient(financialPartnerId: string, clientReference: string) {
  return useApiQuery<ClientDetail>(client(financialPartnerId, clientReference));
}

/** What the partner reads at its fscs-exposure endpoint: per banking group, against the limit. */
export function useClientFscsExposure(financialPartnerId: string, clientReference: string) {
  return useApiQuery<FscsExposure>(`${client(financialPartnerId, clientReference)}/fscs-exposure`);
}
