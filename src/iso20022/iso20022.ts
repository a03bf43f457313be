/**
 * The ISO 20022 bank files, as plain values in and out (docs/design/bank-side.md#123-files):
 *
 * - `writePain001`: the payment file the platform sends its bank
 *   (`pain.001.001.09`, or `.03` where an institution's bank needs it).
 * - `readBankFile`: whatever a bank sends back (camt.053 statements
 *   .02/.04/.06/.08/.10/.11, camt.054 notifications .02/.04/.08, pain.002
 *   status reports .03/.10/.14), told apart by namespace and version, read
 *   by that version's decoder into one model per message.
 * - `writeCamt053`, `writeCamt054`, `writePain002`: those bank files as a
 *   bank writes them, for the simulated sandbox bank, whose files then go
 *   through `readBankFile` like a real bank's.
 *
 * Every file written is validated against its official XSD before it is
 * returned, every file read before it is trusted; a writer never returns an
 * invalid file and the reader never returns part of one. Nothing here knows
 * the database, HTTP or the clock: the caller stores, sends and dates.
 *
 * Errors: the writers end with `BankFileNotWritten` (ValidationFailed, 400)
 * naming every bad field; `readBankFile` with `BankFileRejected` (422) whose
 * `reason` says why. Each function's own `Errors:` paragraph says more.
 */
export { BankFileNotWritten, BankFileRejected, type BankFileRejectionReason, type XsdProblem } from './errors.js';
export { MAX_REFERENCE_LENGTH, REFERENCE_PATTERN } from './checks.js';
export { MAX_BANK_FILE_BYTES, MAX_ELEMENT_DEPTH, MAX_ELEMENTS } from './xml-reader.js';
export { MAX_TRANSFERS_PER_FILE, remittanceLimitOf, writePain001 } from './pain001.js';
export { toBankText } from './charset.js';
export { MAX_ENTRIES_PER_FILE, writeCamt053, writeCamt054 } from './camt-writer.js';
export { writePain002 } from './pain002.js';
export { READABLE_VERSIONS, readBankFile, type ReadOptions } from './read.js';
export { accountIdentifierOf } from './accounts.js';
export type * from './model.js';
