/**
 * The per-account maximum's one figure (docs/design/fscs-limits-calendar.md): what an account holds
 * or has pending, judged against depositPerAccountMaximum. Deposits use it to
 * accept or reject (deposits.ts, under their lock); the product issue summary
 * shows a client the headroom it leaves (what a deposit made now could add).
 */
import type { Db, Tx } from '../database.js';
import type { AccountHeadroomLookup } from '../products/products.service.js';
import { findPortfolios, settledBalancesToTopUp, type TopUpKey, topUpKeyOf } from '../ledger/ledger.js';
import { clientOwnersOf } from '../clients/clients.js';
import { pendingDepositsInto } from './instructions.repository.js';

/**
 * Per key (topUpKeyOf): the settled balance of the account its deposits would
 * top up (interest once posted, never interest only accrued) plus the deposits
 * pending into it.
 */
export async function heldOrPendingInto(trx: Tx, keys: TopUpKey[]): Promise<Map<string, bigint>> {
  const settled = await settledBalancesToTopUp(trx, keys);
  const pending = await pendingDepositsInto(trx, keys);
  return new Map(keys.map((k) => [topUpKeyOf(k), (settled.get(topUpKeyOf(k)) ?? 0n) + (pending.get(topUpKeyOf(k)) ?? 0n)]));
}

/** The question the products context asks (its AccountHeadroomLookup port): a client, an issue, the batch date a fixed term would open on, the maximum. */
type AccountHeadroomQuery = Parameters<AccountHeadroomLookup>[0];

/** What a client's account in an issue holds or has pending, and what a deposit made now could still add; undefined when the partner has no such client. */
export async function accountHeadroom(db: Db, query: AccountHeadroomQuery): Promise<{ heldOrPendingMinor: bigint; headroomMinor: bigint } | undefined> {
  return db.transaction().execute(async (trx) => {
    const owners = await clientOwnersOf(trx, [query.clientReference]);
    if (owners.get(query.clientReference)?.financialPartnerId !== query.financialPartnerId) return undefined;
    const portfolioId = (await findPortfolios(trx, [query]).then((found) => found.get(`${query.clientReference}#${query.currencyCode}`))) ?? null;
    let heldOrPendingMinor = 0n;
    if (portfolioId !== null) {
      const key = { portfolioId, productId: query.productId, issueNumber: query.issueNumber, fixedTermOpenedOn: query.fixedTermOpenedOn };
      heldOrPendingMinor = (await heldOrPendingInto(trx, [key])).get(topUpKeyOf(key)) ?? 0n;
    }
    return { heldOrPendingMinor, headroomMinor: query.maximumMinor > heldOrPendingMinor ? query.maximumMinor - heldOrPendingMinor : 0n };
  });
}
