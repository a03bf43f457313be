/**
 * The README, run (issue 31, point 8): every ```sh block of README.md and then
 * of the walk-through pages it links (WALKTHROUGH_FILES below, in that order:
 * the README keeps the setup block and the first deposit, the other
 * walk-throughs moved to docs/walkthroughs/ in issue 46), in ONE bash process
 * (so the setup block's BASE, token, AUTH and JSON, and each walk-through's
 * variables, carry over as they do in a reader's shell), against a fresh
 * sandbox started as `npm start` starts it; what the commands print is
 * compared with what the README and the pages say they print. Every page of
 * docs/walkthroughs/ must be in the list (a test below says so), so no block
 * escapes the run.
 *
 * The sandbox: `src/main.ts` in a child process (test/reliability/service.ts:
 * `node --import tsx src/main.ts`, what `npm start` runs once compiled to
 * dist/), with the defaults of `npm start` (PLATFORM_ENV sandbox, the embedded
 * PGlite database) in a fresh DATA_DIR of its own under the temp folder, on a
 * free port. With DATABASE_URL set (CI's second run, on PostgreSQL) it is still
 * PGlite: the README's walk-throughs are about the sandbox of `npm start`,
 * which is PGlite; DATABASE_URL is not passed on.
 *
 * Pointing the README at it: the setup block reads `BASE=http://127.0.0.1:${PORT:-8080}`,
 * so the script gets PORT (the sandbox's port) in its environment, as a reader
 * who started the sandbox with another PORT has it; the operator CLI and the
 * SDK examples get theirs (PLATFORM_URL, SAVINGS_BASE_URL) the documented way
 * too. Nothing in the commands is rewritten.
 *
 * The blocks run in a scratch folder that links the repository's files the
 * commands use (package.json, node_modules, src, examples, packages,
 * tsconfig.json), so `npm run cli` and `npx tsx examples/...` work as in the
 * project folder and the file a walk-through writes there (the SDK example's
 * records.json) lands in the scratch folder; the others write to /tmp.
 *
 * Markers (an HTML comment on the line just before the block; the same in the pages):
 * - `<!-- readme-test: skip (reason) -->`: not run (the test names it skipped,
 *   with its reason); e.g. `npm install && npm start` (the test started the
 *   sandbox) and `npm test`.
 * - `<!-- readme-test: background (reason) -->`: run in the background (a
 *   "second terminal"), its output kept aside; every background job is killed
 *   once all blocks ran, and then what it printed, all of it, is checked against
 *   its one `# →` comment at its end, if it has one
 *   at the end (the whole process group).
 *
 * The convention of the `# →` comments (also stated in the README, next to
 * the setup block):
 * - `# → EXPECTED`, with continuation lines `#   MORE` (a `#` and at least two
 *   spaces), says what the commands since the previous `# →` comment of the
 *   block (or its start) print, together. A `# ` comment with one space is
 *   prose for people, not checked.
 * - EXPECTED starting with `{` or `[` is JSON: the output must be one JSON
 *   value containing it. An object matches when each expected property matches
 *   (other properties may be there; `...` in an object says so to the reader);
 *   an array with a bare `...` element matches when the other expected elements
 *   match elements of the printed array in order (a subsequence); without it
 *   the printed array has exactly the expected elements. A string with `...`
 *   matches any text there; numbers, booleans and null match exactly.
 * - Any other EXPECTED is text: one line per expected line, each printed line
 *   matching its expected line exactly, except that `...` matches any text.
 * Every block must also end with exit status 0 (of its last command).
 *
 * README_TEST_DUMP=FILE writes what each block printed to FILE (segment by
 * segment), for writing a new `# →` comment.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startService, type ServiceProcess } from './reliability/service.js';
import { startValidatingProxy, type ValidatingProxy } from './contract-proxy.js';

/**
 * The files whose ```sh blocks run, in this order, in one shell: the README first (its setup block sets BASE,
 * token, AUTH and JSON; its first deposit), then the walk-through pages it links, in the order of its "Where
 * everything else is" table. Each page stands alone after the README's setup block (operator.md makes the rates desk's key when products.md has not).
 */
