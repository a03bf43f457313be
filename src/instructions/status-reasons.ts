/**
 * The closed catalogue of reasons an instruction request is Rejected. The
 * statusReason a partner reads is `<Code>: <sentence>`; the code is stable and
 * meant for programs, the sentence for people.
 */
export const REJECTION_REASONS = {
  ClientNotFound: 'The client given as accountReference is not registered with this partner.',
  ProductNotFound: 'The product does not exist or is not offered to this partner.',
  ProductIssueNotFound: 'The product has no issue with that number.',
  ProductIssueVersionNotCurrent: "The product issue version is not the issue's current version; fetch the product again.",
  ProductIssueClosed: 'The product issue is closed to new deposits.',
  NoNominatedAccount: "The client has no bank account (accounts[]) in the product's currency to pay withdrawals to; add one to the client, then deposit again.",
  AmountBelowMinimum: "The amount is below the product issue's minimum deposit.",
  AmountAboveMaximum: "The amount would take the account above the product issue's maximum deposit.",
  CurrencyMismatch: 'The currency does not match the deposit account.',
  DepositAccountNotFound: 'The deposit account does not exist in this client’s portfolios.',
  DepositAccountClosed: 'The deposit account is closed.',
  DepositAccountClosing: 'A closure of the deposit account is already pending.',
  WithdrawalPending: 'The deposit account has a pending withdrawal; close it once that has settled.',
  InsufficientFunds: 'The amount is more than the settled balance less pending withdrawals.',
  FscsLimitExceeded:
    "The deposit would take the client's GBP exposure to the institution's banking group over the FSCS limit, and the partner's FSCS policy is to refuse such deposits.",
  FixedTermNotMatured: 'A fixed term account can be paid out only by close-account at or after maturity.',
  InstructionToRevertNotFound: 'The instruction to revert does not exist for this partner.',
  InstructionNotRevertible: 'The instruction can no longer be reverted.',
  ProcessingFailed: 'The platform failed to process the request and applied none of it; submit it again with a new instructionReference, or quote this one to support.',
} as const;

export type RejectionCode = keyof typeof REJECTION_REASONS;

/** A rule said no: processing records the request as Rejected with this reason. */
export class Rejection extends Error {
  constructor(
    readonly code: RejectionCode,
    readonly detail?: string,
  ) {
    super(statusReason(code, detail));
  }
}

/** `<Code>: <sentence>`, with an optional specific second sentence. */
export function statusReason(code: RejectionCode, detail?: string): string {
  return `${code}: ${REJECTION_REASONS[code]}${detail ? ` ${detail}` : ''}`;
}
