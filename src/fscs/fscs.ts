/**
 * The FSCS context's public face for other contexts: what the instructions
 * context's FSCS rule (src/instructions/fscs-limit.ts) reads and computes to
 * judge a run of deposits: the facts per deposit (policy, eligibility,
 * banking group, protection, limit), the per-(client, group) locks, the
 * clients' holdings and the exposure arithmetic; and `PendingDeposits`, the
 * port through which the holdings count the deposits pending, which the
 * instructions context implements. Other contexts call these,
 * never `fscs.repository.ts`, `holdings.ts` or `exposure.ts`. The FSCS API
 * (limits, exposure views) is `FscsService` (fscs.service.ts), built by the
 * composition root.
 *
 * Errors: none of these functions ends with an `AppError` or a rejection
 * reason; they report facts and amounts, and the rule that reads them
 * rejects (`FscsLimitExceeded`, src/instructions/status-reasons.ts).
 */
export { exposureOf, judge, LIMIT_CURRENCY } from './exposure.js';
export type { Judgement } from './exposure.js';
export { findDepositFscsFacts, lockClientGroups } from './fscs.repository.js';
export { readHoldings } from './holdings.js';
export type { HoldingRow, PendingDeposit, PendingDeposits } from './holdings.js';
