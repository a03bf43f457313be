/**
 * The approvals context's public module (four eyes, docs/four-eyes.md): the
 * kinds of change a proposal can be, listed once. The proposal's type
 * (`ChangeKind`), its HTTP schema (`ChangeKindSchema`, approvals.schemas.ts)
 * and the CLI's `proposals list --kind` choices are made from this list; the
 * database's CHECK constraint on `change_proposals.kind` (migrations 035, 037,
 * 038, 045: forward-only, so a new kind is a new migration too) holds the same
 * kinds, and approvals.test.ts fails when the two differ. Imports nothing: the
 * CLI loads it.
 */
export const CHANGE_KINDS = [
  'publish-issue-version',
  'open-issue',
  'load-catalogue',
  'settle-batch',
  'suspend-partner',
  'create-admin-key',
  'revoke-admin-key',
  // Who gets paid (issue 45, item 2; migration 038).
  'set-client-money-account',
  'acknowledge-client-money-account',
  'set-institution-bank-settings',
  'set-institution-bank-account',
  'acknowledge-institution-bank-account',
  // What is owed and to whom (issue 45, item 2; migration 038).
  'reactivate-partner',
  'rotate-partner-credentials',
  'set-partner-fscs-policy',
  'set-fscs-limit',
  'remove-fscs-limit',
  'set-calendar-change',
  'remove-calendar-change',
  'import-bank-holidays',
  'close-issue',
  'allocate-suspense',
  // A bank file that breaks its XSD accepted for booking (issue 47, item 4; migration 045).
  'accept-quarantined-bank-file',
] as const;

/** What a change proposal changes: one of {@link CHANGE_KINDS}. */
export type ChangeKind = (typeof CHANGE_KINDS)[number];
