/**
 * Migration 010 moves data made by the code before it: a sandbox's ./data or a
 * PostgreSQL database. Built here with migrations 001-009 only, then opened
 * again with 010 beside them.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';
import { insertClient, insertPartner } from '../../test/builders/clients.js';
import { insertProduct } from '../../test/builders/products.js';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());
const NOW = new Date('2027-01-10T12:00:00Z');

describe('migration 010', () => {
  it('fixes existing fixed rates, carries dropped remainders of open accounts, recomputes open payouts, annualises AER, and changes nothing settled', async () => {
    database = await databaseBeforeMigration('010');
    const db = database.handle.db;
    const partner = await insertPartner(db);
    const client = await insertClient(db, partner);
    const fixed = await insertProduct(db, { bankAccounts: false, termType: 'FixedTerm', termLength: 24, termUnit: 'Month', interestPaidType: 'AtMaturity', ratePercent: '4.6500' });
    const instant = await insertProduct(db, { bankAccounts: false, termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '4.0000' });
    await sql`UPDATE product_issue_versions SET aer_percent = rate_percent`.execute(db);
    await sql`INSERT INTO portfolios VALUES ('pf', ${partner}, ${client}, 'GBP', 1, ${NOW}, ${NOW})`.execute(db);
    const account = (id: string, productId: string, status: string, balance: number, accrued: string, paid: number) =>
      sql`
      INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
        product_version_on_open, currency_code, status, opened_on, matures_on, balance_minor, accrued_interest, interest_paid_minor, created_at, updated_at)
      VALUES (${id}, ${partner}, 'pf', ${client}, ${productId}, 1, 1, 'GBP', ${status}, '2026-11-02',
        ${productId === fixed.productId ? '2028-11-02' : null}, ${balance}, ${accrued}, ${paid}, ${NOW}, ${NOW})`.execute(db);
    // A fixed term that opened when the margin was 0.25 (its accruals say 4.40) and the margin is now 0.50.
    await account('fixed', fixed.productId, 'Open', 1_000_000, '120.5', 0);
    await sql`INSERT INTO interest_accruals VALUES ('fixed', '2026-11-02', 120.5, 4.4)`.execute(db);
    await sql`UPDATE product_issues SET margin_percent = 0.5 WHERE product_id = ${fixed.productId}`.execute(db);
    // An open and a closed instant access account whose postings dropped 0.4p and 0.3p.
    await account('open-ia', instant.productId, 'Open', 100_010, '0.2', 10);
    await account('closed-ia', instant.productId, 'Closed', 0, '0', 10);
    await sql`INSERT INTO interest_postings (deposit_account_id, posting_date, accrued_amount, posted_minor, reason, created_at)
              VALUES ('open-ia', '2026-12-02', 10.4, 10, 'Periodic', ${NOW}), ('closed-ia', '2026-12-02', 10.3, 10, 'Closure', ${NOW})`.execute(db);
    // A close-account of the open account waiting in an Open batch with a stale line, and a settled one.
    await sql`INSERT INTO instruction_requests (financial_partner_id, instruction_reference, request_type, body, body_hash, status, created_at, processed_at)
              VALUES (${partner}, 'r-open', 'close-account', '{}', 'h1', 'Processed', ${NOW}, ${NOW}), (${partner}, 'r-done', 'close-account', '{}', 'h2', 'Processed', ${NOW}, ${NOW})`.execute(
      db,
    );
    await sql`INSERT INTO instruction_batches (instruction_batch_id, financial_partner_id, batch_date, instruction_type, currency_code, status, total_amount_minor, created_at, updated_at)
              VALUES ('b-open', ${partner}, '2027-01-11', 'withdrawal', 'GBP', 'Open', 100000, ${NOW}, ${NOW}),
                     ('b-done', ${partner}, '2026-12-02', 'withdrawal', 'GBP', 'Completed', 20, ${NOW}, ${NOW})`.execute(db);
    const instruction = (id: string, batch: string, accountId: string, amount: number, state: string) =>
      sql`
      INSERT INTO instructions (instruction_id, financial_partner_id, instruction_reference, request_reference, instruction_batch_id, instruction_type,
        is_closure, client_reference, portfolio_id, deposit_account_id, product_id, issue_number, product_version, currency_code, amount_minor, state,
        date_added, date_to_be_actioned)
      VALUES (${id}, ${partner}, ${`r-${id}`}, ${`r-${id}`}, ${batch}, 'withdrawal', true, ${client}, 'pf', ${accountId}, ${instant.productId}, 1, 1, 'GBP',
        ${amount}, ${state}, ${NOW}, ${batch === 'b-open' ? '2027-01-11' : '2026-12-02'})`.execute(db);
    await instruction('open', 'b-open', 'open-ia', 100_000, 'Live');
    await instruction('done', 'b-done', 'closed-ia', 20, 'Settled');
    const upgraded = (await database.upgrade()).db;
    const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(upgraded)).rows;

    expect(await rows(sql`SELECT deposit_account_id, fixed_net_rate_percent::text AS rate, accrued_interest::text AS accrued FROM deposit_accounts ORDER BY 1`)).toEqual([
      { deposit_account_id: 'closed-ia', rate: null, accrued: '0.00000000000000000000' },
      { deposit_account_id: 'fixed', rate: '4.4000', accrued: '120.50000000000000000000' },
      // 0.2p accrued plus the 0.4p its posting dropped, now carried.
      { deposit_account_id: 'open-ia', rate: null, accrued: '0.60000000000000000000' },
    ]);
    expect(await rows(sql`SELECT deposit_account_id, remainder_dropped::text AS dropped FROM interest_postings ORDER BY 1`)).toEqual([
      { deposit_account_id: 'closed-ia', dropped: '0.30000000000000000000' },
      { deposit_account_id: 'open-ia', dropped: '0.00000000000000000000' },
    ]);
    // The open payout: 100,010 + 0.6 rounded half-up; its batch follows. The settled one is as it was.
    expect(await rows(sql`SELECT instruction_id, amount_minor::text AS amount FROM instructions ORDER BY 1`)).toEqual([
      { instruction_id: 'done', amount: '20' },
      { instruction_id: 'open', amount: '100011' },
    ]);
    expect(await rows(sql`SELECT instruction_batch_id, total_amount_minor::text AS total FROM instruction_batches ORDER BY 1`)).toEqual([
      { instruction_batch_id: 'b-done', total: '20' },
      { instruction_batch_id: 'b-open', total: '100011' },
    ]);
    // 24 months at 4.65% paid at maturity: 4.55%; the monthly-paying product keeps its AER.
    expect(await rows(sql`SELECT product_id, aer_percent::text AS aer FROM product_issue_versions ORDER BY (product_id = ${fixed.productId}) DESC`)).toEqual([
      { product_id: fixed.productId, aer: '4.5500' },
      { product_id: instant.productId, aer: '4.0000' },
    ]);
  }, 240_000); // two openings and migrations of a database
});
