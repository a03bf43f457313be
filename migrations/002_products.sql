-- The product catalogue: institutions, products, issues (rate tranches) and
-- their versions. A rate or limit change is a new version; old versions stay.

CREATE TABLE financial_institutions (
  financial_institution_id text PRIMARY KEY,
  financial_institution_version integer NOT NULL DEFAULT 1,
  name text NOT NULL,
  short_name text NOT NULL,
  institution_type text NOT NULL DEFAULT 'Bank',
  group_id text NOT NULL,
  payment_batch_cutoff_time_utc text NOT NULL,
  is_fscs_protected boolean NOT NULL,
  is_sharia boolean NOT NULL,
  country_code text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE products (
  product_id text PRIMARY KEY,
  financial_institution_id text NOT NULL REFERENCES financial_institutions (financial_institution_id),
  name text NOT NULL,
  product_term_type text NOT NULL CHECK (product_term_type IN ('FixedTerm', 'InstantAccess', 'Notice')),
  term_length integer NOT NULL CHECK (term_length >= 0),
  term_length_unit text NOT NULL CHECK (term_length_unit IN ('Day', 'Month', 'Year', 'NoTerm')),
  notice_length integer NOT NULL CHECK (notice_length >= 0),
  notice_length_unit text NOT NULL CHECK (notice_length_unit IN ('Day', 'Month', 'Year', 'NoNotice')),
  currency_code text NOT NULL CHECK (currency_code IN ('GBP', 'EUR', 'USD')),
  interest_paid_type text NOT NULL,
  interest_pays_plan text NOT NULL DEFAULT 'NoPaysPlan',
  interest_pays_frequency text NOT NULL,
  -- Roles the product is offered to; empty means every role.
  offered_to_roles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The specification's validity rules for terms and notice.
  CHECK (term_length_unit <> 'NoTerm' OR product_term_type = 'InstantAccess'),
  CHECK (notice_length_unit <> 'NoNotice' OR product_term_type IN ('FixedTerm', 'InstantAccess')),
  CHECK (product_term_type <> 'FixedTerm' OR (term_length > 0 AND term_length_unit <> 'NoTerm')),
  CHECK (product_term_type <> 'Notice' OR (notice_length > 0 AND notice_length_unit <> 'NoNotice'))
);
CREATE INDEX products_institution ON products (financial_institution_id);

CREATE TABLE product_issues (
  product_id text NOT NULL REFERENCES products (product_id),
  issue_number integer NOT NULL CHECK (issue_number >= 1),
  current_version integer NOT NULL CHECK (current_version >= 1),
  -- The platform's margin in percentage points: the client's net rate is rate - margin.
  margin_percent numeric(7, 4) NOT NULL CHECK (margin_percent >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (product_id, issue_number)
);

CREATE TABLE product_issue_versions (
  product_id text NOT NULL,
  issue_number integer NOT NULL,
  version_number integer NOT NULL CHECK (version_number >= 1),
  rate_percent numeric(9, 4) NOT NULL CHECK (rate_percent >= 0),
  aer_percent numeric(9, 4) NOT NULL CHECK (aer_percent >= 0),
  deposit_minimum_minor bigint NOT NULL CHECK (deposit_minimum_minor > 0),
  deposit_maximum_minor bigint NOT NULL,
  is_closed_to_new_accounts boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (product_id, issue_number, version_number),
  FOREIGN KEY (product_id, issue_number) REFERENCES product_issues (product_id, issue_number),
  CHECK (deposit_maximum_minor >= deposit_minimum_minor)
);

-- Documents (terms, deposit information, platform terms) are versioned on their
-- own: a new upload of a document is a new version; old versions stay
-- downloadable from the issue versions that carried them. Bytes live in the
-- database so one backup holds the whole catalogue.
CREATE TABLE documents (
  document_id text NOT NULL,
  document_version integer NOT NULL CHECK (document_version >= 1),
  document_type text NOT NULL,
  title text NOT NULL,
  -- SHA-256 over the contents, so reloading an unchanged catalogue adds no version.
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, document_version)
);

-- One document version may be served in several media types (Accept negotiation).
CREATE TABLE document_contents (
  document_id text NOT NULL,
  document_version integer NOT NULL,
  content_type text NOT NULL,
  -- Order of preference when the caller accepts several types (0 first).
  position integer NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (document_id, document_version, content_type),
  FOREIGN KEY (document_id, document_version) REFERENCES documents (document_id, document_version)
);

-- The documents an issue version carries: at most one of each type, so the
-- download path (.../version/{v}/document/{documentType}) names one document.
CREATE TABLE product_issue_version_documents (
  product_id text NOT NULL,
  issue_number integer NOT NULL,
  version_number integer NOT NULL,
  document_type text NOT NULL,
  document_id text NOT NULL,
  document_version integer NOT NULL,
  PRIMARY KEY (product_id, issue_number, version_number, document_type),
  FOREIGN KEY (product_id, issue_number, version_number) REFERENCES product_issue_versions (product_id, issue_number, version_number),
  FOREIGN KEY (document_id, document_version) REFERENCES documents (document_id, document_version)
);

-- Bumped by every catalogue change, so API processes can cache the assembled
-- catalogue and still see a change made by another process at once.
CREATE TABLE catalogue_revision (
  id integer PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL
);
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0);
