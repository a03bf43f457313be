/**
 * Test data for the money side, written straight into the database: a product
 * (institution, product, issue, version), a client, and a portfolio with a
 * deposit account and its opening Deposit ledger entry. A fixture for the data
 * layer (what settlement would have written), not a stand-in for any code: the
 * interest jobs and the Portfolios API under test read these rows as they
 * would read settled ones.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { openAccounts, post } from '../ledger/ledger.js';

export interface ProductSpec {
  termType?: 'FixedTerm' | 'InstantAccess' | 'Notice';
  termLength?: number;
  termUnit?: 'Day' | 'Month' | 'Year' | 'NoTerm';
  noticeLength?: number;
  noticeUnit?: 'Day' | 'Month' | 'Year' | 'NoNotice';
  interestPaidType?: string;
  interestPaysFrequency?: string;
  /** Headline rate of version 1, e.g. '5.0000'. */
  ratePercent?: string;
  marginPercent?: string;
  currencyCode?: 'GBP' | 'EUR' | 'USD';
}

export interface BuiltProduct {
  productId: string;
  issueNumber: number;
  version: number;
}

const EPOCH = new Date('2020-01-01T00:00:00Z');

export async function insertProduct(db: Db, spec: ProductSpec = {}): Promise<BuiltProduct> {
  const termType = spec.termType ?? 'InstantAccess';
  const institutionId = `FI-${randomUUID()}`;
  const productId = `P-${randomUUID()}`;
  await db
    .insertInto('financial_institutions')
    .values({
      financial_institution_id: institutionId,
      name: 'Test Bank plc',
      short_name: 'Test Bank',
      group_id: `G-${institutionId}`,
      payment_batch_cutoff_time_utc: '14:00',
      is_fscs_protected: true,
      is_sharia: false,
      country_code: 'GBR',
      created_at: EPOCH,
      updated_at: EPOCH,
    })
    .execute();
  await db
    .insertInto('products')
    .values({
      product_id: productId,
      financial_institution_id: institutionId,
      name: `${termType} test product`,
      product_term_type: termType,
      term_length: spec.termLength ?? (termType === 'FixedTerm' ? 12 : 0),
      term_length_unit: spec.termUnit ?? (termType === 'FixedTerm' ? 'Month' : termType === 'InstantAccess' ? 'NoTerm' : 'Day'),
      notice_length: spec.noticeLength ?? (termType === 'Notice' ? 95 : 0),
      notice_length_unit: spec.noticeUnit ?? (termType === 'Notice' ? 'Day' : 'NoNotice'),
      currency_code: spec.currencyCode ?? 'GBP',
      interest_paid_type: spec.interestPaidType ?? (termType === 'FixedTerm' ? 'AtMaturity' : 'Daily'),
      interest_pays_frequency: spec.interestPaysFrequency ?? 'Month',
      offered_to_roles: sql`'{}'::text[]` as never,
      created_at: EPOCH,
      updated_at: EPOCH,
    })
    .execute();
  await db
    .insertInto('product_issues')
    .values({ product_id: productId, issue_number: 1, current_version: 1, margin_percent: spec.marginPercent ?? '0.2500', created_at: EPOCH, updated_at: EPOCH })
    .execute();
  await addIssueVersion(db, { productId, issueNumber: 1, version: 0 }, spec.ratePercent ?? '5.0000');
  return { productId, issueNumber: 1, version: 1 };
}

/** A new current version of the issue at another rate (a variable rate change). */
export async function addIssueVersion(db: Db, product: BuiltProduct, ratePercent: string): Promise<BuiltProduct> {
  const version = product.version + 1;
  await db
    .insertInto('product_issue_versions')
    .values({
      product_id: product.productId,
      issue_number: product.issueNumber,
      version_number: version,
      rate_percent: ratePercent,
      aer_percent: ratePercent,
      deposit_minimum_minor: 100n,
      deposit_maximum_minor: 100_000_000_00n,
      is_closed_to_new_accounts: false,
      created_at: EPOCH,
    })
    .execute();
  await db.updateTable('product_issues').set({ current_version: version }).where('product_id', '=', product.productId).where('issue_number', '=', product.issueNumber).execute();
  return { ...product, version };
}

export async function insertClient(db: Db, financialPartnerId: string): Promise<string> {
  const clientReference = randomUUID();
  await db
    .insertInto('clients')
    .values({
      client_reference: clientReference,
      financial_partner_id: financialPartnerId,
      external_reference: `EXT-${clientReference}`,
      client_type: 'Individual',
      client_version: 1,
      profile: JSON.stringify({ firstName: 'Test', lastName: 'Client' }),
      content_hash: clientReference,
      created_at: EPOCH,
      updated_at: EPOCH,
    })
    .execute();
  return clientReference;
}

export interface OpenAccountSpec {
  financialPartnerId: string;
  clientReference: string;
  product: BuiltProduct;
  currencyCode?: 'GBP' | 'EUR' | 'USD';
  openedOn: string;
  maturesOn?: string | null;
  amountMinor: bigint;
  /** When the portfolio and account rows say they were written. */
  now: Date;
}

/** The client's portfolio in the currency (created if absent), a new account in it, and its Deposit entry. */
export async function openAccount(db: Db, spec: OpenAccountSpec): Promise<{ portfolioId: string; depositAccountId: string }> {
  const currencyCode = spec.currencyCode ?? 'GBP';
  const existing = await db
    .selectFrom('portfolios')
    .select('portfolio_id')
    .where('client_reference', '=', spec.clientReference)
    .where('currency_code', '=', currencyCode)
    .executeTakeFirst();
  const portfolioId = existing?.portfolio_id ?? randomUUID();
  if (existing) {
    await db
      .updateTable('portfolios')
      .set({ portfolio_version: sql`portfolio_version + 1`, updated_at: spec.now })
      .where('portfolio_id', '=', portfolioId)
      .execute();
  } else {
    await db
      .insertInto('portfolios')
      .values({
        portfolio_id: portfolioId,
        financial_partner_id: spec.financialPartnerId,
        client_reference: spec.clientReference,
        currency_code: currencyCode,
        created_at: spec.now,
        updated_at: spec.now,
      })
      .execute();
  }
  const depositAccountId = randomUUID();
  // Through the ledger settlement uses, so the account is opened as settlement opens one (a fixed term's rate fixed),
  // in a transaction of its own as the ledger requires.
  await db.transaction().execute(async (trx) => {
    await openAccounts(
      trx,
      [
        {
          depositAccountId,
          financialPartnerId: spec.financialPartnerId,
          portfolioId,
          clientReference: spec.clientReference,
          productId: spec.product.productId,
          issueNumber: spec.product.issueNumber,
          productVersionOnOpen: spec.product.version,
          currencyCode,
          openedOn: spec.openedOn,
          maturesOn: spec.maturesOn ?? null,
        },
      ],
      spec.now,
    );
    await post(trx, [{ depositAccountId, entryType: 'Deposit', amountMinor: spec.amountMinor, businessDate: spec.openedOn, instructionId: null }], spec.now);
  });
  return { portfolioId, depositAccountId };
}

/** Inserts a partner row directly (for tests that never call the HTTP API). */
export async function insertPartner(db: Db): Promise<string> {
  const financialPartnerId = randomUUID();
  await db.insertInto('partners').values({ financial_partner_id: financialPartnerId, name: 'Test partner', role: 'wealth', created_at: EPOCH, updated_at: EPOCH }).execute();
  return financialPartnerId;
}
