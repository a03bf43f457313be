/**
 * Four eyes for money (docs/four-eyes.md). A change to money — an issue's rate
 * or margin, a new issue, a catalogue load, settling a batch, suspending a
 * partner, a new admin key — is proposed by one admin and takes effect only
 * when another approves it; the proposer can neither approve nor reject it
 * (it may withdraw it). A rate change may be scheduled: approved, it waits
 * until its instant and the scheduler applies it then.
 *
 * This context knows no change itself: the composition root hands it, per
 * kind, the service call that makes the change (`ChangeAppliers`). A change
 * applies through that call with a recorder that, inside the call's own
 * transaction, moves the proposal to `applied` (guarded by the state it
 * leaves) and writes the audit entry naming who approved and who proposed:
 * the change and its proposal's end commit together, and two approvals racing
 * apply it once.
 *
 * Who proposed is compared with who decides by `nameIdentity` (case, width,
 * invisible characters and look-alike letters aside: issue 45). A proposal
 * nobody decided expires PROPOSAL_LIFETIME_DAYS after it was proposed, or at
 * its effectiveAt if sooner; a revoked key's waiting proposals are withdrawn
 * in the revocation's transaction (`withdrawProposalsOfKey`).
 *
 * With FOUR_EYES=off (sandbox only) a change applies at once, as its endpoint
 * did before proposals existed; a scheduled one is still a proposal, approved
 * by its proposer.
 */
import { type AuditRecorder, auditRecorder, type OperatorContext, type OperatorIdentity } from '../audit/audit.js';
import type { Db, Tx } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { sameName } from '../platform/names.js';
import { type ListTotal, mapChunks, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  countProposals,
  type Decision,
  type Expiry,
  findProposal,
  insertProposal,
  listProposals,
  moveProposal,
  type ProposalFilter,
  type ProposalRow,
  scheduledDue,
  setProposalOutcome,
  withdrawProposalsOfKey,
} from './approvals.repository.js';
import type { ChangeKind } from './approvals.js';
import type { ProposalState, StoredProposalState } from './approvals.tables.js';

export type { ChangeKind, ProposalState, ProposalFilter };

/** How far ahead a change may be scheduled. */
const LONGEST_SCHEDULE_DAYS = 366;
/** A proposal nobody decided within this many days of being proposed expires (docs/four-eyes.md). */
const PROPOSAL_LIFETIME_DAYS = 7;
const PROPOSAL_LIFETIME_MS = PROPOSAL_LIFETIME_DAYS * 86_400_000;
/** Due scheduled changes applied per pass of the scheduler. */
const DUE_PER_PASS = 100;

/** What one kind of change does, given by the composition root. */
export interface ChangeApplier {
  /** Whether a change of this kind may carry an effectiveAt. */
  schedulable: boolean;
  /**
   * What the change is about, for people: its object and one line. Checks, when
   * it is proposed, what can be checked before approval (the object exists);
   * throws `AppError`.
   */
  describe(payload: unknown): Promise<ChangeDescription>;
  /**
   * Makes the change alone although four eyes is on, when it needs no second
   * admin (the first admin key ever: nobody could approve it), deciding so in
   * the change's own transaction; undefined (nothing changed) when it does:
   * the change is then proposed.
   */
  applyAlone?(payload: unknown, by: OperatorIdentity, audit: AuditRecorder): Promise<{ result: unknown } | undefined>;
  /** Makes the change, recording it with `audit` inside its own transaction. */
  apply(payload: unknown, by: OperatorIdentity, audit: AuditRecorder): Promise<unknown>;
  /** What of the change's answer the proposal keeps (default: all of it); never a secret. */
  kept?(result: unknown): unknown;
}

export type ChangeAppliers = Record<ChangeKind, ChangeApplier>;

/** A change's object, as the audit log names objects, and the change in one line. */
export interface ChangeDescription {
  objectType: string;
  objectId: string;
  objectName: string | null;
  summary: string;
}

/** A change an admin asks for through an endpoint. */
export interface ChangeRequest {
  kind: ChangeKind;
  /** What the applier takes (JSON): the endpoint's path parameters and body. */
  payload: unknown;
  /** A scheduled change's instant. */
  effectiveAt?: Date;
}

/** The operator asking, as the operator API's guard bound it (`operatorOf`). */
type Caller = OperatorContext;

