/**
 * Instruction requests (/operator/instruction-requests): the search, one request's whole story (its instruction,
 * batch, account and ledger entries), and retrying or rejecting a parked one.
 */
import { api, csvDownload } from '../../lib/client';
import { midnightAfter, midnightOf } from '../../lib/days';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, BodyOf, ResponseOf } from './openapi';

const REQUESTS = '/operator/instruction-requests';

export type InstructionRequestPage = ResponseOf<'/operator/instruction-requests'>;
export type InstructionStory = ResponseOf<'/operator/instruction-requests/{financialPartnerId}/{instructionReference}'>;

type ApiFilters = AddressFilters<'/operator/instruction-requests'>;

/**
 * The console's filters: the API's, with days instead of its instants (accepted from and to a day, inclusive;
 * processed on a day).
 */
export type InstructionFilters = Omit<ApiFilters, 'from' | 'to' | 'processedFrom' | 'processedTo'> & { fromDay?: string; toDay?: string; processedDay?: string };

function apiFilters({ fromDay = '', toDay = '', processedDay = '', ...filters }: InstructionFilters): ApiFilters {
  return { ...filters, from: midnightOf(fromDay), to: midnightAfter(toDay), processedFrom: midnightOf(processedDay), processedTo: midnightAfter(processedDay) };
}

const story = (financialPartnerId: string, instructionReference: string) => `${REQUESTS}/${encodeURIComponent(financialPartnerId)}/${encodeURIComponent(instructionReference)}`;

export function useInstructionRequests(filters: InstructionFilters, page: PageParams) {
  return useApiQuery<InstructionRequestPage>(`${REQUESTS}${query({ ...apiFilters(filters), ...page })}`);
}

export const instructionRequestsCsv = (filters: InstructionFilters) => csvDownload(REQUESTS, apiFilters(filters));

export function useInstructionStory(financialPartnerId: string, instructionReference: string) {
  return useApiQuery<InstructionStory>(story(financialPartnerId, instructionReference));
}

type ParkedAction = { action: 'retry' } | ({ action: 'reject' } & BodyOf<'/operator/instruction-requests/{financialPartnerId}/{instructionReference}/reject'>);

/** Retry (a fresh budget of attempts) or reject a request parked by processing failures: the requests load again. */
export function useParkedRequestAction(financialPartnerId: string, instructionReference: string) {
  return useApiMutation(
    ({ action, ...body }: ParkedAction) =>
      api<ResponseOf<'/operator/instruction-requests/{financialPartnerId}/{instructionReference}/retry', 'post'>>(
        'POST',
        `${story(financialPartnerId, instructionReference)}/${action}`,
        action === 'reject' ? body : undefined,
      ),
    () => [REQUESTS],
  );
}
