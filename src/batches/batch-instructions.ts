/**
 * The port through which the batches context writes the instructions in its
 * batches. The `instructions` rows belong to src/instructions/, whose
 * repository alone writes them; the batches context needs four acts on them,
 * each in its own transaction (the batch and its instructions change
 * together): the maturity payout it places, the settlement and the final
 * payout lines at the cut-off. Declared here, by the context that needs it, so
 * that the dependency runs one way: the instructions context, which places its
 * requests in batches (src/batches/batches.ts), implements it
 * (`batchInstructions`, src/instructions/instructions.ts) and the composition
 * root hands that to `BatchesService`.
 */
import type { Tx } from '../database.js';

/** The deposit account a maturity payout draws on (as the ledger's findAccountsForUpdate reads it). */
export interface PayoutAccount {
  financialPartnerId: string;
  clientReference: string;
  portfolioId: string;
  depositAccountId: string;
  productId: string;
  issueNumber: number;
  productVersionOnOpen: number;
  currencyCode: string;
}

/** One maturity payout: the account paid out, the batch it was placed in, its amount. */
export interface MaturityPayout {
  account: PayoutAccount;
  placed: { instructionBatchId: string; batchDate: string };
  amountMinor: bigint;
}

/** What the batches context does to the instructions in its batches; every method runs in the caller's transaction. */
export interface BatchInstructions {
  /**
   * Of the accounts `depositAccountIds`, those with a Live closure
   * (close-account or a maturity payout): it owes the account's whole
   * balance, so no other closure (payout) may be made.
   *
   * Errors: none.
   */
  accountsWithLiveClosure(trx: Tx, depositAccountIds: readonly string[]): Promise<Set<string>>;
  /**
   * Writes the platform's own maturity payouts: each a Live closure
   * withdrawal (no partner request) in the batch it was placed in, in the
   * order given.
   *
   * Errors: none (the caller checked `accountsWithLiveClosure` first).
   */
  placeMaturityPayouts(trx: Tx, payouts: readonly MaturityPayout[], now: Date): Promise<void>;
  /**
   * Live → Settled, each with the account it opened, topped up or drew on;
   * the money moves in the same transaction (src/ledger/ledger.ts).
   *
   * Errors: none.
   */
  settleInstructions(trx: Tx, settled: { instructionId: string; depositAccountId: string }[], now: Date): Promise<void>;
  /**
   * Makes live payouts' lines final at the cut-off; the batches context then
   * sets its batches' totals again from their instructions.
   *
   * Errors: none.
   */
  fixPayoutLines(trx: Tx, lines: { instructionId: string; amountMinor: bigint }[]): Promise<void>;
}
