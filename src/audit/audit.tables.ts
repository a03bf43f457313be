import type { Generated } from 'kysely';

export interface AuditTables {
  operator_audit_log: {
    audit_id: Generated<bigint>;
    occurred_at: Date;
    operator_key_id: string | null;
    operator_name: string;
    operator_role: string;
    method: string;
    endpoint: string;
    /** The path called, ids filled in; null before migration 034. */
    path: string | null;
    object_type: string;
    object_id: string;
    /** The object's name at the change; null when it has none or before migration 034. */
    object_name: string | null;
    before: unknown;
    after: unknown;
    /** The change proposal it applied (migration 035: four eyes); null for a change made directly. */
    proposal_id: Generated<string | null>;
    /** Who proposed it; the entry's operator approved it. */
    proposed_by: Generated<string | null>;
  };
}
