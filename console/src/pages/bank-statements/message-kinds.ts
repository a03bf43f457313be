/** What each kind of bank file is, as the pages name it. */
import type { StatementHeader } from '../../hooks/api/bank-statements';

export const KINDS: Record<StatementHeader['messageKind'], string> = {
  statement: 'statement (camt.053)',
  notification: 'notification (camt.054)',
  paymentStatusReport: 'status report (pain.002)',
};
