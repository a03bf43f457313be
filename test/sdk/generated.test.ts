/**
 * The SDK's types are generated from the exported OpenAPI documents of the
 * partner APIs and the token service (openapi/): this fails when a committed
 * file under packages/sdk/src/generated/ differs from what `npm run sdk:generate` would
 * write now, or when a document has no generated file (or the reverse).
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateAll } from '../../packages/sdk/scripts/generate.js';
import { README, readmeWithRequestBodies } from '../../packages/sdk/scripts/request-bodies.js';

describe('the generated OpenAPI types', () => {
  it('match the documents in openapi/ (run `npm run sdk:generate` after changing them)', async () => {
    const expected = await generateAll();
    const committed = (await readdir(GENERATED_DIR)).filter((name) => name.endsWith('.ts')).sort();
    expect(committed).toEqual([...expected.keys()].sort());
    const stale = [];
    for (const [name, text] of expected) {
      if ((await readFile(GENERATED_DIR + name, 'utf8')) !== text) stale.push(`packages/sdk/src/generated/${name}`);
    }
    // Named, not diffed: the files are large. `npm run sdk:generate` rewrites them.
    expect(stale).toEqual([]);
  });

  it("write the SDK README's request bodies: each method's body fields and an example, from the documents (issue 49)", async () => {
    const readme = await readFile(README, 'utf8');
    expect(readme, 'run `npm run sdk:generate`').toBe(await readmeWithRequestBodies());
    // The methods a partner meets first, each with its fields.
    for (const call of [
      'instructions.deposit',
      'instructions.withdraw',
      'instructions.closeAccount',
      'instructions.revert',
      'clients.createIndividual',
      'webhooks.createEndpoint',
      'batches.close',
    ]) {
      expect(readme).toContain(`#### \`${call}\` → `);
    }
    expect(readme).toMatch(/#### `instructions\.withdraw` → [\s\S]*?\| `depositAccountReference` \| string \| yes \|/);
  });
});
