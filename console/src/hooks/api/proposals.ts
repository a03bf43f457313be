/**
 * Change proposals (/operator/proposals): four eyes for money (docs/four-eyes.md). The list and one proposal,
 * approving, rejecting, withdrawing and cancelling one, and `submit`: how the writes that can be proposed (a new
 * issue version, settling a batch, suspending a partner, an admin key) tell their usual answer from a 202 proposal.
 */
import { api, apiAnswer, csvDownload, type Method } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { AddressFilters, ResponseOf } from './openapi';

const PROPOSALS = '/operator/proposals';

export type ProposalList = ResponseOf<'/operator/proposals'>;
export type Proposal = ResponseOf<'/operator/proposals/{proposalId}'>;
export type ProposalKind = Proposal['kind'];
export type ProposalState = Proposal['state'];
export type ApprovedProposal = ResponseOf<'/operator/proposals/{proposalId}/approve', 'post'>;
export type ProposalFilters = AddressFilters<'/operator/proposals'>;

/** What each kind of change is called on screen (every kind the API names: a new one fails tsc here). */
export const PROPOSAL_KINDS: Record<ProposalKind, string> = {
  'publish-issue-version': 'New issue version (rate, margin)',
  'open-issue': 'New issue',
  'load-catalogue': 'Catalogue load',
  'settle-batch': 'Settle a batch',
  'suspend-partner': 'Suspend a partner',
  'create-admin-key': 'New admin key',
  'revoke-admin-key': 'Revoke an admin key',
  'set-client-money-account': 'Client-money account',
  'acknowledge-client-money-account': 'Client-money account acknowledged',
  'set-institution-bank-settings': 'Institution’s bank settings',
  'set-institution-bank-account': 'Institution’s receiving account',
  'acknowledge-institution-bank-account': 'Receiving account acknowledged',
  'reactivate-partner': 'Reactivate a partner',
  'rotate-partner-credentials': 'Rotate a partner’s credentials',
  'set-partner-fscs-policy': 'Partner’s FSCS policy',
  'set-fscs-limit': 'FSCS limit',
  'remove-fscs-limit': 'Remove an FSCS limit',
  'set-calendar-change': 'Calendar change',
  'remove-calendar-change': 'Calendar change removed',
  'import-bank-holidays': 'Bank holidays imported',
  'close-issue': 'Close an issue',
  'allocate-suspense': 'Suspense allocated to a partner',
  'accept-quarantined-bank-file': 'Quarantined bank file booked',
};

/** Every state, in the order a proposal goes through them. */
export const PROPOSAL_STATES: readonly ProposalState[] = ['proposed', 'scheduled', 'applied', 'failed', 'rejected', 'withdrawn', 'cancelled', 'expired'];

/** The address's `state=any`: every state (no state in the address: those waiting, `proposed`). */
export const ANY_STATE = 'any';

/** The list's filters as the API takes them: no state in the address is `proposed`, `any` is none. */
function apiFilters(filters: ProposalFilters): ProposalFilters {
  const state = filters.state === ANY_STATE ? undefined : filters.state || 'proposed';
  return { ...filters, state };
}

export function useProposals(filters: ProposalFilters, page: PageParams) {
  return useApiQuery<ProposalList>(`${PROPOSALS}${query({ ...apiFilters(filters), ...page })}`);
}

export const proposalsCsv = (filters: ProposalFilters) => csvDownload(PROPOSALS, apiFilters(filters));

/** How many proposals wait for a second admin (the overview's tile): one row asked, the total read. */
export function useWaitingProposals() {
  return useApiQuery<ProposalList>(`${PROPOSALS}${query({ state: 'proposed', pageSize: 1 })}`);
}

const proposal = (proposalId: string) => `${PROPOSALS}/${encodeURIComponent(proposalId)}`;

export function useProposal(proposalId: string) {
  return useApiQuery<Proposal>(proposal(proposalId));
}

/**
 * What a write that can be proposed answered: `applied` its usual answer (200, 201), or `proposal` the change
 * waiting for a second admin (202), which has changed nothing yet.
 */
export type Submitted<R> = { applied: R; proposal?: undefined } | { applied?: undefined; proposal: Proposal };

/** A write that four eyes may turn into a proposal (docs/four-eyes.md): its answer, told apart by its status. */
export async function submit<R>(method: Method, path: string, body?: unknown): Promise<Submitted<R>> {
  const answer = await apiAnswer<unknown>(method, path, body);
  return answer.status === 202 ? { proposal: answer.body as Proposal } : { applied: answer.body as R };
}

/** What a write that may be proposed makes stale: `applied`'s own paths when it applied, the proposals either way. */
export function staleAfter<R>(result: Submitted<R>, applied: readonly string[]): readonly string[] {
  return result.proposal ? [PROPOSALS] : [...applied, PROPOSALS];
}

/**
 * What an approval may change: any of the guarded changes' resources (a rate, a batch and the accounts it
 * settles, a partner, a key, a bank account, an entry in suspense, the FSCS limit, the calendar), and the proposals.
 */
const AFTER_APPROVAL = [
  PROPOSALS,
  '/operator/products',
  '/operator/batches',
  '/operator/overview',
  '/operator/instruction-requests',
  '/operator/deposit-accounts',
  '/operator/partners',
  '/operator/search',
  '/operator/operator-keys',
  '/operator/audit',
  '/operator/bank-accounts',
  '/operator/institutions',
  '/operator/bank-statements',
  '/operator/fscs',
  '/operator/calendar',
];

/** Approves a colleague's proposal: the change applies now (or at its effectiveAt). */
export function useApproveProposal(proposalId: string) {
  return useApiMutation(
    () => api<ApprovedProposal>('POST', `${proposal(proposalId)}/approve`),
    () => AFTER_APPROVAL,
  );
}

/** A new admin key approved: the key, in the approval's answer only (shown once). */
export function approvedKey(approved: ApprovedProposal): { name: string; role: string; key: string } | undefined {
  const result = approved.result as { name?: unknown; role?: unknown; key?: unknown } | null | undefined;
  if (approved.proposal.kind !== 'create-admin-key' || typeof result?.key !== 'string') return undefined;
  return { name: String(result.name ?? approved.proposal.objectName ?? ''), role: String(result.role ?? 'admin'), key: result.key };
}

/** Rejects a colleague's proposal, with the reason: nothing changes. */
export function useRejectProposal(proposalId: string) {
  return useApiMutation(
    (reason: string) => api<Proposal>('POST', `${proposal(proposalId)}/reject`, { reason }),
    () => [PROPOSALS, '/operator/audit'],
  );
}

/** Withdraws the caller's own proposal: nothing changes. */
export function useWithdrawProposal(proposalId: string) {
  return useApiMutation(
    () => api<Proposal>('POST', `${proposal(proposalId)}/withdraw`),
    () => [PROPOSALS, '/operator/audit'],
  );
}

/** Cancels a scheduled change before its instant, with the reason. */
export function useCancelProposal(proposalId: string) {
  return useApiMutation(
    (reason: string) => api<Proposal>('POST', `${proposal(proposalId)}/cancel`, { reason }),
    () => [PROPOSALS, '/operator/audit'],
  );
}
