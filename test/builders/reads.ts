/**
 * What a test reads of another context's tables, read through that context's
 * public reads (its public module `src/<ctx>/<ctx>.ts`, or the partner's HTTP
 * API) and never with SQL of its own: when a context changes how it stores a
 * thing (issue 30 replaces `interest_accruals` by accrual periods, keeping
 * `listAccountAccruals`), its public read keeps answering and these tests keep
 * working. Each helper says which public read it goes through. Rows come back
 * as the public read gives them (camelCase; money in minor units as bigint;
 * fractions of a penny and rates as exact decimal text).
 *
 * The "all of them" helpers ask their read for at most {@link ALL} rows and
 * throw when that many come back, so a list is never silently cut short.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type CountedBatch, findBatchWithCountById, searchBatches } from '../../src/batches/batches.js';
import { clientOwnersOf } from '../../src/clients/clients.js';
import type { Db } from '../../src/database.js';
import {
  findOperatorInstruction,
  findRequestOverview,
  listOperatorBatchInstructions,
  type OperatorInstructionRow,
  type RequestOverview,
} from '../../src/instructions/instructions.js';
import {
  type AccountRecord,
  type AccrualRecord,
  type EntryRecord,
  findAccount,
  listAccountAccruals,
  listAccountEntries,
  listAccountPostings,
  listInstructionEntries,
  type PostingRecord,
} from '../../src/ledger/ledger.js';
import type { DepositAccountJson, PortfolioInformationJson } from '../../src/portfolios/portfolios.schemas.js';
import { findProductIssueFacts } from '../../src/products/products.js';

/** The most rows an "all of them" helper asks a public read for; reaching it throws. */
export const ALL = 100_000;

function whole<T>(rows: T[], what: string): T[] {
  if (rows.length >= ALL) throw new Error(`${what}: ${ALL} rows or more, more than a test helper reads`);
  return rows;
}

// ---------------------------------------------------------------------------
// The ledger (src/ledger/ledger.ts): accounts and their history.

/** The deposit account, as `findAccount` (src/ledger/ledger.ts) gives it; throws when there is none. */
export async function accountOf(db: Db, depositAccountId: string): Promise<AccountRecord> {
  const account = await findAccount(db, depositAccountId);
  if (!account) throw new Error(`no deposit account ${depositAccountId}`);
  return account;
}

/** Every ledger entry of the account, oldest first (`listAccountEntries`, src/ledger/ledger.ts, which gives them newest first). */
export async function entriesOf(db: Db, depositAccountId: string): Promise<EntryRecord[]> {
  return whole(await listAccountEntries(db, depositAccountId, ALL), `entries of ${depositAccountId}`).reverse();
}

/** Every daily accrual of the account, oldest day first (`listAccountAccruals`, src/ledger/ledger.ts, which gives them newest first). */
export async function accrualsOf(db: Db, depositAccountId: string): Promise<AccrualRecord[]> {
  return whole(await listAccountAccruals(db, depositAccountId, ALL), `accruals of ${depositAccountId}`).reverse();
}

/** The account's accrual of one day (`listAccountAccruals` through {@link accrualsOf}); throws when the day has none. */
export async function accrualOn(db: Db, depositAccountId: string, accrualDate: string): Promise<AccrualRecord> {
  const accrual = (await accrualsOf(db, depositAccountId)).find((a) => a.accrualDate === accrualDate);
  if (!accrual) throw new Error(`no accrual of ${depositAccountId} on ${accrualDate}`);
  return accrual;
}

/** Every interest posting of the account, oldest first (`listAccountPostings`, src/ledger/ledger.ts, which gives them newest first). */
export async function postingsOf(db: Db, depositAccountId: string): Promise<PostingRecord[]> {
  return whole(await listAccountPostings(db, depositAccountId, ALL), `postings of ${depositAccountId}`).reverse();
}

