/** Adds the ledger's interest and portfolio checks (ledger.checks.ts) to the operator's reconciliation. */
import { registerReconciliationCheck } from '../operator/reconciliation.js';
import { INTEREST_RECONCILIATION_CHECKS } from './ledger.checks.js';

/** Adds these checks to the operator's reconciliation (idempotent: a name is registered once). */
export function registerInterestReconciliationChecks(): void {
  for (const c of INTEREST_RECONCILIATION_CHECKS) registerReconciliationCheck(c);
}
