// Generated from openapi/operator.json by `npm run console:types` (openapi-typescript). Do not edit.

export interface paths {
  '/operator/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who is calling
     * @description The operator the bearer key belongs to and its role: the console signs in with it and hides write controls from a viewer.
     */
    get: operations['getCurrentOperator'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/operator-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List operator keys
     * @description In creation order, one page at a time.
     */
    get: operations['listOperatorKeys'];
    put?: never;
    /**
     * Create an operator key
     * @description The key is in this answer only; the platform keeps its hash. 409 when the name reads as a live key’s or as "bootstrap" (names are compared as people read them: case, width, invisible characters and look-alike letters aside); 400 when it is invisible characters only. With four eyes on (FOUR_EYES), an admin key is proposed (202) and made when another admin approves it: the key is then in the approval’s answer, once. The bootstrap key makes the first admin key ever alone (201), once: after that, every admin key is proposed, even once all are revoked. A viewer key is made at once.
     */
    post: operations['createOperatorKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/operator-keys/{operatorKeyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an operator key
     * @description The key stops authenticating at once; its row stays, as the audit log names it, and its waiting proposals are withdrawn with it. A viewer key is revoked at once (200). With four eyes on (FOUR_EYES), an admin key’s revocation is proposed (202) and applies when another admin approves it; 409 when it would leave fewer than two live admin keys (make the successor’s key first). 409 when it was revoked already.
     */
    delete: operations['revokeOperatorKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the audit log
     * @description Every operator write, newest first. Append-only: written in the transaction of the change it records.
     */
    get: operations['searchAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List and search partners
     * @description In onboarding order, one page at a time.
     */
    get: operations['listPartners'];
    put?: never;
    /** Onboard a partner */
    post: operations['createPartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One partner */
    get: operations['getPartner'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a partner
     * @description Its token requests and API calls answer 401 with a description that says so; its data stays. 409 when it is suspended already. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.
     */
    post: operations['suspendPartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a suspended partner
     * @description Its credentials work again (tokens must be requested anew if they expired). 409 when it is not suspended. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.
     */
    post: operations['reactivatePartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/fscs-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a partner's FSCS policy
     * @description Deposits processed from now on follow it (docs/fscs.md). Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.
     */
    put: operations['setPartnerFscsPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/credentials/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a partner's client secret and subscription key
     * @description A new client id, client secret and subscription key; the current ones stop working. With four eyes on (FOUR_EYES), it is proposed (202) and rotates when another admin approves it: the new secret and key are then in the approval's answer, once.
     */
    post: operations['rotatePartnerCredentials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/introducers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a partner's introducers
     * @description In creation order, one page at a time.
     */
    get: operations['listIntroducers'];
    put?: never;
    /** Add an introducer to a partner */
    post: operations['createIntroducer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/partners/{financialPartnerId}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A partner's page: clients, money held, introducers, credentials and suspensions
     * @description The money held per currency and institution comes from totals the ledger keeps as balances change (a page view reads a few rows, never the partner's accounts); the reconciliation's partner-holdings-equal-accounts check compares them with the accounts. The histories come from the audit log.
     */
    get: operations['getPartnerSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every partner's batches of a day */
    get: operations['listAllInstructionBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/batches/{instructionBatchId}/settle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Settle a Closed batch now
     * @description Moves a Closed batch's money on its deposit accounts (opens, tops up, debits or closes them) ahead of the day's settlement job, and queues what the bank must pay: the next payment run pays it. The batch stays Closed until the bank's statements show every movement of it booked (docs/bank-side.md). 409 when the batch is not Closed, is settled already, or its day has not come. With four eyes on (FOUR_EYES), it is proposed (202) and settles when another admin approves it.
     */
    post: operations['settleInstructionBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check the money invariants
     * @description Runs each invariant of the platform and lists the rows that break it (at most 100 per check).
     */
    get: operations['getReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform's time
     * @description The platform's clock, which the sandbox can move: the instant and its UTC day. The console's default day is this, never the browser's.
     */
    get: operations['getPlatformClock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The day at a glance
     * @description Batches by state with totals, the batches waiting for their partner, the Created queue and its lag, the day's rejections and the reconciliation status.
     */
    get: operations['getOperatorOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/batches/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search batches over a date range
     * @description Every partner's batches from `from` to `to` (inclusive, at most 366 days), newest day first, filtered by partner, type, currency and state.
     */
    get: operations['searchInstructionBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/batches/{instructionBatchId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One batch with its instructions
     * @description The batch and every instruction it holds or held (reverted ones with their state), in the order they were made; at most 1,000.
     */
    get: operations['getOperatorBatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/instruction-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search instruction requests
     * @description Every partner's requests, newest first. `failed=true`: only those whose processing failed (parked in Created or rejected ProcessingFailed).
     */
    get: operations['searchInstructionRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/instruction-requests/{financialPartnerId}/{instructionReference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One request's whole story
     * @description The request with its status and reason, the instruction it made, the batch it sits in, the account it touched and the ledger entries it caused.
     */
    get: operations['getInstructionRequestStory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/deposit-accounts/{depositAccountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One deposit account with its history
     * @description The account, its newest ledger entries (at most 500), daily accruals (400) and interest postings (200).
     */
    get: operations['getOperatorDepositAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/deposit-accounts/{depositAccountId}/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An account as a statement, with its bank payments
     * @description Its balance at the start of `from`, every movement of the business days from `from` to `to` (default: the day it opened to the platform's today) with the balance after it, its balance at the end of `to`, what is on its way and not settled (pending), and interest accrued to the penny. Each movement carries its instruction, batch and the bank payments that moved its money. At most 1000 movements (`truncated`: a shorter range reads the rest). With Accept: text/csv: the statement as CSV (businessDate, entryType, amount, balance, instructionReference, instructionBatchId, paymentFileId, endToEndId, bankPaymentState, entryId), an OpeningBalance row first and a ClosingBalance row last.
     */
    get: operations['getOperatorAccountStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search clients across partners
     * @description Newest first. name and email match a part, case-insensitive; the references match exactly.
     */
    get: operations['searchClients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/clients/{financialPartnerId}/{clientReference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One client with portfolios and accounts
     * @description Read-only: the client's details and its portfolios as its partner's Portfolios API shows them.
     */
    get: operations['getOperatorClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find anything by name, reference or id
     * @description One box for the console's header: the text is looked for among partners (a part of the name, id or client id), clients (their clientReference or externalReference exactly, a part of the name), instruction requests (their instructionReference), batches and deposit accounts (their id), products and institutions (a part of the id or name) and payment files (their id or message id). At most 5 hits of each kind, partners first; each names its partner.
     */
    get: operations['searchEverything'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/instruction-requests/{financialPartnerId}/{instructionReference}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a request parked by processing failures
     * @description For a request still Created after failed processing attempts (find them with instruction-requests?failed=true&status=Created): a fresh budget of attempts, and the worker takes it at once. 409 for any other request: a Rejected one is final (its partner was told to resubmit under a new reference).
     */
    post: operations['retryParkedInstructionRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/instruction-requests/{financialPartnerId}/{instructionReference}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a request parked by processing failures
     * @description Ends a parked request Rejected (ProcessingFailed, with the reason given), with its instruction.rejected event. 409 for a request that is not parked.
     */
    post: operations['rejectParkedInstructionRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Load a whole catalogue
     * @description Creates or updates institutions and products, stores documents (a new version only when the bytes change) and publishes issue versions beyond those already published. All or nothing; loading the same file twice changes nothing. A listed version that differs from the published one is 409. With four eyes on (FOUR_EYES), a load sets rates: it is proposed (202) and loads when another admin approves it.
     */
    post: operations['loadCatalogue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/{financialInstitutionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Create or update a financial institution
     * @description A change becomes the next financialInstitutionVersion and moves dateLastUpdatedUTC of its products.
     */
    put: operations['putFinancialInstitution'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/{financialInstitutionId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document version for an institution
     * @description Stores the document (base64 bytes, one entry per media type, preferred first) as the next version of documentId (default {financialInstitutionId}-{documentType}) and makes it the institution’s document of that type, shown in financialInstitution.documents of each of its products. A change is a new financialInstitutionVersion. The same bytes as the latest version add nothing.
     */
    post: operations['uploadInstitutionDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a product, whoever it is offered to */
    get: operations['getCatalogueProduct'];
    /**
     * Create or update a product
     * @description Creates the product, or changes its name and offeredToRoles. Its type, term, notice, currency, institution and interest payment cannot change once it exists (409). Term and notice must fit the type: NoTerm for InstantAccess only, NoNotice for FixedTerm and InstantAccess only.
     */
    put: operations['putProduct'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products/{productId}/issues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A product's issues with their version (rate) history
     * @description Every version of every issue, newest first; who published each is in the audit log (objectType product-issue).
     */
    get: operations['listProductIssueHistory'];
    put?: never;
    /**
     * Open a new issue
     * @description Opens the product’s next issue (rate tranche) with its first version. The AER is computed from the rate and payment frequency when absent. With four eyes on, it is proposed (202) and opens when another admin approves it.
     */
    post: operations['createProductIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products/{productId}/issues/{issueNumber}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a new issue version
     * @description A rate, margin, limit or status change: the new version becomes current; earlier versions stay readable. Absent fields are carried over, documents included. With four eyes on (FOUR_EYES), it is proposed (202) and published when another admin approves it; with effectiveAt, it is published at that instant once approved (202, even with four eyes off). Fixed-term accounts keep the rate they opened at; variable-rate accounts follow the new version from its publication (docs/design/domain.md).
     */
    post: operations['createProductIssueVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products/{productId}/issues/{issueNumber}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close an issue to new accounts
     * @description Publishes a new version with isClosedToNewAccounts true (nothing changes if it is already closed). With four eyes on (FOUR_EYES), it is proposed (202) and closes when another admin approves it.
     */
    post: operations['closeProductIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products/{productId}/issues/{issueNumber}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document version
     * @description Stores the document (base64 bytes, one entry per media type) as the next version of documentId and attaches it to the issue’s current version in place of its document of that type.
     */
    post: operations['uploadProductDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List change proposals
     * @description Newest first. The answer’s fourEyes says whether changes to money need a second admin on this platform (FOUR_EYES).
     */
    get: operations['listChangeProposals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One change proposal */
    get: operations['getChangeProposal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals/{proposalId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a colleague’s change
     * @description The change applies now (or, scheduled, at its effectiveAt); its audit entry names you as the operator and the proposer as proposedBy. A change that can no longer apply leaves the proposal failed, with the reason. 403 when you proposed it; 409 when it was decided already.
     */
    post: operations['approveChangeProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals/{proposalId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a colleague’s change
     * @description Nothing changes. 403 when you proposed it (withdraw it instead); 409 when it was decided already.
     */
    post: operations['rejectChangeProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals/{proposalId}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw your own proposal
     * @description Nothing changes. 403 when another admin proposed it; 409 when it was decided already.
     */
    post: operations['withdrawChangeProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/proposals/{proposalId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a scheduled change before it applies
     * @description Any admin may stop a scheduled change (stopping needs no second pair of eyes). 409 when it is not scheduled.
     */
    post: operations['cancelScheduledChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List institutions
     * @description The institutions of the catalogue that offer products, by id; `search` matches a part of the id or name.
     */
    get: operations['listInstitutions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products, whoever they are offered to
     * @description By product id, with each issue's current rate and margin; filtered by institution, currency and a part of the id or name.
     */
    get: operations['listCatalogueProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/calendar/bank-holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A year’s bank holidays
     * @description England and Wales, as the platform computes them now: the standing rules (any year), the one-offs shipped with the platform and the operator’s changes.
     */
    get: operations['listBankHolidays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/calendar/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The operator’s one-off changes
     * @description Every date the operator changed, in date order (the shipped one-offs are part of the rules and not listed). With Accept: text/csv, the same as CSV.
     */
    get: operations['listCalendarChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/calendar/changes/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Add a bank holiday, or remove a standing one, on a date
     * @description Replaces the date’s earlier change. In force in every process when this answers; dates already fixed (a batch’s, a maturity) keep. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.
     */
    put: operations['setCalendarChange'];
    post?: never;
    /**
     * Return a date to the standing rules
     * @description 404 when the date has no change. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.
     */
    delete: operations['removeCalendarChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/calendar/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import the published bank-holiday list
     * @description The body is the published list in its JSON format (gov.uk/bank-holidays.json: one object per division, each with events of {title, date}); its "england-and-wales" events are read. Every year the list covers becomes exactly what it publishes: the changes that make it so replace that year’s earlier ones, in one audited transaction. A list not of that shape is refused whole (400). With four eyes on (FOUR_EYES), it is proposed (202) and imported when another admin approves it.
     */
    post: operations['importBankHolidays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/fscs/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The FSCS limits, past and future
     * @description In date order; the one in force on a business date is the latest effective on or before it (inForce marks today’s). With Accept: text/csv, the same as CSV.
     */
    get: operations['listFscsLimits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/fscs/limits/{effectiveFrom}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Add or replace the FSCS limit from a future date
     * @description From that date the limit is judged against every exposure and deposit. A limit from today or earlier is history: 409. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it (the date must still be ahead then).
     */
    put: operations['setFscsLimit'];
    post?: never;
    /**
     * Remove a future-dated FSCS limit
     * @description The limit before it stays in force past its date. 404 when the date has none; 409 for a limit from today or earlier (history). Audited. With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it (the date must still be ahead then).
     */
    delete: operations['removeFscsLimit'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/clients/{financialPartnerId}/{clientReference}/fscs-exposure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A client's FSCS exposure
     * @description What its partner reads at GET /financial-partners/clients/{clientReference}/fscs-exposure. 404 when the partner has no such client.
     */
    get: operations['getOperatorClientFscsExposure'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/books/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The books' accounts and their balances
     * @description Ledger accounts other than deposit accounts (a few per currency, institution and partner), by code, one page at a time.
     */
    get: operations['listBookAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/books/transfers/{transferId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One transfer with its legs */
    get: operations['getTransfer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/books/margin-income': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform's margin income per institution, currency and month
     * @description From the books: what the margin-accrual transfers booked (gross interest less the net interest clients earn, accrued daily per institution and currency), months `from` to `to` inclusive.
     */
    get: operations['getMarginIncome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform’s client-money accounts
     * @description One per currency, each with its acknowledgement date and the last bank statement read (id, sequence number, closing balance and date): the next statement must continue from it. currenciesWithoutAccount lists the currencies not set yet.
     */
    get: operations['listClientMoneyAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-accounts/{currencyCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the platform’s client-money account of a currency
     * @description Replaces it whole. GBP: sortCode and accountNumber (iban and bic optional); EUR and USD: iban and bic. With it, how its payment files are written (docs/bank-files.md): initiatingPartyId, ukPaymentScheme (GBP), postalAddress, sameDayCutOffUtc, each left out meaning none. A new sort code, number or IBAN clears the acknowledgement date and the last statement read, unless acknowledgementCountersignedOn is given. Each refused field is named in errors. 409 when an institution receives in that account. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.
     */
    put: operations['setClientMoneyAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-accounts/{currencyCode}/acknowledgement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Record that the bank countersigned the account’s acknowledgement letter
     * @description From then on payment files may pay from the account. The date cannot be after today. 404 when the platform has no account in that currency. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.
     */
    put: operations['setClientMoneyAccountAcknowledgement'];
    post?: never;
    /**
     * Clear the account’s acknowledgement date
     * @description No payment file pays from the account until a date is set again (a letter withdrawn, say). 404 when the platform has no account in that currency. Audited. It stops payments, so one admin clears it at once, four eyes or not.
     */
    delete: operations['clearClientMoneyAccountAcknowledgement'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/bank-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every institution’s bank settings
     * @description Each institution of the catalogue, by id: the form of its GBP account in files, its pain.001 version (the defaults where none are set) and its receiving accounts.
     */
    get: operations['listInstitutionBankSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/{financialInstitutionId}/bank-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One institution’s bank settings
     * @description 404 when there is no such institution.
     */
    get: operations['getInstitutionBankSettings'];
    /**
     * Set how an institution’s payment files are written
     * @description The form of its GBP account and its pain.001 version; a setting left out stays as it is. 409 for the bban or iban form while its GBP receiving account has no IBAN. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.
     */
    put: operations['setInstitutionBankSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/{financialInstitutionId}/bank-accounts/{currencyCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set an institution’s receiving account of a currency
     * @description Where payment files pay what is placed with the institution. Replaced whole: GBP sortCode and accountNumber (and iban when its files use the bban or iban form), EUR and USD iban and bic. A new sort code, number or IBAN clears the acknowledgement date unless acknowledgementCountersignedOn is given. 409 when another institution receives in that account, or it is the platform's client-money account: an account has one holder. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.
     */
    put: operations['setInstitutionBankAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/institutions/{financialInstitutionId}/bank-accounts/{currencyCode}/acknowledgement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Record that the bank countersigned the receiving account’s acknowledgement letter
     * @description From then on payment files may pay the account. The date cannot be after today. 404 when the institution has no account in that currency. Audited. With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.
     */
    put: operations['setInstitutionBankAccountAcknowledgement'];
    post?: never;
    /**
     * Clear the receiving account’s acknowledgement date
     * @description No payment file pays the account until a date is set again. 404 when the institution has no account in that currency. Audited. It stops payments, so one admin clears it at once, four eyes or not.
     */
    delete: operations['clearInstitutionBankAccountAcknowledgement'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bank files received, newest first
     * @description One row per statement, notification or status report stored (a file of three statements is three rows).
     */
    get: operations['listBankStatements'];
    put?: never;
    /**
     * Upload a bank file: a camt.053 statement, camt.054 notification or pain.002 status report
     * @description The XML as the bank sent it (application/xml or text/xml, UTF-8, at most 10 MiB; a charset label other than utf-8 or us-ascii is refused 415, naming it). Read safely and checked against its official XSD; a camt.053 must prove (opening + credits - debits = closing) and continue its account’s sequence (ElctrncSeqNb = last read + 1; without ElctrncSeqNb, its opening balance = the last closing balance, dated on or after it, and LglSeqNb = last + 1 where both have one; the first of an account may start anywhere). Stored append-only; each booked entry of a statement that matches no expected movement goes to suspense in the books. A pain.002 must answer a pain.001 the platform sent (OrgnlMsgId), naming only that file’s payment batches (PmtInfId) and payments (EndToEndId), and acts on what it names: RJCT of the whole file (GrpSts), of a batch (PmtInfSts) or of a payment (TxSts) voids those payments and holds what they paid with the bank’s reason; PART rejects only the payments it lists RJCT; other statuses are recorded. Each statement of a file is judged on its own: stored (outcome stored), stored before by the same file (duplicate), or refused (listed in refused with the error it would have been alone and why: an account the platform does not hold, a sequence gap, an opening balance that does not continue, another file under its number), a refused one writing nothing and the others stored all the same. 201 when at least one was stored; 200 when every one that could be was stored before (nothing changes). When none can be stored, the error: 409 for another file under a statement id and sequence number already stored, or a statement that does not continue its account (naming the number or the opening balance expected); 422 for a file refused (naming what is wrong), for an account the platform does not hold, or for a status report about a file, batch or payment the platform never sent or about another message than a pain.001 (naming it); a file of several statements none of which can be stored, 409 when each is a conflict, else 422, naming each. 415 for another media type. Nothing is written when a file is refused, but for one that breaks only its official XSD (otherwise readable): that one is kept in quarantine (once per file), the 422 naming its quarantinedFileId first and every XSD problem in errors (the first 20), until two admins accept it for booking (POST /operator/bank-statements/quarantine/{quarantinedFileId}/accept). Audited.
     */
    post: operations['uploadBankStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/unmatched': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The statement entries in suspense, oldest first
     * @description Booked entries of statements that matched no expected movement, waiting for an operator to resolve them.
     */
    get: operations['listUnmatchedBankStatementEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/{bankStatementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One bank statement stored, with its entries; or its XML
     * @description JSON by default; with Accept: application/xml (or text/xml), the file as it was received, byte for byte. 404 when there is none.
     */
    get: operations['getBankStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/entries/{entryId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve an entry in suspense
     * @description With a reason: returned-to-sender (the money leaves again: suspense back to the hub) or allocated-to-partner (it is the partner’s: suspense to partner:{financialPartnerId}; the partner must exist). Only an unmatched entry, once: 409 otherwise. Booked and audited before and after. Allocating to a partner makes the money the partner’s: with four eyes on (FOUR_EYES), it is proposed (202) and booked when another admin approves it; returning to the sender is one admin’s.
     */
    post: operations['resolveBankStatementEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/quarantine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bank files in quarantine, newest first
     * @description Files refused for breaking their official XSD but otherwise readable (the upload answered 422 naming the quarantinedFileId): quarantined ones wait, nothing of them booked, until two admins accept them for booking; accepted ones name the statements they were booked as.
     */
    get: operations['listQuarantinedBankFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/quarantine/{quarantinedFileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One bank file in quarantine, with every schema problem; or its XML
     * @description JSON by default; with Accept: application/xml (or text/xml), the file as it was received, byte for byte. 404 when there is none.
     */
    get: operations['getQuarantinedBankFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/bank-statements/quarantine/{quarantinedFileId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a bank file in quarantine for booking (four eyes)
     * @description With a reason: books the file as an upload does, but for its XSD: every other check holds (each statement proves, is for an account the platform holds and continues its account’s sequence; a status report answers a payment file the platform sent). With four eyes on (FOUR_EYES), it is proposed (202) and booked when another admin approves it; a file that cannot be booked then (a statement out of sequence, say) leaves the proposal failed with the reason, nothing written, and stays in quarantine. Answers the file, accepted, with the statements it was booked as. 404 when there is none; 409 when it was accepted already. Audited.
     */
    post: operations['acceptQuarantinedBankFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/payment-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payment files issued, newest first
     * @description Each pain.001 the payment runs issued: one per currency, version and execution date at most per run.
     */
    get: operations['listPaymentFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/payment-files/{paymentFileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One payment file: its lines, what each pays and its state; or its XML
     * @description JSON by default; with Accept: application/xml (or text/xml), the pain.001 as issued, byte for byte. 404 when there is none.
     */
    get: operations['getPaymentFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/payment-files/held': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payments held back, oldest first
     * @description What the platform must pay and will not until an operator releases it: a payment the bank rejected, a client without a payable account. At most 200. With Accept: text/csv, the same as CSV.
     */
    get: operations['listHeldPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/payment-files/held/{paymentItemId}/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Release a held payment for the next payment run
     * @description The next run pays it again (fix what made the bank reject it first). 409 when it is not held. Audited.
     */
    post: operations['releaseHeldPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/client-money/reconciliations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client-money reconciliation runs, newest first
     * @description One row per run (the daily job or an operator), in the order they were stored, newest first; of dates from `from` to `to`, ok or not.
     */
    get: operations['listClientMoneyReconciliations'];
    put?: never;
    /**
     * Run a client-money reconciliation now
     * @description As at the close of `asAt` (default: the working day before today; it must be before today). Stored as a new run, immutable, whatever runs exist for that date; audited. 201 with the run, ok or not.
     */
    post: operations['runClientMoneyReconciliation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/client-money/reconciliations/{reconciliationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One client-money reconciliation run, with what it read and its breaks; or its breaks as CSV
     * @description JSON by default; with Accept: text/csv, its breaks as CSV (RFC 4180, a header row: reconciliationId, asAt, kind, currencyCode, accountCode, transferId, date, expected, actual, difference, description; amounts in major units with two decimals). 404 when there is none.
     */
    get: operations['getClientMoneyReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * FieldError
     * @description One refused input field.
     */
    FieldError: {
      /** @description The input field, as a path such as accounts[0].sortCode. */
      field: string;
      /** @description Why the field was refused. */
      reason: 'required' | 'duplicate' | 'maxLength' | 'format' | 'enum' | 'range' | 'precision' | 'type' | 'unknown';
    };
    /**
     * Error
     * @description The body of every error response (docs/decisions/errors.md).
     */
    Error: {
      /**
       * @description A short PascalCase error code, for programs to switch on; ErrorDescription says it for a person. One of:
       *
       *     - `ValidationFailed` (400): A field of the body, the query string, the path or a header breaks a rule; `errors` lists each `{field, reason}`.
       *     - `MalformedRequest` (400): The request cannot be read: the body is not JSON (empty, a wrong Content-Length, a NUL character) or the URL is not valid.
       *     - `UnsupportedApiVersion` (400): The call's version header asks for a version this API does not have (the versioned partner APIs).
       *     - `Unauthorized` (401): No valid subscription key and access token (partner APIs) or operator key, or the partner is suspended.
       *     - `Forbidden` (403): The credentials are valid but their role may not do this (an operator viewer key writing).
       *     - `NotFound` (404): No such resource for this caller; another partner's resource is not found either.
       *     - `NotAcceptable` (406): The Accept header allows none of the document's media types.
       *     - `Conflict` (409): The resource is in a state that forbids the change (a different client with that externalReference, a batch not Closed, a webhook endpoint disabled, a limit already in force).
       *     - `VersionConflict` (409): The resource changed since you read it: the version you sent is not the current one, or another request changed it at the same time.
       *     - `IdempotencyConflict` (409): The instructionReference was already used for a different request (another body or type).
       *     - `BatchUpdateConflict` (409): A batch confirmation does not match: a batch not the partner's, not Locked, or with other totals; no batch was closed.
       *     - `AccountNotAcknowledged` (409): Operator side: a payment would pay, or pay from, a bank account whose client-money acknowledgement letter (CASS 7) has no countersigned date; the description names the account (the platform's or which institution's, the currency, the masked number).
       *     - `EventsPruned` (410): Webhooks API: the `after` cursor of `GET /webhooks/events` is older than events of yours that were pruned (kept `EVENT_RETENTION_DAYS`, 30 days by default); the description says when.
       *     - `PayloadTooLarge` (413): The body is over the size or nesting limit.
       *     - `UnsupportedMediaType` (415): The body is not `application/json` in UTF-8 (or the media type the operation takes).
       *     - `BankFileRejected` (422): A bank file (camt.053, camt.054, pain.002) was refused whole: too large, a DOCTYPE, not well-formed, not its official XSD, an unknown message, an inexact amount, a statement whose balances do not prove, or a status report about a payment file, batch or payment the platform never sent (or about another message than a pain.001); the description names the element, line, figures or id.
       *     - `TooManyRequests` (429): Over the per-second rate limit.
       *     - `InternalError` (500): A bug on the platform; its cause is logged under the requestId.
       *     - `ServiceUnavailable` (503): The platform cannot reach its database just now.
       * @example NotFound
       * @enum {string}
       */
      Error:
        | 'ValidationFailed'
        | 'MalformedRequest'
        | 'UnsupportedApiVersion'
        | 'Unauthorized'
        | 'Forbidden'
        | 'NotFound'
        | 'NotAcceptable'
        | 'Conflict'
        | 'VersionConflict'
        | 'IdempotencyConflict'
        | 'BatchUpdateConflict'
        | 'AccountNotAcknowledged'
        | 'EventsPruned'
        | 'PayloadTooLarge'
        | 'UnsupportedMediaType'
        | 'BankFileRejected'
        | 'TooManyRequests'
        | 'InternalError'
        | 'ServiceUnavailable';
      /** @description What went wrong, in a sentence for a person. */
      ErrorDescription: string;
      /** @description The refused fields, on validation failures. */
      errors?: components['schemas']['FieldError'][];
      /** @description The id of the request, also in the x-request-id header and our logs. */
      requestId?: string;
      /**
       * Format: uri
       * @description Where the code is explained, with what to do about it: its anchor on the platform's error page (GET /errors).
       */
      documentationUrl?: string;
    };
    /**
     * ProductDocument
     * @description A document of a product issue version, or of the financial institution.
     */
    ProductDocument: {
      /**
       * @description The document id; stays the same across its versions.
       * @example FT12-GBP-NORTHBANK-1-TERMS
       */
      documentId: string;
      /**
       * @description The version of the document, from 1.
       * @example 1
       */
      documentVersion: number;
      /**
       * @description ProductTermsAndConditions, DepositInformation or PlatformTerms.
       * @example ProductTermsAndConditions
       */
      documentType: string;
      /**
       * @description The media types the document can be downloaded in, preferred first; choose with the Accept header.
       * @example [
       *       "application/pdf"
       *     ]
       */
      contentTypes: string[];
      /** @description Where to download the document (the document endpoint of this API). */
      uri: string;
    };
    /**
     * ProductIssue
     * @description One version of one product issue.
     */
    ProductIssue: {
      /**
       * @description The issue (rate tranche) number, from 1.
       * @example 1
       */
      productIssueNumber: number;
      /**
       * @description The version within the issue, from 1; a rate or limit change is a new version.
       * @example 1
       */
      productIssueVersionNumber: number;
      /** @description True when this version accepts no new deposits. */
      isClosedToNewAccounts: boolean;
      /**
       * @description Headline gross rate, percent a year.
       * @example 4.5
       */
      ratePercent: number;
      /**
       * @description Annual equivalent rate, percent.
       * @example 4.5
       */
      aer: number;
      /**
       * @description Minimum deposit per account.
       * @example 1000
       */
      depositPerAccountMinimum: number;
      /**
       * @description Maximum deposit per account.
       * @example 250000
       */
      depositPerAccountMaximum: number;
      /** @description The documents of this issue version. */
      documents: components['schemas']['ProductDocument'][];
    };
    /**
     * FinancialInstitution
     * @description The institution that holds the deposits.
     */
    FinancialInstitution: {
      /**
       * @description The institution id.
       * @example NORTHBANK
       */
      financialInstitutionId: string;
      /**
       * @description Goes up by one on every change to the institution.
       * @example 1
       */
      financialInstitutionVersion: number;
      /**
       * @description The time of day (HH:MM, UTC) by which the day’s payments must reach the institution. An instruction for one of its products joins the day’s batch only when processed on a working day before the earlier of this time and the platform’s cut-off; otherwise the next working day’s (see dateToBeActioned).
       * @example 14:00
       */
      paymentBatchCutoffTimeUTC: string;
      /** @description Deposits are protected by the Financial Services Compensation Scheme. */
      isFscsProtected: boolean;
      /** @description The institution is Sharia-compliant. */
      isSharia: boolean;
      /**
       * @description Full name.
       * @example Northbank plc
       */
      financialInstitutionName: string;
      /**
       * @description Short name.
       * @example Northbank
       */
      financialInstitutionShortName: string;
      /**
       * @description Kind of institution.
       * @example Bank
       */
      financialInstitutionType: string;
      /**
       * @description Banking group; institutions of one group share one FSCS limit.
       * @example NORTHERN-GROUP
       */
      financialInstitutionGroupId: string;
      /**
       * @description ISO 3166-1 alpha-3 country code.
       * @example GBR
       */
      countryCode: string;
      /** @description Documents of the institution itself (such as its FSCS depositor information sheet), at most one of each type; each uri is the institution document endpoint under this product. */
      documents: components['schemas']['ProductDocument'][];
    };
    /**
     * Introducer
     * @description A person or business that introduces clients to the partner.
     */
    Introducer: {
      /** @description The introducer id. */
      introducerId?: string;
      /** @description The partner the introducer belongs to. */
      financialPartnerId?: string;
      /** @description individual or business. */
      introducerType?: 'individual' | 'business';
      /** @description Title of an individual introducer. */
      title?: string;
      /** @description First name. */
      firstName?: string;
      /** @description Last name. */
      lastName?: string;
      /** @description Email address. */
      emailAddress?: string;
      /** @description Phone number. */
      phoneNumber?: string;
      /** @description Company registration number of a business introducer. */
      companyRegistrationNumber?: string;
      /** @description Company name of a business introducer. */
      companyName?: string;
      /** @description Office number. */
      officeNumber?: string;
      /** @description Office description. */
      officeDescription?: string;
      /** @description When the introducer was created (ISO-8601). */
      createdAtUtc?: string;
      /** @description When the introducer was last updated (ISO-8601). */
      updatedAtUtc?: string;
    };
    /**
     * FscsLimit
     * @description The FSCS limit in force.
     */
    FscsLimit: {
      /**
       * @description The FSCS limit per eligible person per banking group. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 120000
       */
      limitAmount: number;
      /**
       * @description The limit is in sterling.
       * @enum {string}
       */
      currencyCode: 'GBP';
      /**
       * @description The business date the limit came into force. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateEffectiveFromUTC: string;
    };
    /**
     * FscsInstitutionExposure
     * @description What the client holds at one institution in one currency.
     */
    FscsInstitutionExposure: {
      /**
       * @description The institution.
       * @example NORTHBANK
       */
      financialInstitutionId: string;
      /**
       * @description Its name.
       * @example Northbank plc
       */
      financialInstitutionName: string;
      /** @description Whether the institution is FSCS-protected; what a client holds at one that is not never counts toward the limit. */
      isFscsProtected: boolean;
      /**
       * @description The settled balances of the client's accounts there that are not closed (posted interest included). In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 60000
       */
      settledAmount: number;
      /**
       * @description Interest accrued on them and not yet posted, rounded half-up to the penny as the portfolios show it. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 12.34
       */
      interestAccruedAmount: number;
      /**
       * @description The client's deposits there accepted and not yet settled. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 5000
       */
      pendingDepositAmount: number;
    };
    /**
     * FscsGroupExposure
     * @description The client's exposure to one banking group in one currency.
     */
    FscsGroupExposure: {
      /**
       * @description The banking group: its institutions share one FSCS limit.
       * @example NORTHERN-GROUP
       */
      financialInstitutionGroupId: string;
      /** @description ISO-4217 currency of every amount of the row. */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /** @description Protected: GBP at FSCS-protected institutions of an eligible client, judged against the limit. Unprotected: no institution of the group is FSCS-protected, or the client is not eligible; nothing counts. NotConverted: EUR or USD at protected institutions; the limit is in sterling and the platform does not convert, so the amounts are shown unjudged. */
      protection: 'Protected' | 'Unprotected' | 'NotConverted';
      /** @description The group’s institutions where the client holds money in this currency. */
      institutions: components['schemas']['FscsInstitutionExposure'][];
      /**
       * @description Settled balances + accrued interest + pending deposits at the group’s FSCS-protected institutions (the interest summed exactly, then rounded half-up to the penny once); 0 when protection is Unprotected. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 130000
       */
      exposureAmount: number;
      /** @description The FSCS limit in force today, in GBP. null unless protection is Protected. */
      limitAmount: number | (never | null);
      /** @description The part of the exposure the limit protects: the lesser of the two. null unless protection is Protected. */
      protectedAmount: number | (never | null);
      /** @description How far the exposure is over the limit (0 when within it). null unless protection is Protected. */
      amountOverLimit: number | (never | null);
      /** @description How much more can be deposited in the group before the limit is reached (0 when at or over it). null unless protection is Protected. */
      headroomAmount: number | (never | null);
      /** @description Why the row is not judged against the limit; null when it is. */
      note: string | null;
    };
    /**
     * FscsExposure
     * @description A client's FSCS exposure per banking group and currency, against the limit in force.
     */
    FscsExposure: {
      /** @description The client. */
      clientReference: string;
      /**
       * @description The business date the exposure and the limit are for. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateCalculatedUTC: string;
      /** @description Whether FSCS protects the client: individuals and companies are eligible, unless a company’s profile says fscsEligible: false. */
      fscsEligible: boolean;
      /** @description The FSCS limit in force on dateCalculatedUTC (null before the first one the platform knows). */
      limit: components['schemas']['FscsLimit'] | (never | null);
      /** @description Said when the client is not eligible; null otherwise. */
      note: string | null;
      /** @description One row per banking group and currency where the client holds or is placing money, by group then currency. */
      groups: components['schemas']['FscsGroupExposure'][];
    };
    /** CurrentOperator */
    CurrentOperator: {
      /** @description The key's name ("bootstrap" for OPERATOR_API_KEY). */
      name: string;
      /** @description viewer: reads only; admin: reads and writes. */
      role: 'viewer' | 'admin';
      /** @description The key id; null for OPERATOR_API_KEY. */
      operatorKeyId: string | null;
    };
    /** NewOperatorKey */
    NewOperatorKey: {
      /** @description Who the key is for (a person or a system); it must not read as a live key’s name. */
      name: string;
      /** @description viewer: reads only; admin: reads and writes. */
      role: 'viewer' | 'admin';
    };
    /**
     * CreatedOperatorKey
     * @description The new key, shown once, and what the platform keeps of it.
     */
    CreatedOperatorKey: {
      /** @description The key id. */
      operatorKeyId: string;
      /** @description Who the key belongs to; the audit log names it. */
      name: string;
      /** @description viewer: reads only; admin: reads and writes. */
      role: 'viewer' | 'admin';
      /** @description The first characters of the key, to tell keys apart. */
      keyPrefix: string;
      /** @description When it was created. */
      createdAtUtc: string;
      /** @description The operator who created it. */
      createdBy: string;
      /** @description When it was revoked; null while live. */
      revokedAtUtc: string | null;
      /** @description The operator who revoked it. */
      revokedBy: string | null;
      /** @description The key, sent as `Authorization: Bearer` followed by it. Shown once. */
      key: string;
    };
    /**
     * ChangeProposal
     * @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md).
     */
    ChangeProposal: {
      /** @description The proposal. */
      proposalId: string;
      /** @description What the change is: a new issue version (rate, margin, limits), a new issue, a catalogue load, settling a batch, suspending a partner, a new admin key, revoking an admin key; who gets paid: the platform’s client-money account, an institution’s bank settings or receiving account, an account’s acknowledgement date; what is owed: reactivating a partner, its credentials, its FSCS policy, the FSCS limit, the business calendar, closing an issue, allocating money in suspense to a partner. */
      kind:
        | 'publish-issue-version'
        | 'open-issue'
        | 'load-catalogue'
        | 'settle-batch'
        | 'suspend-partner'
        | 'create-admin-key'
        | 'revoke-admin-key'
        | 'set-client-money-account'
        | 'acknowledge-client-money-account'
        | 'set-institution-bank-settings'
        | 'set-institution-bank-account'
        | 'acknowledge-institution-bank-account'
        | 'reactivate-partner'
        | 'rotate-partner-credentials'
        | 'set-partner-fscs-policy'
        | 'set-fscs-limit'
        | 'remove-fscs-limit'
        | 'set-calendar-change'
        | 'remove-calendar-change'
        | 'import-bank-holidays'
        | 'close-issue'
        | 'allocate-suspense'
        | 'accept-quarantined-bank-file';
      /** @description What it changes, as the audit log names objects (product-issue, batch, partner, operator-key, catalogue). */
      objectType: string;
      /** @description Its id. */
      objectId: string;
      /** @description What people call it; null when it has no name. */
      objectName: string | null;
      /** @description The change in one line. */
      summary: string;
      /** @description What the change applies: the endpoint’s path parameters and body. */
      payload: unknown;
      /** @description A scheduled change applies at this instant; null: when approved. */
      effectiveAtUtc: string | null;
      /** @description Undecided by this instant, it expires: 7 days after it was proposed, or its effectiveAt if sooner. */
      expiresAtUtc: string;
      /** @description proposed: waits for another admin; scheduled: approved, applies at effectiveAt; applied; failed: approved but the change could not apply (failure says why); rejected; withdrawn by its proposer (or with its proposer’s key, revoked); cancelled before its instant; expired: nobody decided it before expiresAtUtc (7 days after it was proposed, or its effectiveAt if sooner), and nobody can now. */
      state: 'proposed' | 'scheduled' | 'applied' | 'failed' | 'rejected' | 'withdrawn' | 'cancelled' | 'expired';
      /** @description The admin who proposed it. */
      proposedBy: string;
      /** @description When. */
      proposedAtUtc: string;
      /** @description The endpoint it was proposed through. */
      path: string;
      /** @description Who approved, rejected or withdrew it; null while proposed. */
      decidedBy: string | null;
      /** @description When. */
      decidedAtUtc: string | null;
      /** @description Why it was rejected (or why its proposer approved it: FOUR_EYES off). */
      decisionReason: string | null;
      /** @description When the change took effect; null until it has. */
      appliedAtUtc: string | null;
      /** @description What the change answered when it applied (never a secret); null until then. */
      outcome: unknown;
      /** @description Why it could not apply, or who cancelled it and why. */
      failure: string | null;
    };
    /**
     * OperatorKey
     * @description An operator key (never the key itself, which is shown once at creation).
     */
    OperatorKey: {
      /** @description The key id. */
      operatorKeyId: string;
      /** @description Who the key belongs to; the audit log names it. */
      name: string;
      /** @description viewer: reads only; admin: reads and writes. */
      role: 'viewer' | 'admin';
      /** @description The first characters of the key, to tell keys apart. */
      keyPrefix: string;
      /** @description When it was created. */
      createdAtUtc: string;
      /** @description The operator who created it. */
      createdBy: string;
      /** @description When it was revoked; null while live. */
      revokedAtUtc: string | null;
      /** @description The operator who revoked it. */
      revokedBy: string | null;
    };
    /** OperatorKeyList */
    OperatorKeyList: {
      operatorKeys: components['schemas']['OperatorKey'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** AuditFieldChange */
    AuditFieldChange: {
      /** @description The field (a money field without its Minor suffix). */
      field: string;
      /** @description Its value before, readable; null when it had none. */
      before: string | null;
      /** @description Its value after, readable; null when it has none. */
      after: string | null;
      /** @description When the value before was a list (an issue version's documents): each item, readable (a value, or an object's fields as name: value); `before` joins them with "; ". Absent otherwise. */
      beforeItems?: string[];
      /** @description When the value after is a list: each item, readable, as beforeItems. Absent otherwise. */
      afterItems?: string[];
    };
    /**
     * AuditEntry
     * @description One operator write.
     */
    AuditEntry: {
      /** @description Increasing with time; pass the last one seen as `before` for the next page. */
      auditId: string;
      /** @description When the change committed (the platform's clock). */
      occurredAtUtc: string;
      /** @description Who: the operator key's name ("bootstrap" for OPERATOR_API_KEY). */
      operatorName: string;
      /** @description The key used; null for OPERATOR_API_KEY. */
      operatorKeyId: string | null;
      /** @description The role the key had. */
      operatorRole: string;
      /** @description The HTTP method. */
      method: string;
      /** @description The route, e.g. /operator/products/:productId/issues/:issueNumber/versions. */
      endpoint: string;
      /** @description The path called, e.g. /operator/products/FT12-GBP-NORTHBANK/issues/1/versions; null for entries written before the path was kept. */
      path: string | null;
      /** @description What changed: partner, institution, product, product-issue, batch, operator-key, ... */
      objectType: string;
      /** @description Its id (a product issue is productId#issueNumber). */
      objectId: string;
      /** @description What people call it, as it was at the change (a partner's or product's name); null when it has none. */
      objectName: string | null;
      /** @description The fields that changed, readable: money in major units with its currency (1,250.00 GBP), rates as percentages (4.35%), flags yes/no, an object as its fields, a list item by item (beforeItems, afterItems), never JSON. `before` and `after` keep the exact snapshots (money in minor units). */
      changes: components['schemas']['AuditFieldChange'][];
      /** @description The object before the change; null when it was created. */
      before: unknown;
      /** @description The object after the change; null when it was removed. */
      after: unknown;
      /** @description The change proposal it applied (four eyes, docs/four-eyes.md): operatorName approved it, proposedBy proposed it. Null for a change made directly. */
      proposalId: string | null;
      /** @description Who proposed the change; null for a change made directly. */
      proposedBy: string | null;
    };
    /** AuditEntryList */
    AuditEntryList: {
      entries: components['schemas']['AuditEntry'][];
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** NewPartner */
    NewPartner: {
      /** @description The partner name. */
      name: string;
      /** @description Decides which products the partner sees. */
      role: 'pension' | 'wealth' | 'institution';
    };
    /**
     * PartnerCredentials
     * @description A partner and its new credentials.
     */
    PartnerCredentials: {
      /** @description The partner id. */
      financialPartnerId: string;
      /** @description The partner name. */
      name: string;
      /** @description Decides which products the partner sees. */
      role: 'pension' | 'wealth' | 'institution';
      /** @description OAuth client id. */
      clientId: string;
      /** @description OAuth client secret. Shown once; only its hash is stored. */
      clientSecret: string;
      /** @description The cdpapi-Subscription-Key. Shown once; only its hash is stored. */
      subscriptionKey: string;
    };
    /**
     * Partner
     * @description A partner, as the operator sees it.
     */
    Partner: {
      /** @description The partner id. */
      financialPartnerId: string;
      /** @description The partner name. */
      name: string;
      /** @description pension, wealth or institution. */
      role: string;
      /** @description Its OAuth client id. */
      clientId: string | null;
      /** @description When it was onboarded. */
      createdAtUtc: string;
      /** @description Suspended: its calls answer 401; its data stays. */
      status: 'Active' | 'Suspended';
      /** @description When it was suspended. */
      suspendedAtUtc: string | null;
      /** @description Why. */
      suspensionReason: string | null;
      /** @description What the partner's GBP deposits do when they would take a client's exposure to a banking group over the FSCS limit: warn (the default: Processed, and the event client.fscs_limit_exceeded) or block (Rejected with FscsLimitExceeded, naming the group and the headroom). */
      fscsPolicy: 'warn' | 'block';
    };
    /** PartnerList */
    PartnerList: {
      partners: components['schemas']['Partner'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** PartnerSuspension */
    PartnerSuspension: {
      /** @description Why: kept with the partner and in the audit log. */
      reason: string;
    };
    /** PartnerFscsPolicy */
    PartnerFscsPolicy: {
      /** @description What the partner's GBP deposits do when they would take a client's exposure to a banking group over the FSCS limit: warn (the default: Processed, and the event client.fscs_limit_exceeded) or block (Rejected with FscsLimitExceeded, naming the group and the headroom). */
      fscsPolicy: 'warn' | 'block';
    };
    /** NewIntroducer */
    NewIntroducer: {
      introducerType: 'individual' | 'business';
      title?: string;
      firstName?: string;
      lastName?: string;
      /** Format: email */
      emailAddress?: string;
      phoneNumber?: string;
      companyRegistrationNumber?: string;
      companyName?: string;
      officeNumber?: string;
      officeDescription?: string;
    };
    /** IntroducerList */
    IntroducerList: {
      introducers: components['schemas']['Introducer'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * PartnerHolding
     * @description What a partner holds at one institution in one currency.
     */
    PartnerHolding: {
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description The institution holding the money. */
      financialInstitutionId: string;
      /** @description The institution's name. */
      financialInstitutionName: string | null;
      /** @description The sum of the balances of the partner's accounts at the institution in the currency (settled money and posted interest). In major units (e.g. 1250.50), exact to the penny. */
      balance: number;
      /** @description How many of those accounts are not closed (Open or Matured). */
      accountCount: number;
    };
    /**
     * PartnerCurrencyTotal
     * @description What a partner holds in one currency.
     */
    PartnerCurrencyTotal: {
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description The sum over every institution. In major units (e.g. 1250.50), exact to the penny. */
      balance: number;
      /** @description Accounts not closed, over every institution. */
      accountCount: number;
    };
    /** PartnerCredentialChange */
    PartnerCredentialChange: {
      /** @description When. */
      occurredAtUtc: string;
      /** @description The operator who made the change (the audit log names them). */
      operatorName: string;
      /** @description issued: the first credentials, at onboarding; rotated: a new client id, secret and subscription key. */
      action: 'issued' | 'rotated';
      /** @description The client id issued (secrets are never kept). */
      clientId: string;
    };
    /** PartnerSuspensionChange */
    PartnerSuspensionChange: {
      /** @description When. */
      occurredAtUtc: string;
      /** @description The operator who made the change (for a change approved by a second operator, the approver). */
      operatorName: string;
      /** @description What happened. */
      action: 'suspended' | 'reactivated';
      /** @description Why it was suspended; null for a reactivation. */
      reason: string | null;
    };
    /**
     * PartnerSummary
     * @description One partner, its clients, its money per currency and institution, its introducers, and the history of its credentials and suspensions.
     */
    PartnerSummary: {
      partner: components['schemas']['Partner'];
      /** @description The partner's clients: exact up to 10,000; that number when more (see clientCountCapped). */
      clientCount: number;
      /** @description True when the partner has more than 10,000 clients: clientCount is then a floor. */
      clientCountCapped: boolean;
      /** @description The operator API's client list filtered to this partner (GET /operator/clients?financialPartnerId=...). */
      clientsPath: string;
      /** @description The money held, per currency and institution, by currency then institution; an institution where the partner holds nothing and has no account left is left out. Kept as accounts change (docs/partner-holdings.md), never summed over the accounts at each read. */
      holdings: components['schemas']['PartnerHolding'][];
      /** @description The holdings summed per currency, in the same order. */
      totals: components['schemas']['PartnerCurrencyTotal'][];
      /** @description The partner's introducers: exact up to 10,000. */
      introducerCount: number;
      /** @description True when it has more than 10,000. */
      introducerCountCapped: boolean;
      /** @description Its credentials' history from the audit log, newest first (at most 100). */
      credentialHistory: components['schemas']['PartnerCredentialChange'][];
      /** @description Its suspensions and reactivations from the audit log, newest first (at most 100). */
      suspensionHistory: components['schemas']['PartnerSuspensionChange'][];
    };
    /**
     * OperatorBatch
     * @description A partner's batch, as the operator sees it.
     */
    OperatorBatch: {
      /** @description The partner the batch belongs to. */
      financialPartnerId: string;
      /** @description The batch id. */
      instructionBatchId: string;
      /** @description deposit or withdrawal. */
      instructionType: string;
      /** @description Total of the batch. */
      instructionBatchTotalAmount: number;
      /** @description Notice withdrawals in the total. */
      instructionBatchTotalNoticeAmount: number;
      /** @description Open, Locked, Closed or Completed. */
      instructionBatchStatus: string;
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description The working day of the batch. */
      dateToBeActioned: string;
      /** @description Instructions in the batch. */
      instructionCount?: number;
    };
    /** OperatorBatchList */
    OperatorBatchList: {
      /** @description The batches. */
      batches: components['schemas']['OperatorBatch'][];
    };
    /** ReconciliationCheck */
    ReconciliationCheck: {
      /** @description The invariant. */
      name: string;
      /** @description What it states. */
      description: string;
      /** @description True when no row breaks it. */
      ok: boolean;
      /** @description The rows that break it. */
      offending: {
        [key: string]: unknown;
      }[];
    };
    /** Reconciliation */
    Reconciliation: {
      /** @description True when every check passes. */
      ok: boolean;
      /** @description When the checks ran. */
      checkedAt: string;
      /** @description One entry per invariant. */
      checks: components['schemas']['ReconciliationCheck'][];
    };
    /** PlatformClock */
    PlatformClock: {
      /** @description The instant, yyyy-mm-ddThh:mm:ss.fffffff+00:00. */
      now: string;
      /**
       * Format: date
       * @description Its UTC day.
       */
      today: string;
    };
    /**
     * OperatorBatchSummary
     * @description A partner's batch, as the operator sees it.
     */
    OperatorBatchSummary: {
      /** @description The partner the batch belongs to. */
      financialPartnerId: string;
      /** @description The partner's name. */
      financialPartnerName: string | null;
      /** @description The batch id. */
      instructionBatchId: string;
      /** @description deposit or withdrawal. */
      instructionType: string;
      /** @description Total of the batch. In major units (e.g. 1250.50), exact to the penny. */
      instructionBatchTotalAmount: number;
      /** @description Notice withdrawals in the total. In major units (e.g. 1250.50), exact to the penny. */
      instructionBatchTotalNoticeAmount: number;
      /** @description Open, Locked (waiting for the partner), Closed or Completed. */
      instructionBatchStatus: string;
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description The working day of the batch. */
      dateToBeActioned: string;
      /** @description Live (not reverted) instructions in the batch. */
      instructionCount: number;
    };
    /** OperatorOverview */
    OperatorOverview: {
      /** @description The day. */
      date: string;
      /** @description The day's batches grouped by state, type and currency. */
      batches: {
        /** @description The state. */
        instructionBatchStatus: string;
        /** @description deposit or withdrawal. */
        instructionType: string;
        /** @description The currency. */
        currencyCode: string;
        /** @description Batches. */
        batchCount: number;
        /** @description Live instructions in them. */
        instructionCount: number;
        /** @description Their total. In major units (e.g. 1250.50), exact to the penny. */
        totalAmount: number;
      }[];
      /** @description Locked batches: past the cut-off, waiting for the partner's batch-update. */
      waitingForPartner: components['schemas']['OperatorBatchSummary'][];
      /** @description The processing queue. */
      createdQueue: {
        /** @description Requests accepted and not yet processed. */
        count: number;
        /** @description When the oldest of them was accepted. */
        oldestCreatedAtUtc: string | null;
        /** @description How long the oldest has waited (0 when none). */
        lagSeconds: number;
      };
      /** @description Requests rejected on the day. */
      rejectionsToday: number;
      /** @description Requests ever rejected ProcessingFailed (see instruction-requests?failed=true). */
      rejectedAfterProcessingFailures: number;
      /** @description GET /operator/reconciliation in short. */
      reconciliation: {
        /** @description True when every check passes. */
        ok: boolean;
        /** @description The checks that fail. */
        failingChecks: string[];
      };
    };
    /** OperatorBatchPage */
    OperatorBatchPage: {
      batches: components['schemas']['OperatorBatchSummary'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * OperatorInstruction
     * @description An instruction: what an accepted request placed in a batch.
     */
    OperatorInstruction: {
      /** @description The platform id of the instruction (ledger entries name it). */
      instructionId: string;
      /** @description The partner's reference (a platform-made one for maturity payouts). */
      instructionReference: string;
      /** @description The request that made it; null for a maturity payout. */
      requestReference: string | null;
      /** @description The batch it is in. */
      instructionBatchId: string;
      /** @description deposit or withdrawal. */
      instructionType: string;
      /** @description The client. */
      clientReference: string;
      /** @description The portfolio. */
      portfolioId: string;
      /** @description The account; null for a deposit until settlement opens or tops one up. */
      depositAccountId: string | null;
      /** @description The product. */
      productId: string;
      /** @description The product issue. */
      productIssueNumber: number;
      /** @description The amount. In major units (e.g. 1250.50), exact to the penny. */
      amount: number;
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description Live, Reverted or Settled. */
      state: string;
      /** @description A closure (the whole balance). */
      isClosure: boolean;
      /** @description A maturity payout. */
      isMaturity: boolean;
      /** @description A notice withdrawal. */
      isNotice: boolean;
      /** @description When it was made. */
      dateAddedUtc: string;
      /** @description The working day it settles. */
      dateToBeActioned: string;
      /** @description When it settled. */
      settledAtUtc: string | null;
    };
    /** OperatorBatchDetail */
    OperatorBatchDetail: {
      batch: components['schemas']['OperatorBatchSummary'];
      instructions: components['schemas']['OperatorInstruction'][];
    };
    /**
     * OperatorInstructionRequest
     * @description An instruction request, as the operator sees it.
     */
    OperatorInstructionRequest: {
      /** @description The partner. */
      financialPartnerId: string;
      /** @description The partner's name. */
      financialPartnerName: string | null;
      /** @description The partner's reference (lower-cased). */
      instructionReference: string;
      /** @description deposit, withdraw, close-account or revert. */
      requestType: string;
      /** @description The client (accountReference); null for a revert. */
      clientReference: string | null;
      /** @description The amount asked for; null for a closure or revert. */
      amount: number | (never | null);
      /** @description The currency of the instruction it made (or named in a withdrawal); null when unknown (a rejected deposit). */
      currencyCode: string | null;
      /** @description Created, Processed or Rejected. */
      status: string;
      /** @description Why it was rejected. */
      statusReason: string | null;
      /** @description The rejection reason by name (docs/errors.md); null unless Rejected. */
      statusReasonCode: string | null;
      /** @description Failed attempts at processing it alone (see processing failures). */
      processingAttempts: number;
      /** @description When it was accepted. */
      createdAtUtc: string;
      /** @description When it left Created. */
      processedAtUtc: string | null;
    };
    /** OperatorInstructionRequestPage */
    OperatorInstructionRequestPage: {
      instructionRequests: components['schemas']['OperatorInstructionRequest'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * OperatorLedgerEntry
     * @description One money movement on a deposit account (append-only).
     */
    OperatorLedgerEntry: {
      /** @description The ledger entry id (increasing). */
      entryId: string;
      /** @description The account. */
      depositAccountId: string;
      /** @description Deposit, Withdrawal, InterestPosting, ClosurePayout or MaturityPayout. */
      entryType: string;
      /** @description Signed: credits positive, debits negative. In major units (e.g. 1250.50), exact to the penny. */
      amount: number;
      /** @description The business date. */
      businessDate: string;
      /** @description The instruction that caused it; null for interest. */
      instructionId: string | null;
      /** @description When it was written. */
      createdAtUtc: string;
    };
    /** OperatorInstructionStory */
    OperatorInstructionStory: {
      /** @description The request. */
      request: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's name. */
        financialPartnerName: string | null;
        /** @description The partner's reference (lower-cased). */
        instructionReference: string;
        /** @description deposit, withdraw, close-account or revert. */
        requestType: string;
        /** @description The client (accountReference); null for a revert. */
        clientReference: string | null;
        /** @description The amount asked for; null for a closure or revert. */
        amount: number | (never | null);
        /** @description The currency of the instruction it made (or named in a withdrawal); null when unknown (a rejected deposit). */
        currencyCode: string | null;
        /** @description Created, Processed or Rejected. */
        status: string;
        /** @description Why it was rejected. */
        statusReason: string | null;
        /** @description The rejection reason by name (docs/errors.md); null unless Rejected. */
        statusReasonCode: string | null;
        /** @description Failed attempts at processing it alone (see processing failures). */
        processingAttempts: number;
        /** @description When it was accepted. */
        createdAtUtc: string;
        /** @description When it left Created. */
        processedAtUtc: string | null;
        /** @description The request as stored (normalised fields; amounts in minor units). */
        body: unknown;
      };
      /** @description The instruction it made; null when it was rejected or is not processed yet. */
      instruction: components['schemas']['OperatorInstruction'] | (never | null);
      /** @description The batch the instruction is in. */
      batch: components['schemas']['OperatorBatchSummary'] | (never | null);
      /** @description The account it touched; null until settlement opens one for a deposit. */
      account: {
        /** @description The account. */
        depositAccountId: string;
        /** @description Its client. */
        clientReference: string;
        /** @description Its product. */
        productId: string;
        /** @description Open, Matured or Closed. */
        accountStatus: string;
        /** @description Its balance now. In major units (e.g. 1250.50), exact to the penny. */
        amount: number;
        /** @description Its currency. */
        currencyCode: string;
      } | null;
      /** @description The client's bank account a withdrawal, closure or maturity payout pays: the first of the client's accounts in the instruction's currency, as the client's profile has it now. Null for a deposit, and for a payout whose client has no bank account in that currency (nominatedAccountNote says so). */
      nominatedAccount: {
        /** @description The name on the bank account. */
        accountName: string | null;
        /** @description The account number (8 digits). */
        accountNumber: string | null;
        /** @description The sort code (6 digits). */
        sortCode: string | null;
        /** @description The IBAN, when the client gave one. */
        iban: string | null;
        /** @description The BIC, when the client gave one. */
        bic: string | null;
        /** @description The currency of the account: the instruction's. */
        currencyCode: string;
      } | null;
      /** @description Set when a payout has no nominated account: the client has no bank account in its currency (removed after the account was opened, or data from before the rule), so the payment has nowhere to go. */
      nominatedAccountNote: string | null;
      /** @description The ledger entries the instruction caused. */
      ledgerEntries: components['schemas']['OperatorLedgerEntry'][];
    };
    /** OperatorDepositAccount */
    OperatorDepositAccount: {
      account: {
        /** @description The account. */
        depositAccountId: string;
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's name. */
        financialPartnerName: string | null;
        /** @description The client. */
        clientReference: string;
        /** @description The product. */
        productId: string;
        /** @description The issue. */
        productIssueNumber: number;
        /** @description Open, Matured or Closed. */
        accountStatus: string;
        /** @description The currency. */
        currencyCode: string;
        /** @description Business date opened. */
        openedOn: string;
        /** @description Business date closed. */
        closedOn: string | null;
        /** @description The portfolio. */
        portfolioId: string;
        /** @description The issue version at opening. */
        productVersionOnAccountOpen: number;
        /** @description Maturity date of a fixed term. */
        maturesOn: string | null;
        /** @description The settled balance. In major units (e.g. 1250.50), exact to the penny. */
        amount: number;
        /** @description Interest posted so far. In major units (e.g. 1250.50), exact to the penny. */
        interestPaidAmount: number;
        /** @description Accrued, not yet posted interest, rounded half-up to the penny as the Portfolios API shows it. In major units (e.g. 1250.50), exact to the penny. */
        interestAccruedAmount: number;
        /** @description Accrued, not yet posted interest, exact (major units, decimal text). */
        interestAccruedExact: string;
        /** @description The last business date accrued. */
        accruedThrough: string | null;
      };
      /** @description Newest first. */
      ledgerEntries: components['schemas']['OperatorLedgerEntry'][];
      /** @description Newest first. */
      accruals: {
        /** @description The day. */
        accrualDate: string;
        /** @description Interest accrued that day, exact (major units, decimal text). */
        amountExact: string;
        /** @description The net rate that day. */
        netRatePercent: number;
      }[];
      /** @description Newest first. */
      postings: {
        /** @description The posting. */
        postingId: string;
        /** @description The day. */
        postingDate: string;
        /** @description Accrued interest it cleared, exact. */
        accruedExact: string;
        /** @description What it posted (rounded half-up). In major units (e.g. 1250.50), exact to the penny. */
        amount: number;
        /** @description Periodic, Maturity or Closure. */
        reason: string;
        /** @description When it was written. */
        createdAtUtc: string;
      }[];
    };
    /** OperatorStatementBankPayment */
    OperatorStatementBankPayment: {
      /** @description The payment queued. */
      paymentItemId: string;
      /** @description placement (the batch's money for the account's bank: one payment for every deposit of the batch placed there) or payout (to the client). */
      kind: string;
      /** @description What the payment moves (a placement: the whole batch for that bank). In major units (e.g. 1250.50), exact to the penny. */
      amount: number;
      /** @description Why it is held back; null when it is not. */
      heldReason: string | null;
      /** @description The pain.001 file that carries it; null until a payment run issues it. */
      paymentFileId: string | null;
      /** @description The file's message id. */
      messageId: string | null;
      /** @description The line's EndToEndId (what the bank's statement quotes back). */
      endToEndId: string | null;
      /** @description The execution date asked of the bank. */
      executionDate: string | null;
      /** @description queued or held (no file yet), pending (issued, not yet on a statement), posted (booked by the bank) or voided (rejected). */
      state: string;
    };
    /** OperatorStatementMovement */
    OperatorStatementMovement: {
      /** @description The ledger entry. */
      entryId: string;
      /** @description Its business date. */
      businessDate: string;
      /** @description Deposit, Withdrawal, InterestPosting, ClosurePayout or MaturityPayout. */
      entryType: string;
      /** @description Signed: credits positive, debits negative. In major units (e.g. 1250.50), exact to the penny. */
      amount: number;
      /** @description The balance after it. In major units (e.g. 1250.50), exact to the penny. */
      balance: number;
      /** @description When it was written. */
      createdAtUtc: string;
      /** @description The instruction behind it; null for interest. */
      instruction: {
        /** @description The instruction. */
        instructionId: string;
        /** @description The partner's reference (or a platform-made one for a maturity payout). */
        instructionReference: string;
        /** @description The request that made it. */
        requestReference: string | null;
        /** @description Its batch. */
        instructionBatchId: string;
        /** @description The bank payments that moved its money. */
        bankPayments: components['schemas']['OperatorStatementBankPayment'][];
      } | null;
    };
    /** OperatorAccountStatement */
    OperatorAccountStatement: {
      account: {
        /** @description The account. */
        depositAccountId: string;
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's name. */
        financialPartnerName: string | null;
        /** @description The client. */
        clientReference: string;
        /** @description The product. */
        productId: string;
        /** @description The issue. */
        productIssueNumber: number;
        /** @description Open, Matured or Closed. */
        accountStatus: string;
        /** @description The currency. */
        currencyCode: string;
        /** @description Business date opened. */
        openedOn: string;
        /** @description Business date closed. */
        closedOn: string | null;
        /** @description The bank the money is placed with. */
        financialInstitutionId: string | null;
      };
      /** @description First business day. */
      from: string;
      /** @description Last business day. */
      to: string;
      /** @description The balance at the start of `from`. In major units (e.g. 1250.50), exact to the penny. */
      openingBalance: number;
      /** @description The balance at the end of `to`. In major units (e.g. 1250.50), exact to the penny. */
      closingBalance: number;
      /** @description Oldest first. */
      movements: components['schemas']['OperatorStatementMovement'][];
      /** @description True when the range holds more than 1000 movements (closingBalance still counts them all). */
      truncated: boolean;
      /** @description Live instructions for it, oldest first: withdrawals naming it, and deposits of its portfolio into its product issue (placed into it at settlement). */
      pending: {
        /** @description The instruction. */
        instructionId: string;
        /** @description The partner's reference. */
        instructionReference: string;
        /** @description deposit or withdrawal. */
        instructionType: string;
        /** @description The amount (a closure: the balance it will pay out). In major units (e.g. 1250.50), exact to the penny. */
        amount: number;
        /** @description A closure. */
        isClosure: boolean;
        /** @description The working day it settles. */
        dateToBeActioned: string;
        /** @description Its batch. */
        instructionBatchId: string;
        /** @description Bank payments queued for it so far. */
        bankPayments: components['schemas']['OperatorStatementBankPayment'][];
      }[];
      /** @description Accrued, not yet posted interest, rounded half-up to the penny as the Portfolios API shows it. In major units (e.g. 1250.50), exact to the penny. */
      interestAccruedAmount: number;
      /** @description Accrued, not yet posted interest, exact (major units, decimal text). */
      interestAccruedExact: string;
      /** @description The last business date accrued. */
      accruedThrough: string | null;
    };
    /**
     * OperatorClient
     * @description A client, as the operator sees it.
     */
    OperatorClient: {
      /** @description The partner. */
      financialPartnerId: string;
      /** @description The partner's name. */
      financialPartnerName: string | null;
      /** @description The platform client reference. */
      clientReference: string;
      /** @description The partner's own reference. */
      externalReference: string;
      /** @description Individual or Company. */
      clientType: string;
      /** @description First and last name, or the company name. */
      name: string | null;
      /** @description Email address. */
      emailAddress: string | null;
      /** @description The client version. */
      clientVersion: number;
      /** @description When it was registered. */
      createdAtUtc: string | null;
    };
    /** OperatorClientPage */
    OperatorClientPage: {
      clients: components['schemas']['OperatorClient'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** OperatorClientDetail */
    OperatorClientDetail: {
      /** @description The client. */
      client: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's name. */
        financialPartnerName: string | null;
        /** @description The platform client reference. */
        clientReference: string;
        /** @description The partner's own reference. */
        externalReference: string;
        /** @description Individual or Company. */
        clientType: string;
        /** @description First and last name, or the company name. */
        name: string | null;
        /** @description Email address. */
        emailAddress: string | null;
        /** @description The client version. */
        clientVersion: number;
        /** @description When it was registered. */
        createdAtUtc: string | null;
        /** @description The fields as the partner gave them. */
        profile: unknown;
      };
      /** @description Its portfolios with their deposit accounts (PortfolioInformation of the Portfolios API). */
      portfolios: unknown[];
    };
    /** OperatorSearchHit */
    OperatorSearchHit: {
      /** @description What was found. */
      kind: 'partner' | 'client' | 'instruction' | 'batch' | 'account' | 'product' | 'institution' | 'paymentFile';
      /** @description The object's id: a client's clientReference, an instruction request's instructionReference. */
      id: string;
      /** @description Its name where it has one (partner, client, product, institution), else a readable title. */
      label: string;
      /** @description One line more: its type, state, amount or institution. */
      detail: string;
      /** @description The partner it belongs to; null for the catalogue and payment files. */
      financialPartnerId: string | null;
      /** @description That partner's name. */
      financialPartnerName: string | null;
      /** @description The object in the operator API. */
      path: string;
    };
    /** OperatorSearchResult */
    OperatorSearchResult: {
      /** @description The text searched for, trimmed. */
      query: string;
      hits: components['schemas']['OperatorSearchHit'][];
    };
    /** OperatorRequestActionResult */
    OperatorRequestActionResult: {
      /** @description Created (retried) or Rejected. */
      status: string;
      /** @description The reference. */
      instructionReference: string;
      /** @description Why it was rejected. */
      statusReason: string | null;
      /** @description The code of statusReason (ProcessingFailed when the operator rejects), or null. */
      statusReasonCode: string | null;
    };
    /** RejectParkedRequest */
    RejectParkedRequest: {
      /** @description Why: appended to the status reason the partner reads, and kept in the audit log. */
      reason: string;
    };
    /**
     * DocumentReference
     * @description A reference to a document version.
     */
    DocumentReference: {
      /** @description A document of the catalogue file, or already loaded. */
      documentId: string;
      /** @description Default: the latest version. */
      documentVersion?: number;
    };
    /**
     * CatalogueInstitution
     * @description A financial institution, with its id.
     */
    CatalogueInstitution: {
      /** @description The institution id. */
      financialInstitutionId: string;
      /**
       * @description Full name.
       * @example Northbank plc
       */
      financialInstitutionName: string;
      /**
       * @description Short name.
       * @example Northbank
       */
      financialInstitutionShortName: string;
      /**
       * @description Kind of institution (default Bank).
       * @default Bank
       */
      financialInstitutionType: string;
      /**
       * @description Banking group id.
       * @example NORTHERN-GROUP
       */
      financialInstitutionGroupId: string;
      /**
       * @description HH:MM UTC (default: the platform’s BATCH_CUTOFF_UTC). Instructions for its products processed at or after the earlier of this time and the platform’s cut-off join the next working day’s batch.
       * @example 14:00
       */
      paymentBatchCutoffTimeUTC?: string;
      /** @description FSCS protected. */
      isFscsProtected: boolean;
      /**
       * @description Sharia-compliant (default false).
       * @default false
       */
      isSharia: boolean;
      /**
       * Format: country-alpha3
       * @description ISO 3166-1 alpha-3 country code.
       * @example GBR
       */
      countryCode: string;
      /** @description The institution’s own documents (at most one per type), from the file’s documents. Present: they become exactly the institution’s documents. Absent: its documents stay as they are. */
      documents?: components['schemas']['DocumentReference'][];
    };
    /**
     * DocumentContent
     * @description A document’s bytes in one media type.
     */
    DocumentContent: {
      /**
       * @description The media type of these bytes: a product document is a PDF, plain text or Markdown. Nothing a browser would run (HTML, SVG, scripts) is accepted, since documents are served from the API’s own origin.
       * @example application/pdf
       */
      contentType: 'application/pdf' | 'text/plain' | 'text/markdown';
      /** @description The bytes, base64-encoded (at most 32 MiB of text, the body limit of the routes that take documents). */
      data: string;
    };
    /**
     * CatalogueDocument
     * @description A document of the catalogue file. List several versions of one document oldest first.
     */
    CatalogueDocument: {
      /** @description The document id. */
      documentId: string;
      /** @description The version these bytes are. Absent: they become the next version unless they equal the latest. Present: an existing version must have the same bytes (409 otherwise); a new one must be the next number. */
      documentVersion?: number;
      /**
       * @description ProductTermsAndConditions, DepositInformation or PlatformTerms.
       * @enum {string}
       */
      documentType: 'ProductTermsAndConditions' | 'DepositInformation' | 'PlatformTerms';
      /** @description A title for people. */
      title: string;
      /** @description The document in each media type offered, preferred first. */
      contents: components['schemas']['DocumentContent'][];
    };
    /**
     * IssueVersionTerms
     * @description The terms of an issue version.
     */
    IssueVersionTerms: {
      /**
       * @description Headline gross rate, percent a year, at most 4 decimal places.
       * @example 4.5
       */
      ratePercent: number;
      /**
       * @description AER in percent; computed from the rate and payment frequency (2 decimal places) when absent.
       * @example 4.5
       */
      aer?: number;
      /**
       * Format: money
       * @description Minimum deposit per account.
       * @example 1000
       */
      depositPerAccountMinimum: number;
      /**
       * Format: money
       * @description Maximum deposit per account.
       * @example 250000
       */
      depositPerAccountMaximum: number;
      /**
       * @description True when the version accepts no new deposits (default false).
       * @default false
       */
      isClosedToNewAccounts: boolean;
      /** @description Documents this version carries (at most one per type). */
      documents?: components['schemas']['DocumentReference'][];
    };
    /**
     * CatalogueIssue
     * @description An issue and its version history.
     */
    CatalogueIssue: {
      /** @description The issue number. */
      productIssueNumber: number;
      /** @description Platform margin (default PLATFORM_MARGIN_PERCENT). */
      marginPercent?: number;
      /** @description The versions, oldest first: element i is version i+1. Loaded versions are immutable; extra elements are added as new versions. */
      versions: components['schemas']['IssueVersionTerms'][];
    };
    /**
     * CatalogueProduct
     * @description A product, with its issues.
     */
    CatalogueProduct: {
      /** @description The product id. */
      productId: string;
      /**
       * @description Display name.
       * @example Northbank 12 Month Fixed Rate Bond
       */
      productName: string;
      /** @description The institution offering it. */
      financialInstitutionId: string;
      /**
       * @description FixedTerm, InstantAccess or Notice.
       * @enum {string}
       */
      productTermType: 'FixedTerm' | 'InstantAccess' | 'Notice';
      /** @description Term length (fixed term only; 0 otherwise). */
      termLength: number;
      /**
       * @description Day, Month, Year; NoTerm for instant access only.
       * @enum {string}
       */
      termLengthUnit: 'Day' | 'Month' | 'Year' | 'NoTerm';
      /**
       * @description Notice period for withdrawals (notice products only need one).
       * @default 0
       */
      noticeLength: number;
      /**
       * @description Day, Month, Year; NoNotice for fixed term and instant access only.
       * @enum {string}
       */
      noticeLengthUnit: 'Day' | 'Month' | 'Year' | 'NoNotice';
      /**
       * @description GBP, EUR or USD.
       * @enum {string}
       */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /**
       * @description AtMaturity (fixed term only) or Daily.
       * @enum {string}
       */
      interestPaidType: 'AtMaturity' | 'Daily';
      /**
       * @description Payment plan (default NoPaysPlan).
       * @default NoPaysPlan
       */
      interestPaysPlan: string;
      /**
       * @description Month, Daily, Quarter or Year.
       * @enum {string}
       */
      interestPaysFrequency: 'Month' | 'Daily' | 'Quarter' | 'Year';
      /**
       * @description Partner roles that see the product; empty (the default) means every role.
       * @default []
       */
      offeredToRoles: ('pension' | 'wealth' | 'institution')[];
      /**
       * @description Issues of the product.
       * @default []
       */
      issues: components['schemas']['CatalogueIssue'][];
    };
    /**
     * Catalogue
     * @description A whole catalogue. Loading it is all-or-nothing and idempotent.
     */
    Catalogue: {
      /**
       * @description Institutions, created or updated.
       * @default []
       */
      financialInstitutions: components['schemas']['CatalogueInstitution'][];
      /**
       * @description Documents that issue versions refer to.
       * @default []
       */
      documents: components['schemas']['CatalogueDocument'][];
      /**
       * @description Products, created or updated, with their issues.
       * @default []
       */
      products: components['schemas']['CatalogueProduct'][];
    };
    /**
     * CatalogueLoadResult
     * @description What the load changed; all zero when the file was already loaded.
     */
    CatalogueLoadResult: {
      /** @description Institutions created. */
      institutionsCreated: number;
      /** @description Institutions changed (new institution version). */
      institutionsUpdated: number;
      /** @description Products created. */
      productsCreated: number;
      /** @description Products whose name or roles changed. */
      productsUpdated: number;
      /** @description Issues created. */
      issuesCreated: number;
      /** @description Issue versions published. */
      issueVersionsAdded: number;
      /** @description Document versions stored. */
      documentVersionsAdded: number;
    };
    /**
     * FinancialInstitutionDefinition
     * @description A financial institution.
     */
    FinancialInstitutionDefinition: {
      /**
       * @description Full name.
       * @example Northbank plc
       */
      financialInstitutionName: string;
      /**
       * @description Short name.
       * @example Northbank
       */
      financialInstitutionShortName: string;
      /**
       * @description Kind of institution (default Bank).
       * @default Bank
       */
      financialInstitutionType: string;
      /**
       * @description Banking group id.
       * @example NORTHERN-GROUP
       */
      financialInstitutionGroupId: string;
      /**
       * @description HH:MM UTC (default: the platform’s BATCH_CUTOFF_UTC). Instructions for its products processed at or after the earlier of this time and the platform’s cut-off join the next working day’s batch.
       * @example 14:00
       */
      paymentBatchCutoffTimeUTC?: string;
      /** @description FSCS protected. */
      isFscsProtected: boolean;
      /**
       * @description Sharia-compliant (default false).
       * @default false
       */
      isSharia: boolean;
      /**
       * Format: country-alpha3
       * @description ISO 3166-1 alpha-3 country code.
       * @example GBR
       */
      countryCode: string;
    };
    /**
     * InstitutionUpserted
     * @description The institution after the change.
     */
    InstitutionUpserted: {
      /** @description The institution id. */
      financialInstitutionId: string;
      /** @description Its version after the change. */
      financialInstitutionVersion: number;
      /** @description True when it did not exist before. */
      created: boolean;
    };
    /**
     * NewInstitutionDocument
     * @description A new document version for the institution (replacing its document of that type).
     */
    NewInstitutionDocument: {
      /** @description Default: {financialInstitutionId}-{documentType}. */
      documentId?: string;
      /**
       * @description ProductTermsAndConditions, DepositInformation or PlatformTerms.
       * @enum {string}
       */
      documentType: 'ProductTermsAndConditions' | 'DepositInformation' | 'PlatformTerms';
      /** @description A title for people. */
      title: string;
      /** @description The document in each media type offered, preferred first. */
      contents: components['schemas']['DocumentContent'][];
    };
    /**
     * StoredInstitutionDocument
     * @description The uploaded document version and the institution that carries it.
     */
    StoredInstitutionDocument: {
      /** @description The document id. */
      documentId: string;
      /** @description The document version the institution now carries. */
      documentVersion: number;
      /** @description The document type. */
      documentType: string;
      /** @description Its media types. */
      contentTypes: string[];
      /** @description False when the bytes equalled the latest version, which was reused. */
      created: boolean;
      /** @description The institution id. */
      financialInstitutionId: string;
      /** @description The institution’s version after the upload (a changed document makes a new one). */
      financialInstitutionVersion: number;
    };
    /**
     * ProductDefinition
     * @description A product definition (its issues are managed separately).
     */
    ProductDefinition: {
      /**
       * @description Display name.
       * @example Northbank 12 Month Fixed Rate Bond
       */
      productName: string;
      /** @description The institution offering it. */
      financialInstitutionId: string;
      /**
       * @description FixedTerm, InstantAccess or Notice.
       * @enum {string}
       */
      productTermType: 'FixedTerm' | 'InstantAccess' | 'Notice';
      /** @description Term length (fixed term only; 0 otherwise). */
      termLength: number;
      /**
       * @description Day, Month, Year; NoTerm for instant access only.
       * @enum {string}
       */
      termLengthUnit: 'Day' | 'Month' | 'Year' | 'NoTerm';
      /**
       * @description Notice period for withdrawals (notice products only need one).
       * @default 0
       */
      noticeLength: number;
      /**
       * @description Day, Month, Year; NoNotice for fixed term and instant access only.
       * @enum {string}
       */
      noticeLengthUnit: 'Day' | 'Month' | 'Year' | 'NoNotice';
      /**
       * @description GBP, EUR or USD.
       * @enum {string}
       */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /**
       * @description AtMaturity (fixed term only) or Daily.
       * @enum {string}
       */
      interestPaidType: 'AtMaturity' | 'Daily';
      /**
       * @description Payment plan (default NoPaysPlan).
       * @default NoPaysPlan
       */
      interestPaysPlan: string;
      /**
       * @description Month, Daily, Quarter or Year.
       * @enum {string}
       */
      interestPaysFrequency: 'Month' | 'Daily' | 'Quarter' | 'Year';
      /**
       * @description Partner roles that see the product; empty (the default) means every role.
       * @default []
       */
      offeredToRoles: ('pension' | 'wealth' | 'institution')[];
    };
    /**
     * Upserted
     * @description Created or updated.
     */
    Upserted: {
      /** @description True when it did not exist before. */
      created: boolean;
    };
    /**
     * CatalogueProductView
     * @description The product as partners see it, plus what only the operator sees.
     */
    CatalogueProductView: {
      /**
       * @description The product id.
       * @example FT12-GBP-NORTHBANK
       */
      productId: string;
      /**
       * @description The product’s display name.
       * @example Northbank 12 Month Fixed Rate Bond
       */
      productName: string;
      /**
       * @description FixedTerm, InstantAccess or Notice.
       * @example FixedTerm
       */
      productTermType: string;
      /**
       * @description Day, Month, Year, or NoTerm (instant access only).
       * @example Month
       */
      termLengthUnit: string;
      /**
       * @description Term length for a fixed term; 0 otherwise.
       * @example 12
       */
      termLength: number;
      /**
       * @description Day, Month, Year, or NoNotice (fixed term and instant access only).
       * @example NoNotice
       */
      noticeLengthUnit: string;
      /**
       * @description Notice period required for withdrawals; 0 when none.
       * @example 0
       */
      noticeLength: number;
      /** @description Every version of every issue, one element per version, ordered by productIssueNumber then productIssueVersionNumber (oldest first); the last element of an issue is its current version. */
      productIssues: components['schemas']['ProductIssue'][];
      financialInstitution: components['schemas']['FinancialInstitution'];
      /**
       * @description ISO-4217 currency code.
       * @example GBP
       */
      currencyCode: string;
      /**
       * @description AtMaturity or Daily (interest accrues daily and is paid as interestPaysFrequency says).
       * @example AtMaturity
       */
      interestPaidType: string;
      /**
       * @description Payment plan; NoPaysPlan.
       * @example NoPaysPlan
       */
      interestPaysPlan: string;
      /**
       * @description How often interest is paid: Month, Daily, Quarter or Year.
       * @example Month
       */
      interestPaysFrequency: string;
      /** @description Specific payment dates; always empty. */
      interestPaysSpecificDates: string[];
      /**
       * @description When the product, its issues, institution or documents last changed.
       * @example 2026-03-02T09:00:00.0000000+00:00
       */
      dateLastUpdatedUTC: string;
      /** @description Roles it is offered to; empty means all. */
      offeredToRoles: string[];
      /** @description The platform margin of each issue. */
      issueMargins: {
        /** @description The issue number. */
        productIssueNumber: number;
        /** @description The platform margin of the issue, percentage points. */
        marginPercent: number;
      }[];
    };
    /**
     * NewProductIssue
     * @description A new issue and its first version.
     */
    NewProductIssue: {
      /**
       * @description Platform margin in percentage points (default PLATFORM_MARGIN_PERCENT).
       * @example 0.25
       */
      marginPercent?: number;
      /**
       * @description Headline gross rate, percent a year, at most 4 decimal places.
       * @example 4.5
       */
      ratePercent: number;
      /**
       * @description AER in percent; computed from the rate and payment frequency (2 decimal places) when absent.
       * @example 4.5
       */
      aer?: number;
      /**
       * Format: money
       * @description Minimum deposit per account.
       * @example 1000
       */
      depositPerAccountMinimum: number;
      /**
       * Format: money
       * @description Maximum deposit per account.
       * @example 250000
       */
      depositPerAccountMaximum: number;
      /**
       * @description True when the version accepts no new deposits (default false).
       * @default false
       */
      isClosedToNewAccounts: boolean;
      /** @description Documents this version carries (at most one per type). */
      documents?: components['schemas']['DocumentReference'][];
    };
    /**
     * IssueVersionKey
     * @description An issue version.
     */
    IssueVersionKey: {
      /** @description The product id. */
      productId: string;
      /** @description The issue number. */
      productIssueNumber: number;
      /** @description The version now current. */
      productIssueVersionNumber: number;
    };
    /** OperatorProductIssueHistory */
    OperatorProductIssueHistory: {
      /** @description The product. */
      productId: string;
      /** @description Its issues. */
      issues: {
        /** @description The issue. */
        productIssueNumber: number;
        /** @description Its current version. */
        currentVersion: number;
        /** @description The platform margin now. */
        marginPercent: number;
        /** @description Newest first. */
        versions: {
          /** @description The version. */
          version: number;
          /** @description Gross rate. */
          ratePercent: number;
          /** @description AER. */
          aerPercent: number;
          /** @description Minimum deposit. */
          depositMinimum: number;
          /** @description Maximum deposit. */
          depositMaximum: number;
          /** @description Closed to new accounts. */
          isClosedToNewAccounts: boolean;
          /** @description When it was published. */
          publishedAtUtc: string;
        }[];
      }[];
    };
    /**
     * NewProductIssueVersionRequest
     * @description Changes for a new issue version; what is absent is carried over from the current version.
     */
    NewProductIssueVersionRequest: {
      /** @description A new margin for the issue, in percentage points. */
      marginPercent?: number;
      /**
       * @description New headline rate (default: unchanged).
       * @example 4.5
       */
      ratePercent?: number;
      /**
       * @description New AER (default: computed from the rate).
       * @example 4.5
       */
      aer?: number;
      /**
       * Format: money
       * @description New minimum deposit (default: unchanged).
       * @example 1000
       */
      depositPerAccountMinimum?: number;
      /**
       * Format: money
       * @description New maximum deposit (default: unchanged).
       * @example 250000
       */
      depositPerAccountMaximum?: number;
      /** @description Default: unchanged. */
      isClosedToNewAccounts?: boolean;
      /** @description Documents of the new version (default: those of the current version). */
      documents?: components['schemas']['DocumentReference'][];
      /**
       * Format: date-time
       * @description Schedule the change: it applies at this instant (later than now, at most 366 days ahead) once another admin has approved it. Absent: when approved.
       */
      effectiveAt?: string;
    };
    /**
     * NewProductDocument
     * @description A new document version, attached to the current version of the issue (replacing its document of that type).
     */
    NewProductDocument: {
      /** @description Default: {productId}-{issueNumber}-{documentType}. */
      documentId?: string;
      /**
       * @description ProductTermsAndConditions, DepositInformation or PlatformTerms.
       * @enum {string}
       */
      documentType: 'ProductTermsAndConditions' | 'DepositInformation' | 'PlatformTerms';
      /** @description A title for people. */
      title: string;
      /** @description The document in each media type offered, preferred first. */
      contents: components['schemas']['DocumentContent'][];
    };
    /**
     * StoredDocument
     * @description The uploaded document version and where it is attached.
     */
    StoredDocument: {
      /** @description The document id. */
      documentId: string;
      /** @description The document version attached. */
      documentVersion: number;
      /** @description The document type. */
      documentType: string;
      /** @description Its media types. */
      contentTypes: string[];
      /** @description False when the bytes equalled the latest version, which was reused. */
      created: boolean;
      /** @description The product id. */
      productId: string;
      /** @description The issue number. */
      productIssueNumber: number;
      /** @description The issue version it is attached to (the current one). */
      productIssueVersionNumber: number;
    };
    /** ChangeProposalList */
    ChangeProposalList: {
      proposals: components['schemas']['ChangeProposal'][];
      /** @description Whether changes to money need a second admin here (FOUR_EYES). */
      fourEyes: boolean;
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** ApprovedProposal */
    ApprovedProposal: {
      proposal: components['schemas']['ChangeProposal'];
      /** @description What the change answered, when it applied now: as its endpoint answers it (a new admin key’s key is here, once: hand it to its holder). */
      result?: unknown;
    };
    /** ProposalDecisionReason */
    ProposalDecisionReason: {
      /** @description Why: kept with the proposal and in the audit log. */
      reason: string;
    };
    /** OperatorInstitution */
    OperatorInstitution: {
      /** @description The institution id. */
      financialInstitutionId: string;
      /** @description Its name. */
      name: string;
      /** @description Its short name. */
      shortName: string;
      /** @description ISO country. */
      countryCode: string;
      /** @description FSCS protected. */
      isFscsProtected: boolean;
      /** @description Its version (each change adds one; the audit log holds each change). */
      financialInstitutionVersion: number;
      /** @description Products it offers. */
      productCount: number;
      /** @description Last change. */
      updatedAtUtc: string;
    };
    /** OperatorInstitutionPage */
    OperatorInstitutionPage: {
      institutions: components['schemas']['OperatorInstitution'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** OperatorProductSummary */
    OperatorProductSummary: {
      /** @description The product id. */
      productId: string;
      /** @description Its name. */
      name: string;
      /** @description Its institution. */
      financialInstitutionId: string;
      /** @description FixedTerm, InstantAccess or Notice. */
      productTermType: string;
      /** @description Its currency. */
      currencyCode: string;
      /** @description Roles it is offered to; empty means all. */
      offeredToRoles: string[];
      /** @description Its issues, current version each. */
      issues: {
        /** @description The issue. */
        productIssueNumber: number;
        /** @description Its current version. */
        currentVersion: number;
        /** @description The gross rate of the current version. */
        ratePercent: number;
        /** @description The platform margin. */
        marginPercent: number;
        /** @description Closed to new accounts. */
        isClosedToNewAccounts: boolean;
      }[];
    };
    /** OperatorProductPage */
    OperatorProductPage: {
      products: components['schemas']['OperatorProductSummary'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * BankHoliday
     * @description An England-and-Wales bank holiday.
     */
    BankHoliday: {
      /** @description The date. */
      date: string;
      /** @description Its name. */
      name: string;
    };
    /** BankHolidays */
    BankHolidays: {
      year: number;
      bankHolidays: components['schemas']['BankHoliday'][];
    };
    /**
     * StoredCalendarChange
     * @description A one-off change kept by the operator.
     */
    StoredCalendarChange: {
      /** @description The date changed. */
      date: string;
      /** @description add: the date is a bank holiday; remove: the standing rules’ holiday on that date is not (it moved, say). */
      change: 'add' | 'remove';
      /** @description The holiday’s name (for a removal, the one removed). */
      name: string;
      /** @description When the operator made it. */
      changedAtUtc: string;
    };
    /** CalendarChanges */
    CalendarChanges: {
      changes: components['schemas']['StoredCalendarChange'][];
    };
    /** CalendarChangeInput */
    CalendarChangeInput: {
      /** @description add: the date is a bank holiday; remove: the standing rules’ holiday on that date is not (it moved, say). */
      change: 'add' | 'remove';
      /** @description The holiday’s name, or why it is removed. */
      name: string;
    };
    /**
     * PublishedBankHolidays
     * @description The published list.
     */
    PublishedBankHolidays: {
      [key: string]: unknown;
    };
    /**
     * CalendarChange
     * @description A one-off change to the standing rules.
     */
    CalendarChange: {
      /** @description The date changed. */
      date: string;
      /** @description add: the date is a bank holiday; remove: the standing rules’ holiday on that date is not (it moved, say). */
      change: 'add' | 'remove';
      /** @description The holiday’s name (for a removal, the one removed). */
      name: string;
    };
    /** BankHolidayImport */
    BankHolidayImport: {
      /** @description The years the list covers. */
      years: number[];
      /** @description The changes now in force for them. */
      changes: components['schemas']['CalendarChange'][];
    };
    /** ListedFscsLimit */
    ListedFscsLimit: {
      /** @description The first business date it is in force. */
      effectiveFrom: string;
      /**
       * @description The limit per eligible person per banking group, in GBP major units.
       * @example 120000
       */
      limitAmount: number;
      /** @description When it was last set. */
      changedAtUtc: string;
      /** @description In force today. */
      inForce: boolean;
    };
    /** FscsLimits */
    FscsLimits: {
      limits: components['schemas']['ListedFscsLimit'][];
    };
    /** FscsLimitInput */
    FscsLimitInput: {
      /**
       * Format: money
       * @description The limit in GBP major units, at most 2 decimal places.
       * @example 150000
       */
      limitAmount: number;
    };
    /**
     * FscsLimitEntry
     * @description The FSCS limit from a date.
     */
    FscsLimitEntry: {
      /** @description The first business date it is in force. */
      effectiveFrom: string;
      /**
       * @description The limit per eligible person per banking group, in GBP major units.
       * @example 120000
       */
      limitAmount: number;
      /** @description When it was last set. */
      changedAtUtc: string;
    };
    /**
     * BookAccount
     * @description A ledger account of the books other than a deposit account.
     */
    BookAccount: {
      /**
       * @description '{currency}:{kind}' or '{currency}:{kind}:{owner}'.
       * @example GBP:placed:N32-GBP-NORTHBANK
       */
      accountCode: string;
      /**
       * @description ISO-4217 currency.
       * @example GBP
       */
      currencyCode: string;
      /** @description Client money, or the platform's own. */
      book: 'client-money' | 'house';
      /** @description What the account is (docs/bank-side.md). */
      kind: 'hub' | 'transit-out' | 'transit-in' | 'placed' | 'partner' | 'client-payout' | 'suspense' | 'interest-receivable' | 'margin-income';
      /** @description The institution, partner or client; null for hub, suspense and margin income. */
      ownerId: string | null;
      /**
       * @description Sum of its legs in posted transfers: positive is owed, negative is held or receivable. In major units, signed.
       * @example 1250.5
       */
      postedBalance: number;
      /**
       * @description Sum of its legs in transfers waiting for a bank. In major units, signed.
       * @example 1250.5
       */
      pendingBalance: number;
    };
    /** BookAccounts */
    BookAccounts: {
      accounts: components['schemas']['BookAccount'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * Transfer
     * @description One balanced movement of money.
     */
    Transfer: {
      /** @description The transfer id. */
      transferId: string;
      /** @description Its currency (every leg is in it). */
      currencyCode: string;
      /** @description opening, deposit-settlement, withdrawal-settlement, interest-posting, margin-accrual or movement. */
      kind: string;
      state: 'pending' | 'posted' | 'voided';
      /** @description The business date it belongs to. */
      businessDate: string;
      /** @description The date the bank booked it (the statement entry's booking date), its business date when no bank books it, or the day it was voided; null while pending. The client-money reconciliation of a day reads the books by this date. */
      bookingDate: string | null;
      description: string;
      createdAtUtc: string;
      /** @description When it was posted or voided; null while pending. */
      resolvedAtUtc: string | null;
      /** @description Its legs on the books' accounts; the deposit accounts' legs are their ledger entries (the operator's account view). */
      legs: {
        accountCode: string;
        /**
         * @description The leg: positive a credit, negative a debit. In major units, signed.
         * @example 1250.5
         */
        amount: number;
      }[];
    };
    /** MarginIncomeRow */
    MarginIncomeRow: {
      /** @description The institution. */
      financialInstitutionId: string;
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description YYYY-MM. */
      month: string;
      /**
       * @description The margin booked that month. In major units, signed.
       * @example 1250.5
       */
      marginAmount: number;
    };
    /** MarginIncome */
    MarginIncome: {
      from: string;
      to: string;
      income: components['schemas']['MarginIncomeRow'][];
    };
    /**
     * StatementRead
     * @description The last bank statement read for the account: where the next one must start.
     */
    StatementRead: {
      /** @description The statement’s id (camt.053 Stmt/Id). */
      statementId: string;
      /**
       * @description Its electronic sequence number (ElctrncSeqNb): the next statement’s must be higher.
       * @example 42
       */
      sequenceNumber: number;
      /**
       * @description Its closing booked balance in major units: the next statement opens with it.
       * @example 1250000.5
       */
      closingBalance: number;
      /** @description The date of the closing balance, YYYY-MM-DD. */
      closingDate: string;
      /** @description When the platform read it. */
      readAtUtc: string;
    };
    /**
     * ClientMoneyAccount
     * @description The platform’s client-money bank account of a currency ("hub"): what clients’ money passes through.
     */
    ClientMoneyAccount: {
      /**
       * @description ISO-4217 currency code: GBP, EUR or USD.
       * @example GBP
       */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /** @description The account’s name at the bank. */
      accountName: string;
      /** @description The bank that holds it. */
      bankName: string;
      /** @description The sort code, 6 digits (GBP); null otherwise. */
      sortCode: string | null;
      /** @description The account number, 8 digits (GBP); null otherwise. */
      accountNumber: string | null;
      /** @description The IBAN, upper case without spaces; null for a GBP account without one. */
      iban: string | null;
      /** @description The BIC; null for a GBP account without one. */
      bic: string | null;
      /** @description The date the bank countersigned the client-money acknowledgement letter, YYYY-MM-DD; null until it has. */
      acknowledgementCountersignedOn: string | null;
      /** @description Whether payment files may use the account: true once its acknowledgement date is set. */
      payable: boolean;
      /** @description When it was last set. */
      updatedAtUtc: string;
      /** @description The platform’s customer id at the bank (InitgPty/Id/OrgId/Othr/Id); null when not set. */
      initiatingPartyId: string | null;
      /** @description GBP: the UK clearing its files ask for; null: Faster Payments. */
      ukPaymentScheme: ('faster-payments' | 'bacs' | 'chaps') | (never | null);
      /** @description The platform’s address in its files (Dbtr/PstlAdr); null: none, a EUR file from outside the EEA then names the account’s country alone. */
      postalAddress: {
        country: string;
        townName: string | null;
        postCode: string | null;
        addressLines: string[];
      } | null;
      /** @description HH:MM UTC: the bank’s same-day cut-off; null: every file executes on its run’s date. */
      sameDayCutOffUtc: string | null;
      /** @description The last statement read; null until the first. */
      lastStatementRead: components['schemas']['StatementRead'] | (never | null);
    };
    /** ClientMoneyAccounts */
    ClientMoneyAccounts: {
      /** @description The accounts that are set, GBP, EUR, USD in that order. */
      accounts: components['schemas']['ClientMoneyAccount'][];
      /** @description The currencies the platform has no account in yet: no payment runs in them. */
      currenciesWithoutAccount: ('GBP' | 'EUR' | 'USD')[];
    };
    /**
     * PostalAddressInput
     * @description The platform’s address as its payment files name it (Dbtr/PstlAdr).
     */
    PostalAddressInput: {
      /**
       * @description ISO 3166 alpha-2 country code, e.g. GB.
       * @example GB
       */
      country: string;
      /**
       * @description TwnNm: at most 35 characters.
       * @example London
       */
      townName?: string;
      /**
       * @description PstCd: at most 16 characters.
       * @example EC2R 8AH
       */
      postCode?: string;
      /**
       * @description AdrLine: at most 2 lines (the EPC’s limit) of 70 characters.
       * @example [
       *       "1 Threadneedle Street"
       *     ]
       */
      addressLines?: string[];
    };
    /**
     * ClientMoneyAccountInput
     * @description The platform’s client-money account, replaced whole: a bank account (GBP sort code and number, EUR and USD IBAN and BIC) and how its payment files are written (each setting left out: none).
     */
    ClientMoneyAccountInput: {
      /**
       * @description The account’s name at the bank.
       * @example Savings Platform Ltd Client Money Account
       */
      accountName: string;
      /**
       * @description The bank that holds the account.
       * @example Barclays Bank UK PLC
       */
      bankName: string;
      /**
       * @description GBP only, and required there: the sort code, 6 digits, with or without hyphens (12-34-56 or 123456).
       * @example 20-00-00
       */
      sortCode?: string;
      /**
       * @description GBP only, and required there: the account number, 8 digits.
       * @example 55779911
       */
      accountNumber?: string;
      /**
       * @description Required for EUR and USD; for GBP optional, unless the institution’s files use the bban or iban form (a GB IBAN must then agree with the sort code and number). Checked by its country’s length and its mod-97 check digits; spaces allowed.
       * @example GB33BUKB20000055779911
       */
      iban?: string;
      /**
       * @description Required for EUR and USD, optional for GBP: the bank’s BIC, 8 or 11 characters.
       * @example BUKBGB22
       */
      bic?: string;
      /** @description The acknowledgement letter’s countersigned date, or null to clear it. Left out: kept while the account at the bank stays the same, cleared when its sort code, number or IBAN changes (the letter named the old account). */
      acknowledgementCountersignedOn?: string | (never | null);
      /**
       * @description The platform’s customer id at its bank, written as GrpHdr/InitgPty/Id/OrgId/Othr/Id (HSBC, Barclays and NatWest Bankline ask for it): at most 35 characters of the SWIFT set. Left out: none, the files name the initiating party by name only.
       * @example SAVPLAT001
       */
      initiatingPartyId?: string;
      /**
       * @description GBP only: the UK clearing the platform’s payment files from the account ask for (PmtTpInf: faster-payments SvcLvl NURG and LclInstrm/Prtry FPS, the default; bacs NURG and BACS; chaps URGP and CHAPS). A Faster Payments or Bacs reference is cut to 18 characters.
       * @example faster-payments
       */
      ukPaymentScheme?: 'faster-payments' | 'bacs' | 'chaps';
      postalAddress?: components['schemas']['PostalAddressInput'];
      /**
       * @description HH:MM UTC: the bank’s cut-off for same-day execution (EUR and USD; CHAPS too). A file made at or after it, or on a day that is not a working day, executes on the next working day. Left out: none, every file executes on its payment run’s date.
       * @example 13:00
       */
      sameDayCutOffUtc?: string;
    };
    /**
     * AcknowledgementInput
     * @description When the acknowledgement letter was countersigned.
     */
    AcknowledgementInput: {
      /**
       * Format: date
       * @description The date the bank countersigned the account’s client-money acknowledgement letter (CASS 7), YYYY-MM-DD: not after today.
       * @example 2026-01-05
       */
      countersignedOn: string;
    };
    /**
     * InstitutionBankAccount
     * @description Where an institution receives the money placed with it in one currency.
     */
    InstitutionBankAccount: {
      /** @description The institution. */
      financialInstitutionId: string;
      /**
       * @description ISO-4217 currency code: GBP, EUR or USD.
       * @example GBP
       */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /** @description The account’s name at the bank. */
      accountName: string;
      /** @description The bank that holds it. */
      bankName: string;
      /** @description The sort code, 6 digits (GBP); null otherwise. */
      sortCode: string | null;
      /** @description The account number, 8 digits (GBP); null otherwise. */
      accountNumber: string | null;
      /** @description The IBAN, upper case without spaces; null for a GBP account without one. */
      iban: string | null;
      /** @description The BIC; null for a GBP account without one. */
      bic: string | null;
      /** @description The date the bank countersigned the client-money acknowledgement letter, YYYY-MM-DD; null until it has. */
      acknowledgementCountersignedOn: string | null;
      /** @description Whether payment files may use the account: true once its acknowledgement date is set. */
      payable: boolean;
      /** @description When it was last set. */
      updatedAtUtc: string;
      /** @description The last statement read of the money placed there (its camt.053); null until the first. */
      lastStatementRead: components['schemas']['StatementRead'] | (never | null);
    };
    /**
     * InstitutionBankSettings
     * @description How an institution’s payment files are written, and where they pay it.
     */
    InstitutionBankSettings: {
      /**
       * @description The institution.
       * @example NORTHBANK
       */
      financialInstitutionId: string;
      /** @description Its name. */
      financialInstitutionName: string;
      /**
       * @description How the institution’s GBP account is written in its payment files: sort-code-and-number (the sort code in ClrSysMmbId, GBDSC, and the 8-digit number in Othr; the default), bban (the UK BBAN: bank code, sort code, number) or iban. bban and iban need the account’s IBAN.
       * @example sort-code-and-number
       */
      ukAccountForm: 'sort-code-and-number' | 'bban' | 'iban';
      /**
       * @description The pain.001 version of the institution’s payment files: pain.001.001.09 (the default) or pain.001.001.03 where its bank needs it.
       * @example pain.001.001.09
       */
      pain001Version: 'pain.001.001.09' | 'pain.001.001.03';
      /** @description When the settings were last set; null while they are the defaults. */
      settingsUpdatedAtUtc: string | null;
      /** @description Its receiving accounts, GBP, EUR, USD in that order (those that are set). */
      accounts: components['schemas']['InstitutionBankAccount'][];
    };
    /** InstitutionBankSettingsList */
    InstitutionBankSettingsList: {
      /** @description Every institution of the catalogue, by id. */
      institutions: components['schemas']['InstitutionBankSettings'][];
    };
    /**
     * InstitutionBankSettingsInput
     * @description What changes; a setting left out stays as it is.
     */
    InstitutionBankSettingsInput: {
      /**
       * @description How the institution’s GBP account is written in its payment files: sort-code-and-number (the sort code in ClrSysMmbId, GBDSC, and the 8-digit number in Othr; the default), bban (the UK BBAN: bank code, sort code, number) or iban. bban and iban need the account’s IBAN.
       * @example sort-code-and-number
       */
      ukAccountForm?: 'sort-code-and-number' | 'bban' | 'iban';
      /**
       * @description The pain.001 version of the institution’s payment files: pain.001.001.09 (the default) or pain.001.001.03 where its bank needs it.
       * @example pain.001.001.09
       */
      pain001Version?: 'pain.001.001.09' | 'pain.001.001.03';
    };
    /**
     * BankAccountInput
     * @description A bank account, replaced whole. Which identifiers it needs depends on its currency: GBP sort code and number, EUR and USD IBAN and BIC.
     */
    BankAccountInput: {
      /**
       * @description The account’s name at the bank.
       * @example Savings Platform Ltd Client Money Account
       */
      accountName: string;
      /**
       * @description The bank that holds the account.
       * @example Barclays Bank UK PLC
       */
      bankName: string;
      /**
       * @description GBP only, and required there: the sort code, 6 digits, with or without hyphens (12-34-56 or 123456).
       * @example 20-00-00
       */
      sortCode?: string;
      /**
       * @description GBP only, and required there: the account number, 8 digits.
       * @example 55779911
       */
      accountNumber?: string;
      /**
       * @description Required for EUR and USD; for GBP optional, unless the institution’s files use the bban or iban form (a GB IBAN must then agree with the sort code and number). Checked by its country’s length and its mod-97 check digits; spaces allowed.
       * @example GB33BUKB20000055779911
       */
      iban?: string;
      /**
       * @description Required for EUR and USD, optional for GBP: the bank’s BIC, 8 or 11 characters.
       * @example BUKBGB22
       */
      bic?: string;
      /** @description The acknowledgement letter’s countersigned date, or null to clear it. Left out: kept while the account at the bank stays the same, cleared when its sort code, number or IBAN changes (the letter named the old account). */
      acknowledgementCountersignedOn?: string | (never | null);
    };
    /**
     * BankStatementHeader
     * @description One statement, notification or status report of a bank file received.
     */
    BankStatementHeader: {
      /** @description The platform’s id of what was stored. */
      bankStatementId: string;
      /** @description camt.053 statement, camt.054 notification or pain.002 status report. */
      messageKind: 'statement' | 'notification' | 'paymentStatusReport';
      /**
       * @description e.g. camt.053.001.08.
       * @example camt.053.001.08
       */
      messageVersion: string;
      /** @description GrpHdr/MsgId. */
      messageId: string;
      /** @description Stmt/Id or Ntfctn/Id; a status report’s MsgId. */
      statementId: string;
      /** @description ElctrncSeqNb (0 for a status report, or a notification without one); for a statement without ElctrncSeqNb (sequenceAssigned), the platform’s count for its account: the last statement read’s + 1. */
      sequenceNumber: number;
      /** @description True for a statement the bank sent without ElctrncSeqNb: continued by its opening balance (and LglSeqNb), its sequenceNumber given by the platform. */
      sequenceAssigned: boolean;
      /** @description LglSeqNb, where the bank gives it. */
      legalSequenceNumber: number | null;
      /** @description The account it is for: sort code and number (14 digits) or IBAN; null for a status report. */
      accountIdentifier: string | null;
      /** @description The account’s currency. */
      currencyCode: string | null;
      /**
       * @description A statement’s opening booked balance, signed. In major units.
       * @example 5000
       */
      openingBalance: number | null;
      /** @description YYYY-MM-DD. */
      openingDate: string | null;
      /**
       * @description A statement’s closing booked balance, signed. In major units.
       * @example 5000
       */
      closingBalance: number | null;
      /** @description YYYY-MM-DD. */
      closingDate: string | null;
      /** @description A status report: the payment file it answers. */
      originalMessageId: string | null;
      /** @description A status report: the status of the whole file (ACTC, ACCP, ACSC, PART, RJCT...). */
      groupStatus: string | null;
      /** @description SHA-256 of the file’s bytes, hex. */
      sha256: string;
      /** @description When it was uploaded. */
      receivedAtUtc: string;
      /** @description The operator who uploaded it. */
      receivedBy: string;
    };
    /**
     * BankStatementEntry
     * @description One entry of a statement or notification, or one status a status report gives: of the whole file (no paymentInformationId nor endToEndId), of a payment batch (paymentInformationId only) or of a payment.
     */
    BankStatementEntry: {
      /** @description The entry’s id (resolve it with it). */
      entryId: string;
      bankStatementId: string;
      /** @description Its place in the statement, from 0. */
      position: number;
      /** @description A statement entry’s status (BOOK, PDNG, INFO); a status report’s status of the file, a payment batch or a payment (ACSC, PART, RJCT...). */
      entryStatus: string | null;
      /**
       * @description Never negative: the direction is creditDebit. In major units.
       * @example 5000
       */
      amount: number | null;
      /** @description Its currency. */
      currencyCode: string | null;
      /** @description CRDT: money in; DBIT: money out. */
      creditDebit: 'CRDT' | 'DBIT' | (never | null);
      /** @description RvslInd: the bank reverses an earlier entry. */
      reversal: boolean;
      /** @description YYYY-MM-DD. */
      bookingDate: string | null;
      /** @description YYYY-MM-DD. */
      valueDate: string | null;
      /** @description EndToEndId. */
      endToEndId: string | null;
      /** @description PmtInfId. */
      paymentInformationId: string | null;
      /** @description The bank’s reference. */
      accountServicerReference: string | null;
      /** @description RmtInf/Ustrd: its lines as the bank cut them, a newline between two. */
      remittance: string | null;
      /** @description RmtInf/Strd: the documents referred to (RfrdDocInf/Nb) and the creditor’s references (CdtrRefInf/Ref), a newline between two. */
      structuredRemittance: string | null;
      /** @description The other side’s name. */
      counterpartyName: string | null;
      /** @description The other side’s account. */
      counterpartyAccount: string | null;
      /** @description A status report: the reason codes and texts. */
      statusReason: string | null;
      /** @description unmatched: in suspense; matched: matched an expected movement; resolved: by an operator; recorded: kept for the record (pending entries, notifications, status reports). */
      status: 'unmatched' | 'matched' | 'resolved' | 'recorded';
      /** @description The expected movement it matched. */
      matchedMovementId: string | null;
      resolution: {
        action: 'returned-to-sender' | 'allocated-to-partner';
        /** @description The partner it was allocated to. */
        financialPartnerId: string | null;
        reason: string;
        resolvedBy: string;
        resolvedAtUtc: string;
      } | null;
    };
    /**
     * UploadedBankStatement
     * @description A statement, notification or status report of the file, as stored.
     */
    UploadedBankStatement: {
      /** @description stored: by this upload; duplicate: the same file had stored it before (nothing changed). */
      outcome: 'stored' | 'duplicate';
      header: components['schemas']['BankStatementHeader'];
      entries: components['schemas']['BankStatementEntry'][];
    };
    /**
     * RefusedBankStatement
     * @description A statement of the file refused: nothing of it was written; the file’s others were judged on their own.
     */
    RefusedBankStatement: {
      /** @enum {string} */
      outcome: 'refused';
      /** @description camt.053 statement, camt.054 notification or pain.002 status report. */
      messageKind: 'statement' | 'notification' | 'paymentStatusReport';
      /** @description Stmt/Id or Ntfctn/Id; a status report’s MsgId. */
      statementId: string;
      /** @description The account it names: sort code and number (14 digits) or IBAN. */
      accountIdentifier: string | null;
      /** @description The account’s currency. */
      currencyCode: string | null;
      /** @description The error it would have been alone: Conflict (it does not continue its account, or another file holds its number) or BankFileRejected (an account the platform does not hold...). */
      error: string;
      /** @description Why, naming what was expected (the next sequence number, the opening balance, the account). */
      reason: string;
    };
    /** BankStatementUpload */
    BankStatementUpload: {
      /** @description True when this upload stored at least one statement; false when every one was stored before (nothing changed). */
      created: boolean;
      /** @description The file’s statements, notifications or status report stored (now or before), in the file’s order. */
      statements: components['schemas']['UploadedBankStatement'][];
      /** @description The file’s statements refused, each on its own, in the file’s order; empty when none was. (When every one is refused, the answer is the error instead.) */
      refused: components['schemas']['RefusedBankStatement'][];
    };
    /** BankStatementList */
    BankStatementList: {
      statements: components['schemas']['BankStatementHeader'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** UnmatchedBankStatementEntry */
    UnmatchedBankStatementEntry: components['schemas']['BankStatementEntry'] & {
      /** @description The statement’s Stmt/Id. */
      statementId: string;
      receivedAtUtc: string;
    };
    /** UnmatchedBankStatementEntries */
    UnmatchedBankStatementEntries: {
      entries: components['schemas']['UnmatchedBankStatementEntry'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * BankStatement
     * @description What was stored, with its entries in order.
     */
    BankStatement: {
      header: components['schemas']['BankStatementHeader'];
      entries: components['schemas']['BankStatementEntry'][];
    };
    /** BankStatementEntryResolution */
    BankStatementEntryResolution: {
      /** @description Why: what the operator found out. */
      reason: string;
      /** @description returned-to-sender: the money goes back (suspense to hub); allocated-to-partner: it is the partner’s (suspense to partner). */
      action: 'returned-to-sender' | 'allocated-to-partner';
      /** @description For allocated-to-partner: the partner. */
      financialPartnerId?: string;
    };
    /**
     * QuarantinedBankFile
     * @description A bank file refused for breaking its official XSD but otherwise readable, kept until two admins accept it for booking.
     */
    QuarantinedBankFile: {
      /** @description The id the upload’s 422 named. */
      quarantinedFileId: string;
      /** @description SHA-256 of the file’s bytes, hex: the same file uploaded again is this one. */
      sha256: string;
      /**
       * @description e.g. camt.053.001.08.
       * @example camt.053.001.08
       */
      messageVersion: string;
      /** @description How many problems the official XSD found. */
      schemaProblemCount: number;
      /** @description The first of them, with its line. */
      firstSchemaProblem: string;
      /** @description The operator who uploaded it (first). */
      uploadedBy: string;
      /** @description When it was first uploaded. */
      uploadedAtUtc: string;
      /** @description quarantined: refused, nothing booked, waiting; accepted: two admins accepted it and it was booked (bookedStatementIds). */
      status: 'quarantined' | 'accepted';
      /** @description Why it was accepted. */
      acceptedReason: string | null;
      /** @description The admin who proposed accepting it. */
      acceptedProposedBy: string | null;
      /** @description The admin who approved it (the same as acceptedProposedBy with FOUR_EYES off). */
      acceptedBy: string | null;
      /** @description When it was booked. */
      acceptedAtUtc: string | null;
      /** @description The bank statements it was booked as (GET /operator/bank-statements/{id}). */
      bookedStatementIds: string[] | null;
    };
    /** QuarantinedBankFileList */
    QuarantinedBankFileList: {
      files: components['schemas']['QuarantinedBankFile'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** BankFileSchemaProblem */
    BankFileSchemaProblem: {
      /** @description The line of the file, where the XSD validator gives one. */
      line: number | null;
      /** @description The validator's message (libxml2), namespaces cut: "Element 'Ustrd': [facet 'maxLength'] The value … has a length of '204'…". */
      message: string;
    };
    /**
     * QuarantinedBankFileDetail
     * @description A quarantined bank file with every schema problem.
     */
    QuarantinedBankFileDetail: {
      /** @description The id the upload’s 422 named. */
      quarantinedFileId: string;
      /** @description SHA-256 of the file’s bytes, hex: the same file uploaded again is this one. */
      sha256: string;
      /**
       * @description e.g. camt.053.001.08.
       * @example camt.053.001.08
       */
      messageVersion: string;
      /** @description How many problems the official XSD found. */
      schemaProblemCount: number;
      /** @description The first of them, with its line. */
      firstSchemaProblem: string;
      /** @description The operator who uploaded it (first). */
      uploadedBy: string;
      /** @description When it was first uploaded. */
      uploadedAtUtc: string;
      /** @description quarantined: refused, nothing booked, waiting; accepted: two admins accepted it and it was booked (bookedStatementIds). */
      status: 'quarantined' | 'accepted';
      /** @description Why it was accepted. */
      acceptedReason: string | null;
      /** @description The admin who proposed accepting it. */
      acceptedProposedBy: string | null;
      /** @description The admin who approved it (the same as acceptedProposedBy with FOUR_EYES off). */
      acceptedBy: string | null;
      /** @description When it was booked. */
      acceptedAtUtc: string | null;
      /** @description The bank statements it was booked as (GET /operator/bank-statements/{id}). */
      bookedStatementIds: string[] | null;
      /** @description Every problem the XSD found (the first 1000; schemaProblemCount says how many there were). */
      schemaProblems: components['schemas']['BankFileSchemaProblem'][];
    };
    /** QuarantinedBankFileAcceptance */
    QuarantinedBankFileAcceptance: {
      /** @description Why the file may be booked despite its XSD (what was checked with the bank). */
      reason: string;
    };
    /**
     * PaymentFileHeader
     * @description A pain.001 file issued to the platform’s bank. Never changed once issued.
     */
    PaymentFileHeader: {
      /** @description The platform’s id of the file. */
      paymentFileId: string;
      /** @description GrpHdr/MsgId: 32 characters, never reused. */
      messageId: string;
      messageVersion: 'pain.001.001.09' | 'pain.001.001.03';
      /** @description Every line of a file is in one currency. */
      currencyCode: string;
      /** @description ReqdExctnDt, YYYY-MM-DD. */
      executionDate: string;
      /** @description NbOfTxs: its lines. */
      numberOfTransactions: number;
      /** @description CtrlSum: the sum of its lines, in major units. */
      controlSum: number;
      /** @description SHA-256 of the file’s bytes, hex. */
      sha256: string;
      /** @description When it was issued. */
      createdAtUtc: string;
    };
    /** PaymentFileList */
    PaymentFileList: {
      paymentFiles: components['schemas']['PaymentFileHeader'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /**
     * PaymentLine
     * @description One credit transfer of a payment file.
     */
    PaymentLine: {
      paymentLineId: string;
      /** @description Its place in the file, from 0. */
      position: number;
      /** @description PmtInfId. */
      paymentInformationId: string;
      /** @description EndToEndId: what the bank’s statement and status report name it by. */
      endToEndId: string;
      /** @description placement: money placed at an institution (its lump sum of the day); payout: withdrawal or maturity proceeds to a client’s nominated account. */
      kind: 'placement' | 'payout';
      /** @description In major units. */
      amount: number;
      creditorName: string;
      /** @description Sort code and number (14 digits), UK BBAN or IBAN. */
      creditorAccount: string;
      /** @description RmtInf/Ustrd. */
      remittance: string | null;
      /** @description A placement: the institution paid. */
      financialInstitutionId: string | null;
      /** @description A payout: the client paid. */
      clientReference: string | null;
      /** @description The books’ transfer this line pays (GET /operator/books/transfers/{transferId}). */
      transferId: string;
      /** @description pending: issued, not yet on a statement; posted: the bank booked it; voided: the bank rejected it (pain.002 RJCT). */
      state: 'pending' | 'posted' | 'voided';
      /** @description What the line pays: its items, summing to its amount. */
      pays: {
        paymentItemId: string;
        /** @description The batch whose money it is. */
        instructionBatchId: string;
        /** @description A payout: the withdrawal, closure or maturity payout. */
        instructionId: string | null;
        /** @description In major units. */
        amount: number;
      }[];
    };
    /** PaymentFile */
    PaymentFile: components['schemas']['PaymentFileHeader'] & {
      lines: components['schemas']['PaymentLine'][];
    };
    /**
     * HeldPayment
     * @description What the platform must pay and holds back until an operator releases it.
     */
    HeldPayment: {
      paymentItemId: string;
      kind: 'placement' | 'payout';
      currencyCode: string;
      /** @description YYYY-MM-DD: the batch’s date. */
      dueDate: string;
      /** @description In major units. */
      amount: number;
      instructionBatchId: string;
      /** @description A payout: its instruction. */
      instructionId: string | null;
      /** @description A placement: the institution. */
      financialInstitutionId: string | null;
      /** @description A payout: the client. */
      clientReference: string | null;
      /** @description Why it is held: the bank rejected its payment, or its account cannot be paid. */
      heldReason: string | null;
    };
    /** HeldPaymentList */
    HeldPaymentList: {
      heldPayments: components['schemas']['HeldPayment'][];
    };
    /** ClientMoneyReconciliationSummary */
    ClientMoneyReconciliationSummary: {
      /** @description The run id. */
      reconciliationId: string;
      /** @description The business date whose close it reconciles. */
      asAt: string;
      /** @description When it ran. */
      ranAtUtc: string;
      /** @description 'scheduler' (the daily job) or the operator's name. */
      ranBy: string;
      trigger: 'scheduler' | 'operator';
      /** @description True only when it found no breaks. */
      ok: boolean;
      /** @description Its breaks. */
      breakCount: number;
      /** @description 'none', or the alert raised. */
      actionTaken: string;
    };
    /** ClientMoneyReconciliations */
    ClientMoneyReconciliations: {
      reconciliations: components['schemas']['ClientMoneyReconciliationSummary'][];
      /** @description This page. */
      pageNumber: number;
      /** @description Rows per page. */
      pageSize: number;
      /** @description True when a next page exists. */
      hasMore: boolean;
      /** @description How many rows the filters match across all pages: exact up to 10,000; that number when more match (see totalCountCapped). */
      totalCount: number;
      /** @description True when more than 10,000 rows match: totalCount is then a floor. */
      totalCountCapped: boolean;
    };
    /** ClientMoneyReconciliationRequest */
    ClientMoneyReconciliationRequest: {
      /**
       * Format: date
       * @description The business date whose close to reconcile (default: the working day before today). From 1970-01-01, before today.
       */
      asAt?: string;
    };
    /** ClientMoneyBreak */
    ClientMoneyBreak: {
      /** @description What does not reconcile (docs/bank-side.md "The daily client-money reconciliation"). */
      kind: 'shortfall' | 'ledger-mismatch' | 'statement-missing' | 'balance-mismatch' | 'transit-not-cleared' | 'payment-held';
      /** @description ISO-4217 currency. */
      currencyCode: string;
      /** @description The ledger account it is about (hub, placed, transit), or null. */
      accountCode: string | null;
      /** @description The pending transfer it is about (transit-not-cleared), or null. */
      transferId: string | null;
      /** @description The date it is about: the run's date, a statement's closing date, a transfer's business date or a last movement. */
      date: string | null;
      /** @description What should be: the requirement (shortfall), the house book and what partners owe (ledger-mismatch), the book balance held (statement and balance breaks). */
      expected: number | (never | null);
      /** @description What is: the resource, resource less requirement, the statement's closing balance; a transfer's or transit account's amount. */
      actual: number | (never | null);
      /** @description actual - expected. */
      difference: number | (never | null);
      /** @description The break in words, naming its amounts. */
      description: string;
    };
    /**
     * ClientMoneyReconciliation
     * @description One client-money reconciliation run, immutable.
     */
    ClientMoneyReconciliation: {
      /** @description The run id. */
      reconciliationId: string;
      /** @description The business date whose close it reconciles. */
      asAt: string;
      /** @description When it ran. */
      ranAtUtc: string;
      /** @description 'scheduler' (the daily job) or the operator's name. */
      ranBy: string;
      trigger: 'scheduler' | 'operator';
      /** @description True only when it found no breaks. */
      ok: boolean;
      /** @description Its breaks. */
      breakCount: number;
      /** @description 'none', or the alert raised. */
      actionTaken: string;
      /** @description What the run read, as it read it. */
      inputs: {
        /** @description Pending transfers and transit balances dated before this (asAt less 2 working days) are overdue. */
        transitClearedBy: string;
        currencies: {
          currencyCode: string;
          /**
           * @description Σ deposit accounts (their entries dated on or before asAt). In major units, signed.
           * @example 1250.5
           */
          depositAccounts: number;
          /**
           * @description Σ client-payout accounts. In major units, signed.
           * @example 1250.5
           */
          clientPayout: number;
          /**
           * @description Σ positive partner balances (owed to partners). In major units, signed.
           * @example 1250.5
           */
          partnerOwed: number;
          /**
           * @description Σ negative partner balances (partners owe). In major units, signed.
           * @example 1250.5
           */
          partnerReceivable: number;
          /**
           * @description suspense. In major units, signed.
           * @example 1250.5
           */
          suspense: number;
          /**
           * @description hub (negative: held). In major units, signed.
           * @example 1250.5
           */
          hub: number;
          /**
           * @description Σ transit-out. In major units, signed.
           * @example 1250.5
           */
          transitOut: number;
          /**
           * @description Σ transit-in. In major units, signed.
           * @example 1250.5
           */
          transitIn: number;
          /**
           * @description Σ placed. In major units, signed.
           * @example 1250.5
           */
          placed: number;
          /**
           * @description Σ interest-receivable (house). In major units, signed.
           * @example 1250.5
           */
          interestReceivable: number;
          /**
           * @description margin-income (house). In major units, signed.
           * @example 1250.5
           */
          marginIncome: number;
          /**
           * @description deposit accounts + client payouts + partners owed + suspense. In major units, signed.
           * @example 1250.5
           */
          requirement: number;
          /**
           * @description -(hub + transit-out + transit-in + placed). In major units, signed.
           * @example 1250.5
           */
          resource: number;
        }[];
        accounts: {
          accountCode: string;
          currencyCode: string;
          role: 'hub' | 'placed';
          /** @description The institution (placed), or null (hub). */
          financialInstitutionId: string | null;
          /** @description The identifiers its statements are matched by; empty when the bank account is not set. */
          accountIdentifiers: string[];
          /**
           * @description Its posted balance as at asAt (negative: held). In major units, signed.
           * @example 1250.5
           */
          bookBalance: number;
          /** @description The latest statement closing on or before asAt; null when none. */
          statement: {
            bankStatementId: string;
            statementId: string;
            closingDate: string;
            /**
             * @description The closing booked balance (positive: in credit). In major units, signed.
             * @example 1250.5
             */
            closingBalance: number;
            /**
             * @description Its posted balance as at the statement's closing date. In major units, signed.
             * @example 1250.5
             */
            bookBalanceAtClosing: number;
            /** @description Posted movements after the closing date, on or before asAt. */
            movementsAfter: number;
            /** @description The last of them. */
            lastMovementAfter: string | null;
          } | null;
        }[];
        overduePendingTransfers: {
          transferId: string;
          currencyCode: string;
          kind: string;
          businessDate: string;
          /**
           * @description What it moves. In major units, signed.
           * @example 1250.5
           */
          amount: number;
        }[];
        transitAccounts: {
          accountCode: string;
          currencyCode: string;
          /**
           * @description Posted balance as at asAt. In major units, signed.
           * @example 1250.5
           */
          balance: number;
          lastMovementDate: string;
        }[];
        /** @description Payments held back when the run ran, each a payment-held break until an operator releases it. */
        heldPayments: {
          paymentItemId: string;
          /** @description placement or payout. */
          kind: string;
          currencyCode: string;
          /**
           * @description What it pays. In major units, signed.
           * @example 1250.5
           */
          amount: number;
          dueDate: string;
          heldReason: string;
          /** @description The ledger account the money waits in. */
          accountCode: string;
        }[];
      };
      breaks: components['schemas']['ClientMoneyBreak'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getCurrentOperator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentOperator'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listOperatorKeys: {
    parameters: {
      query?: {
        /** @description Revoked keys too (default false). */
        includeRevoked?: boolean;
        /** @description Only keys of this role. */
        role?: 'viewer' | 'admin';
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorKeyList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createOperatorKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewOperatorKey'];
      };
    };
    responses: {
      /** @description The new key, shown once, and what the platform keeps of it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedOperatorKey'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeOperatorKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The key id. */
        operatorKeyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An operator key (never the key itself, which is shown once at creation). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorKey'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchAuditLog: {
    parameters: {
      query?: {
        /** @description Only this operator. */
        operatorName?: string;
        /** @description Only this kind of object. */
        objectType?: string;
        /** @description Only this object. */
        objectId?: string;
        /** @description At or after this instant. */
        from?: string;
        /** @description Before this instant. */
        to?: string;
        /** @description Older than this auditId (the next page). */
        before?: string;
        /** @description Entries per page (default 50). */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntryList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPartners: {
    parameters: {
      query?: {
        /** @description A part of the name, partner id or client id (case-insensitive). */
        search?: string;
        /** @description Decides which products the partner sees. */
        role?: 'pension' | 'wealth' | 'institution';
        /** @description Only suspended (true) or only active (false) partners. */
        suspended?: boolean;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 100, at most 500). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createPartner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPartner'];
      };
    };
    responses: {
      /** @description A partner and its new credentials. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerCredentials'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A partner, as the operator sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Partner'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  suspendPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PartnerSuspension'];
      };
    };
    responses: {
      /** @description A partner, as the operator sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Partner'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reactivatePartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A partner, as the operator sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Partner'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setPartnerFscsPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PartnerFscsPolicy'];
      };
    };
    responses: {
      /** @description A partner, as the operator sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Partner'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotatePartnerCredentials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A partner and its new credentials. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerCredentials'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIntroducers: {
    parameters: {
      query?: {
        /** @description Only introducers of this type. */
        introducerType?: 'individual' | 'business';
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntroducerList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createIntroducer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewIntroducer'];
      };
    };
    responses: {
      /** @description A person or business that introduces clients to the partner. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Introducer'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPartnerSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner id. */
        financialPartnerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One partner, its clients, its money per currency and institution, its introducers, and the history of its credentials and suspensions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerSummary'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAllInstructionBatches: {
    parameters: {
      query: {
        /** @description The batch date (YYYY-MM-DD or any ISO date-time). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorBatchList'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  settleInstructionBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The batch id. */
        instructionBatchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A partner's batch, as the operator sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorBatch'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Reconciliation'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPlatformClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformClock'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorOverview: {
    parameters: {
      query?: {
        /** @description The day (default: today, UTC, on the platform's clock). */
        date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorOverview'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchInstructionBatches: {
    parameters: {
      query: {
        /** @description First day. */
        from: string;
        /** @description Last day. */
        to: string;
        /** @description Only this partner. */
        financialPartnerId?: string;
        /** @description deposit or withdrawal. */
        instructionType?: 'deposit' | 'withdrawal';
        /** @description ISO-4217 currency. */
        currencyCode?: 'GBP' | 'EUR' | 'USD';
        /** @description The batch state. */
        status?: 'Open' | 'Locked' | 'Closed' | 'Completed';
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorBatchPage'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The batch id. */
        instructionBatchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorBatchDetail'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchInstructionRequests: {
    parameters: {
      query?: {
        /** @description Only this partner. */
        financialPartnerId?: string;
        /** @description The partner's reference. */
        instructionReference?: string;
        /** @description Only this client. */
        clientReference?: string;
        /** @description The request type. */
        requestType?: 'deposit' | 'withdraw' | 'close-account' | 'revert';
        /** @description The status. */
        status?: 'Created' | 'Processed' | 'Rejected';
        /** @description Accepted at or after this instant. */
        from?: string;
        /** @description Accepted before this instant. */
        to?: string;
        /** @description Processed or rejected at or after this instant. */
        processedFrom?: string;
        /** @description Processed or rejected before this instant. */
        processedTo?: string;
        /** @description Only requests whose processing failed at least once (true) or never (false). */
        failed?: boolean;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorInstructionRequestPage'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInstructionRequestStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's reference. */
        instructionReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorInstructionStory'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorDepositAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The account. */
        depositAccountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorDepositAccount'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorAccountStatement: {
    parameters: {
      query?: {
        /** @description First business day (default: the day it opened). */
        from?: string;
        /** @description Last business day (default: the platform's today). */
        to?: string;
      };
      header?: never;
      path: {
        /** @description The account. */
        depositAccountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON form (the default), or with Accept: text/csv the CSV. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorAccountStatement'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchClients: {
    parameters: {
      query?: {
        /** @description Only this partner. */
        financialPartnerId?: string;
        /** @description The partner's own reference. */
        externalReference?: string;
        /** @description The platform client reference. */
        clientReference?: string;
        /** @description A part of the name. */
        name?: string;
        /** @description A part of the email address. */
        email?: string;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorClientPage'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The client reference. */
        clientReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorClientDetail'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchEverything: {
    parameters: {
      query: {
        /** @description A name, reference or id (surrounding spaces are ignored). */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorSearchResult'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  retryParkedInstructionRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's reference. */
        instructionReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorRequestActionResult'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rejectParkedInstructionRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The partner's reference. */
        instructionReference: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectParkedRequest'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorRequestActionResult'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  loadCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A whole catalogue. Loading it is all-or-nothing and idempotent. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['Catalogue'];
      };
    };
    responses: {
      /** @description What the load changed; all zero when the file was already loaded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogueLoadResult'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "PayloadTooLarge",
           *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putFinancialInstitution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
      };
      cookie?: never;
    };
    /** @description A financial institution. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['FinancialInstitutionDefinition'];
      };
    };
    responses: {
      /** @description The institution after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionUpserted'];
        };
      };
      /** @description The institution after the change. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionUpserted'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadInstitutionDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
      };
      cookie?: never;
    };
    /** @description A new document version for the institution (replacing its document of that type). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewInstitutionDocument'];
      };
    };
    responses: {
      /** @description The uploaded document version and the institution that carries it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredInstitutionDocument'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "PayloadTooLarge",
           *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCatalogueProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id (letters, digits, . _ -). */
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product as partners see it, plus what only the operator sees. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogueProductView'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id (letters, digits, . _ -). */
        productId: string;
      };
      cookie?: never;
    };
    /** @description A product definition (its issues are managed separately). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductDefinition'];
      };
    };
    responses: {
      /** @description Created or updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Upserted'];
        };
      };
      /** @description Created or updated. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Upserted'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listProductIssueHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id. */
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorProductIssueHistory'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createProductIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id (letters, digits, . _ -). */
        productId: string;
      };
      cookie?: never;
    };
    /** @description A new issue and its first version. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewProductIssue'];
      };
    };
    responses: {
      /** @description An issue version. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueVersionKey'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createProductIssueVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id. */
        productId: string;
        /** @description The issue number. */
        issueNumber: number;
      };
      cookie?: never;
    };
    /** @description Changes for a new issue version; what is absent is carried over from the current version. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewProductIssueVersionRequest'];
      };
    };
    responses: {
      /** @description An issue version. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueVersionKey'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  closeProductIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id. */
        productId: string;
        /** @description The issue number. */
        issueNumber: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An issue version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueVersionKey'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadProductDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The product id. */
        productId: string;
        /** @description The issue number. */
        issueNumber: number;
      };
      cookie?: never;
    };
    /** @description A new document version, attached to the current version of the issue (replacing its document of that type). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['NewProductDocument'];
      };
    };
    responses: {
      /** @description The uploaded document version and where it is attached. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredDocument'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "PayloadTooLarge",
           *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listChangeProposals: {
    parameters: {
      query?: {
        /** @description proposed: waits for another admin; scheduled: approved, applies at effectiveAt; applied; failed: approved but the change could not apply (failure says why); rejected; withdrawn by its proposer (or with its proposer’s key, revoked); cancelled before its instant; expired: nobody decided it before expiresAtUtc (7 days after it was proposed, or its effectiveAt if sooner), and nobody can now. */
        state?: 'proposed' | 'scheduled' | 'applied' | 'failed' | 'rejected' | 'withdrawn' | 'cancelled' | 'expired';
        /** @description What the change is: a new issue version (rate, margin, limits), a new issue, a catalogue load, settling a batch, suspending a partner, a new admin key, revoking an admin key; who gets paid: the platform’s client-money account, an institution’s bank settings or receiving account, an account’s acknowledgement date; what is owed: reactivating a partner, its credentials, its FSCS policy, the FSCS limit, the business calendar, closing an issue, allocating money in suspense to a partner. */
        kind?:
          | 'publish-issue-version'
          | 'open-issue'
          | 'load-catalogue'
          | 'settle-batch'
          | 'suspend-partner'
          | 'create-admin-key'
          | 'revoke-admin-key'
          | 'set-client-money-account'
          | 'acknowledge-client-money-account'
          | 'set-institution-bank-settings'
          | 'set-institution-bank-account'
          | 'acknowledge-institution-bank-account'
          | 'reactivate-partner'
          | 'rotate-partner-credentials'
          | 'set-partner-fscs-policy'
          | 'set-fscs-limit'
          | 'remove-fscs-limit'
          | 'set-calendar-change'
          | 'remove-calendar-change'
          | 'import-bank-holidays'
          | 'close-issue'
          | 'allocate-suspense'
          | 'accept-quarantined-bank-file';
        /** @description Only this admin’s proposals. */
        proposedBy?: string;
        /** @description Only changes of this kind of object. */
        objectType?: string;
        /** @description Only changes of this object. */
        objectId?: string;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposalList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getChangeProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The proposal. */
        proposalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  approveChangeProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The proposal. */
        proposalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovedProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rejectChangeProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The proposal. */
        proposalId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalDecisionReason'];
      };
    };
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  withdrawChangeProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The proposal. */
        proposalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelScheduledChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The proposal. */
        proposalId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalDecisionReason'];
      };
    };
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInstitutions: {
    parameters: {
      query?: {
        /** @description A part of the id or name (case-insensitive). */
        search?: string;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorInstitutionPage'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCatalogueProducts: {
    parameters: {
      query?: {
        /** @description A part of the id or name (case-insensitive). */
        search?: string;
        /** @description Only this institution. */
        financialInstitutionId?: string;
        /** @description Only this currency. */
        currencyCode?: 'GBP' | 'EUR' | 'USD';
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorProductPage'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listBankHolidays: {
    parameters: {
      query: {
        /** @description The year. */
        year: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankHolidays'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCalendarChanges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarChanges'];
          'text/csv': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setCalendarChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A date, YYYY-MM-DD. */
        date: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['CalendarChangeInput'];
      };
    };
    responses: {
      /** @description A one-off change kept by the operator. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredCalendarChange'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeCalendarChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A date, YYYY-MM-DD. */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description No content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  importBankHolidays: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The published list. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PublishedBankHolidays'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankHolidayImport'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFscsLimits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FscsLimits'];
          'text/csv': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setFscsLimit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The first business date the limit is in force, YYYY-MM-DD. */
        effectiveFrom: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['FscsLimitInput'];
      };
    };
    responses: {
      /** @description The FSCS limit from a date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FscsLimitEntry'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeFscsLimit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The first business date the limit is in force, YYYY-MM-DD. */
        effectiveFrom: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description No content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOperatorClientFscsExposure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The partner. */
        financialPartnerId: string;
        /** @description The client reference. */
        clientReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's FSCS exposure per banking group and currency, against the limit in force. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FscsExposure'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listBookAccounts: {
    parameters: {
      query?: {
        /** @description Only this currency. */
        currencyCode?: 'GBP' | 'EUR' | 'USD';
        /** @description Only this kind of account. */
        kind?: 'hub' | 'transit-out' | 'transit-in' | 'placed' | 'partner' | 'client-payout' | 'suspense' | 'interest-receivable' | 'margin-income';
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookAccounts'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The transfer id. */
        transferId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One balanced movement of money. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Transfer'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMarginIncome: {
    parameters: {
      query: {
        /** @description The first month. YYYY-MM. */
        from: string;
        /** @description The last month. YYYY-MM. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarginIncome'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listClientMoneyAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyAccounts'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setClientMoneyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    /** @description The platform’s client-money account, replaced whole: a bank account (GBP sort code and number, EUR and USD IBAN and BIC) and how its payment files are written (each setting left out: none). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientMoneyAccountInput'];
      };
    };
    responses: {
      /** @description The platform’s client-money bank account of a currency ("hub"): what clients’ money passes through. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyAccount'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setClientMoneyAccountAcknowledgement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    /** @description When the acknowledgement letter was countersigned. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['AcknowledgementInput'];
      };
    };
    responses: {
      /** @description The platform’s client-money bank account of a currency ("hub"): what clients’ money passes through. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyAccount'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  clearClientMoneyAccountAcknowledgement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The platform’s client-money bank account of a currency ("hub"): what clients’ money passes through. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyAccount'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInstitutionBankSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankSettingsList'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInstitutionBankSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How an institution’s payment files are written, and where they pay it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankSettings'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setInstitutionBankSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
      };
      cookie?: never;
    };
    /** @description What changes; a setting left out stays as it is. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['InstitutionBankSettingsInput'];
      };
    };
    responses: {
      /** @description How an institution’s payment files are written, and where they pay it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankSettings'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "Institution NORTHBANK's files cannot write its GBP account in the iban form: that account (sort code 40-47-84, account ****0001) has no IBAN. Set the account with its IBAN first (PUT /operator/institutions/NORTHBANK/bank-accounts/GBP).",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setInstitutionBankAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    /** @description A bank account, replaced whole. Which identifiers it needs depends on its currency: GBP sort code and number, EUR and USD IBAN and BIC. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['BankAccountInput'];
      };
    };
    responses: {
      /** @description Where an institution receives the money placed with it in one currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankAccount'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "Institution TYNESAVE's GBP receiving account cannot be sort code 30-90-01, account ****0001: that is institution NORTHBANK's GBP receiving account. No two institutions share a receiving account: its statements would be booked to one of them.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setInstitutionBankAccountAcknowledgement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    /** @description When the acknowledgement letter was countersigned. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['AcknowledgementInput'];
      };
    };
    responses: {
      /** @description Where an institution receives the money placed with it in one currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankAccount'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  clearInstitutionBankAccountAcknowledgement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The institution id. */
        financialInstitutionId: string;
        /** @description ISO-4217 currency code: GBP, EUR or USD. */
        currencyCode: 'GBP' | 'EUR' | 'USD';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where an institution receives the money placed with it in one currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstitutionBankAccount'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listBankStatements: {
    parameters: {
      query?: {
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatementList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadBankStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The bank file, XML (its bytes are bounded too: at most 10 MiB). */
    requestBody: {
      content: {
        'application/xml': string;
        'text/xml': string;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatementUpload'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatementUpload'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "Statement STMT-20261126-GBP has sequence number 44, but the GBP client-money account's next statement is number 43 (the last read is STMT-20261125-GBP, number 42, closing 1003765.44 GBP on 2026-11-25): upload the missing statements first, in order.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "PayloadTooLarge",
           *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request body has an unsupported media type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "UnsupportedMediaType",
           *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body of every error response (docs/decisions/errors.md). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "BankFileRejected",
           *       "ErrorDescription": "The bank file was refused (balanceMismatch): statement STMT-20261126-GBP does not prove: opening 1000000.00 + credits 5000.00 - debits 1234.56 = 1003765.44, but its closing balance is 1.00.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#BankFileRejected"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listUnmatchedBankStatementEntries: {
    parameters: {
      query?: {
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnmatchedBankStatementEntries'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getBankStatement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The bankStatementId. */
        bankStatementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON form (the default), or with Accept: application/xml or text/xml the file itself. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatement'];
          'application/xml': string;
          'text/xml': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resolveBankStatementEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The entry’s entryId. */
        entryId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['BankStatementEntryResolution'];
      };
    };
    responses: {
      /** @description One entry of a statement or notification, or one status a status report gives: of the whole file (no paymentInformationId nor endToEndId), of a payment batch (paymentInformationId only) or of a payment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatementEntry'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listQuarantinedBankFiles: {
    parameters: {
      query?: {
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuarantinedBankFileList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getQuarantinedBankFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The quarantinedFileId. */
        quarantinedFileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON form (the default), or with Accept: application/xml or text/xml the file itself. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuarantinedBankFileDetail'];
          'application/xml': string;
          'text/xml': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptQuarantinedBankFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The quarantinedFileId. */
        quarantinedFileId: string;
      };
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['QuarantinedBankFileAcceptance'];
      };
    };
    responses: {
      /** @description A bank file refused for breaking its official XSD but otherwise readable, kept until two admins accept it for booking. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuarantinedBankFile'];
        };
      };
      /** @description A change to money waiting for, or decided by, a second admin (docs/four-eyes.md). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangeProposal'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body of every error response (docs/decisions/errors.md). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "BankFileRejected",
           *       "ErrorDescription": "Statement STMT-20261126-GBP is for GBP account 40478499999999, which is not one the platform holds (its GBP client-money account is ****0000, and no institution's GBP receiving account is that account): nothing was stored.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#BankFileRejected"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPaymentFiles: {
    parameters: {
      query?: {
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentFileList'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPaymentFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The paymentFileId. */
        paymentFileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON form (the default), or with Accept: application/xml or text/xml the file itself. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentFile'];
          'application/xml': string;
          'text/xml': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listHeldPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeldPaymentList'];
          'text/csv': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  releaseHeldPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The paymentItemId. */
        paymentItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the platform must pay and holds back until an operator releases it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeldPayment'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Conflict",
           *       "ErrorDescription": "The request conflicts with the current state of the resource.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listClientMoneyReconciliations: {
    parameters: {
      query?: {
        /** @description Runs as at this date or later. */
        from?: string;
        /** @description Runs as at this date or earlier. */
        to?: string;
        /** @description Only runs that were ok (true) or that found breaks (false). */
        ok?: boolean;
        /** @description From 1 (default 1). */
        pageNumber?: number;
        /** @description Rows per page (default 50, at most 200). */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list (JSON, the default), or with Accept: text/csv every row the filters match (CSV). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyReconciliations'];
          'text/csv': string;
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  runClientMoneyReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientMoneyReconciliationRequest'];
      };
    };
    responses: {
      /** @description One client-money reconciliation run, immutable. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyReconciliation'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ValidationFailed",
           *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
           *       "errors": [
           *         {
           *           "field": "title",
           *           "reason": "maxLength"
           *         }
           *       ],
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is authenticated but may not do this (an operator viewer writing). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Forbidden",
           *       "ErrorDescription": "Operator \"auditor\" is a viewer: it may read but not POST.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Forbidden"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getClientMoneyReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run id. */
        reconciliationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON form (the default), or with Accept: text/csv the CSV. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientMoneyReconciliation'];
          'text/csv': string;
        };
      };
      /** @description The subscription key or access token is missing, unknown, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "Unauthorized",
           *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource does not exist or belongs to another partner. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "NotFound",
           *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
