/** The operator API's guard: Authorization: Bearer <OPERATOR_API_KEY>. */
import { constantTimeEquals } from '../auth/secrets.js';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';

export async function registerOperatorApi(app: HttpApp, operatorApiKey: string | undefined, routes: (scope: HttpApp) => void | Promise<void>): Promise<void> {
  // Production without OPERATOR_API_KEY has no operator API at all.
  if (!operatorApiKey) return;
  await app.register(
    async (scope: HttpApp) => {
      scope.addHook('onRequest', async (request) => {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        if (!match || !constantTimeEquals(match[1], operatorApiKey)) {
          throw new AppError('Unauthorized', 'The operator API needs Authorization: Bearer <OPERATOR_API_KEY>.');
        }
      });
      await routes(scope);
    },
    { prefix: '/operator' },
  );
}
