/** The payments context's tables (migration 024): the files issued, their lines, what is to be paid, and what the bank's statements should show. */
export interface PaymentsTables {
  payment_files: {
    payment_file_id: string;
    message_id: string;
    message_version: 'pain.001.001.09' | 'pain.001.001.03';
    currency_code: string;
    /** 'YYYY-MM-DD' (date columns are read as text). */
    execution_date: string;
    line_count: number;
    control_sum_minor: bigint;
    file_sha256: string;
    file_xml: string;
    created_at: Date;
  };
  payment_lines: {
    payment_line_id: string;
    payment_file_id: string;
    position: number;
    payment_information_id: string;
    end_to_end_id: string;
    kind: PaymentKind;
    amount_minor: bigint;
    creditor_name: string;
    creditor_account: string;
    remittance: string | null;
    financial_institution_id: string | null;
    client_reference: string | null;
    financial_partner_id: string | null;
    transfer_id: string;
  };
  payment_items: {
    payment_item_id: string;
    kind: PaymentKind;
    currency_code: string;
    due_date: string;
    amount_minor: bigint;
    instruction_batch_id: string;
    financial_partner_id: string;
    instruction_id: string | null;
    financial_institution_id: string | null;
    client_reference: string | null;
    gate_transfer_id: string;
    payment_line_id: string | null;
    held_reason: string | null;
    created_at: Date;
  };
  payment_line_items: {
    payment_line_id: string;
    payment_item_id: string;
  };
  expected_movements: {
    expected_movement_id: string;
    transfer_id: string;
    currency_code: string;
    credit_debit: 'CRDT' | 'DBIT';
    amount_minor: bigint;
    expected_date: string;
    end_to_end_id: string | null;
    payment_information_id: string | null;
    remittance: string | null;
    counterparty_account: string | null;
    instruction_batch_id: string | null;
    financial_partner_id: string | null;
    payment_line_id: string | null;
    status: 'expected' | 'matched' | 'rejected';
    matched_entry_id: string | null;
    /** Migration 026: the entry on the institution's statement that showed its other side (once). */
    mirrored_entry_id: string | null;
    resolved_at: Date | null;
    created_at: Date;
  };
}

export type PaymentKind = 'placement' | 'payout';