const WALKTHROUGH_FILES = [
  'README.md',
  'docs/walkthroughs/clients.md',
  'docs/walkthroughs/products.md',
  'docs/walkthroughs/instructions.md',
  'docs/walkthroughs/operator.md',
  'docs/walkthroughs/portfolios.md',
  'docs/walkthroughs/webhooks.md',
  'docs/walkthroughs/sdk.md',
];

/** The longest one block may run (the year of the portfolios walk-through is the longest, about 10 s on a laptop). */
const BLOCK_TIMEOUT_MS = 120_000;

interface Expectation {
  /** 1-based line of the `# →` comment in its file. */
  line: number;
  text: string;
}
interface Block {
  index: number;
  /** The file of WALKTHROUGH_FILES it is in. */
  file: string;
  /** 1-based line of the opening fence in that file. */
  line: number;
  lines: string[];
  mode: 'run' | 'skip' | 'background';
  reason?: string;
  /** The block cut at its `# →` comments: segment i's output is checked against expectations[i]. */
  segments: string[][];
  expectations: Expectation[];
}

const EXPECT = /^\s*# → ?(.*)$/;
const CONTINUATION = /^\s*# {2,}(.*)$/;
const MARKER = /^<!-- readme-test: (skip|background) \((.+)\) -->$/;

/** A Markdown file's ```sh blocks, in order, with their markers and expectations; indexes from `first`. */
function readmeBlocks(markdown: string, file = 'README.md', first = 0): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```sh\s*$/.test(lines[i])) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    if (i >= lines.length) throw new Error(`${file}:${start + 1}: a \`\`\`sh block without its closing fence`);
    let before = start - 1;
    while (before >= 0 && lines[before].trim() === '') before--;
    const marker = before >= 0 ? MARKER.exec(lines[before].trim()) : null;
    if (before >= 0 && lines[before].includes('readme-test') && !marker)
      throw new Error(`${file}:${before + 1}: a readme-test marker this test does not understand: ${lines[before]}`);
    const segments: string[][] = [[]];
    const expectations: Expectation[] = [];
    for (let j = 0; j < body.length; j++) {
      const expected = EXPECT.exec(body[j]);
      if (!expected) {
        segments.at(-1)!.push(body[j]);
        continue;
      }
      const text = [expected[1].trimEnd()];
      const line = start + 2 + j;
      while (j + 1 < body.length && CONTINUATION.test(body[j + 1])) text.push(CONTINUATION.exec(body[++j])![1].trimEnd());
      expectations.push({ line, text: text.join('\n') });
      segments.push([]);
    }
    blocks.push({
      index: first + blocks.length,
      file,
      line: start + 1,
      lines: body,
      mode: marker ? (marker[1] as 'skip' | 'background') : 'run',
      reason: marker?.[2],
      segments,
      expectations,
    });
  }
  return blocks;
}

/**
 * Each block runs twice in a row (issue 49: a reader runs a block again and gets the same answers), except a
 * background block, a server started once. A run is named by its block and its pass: `runId(block, pass)`.
 */
const PASSES = [1, 2] as const;
const runId = (block: number, pass: number) => block * 10 + pass;
const blockOfRun = (run: number) => Math.floor(run / 10);
const BEGIN = (b: number) => `@@readme-test ${b} begin@@`;
const SEGMENT = (b: number, s: number) => `@@readme-test ${b} segment ${s}@@`;
const END = (b: number) => `@@readme-test ${b} end `;

/** One bash script: each block between markers, each `# →` cut marked. */
function script(blocks: Block[], scratch: string): string {
  const out = ['exec 2>&1', `cd ${JSON.stringify(scratch)}`];
  for (const block of blocks) {
    if (block.mode === 'skip') continue;
    if (block.mode === 'background') {
      const run = runId(block.index, 1);
      const file = join(scratch, `background-${block.index}.sh`);
      out.push(`echo '${BEGIN(run)}'`);
      out.push(`cat > ${JSON.stringify(file)} <<'README_TEST_EOF'`, ...block.lines, 'README_TEST_EOF');
      out.push(`bash ${JSON.stringify(file)} > ${JSON.stringify(`${file}.log`)} 2>&1 &`, 'sleep 1');
      out.push(`echo "${END(run)}$?@@"`);
      continue;
    }
    for (const pass of PASSES) {
      const run = runId(block.index, pass);
      out.push(`echo '${BEGIN(run)}'`);
      block.segments.forEach((segment, s) => {
        out.push(...segment);
        if (s < block.segments.length - 1) out.push(`echo '${SEGMENT(run, s)}'`);
      });
      out.push(`echo "${END(run)}$?@@"`);
    }
  }
  return out.join('\n') + '\n';
}

