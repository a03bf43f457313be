/**
 * The console's types are generated from the exported operator API document
 * (and the Portfolios API's, for the portfolios it passes through): this fails
 * when a committed file under console/src/generated/ differs from what
 * `npm run console:types` would write now, or when a document has no generated
 * file (or the reverse), so the console cannot drift from the API.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateConsoleTypes } from '../scripts/generate-types.js';

describe("the console's generated OpenAPI types", () => {
  it('match the documents in openapi/ (run `npm run console:types` after changing them)', async () => {
    const expected = await generateConsoleTypes();
    const committed = (await readdir(GENERATED_DIR)).filter((name) => name.endsWith('.ts')).sort();
    expect(committed).toEqual([...expected.keys()].sort());
    const stale = [];
    for (const [name, text] of expected) {
      if ((await readFile(GENERATED_DIR + name, 'utf8')) !== text) stale.push(`console/src/generated/${name}`);
    }
    // Named, not diffed: the files are large. `npm run console:types` rewrites them.
    expect(stale).toEqual([]);
  });
});
