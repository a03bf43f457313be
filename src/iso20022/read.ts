/**
 * One entry point for every file a bank sends. The message and its version
 * are told apart by the document's namespace (as genkgo/camt chooses its
 * decoder), the file is checked against that version's official XSD, and
 * only then mapped into the one model of its message.
 */
import { readCamt053, readCamt054 } from './camt-reader.js';
import { BankFileRejected } from './errors.js';
import type { BankFile, Camt053Version, Camt054Version, Pain002Version } from './model.js';
import { readPain002 } from './pain002.js';
import { decodeBankFile, parseXml, refuseDeclarations, type XmlNode } from './xml-reader.js';
import { describeXsdProblems, validateAgainstXsd, xsdFieldErrors } from './xsd.js';

const NAMESPACE_PREFIX = 'urn:iso:std:iso:20022:tech:xsd:';

/** What each readable version's Document holds. */
const READABLE = {
  'camt.053.001.11': 'BkToCstmrStmt',
  'camt.053.001.10': 'BkToCstmrStmt',
  'camt.053.001.08': 'BkToCstmrStmt',
  'camt.053.001.06': 'BkToCstmrStmt',
  'camt.053.001.04': 'BkToCstmrStmt',
  'camt.053.001.02': 'BkToCstmrStmt',
  'camt.054.001.08': 'BkToCstmrDbtCdtNtfctn',
  'camt.054.001.04': 'BkToCstmrDbtCdtNtfctn',
  'camt.054.001.02': 'BkToCstmrDbtCdtNtfctn',
  'pain.002.001.14': 'CstmrPmtStsRpt',
  'pain.002.001.10': 'CstmrPmtStsRpt',
  'pain.002.001.03': 'CstmrPmtStsRpt',
} as const satisfies Record<Camt053Version | Camt054Version | Pain002Version, string>;
type ReadableVersion = keyof typeof READABLE;

/** The messages readBankFile reads, as their namespaces name them. */
export const READABLE_VERSIONS = Object.keys(READABLE) as ReadableVersion[];

function identify(root: XmlNode): { version: ReadableVersion; message: XmlNode } {
  const version = root.ns.startsWith(NAMESPACE_PREFIX) ? root.ns.slice(NAMESPACE_PREFIX.length) : undefined;
  const readable = `the platform reads ${READABLE_VERSIONS.join(', ')}`;
  if (root.local !== 'Document' || version === undefined || !(version in READABLE)) {
    const what = root.ns === '' ? `<${root.local}> in no namespace` : `<${root.local}> in namespace ${root.ns}`;
    throw new BankFileRejected('unknownMessage', `The file's root element is ${what}; ${readable}.`);
  }
  const known = version as ReadableVersion;
  const message = root.children.find((c) => c.ns === root.ns);
  if (message?.local !== READABLE[known]) {
    throw new BankFileRejected('unknownMessage', `A ${known} Document holds <${READABLE[known]}>, not <${message?.local ?? 'nothing'}>; ${readable}.`);
  }
  return { version: known, message };
}

export interface ReadOptions {
  /**
   * Read a file that breaks its XSD all the same, as far as the decoders can
   * (issue 47 item 4: a quarantined file two admins accepted for booking);
   * everything else is still refused (not well-formed, another message,
   * balances that do not prove, an inexact amount).
   */
  acceptSchemaProblems?: boolean;
}

/**
 * Reads a file a bank sent: a statement (camt.053 .02, .04, .06, .08, .10
 * or .11), a notification (camt.054 .02, .04 or .08) or a payment status
 * report (pain.002 .03, .10 or .14), into one model per message whatever its
 * version, each version through its own decoder. Amounts are exact
 * minor units; `NOTPROVIDED` reads as absent; every statement has been
 * checked to prove (opening + booked credits - booked debits = closing).
 *
 * Errors: `BankFileRejected` (422), its `reason` saying why: `empty`,
 * `tooLarge` (over MAX_BANK_FILE_BYTES, 10 MiB), `encoding` (not UTF-8),
 * `doctype` (a DOCTYPE or ENTITY declaration: refused before parsing),
 * `malformed`, `tooDeep` (over MAX_ELEMENT_DEPTH), `tooManyElements`,
 * `unknownMessage` (another message, version or namespace), `schema` (the
 * official XSD's messages with their lines), `amount` (more decimals than
 * the currency has, or an unknown currency), `account`, `currency` (a
 * statement in more than one currency), `balanceMissing` (no OPBD/PRCD or
 * CLBD), `balanceMismatch` (naming the computed and the stated closing
 * balance). A plain Error only if validation cannot run at all (a schema
 * file missing from the install). A `schema` refusal lists each problem in
 * `errors` too, and keeps them all in `schemaProblems`.
 */
export async function readBankFile(file: string | Uint8Array, options: ReadOptions = {}): Promise<BankFile> {
  const text = decodeBankFile(file);
  refuseDeclarations(text);
  const root = await parseXml(text);
  const { version, message } = identify(root);
  const problems = await validateAgainstXsd(version, text);
  if (problems.length > 0 && !options.acceptSchemaProblems) {
    throw new BankFileRejected('schema', `The file is not a valid ${version}: ${describeXsdProblems(problems)}.`, { errors: xsdFieldErrors(problems), schemaProblems: problems });
  }
  switch (version) {
    case 'camt.053.001.11':
    case 'camt.053.001.10':
    case 'camt.053.001.08':
    case 'camt.053.001.06':
    case 'camt.053.001.04':
    case 'camt.053.001.02':
      return readCamt053(version satisfies Camt053Version, message);
    case 'camt.054.001.08':
    case 'camt.054.001.04':
    case 'camt.054.001.02':
      return readCamt054(version satisfies Camt054Version, message);
    case 'pain.002.001.14':
    case 'pain.002.001.10':
    case 'pain.002.001.03':
      return readPain002(version satisfies Pain002Version, message);
  }
}
