/**
 * The body of a stored request, typed per kind. Submission stores the
 * canonical body (instructions.service canonicalBody: normalised names,
 * numbers and case, amounts in minor units as text); processing reads it back
 * from JSON through the function of its kind, which narrows each field and
 * fails loudly on a body no submission could have stored (a failure the
 * processor's isolation then deals with, like any other).
 */
import type { RequestRecord } from './instructions.repository.js';

export interface StoredDeposit {
  productReference: string;
  productIssueNumber: number;
  productIssueVersionNumber: number;
  /** The client's reference. */
  accountReference: string;
  amountMinor: bigint;
}

export interface StoredWithdrawal {
  accountReference: string;
  currencyIsoCode: string;
  depositAccountReference: string;
  amountMinor: bigint;
}

/** A close-account request: no amount, the payout is the account's balance and interest. */
export interface StoredClosure {
  accountReference: string;
  currencyIsoCode: string;
  depositAccountReference: string;
}

export interface StoredRevert {
  instructionToRevertReference: string;
}

function field(request: RequestRecord, name: string): unknown {
  if (!(name in request.body)) throw new Error(`stored ${request.requestType} request ${request.instructionReference} has no ${name}`);
  return request.body[name];
}

function text(request: RequestRecord, name: string): string {
  const value = field(request, name);
  if (typeof value !== 'string') throw new Error(`stored ${request.requestType} request ${request.instructionReference} has a ${name} that is not text`);
  return value;
}

function integer(request: RequestRecord, name: string): number {
  const value = field(request, name);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`stored ${request.requestType} request ${request.instructionReference} has a ${name} that is not an integer`);
  }
  return value;
}

/** Minor units, stored as text (JSON has no bigint). */
function minor(request: RequestRecord, name: string): bigint {
  return BigInt(text(request, name));
}

function expectKind(request: RequestRecord, kind: RequestRecord['requestType']): void {
  if (request.requestType !== kind) throw new Error(`request ${request.instructionReference} is a ${request.requestType}, not a ${kind}`);
}

export function storedDeposit(request: RequestRecord): StoredDeposit {
  expectKind(request, 'deposit');
  return {
    productReference: text(request, 'productReference'),
    productIssueNumber: integer(request, 'productIssueNumber'),
    productIssueVersionNumber: integer(request, 'productIssueVersionNumber'),
    accountReference: text(request, 'accountReference'),
    amountMinor: minor(request, 'amountMinor'),
  };
}

export function storedWithdrawal(request: RequestRecord): StoredWithdrawal {
  expectKind(request, 'withdraw');
  return {
    accountReference: text(request, 'accountReference'),
    currencyIsoCode: text(request, 'currencyIsoCode'),
    depositAccountReference: text(request, 'depositAccountReference'),
    amountMinor: minor(request, 'amountMinor'),
  };
}

export function storedClosure(request: RequestRecord): StoredClosure {
  expectKind(request, 'close-account');
  return {
    accountReference: text(request, 'accountReference'),
    currencyIsoCode: text(request, 'currencyIsoCode'),
    depositAccountReference: text(request, 'depositAccountReference'),
  };
}

export function storedRevert(request: RequestRecord): StoredRevert {
  expectKind(request, 'revert');
  return { instructionToRevertReference: text(request, 'instructionToRevertReference') };
}
