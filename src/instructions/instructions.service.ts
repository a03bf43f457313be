/**
 * Accepting instruction requests. A request is stored durably, as `Created`,
 * before the partner hears 202; the rules that need state run later in the
 * processor. Idempotency is decided by the (partner, reference) key in the same
 * statement that stores the request, with a hash of the canonical body. A
 * reference the platform already gave an instruction of its own (a maturity
 * payout) is refused there too, with 409: processed, it would collide with
 * that instruction (issue 14).
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { AppError } from '../platform/errors.js';
import { normaliseGuid } from '../platform/ids.js';
import { parseAmount } from '../platform/money.js';
import type { AuditRecorder } from '../audit/audit.js';
import { findRequest, isPlatformInstructionReference, lockRequestForOperator, markRequestOutcome, resetProcessingAttempts } from './instructions.repository.js';
import { rejectionCodeOf, type RejectionCode, statusReason } from './status-reasons.js';
import { RequestWriter } from './request-writer.js';
import type { InstructionRequestStatus, InstructionRequestType } from './instructions.tables.js';

export const INSTRUCTION_REQUESTS_CHANNEL = 'instruction_requests';

export interface Accepted {
  instructionReference: string;
  statusLocation: string;
}

export interface RequestStatus {
  status: InstructionRequestStatus;
  instructionReference: string;
  statusReason: string | null;
  /** The code of statusReason (rejectionCodeOf), for programs. */
  statusReasonCode: RejectionCode | null;
}

/** The body as the rules read it: normalised names, numbers and case; amounts in minor units (as text, for JSON). */
export type CanonicalBody = Record<string, string | number>;

function issueNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(String(value).trim());
}

export function canonicalBody(type: InstructionRequestType, input: Record<string, unknown>): CanonicalBody {
  switch (type) {
    case 'deposit':
      return {
        productReference: String(input.productReference),
        productIssueNumber: issueNumber(input.productIssueNumber),
        productIssueVersionNumber: issueNumber(input.productIssueVersionNumber),
        accountReference: String(input.accountReference),
        amountMinor: parseAmount(input.amount as number).toString(),
      };
    case 'withdraw':
      return {
        accountReference: String(input.accountReference),
        currencyIsoCode: String(input.currencyIsoCode),
        depositAccountReference: String(input.depositAccountReference).toLowerCase(),
        amountMinor: parseAmount(input.amount as number).toString(),
      };
    case 'close-account':
      return {
        accountReference: String(input.accountReference),
        currencyIsoCode: String(input.currencyIsoCode),
        depositAccountReference: String(input.depositAccountReference).toLowerCase(),
      };
    case 'revert':
      return { instructionToRevertReference: normaliseGuid(String(input.InstructionToRevertReference)) };
  }
}

function hashOf(type: InstructionRequestType, body: CanonicalBody): string {
  const sorted = Object.keys(body)
    .sort()
    .map((k) => [k, body[k]]);
  return createHash('sha256').update(type).update('\n').update(JSON.stringify(sorted)).digest('hex');
}

export function statusLocationOf(reference: string): string {
  return `/instruction-request/status/${reference}`;
}

