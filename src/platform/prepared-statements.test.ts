/**
 * Statements marked `prepared` are prepared once per connection on PostgreSQL,
 * give the same answers as before, and the mark is bounded.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClientByReference } from '../clients/clients.repository.js';
import { newIndividualClient } from '../../test/builders/clients.js';
import { startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { prepared, preparedStatementName } from './prepared-statements.js';

let t: TestPlatform;
let partner: TestPartner;
let clientReference: string;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner();
  const created = await t.as(partner, { method: 'POST', url: '/clients/financial-partner', payload: newIndividualClient({ externalReference: 'prep-1' }) });
  expect(created.statusCode).toBe(201);
  clientReference = created.json().clientReference;
});
afterAll(async () => t.close());

describe('prepared statements', () => {
  it('answers a marked read the same on every call, and another partner still gets 404', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await t.as(partner, { method: 'GET', url: `/clients/${clientReference}` }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ clientReference, externalReference: 'prep-1' });
    }
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const other = await t.newPartner();
    expect((await t.as(other, { method: 'GET', url: `/clients/${clientReference}` })).statusCode).toBe(404);
  });

  it('prepares a marked statement on the connection that ran it on PostgreSQL, and nothing on PGlite', async () => {
    const statements = await t.platform.db.transaction().execute(async (trx) => {
      const client = await findClientByReference(trx, partner.financialPartnerId, clientReference);
      expect(client?.clientReference).toBe(clientReference);
      await sql`SELECT 1 AS unmarked`.execute(trx);
      return (await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx)).rows;
    });
    if (t.platform.database.kind === 'postgres') {
      const clientRead = statements.find((s) => s.statement.includes('from "clients"'));
      expect(clientRead).toBeDefined();
      expect(clientRead!.name).toBe(preparedStatementName(clientRead!.statement));
      expect(statements.some((s) => s.statement.includes('unmarked'))).toBe(false);
    } else {
      expect(statements).toEqual([]);
    }
  });

  it('names one text once, and stops naming new texts past its bound', () => {
    const text = (i: number) => `SELECT ${i} AS bound_check`;
    prepared(CompiledQuery.raw(text(0)));
    const name = preparedStatementName(text(0));
    expect(name).toMatch(/^prepared_[0-9a-f]{24}$/);
    prepared(CompiledQuery.raw(text(0)));
    expect(preparedStatementName(text(0))).toBe(name);
    for (let i = 1; i <= 100; i++) prepared(CompiledQuery.raw(text(i)));
    expect(preparedStatementName(text(100))).toBeUndefined();
  });
});
