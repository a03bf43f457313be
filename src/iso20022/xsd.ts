/**
 * Validation against the official XSDs (schemas/iso20022/, vendored
 * unmodified: see NOTICE.md there), with libxml2 compiled to WebAssembly
 * (xmllint-wasm): no native build, no network (libxml2 is built without HTTP
 * and sees only an in-memory file system holding the document and its
 * schema), and off the event loop (in worker threads: xmllint-worker.ts).
 *
 * The schemas are found from this module's own address: src/iso20022/ in
 * the sources, dist/src/iso20022/ in the build, whose script copies
 * schemas/ to dist/schemas/ as it copies migrations/.
 *
 * Each schema has its own worker, whose xmllint instance compiles the schema
 * once and validates file after file against it (xmllint-worker.ts); each
 * schema's text is read from disk once. The cost is measured in
 * docs/bank-files.md and by `npm run bench` (BENCH_ONLY=xsd).
 */
import { readFile } from 'node:fs/promises';
import { validateWithXmllint } from './xmllint-worker.js';
import { BankFileNotWritten, type XsdProblem } from './errors.js';
import type { BankFileVersion } from './model.js';
import type { FieldError, ValidationReason } from '../platform/errors.js';

const SCHEMA_DIR = new URL('../../schemas/iso20022/', import.meta.url);
/** WebAssembly pages of 64 KiB: 2,048 is 128 MiB, room for the largest schema and a 10 MiB file streamed through it. */
const MAX_MEMORY_PAGES = 2048;
/** Problems listed in a refusal; a broken file can have thousands. */
const MAX_LISTED = 5;

const schemaTexts = new Map<BankFileVersion, Promise<string>>();

function schemaText(version: BankFileVersion): Promise<string> {
  let text = schemaTexts.get(version);
  if (text === undefined) {
    text = readFile(new URL(`${version}.xsd`, SCHEMA_DIR), 'utf8');
    // A failed read is not cached: the next call tries again.
    text.catch(() => schemaTexts.delete(version));
    schemaTexts.set(version, text);
  }
  return text;
}

/**
 * The problems the version's XSD finds in the document, or [] when it is
 * valid. Throws a plain Error only if validation itself could not run (a
 * schema missing from the install): that is a broken deployment, not a bad file.
 */
export async function validateAgainstXsd(version: BankFileVersion, xml: string): Promise<XsdProblem[]> {
  // xmllint --schema <xsd> --noout --sax: validated as a stream (memory stays flat however long the file), against the schema compiled once.
  const run = await validateWithXmllint({
    schema: { fileName: `${version}.xsd`, contents: await schemaText(version) },
    documentName: DOCUMENT_FILE,
    document: xml,
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  if (run.exitCode === 0) return [];
  // 3 is xmllint's "does not validate"; anything else is a failure to validate at all.
  if (run.exitCode !== 3) throw new Error(`XSD validation could not run (${run.exitCode}): ${run.stderr.trim()}`);
  const problems = problemsOf(run.stderr);
  return problems.length > 0 ? problems : [{ line: undefined, message: run.stderr.trim() || 'the document does not validate' }];
}

const DOCUMENT_FILE = 'bank-file.xml';

/** xmllint's "file:line: message" lines, namespaces cut for reading. */
function problemsOf(stderr: string): XsdProblem[] {
  const problems: XsdProblem[] = [];
  for (const line of stderr.split('\n')) {
    const located = /^([^:]+):(\d+): (.*)$/.exec(line);
    if (!located) {
      // Its verdict ("bank-file.xml fails to validate") is not a problem; anything else unlocated is.
      if (line.trim() !== '' && !/ (fails to validate|validates)$/.test(line)) problems.push({ line: undefined, message: line.trim() });
      continue;
    }
    problems.push({
      line: Number(located[2]),
      message: located[3].replace(/\{urn:iso:std:iso:20022:tech:xsd:[^}]*\}/g, '').replace(/^(element \S+: )?Schemas validity error : /, ''),
    });
  }
  return problems;
}

/** A value libxml2 quotes back ('…' of 204 characters) cut to this many characters in a refusal: the line and element say where it is. */
const MAX_QUOTED_VALUE = 40;

/** The problem as a refusal lists it, the value it quotes cut short: "line 12: Element 'MsgId': …". */
function problemText(problem: XsdProblem): string {
  // Quoted pairs in turn (a short one is left as it is, never read as the end of a long one).
  const message = problem.message.replace(/'([^']*)'/g, (all, value: string) =>
    value.length > MAX_QUOTED_VALUE ? `'${value.slice(0, MAX_QUOTED_VALUE)}…' (${value.length} characters)` : all,
  );
  return problem.line === undefined ? message : `line ${problem.line}: ${message}`;
}

/** "line 12: Element 'MsgId': …; line 40: …" for the first few problems, counting the rest. */
export function describeXsdProblems(problems: readonly XsdProblem[]): string {
  const listed = problems.slice(0, MAX_LISTED).map(problemText);
  const more = problems.length - MAX_LISTED;
  return listed.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/**
 * Each problem as a field error of the error body (issue 47 item 4: the
 * refusal names every schema error, each where it is and which rule): the
 * field is its line and element ("line 30: Ustrd"), the reason the XSD's
 * rule (a facet's length, pattern, enumeration, digits or bounds; an element
 * missing or not expected). The error body lists the first 20
 * (MAX_FIELD_ERRORS); a quarantined file keeps them all.
 */
export function xsdFieldErrors(problems: readonly XsdProblem[]): FieldError[] {
  return problems.map((problem) => {
    const element = /^Element '([^']+)'/.exec(problem.message)?.[1];
    const where = [problem.line === undefined ? undefined : `line ${problem.line}`, element].filter((w) => w !== undefined).join(': ');
    return { field: where || 'file', reason: xsdRuleOf(problem.message) };
  });
}

function xsdRuleOf(message: string): ValidationReason {
  const facet = /\[facet '(\w+)'\]/.exec(message)?.[1];
  if (facet === 'maxLength') return 'maxLength';
  if (facet === 'enumeration') return 'enum';
  if (facet === 'totalDigits' || facet === 'fractionDigits') return 'precision';
  if (facet !== undefined && /^(min|max)(In|Ex)clusive$/.test(facet)) return 'range';
  if (/Missing child element/.test(message)) return 'required';
  if (/This element is not expected|is not allowed/.test(message)) return 'unknown';
  if (/is not a valid value of the (atomic|list|union) type/.test(message)) return 'type';
  return 'format';
}

/**
 * A file a writer built, returned only when its official XSD accepts it: the
 * writers' last step (their own checks come first, so this refuses only what
 * they missed).
 *
 * Errors: `BankFileNotWritten` (ValidationFailed) naming the XSD's problems.
 */
export async function writtenIfValid(version: BankFileVersion, xml: string): Promise<string> {
  const problems = await validateAgainstXsd(version, xml);
  if (problems.length > 0) {
    throw new BankFileNotWritten([{ field: 'file', reason: 'format' }], `The ${version} file was not written: the official XSD refuses it: ${describeXsdProblems(problems)}.`);
  }
  return xml;
}
