/**
 * The two ways this module says no, both AppErrors so a route that hands a
 * file in or out needs no mapping of its own (src/platform/errors.ts).
 */
import { AppError, describeFieldErrors, type FieldError, quoted } from '../platform/errors.js';

/**
 * Why a bank file was refused. One code per kind of problem, so a caller (and
 * a test) can tell them apart without reading the sentence.
 */
export type BankFileRejectionReason =
  /** No bytes, or only white space. */
  | 'empty'
  /** Over MAX_BANK_FILE_BYTES. */
  | 'tooLarge'
  /** Not UTF-8, or an XML declaration naming another encoding. */
  | 'encoding'
  /** A DOCTYPE or an entity declaration: refused before any parsing, so nothing is expanded or fetched. */
  | 'doctype'
  /** Not well-formed XML. */
  | 'malformed'
  /** Elements nested deeper than MAX_ELEMENT_DEPTH. */
  | 'tooDeep'
  /** More elements than MAX_ELEMENTS. */
  | 'tooManyElements'
  /** A root element or namespace this module does not read (another message, another version). */
  | 'unknownMessage'
  /** The file breaks its message's official XSD. */
  | 'schema'
  /** An amount with more decimals than its currency has, or in a currency ISO 4217 does not know. */
  | 'amount'
  /** A statement or notification whose account has no identification, or no currency to be found. */
  | 'account'
  /** A statement whose balances and entries are not all in the account's currency. */
  | 'currency'
  /** A statement without an opening (OPBD/PRCD) or closing (CLBD) booked balance. */
  | 'balanceMissing'
  /** A statement where opening balance + credits - debits is not the closing balance. */
  | 'balanceMismatch';

/** A problem the official XSD found in a bank file (xsd.ts). */
export interface XsdProblem {
  line: number | undefined;
  /** libxml2's message, namespaces cut for reading: "Element 'MsgId': [facet 'maxLength'] The value has a length of '36'…". */
  message: string;
}

/**
 * A bank file the platform will not trust: refused whole, nothing read from
 * it. An operator who uploads it gets a 422 naming what is wrong (the element
 * and line, the XSD's message, the size, the two figures that differ).
 */
export class BankFileRejected extends AppError {
  /** `schema`: every problem the XSD found, as xmllint gave them (the description and `errors` list the first few). */
  readonly schemaProblems: readonly XsdProblem[];

  constructor(
    readonly reason: BankFileRejectionReason,
    description: string,
    details: { errors?: FieldError[]; schemaProblems?: readonly XsdProblem[] } = {},
  ) {
    super('BankFileRejected', quoted(description, 900), details.errors);
    this.schemaProblems = details.schemaProblems ?? [];
  }
}

/**
 * A file the platform was asked to write and did not, because the input would
 * make an invalid file (an id too long, an amount of 0, a bad IBAN). `errors`
 * names every field; no file exists.
 */
export class BankFileNotWritten extends AppError {
  constructor(errors: FieldError[], description?: string) {
    super('ValidationFailed', description ?? `The bank file was not written: ${describeFieldErrors(errors)}.`, errors);
  }
}
