/**
 * The SDK's API reference (packages/sdk/docs/api, TypeDoc from the TSDoc of
 * the package's exports, linked from its README) is what `npm run sdk:docs`
 * would write now: this fails when a public method, type or its TSDoc changed
 * and the reference was not written again.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const SDK = join(import.meta.dirname, '../../packages/sdk');
const COMMITTED = join(SDK, 'docs/api');
let out: string | undefined;
afterAll(async () => out && rm(out, { recursive: true, force: true }));

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return found;
}

describe('the SDK API reference', () => {
  it('is what TypeDoc writes from the code now (run `npm run sdk:docs` after changing a public method, type or its TSDoc)', async () => {
    out = await mkdtemp(join(tmpdir(), 'sdk-api-'));
    await promisify(execFile)(process.execPath, [join(SDK, '../../node_modules/typedoc/bin/typedoc'), '--out', out], { cwd: SDK });
    const expected = await files(out);
    const committed = await files(COMMITTED);
    expect([...committed.keys()].sort()).toEqual([...expected.keys()].sort());
    // Named, not diffed: `npm run sdk:docs` rewrites them.
    expect([...expected].filter(([name, text]) => committed.get(name) !== text).map(([name]) => name)).toEqual([]);
    expect(committed.get('classes/SavingsPlatform.md')).toContain('sandbox');
  }, 120_000);
});
