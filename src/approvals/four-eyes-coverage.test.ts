/**
 * Every operator write is accounted for (issue 45, Deliver item 2): docs/four-eyes.md "Every operator write" lists
 * each write of /operator/openapi.json, as the app serves it, in its "Four eyes" table or its "Alone" table, with
 * why. This fails on a write in neither table, on a row naming a write the document does not have, on a four-eyes
 * row whose operation answers no 202 (its proposal), and on an operation answering 202 that the four-eyes table
 * does not list: a new endpoint cannot arrive without someone deciding, in the document, who may make it alone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';

const DOC = new URL('../../docs/four-eyes.md', import.meta.url);
const WRITES = ['post', 'put', 'patch', 'delete'];

/** The writes a table under `### title` of the section "## Every operator write" lists: "POST /operator/…". */
function writesListed(markdown: string, title: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Every operator write'));
  if (!section) throw new Error('docs/four-eyes.md has no section "## Every operator write"');
  const table = section.split(/^### /m).find((s) => s.startsWith(`${title}\n`));
  if (!table) throw new Error(`docs/four-eyes.md has no table "### ${title}" in "Every operator write"`);
  return table
    .split('\n')
    .map((line) => /^\|\s*`(POST|PUT|PATCH|DELETE) (\/operator\/\S*)`\s*\|\s*\S/.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]} ${match[2]}`);
}

let t: TestPlatform;
let writes: Map<string, { responses: Record<string, unknown> }>;
let fourEyes: string[];
let alone: string[];

beforeAll(async () => {
  t = await startTestPlatform({ env: { FOUR_EYES: 'on' } });
  const document = (await t.app.inject({ method: 'GET', url: '/operator/openapi.json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  writes = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => WRITES.includes(method))
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
  const markdown = readFileSync(DOC, 'utf8');
  fourEyes = writesListed(markdown, 'Four eyes');
  alone = writesListed(markdown, 'Alone');
});
afterAll(async () => t?.close());

describe('docs/four-eyes.md "Every operator write"', () => {
  it('lists every write of the operator API as four eyes or alone', () => {
    expect(writes.size).toBeGreaterThan(30);
    const unlisted = [...writes.keys()].filter((write) => !fourEyes.includes(write) && !alone.includes(write));
    expect(unlisted, 'writes in neither table of docs/four-eyes.md "Every operator write": add each, with why').toEqual([]);
  });

  it('lists no write the operator API does not have, and none twice in one table', () => {
    expect([...fourEyes, ...alone].filter((write) => !writes.has(write))).toEqual([]);
    expect(fourEyes.filter((write, i) => fourEyes.indexOf(write) !== i)).toEqual([]);
    expect(alone.filter((write, i) => alone.indexOf(write) !== i)).toEqual([]);
  });

  it('lists as four eyes exactly the writes that may answer 202 with a proposal', () => {
    const proposing = [...writes].filter(([, operation]) => '202' in operation.responses).map(([write]) => write);
    expect(
      fourEyes.filter((write) => !proposing.includes(write)),
      'four-eyes rows whose operation documents no 202',
    ).toEqual([]);
    expect(
      proposing.filter((write) => !fourEyes.includes(write)),
      'operations answering 202 that the four-eyes table does not list',
    ).toEqual([]);
  });

  it('reads the tables as a reader would', () => {
    const sample = [
      '## Every operator write',
      '### Four eyes',
      '| write | why |',
      '| --- | --- |',
      '| `PUT /operator/things/{id}` | a reason |',
      '| `GET /operator/things` | not a write |',
      '### Alone',
      '| `DELETE /operator/things/{id}` | another |',
      '## Later',
      '| `POST /operator/elsewhere` | outside the section |',
    ].join('\n');
    expect(writesListed(sample, 'Four eyes')).toEqual(['PUT /operator/things/{id}']);
    expect(writesListed(sample, 'Alone')).toEqual(['DELETE /operator/things/{id}']);
    expect(() => writesListed('# nothing', 'Alone')).toThrow(/Every operator write/);
  });
});
