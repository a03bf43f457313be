/**
 * The closed catalogue of reasons an instruction request is Rejected. The
 * statusReason a partner reads is `<Code>: <sentence>`; the code is stable and
 * meant for programs, the sentence for people.
 */
/** What a rejection reason says and when: one entry of REJECTION_CATALOGUE. */
export interface RejectionEntry {
  /** The sentence after `<Code>: ` in statusReason. */
  sentence: string;
  /** The request types it can end. */
  requestTypes: string;
  /** What the partner does next. */
  action: string;
}

/**
 * Every reason an instruction request can be Rejected with: the single source
 * of statusReason's text, statusReasonCode's enum in the OpenAPI documents,
 * the error page (`GET /errors`), docs/errors.md (`npm run docs:errors`) and
 * the SDK's `RejectionCode` union.
 */
export const REJECTION_CATALOGUE = {
  ClientNotFound: {
    sentence: 'The client given as accountReference is not registered with this partner.',
    requestTypes: 'deposit, withdraw, close-account',
    action: 'Register the client (POST /financial-partners/clients/individual or /company) or send the clientReference it was registered under, with a new instructionReference.',
  },
  ProductNotFound: {
    sentence: 'The product does not exist or is not offered to this partner.',
    requestTypes: 'deposit',
    action: 'Choose a product from GET /products (the catalogue offered to you).',
  },
  ProductIssueNotFound: {
    sentence: 'The product has no issue with that number.',
    requestTypes: 'deposit',
    action: "Read the product again and send one of its issues' numbers.",
  },
  ProductIssueVersionNotCurrent: {
    sentence: "The product issue version is not the issue's current version; fetch the product again.",
    requestTypes: 'deposit',
    action: "Read the product again, show your client the current terms, and send the issue's current version.",
  },
  ProductIssueClosed: {
    sentence: 'The product issue is closed to new deposits.',
    requestTypes: 'deposit',
    action: 'Choose an open issue of the product, or another product.',
  },
  NoNominatedAccount: {
    sentence: "The client has no bank account (accounts[]) in the product's currency to pay withdrawals to; add one to the client, then deposit again.",
    requestTypes: 'deposit',
    action: "Add a bank account in the product's currency to the client (PATCH the client's accounts), then deposit again with a new instructionReference.",
  },
  AmountBelowMinimum: {
    sentence: "The amount is below the product issue's minimum deposit.",
    requestTypes: 'deposit',
    action: "Deposit at least the issue's minimum (its minimumDeposit).",
  },
  AmountAboveMaximum: {
    sentence: "The amount would take the account above the product issue's maximum deposit.",
    requestTypes: 'deposit',
    action: "Deposit at most the issue's maximum less what the account holds and has pending (GET the portfolio).",
  },
  CurrencyMismatch: {
    sentence: 'The currency does not match the deposit account.',
    requestTypes: 'withdraw, close-account',
    action: "Send the deposit account's own currency.",
  },
  DepositAccountNotFound: {
    sentence: 'The deposit account does not exist in this client’s portfolios.',
    requestTypes: 'withdraw, close-account',
    action: "Send a depositAccountId from the client's portfolio (GET the client's portfolios).",
  },
  DepositAccountClosed: {
    sentence: 'The deposit account is closed.',
    requestTypes: 'withdraw, close-account',
    action: "Nothing to pay out: the account's money was paid when it closed.",
  },
  DepositAccountClosing: {
    sentence: 'A closure of the deposit account is already pending.',
    requestTypes: 'withdraw, close-account',
    action: 'Wait for the pending closure (it pays the whole balance), or revert it first.',
  },
  WithdrawalPending: {
    sentence: 'The deposit account has a pending withdrawal; close it once that has settled.',
    requestTypes: 'close-account',
    action: "Close the account after the pending withdrawal's batch has settled, or revert the withdrawal first.",
  },
  InsufficientFunds: {
    sentence: 'The amount is more than the settled balance less pending withdrawals.',
    requestTypes: 'withdraw',
    action: "Withdraw at most the account's settled balance less its pending withdrawals (GET the portfolio), or close the account.",
  },
  FscsLimitExceeded: {
    sentence: "The deposit would take the client's GBP exposure to the institution's banking group over the FSCS limit, and the partner's FSCS policy is to refuse such deposits.",
    requestTypes: 'deposit',
    action: "Deposit less (GET the client's FSCS exposure for the headroom), choose another banking group, or change your FSCS policy.",
  },
  FixedTermNotMatured: {
    sentence: 'A fixed term account can be paid out only by close-account at or after maturity.',
    requestTypes: 'withdraw, close-account',
    action: 'Wait for maturity: the platform pays a fixed term out by itself on its maturity day.',
  },
  InstructionToRevertNotFound: {
    sentence: 'The instruction to revert does not exist for this partner.',
    requestTypes: 'revert',
    action: 'Send the instructionReference of one of your own instructions.',
  },
  InstructionNotRevertible: {
    sentence: 'The instruction can no longer be reverted.',
    requestTypes: 'revert',
    action: 'Nothing to do: its batch has locked (cut-off passed) or it was reverted already; make a new instruction to undo its effect.',
  },
  ProcessingFailed: {
    sentence: 'The platform failed to process the request and applied none of it; submit it again with a new instructionReference, or quote this one to support.',
    requestTypes: 'any',
    action: 'Submit the request again with a new instructionReference; quote this one to support if it happens again.',
  },
} as const satisfies Record<string, RejectionEntry>;

export type RejectionCode = keyof typeof REJECTION_CATALOGUE;

/** Each reason's sentence (from REJECTION_CATALOGUE). */
export const REJECTION_REASONS = Object.fromEntries(Object.entries(REJECTION_CATALOGUE).map(([code, entry]) => [code, entry.sentence])) as {
  [C in RejectionCode]: (typeof REJECTION_CATALOGUE)[C]['sentence'];
};

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

/**
 * The code of a statusReason written by statusReason (`<Code>: <sentence>`),
 * or null: what a program switches on, given beside the text as
 * statusReasonCode.
 */
export function rejectionCodeOf(statusReason: string | null): RejectionCode | null {
  if (!statusReason) return null;
  const code = statusReason.slice(0, statusReason.indexOf(':'));
  return Object.hasOwn(REJECTION_CATALOGUE, code) ? (code as RejectionCode) : null;
}