/** The script's process group (its background jobs included), killed in afterAll whatever happened. */
let scriptGroup: number | undefined;

interface BlockRun {
  output: string;
  status?: number;
  segments: string[];
}

/** Runs the script; resolves with each block's output (a block that did not finish has no status). */
async function runScript(file: string, env: NodeJS.ProcessEnv, blocks: Block[]): Promise<{ runs: Map<number, BlockRun>; failure?: string }> {
  const child = spawn('bash', [file], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  scriptGroup = child.pid;
  const runs = new Map<number, BlockRun>();
  let buffer = '';
  let current: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failure: string | undefined;
  const killAll = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const onLine = (line: string) => {
    // A marker may follow output that has no newline of its own (curl -s of a JSON body): that output is the block's.
    const marker = /@@readme-test (\d+) (?:begin|segment \d+|end (\d+))@@$/.exec(line);
    if (!marker) {
      if (current !== undefined) runs.get(current)!.output += line + '\n';
      return;
    }
    if (current !== undefined) runs.get(current)!.output += line.slice(0, marker.index);
    if (marker[0].includes(' begin@@')) {
      current = Number(marker[1]);
      runs.set(current, { output: '', segments: [] });
      clearTimeout(timer);
      timer = setTimeout(() => {
        const block = blocks[blockOfRun(current!)];
        failure = `block ${block.index} (${block.file}:${block.line}, run ${current! % 10}) did not finish within ${BLOCK_TIMEOUT_MS / 1000} s`;
        killAll();
      }, BLOCK_TIMEOUT_MS);
    } else if (current !== undefined) {
      const run = runs.get(current)!;
      run.segments.push(run.output.slice(run.segments.join('').length));
      if (marker[2] !== undefined) {
        run.status = Number(marker[2]);
        clearTimeout(timer);
        current = undefined;
      }
    }
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    if (current !== undefined) runs.get(current)!.output += chunk.toString('utf8');
  });
  await new Promise<void>((resolve) => child.once('close', () => resolve()));
  if (buffer) onLine(buffer);
  clearTimeout(timer);
  killAll(); // the background jobs (the webhook receiver) are still in the script's process group
  return { runs, failure };
}

