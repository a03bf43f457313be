/** Liveness (the process answers) and readiness (it can reach its database). */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db.js';

export function healthRoutes(app: FastifyInstance, db: Db): void {
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
