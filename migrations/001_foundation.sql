-- Partners, their credentials (hashes only), introducers, token signing keys and clients.

CREATE TABLE partners (
  financial_partner_id text PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('pension', 'wealth', 'institution')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Secrets are random and high-entropy, so a SHA-256 digest is enough to make a
-- leaked table useless while keeping every request's lookup a single index probe.
CREATE TABLE partner_credentials (
  financial_partner_id text PRIMARY KEY REFERENCES partners (financial_partner_id),
  client_id text NOT NULL UNIQUE,
  client_secret_hash text NOT NULL,
  subscription_key_hash text NOT NULL UNIQUE,
  rotated_at timestamptz NOT NULL
);

CREATE TABLE introducers (
  introducer_id text PRIMARY KEY,
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  introducer_type text NOT NULL CHECK (introducer_type IN ('individual', 'business')),
  title text,
  first_name text,
  last_name text,
  email_address text,
  phone_number text,
  company_registration_number text,
  company_name text,
  office_number text,
  office_description text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX introducers_partner ON introducers (financial_partner_id);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE clients (
  client_reference text PRIMARY KEY,
  financial_partner_id text NOT NULL REFERENCES partners (financial_partner_id),
  external_reference text NOT NULL,
  client_type text NOT NULL CHECK (client_type IN ('Individual', 'Company')),
  client_version integer NOT NULL CHECK (client_version >= 1),
  -- The client's fields as the partner gave them (canonical names), validated by the service.
  profile jsonb NOT NULL,
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (financial_partner_id, external_reference)
);

-- Small persistent settings of the platform itself (the sandbox clock offset, ...).
CREATE TABLE platform_state (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