/** `...` in an expected string: any text. */
function globMatches(expected: string, actual: string): boolean {
  const pattern = expected
    .split('...')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${pattern}$`).test(actual);
}

const REST = '\u0000...';

/** Expected JSON with the `...` of the convention: a bare `...` is a REST element in an array, a REST property in an object. */
function parseExpectedJson(text: string): unknown {
  let out = '';
  const open: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i));
      if (!end) throw new Error(`an unterminated string at ${i}`);
      out += end[0];
      i += end[0].length - 1;
    } else if (text.startsWith('...', i)) {
      // The JSON spelling of REST (a control character is escaped in JSON text).
      out += open.at(-1) === '{' ? '"\\u0000...": null' : '"\\u0000..."';
      i += 2;
    } else {
      if (c === '{' || c === '[') open.push(c);
      if (c === '}' || c === ']') open.pop();
      out += c;
    }
  }
  return JSON.parse(out);
}

/** Where the printed JSON differs from the expected (undefined when it matches). */
function jsonMismatch(expected: unknown, actual: unknown, path = '$'): string | undefined {
  if (typeof expected === 'string') {
    if (typeof actual !== 'string') return `${path}: expected a string like ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    return globMatches(expected, actual) ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    const rest = expected.includes(REST);
    const wanted = expected.filter((e) => e !== REST);
    if (!rest && wanted.length !== actual.length) return `${path}: expected ${wanted.length} elements, got ${actual.length}: ${JSON.stringify(actual)}`;
    let at = 0;
    for (const [i, element] of wanted.entries()) {
      if (!rest) {
        const mismatch = jsonMismatch(element, actual[i], `${path}[${i}]`);
        if (mismatch) return mismatch;
        continue;
      }
      while (at < actual.length && jsonMismatch(element, actual[at], path) !== undefined) at++;
      if (at >= actual.length) return `${path}: no element (in order) matches ${JSON.stringify(element)} in ${JSON.stringify(actual)}`;
      at++;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      if (key === REST) continue;
      if (!(key in actual)) return `${path}.${key}: missing in ${JSON.stringify(actual)}`;
      const mismatch = jsonMismatch(value, (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  return Object.is(expected, actual) ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Why a segment's output does not match its expectation (undefined when it does). */
function mismatch(expected: string, printed: string): string | undefined {
  if (/^[[{]/.test(expected)) {
    let parsedExpected: unknown;
    try {
      parsedExpected = parseExpectedJson(expected);
    } catch (error) {
      return `the expected JSON does not parse under the convention: ${(error as Error).message}`;
    }
    let actual: unknown;
    try {
      actual = JSON.parse(printed);
    } catch {
      return 'the output is not one JSON value';
    }
    return jsonMismatch(parsedExpected, actual);
  }
  const want = expected.split('\n').map(normalise);
  const got = printed.replace(/\s+$/, '').split('\n').map(normalise);
  return linesMatch(want, got, 0, 0) ? undefined : `the printed lines do not match the expected lines (a line of just "..." is any number of lines)`;
}

/** Trimmed, each run of spaces one space. */
function normalise(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/** Expected lines from i match printed lines from j; a line of just `...` matches any number of lines. */
function linesMatch(want: string[], got: string[], i: number, j: number): boolean {
  if (i === want.length) return j === got.length;
  if (want[i] === '...') {
    for (let k = j; k <= got.length; k++) if (linesMatch(want, got, i + 1, k)) return true;
    return false;
  }
  return j < got.length && globMatches(want[i], got[j]) && linesMatch(want, got, i + 1, j + 1);
}

const blocks: Block[] = [];
for (const file of WALKTHROUGH_FILES) blocks.push(...readmeBlocks(readFileSync(join(ROOT, file), 'utf8'), file, blocks.length));

/** The repository's files the commands use, linked into the folder the blocks run in. */
const LINKED = ['package.json', 'node_modules', 'src', 'scripts', 'examples', 'packages', 'tsconfig.json', 'migrations', 'schemas'];
let service: ServiceProcess | undefined;
let proxy: ValidatingProxy | undefined;
/** What the blocks left in the folder they ran in, beside the links to the repository's files. */
let leftInWorkingFolder: string[] = [];
let scratch: string;
let result: { runs: Map<number, BlockRun>; failure?: string };
let backgroundLogs = '';
/** What each background block printed, by block index. */
const backgroundOutput = new Map<number, string>();

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'readme-test-'));
  const dataDir = join(scratch, 'data');
  const work = join(scratch, 'work');
  await mkdir(work);
  for (const name of LINKED) await symlink(join(ROOT, name), join(work, name));
  // As `npm start` starts it: the sandbox, on the embedded database (never DATABASE_URL: see above).
  service = await startService({ DATA_DIR: dataDir, PLATFORM_ENV: undefined, OPERATOR_API_KEY: undefined, LOG_LEVEL: 'warn' });
  const file = join(scratch, 'readme.sh');
  await writeFile(file, script(blocks, work));
  // Every command reaches the sandbox through the validating proxy (test/contract-proxy.ts), as a partner's tool in
  // front of it would: what either side sends that the served documents do not say is a failure below.
  proxy = await startValidatingProxy(service.baseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(proxy.port), PLATFORM_URL: proxy.url, SAVINGS_BASE_URL: proxy.url };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'OPERATOR_API_KEY', 'BASE']) delete env[name];
  // Under `npm test`, npm's own variables (npm_config_local_prefix: the repository) would send `npm run cli` back there.
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  result = await runScript(file, env, blocks);
  leftInWorkingFolder = (await readdir(work)).filter((name) => !LINKED.includes(name) && !/^background-\d+\.sh(\.log)?$/.test(name));
  if (process.env.README_TEST_DUMP)
    await writeFile(
      process.env.README_TEST_DUMP,
      [...result.runs].map(([i, r]) => `=== block ${blockOfRun(i)} run ${i % 10} status ${r.status}\n${r.segments.join('\n--- segment ---\n')}`).join('\n'),
    );
  for (const block of blocks.filter((b) => b.mode === 'background')) {
    backgroundOutput.set(block.index, await readFile(join(work, `background-${block.index}.sh.log`), 'utf8').catch(() => ''));
    backgroundLogs += `--- background block ${block.index} (${block.file}:${block.line}) printed:\n${backgroundOutput.get(block.index) || '(nothing)'}\n`;
  }
}, 900_000);

afterAll(async () => {
  if (scriptGroup !== undefined) {
    try {
      process.kill(-scriptGroup, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await proxy?.close();
  await service?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function report(block: Block, run: BlockRun | undefined, why: string): string {
  return [
    `${block.file}:${block.line} (sh block ${block.index}): ${why}`,
    '--- the block:',
    block.lines.join('\n'),
    '--- it printed:',
    run?.output ?? '(it did not run)',
    ...(result.failure ? [`--- ${result.failure}`] : []),
    ...(backgroundLogs ? [backgroundLogs] : []),
    ...(service ? ['--- the sandbox logged (last 3000 characters):', service.output().slice(-3000)] : []),
  ].join('\n');
}

describe('the convention of the README\'s "# →" comments', () => {
  it('JSON: a subset of objects, "..." in strings, bare "..." in arrays and objects', () => {
    expect(mismatch('{"a": 1, ...}', '{"a":1,"b":2}')).toBeUndefined();
    expect(mismatch('{"a": 1}', '{"a":2}')).toMatch(/\$\.a: expected 1, got 2/);
    expect(mismatch('{"s": "x...z"}', '{"s":"xyyz"}')).toBeUndefined();
    expect(mismatch('{"s": "x...z"}', '{"s":"xyy"}')).toMatch(/\$\.s/);
    expect(mismatch('{"l": [{"a": 1}]}', '{"l":[{"a":1},{"a":2}]}')).toMatch(/expected 1 elements, got 2/);
    expect(mismatch('{"l": [..., {"a": 2}, ...]}', '{"l":[{"a":1},{"a":2},{"a":3}]}')).toBeUndefined();
    expect(mismatch('{"l": [{"a": 2}, {"a": 1}, ...]}', '{"l":[{"a":1},{"a":2}]}')).toMatch(/no element/);
    expect(mismatch('{"a": 1}', '{"a":1}\n{"a":1}')).toBe('the output is not one JSON value');
  });
  it('text: line by line, "..." any text, a line of "..." any lines, runs of spaces as one', () => {
    expect(mismatch('204', '204')).toBeUndefined();
    expect(mismatch('204', '409')).toBeDefined();
    expect(mismatch('a ... c', 'a   b b  c')).toBeUndefined();
    expect(mismatch('...\nlast', 'one\ntwo\nlast')).toBeUndefined();
    expect(mismatch('first\n...', 'first')).toBeUndefined();
    expect(mismatch('first\nlast', 'first\nmiddle\nlast')).toBeDefined();
  });
  it('blocks: markers, expectations and their continuation lines', () => {
    const parsed = readmeBlocks(
      ['<!-- readme-test: skip (why) -->', '```sh', 'npm start', '```', '```sh', 'echo 1', '# → 1', 'echo 2; echo 3', '# → 2', '#   3', '# prose', 'echo 4', '```'].join('\n'),
    );
    expect(parsed.map((b) => [b.mode, b.reason])).toEqual([
      ['skip', 'why'],
      ['run', undefined],
    ]);
    expect(parsed[1].expectations.map((e) => [e.line, e.text])).toEqual([
      [7, '1'],
      [9, '2\n3'],
    ]);
    expect(parsed[1].segments).toEqual([['echo 1'], ['echo 2; echo 3'], ['# prose', 'echo 4']]);
    expect(() => readmeBlocks('<!-- readme-test: skip -->\n```sh\nx\n```')).toThrow(/does not understand/);
  });
});

describe('README.md and its walk-through pages, run block by block on a fresh sandbox', () => {
  it('runs every walk-through page: each page of docs/walkthroughs/ is in WALKTHROUGH_FILES, and each file there exists', () => {
    const pages = readdirSync(join(ROOT, 'docs/walkthroughs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/walkthroughs/${name}`);
    expect(pages.filter((page) => !WALKTHROUGH_FILES.includes(page))).toEqual([]);
    expect(WALKTHROUGH_FILES[0]).toBe('README.md');
    expect(new Set(WALKTHROUGH_FILES).size).toBe(WALKTHROUGH_FILES.length);
  });

  it('sends and answers only what the served documents say: every exchange of every run through a validating proxy (issue 49)', () => {
    expect(proxy!.operations.size, 'the walk-throughs reached the platform through the proxy').toBeGreaterThan(30);
    expect(proxy!.violations.map((v) => `${v.request} → ${v.status ?? '-'}: ${v.problem} (${v.document})`)).toEqual([]);
  });

  it('never prints a secret: no operator key, webhook signing secret or partner secret in what any run printed', () => {
    const printed = [...result.runs.values()].map((run) => run.output).join('\n') + [...backgroundOutput.values()].join('\n');
    expect(printed.match(/opk_[A-Za-z0-9_-]{20,}|whsec_[A-Za-z0-9+/=]{16,}|"(clientSecret|subscriptionKey|secret|key)":\s*"[^"]{8,}"/g) ?? []).toEqual([]);
  });

  it('leaves nothing in the folder it is run from (what a walk-through writes goes to /tmp)', () => {
    expect(leftInWorkingFolder).toEqual([]);
  });

  it('has sh blocks, each run, skipped with a reason or run in the background', () => {
    expect(blocks.length).toBeGreaterThan(10);
    // The README itself keeps the setup block and the first deposit.
    expect(blocks.filter((b) => b.file === 'README.md' && b.mode === 'run').length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) if (block.mode !== 'run') expect(block.reason, `${block.file}:${block.line}`).toMatch(/\S/);
    // Only what this test does itself stays out of the run: the install-and-start (the sandbox is started above, as
    // npm start does) and the test command (this is it). A new skip marker must be named here, with its reason.
    expect(blocks.filter((b) => b.mode === 'skip').map((b) => b.lines.find((l) => l.trim() && !l.trim().startsWith('#'))?.trim())).toEqual([
      'npm install && npm start',
      'npm test',
    ]);
  });

  for (const block of blocks) {
    const title = `sh block ${block.index} (${block.file}:${block.line}): ${
      block.lines
        .find((l) => l.trim() && !l.trim().startsWith('#'))
        ?.trim()
        .slice(0, 60) ?? ''
    }`;
    // A skipped block has no test of its own: the test above names every one.
    if (block.mode === 'skip') continue;
    if (block.mode === 'background') {
      it(`${title} (in the background, once)`, () => {
        const run = result.runs.get(runId(block.index, 1));
        if (!run || run.status === undefined) throw new Error(report(block, run, 'the block did not run to its end'));
        if (block.expectations.length > 1 || block.segments.at(-1)!.some((line) => line.trim()))
          throw new Error(report(block, run, 'a background block has at most one "# →" comment, at its end (its output is checked once it has been stopped)'));
        const expectation = block.expectations[0];
        const why = expectation && mismatch(expectation.text, backgroundOutput.get(block.index)!.trim());
        if (why) throw new Error(report(block, run, `${block.file}:${expectation.line}: what it printed in the background does not match "# → ${expectation.text}": ${why}`));
      });
      continue;
    }
    for (const pass of PASSES) {
      it(`${title} (run ${pass})`, () => {
        const run = result.runs.get(runId(block.index, pass));
        if (!run || run.status === undefined) throw new Error(report(block, run, `run ${pass} did not go to its end`));
        if (run.status !== 0) throw new Error(report(block, run, `run ${pass}: its last command exited with ${run.status}`));
        block.expectations.forEach((expectation, i) => {
          const why = mismatch(expectation.text, (run.segments[i] ?? '').trim());
          if (why)
            throw new Error(
              report(
                block,
                run,
                `run ${pass}: ${block.file}:${expectation.line}: what the commands print does not match "# → ${expectation.text}": ${why}\n--- printed there:\n${run.segments[i]}`,
              ),
            );
        });
      });
    }
  }
});
