import type { Generated } from 'kysely';

/** The client-money context's table: the reconciliation runs, append-only (migration 025). */
export interface ClientMoneyTables {
  client_money_reconciliations: {
    reconciliation_id: string;
    run_order: Generated<bigint>;
    /** 'YYYY-MM-DD' (date columns are read as text). */
    as_at: string;
    ran_at: Date;
    ran_by: string;
    trigger: 'scheduler' | 'operator';
    /** JSON; money in minor units as text. */
    inputs: unknown;
    breaks: unknown;
    break_count: number;
    ok: boolean;
    action_taken: string;
  };
}
