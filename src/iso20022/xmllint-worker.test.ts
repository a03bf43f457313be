import { describe, expect, it } from 'vitest';
import { validateAgainstXsd } from './xsd.js';

const document = (messageId: string) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><GrpHdr><MsgId>${messageId}</MsgId></GrpHdr></CstmrPmtStsRpt></Document>`;

describe('xmllint in long-lived workers', () => {
  it('gives each of many concurrent files its own verdict, each a fresh run', async () => {
    // MsgId has at most 35 characters: the long ones are refused, naming the facet; the files interleave over the workers.
    const ids = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? `M${i}` : `M${i}-${'x'.repeat(40)}`));
    const verdicts = await Promise.all(ids.map((id) => validateAgainstXsd('pain.002.001.03', document(id))));
    for (const [i, problems] of verdicts.entries()) {
      const messages = problems.map((p) => p.message).join('\n');
      // Every file lacks CreDtTm and OrgnlGrpInfAndSts: only the long ids add a maxLength problem, and only their own.
      expect(messages.includes('maxLength'), ids[i]).toBe(i % 2 === 1);
      expect(messages).not.toContain('M' + (i + 1) + '-');
    }
  });
});
