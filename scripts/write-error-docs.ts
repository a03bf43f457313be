/**
 * Writes the catalogue section of docs/errors.md from the code's catalogues
 * (`npm run docs:errors`); src/platform/error-catalogue.test.ts fails when the
 * file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { REJECTION_CATALOGUE } from '../src/instructions/instructions.js';
import { errorCatalogueMarkdown } from '../src/platform/error-page.js';

export const ERROR_DOCS = new URL('../docs/errors.md', import.meta.url);
const START = /<!-- catalogue:start[^>]*-->\n/;
const END = '<!-- catalogue:end -->';

/** docs/errors.md as it should read: its own text, and the catalogue between the markers written from the code. */
export function errorDocsWithCatalogue(current: string): string {
  const start = START.exec(current);
  const end = current.indexOf(END);
  if (!start || end < start.index) throw new Error('docs/errors.md has lost its catalogue:start / catalogue:end markers');
  const from = start.index + start[0].length;
  return `${current.slice(0, from)}\n${errorCatalogueMarkdown(REJECTION_CATALOGUE)}\n${current.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ERROR_DOCS, errorDocsWithCatalogue(readFileSync(ERROR_DOCS, 'utf8')));
}
