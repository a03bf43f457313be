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
    object_type: string;
    object_id: string;
    before: unknown;
    after: unknown;
  };
}
