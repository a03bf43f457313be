import type { Generated } from 'kysely';

export type BatchStatus = 'Open' | 'Locked' | 'Closed' | 'Completed';

/** What a batch holds: deposits or withdrawals (the instructions' own `InstructionType`). */
export type BatchType = 'deposit' | 'withdrawal';

/** The daily instruction batches (migration 004) and the cut-offs that have run (013). */
export interface BatchesTables {
  instruction_batches: {
    instruction_batch_id: string;
    financial_partner_id: string;
    batch_date: string;
    instruction_type: BatchType;
    currency_code: string;
    status: BatchStatus;
    total_amount_minor: Generated<bigint>;
    total_notice_amount_minor: Generated<bigint>;
    created_at: Date;
    updated_at: Date;
    locked_at: Date | null;
    closed_at: Date | null;
    completed_at: Date | null;
    /** When its money moved on the deposit accounts (migration 024); Completed follows once the bank has booked it. */
    settled_at: Date | null;
  };
  batch_cutoffs: {
    business_date: string;
    ran_at: Date;
  };
}
