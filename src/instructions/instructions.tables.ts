import type { Generated } from 'kysely';

export type InstructionRequestType = 'deposit' | 'withdraw' | 'close-account' | 'revert';
export type InstructionRequestStatus = 'Created' | 'Processed' | 'Rejected';
export type InstructionType = 'deposit' | 'withdrawal';
export type InstructionState = 'Live' | 'Reverted' | 'Settled';

/** Instruction requests and instructions (migration 004; processing_attempts 012; pending_deposit_totals 019). */
export interface InstructionsTables {
  instruction_requests: {
    financial_partner_id: string;
    instruction_reference: string;
    request_seq: Generated<bigint>;
    request_type: InstructionRequestType;
    body: unknown;
    body_hash: string;
    status: InstructionRequestStatus;
    status_reason: string | null;
    created_at: Date;
    processed_at: Date | null;
    /** Failed attempts at processing the request alone (migration 012); see the processor's isolation. */
    processing_attempts: Generated<number>;
  };
  instructions: {
    instruction_id: string;
    instruction_seq: Generated<bigint>;
    financial_partner_id: string;
    instruction_reference: string;
    request_reference: string | null;
    instruction_batch_id: string;
    instruction_type: InstructionType;
    is_closure: Generated<boolean>;
    is_maturity: Generated<boolean>;
    is_notice: Generated<boolean>;
    client_reference: string;
    portfolio_id: string;
    deposit_account_id: string | null;
    product_id: string;
    issue_number: number;
    product_version: number;
    currency_code: string;
    amount_minor: bigint;
    state: InstructionState;
    date_added: Date;
    date_to_be_actioned: string;
    reverted_by: string | null;
    settled_at: Date | null;
  };
  /** What is pending (Live) into each account key (migration 019); kept by this repository's state changes. */
  pending_deposit_totals: {
    portfolio_id: string;
    product_id: string;
    issue_number: number;
    date_to_be_actioned: string;
    total_minor: bigint;
  };
}
