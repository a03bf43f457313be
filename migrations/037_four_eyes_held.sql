-- Issue 45, item 1: four eyes that one person cannot get around, however many
-- processes ask at once (docs/four-eyes.md "The rules").
--
-- The guard of operator keys: one row. Every creation and revocation of an
-- operator key takes its lock first, so that what it checks holds until it
-- commits, over any number of processes: a new key's name against the live
-- keys' names (compared as people read them, src/platform/names.ts), and the
-- live admin keys a revocation would leave. first_admin_key_id says whether an
-- admin key was ever made: the bootstrap key (OPERATOR_API_KEY) makes one
-- alone only while it is null, and the transaction that makes it sets it
-- under that lock, so of any number of concurrent requests one makes a key
-- alone and the others become proposals. It is never set back: revoking every
-- admin key does not reopen the way alone. Owned by src/operator/.
CREATE TABLE operator_key_guard (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  first_admin_key_id text REFERENCES operator_keys (operator_key_id),
  first_admin_at timestamptz,
  CHECK ((first_admin_key_id IS NULL) = (first_admin_at IS NULL))
);
INSERT INTO operator_key_guard (singleton) VALUES (true);
-- A deployment that made an admin key already (live or revoked) has used its way alone.
UPDATE operator_key_guard
SET (first_admin_key_id, first_admin_at) = (
  SELECT operator_key_id, created_at FROM operator_keys WHERE role = 'admin' ORDER BY created_at, operator_key_id LIMIT 1
)
WHERE EXISTS (SELECT 1 FROM operator_keys WHERE role = 'admin');

-- Revoking an admin key is a change four eyes guards: a proposal of its own kind. Owned by src/approvals/.
ALTER TABLE change_proposals DROP CONSTRAINT change_proposals_kind_check;
ALTER TABLE change_proposals ADD CONSTRAINT change_proposals_kind_check
  CHECK (kind IN ('publish-issue-version', 'open-issue', 'load-catalogue', 'settle-batch', 'suspend-partner', 'create-admin-key', 'revoke-admin-key'));

-- A revoked key's waiting proposals are withdrawn with it from now on (in the
-- revocation's transaction). Those of keys revoked before are withdrawn here,
-- as by whoever revoked the key, when they did, each with its audit entry.
WITH withdrawn AS (
  UPDATE change_proposals p
  SET state = 'withdrawn',
      decided_by = k.revoked_by,
      decided_at = k.revoked_at,
      decision_reason = 'Withdrawn with its proposer''s key, which was revoked (migration 037).'
  FROM operator_keys k
  WHERE k.operator_key_id = p.proposed_by_key_id AND k.revoked_at IS NOT NULL AND p.state = 'proposed'
  RETURNING p.proposal_id, p.kind, p.summary, p.effective_at, p.proposed_by, p.decided_by, p.decided_at, p.decision_reason
)
INSERT INTO operator_audit_log (occurred_at, operator_key_id, operator_name, operator_role, method, endpoint, path, object_type, object_id, object_name, before, after)
SELECT decided_at, NULL, decided_by, 'admin', 'MIGRATION', '037_four_eyes_held.sql', '037_four_eyes_held.sql', 'change-proposal', proposal_id, summary,
  jsonb_build_object('kind', kind, 'summary', summary, 'state', 'proposed', 'effectiveAt', effective_at, 'proposedBy', proposed_by, 'decidedBy', NULL, 'decisionReason', NULL),
  jsonb_build_object('kind', kind, 'summary', summary, 'state', 'withdrawn', 'effectiveAt', effective_at, 'proposedBy', proposed_by, 'decidedBy', decided_by, 'decisionReason', decision_reason)
FROM withdrawn;
