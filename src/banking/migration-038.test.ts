/**
 * Migration 038 (issue 45, item 2): on a database whose institutions each have their own receiving accounts, it
 * adds the indexes that keep them so and the proposal kinds of who gets paid and what is owed; on one where two
 * institutions share an account, it stops with PostgreSQL's duplicate-key message (docs/bank-accounts.md, "One
 * holder per account"). Built here with migrations 001-037 only.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test/migrations.js';
import type { Db } from '../database.js';

const MIGRATION = new URL('../../migrations/038_four_eyes_for_payees_and_what_is_owed.sql', import.meta.url);

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => database?.remove());

async function institution(db: Db, id: string): Promise<void> {
  await sql`INSERT INTO financial_institutions (financial_institution_id, financial_institution_version, name, short_name, institution_type, group_id,
              payment_batch_cutoff_time_utc, is_fscs_protected, is_sharia, country_code, created_at, updated_at)
            VALUES (${id}, 1, ${`Bank ${id}`}, ${id}, 'Bank', ${`G-${id}`}, '14:00', true, false, 'GBR', now(), now())`.execute(db);
}

async function gbpAccount(db: Db, id: string, accountNumber: string): Promise<void> {
  await sql`INSERT INTO institution_bank_accounts (financial_institution_id, currency_code, account_name, bank_name, sort_code, account_number, updated_at)
            VALUES (${id}, 'GBP', 'Deposits', 'A Bank', '404784', ${accountNumber}, now())`.execute(db);
}

describe('migration 038', () => {
  it('keeps each institution to its own receiving account from then on, and takes the new proposal kinds', async () => {
    database = await databaseBeforeMigration('038');
    const before = database.handle.db;
    await institution(before, 'ONE');
    await institution(before, 'TWO');
    await gbpAccount(before, 'ONE', '11111111');
    await gbpAccount(before, 'TWO', '22222222');
    await sql`INSERT INTO change_proposals (proposal_id, kind, object_type, object_id, summary, payload, state, proposed_by, proposed_at, method, endpoint, path)
              VALUES ('p-1', 'suspend-partner', 'partner', 'fp-1', 'Suspend', '{}', 'proposed', 'ana', now(), 'POST', '/x', '/x')`.execute(before);

    // Two institutions sharing an account stop the migration: its first statement, as the file has it, refuses them.
    const text = readFileSync(MIGRATION, 'utf8');
    const firstIndex = /CREATE UNIQUE INDEX[^;]+;/.exec(text)![0];
    await expect(
      before.transaction().execute(async (trx) => {
        await sql`UPDATE institution_bank_accounts SET account_number = '11111111' WHERE financial_institution_id = 'TWO'`.execute(trx);
        await sql.raw(firstIndex).execute(trx);
      }),
    ).rejects.toThrow(/could not create unique index/);

    const db = (await database.upgrade()).db;
    await expect(sql`UPDATE institution_bank_accounts SET account_number = '11111111' WHERE financial_institution_id = 'TWO'`.execute(db)).rejects.toThrow(
      /institution_bank_accounts_one_holder_by_number/,
    );
    await sql`UPDATE change_proposals SET kind = 'set-institution-bank-account' WHERE proposal_id = 'p-1'`.execute(db);
    await sql`UPDATE change_proposals SET kind = 'allocate-suspense' WHERE proposal_id = 'p-1'`.execute(db);
    await expect(sql`UPDATE change_proposals SET kind = 'no-such-kind' WHERE proposal_id = 'p-1'`.execute(db)).rejects.toThrow(/change_proposals_kind_check/);
  });
});
