/**
 * Writes each API's OpenAPI document to openapi/<api>.json, exactly as the app
 * serves it at /{prefix}/openapi.json, and the whole document behind /docs to
 * openapi/platform.json, so a change to the contract shows in review (and
 * redocly lints them: npm run lint:openapi). Builds the real app on a
 * throwaway in-memory database.
 *
 *   npm run openapi:export
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/composition/app.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import type { Database } from '../src/database.js';
import { ALL_DOCUMENTS } from '../src/platform/openapi.js';
import { closePlatform, createPlatform } from '../src/composition/platform.js';

/** The documents name the default sandbox address, whatever this shell's variables say. */
export const EXPORT_ENV = { PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent' };

export function documentFileName(api: string): string {
  return `${api}.json`;
}

/** The whole document (every API, as /docs/json serves it) and its file. */
export const WHOLE_DOCUMENT = { url: '/docs/json', file: 'platform.json' };

/** The document as written to disk: two-space JSON with a final newline. */
export function serialiseDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const outDir = fileURLToPath(new URL('../openapi/', import.meta.url));
  const config = loadConfig(EXPORT_ENV);
  const database = await openDatabase<Database>({ dataDir: 'memory://' });
  await database.migrate();
  const clock = new ManualClock('2026-01-01T00:00:00Z');
  const platform = await createPlatform(config, database, clock, clock);
  const app = await buildApp(platform, { logger: false });
  try {
    await app.ready();
    await mkdir(outDir, { recursive: true });
    for (const doc of ALL_DOCUMENTS) {
      const response = await app.inject({ method: 'GET', url: `${doc.prefix}/openapi.json` });
      if (response.statusCode !== 200) throw new Error(`${doc.prefix}/openapi.json answered ${response.statusCode}`);
      const document = response.json() as { paths?: Record<string, unknown> };
      const pathCount = Object.keys(document.paths ?? {}).length;
      if (pathCount === 0) {
        console.log(`skipped ${doc.api}: no routes yet`);
        continue;
      }
      await writeFile(`${outDir}${documentFileName(doc.api)}`, serialiseDocument(document));
      console.log(`wrote openapi/${documentFileName(doc.api)} (${pathCount} paths)`);
    }
    const whole = await app.inject({ method: 'GET', url: WHOLE_DOCUMENT.url });
    if (whole.statusCode !== 200) throw new Error(`${WHOLE_DOCUMENT.url} answered ${whole.statusCode}`);
    await writeFile(`${outDir}${WHOLE_DOCUMENT.file}`, serialiseDocument(whole.json()));
    console.log(`wrote openapi/${WHOLE_DOCUMENT.file} (the whole document behind /docs)`);
  } finally {
    await app.close();
    await closePlatform(platform);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
