/**
 * Writes console/src/generated/<name>.ts from exported OpenAPI documents
 * (openapi/<name>.json) with openapi-typescript, formatted by the repository's
 * Prettier settings: `npm run console:types` at the root.
 * console/test/generated-types.test.ts fails when a committed file differs
 * from what this would write, so a change of the operator API is followed by
 * a regeneration in the same commit (as packages/sdk's generated types are).
 *
 * The documents: the operator API's (operator.json), which the console calls;
 * and the Portfolios API's (portfolios.json), for the one answer the operator
 * API passes through untyped (a client's portfolios, "PortfolioInformation of
 * the Portfolios API"). The console's hooks (console/src/hooks/api/) alias
 * these types; no request or response type of the platform is written by hand
 * in the console.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const DOCUMENTS_DIR = fileURLToPath(new URL('../../openapi/', import.meta.url));
export const GENERATED_DIR = fileURLToPath(new URL('../src/generated/', import.meta.url));

const CONSOLE_DOCUMENTS = ['operator.json', 'portfolios.json'];

/** The generated module for each document: file name (e.g. operator.ts) to its text. */
export async function generateConsoleTypes(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of CONSOLE_DOCUMENTS) {
    const document: unknown = JSON.parse(await readFile(DOCUMENTS_DIR + name, 'utf8'));
    const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
    const file = name.replace(/\.json$/, '.ts');
    const header = `// Generated from openapi/${name} by \`npm run console:types\` (openapi-typescript). Do not edit.\n\n`;
    const options = await resolveConfig(GENERATED_DIR + file);
    files.set(file, await format(header + astToString(ast), { ...options, filepath: GENERATED_DIR + file }));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateConsoleTypes();
  for (const existing of await readdir(GENERATED_DIR).catch(() => [] as string[])) {
    if (!files.has(existing)) await rm(GENERATED_DIR + existing);
  }
  for (const [name, text] of files) await writeFile(GENERATED_DIR + name, text);
  process.stdout.write(`wrote ${[...files.keys()].map((name) => `console/src/generated/${name}`).join(', ')}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
