/** Liveness (the process answers) and readiness (it can reach its database, whatever its tables). */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from './db.js';

export function healthRoutes<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers(db)) return { status: 'ready' };
    return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', reason: 'database unreachable' });
  });
}
