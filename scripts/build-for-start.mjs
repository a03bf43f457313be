// What `npm start` runs first (its prestart): the service's JavaScript in dist/, fast.
//
// `npm run build` type-checks while it compiles (tsc), type-checks the console and
// builds the SDK: about 30 s on a 2-core machine, most of the time between the end of
// `npm install` and a running sandbox. Starting needs none of the checking: each
// TypeScript file of src/ is transpiled on its own by esbuild (the transform tsx
// applies to the same files in every test run; tsconfig's isolatedModules keeps them
// transpilable one by one), the console is bundled by Vite, and the migrations and
// ISO 20022 schemas are copied beside them, as `npm run build` lays them out. The
// types are checked by `npm test` and CI (docs/development.md, "Starting fast").
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { build } from 'esbuild';

const sources = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

// The console's bundle in its own process meanwhile (two cores).
const consoleBuild = new Promise((resolve, reject) => {
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  vite.on('error', reject);
  vite.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the console's build (vite) exited with ${code}`))));
});

await build({
  entryPoints: sources,
  outdir: 'dist/src',
  outbase: 'src',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
for (const dir of ['migrations', 'schemas']) {
  rmSync(join('dist', dir), { recursive: true, force: true });
  cpSync(dir, join('dist', dir), { recursive: true });
}
await consoleBuild;
