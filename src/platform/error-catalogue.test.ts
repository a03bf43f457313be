/**
 * docs/errors.md is the partner-facing catalogue of error codes and rejection
 * reasons (issue 28): this fails when a code in the code is missing there, or
 * its HTTP status or sentence differs, so none can be added undocumented.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../instructions/status-reasons.js';
import { ERROR_STATUS } from './errors.js';

const catalogue = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');

/** The cells of the table row whose first cell is `code`, or undefined. */
function row(code: string): string[] | undefined {
  const line = catalogue.split('\n').find((l) => l.startsWith(`| \`${code}\` `));
  return line?.split('|').map((cell) => cell.trim());
}

describe('docs/errors.md', () => {
  it('lists every ErrorCode with its HTTP status', () => {
    const wrong = Object.entries(ERROR_STATUS).filter(([code, status]) => row(code)?.[2] !== String(status));
    expect(wrong.map(([code]) => code)).toEqual([]);
  });

  it('lists every rejection reason with its sentence', () => {
    const wrong = Object.entries(REJECTION_REASONS).filter(([code, sentence]) => row(code)?.[3] !== sentence);
    expect(wrong.map(([code]) => code)).toEqual([]);
  });
});
