/**
 * Migration 042 gives each transfer the date the bank booked it (docs/bank-side.md
 * "The bank's booking date"), filling it in for the rows the code before it
 * wrote: a database built with migrations 001-041 only (a sandbox's PGlite, or
 * PostgreSQL with DATABASE_URL), the rows of a placement, a partner's payment,
 * a settlement, a rejected payout and a payment still pending, then opened
 * again with 042. A transfer a statement entry posted takes the entry's
 * booking date (the statement's closing date when the entry gave none), and
 * so does the placement at the institution posted with it; every other posted
 * transfer its business date; a voided one the day it was voided; a pending
 * one none.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());

const SHA = 'a'.repeat(64);

describe('migration 042', () => {
  it("fills in each transfer's booking date: the matched entry's, its business date, the day it was voided, or none while pending", async () => {
    database = await databaseBeforeMigration('042');
    let db = database.handle.db;
    const transfer = (id: string, kind: string, state: string, businessDate: string, resolvedAt: string | null) =>
      sql`INSERT INTO book_transfers (transfer_id, currency_code, kind, state, business_date, description, created_at, resolved_at)
          VALUES (${id}, 'GBP', ${kind}, ${state}, ${businessDate}::date, 'old', '2026-03-02T10:00:00Z', ${resolvedAt}::timestamptz)`.execute(db);
    // A placement paid on 2026-03-03 and booked by the bank on 2026-03-04, and its placement at the institution.
    await transfer('placement:L1', 'placement', 'posted', '2026-03-03', '2026-03-05T07:00:00Z');
    await transfer('placed:L1', 'placement', 'posted', '2026-03-03', '2026-03-05T07:00:00Z');
    // A partner's payment for a batch of 2026-03-02, booked on an entry without a booking date, in a statement closing 2026-03-03.
    await transfer('partner-payment:B1', 'partner-payment', 'posted', '2026-03-02', '2026-03-04T07:00:00Z');
    await transfer('settlement:B1', 'deposit-settlement', 'posted', '2026-03-02', '2026-03-02T15:00:00Z');
    // A payout rejected on 2026-03-05 (23:30 UTC is still that day), and one still waiting.
    await transfer('payout:L2', 'payout', 'voided', '2026-03-04', '2026-03-05T23:30:00Z');
    await transfer('payout:L3', 'payout', 'pending', '2026-03-05', null);

    await sql`INSERT INTO payment_files (payment_file_id, message_id, message_version, currency_code, execution_date, line_count, control_sum_minor, file_sha256, file_xml, created_at)
              VALUES ('F1', 'F1', 'pain.001.001.09', 'GBP', '2026-03-03', 1, 200057, ${SHA}, '<x/>', '2026-03-03T15:00:00Z')`.execute(db);
    await sql`INSERT INTO payment_lines (payment_line_id, payment_file_id, position, payment_information_id, end_to_end_id, kind, amount_minor, creditor_name, creditor_account, financial_institution_id, transfer_id)
              VALUES ('L1', 'F1', 0, 'PI1', 'E2E1', 'placement', 200057, 'Institution', '40478412345678', 'FI1', 'placement:L1')`.execute(db);
    const statement = (id: string, sequence: number, closingDate: string) =>
      sql`INSERT INTO bank_statements (bank_statement_id, message_kind, message_version, message_id, statement_id, sequence_number, account_identifier, currency_code,
                                       opening_balance_minor, opening_date, closing_balance_minor, closing_date, file_sha256, file_xml, received_at, received_by)
          VALUES (${id}, 'statement', 'camt.053.001.08', ${id}, ${id}, ${sequence}, '40478470000000', 'GBP', 0, '2026-03-01', 0, ${closingDate}::date, ${SHA}, '<x/>', now(), 'operator')`.execute(
        db,
      );
    await statement('S1', 1, '2026-03-03');
    await statement('S2', 2, '2026-03-04');
    const entry = (id: string, statementId: string, bookingDate: string | null) =>
      sql`INSERT INTO bank_statement_entries (bank_statement_entry_id, bank_statement_id, position, entry_status, amount_minor, currency_code, credit_debit, booking_date, status)
          VALUES (${id}, ${statementId}, 0, 'BOOK', 200057, 'GBP', 'CRDT', ${bookingDate}::date, 'matched')`.execute(db);
    await entry('E1', 'S1', null);
    await entry('E2', 'S2', '2026-03-04');
    const movement = (id: string, transferId: string, status: string, entryId: string | null, lineId: string | null) =>
      sql`INSERT INTO expected_movements (expected_movement_id, transfer_id, currency_code, credit_debit, amount_minor, expected_date, payment_line_id, status, matched_entry_id, resolved_at, created_at)
          VALUES (${id}, ${transferId}, 'GBP', 'CRDT', 200057, '2026-03-02', ${lineId}, ${status}, ${entryId}, ${status === 'expected' ? null : '2026-03-04T07:00:00Z'}::timestamptz, now())`.execute(
        db,
      );
    await movement('M1', 'partner-payment:B1', 'matched', 'E1', null);
    await movement('M2', 'placement:L1', 'matched', 'E2', 'L1');
    await movement('M3', 'payout:L2', 'rejected', null, null);
    await movement('M4', 'payout:L3', 'expected', null, null);

    db = (await database.upgrade()).db;
    const rows = await db.selectFrom('book_transfers').select(['transfer_id', 'business_date', 'booking_date']).orderBy('transfer_id').execute();
    expect(rows).toEqual([
      { transfer_id: 'partner-payment:B1', business_date: '2026-03-02', booking_date: '2026-03-03' },
      { transfer_id: 'payout:L2', business_date: '2026-03-04', booking_date: '2026-03-05' },
      { transfer_id: 'payout:L3', business_date: '2026-03-05', booking_date: null },
      { transfer_id: 'placed:L1', business_date: '2026-03-03', booking_date: '2026-03-04' },
      { transfer_id: 'placement:L1', business_date: '2026-03-03', booking_date: '2026-03-04' },
      { transfer_id: 'settlement:B1', business_date: '2026-03-02', booking_date: '2026-03-02' },
    ]);
    // From now on a transfer is pending without one, and resolved with one.
    await expect(sql`UPDATE book_transfers SET state = 'posted', resolved_at = now() WHERE transfer_id = 'payout:L3'`.execute(db)).rejects.toThrow(/booking_date/);
  });
});
