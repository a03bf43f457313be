/**
 * Hot reads as server-side prepared statements on PostgreSQL.
 *
 * Kysely's pg driver sends every statement unnamed, so PostgreSQL parses and
 * plans it again on every call. For a one-row lookup that is most of the
 * server's work: measured with pgbench on this machine, the client read ran at
 * 29,000/s unnamed and 75,000/s prepared, and that server time comes out of the
 * same two cores the API runs on. A repository marks a statement whose text
 * never varies (no IN lists, no optional clauses) with `prepared(...)`; the
 * pool's client class below sends such a text as a named statement, which each
 * connection parses once and, after five runs, executes on a cached plan.
 *
 * PGlite ignores the mark (one in-process session; its planning costs no
 * round trip). The registry is bounded, so a statement marked by mistake with
 * a varying text cannot make every connection prepare without end: past the
 * bound, texts go unnamed, as before.
 */
import { createHash } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';

/** Far above the handful of marked statements; a bound, not a budget. */
const MAX_PREPARED_STATEMENTS = 64;

const statementNames = new Map<string, string>();

/** Marks a compiled statement to be prepared once per PostgreSQL connection; returns it unchanged. */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!statementNames.has(query.sql) && statementNames.size < MAX_PREPARED_STATEMENTS) {
    // Named by its text, so one text has one name in every process and a name never stands for two texts.
    statementNames.set(query.sql, `prepared_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
}

/** The name a marked statement text is sent under; undefined for a text that goes unnamed. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/** Runs a compiled statement marked `prepared` (on a Kysely instance or transaction); its rows. */
export async function executePrepared<R, DB>(db: Kysely<DB>, query: CompiledQuery<R>): Promise<R[]> {
  return (await db.executeQuery(prepared(query))).rows;
}

/**
 * The pool's client: a statement text marked by `prepared` goes out as a named
 * statement; everything else (and every other form of call) is pg's own.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg's query has many overloads; only Kysely's (text, values) call is rewritten, every other form is pg's own.
    const query = super.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && args.length <= 2 ? preparedStatementName(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    }) as unknown as pg.Client['query'];
  }
}