/** The ledger entries an instruction caused, oldest first (`listInstructionEntries`, src/ledger/ledger.ts). */
export async function entriesOfInstruction(db: Db, instructionId: string): Promise<EntryRecord[]> {
  return listInstructionEntries(db, instructionId);
}

// ---------------------------------------------------------------------------
// Instructions (src/instructions/instructions.ts) and batches (src/batches/batches.ts).

/** The instruction a partner's request made, whatever its state (`findOperatorInstruction`, src/instructions/instructions.ts); throws when there is none. */
export async function instructionOf(db: Db, financialPartnerId: string, instructionReference: string): Promise<OperatorInstructionRow> {
  const instruction = await findOperatorInstruction(db, financialPartnerId, instructionReference.toLowerCase());
  if (!instruction) throw new Error(`no instruction ${instructionReference} of partner ${financialPartnerId}`);
  return instruction;
}

/** A partner's request with its processing (`findRequestOverview`, src/instructions/instructions.ts); throws when there is none. */
export async function requestOf(db: Db, financialPartnerId: string, instructionReference: string): Promise<RequestOverview> {
  const request = await findRequestOverview(db, financialPartnerId, instructionReference.toLowerCase());
  if (!request) throw new Error(`no request ${instructionReference} of partner ${financialPartnerId}`);
  return request;
}

/** One batch with its live instruction count (`findBatchWithCountById`, src/batches/batches.ts); throws when there is none. */
export async function batchOf(db: Db, instructionBatchId: string): Promise<CountedBatch> {
  const batch = await findBatchWithCountById(db, instructionBatchId);
  if (!batch) throw new Error(`no batch ${instructionBatchId}`);
  return batch;
}

/** Every batch of a partner, oldest day first (`searchBatches`, src/batches/batches.ts, over every date, page by page). */
export async function batchesOf(db: Db, financialPartnerId: string): Promise<CountedBatch[]> {
  const batches: CountedBatch[] = [];
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const page = await searchBatches(db, { fromDate: '1900-01-01', toDate: '9999-12-31', financialPartnerId }, offset, pageSize);
    batches.push(...page);
    if (page.length < pageSize) break;
  }
  return batches.reverse();
}

/** Every instruction a batch holds or held, reverted ones included, in the order they were made (`listOperatorBatchInstructions`, src/instructions/instructions.ts). */
export async function instructionsInBatch(db: Db, instructionBatchId: string): Promise<OperatorInstructionRow[]> {
  return whole(await listOperatorBatchInstructions(db, instructionBatchId, ALL), `instructions of batch ${instructionBatchId}`);
}

/**
 * Every instruction of a partner's batches on one deposit account, whatever its
 * type and state, by batch date and then in the order made: {@link batchesOf}
 * and {@link instructionsInBatch} (`searchBatches`, `listOperatorBatchInstructions`).
 */
export async function instructionsOnAccount(db: Db, financialPartnerId: string, depositAccountId: string): Promise<OperatorInstructionRow[]> {
  const found: OperatorInstructionRow[] = [];
  for (const batch of await batchesOf(db, financialPartnerId)) {
    found.push(...(await instructionsInBatch(db, batch.instructionBatchId)).filter((i) => i.depositAccountId === depositAccountId));
  }
  return found;
}

// ---------------------------------------------------------------------------
// Products (src/products/products.ts) and clients (src/clients/clients.ts).

/** The current version of a product issue (`findProductIssueFacts`, src/products/products.ts); throws for an unknown product or issue. */
export async function currentVersionOf(db: Db, productId: string, issueNumber = 1): Promise<number> {
  const issue = (await findProductIssueFacts(db, productId, issueNumber))?.issue;
  if (!issue) throw new Error(`no issue ${issueNumber} of product ${productId}`);
  return issue.currentVersion;
}

/** The partner a client belongs to (`clientOwnersOf`, src/clients/clients.ts); throws for an unknown client. */
export async function ownerOf(db: Db, clientReference: string): Promise<string> {
  const owner = (await clientOwnersOf(db, [clientReference])).get(clientReference);
  if (!owner) throw new Error(`no client ${clientReference}`);
  return owner.financialPartnerId;
}

