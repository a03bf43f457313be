import type { Generated } from 'kysely';
import { type Currency } from '../platform/currency.js';

/** The catalogue (migrations 002 and 007). numeric columns come back as strings, bigint as bigint. */
export interface ProductsTables {
  financial_institutions: {
    financial_institution_id: string;
    financial_institution_version: Generated<number>;
    name: string;
    short_name: string;
    institution_type: Generated<string>;
    group_id: string;
    payment_batch_cutoff_time_utc: string;
    is_fscs_protected: boolean;
    is_sharia: boolean;
    country_code: string;
    created_at: Date;
    updated_at: Date;
  };
  products: {
    product_id: string;
    financial_institution_id: string;
    name: string;
    product_term_type: 'FixedTerm' | 'InstantAccess' | 'Notice';
    term_length: number;
    term_length_unit: 'Day' | 'Month' | 'Year' | 'NoTerm';
    notice_length: number;
    notice_length_unit: 'Day' | 'Month' | 'Year' | 'NoNotice';
    currency_code: Currency;
    interest_paid_type: string;
    interest_pays_plan: Generated<string>;
    interest_pays_frequency: string;
    offered_to_roles: Generated<string[]>;
    created_at: Date;
    updated_at: Date;
  };
  product_issues: {
    product_id: string;
    issue_number: number;
    current_version: number;
    margin_percent: string;
    created_at: Date;
    updated_at: Date;
  };
  product_issue_versions: {
    product_id: string;
    issue_number: number;
    version_number: number;
    rate_percent: string;
    aer_percent: string;
    deposit_minimum_minor: bigint;
    deposit_maximum_minor: bigint;
    is_closed_to_new_accounts: boolean;
    created_at: Date;
  };
  documents: {
    document_id: string;
    document_version: number;
    document_type: string;
    title: string;
    content_hash: string;
    created_at: Date;
  };
  document_contents: {
    document_id: string;
    document_version: number;
    content_type: string;
    position: number;
    content: Uint8Array;
  };
  product_issue_version_documents: {
    product_id: string;
    issue_number: number;
    version_number: number;
    document_type: string;
    document_id: string;
    document_version: number;
  };
  catalogue_revision: {
    id: number;
    revision: bigint;
  };
  /** Migration 007: the document version of each type an institution carries now. */
  financial_institution_documents: {
    financial_institution_id: string;
    document_type: string;
    document_id: string;
    document_version: number;
  };
}
