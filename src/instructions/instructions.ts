/**
 * The instructions context's public face for other contexts: what they may
 * read of instructions without reaching into its repositories.
 */
export { pendingDepositTotalsOf, type PendingDepositTotal } from './instructions.repository.js';
