/**
 * What clients hold per institution and currency, the input of exposure:
 * settled balances and accrued interest of their accounts not closed, and the
 * deposits pending, read through `PendingDeposits` (the instructions context
 * keeps them, in pending_deposit_totals: one row per account key, whatever the
 * history). Three statements for any number of clients: the accounts, the
 * pending totals, the institutions of the products found.
 */
import type { Db } from '../database.js';
import { InterestDecimal } from '../interest/interest.js';
import { findHeld, findInstitutionsOfProducts, type InstitutionOfProduct } from './fscs.repository.js';

/** What is pending (processed, not settled deposits) into a portfolio's accounts of a product. */
export interface PendingDeposit {
  portfolioId: string;
  productId: string;
  totalMinor: bigint;
}

/**
 * The port through which exposure counts the deposits pending: declared here,
 * by the context that reads them, so that the dependency runs one way (the
 * instructions context, whose deposit rule judges by this context's
 * arithmetic, imports src/fscs/fscs.ts, never the reverse). Implemented by the
 * instructions context (`pendingDeposits`, src/instructions/instructions.ts),
 * which owns the pending totals; the composition root hands it to
 * `FscsService`, and the deposit rule passes it to `readHoldings` itself.
 */
export interface PendingDeposits {
  /**
   * The deposits pending into the portfolios' accounts, in one statement,
   * whatever the number of portfolios (none: none). Reads in `db`, the
   * caller's transaction when it holds one (the deposit rule reads under its
   * locks).
   *
   * Errors: none.
   */
  pendingDepositTotalsOf(db: Db, portfolioIds: string[]): Promise<PendingDeposit[]>;
}

export interface HoldingRow extends InstitutionOfProduct {
  clientReference: string;
  currencyCode: string;
  balanceMinor: bigint;
  /** Minor units with fractions of a penny, as the ledger keeps it. */
  accruedInterest: string;
  pendingMinor: bigint;
}

/**
 * Ordered by client, group, currency, institution.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export async function readHoldings(db: Db, pendingDeposits: PendingDeposits, clientReferences: string[], currencyCode: string | null = null): Promise<HoldingRow[]> {
  const held = await findHeld(db, clientReferences, currencyCode);
  const portfolios = new Map(held.map((h) => [h.portfolioId, h]));
  const pending = await pendingDeposits.pendingDepositTotalsOf(db, [...portfolios.keys()]);
  const institutions = await findInstitutionsOfProducts(db, [...held.flatMap((h) => (h.productId ? [h.productId] : [])), ...pending.map((p) => p.productId)]);

  const rows = new Map<string, HoldingRow>();
  const rowOf = (portfolioId: string, productId: string): HoldingRow => {
    const { clientReference, currencyCode } = portfolios.get(portfolioId)!;
    const institution = institutions.get(productId)!;
    const key = `${clientReference}#${currencyCode}#${institution.financialInstitutionId}`;
    let row = rows.get(key);
    if (!row) {
      row = { ...institution, clientReference, currencyCode, balanceMinor: 0n, accruedInterest: '0', pendingMinor: 0n };
      rows.set(key, row);
    }
    return row;
  };
  for (const h of held) {
    if (!h.productId) continue;
    const row = rowOf(h.portfolioId, h.productId);
    row.balanceMinor += h.balanceMinor;
    row.accruedInterest = new InterestDecimal(row.accruedInterest).plus(h.accruedInterest).toString();
  }
  for (const p of pending) rowOf(p.portfolioId, p.productId).pendingMinor += p.totalMinor;
  const order = (r: HoldingRow) => [r.clientReference, r.groupId, r.currencyCode, r.financialInstitutionId].join('\u0000');
  return [...rows.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
