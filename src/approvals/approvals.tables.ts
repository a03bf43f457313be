/** Migration 035: change proposals (four eyes). Owned by src/approvals/. The kinds: `CHANGE_KINDS` (approvals.ts). */
import type { ChangeKind } from './approvals.js';

/** The states a proposal is stored in. */
export type StoredProposalState = 'proposed' | 'scheduled' | 'applied' | 'failed' | 'rejected' | 'withdrawn' | 'cancelled';

/** The states a proposal is shown in: a stored `proposed` past its expiry is `expired` (the clock's fact, never stored; migration 037). */
export type ProposalState = StoredProposalState | 'expired';

export interface ApprovalsTables {
  change_proposals: {
    proposal_id: string;
    kind: ChangeKind;
    object_type: string;
    object_id: string;
    object_name: string | null;
    summary: string;
    payload: unknown;
    effective_at: Date | null;
    state: StoredProposalState;
    proposed_by: string;
    proposed_by_key_id: string | null;
    proposed_at: Date;
    method: string;
    endpoint: string;
    path: string;
    decided_by: string | null;
    decided_by_key_id: string | null;
    decided_at: Date | null;
    decision_reason: string | null;
    applied_at: Date | null;
    outcome: unknown;
    failure: string | null;
  };
}
