/**
 * Where the bench's files are, whether it runs compiled (`npm run bench`:
 * dist/bench/*.js, as `npm start` runs the service) or through tsx
 * (`npx tsx bench/run.ts`, for a quick look): the children it starts are
 * loaded the same way, and the files it writes go to the project's docs/
 * either way.
 */
import { fileURLToPath } from 'node:url';

const COMPILED = import.meta.url.endsWith('.js');

/** Node's arguments for loading a sibling script: none for compiled JavaScript, the tsx loader for TypeScript. */
export const RUNNER: string[] = COMPILED ? [] : ['--import', 'tsx'];

/** The path of a sibling script of the bench (`load-generator`, `init-pglite`), compiled or not as this one is. */
export function benchScript(name: string): string {
  return fileURLToPath(new URL(`./${name}.${COMPILED ? 'js' : 'ts'}`, import.meta.url));
}

/** A file of the project by its path from the project's root (`docs/performance.md`). */
export function projectFile(relative: string): URL {
  return new URL(`${COMPILED ? '../../' : '../'}${relative}`, import.meta.url);
}
