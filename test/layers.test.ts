/**
 * The layering check (`npm run check:layers`, .dependency-cruiser.cjs) fails on
 * an import of another context's internals and on an import a folder's README
 * does not name. Run on a small tree of its own (three contexts, the project's
 * own configuration), so it proves the rules without touching src/.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const tree = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}

copyFileSync(join(root, '.dependency-cruiser.cjs'), join(tree, '.dependency-cruiser.cjs'));
write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
write('src/platform/README.md', '# src/platform/\n\nMay import: itself and npm packages only.\n');
write('src/platform/money.ts', 'export const penny = 1n;\n');
write('src/alpha/README.md', '# src/alpha/\n\nMay import: `src/platform/`. Imported by beta.\n');
write('src/alpha/alpha.repository.ts', 'export const rows = 1;\n');
write('src/alpha/alpha.ts', "export { rows } from './alpha.repository.js';\n");
write('src/gamma/README.md', '# src/gamma/\n\nMay import: `src/platform/`.\n');
write('src/gamma/gamma.ts', 'export const gamma = 1;\n');
write('src/beta/README.md', '# src/beta/\n\nMay import: `src/platform/`, `src/alpha/alpha.ts`.\n');
write('src/beta/beta.ts', "import { penny } from '../platform/money.js';\nimport { rows } from '../alpha/alpha.js';\nexport const beta = [penny, rows];\n");
write('src/beta/reaches-in.ts', "import { rows } from '../alpha/alpha.repository.js';\nexport const reachesIn = rows;\n");
write('src/beta/unlisted.ts', "import { gamma } from '../gamma/gamma.js';\nexport const unlisted = gamma;\n");

async function violations(): Promise<string[]> {
  const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
  const { stdout } = await run(depcruise, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: tree }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  const result = JSON.parse(stdout) as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the layering check', () => {
  it("fails on another context's internals and on what a README does not name, and passes the rest", async () => {
    expect(await violations()).toEqual([
      'beta-imports-what-its-readme-says: src/beta/reaches-in.ts → src/alpha/alpha.repository.ts',
      'beta-imports-what-its-readme-says: src/beta/unlisted.ts → src/gamma/gamma.ts',
      'contexts-meet-through-public-modules: src/beta/reaches-in.ts → src/alpha/alpha.repository.ts',
    ]);
  });

  it('refuses to run when a folder of src/ has no README saying what it may import', async () => {
    write('src/delta/delta.ts', 'export const delta = 1;\n');
    const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
    const outcome = await run(depcruise, ['src', '--config', '.dependency-cruiser.cjs'], { cwd: tree }).then(
      () => 'passed',
      (error: { stderr?: string; stdout?: string }) => `${error.stderr ?? ''}${error.stdout ?? ''}`,
    );
    expect(outcome).toContain('src/delta/README.md is missing');
    rmSync(join(tree, 'src/delta'), { recursive: true });
  });
});
