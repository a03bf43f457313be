/** Liveness (the process answers) and readiness (it can reach its database, whatever its tables). */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';

export function healthRoutes<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
