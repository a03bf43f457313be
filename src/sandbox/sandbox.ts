/**
 * The sandbox context's public module: what other code may take from the
 * sandbox without its routes or services. Today that is the sandbox
 * catalogue, which the operator CLI writes to a file
 * (`catalogue sandbox-file`).
 *
 * Errors: `sandboxCatalogue` ends with no `AppError` and no rejection reason.
 */
export { sandboxCatalogue } from './catalogue.js';
