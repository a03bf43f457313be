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
  /** Migration 037: one row, locked by every creation and revocation of a key; the first admin key ever made. */
  operator_key_guard: {
    singleton: boolean;
    first_admin_key_id: string | null;
    first_admin_at: Date | null;
  };
}
