/**
 * Event data for tests that write events of their own (appendEvents): in the
 * shape each type documents (src/events/event-data.schemas.ts), so the feed
 * serves them, with the test's mark in the object's id.
 */

/** A portfolio.updated event's data, its portfolioId the mark. */
export function markedPortfolioUpdate(mark: string) {
  return {
    portfolioId: mark,
    clientReference: 'marked',
    currencyCode: 'GBP',
    portfolioVersion: 1,
    dateLastUpdatedUTC: '2026-03-02T09:00:00.0000000+00:00',
    changedDepositAccounts: [],
  };
}

/** A batch.* event's data, its instructionBatchId the mark. */
export function markedBatch(mark: string) {
  return {
    instructionBatchId: mark,
    instructionType: 'deposit',
    instructionBatchTotalAmount: 0,
    instructionBatchTotalNoticeAmount: 0,
    instructionBatchStatus: 'Locked',
    currencyCode: 'GBP',
    dateToBeActioned: '2026-03-02T00:00:00.0000000+00:00',
  };
}
