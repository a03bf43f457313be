/**
 * A query helper the repositories' lists share (a repository of no table: it takes their queries).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/**
 * How many rows a list's query matches, counting at most `limit` (paging.ts's COUNT_CAP + 1): the query's own
 * filters and joins, without its columns or order.
 */
export async function countRowsUpTo<DB, QueryDB, QueryTables extends keyof QueryDB, Row>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<QueryDB, QueryTables, Row>,
  limit: number,
): Promise<number> {
  const matching = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(limit);
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${matching}) as matching`.execute(db);
  return Number(rows[0].n);
}
