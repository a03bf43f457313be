/**
 * The operator audit trail: every operator write, who made it, when, through
 * which endpoint, on which object, and the object before and after. A write
 * records itself inside its own transaction (`AuditRecorder` takes the `Tx`),
 * so the trail has an entry exactly when the change committed. Contexts that
 * take operator writes (partners, the catalogue, batches, operator keys) are
 * handed a recorder by the operator API's guard; they do not import this
 * module's repository.
 */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { readableChanges, type ReadableChange } from './audit-changes.js';
import { COUNT_CAP, type ListTotal, listTotal, walkByKey } from '../platform/paging.js';
import { type AuditEntryRow, type AuditFilter, countAuditEntries, insertAuditEntry, searchAuditEntries } from './audit.repository.js';

export type OperatorRole = 'viewer' | 'admin';

/** Who is calling the operator API. The bootstrap key (OPERATOR_API_KEY) has no key id. */
export interface OperatorIdentity {
  operatorKeyId: string | null;
  name: string;
  role: OperatorRole;
}

/** What changed: the object and its state before and after (null when created or removed). */
export interface AuditChange {
  objectType: string;
  objectId: string;
  /** What people call the object (a partner's or product's name), where the snapshots do not say it (`name`). */
  objectName?: string | null;
  before: unknown;
  after: unknown;
}

/** Records one change in the caller's transaction. */
export type AuditRecorder = (trx: Tx, change: AuditChange) => Promise<void>;

/** A change applied through a proposal (four eyes): its id and who proposed it. */
export interface ProposalOfChange {
  proposalId: string;
  proposedBy: string;
}

/**
 * A recorder for one request: the operator, the endpoint (method, route and
 * the path called) and the platform's clock. For a change applied through a
 * proposal, the operator is who approved it and `proposal` names the
 * proposal and its proposer.
 */
export function auditRecorder(operator: OperatorIdentity, request: OperatorCall, clock: Clock, proposal?: ProposalOfChange): AuditRecorder {
  return (trx, change) =>
    insertAuditEntry(trx, {
      occurredAt: clock.now(),
      operatorKeyId: operator.operatorKeyId,
      operatorName: operator.name,
      operatorRole: operator.role,
      method: request.method,
      endpoint: request.endpoint,
      path: request.path,
      objectType: change.objectType,
      objectId: change.objectId,
      objectName: change.objectName ?? nameIn(change.after) ?? nameIn(change.before),
      before: change.before,
      after: change.after,
      proposalId: proposal?.proposalId,
      proposedBy: proposal?.proposedBy,
    });
}

/** A snapshot's own `name`, if it has one. */
function nameIn(snapshot: unknown): string | null {
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot)) return null;
  const name = (snapshot as Record<string, unknown>).name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/** The endpoint an operator request came through: the method, the route pattern and the path called. */
export interface OperatorCall {
  method: string;
  endpoint: string;
  path: string;
}

/** Who is calling an operator request, through which endpoint, and the recorder its write hands to the service. */
export interface OperatorContext {
  operator: OperatorIdentity;
  audit: AuditRecorder;
  call: OperatorCall;
}

const operatorContexts = new WeakMap<FastifyRequest, OperatorContext>();

/**
 * Binds an operator request to its caller and recorder: the operator API's
 * guard (src/operator/operator-api.ts) calls it once it has authenticated
 * the key, before any operator route runs.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function bindOperator(request: FastifyRequest, context: OperatorContext): void {
  operatorContexts.set(request, context);
}

/**
 * Who is calling this operator request, and the recorder its write hands to
 * the service. Here, not in src/operator/, so that a context with operator
 * routes of its own (the catalogue's, src/products/) reads it without
 * depending on the operator context.
 *
 * Errors: none it reports to a caller; a route outside the operator API's
 * scope calling it throws a plain Error (a wiring bug, a 500).
 */
export function operatorOf(request: FastifyRequest): OperatorContext {
  const context = operatorContexts.get(request);
  // The guard runs before every operator route: a route outside its scope calling this is a wiring bug.
  if (!context) throw new Error('operatorOf called outside the operator API');
  return context;
}

export interface AuditEntry {
  auditId: string;
  occurredAt: Date;
  operatorKeyId: string | null;
  operatorName: string;
  operatorRole: string;
  method: string;
  endpoint: string;
  /** The path called; null for entries before the path was kept. */
  path: string | null;
  objectType: string;
  objectId: string;
  objectName: string | null;
  before: unknown;
  after: unknown;
  /** What changed, field by field, for people to read (audit-changes.ts). */
  changes: ReadableChange[];
  /** The proposal it applied (four eyes), and who proposed it; null for a change made directly. */
  proposalId: string | null;
  proposedBy: string | null;
}

function toEntry(row: AuditEntryRow): AuditEntry {
  return {
    auditId: String(row.audit_id),
    occurredAt: row.occurred_at,
    operatorKeyId: row.operator_key_id,
    operatorName: row.operator_name,
    operatorRole: row.operator_role,
    method: row.method,
    endpoint: row.endpoint,
    path: row.path,
    objectType: row.object_type,
    objectId: row.object_id,
    objectName: row.object_name,
    before: row.before,
    after: row.after,
    changes: readableChanges(row.before, row.after),
    proposalId: row.proposal_id,
    proposedBy: row.proposed_by,
  };
}

export type { AuditFilter };

/** The newest entries first, filtered; `before` pages on (an audit id from the previous page). */
export async function searchAudit(db: Db, filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
  return (await searchAuditEntries(db, filter, limit)).map(toEntry);
}

/** How many entries the filter matches (all pages: its `before` aside), up to the cap (paging.ts). */
export async function countAudit(db: Db, filter: AuditFilter): Promise<ListTotal> {
  return listTotal(await countAuditEntries(db, { ...filter, beforeAuditId: undefined }, COUNT_CAP + 1));
}

/** Every entry the filter matches, newest first, a chunk at a time by audit id (the CSV export). */
export function exportAudit(db: Db, filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
  return walkByKey<AuditEntry>((after, limit) => searchAudit(db, after ? { ...filter, beforeAuditId: after.auditId } : filter, limit));
}
