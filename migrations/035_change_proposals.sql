-- Issue 32, item 6: four eyes for money. A change to money (an issue's rate or
-- margin, a new issue, a catalogue load, settling a batch, suspending a
-- partner, a new admin key) is proposed by one admin and takes effect only
-- when another approves; a rate change may be scheduled for a later instant.
-- Owned by src/approvals/ (docs/four-eyes.md).
CREATE TABLE change_proposals (
  proposal_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('publish-issue-version', 'open-issue', 'load-catalogue', 'settle-batch', 'suspend-partner', 'create-admin-key')),
  -- What it changes, as the audit log names objects.
  object_type text NOT NULL,
  object_id text NOT NULL,
  object_name text,
  -- One line for people: "GBP Fixed 12m issue 1: rate 4.5000 -> 4.7500".
  summary text NOT NULL,
  -- The request's body and path parameters, as the service takes them.
  payload jsonb NOT NULL,
  -- A scheduled change applies at this instant (null: as soon as approved).
  effective_at timestamptz,
  state text NOT NULL CHECK (state IN ('proposed', 'scheduled', 'applied', 'failed', 'rejected', 'withdrawn', 'cancelled')),
  proposed_by text NOT NULL,
  proposed_by_key_id text,
  proposed_at timestamptz NOT NULL,
  -- The endpoint it was proposed through: the applied change's audit entry names it.
  method text NOT NULL,
  endpoint text NOT NULL,
  path text NOT NULL,
  -- Who approved, rejected, withdrew or cancelled it, when, and why.
  decided_by text,
  decided_by_key_id text,
  decided_at timestamptz,
  decision_reason text,
  applied_at timestamptz,
  -- What the change answered (never a secret), or why it could not apply.
  outcome jsonb,
  failure text,
  CHECK ((state = 'proposed') = (decided_by IS NULL))
);
CREATE INDEX change_proposals_by_time ON change_proposals (proposed_at DESC, proposal_id DESC);
-- The scheduler's question: which approved changes are due.
CREATE INDEX change_proposals_scheduled ON change_proposals (effective_at) WHERE state = 'scheduled';
CREATE INDEX change_proposals_open ON change_proposals (state, proposed_at DESC) WHERE state IN ('proposed', 'scheduled');

-- The audit entry of a change applied through a proposal names the proposal
-- and who proposed it (the entry's operator is who approved it). Owned by src/audit/.
ALTER TABLE operator_audit_log ADD COLUMN proposal_id text;
ALTER TABLE operator_audit_log ADD COLUMN proposed_by text;