export class InstructionsService {
  private readonly writer: RequestWriter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Wakes the processor at once instead of at its next poll. */
    private readonly wake: () => void,
  ) {
    this.writer = new RequestWriter(db);
  }

  /**
   * Stores an instruction request as Created (or finds the identical one
   * already stored under its reference) and wakes the processor; the rules that
   * need state run later, when the processor resolves the request as Processed
   * or Rejected.
   *
   * Errors: `NotFound` (revert: the instruction to revert is not a request of
   * this partner), `IdempotencyConflict` (the instructionReference was already
   * used for a different request, or is the reference of a platform-made
   * maturity payout). Rejection reasons (REJECTION_REASONS; the processor
   * records them later as the request's statusReason, never as an `AppError`),
   * per request type: deposit: `ClientNotFound`, `ProductNotFound` (no such
   * product or issue, or not offered to the partner's role),
   * `ProductIssueNotFound`, `ProductIssueVersionNotCurrent`,
   * `ProductIssueClosed`, `NoNominatedAccount`, `AmountBelowMinimum`,
   * `AmountAboveMaximum` (above the issue's maximum, or over it counting the
   * account's settled balance and pending deposits), `FscsLimitExceeded` (GBP
   * only, partner FSCS policy block); withdraw: `ClientNotFound`,
   * `DepositAccountNotFound`, `CurrencyMismatch`, `DepositAccountClosed`,
   * `FixedTermNotMatured` (every fixed-term account), `DepositAccountClosing`,
   * `InsufficientFunds`; close-account: `ClientNotFound`,
   * `DepositAccountNotFound`, `CurrencyMismatch`, `DepositAccountClosed`,
   * `FixedTermNotMatured` (before maturity), `DepositAccountClosing` (a closure
   * is pending, or the maturity payout could not be taken over),
   * `WithdrawalPending`; revert: `InstructionToRevertNotFound`,
   * `InstructionNotRevertible` (a revert, a Rejected request, already Reverted,
   * Settled, or its batch no longer Open); any type: `ProcessingFailed`
   * (processing failed on every attempt, or an operator rejected the parked
   * request).
   */
  async submit(financialPartnerId: string, type: InstructionRequestType, input: Record<string, unknown>): Promise<Accepted> {
    const rawReference = type === 'revert' ? input.InstructionReference : input.instructionReference;
    const instructionReference = normaliseGuid(String(rawReference));
    const body = canonicalBody(type, input);
    const bodyHash = hashOf(type, body);
    const accepted = { instructionReference, statusLocation: statusLocationOf(instructionReference) };

    if (type === 'revert') {
      const target = await findRequest(this.db, financialPartnerId, String(body.instructionToRevertReference));
      if (!target) {
        throw AppError.notFound(`The instruction to revert, ${String(body.instructionToRevertReference)},`);
      }
    }
    const inserted = await this.writer.insert({ financialPartnerId, instructionReference, requestType: type, body, bodyHash, createdAt: this.clock.now() });
    if (inserted) {
      this.wake();
      return accepted;
    }
    const existing = await findRequest(this.db, financialPartnerId, instructionReference);
    if (!existing) {
      // The partner's references and those the platform gives its own instructions are one space per partner.
      if (await isPlatformInstructionReference(this.db, financialPartnerId, instructionReference)) {
        throw new AppError(
          'IdempotencyConflict',
          `The instructionReference ${instructionReference} is already the reference of an instruction the platform made for you (a maturity payout); use a new GUID for a new instruction.`,
        );
      }
      throw new Error(`request ${instructionReference} vanished after a conflicting insert`);
    }
    if (existing.requestType !== type || existing.bodyHash !== bodyHash) {
      throw new AppError(
        'IdempotencyConflict',
        `The instructionReference ${instructionReference} was already used for a different ${existing.requestType === type ? `${type} request` : `request (a ${existing.requestType})`}; use a new GUID for a new instruction.`,
      );
    }
    return accepted;
  }

  /**
   * The operator's actions on a request parked by processing failures (still
   * Created after failed attempts, e.g. when an outage stopped the pass):
   * retry gives it a fresh budget of attempts and wakes the worker; reject
   * ends it Rejected (ProcessingFailed, with the operator's reason), with its
   * instruction.rejected event. Both only for a parked request (409
   * otherwise): a request that was Rejected is final, because the partner was
   * told to resubmit under a new reference, and retrying it could move the
   * money twice. Each is audited in its own transaction.
   *
   * Errors: `NotFound` (the partner has no request with this reference),
   * `Conflict` (the request is not parked: it is still Created without a failed
   * attempt, or it is final). A reject ends the request with rejection reason
   * `ProcessingFailed`.
   */
  async actOnParkedRequest(
    financialPartnerId: string,
    instructionReference: string,
    action: { kind: 'retry' } | { kind: 'reject'; reason: string },
    audit: AuditRecorder,
  ): Promise<RequestStatus> {
    const reference = normaliseGuid(instructionReference);
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx) => {
      const before = await lockRequestForOperator(trx, financialPartnerId, reference);
      if (!before) throw AppError.notFound(`Instruction request ${instructionReference} of partner ${financialPartnerId}`);
      if (before.status !== 'Created' || before.processingAttempts === 0) {
        throw new AppError(
          'Conflict',
          before.status === 'Created'
            ? `Instruction request ${reference} is not parked: its processing has not failed; the worker processes it.`
            : `Instruction request ${reference} is ${before.status}, which is final: only a request parked in Created after failed processing can be retried or rejected.`,
        );
      }
      let after: RequestStatus;
      if (action.kind === 'retry') {
        await resetProcessingAttempts(trx, financialPartnerId, reference);
        after = { status: 'Created', instructionReference: reference, statusReason: null, statusReasonCode: null };
      } else {
        const reason = `${statusReason('ProcessingFailed')} Rejected by the operator: ${action.reason}`;
        await markRequestOutcome(trx, financialPartnerId, reference, 'Rejected', reason, now);
        after = { status: 'Rejected', instructionReference: reference, statusReason: reason, statusReasonCode: 'ProcessingFailed' };
      }
      await audit(trx, {
        objectType: 'instruction-request',
        objectId: `${financialPartnerId}/${reference}`,
        before: { status: before.status, processingAttempts: before.processingAttempts },
        after: { status: after.status, statusReason: after.statusReason, processingAttempts: action.kind === 'retry' ? 0 : before.processingAttempts },
      });
      return after;
    });
    if (action.kind === 'retry') this.wake();
    return outcome;
  }

  /**
   * A request's status and, once resolved, its statusReason (`<RejectionCode>:
   * <sentence>` when Rejected) and statusReasonCode (the code alone).
   *
   * Errors: `NotFound` (the partner has no request with this reference).
   */
  async status(financialPartnerId: string, instructionReference: string): Promise<RequestStatus> {
    const request = await findRequest(this.db, financialPartnerId, normaliseGuid(instructionReference));
    if (!request) throw AppError.notFound(`Instruction request ${instructionReference}`);
    return {
      status: request.status,
      instructionReference: request.instructionReference,
      statusReason: request.statusReason,
      statusReasonCode: rejectionCodeOf(request.statusReason),
    };
  }
}