export interface Proposal {
  proposalId: string;
  kind: ChangeKind;
  objectType: string;
  objectId: string;
  objectName: string | null;
  summary: string;
  payload: unknown;
  effectiveAt: Date | null;
  /** Undecided by then, it expires: PROPOSAL_LIFETIME_DAYS after it was proposed, or its effectiveAt if sooner. */
  expiresAt: Date;
  /** As shown: a stored `proposed` past expiresAt is `expired`. */
  state: ProposalState;
  proposedBy: string;
  proposedAt: Date;
  path: string;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  appliedAt: Date | null;
  outcome: unknown;
  failure: string | null;
}

/** When a proposal nobody decided expires. */
function expiresAt(row: Pick<ProposalRow, 'proposed_at' | 'effective_at'>): Date {
  const end = row.proposed_at.getTime() + PROPOSAL_LIFETIME_MS;
  return new Date(row.effective_at ? Math.min(end, row.effective_at.getTime()) : end);
}

/** The proposal as shown at `now`: a stored `proposed` past its expiry is `expired`. */
function toProposal(row: ProposalRow, now: Date): Proposal {
  const expires = expiresAt(row);
  return {
    proposalId: row.proposal_id,
    kind: row.kind,
    objectType: row.object_type,
    objectId: row.object_id,
    objectName: row.object_name,
    summary: row.summary,
    payload: row.payload,
    effectiveAt: row.effective_at,
    expiresAt: expires,
    state: row.state === 'proposed' && now.getTime() >= expires.getTime() ? 'expired' : row.state,
    proposedBy: row.proposed_by,
    proposedAt: row.proposed_at,
    path: row.path,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
    appliedAt: row.applied_at,
    outcome: row.outcome,
    failure: row.failure,
  };
}

/** What the audit log keeps of a proposal's own changes (its payload is the change's, recorded when it applies). */
function audited(p: Proposal) {
  return {
    kind: p.kind,
    summary: p.summary,
    state: p.state,
    effectiveAt: p.effectiveAt?.toISOString() ?? null,
    proposedBy: p.proposedBy,
    decidedBy: p.decidedBy,
    decisionReason: p.decisionReason,
  };
}

/** A submitted change: applied at once, or a proposal waiting for another admin (or for its instant). */
export type Submitted = { applied: true; result: unknown } | { applied: false; proposal: Proposal };

/** A decided proposal; `result` is the change's whole answer when it applied now (a new key's secret is in it, once). */
export interface Decided {
  proposal: Proposal;
  result?: unknown;
}

