import type { Generated } from 'kysely';

/** The bank-statements context's tables: the bank files received and their entries (migration 023; 043), and the files in quarantine (045). */
export interface BankStatementsTables {
  bank_statements: {
    bank_statement_id: string;
    received_order: Generated<bigint>;
    message_kind: 'statement' | 'notification' | 'paymentStatusReport';
    message_version: string;
    message_id: string;
    statement_id: string;
    sequence_number: bigint;
    /** Migration 043: a statement without ElctrncSeqNb, its sequence_number the platform's count for the account. */
    sequence_assigned: Generated<boolean>;
    /** Migration 043: LglSeqNb, where the bank gives it. */
    legal_sequence_number: bigint | null;
    account_identifier: string | null;
    currency_code: string | null;
    opening_balance_minor: bigint | null;
    /** 'YYYY-MM-DD' (date columns are read as text). */
    opening_date: string | null;
    closing_balance_minor: bigint | null;
    closing_date: string | null;
    original_message_id: string | null;
    group_status: string | null;
    file_sha256: string;
    file_xml: string;
    received_at: Date;
    received_by: string;
  };
  bank_statement_entries: {
    bank_statement_entry_id: string;
    bank_statement_id: string;
    position: number;
    entry_status: string | null;
    amount_minor: bigint | null;
    currency_code: string | null;
    credit_debit: 'CRDT' | 'DBIT' | null;
    reversal: boolean;
    booking_date: string | null;
    value_date: string | null;
    end_to_end_id: string | null;
    payment_information_id: string | null;
    account_servicer_reference: string | null;
    /** RmtInf/Ustrd lines, one a line (`\n` between them). */
    remittance: string | null;
    /** Migration 043: RmtInf/Strd references (CdtrRefInf/Ref, RfrdDocInf/Nb), one a line. */
    structured_remittance: string | null;
    counterparty_name: string | null;
    counterparty_account: string | null;
    status_reason: string | null;
    status: EntryMatchStatus;
    matched_movement_id: string | null;
    resolution_action: ResolutionAction | null;
    resolution_partner_id: string | null;
    resolution_reason: string | null;
    resolved_by: string | null;
    resolved_at: Date | null;
  };
  /** Migration 045: a bank file that breaks its XSD but is otherwise readable, refused and kept until two admins accept it (docs/bank-files.md "Quarantine"). */
  bank_file_quarantine: {
    quarantined_file_id: string;
    quarantined_order: Generated<bigint>;
    file_sha256: string;
    file_xml: string;
    message_version: string;
    /** The XSD's problems ({line, message}), the first MAX_KEPT_PROBLEMS. */
    schema_problems: { line: number | null; message: string }[];
    schema_problem_count: number;
    uploaded_by: string;
    uploaded_at: Date;
    status: Generated<QuarantineStatus>;
    accepted_reason: string | null;
    accepted_proposed_by: string | null;
    accepted_by: string | null;
    accepted_at: Date | null;
    /** The bank statements the accepted file was booked as. */
    booked_statement_ids: string[] | null;
  };
}

export type QuarantineStatus = 'quarantined' | 'accepted';
export type EntryMatchStatus = 'unmatched' | 'matched' | 'resolved' | 'recorded';
export type ResolutionAction = 'returned-to-sender' | 'allocated-to-partner';
