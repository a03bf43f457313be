/**
 * Reading XML from outside, safely. In this order, each step refusing the
 * whole file with a BankFileRejected:
 *
 * 1. size: at most MAX_BANK_FILE_BYTES, checked on the bytes before anything
 *    is decoded;
 * 2. encoding: UTF-8 (ISO 20022 files are), a BOM dropped;
 * 3. no `<!DOCTYPE` and no `<!ENTITY` anywhere, checked on the text before
 *    any parser sees it: no DTD means no entity to expand (billion laughs)
 *    and no external entity to fetch (XXE), whatever a parser would do;
 * 4. a strict, namespace-aware SAX parse (saxes: well-formedness errors are
 *    errors, undeclared entities are errors) that counts depth and elements
 *    as it goes and stops at the first one over MAX_ELEMENT_DEPTH or
 *    MAX_ELEMENTS, so a 10,000-deep file costs 65 elements of work. It is fed
 *    in slices with a turn of the event loop between them, so a 10 MiB file
 *    does not hold the loop for long.
 *
 * saxes rather than fast-xml-parser (the other well-kept pure-JavaScript
 * parser): it is strict (a document that is not well-formed is an error, not
 * a best guess), it resolves namespaces (banks may prefix their elements; a
 * parser that strips prefixes cannot say which namespace an element is in), and
 * its streaming events let the depth and element limits stop the parse at
 * once. xmllint-wasm, which validates, gives no tree.
 *
 * The tree it builds is deliberately plain: element local names, their
 * namespace, text, the attributes the messages use (`Ccy`), a line number.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { BankFileRejected } from './errors.js';

/** The largest bank file read: a day's statement of a busy account is a few MiB. */
export const MAX_BANK_FILE_BYTES = 10 * 1024 * 1024;
/** ISO 20022 documents nest about 15 deep (Document/…/TxDtls/RltdPties/Dbtr/Pty/Id/OrgId/Othr/SchmeNm/Cd). */
export const MAX_ELEMENT_DEPTH = 64;
/** About 20 bytes an element in a real camt file: 10 MiB is some 500,000 elements. */
export const MAX_ELEMENTS = 600_000;
/** Characters fed to the parser between two turns of the event loop. */
const SLICE = 64 * 1024;

export interface XmlNode {
  local: string;
  ns: string;
  line: number;
  ccy: string | undefined;
  text: string;
  children: XmlNode[];
}

/** The file as text: size-checked on its bytes, UTF-8, no BOM, not blank. */
export function decodeBankFile(file: string | Uint8Array): string {
  const bytes = typeof file === 'string' ? Buffer.byteLength(file, 'utf8') : file.byteLength;
  if (bytes > MAX_BANK_FILE_BYTES) {
    throw new BankFileRejected('tooLarge', `The file is ${bytes} bytes; a bank file may be at most ${MAX_BANK_FILE_BYTES} bytes (10 MiB).`);
  }
  let text: string;
  if (typeof file === 'string') {
    text = file;
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    } catch {
      throw new BankFileRejected('encoding', 'The file is not UTF-8 text; ISO 20022 files are UTF-8.');
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new BankFileRejected('empty', 'The file is empty.');
  return text;
}

/** Refuses any document type declaration or entity declaration, before parsing. */
export function refuseDeclarations(text: string): void {
  const found = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (found) {
    const line = text.slice(0, found.index).split('\n').length;
    throw new BankFileRejected(
      'doctype',
      `Line ${line}: the file has a <!${found[1].toUpperCase()} declaration; bank files may not carry a DTD or entity declarations, so none is read.`,
    );
  }
}

/** Parses the text into a tree, refusing it past the depth and element limits or at its first well-formedness error. */
export async function parseXml(text: string): Promise<XmlNode> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let elements = 0;

  // Each handler throws: saxes stops where it is, and write() or close() hands the refusal back here.
  parser.on('error', (error) => {
    throw new BankFileRejected('malformed', `The file is not well-formed XML: ${error.message}`);
  });
  parser.on('xmldecl', (decl) => {
    if (decl.encoding !== undefined && !/^utf-?8$/i.test(decl.encoding)) {
      throw new BankFileRejected('encoding', `The XML declaration names encoding "${decl.encoding}"; bank files must be UTF-8.`);
    }
  });
  parser.on('doctype', () => {
    throw new BankFileRejected('doctype', 'The file has a DOCTYPE; bank files may not carry a DTD.');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    elements += 1;
    if (elements > MAX_ELEMENTS) throw new BankFileRejected('tooManyElements', `The file has more than ${MAX_ELEMENTS} elements.`);
    if (stack.length >= MAX_ELEMENT_DEPTH) throw new BankFileRejected('tooDeep', `Line ${parser.line}: elements are nested more than ${MAX_ELEMENT_DEPTH} deep.`);
    const node: XmlNode = { local: tag.local, ns: tag.uri, line: parser.line, ccy: tag.attributes.Ccy?.value, text: '', children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root = node;
    stack.push(node);
  });
  const onText = (text: string): void => {
    const node = stack[stack.length - 1];
    if (node) node.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const node = stack.pop();
    // ISO 20022 has no mixed content: an element with children keeps none of the white space between them.
    if (node && node.children.length > 0) node.text = '';
  });

  try {
    for (let offset = 0; offset < text.length; offset += SLICE) {
      parser.write(text.slice(offset, offset + SLICE));
      if (offset + SLICE < text.length) await new Promise((resolve) => setImmediate(resolve));
    }
    parser.close();
  } catch (error) {
    if (error instanceof BankFileRejected) throw error;
    throw new BankFileRejected('malformed', `The file is not well-formed XML: ${(error as Error).message}`);
  }
  if (!root) throw new BankFileRejected('malformed', 'The file has no root element.');
  return root;
}

// ---------------------------------------------------------------------------
// Reading the tree. Elements are found by local name within the document's
// namespace (the XSD has checked that they are in it); `NOTPROVIDED`, the
// placeholder banks put where they have no value, reads as absent.

const NOT_PROVIDED = 'NOTPROVIDED';

/** The first child at a `/`-separated path of local names. */
export function child(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) {
    if (current === undefined) return undefined;
    const ns: string = current.ns;
    current = current.children.find((c) => c.local === name && c.ns === ns);
  }
  return current;
}

/** Every child of that name at the end of the path. */
export function children(node: XmlNode | undefined, path: string): XmlNode[] {
  const slash = path.lastIndexOf('/');
  const parent = slash < 0 ? node : child(node, path.slice(0, slash));
  const name = path.slice(slash + 1);
  return parent ? parent.children.filter((c) => c.local === name && c.ns === parent.ns) : [];
}

/** A leaf's text, trimmed; undefined when absent, empty or `NOTPROVIDED`. */
export function childText(node: XmlNode | undefined, path: string): string | undefined {
  const found = child(node, path);
  return found === undefined ? undefined : leafText(found);
}

export function leafText(node: XmlNode): string | undefined {
  const text = node.text.trim();
  return text === '' || text === NOT_PROVIDED ? undefined : text;
}

/** `{ [key]: value }` when there is a value, `{}` when not: absent fields stay absent rather than `undefined`. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
