/**
 * The layering check (`npm run check:layers`, .dependency-cruiser.cjs) fails on
 * an import of another context's internals and on an import a folder's README
 * does not name; its folder check (.dependency-cruiser-folders.cjs) fails on
 * two folders that import each other. Run on a small tree of its own (a few
 * contexts, the project's own configurations), so it proves the rules without
 * touching src/.
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
copyFileSync(join(root, '.dependency-cruiser-folders.cjs'), join(tree, '.dependency-cruiser-folders.cjs'));
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

async function violations(config = '.dependency-cruiser.cjs'): Promise<string[]> {
  const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
  const { stdout } = await run(depcruise, ['src', '--config', config, '--output-type', 'json'], { cwd: tree }).catch((error: { stdout?: string }) => ({
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

  it('fails on two folders that import each other, files without a cycle, and leaves tests out', async () => {
    // north → south through one file, south → north through another: no file cycle, a folder cycle.
    write('src/north/README.md', '# src/north/\n\nMay import: `src/south/south.ts`.\n');
    write('src/north/north.ts', 'export const north = 1;\n');
    write('src/north/uses-south.ts', "import { south } from '../south/south.js';\nexport const usesSouth = south;\n");
    write('src/south/README.md', '# src/south/\n\nMay import: `src/north/north.ts`.\n');
    write('src/south/south.ts', 'export const south = 1;\n');
    write('src/south/uses-north.ts', "import { north } from '../north/north.js';\nexport const usesNorth = north;\n");
    // A test may import anything: alpha's test driving beta (which imports alpha) is no loop.
    write('src/alpha/alpha.test.ts', "import { beta } from '../beta/beta.js';\nexport const driven = beta;\n");
    try {
      // The file rules see nothing wrong: each import is of a public module its README names.
      expect(await violations()).toEqual([
        'beta-imports-what-its-readme-says: src/beta/reaches-in.ts → src/alpha/alpha.repository.ts',
        'beta-imports-what-its-readme-says: src/beta/unlisted.ts → src/gamma/gamma.ts',
        'contexts-meet-through-public-modules: src/beta/reaches-in.ts → src/alpha/alpha.repository.ts',
      ]);
      expect(await violations('.dependency-cruiser-folders.cjs')).toEqual([
        'no-circular-between-folders: src/north → src/south',
        'no-circular-between-folders: src/south → src/north',
      ]);
      // Broken the usual way (south's side becomes an interface handed in): the folders pass.
      write('src/south/uses-north.ts', 'export const usesNorth = 1;\n');
      expect(await violations('.dependency-cruiser-folders.cjs')).toEqual([]);
    } finally {
      for (const folder of ['src/north', 'src/south']) rmSync(join(tree, folder), { recursive: true });
      rmSync(join(tree, 'src/alpha/alpha.test.ts'));
    }
  });
});
