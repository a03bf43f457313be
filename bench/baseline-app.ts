/**
 * The bench's reference servers: Fastify with one INSERT (POST /) and Fastify
 * with one primary-key SELECT and a response schema (GET /row-42), on a table
 * of their own. bench/run.ts measures them beside the platform; the profiling
 * harness (bench/profile-http.ts) can profile them the same way.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';

export async function baselineApp(db: Kysely<any>): Promise<FastifyInstance> {
  await sql`CREATE TABLE bench_rows (id text PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_rows SELECT 'row-' || g, '{"a":1}'::jsonb, now() FROM generate_series(1, 1000) g`.execute(db);
  const app = Fastify();
  app.post('/', async (request) => {
    await sql`INSERT INTO bench_rows (id, body, created_at) VALUES (${randomUUID()}, ${JSON.stringify(request.body)}, now())`.execute(db);
    return { ok: true };
  });
  app.get(
    '/:id',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { id: { type: 'string' }, body: { type: 'object', additionalProperties: true }, createdAt: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const result = await sql<{ id: string; body: unknown; created_at: Date }>`SELECT id, body, created_at FROM bench_rows WHERE id = ${id}`.execute(db);
      const row = result.rows[0];
      return { id: row.id, body: row.body, createdAt: row.created_at.toISOString() };
    },
  );
  return app;
}
