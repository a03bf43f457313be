/** Migration 035: change proposals (four eyes). Owned by src/approvals/. */
export type ChangeKind =
  | 'publish-issue-version'
  | 'open-issue'
  | 'load-catalogue'
  | 'settle-batch'
  | 'suspend-partner'
  | 'create-admin-key'
  | 'revoke-admin-key'
  // Who gets paid (issue 45, item 2; migration 038).
  | 'set-client-money-account'
  | 'acknowledge-client-money-account'
  | 'set-institution-bank-settings'
  | 'set-institution-bank-account'
  | 'acknowledge-institution-bank-account'
  // What is owed and to whom (issue 45, item 2; migration 038).
  | 'reactivate-partner'
  | 'rotate-partner-credentials'
  | 'set-partner-fscs-policy'
  | 'set-fscs-limit'
  | 'remove-fscs-limit'
  | 'set-calendar-change'
  | 'remove-calendar-change'
  | 'import-bank-holidays'
  | 'close-issue'
  | 'allocate-suspense';

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