// ---------------------------------------------------------------------------
// The partner's Portfolios API (GET /financial-partners/...): a client's portfolios and accounts.

/** Anything that calls the API as one partner: the `driver` of builders/instructions.ts. */
export interface PartnerCaller {
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

async function getOk(d: PartnerCaller, url: string): Promise<unknown> {
  const response = await d.call({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The client's portfolios, by currency (`GET /financial-partners/clients/{clientReference}/portfolios`). */
export async function portfoliosOf(d: PartnerCaller, clientReference: string): Promise<PortfolioInformationJson[]> {
  return ((await getOk(d, `/financial-partners/clients/${clientReference}/portfolios`)) as { portfolioInformation: PortfolioInformationJson[] }).portfolioInformation;
}

/** The client's portfolio in a currency (GBP unless said), through {@link portfoliosOf}; throws when it has none. */
export async function portfolioOf(d: PartnerCaller, clientReference: string, currencyCode = 'GBP'): Promise<PortfolioInformationJson['portfolio']> {
  const found = (await portfoliosOf(d, clientReference)).find((p) => p.portfolio.currencyCode === currencyCode);
  if (!found) throw new Error(`client ${clientReference} has no ${currencyCode} portfolio`);
  return found.portfolio;
}

/** Every deposit account of the client, closed ones included (by currency, then oldest first), as the Portfolios API shows them ({@link portfoliosOf}). */
export async function clientAccountsOf(d: PartnerCaller, clientReference: string): Promise<DepositAccountJson[]> {
  return (await portfoliosOf(d, clientReference)).flatMap((p) => p.portfolio.depositAccounts);
}

/**
 * The id of the client's one deposit account (of `productId`, when given), from
 * the Portfolios API ({@link clientAccountsOf}); throws unless there is exactly one.
 */
export async function onlyAccountIdOf(d: PartnerCaller, clientReference: string, productId?: string): Promise<string> {
  const accounts = (await clientAccountsOf(d, clientReference)).filter((a) => productId === undefined || a.productId === productId);
  if (accounts.length !== 1) throw new Error(`client ${clientReference} has ${accounts.length} deposit accounts${productId ? ` of ${productId}` : ''}, not one`);
  return accounts[0].depositAccountId;
}

/** The client's one deposit account (of `productId`, when given) as the ledger has it: {@link onlyAccountIdOf} then {@link accountOf} (`findAccount`). */
export async function onlyAccountOf(db: Db, d: PartnerCaller, clientReference: string, productId?: string): Promise<AccountRecord> {
  return accountOf(db, await onlyAccountIdOf(d, clientReference, productId));
}

/**
 * Every deposit account of the client as the ledger has it (`findAccount`), in
 * the Portfolios API's order (by currency, then oldest first): {@link clientAccountsOf} then {@link accountOf}.
 */
export async function clientAccountRecordsOf(db: Db, d: PartnerCaller, clientReference: string): Promise<AccountRecord[]> {
  const records: AccountRecord[] = [];
  for (const account of await clientAccountsOf(d, clientReference)) records.push(await accountOf(db, account.depositAccountId));
  return records;
}

/** Every deposit account of every client of the partner (`GET /financial-partners/portfolios`, page by page). */
export async function partnerAccountsOf(d: PartnerCaller): Promise<DepositAccountJson[]> {
  const accounts: DepositAccountJson[] = [];
  for (let page = 1; ; page++) {
    const body = (await getOk(d, `/financial-partners/portfolios?PageNumber=${page}&PageSize=100`)) as { portfolioInformation: PortfolioInformationJson[]; pageCount: number };
    for (const p of body.portfolioInformation) accounts.push(...p.portfolio.depositAccounts);
    if (page >= body.pageCount) break;
  }
  return accounts;
}
