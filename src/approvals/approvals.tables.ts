/** Migration 035: change proposals (four eyes). Owned by src/approvals/. */
export type ChangeKind = 'publish-issue-version' | 'open-issue' | 'load-catalogue' | 'settle-batch' | 'suspend-partner' | 'create-admin-key';

export type ProposalState = 'proposed' | 'scheduled' | 'applied' | 'failed' | 'rejected' | 'withdrawn' | 'cancelled';

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
    state: ProposalState;
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
