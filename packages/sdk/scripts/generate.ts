/**
 * Writes src/generated/<name>.ts from each exported OpenAPI document
 * (openapi/<name>.json at the repository's root) with openapi-typescript, and
 * the README's request bodies (scripts/request-bodies.ts):
 * `npm run sdk:generate` at the root. test/sdk/generated.test.ts fails when a
 * committed file differs from what this would write, so a change of the
 * documents is followed by a regeneration in the same commit.
 *
 * The documents of what the SDK calls are generated: the five partner APIs, the
 * Webhooks API, the token service (token.json, when exported) and the sandbox's
 * controls (sandbox.json); not the operator's or a combined one. The SDK reads only operation-level types
 * (`paths[...]`), never component names.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { README, readmeWithRequestBodies } from './request-bodies.js';

export const DOCUMENTS_DIR = fileURLToPath(new URL('../../../openapi/', import.meta.url));
export const GENERATED_DIR = fileURLToPath(new URL('../src/generated/', import.meta.url));

const SDK_DOCUMENTS = ['batches.json', 'clients.json', 'instructions.json', 'portfolios.json', 'products.json', 'sandbox.json', 'token.json', 'webhooks.json'];

/** The generated module for each document: file name (e.g. clients.ts) to its text. */
export async function generateAll(): Promise<Map<string, string>> {
  const names = (await readdir(DOCUMENTS_DIR)).filter((name) => SDK_DOCUMENTS.includes(name)).sort();
  const files = new Map<string, string>();
  for (const name of names) {
    const document: unknown = JSON.parse(await readFile(DOCUMENTS_DIR + name, 'utf8'));
    const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
    const header = `// Generated from openapi/${name} by \`npm run sdk:generate\` (openapi-typescript). Do not edit.\n\n`;
    files.set(name.replace(/\.json$/, '.ts'), header + astToString(ast));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateAll();
  for (const existing of await readdir(GENERATED_DIR).catch(() => [] as string[])) {
    if (!files.has(existing)) await rm(GENERATED_DIR + existing);
  }
  for (const [name, text] of files) await writeFile(GENERATED_DIR + name, text);
  await writeFile(README, await readmeWithRequestBodies());
  process.stdout.write(`wrote ${[...files.keys()].map((name) => `src/generated/${name}`).join(', ')} and README.md's request bodies\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
