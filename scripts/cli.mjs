/**
 * `npm run cli -- <command>`: the operator's command line (src/cli.ts). It runs
 * the compiled CLI of dist/ when that is newer than every file of src/ (after
 * `npm run build`, or the build `npm start` makes): about a fifth of a second a
 * command, where compiling the sources through tsx takes a second or more on
 * these machines. Otherwise, a checkout just edited or never built, it runs the
 * sources through tsx, so an edit is never run stale (docs/operations.md,
 * "Command line").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = join(root, 'dist', 'src', 'cli.js');

/** The newest modification time of the files under a folder (0 when it is missing). */
function newestUnder(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

// A build writes what changed (tsc is incremental), so the newest compiled file, not cli.js's own, says when it ran.
if (existsSync(compiled) && newestUnder(join(root, 'dist', 'src')) >= newestUnder(join(root, 'src'))) {
  await import(pathToFileURL(compiled).href);
} else {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
