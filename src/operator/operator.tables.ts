export interface OperatorTables {
  operator_keys: {
    operator_key_id: string;
    name: string;
    role: string;
    key_hash: string;
    key_prefix: string;
    created_at: Date;
    created_by: string;
    revoked_at: Date | null;
    revoked_by: string | null;
  };
}
