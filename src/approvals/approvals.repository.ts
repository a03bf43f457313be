/** SQL of change proposals: written by the approvals service alone, each state change guarded by the state it leaves. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db, Tx } from '../database.js';
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import type { ChangeKind } from './approvals.js';
import type { ApprovalsTables, ProposalState, StoredProposalState } from './approvals.tables.js';

export type ProposalRow = Selectable<ApprovalsTables['change_proposals']>;

export async function insertProposal(trx: Tx, row: ProposalRow): Promise<void> {
  await trx
    .insertInto('change_proposals')
    .values({ ...row, payload: JSON.stringify(row.payload), outcome: row.outcome === null ? null : JSON.stringify(row.outcome) } as never)
    .execute();
}

export async function findProposal(db: Db, proposalId: string): Promise<ProposalRow | undefined> {
  return db.selectFrom('change_proposals').selectAll().where('proposal_id', '=', proposalId).executeTakeFirst();
}

/** Who decided a proposal, when, and why. */
export interface Decision {
  decidedBy: string;
  decidedByKeyId: string | null;
  decidedAt: Date;
  reason: string | null;
}

/**
 * Moves a proposal from one state to another, recording the decision when it
 * is the first (a scheduled change keeps the approval it had). False when the
 * proposal is no longer in `from`: someone else decided it first.
 */
export async function moveProposal(
  trx: Tx,
  proposalId: string,
  from: StoredProposalState,
  to: StoredProposalState,
  decision: Decision | undefined,
  effects: { appliedAt?: Date; failure?: string } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('change_proposals')
    .set({
      state: to,
      ...(decision ? { decided_by: decision.decidedBy, decided_by_key_id: decision.decidedByKeyId, decided_at: decision.decidedAt, decision_reason: decision.reason } : {}),
      ...(effects.appliedAt ? { applied_at: effects.appliedAt } : {}),
      ...(effects.failure !== undefined ? { failure: effects.failure } : {}),
    })
    .where('proposal_id', '=', proposalId)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What an applied change answered, kept for people to read (never a secret). */
export async function setProposalOutcome(db: Db, proposalId: string, outcome: unknown): Promise<void> {
  await db
    .updateTable('change_proposals')
    .set({ outcome: JSON.stringify(outcome ?? null) } as never)
    .where('proposal_id', '=', proposalId)
    .execute();
}

/** Approved changes due at or before `upTo`, earliest first (the partial index change_proposals_scheduled). */
export async function scheduledDue(db: Db, upTo: Date, limit: number): Promise<ProposalRow[]> {
  return db
    .selectFrom('change_proposals')
    .selectAll()
    .where('state', '=', 'scheduled')
    .where('effective_at', '<=', upTo)
    .orderBy('effective_at')
    .orderBy('proposal_id')
    .limit(limit)
    .execute();
}

export interface ProposalFilter {
  state?: ProposalState;
  kind?: ChangeKind;
  proposedBy?: string;
  objectType?: string;
  objectId?: string;
}

/**
 * When a waiting proposal has expired (docs/four-eyes.md): it was proposed at
 * or before `proposedAtOrBefore` (now less its lifetime), or its effectiveAt
 * is at or before `now`. Stored `proposed` either way: expiry is the clock's.
 */
export interface Expiry {
  now: Date;
  proposedAtOrBefore: Date;
}

/** Stored `proposed` and not expired (live) or expired (not live). */
function waitingCondition(expiry: Expiry, live: boolean) {
  return (eb: ExpressionBuilder<Database, 'change_proposals'>) => {
    const alive = eb.and([eb('proposed_at', '>', expiry.proposedAtOrBefore), eb.or([eb('effective_at', 'is', null), eb('effective_at', '>', expiry.now)])]);
    return eb.and([eb('state', '=', 'proposed'), live ? alive : eb.not(alive)]);
  };
}

function matchingProposals(db: Db, filter: ProposalFilter, expiry: Expiry) {
  let query = db.selectFrom('change_proposals').selectAll();
  if (filter.state === 'proposed' || filter.state === 'expired') query = query.where(waitingCondition(expiry, filter.state === 'proposed'));
  else if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.proposedBy) query = query.where('proposed_by', '=', filter.proposedBy);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  return query;
}

/** Newest first. */
export async function listProposals(db: Db, filter: ProposalFilter, expiry: Expiry, offset: number, limit: number): Promise<ProposalRow[]> {
  return matchingProposals(db, filter, expiry).orderBy('proposed_at', 'desc').orderBy('proposal_id', 'desc').offset(offset).limit(limit).execute();
}

export async function countProposals(db: Db, filter: ProposalFilter, expiry: Expiry, limit: number): Promise<number> {
  return countRowsUpTo(db, matchingProposals(db, filter, expiry), limit);
}

/**
 * Withdraws, in the caller's transaction (a key's revocation), the waiting
 * proposals its key made; answers them as they were before.
 */
export async function withdrawProposalsOfKey(trx: Tx, operatorKeyId: string, decision: Decision, expiry: Expiry): Promise<ProposalRow[]> {
  const before = await trx.selectFrom('change_proposals').selectAll().where(waitingCondition(expiry, true)).where('proposed_by_key_id', '=', operatorKeyId).forUpdate().execute();
  const withdrawn: ProposalRow[] = [];
  for (const row of before) {
    if (await moveProposal(trx, row.proposal_id, 'proposed', 'withdrawn', decision)) withdrawn.push(row);
  }
  return withdrawn;
}
