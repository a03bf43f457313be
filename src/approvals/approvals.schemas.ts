/** The HTTP shapes of change proposals (four eyes), for this context's routes and the endpoints whose changes go through it. */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { formatDateTime } from '../platform/time.js';
import { CHANGE_KINDS } from './approvals.js';
import type { Proposal, Submitted } from './approvals.service.js';

const PROPOSAL_STATES = ['proposed', 'scheduled', 'applied', 'failed', 'rejected', 'withdrawn', 'cancelled', 'expired'] as const;

export const ChangeKindSchema = Type.Union(
  CHANGE_KINDS.map((k) => Type.Literal(k)),
  {
    description:
      'What the change is: a new issue version (rate, margin, limits), a new issue, a catalogue load, settling a batch, suspending a partner, a new admin key, revoking an admin key; who gets paid: the platform’s client-money account, an institution’s bank settings or receiving account, an account’s acknowledgement date; what is owed: reactivating a partner, its credentials, its FSCS policy, the FSCS limit, the business calendar, closing an issue, allocating money in suspense to a partner.',
  },
);
export const ProposalStateSchema = Type.Union(
  PROPOSAL_STATES.map((s) => Type.Literal(s)),
  {
    description:
      'proposed: waits for another admin; scheduled: approved, applies at effectiveAt; applied; failed: approved but the change could not apply (failure says why); rejected; withdrawn by its proposer (or with its proposer’s key, revoked); cancelled before its instant; expired: nobody decided it before expiresAtUtc (7 days after it was proposed, or its effectiveAt if sooner), and nobody can now.',
  },
);

export const ProposalSchema = Type.Object(
  {
    proposalId: Type.String({ description: 'The proposal.' }),
    kind: ChangeKindSchema,
    objectType: Type.String({ description: 'What it changes, as the audit log names objects (product-issue, batch, partner, operator-key, catalogue).' }),
    objectId: Type.String({ description: 'Its id.' }),
    objectName: Type.Union([Type.String(), Type.Null()], { description: 'What people call it; null when it has no name.' }),
    summary: Type.String({ description: 'The change in one line.' }),
    payload: Type.Unknown({ description: 'What the change applies: the endpoint’s path parameters and body.' }),
    effectiveAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'A scheduled change applies at this instant; null: when approved.' }),
    expiresAtUtc: Type.String({ description: 'Undecided by this instant, it expires: 7 days after it was proposed, or its effectiveAt if sooner.' }),
    state: ProposalStateSchema,
    proposedBy: Type.String({ description: 'The admin who proposed it.' }),
    proposedAtUtc: Type.String({ description: 'When.' }),
    path: Type.String({ description: 'The endpoint it was proposed through.' }),
    decidedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who approved, rejected or withdrew it; null while proposed.' }),
    decidedAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'When.' }),
    decisionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected (or why its proposer approved it: FOUR_EYES off).' }),
    appliedAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'When the change took effect; null until it has.' }),
    outcome: Type.Unknown({ description: 'What the change answered when it applied (never a secret); null until then.' }),
    failure: Type.Union([Type.String(), Type.Null()], { description: 'Why it could not apply, or who cancelled it and why.' }),
  },
  { title: 'ChangeProposal', description: 'A change to money waiting for, or decided by, a second admin (docs/four-eyes.md).' },
);

/** The optional field of a change that can be scheduled. */
export const EffectiveAtField = Type.Optional(
  Type.String({
    format: 'date-time',
    maxLength: 40,
    description: 'Schedule the change: it applies at this instant (later than now, at most 366 days ahead) once another admin has approved it. Absent: when approved.',
  }),
);

export function proposalJson(p: Proposal) {
  return {
    proposalId: p.proposalId,
    kind: p.kind,
    objectType: p.objectType,
    objectId: p.objectId,
    objectName: p.objectName,
    summary: p.summary,
    payload: p.payload,
    effectiveAtUtc: p.effectiveAt ? formatDateTime(p.effectiveAt) : null,
    expiresAtUtc: formatDateTime(p.expiresAt),
    state: p.state,
    proposedBy: p.proposedBy,
    proposedAtUtc: formatDateTime(p.proposedAt),
    path: p.path,
    decidedBy: p.decidedBy,
    decidedAtUtc: p.decidedAt ? formatDateTime(p.decidedAt) : null,
    decisionReason: p.decisionReason,
    appliedAtUtc: p.appliedAt ? formatDateTime(p.appliedAt) : null,
    outcome: p.outcome ?? null,
    failure: p.failure,
  };
}

/**
 * Answers a submitted change: what the endpoint answers when it applied at
 * once (the applier's answer is the endpoint's, with its usual status), 202
 * with the proposal when it waits.
 */
export function answerSubmitted(reply: FastifyReply, submitted: Submitted, appliedStatus: number) {
  if (!submitted.applied) return reply.status(202).send(proposalJson(submitted.proposal));
  return reply.status(appliedStatus).send(submitted.result);
}
