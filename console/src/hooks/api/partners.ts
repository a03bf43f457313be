/**
 * Partners (/operator/partners): the list, the choice of a partner by name, one partner's page (its summary and its
 * introducers), onboarding and the account actions.
 */
import { api, csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, BodyOf, ResponseOf } from './openapi';
import { staleAfter, submit } from './proposals';

const PARTNERS = '/operator/partners';
/** What a partner's change makes stale: every partner list and read, and the search's answers. */
const AFTER_A_WRITE = [PARTNERS, '/operator/search'];

export type PartnerList = ResponseOf<'/operator/partners'>;
export type PartnerCredentials = ResponseOf<'/operator/partners', 'post'>;
export type NewPartner = BodyOf<'/operator/partners'>;
export type PartnerFilters = AddressFilters<'/operator/partners'>;
/** One partner's page: clients, money held per currency and institution, introducers, credentials and suspensions. */
export type PartnerSummary = ResponseOf<'/operator/partners/{financialPartnerId}/summary'>;
export type IntroducerList = ResponseOf<'/operator/partners/{financialPartnerId}/introducers'>;
export type Introducer = IntroducerList['introducers'][number];

const partner = (financialPartnerId: string) => `${PARTNERS}/${encodeURIComponent(financialPartnerId)}`;

export function usePartners(filters: PartnerFilters, page: PageParams) {
  return useApiQuery<PartnerList>(`${PARTNERS}${query({ ...filters, ...page })}`);
}

/** Every partner, for a choice by name (the API's largest page). */
export function usePartnerChoices() {
  return useApiQuery<PartnerList>(`${PARTNERS}?pageSize=200`);
}

/** One partner's page; a write to the partner (rotate, suspend, reactivate) reloads it (it is under PARTNERS). */
export function usePartnerSummary(financialPartnerId: string) {
  return useApiQuery<PartnerSummary>(`${partner(financialPartnerId)}/summary`);
}

/** A partner's introducers, a page at a time. */
export function usePartnerIntroducers(financialPartnerId: string, page: PageParams) {
  return useApiQuery<IntroducerList>(`${partner(financialPartnerId)}/introducers${query({ ...page })}`);
}

export const partnerIntroducersCsv = (financialPartnerId: string) => csvDownload(`${partner(financialPartnerId)}/introducers`);

export const partnersCsv = (filters: PartnerFilters) => csvDownload(PARTNERS, filters);

export function useOnboardPartner() {
  return useApiMutation(
    (body: NewPartner) => api<PartnerCredentials>('POST', PARTNERS, body),
    () => AFTER_A_WRITE,
  );
}

/** Rotates a partner's credentials; under four eyes it is a proposal (202): the new ones are in the approval's answer. */
export function useRotatePartnerCredentials() {
  return useApiMutation(
    (financialPartnerId: string) =>
      submit<ResponseOf<'/operator/partners/{financialPartnerId}/credentials/rotate', 'post'>>('POST', `${partner(financialPartnerId)}/credentials/rotate`),
    (_vars, result) => staleAfter(result, AFTER_A_WRITE),
  );
}

/** Suspends a partner; under four eyes it is a proposal (202) and the partner stays active until approved. */
export function useSuspendPartner() {
  return useApiMutation(
    ({ financialPartnerId, ...body }: { financialPartnerId: string } & BodyOf<'/operator/partners/{financialPartnerId}/suspend'>) =>
      submit<ResponseOf<'/operator/partners/{financialPartnerId}/suspend', 'post'>>('POST', `${partner(financialPartnerId)}/suspend`, body),
    (_vars, result) => staleAfter(result, AFTER_A_WRITE),
  );
}

/** Reactivates a partner; under four eyes it is a proposal (202) and the partner stays suspended until approved. */
export function useReactivatePartner() {
  return useApiMutation(
    (financialPartnerId: string) => submit<ResponseOf<'/operator/partners/{financialPartnerId}/reactivate', 'post'>>('POST', `${partner(financialPartnerId)}/reactivate`),
    (_vars, result) => staleAfter(result, AFTER_A_WRITE),
  );
}