export class ApprovalsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: { fourEyes: boolean },
    private readonly appliers: ChangeAppliers,
  ) {}

  /** Whether changes to money need a second admin (FOUR_EYES). */
  get fourEyes(): boolean {
    return this.policy.fourEyes;
  }

  /**
   * A change asked for through its endpoint: applied now when no second
   * admin is needed and it is not scheduled; otherwise proposed.
   *
   * Errors: `ValidationFailed` (effectiveAt on a kind that cannot be
   * scheduled, not in the future, or over a year ahead), and whatever the
   * change's description (its object is missing) or, applied now, the change
   * itself answers.
   */
  async submit(caller: Caller, change: ChangeRequest): Promise<Submitted> {
    const applier = this.appliers[change.kind];
    if (change.effectiveAt !== undefined) this.checkSchedule(applier, change.effectiveAt);
    else if (!this.policy.fourEyes) return { applied: true, result: await applier.apply(change.payload, caller.operator, caller.audit) };
    else if (applier.applyAlone) {
      const alone = await applier.applyAlone(change.payload, caller.operator, caller.audit);
      if (alone) return { applied: true, result: alone.result };
    }
    const described = await applier.describe(change.payload);
    const now = this.clock.now();
    const row: ProposalRow = {
      proposal_id: newId(),
      kind: change.kind,
      object_type: described.objectType,
      object_id: described.objectId,
      object_name: described.objectName,
      summary: described.summary,
      payload: change.payload,
      effective_at: change.effectiveAt ?? null,
      state: 'proposed',
      proposed_by: caller.operator.name,
      proposed_by_key_id: caller.operator.operatorKeyId,
      proposed_at: now,
      method: caller.call.method,
      endpoint: caller.call.endpoint,
      path: caller.call.path,
      decided_by: null,
      decided_by_key_id: null,
      decided_at: null,
      decision_reason: null,
      applied_at: null,
      outcome: null,
      failure: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await insertProposal(trx, row);
      await caller.audit(trx, { objectType: 'change-proposal', objectId: row.proposal_id, objectName: row.summary, before: null, after: audited(toProposal(row, now)) });
    });
    // Without four eyes, a scheduled change is approved by its proposer: it waits only for its instant.
    if (!this.policy.fourEyes) return { applied: false, proposal: (await this.approveAs(row, caller, true)).proposal };
    return { applied: false, proposal: toProposal(row, now) };
  }

  private checkSchedule(applier: ChangeApplier, effectiveAt: Date): void {
    if (!applier.schedulable) throw AppError.validation([{ field: 'effectiveAt', reason: 'unknown' }], 'This change cannot be scheduled: it applies when approved.');
    const now = this.clock.now().getTime();
    if (effectiveAt.getTime() <= now)
      throw AppError.validation([{ field: 'effectiveAt', reason: 'range' }], `effectiveAt must be later than now (${new Date(now).toISOString()}).`);
    if (effectiveAt.getTime() > now + LONGEST_SCHEDULE_DAYS * 86_400_000)
      throw AppError.validation([{ field: 'effectiveAt', reason: 'range' }], `effectiveAt may be at most ${LONGEST_SCHEDULE_DAYS} days ahead.`);
  }

  /**
   * Another admin approves: the change applies now, or at its effectiveAt
   * when that is still ahead (the proposal is then `scheduled`). A change
   * that cannot apply any more (its batch was settled meanwhile, say) leaves
   * the proposal `failed` with the reason; the answer is the proposal either way.
   *
   * Errors: `NotFound` (no such proposal), `Forbidden` (the caller proposed
   * it: its name reads as the proposer's), `Conflict` (it was decided
   * already, or expired).
   */
  async approve(proposalId: string, caller: Caller): Promise<Decided> {
    const row = await this.undecided(proposalId);
    if (sameName(row.proposed_by, caller.operator.name))
      throw new AppError('Forbidden', `Four eyes: "${row.proposed_by}" proposed this change, so another admin must approve it (names are compared as people read them).`);
    return this.approveAs(row, caller, false);
  }

  private async approveAs(row: ProposalRow, caller: Caller, selfApproved: boolean): Promise<Decided> {
    const decision: Decision = {
      decidedBy: caller.operator.name,
      decidedByKeyId: caller.operator.operatorKeyId,
      decidedAt: this.clock.now(),
      reason: selfApproved ? 'FOUR_EYES is off: approved by its proposer.' : null,
    };
    if (row.effective_at && row.effective_at.getTime() > this.clock.now().getTime()) {
      await this.decide(row, 'scheduled', decision, caller.audit);
      return { proposal: await this.get(row.proposal_id) };
    }
    return this.applyNow(row, 'proposed', decision, caller.operator, caller.audit);
  }

  /**
   * Another admin rejects a proposal, saying why.
   *
   * Errors: `NotFound`, `Forbidden` (the caller proposed it: it withdraws
   * instead), `Conflict` (decided already, or expired).
   */
  async reject(proposalId: string, reason: string, caller: Caller): Promise<Proposal> {
    const row = await this.undecided(proposalId);
    if (sameName(row.proposed_by, caller.operator.name)) throw new AppError('Forbidden', 'Four eyes: the proposer withdraws its own proposal rather than rejecting it.');
    await this.decide(row, 'rejected', { decidedBy: caller.operator.name, decidedByKeyId: caller.operator.operatorKeyId, decidedAt: this.clock.now(), reason }, caller.audit);
    return this.get(proposalId);
  }

  /**
   * The proposer takes its proposal back before anyone decides it.
   *
   * Errors: `NotFound`, `Forbidden` (another admin proposed it), `Conflict` (decided already, or expired).
   */
  async withdraw(proposalId: string, caller: Caller): Promise<Proposal> {
    const row = await this.undecided(proposalId);
    if (!sameName(row.proposed_by, caller.operator.name)) throw new AppError('Forbidden', `Only "${row.proposed_by}", who proposed it, may withdraw it; another admin rejects it.`);
    await this.decide(
      row,
      'withdrawn',
      { decidedBy: caller.operator.name, decidedByKeyId: caller.operator.operatorKeyId, decidedAt: this.clock.now(), reason: null },
      caller.audit,
    );
    return this.get(proposalId);
  }

  /**
   * Any admin cancels a scheduled change before its instant (stopping a
   * change needs no second pair of eyes), saying why.
   *
   * Errors: `NotFound`, `Conflict` (it is not scheduled: applied, or never approved).
   */
  async cancel(proposalId: string, reason: string, caller: Caller): Promise<Proposal> {
    const row = await findProposal(this.db, proposalId);
    if (!row) throw AppError.notFound(`Proposal ${proposalId}`);
    const proposal = toProposal(row, this.clock.now());
    if (row.state !== 'scheduled') throw new AppError('Conflict', `Proposal ${proposalId} is ${proposal.state}: only a scheduled change can be cancelled.`);
    const decision = { decidedBy: caller.operator.name, decidedByKeyId: caller.operator.operatorKeyId, decidedAt: this.clock.now(), reason };
    await this.db.transaction().execute(async (trx) => {
      // The approval stays on record beside the cancellation: who cancelled is in the audit log.
      if (!(await moveProposal(trx, proposalId, 'scheduled', 'cancelled', undefined, { failure: `Cancelled by ${caller.operator.name}: ${reason}` })))
        throw new AppError('Conflict', `Proposal ${proposalId} was applied or cancelled meanwhile.`);
      await caller.audit(trx, {
        objectType: 'change-proposal',
        objectId: proposalId,
        objectName: row.summary,
        before: audited(proposal),
        after: { ...audited(proposal), state: 'cancelled', cancelledBy: decision.decidedBy, cancellationReason: reason },
      });
    });
    return this.get(proposalId);
  }

  /**
   * Applies the approved changes whose instant has come, earliest first (the
   * scheduler's timed work). Each is recorded as made by its approver.
   *
   * Errors: none of its own; a change that cannot apply leaves its proposal `failed`.
   */
  async applyDue(upTo: Date): Promise<number> {
    // Read again rather than taken from dueTimes: between the two, another admin may cancel one.
    const due = await scheduledDue(this.db, upTo, DUE_PER_PASS);
    for (const row of due) {
      // A scheduled proposal was approved: decided_by is set (the table's check: only a proposed one has none).
      const approver: OperatorIdentity = { operatorKeyId: row.decided_by_key_id, name: row.decided_by!, role: 'admin' };
      const call = { method: row.method, endpoint: row.endpoint, path: row.path };
      await this.applyNow(row, 'scheduled', undefined, approver, auditRecorder(approver, call, this.clock, { proposalId: row.proposal_id, proposedBy: row.proposed_by }));
    }
    return due.length;
  }

  /** The instants of the approved changes due up to `upTo` (the scheduler interleaves them with its daily jobs). */
  async dueTimes(upTo: Date): Promise<Date[]> {
    const due = await scheduledDue(this.db, upTo, DUE_PER_PASS);
    return [...new Set(due.map((r) => r.effective_at!.getTime()))].map((t) => new Date(t));
  }

  /**
   * One proposal.
   *
   * Errors: `NotFound`.
   */
  async get(proposalId: string): Promise<Proposal> {
    const row = await findProposal(this.db, proposalId);
    if (!row) throw AppError.notFound(`Proposal ${proposalId}`);
    return toProposal(row, this.clock.now());
  }

  /**
   * A page of proposals, newest first.
   *
   * Errors: none.
   */
  async list(filter: ProposalFilter, paging: Paging): Promise<{ proposals: Proposal[]; hasMore: boolean } & ListTotal> {
    const expiry = this.expiry();
    const { rows, ...page } = await readCountedPage(
      paging,
      (offset, limit) => listProposals(this.db, filter, expiry, offset, limit),
      (limit) => countProposals(this.db, filter, expiry, limit),
    );
    return { proposals: rows.map((row) => toProposal(row, expiry.now)), ...page };
  }

  /** Every proposal the filter matches, newest first, a chunk at a time (the CSV export). */
  exportList(filter: ProposalFilter): AsyncGenerator<Proposal[]> {
    const expiry = this.expiry();
    return mapChunks(
      walkByOffset((offset, limit) => listProposals(this.db, filter, expiry, offset, limit)),
      (rows) => rows.map((row) => toProposal(row, expiry.now)),
    );
  }

  /**
   * Withdraws a revoked key's waiting proposals, in the revocation's own
   * transaction (the composition root hands this to operator keys), each
   * with its audit entry naming who revoked the key: nobody can approve a
   * change whose proposer is gone.
   *
   * Errors: none of its own.
   */
  async withdrawProposalsOfKey(trx: Tx, operatorKeyId: string, by: OperatorIdentity, audit: AuditRecorder): Promise<number> {
    const expiry = this.expiry();
    const reason = `Withdrawn with its proposer's key (${operatorKeyId}), revoked by ${by.name}.`;
    const withdrawn = await withdrawProposalsOfKey(trx, operatorKeyId, { decidedBy: by.name, decidedByKeyId: by.operatorKeyId, decidedAt: expiry.now, reason }, expiry);
    for (const row of withdrawn) {
      const before = toProposal(row, expiry.now);
      await audit(trx, {
        objectType: 'change-proposal',
        objectId: row.proposal_id,
        objectName: row.summary,
        before: audited(before),
        after: audited({ ...before, state: 'withdrawn', decidedBy: by.name, decisionReason: reason }),
      });
    }
    return withdrawn.length;
  }

  /** Where expiry stands now (the injected clock). */
  private expiry(): Expiry {
    const now = this.clock.now();
    return { now, proposedAtOrBefore: new Date(now.getTime() - PROPOSAL_LIFETIME_MS) };
  }

  /** A proposal nobody has decided and that has not expired. */
  private async undecided(proposalId: string): Promise<ProposalRow> {
    const row = await findProposal(this.db, proposalId);
    if (!row) throw AppError.notFound(`Proposal ${proposalId}`);
    const shown = toProposal(row, this.clock.now());
    if (shown.state === 'expired') {
      const why =
        row.effective_at && row.effective_at.getTime() <= shown.expiresAt.getTime()
          ? 'its effectiveAt passed before anyone approved it'
          : `nobody decided it within ${PROPOSAL_LIFETIME_DAYS} days`;
      throw new AppError('Conflict', `Proposal ${proposalId} expired at ${shown.expiresAt.toISOString()}: ${why}. Propose the change again.`);
    }
    if (row.state !== 'proposed') throw new AppError('Conflict', `Proposal ${proposalId} is ${row.state} already.`);
    return row;
  }

  /** A decision that applies nothing (scheduled, rejected, withdrawn), with its audit entry. */
  private async decide(row: ProposalRow, to: StoredProposalState, decision: Decision, audit: AuditRecorder): Promise<void> {
    const before = toProposal(row, decision.decidedAt);
    await this.db.transaction().execute(async (trx) => {
      if (!(await moveProposal(trx, row.proposal_id, 'proposed', to, decision))) throw new AppError('Conflict', `Proposal ${row.proposal_id} was decided meanwhile.`);
      await audit(trx, {
        objectType: 'change-proposal',
        objectId: row.proposal_id,
        objectName: row.summary,
        before: audited(before),
        after: audited({ ...before, state: to, decidedBy: decision.decidedBy, decisionReason: decision.reason }),
      });
    });
  }

  /**
   * Applies a proposal's change through its applier. The recorder handed to
   * the change moves the proposal to `applied` in the change's own
   * transaction before recording the change: if the proposal left `from`
   * meanwhile, the change rolls back. A change that answers an `AppError`
   * leaves the proposal `failed` with its description.
   */
  private async applyNow(
    row: ProposalRow,
    from: 'proposed' | 'scheduled',
    decision: Decision | undefined,
    approver: OperatorIdentity,
    approverAudit: AuditRecorder,
  ): Promise<Decided> {
    const applier = this.appliers[row.kind];
    const before = toProposal(row, this.clock.now());
    const changeAudit =
      from === 'scheduled'
        ? approverAudit
        : // The change is recorded under the endpoint it was proposed through, with the proposal and its proposer named.
          auditRecorder(approver, { method: row.method, endpoint: row.endpoint, path: row.path }, this.clock, { proposalId: row.proposal_id, proposedBy: row.proposed_by });
    let markedIn: unknown;
    const audit: AuditRecorder = async (trx, change) => {
      if (markedIn !== trx) {
        if (!(await moveProposal(trx, row.proposal_id, from, 'applied', decision, { appliedAt: this.clock.now() })))
          throw new AppError('Conflict', `Proposal ${row.proposal_id} was decided meanwhile.`);
        if (decision)
          await approverAudit(trx, {
            objectType: 'change-proposal',
            objectId: row.proposal_id,
            objectName: row.summary,
            before: audited(before),
            after: audited({ ...before, state: 'applied', decidedBy: decision.decidedBy }),
          });
        markedIn = trx;
      }
      await changeAudit(trx, change);
    };
    try {
      const result = await applier.apply(row.payload, approver, audit);
      // A change that recorded nothing changed nothing; the proposal still ends.
      if (markedIn === undefined) await this.db.transaction().execute((trx) => moveProposal(trx, row.proposal_id, from, 'applied', decision, { appliedAt: this.clock.now() }));
      await setProposalOutcome(this.db, row.proposal_id, applier.kept ? applier.kept(result) : result);
      return { proposal: await this.get(row.proposal_id), result };
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'ServiceUnavailable') throw error;
      const failed = await this.db.transaction().execute((trx) => moveProposal(trx, row.proposal_id, from, 'failed', decision, { failure: error.message }));
      // Lost to a concurrent decision: that one's answer stands; say so.
      if (!failed) throw error;
      return { proposal: await this.get(row.proposal_id) };
    }
  }
}
