/**
 * The operator API's guard: `Authorization: Bearer <key>`, where the key is
 * OPERATOR_API_KEY (the bootstrap admin) or a live operator key. A viewer's
 * write (any method but GET and HEAD) is 403. Each request carries who is
 * calling and an audit recorder bound to them and to the endpoint, for the
 * write to record itself in its own transaction (`operatorOf`, in
 * src/audit/audit.ts, so that any context's operator routes may read it).
 *
 * Break-glass (issue 45, docs/four-eyes.md): with four eyes on, once an admin
 * key was ever made, every request of the bootstrap key is reported
 * (`breakGlass`: a warning log line and a metric) and every write of it gets
 * an audit entry of its own (object type `break-glass`) before it runs.
 */
import { auditRecorder, bindOperator } from '../audit/audit.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import type { OperatorKeysService } from './operator-keys.service.js';

/** One request of the bootstrap key while admin keys exist. */
export interface BreakGlassUse {
  requestId: string;
  method: string;
  path: string;
  write: boolean;
}

export async function registerOperatorApi(
  app: HttpApp,
  deps: { operatorKeys: OperatorKeysService; clock: Clock; breakGlass?: (use: BreakGlassUse) => void },
  routes: (scope: HttpApp) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope: HttpApp) => {
      scope.addHook('onRequest', async (request) => {
        const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
        const operator = match ? await deps.operatorKeys.authenticate(match[1]) : undefined;
        if (!operator)
          throw new AppError('Unauthorized', 'The operator API needs Authorization: Bearer <operator key> (OPERATOR_API_KEY or a live key from /operator/operator-keys).');
        if (operator.role !== 'admin' && request.method !== 'GET' && request.method !== 'HEAD') {
          throw new AppError('Forbidden', `Operator "${operator.name}" is a viewer: it may read but not ${request.method}.`);
        }
        const path = request.url.split('?')[0];
        const endpoint = request.routeOptions.url ?? path;
        const call = { method: request.method, endpoint, path };
        const audit = auditRecorder(operator, call, deps.clock);
        if (operator.operatorKeyId === null && (await deps.operatorKeys.bootstrapIsBreakGlass())) {
          const write = request.method !== 'GET' && request.method !== 'HEAD';
          deps.breakGlass?.({ requestId: request.id, method: request.method, path, write });
          if (write) await deps.operatorKeys.recordBreakGlass(request.id, call, audit);
        }
        bindOperator(request, { operator, audit, call });
      });
      await routes(scope);
    },
    { prefix: '/operator' },
  );
}
