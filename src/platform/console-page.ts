/**
 * The operator console at /console: the React app `npm run build` writes to
 * dist/console (console/vite.config.ts), served by the platform itself with
 * @fastify/static. Every asset is local, under a Content-Security-Policy that
 * lets the page load nothing from elsewhere and call only its own origin (the
 * operator API). Any other path under /console answers the app's index.html,
 * so a reloaded or bookmarked page (/console/batches/...) opens where it was.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_PREFIX = '/console';

const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** dist/console of the project this file belongs to, whether it runs from src/ (tsx) or dist/src/ (npm start). */
export function defaultConsoleDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'dist', 'console');
}

export async function registerConsolePage(app: FastifyInstance, consoleDir = defaultConsoleDir()): Promise<void> {
  const built = existsSync(join(consoleDir, 'index.html'));
  if (!built) {
    // Not built (tests running from source without `npm run build`): say how to get it rather than a bare 404.
    app.get(`${CONSOLE_PREFIX}*`, { schema: { hide: true } }, async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The operator console is not built. Run `npm run build` (npm start does it), then reload.'),
    );
    return;
  }
  // @fastify/static streams the files (ranges, ETags, content types); the two routes below decide which file.
  await app.register(fastifyStatic, { root: consoleDir, serve: false, cacheControl: false });
  const headers = (reply: FastifyReply, immutable: boolean) =>
    reply
      .header('content-security-policy', CONSOLE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      // Hashed file names under assets/ never change; index.html must be fetched anew after an upgrade.
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // The app's relative asset paths need the trailing slash.
    if (request.url === CONSOLE_PREFIX) return reply.redirect(`${CONSOLE_PREFIX}/`);
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (path.startsWith('assets/')) {
      // Only the build's own files: no `..`, nothing outside assets/.
      if (!/^assets\/[A-Za-z0-9._-]+$/.test(path) || !existsSync(join(consoleDir, path))) return reply.callNotFound();
      return headers(reply, true).sendFile(path);
    }
    // Any other path is a page of the app: its index.html, which routes in the browser.
    return headers(reply, false).type('text/html; charset=utf-8').sendFile('index.html');
  };
  // The router ignores trailing slashes: /console and /console/ are one route.
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, page);
  app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, page);
}
