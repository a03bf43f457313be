import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateAgainstXsd } from './xsd.js';

const document = (messageId: string, padding = '') =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><GrpHdr><MsgId>${messageId}</MsgId></GrpHdr>${padding}</CstmrPmtStsRpt></Document>`;

/** Every file lacks CreDtTm and OrgnlGrpInfAndSts: only the long ids add a maxLength problem, and only their own. */
function expectOwnVerdicts(ids: string[], verdicts: { line: number | undefined; message: string }[][]): void {
  for (const [i, problems] of verdicts.entries()) {
    const messages = problems.map((p) => p.message).join('\n');
    expect(problems.length, ids[i]).toBeGreaterThan(0);
    expect(messages.includes('maxLength'), ids[i]).toBe(ids[i].length > 35);
    expect(messages).not.toContain('bank-file.xml');
  }
}

describe('xmllint, one compiled schema for many files', () => {
  it('gives each of many concurrent files its own verdict', async () => {
    // MsgId has at most 35 characters: the long ones are refused, naming the facet.
    const ids = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? `M${i}` : `M${i}-${'x'.repeat(40)}`));
    expectOwnVerdicts(ids, await Promise.all(ids.map((id) => validateAgainstXsd('pain.002.001.03', document(id)))));
  });

  it('gives each its own verdict one after another, past a run of 256 files into the next instance', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? `M${i}-${'x'.repeat(40)}` : `M${i}`));
    const verdicts = [];
    for (const id of ids) verdicts.push(await validateAgainstXsd('pain.002.001.03', document(id)));
    expectOwnVerdicts(ids, verdicts);
    // The lines are the document's own, as when each file had an instance of its own.
    expect(verdicts[0].find((p) => p.message.includes('maxLength'))?.line).toBe(1);
  });

  it('starts a fresh instance after a large file, and the next file gets its own verdict', async () => {
    // Over 1 MiB of whitespace (allowed between elements): xmllint's memory grew for it, so its instance ends.
    const large = await validateAgainstXsd('pain.002.001.03', document(`L-${'x'.repeat(40)}`, ' '.repeat(1_200_000)));
    expect(large.map((p) => p.message).join('\n')).toContain('maxLength');
    const next = await validateAgainstXsd('pain.002.001.03', document('SMALL'));
    expect(next.map((p) => p.message).join('\n')).not.toContain('maxLength');
    expect(next.length).toBeGreaterThan(0);
  });

  it('never keeps a process alive once its files are answered', () => {
    // A worker waiting for its next file must not hold the process open: this one ends on its own.
    const xsd = fileURLToPath(new URL('./xsd.ts', import.meta.url));
    const script = `const { validateAgainstXsd } = await import(${JSON.stringify(xsd)}); console.log(JSON.stringify(await validateAgainstXsd('pain.002.001.03', ${JSON.stringify(document('EXIT'))})).length > 2);`;
    const dir = mkdtempSync(join(tmpdir(), 'xmllint-exit-'));
    try {
      writeFileSync(join(dir, 'validate.mts'), script);
      const output = execFileSync(process.execPath, ['--import', 'tsx', join(dir, 'validate.mts')], { encoding: 'utf8', timeout: 30_000 });
      expect(output.trim()).toBe('true');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
