import type { Generated } from 'kysely';

export interface AuthTables {
  partners: {
    financial_partner_id: string;
    name: string;
    role: string;
    created_at: Date;
    updated_at: Date;
    suspended_at: Generated<Date | null>;
    suspension_reason: Generated<string | null>;
    /** Migration 020: what deposits over a client's FSCS limit do (src/fscs/, docs/fscs.md). */
    fscs_policy: Generated<'warn' | 'block'>;
  };
  partner_credentials: {
    financial_partner_id: string;
    client_id: string;
    client_secret_hash: string;
    subscription_key_hash: string;
    rotated_at: Date;
  };
  introducers: {
    introducer_id: string;
    financial_partner_id: string;
    introducer_type: string;
    title: string | null;
    first_name: string | null;
    last_name: string | null;
    email_address: string | null;
    phone_number: string | null;
    company_registration_number: string | null;
    company_name: string | null;
    office_number: string | null;
    office_description: string | null;
    created_at: Date;
    updated_at: Date;
  };
  signing_keys: {
    kid: string;
    private_jwk: unknown;
    public_jwk: unknown;
    created_at: Date;
  };
}
