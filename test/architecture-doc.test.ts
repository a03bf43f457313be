/**
 * docs/architecture.md is the map of the code (docs/design/layout.md): every
 * folder directly under src/ must appear in it as `src/<folder>/`, so a folder
 * cannot be added, or a context split out, without saying in the map where it
 * sits and what it holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const DOC = 'docs/architecture.md';

/** The folders directly under src/, sorted. */
function srcFolders(): string[] {
  return readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folders the document never names as `src/<folder>/` (`src/sandbox-bank/` does not name `src/sandbox/`). */
function unmentioned(doc: string, folders: readonly string[]): string[] {
  return folders.filter((folder) => !new RegExp(`(?<![\\w./-])src/${escapeRegex(folder)}/`).test(doc));
}

describe(DOC, () => {
  const doc = readFileSync(join(root, DOC), 'utf8');
  const folders = srcFolders();

  it('mentions every folder of src/ as src/<folder>/', () => {
    expect(folders.length).toBeGreaterThan(0);
    const missing = unmentioned(doc, folders).map((folder) => `src/${folder}/`);
    expect(missing, `${DOC} does not mention ${missing.join(', ')}: add each to its table of folders`).toEqual([]);
  });

  it('names a folder whose every mention is taken out', () => {
    const folder = folders.includes('ledger') ? 'ledger' : folders[0];
    const without = doc.replaceAll(`src/${folder}/`, 'a folder ');
    expect(unmentioned(doc, [folder])).toEqual([]);
    expect(unmentioned(without, [folder])).toEqual([folder]);
    expect(unmentioned('`src/sandbox-bank/` and test/src/platform/', ['sandbox', 'sandbox-bank', 'platform'])).toEqual(['sandbox', 'platform']);
  });
});
