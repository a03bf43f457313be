// Generated from openapi/portfolios.json by `npm run console:types` (openapi-typescript). Do not edit.

export interface paths {
  '/financial-partners/portfolios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the partner's portfolios
     * @description Every portfolio of every client of the caller, most recently updated first (ties broken by portfolioId), with full deposit accounts, interest figures and pending payment batch items. Iterate by increasing PageNumber up to pageCount; a page past the end is empty. Query names ignore case (pageNumber = PageNumber).
     */
    get: operations['listPortfolios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/financial-partners/portfolios/walk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Walk every portfolio of the partner, unaffected by concurrent changes
     * @description Every portfolio of every client of the caller exactly once, even while deposits, settlements and the nightly jobs change them: the first pass gives each portfolio in portfolioId order (a key that never changes, unlike the last-updated date listPortfolios sorts by); each later pass gives again, in their newer state, the portfolios written since the pass before began. Follow nextCursor until it is null: the walk ends after a later pass that finds nothing, or after five passes. A page may be empty where a pass ends. An extension of the specification; listPortfolios keeps its PageNumber paging.
     */
    get: operations['walkPortfolios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/financial-partners/clients/{clientReference}/portfolios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client's portfolios
     * @description The client's portfolios, one per currency, with full deposit accounts, interest figures, pending payment batch items and links. Send If-Modified-Since to get 304 when no portfolio of the client changed after that time; 200 responses carry Last-Modified. A client with no portfolio yet has an empty list; an unknown client, or another partner's, is 404.
     */
    get: operations['getClientPortfolios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/financial-partners/clients/{clientReference}/pending-instructions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client's pending instructions
     * @description The client's accepted instructions whose batches have not completed yet (reverted ones excluded): the target of a portfolio's pendingInstructions link. An unknown client, or another partner's, is 404.
     */
    get: operations['getPendingInstructions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/financial-partners/{financialPartnerId}/introducers/{introducerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an introducer
     * @description One of the caller's introducers. Another partner's id in the path, or an unknown introducer, is 404.
     */
    get: operations['getIntroducer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/financial-partners/clients/{clientReference}/fscs-exposure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client's FSCS exposure
     * @description Beyond the specification. Per banking group (financialInstitutionGroupId) and currency: the institutions, the client’s settled balances, accrued interest and pending deposits there, and, for GBP at FSCS-protected institutions, the limit in force today, the amount protected, the amount over it and the headroom. Institutions of one group share one limit; institutions that are not FSCS-protected are listed as Unprotected and never count; EUR and USD are shown unconverted, not judged against the sterling limit. An unknown client, or another partner’s, is 404.
     */
    get: operations['getClientFscsExposure'];
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
     * DepositAccount
     * @description A deposit account in a portfolio, with its interest figures.
     */
    DepositAccount: {
      /** @description The deposit account id; use it as depositAccountReference in withdraw and close-account instructions. */
      depositAccountId: string;
      /** @description The product the account was opened against. */
      productId: string;
      /**
       * @description The issue (rate tranche) of the product the account was opened against.
       * @example 1
       */
      productIssueNumber: number;
      /**
       * @description The product issue version current when the account opened; it fixes the rate of a fixed term.
       * @example 1
       */
      productVersionOnAccountOpen: number;
      /** @description Open: earning interest. Matured: a fixed term past its maturity date, waiting for its payout (no more interest). Closed: paid out; amount 0. */
      accountStatus: 'Open' | 'Matured' | 'Closed';
      /**
       * @description The business date the account opened (the settlement date of its first deposit); interest is earned from this day. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateAccountOpenedUTC: string;
      /** @description The maturity date of a fixed term: interest is earned up to, not including, this day. null for instant access and notice accounts. */
      dateAccountMaturesUTC: string | (never | null);
      /**
       * @description The settled balance, posted interest included. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 10000.5
       */
      amount: number;
      /**
       * @description Interest accrued and not yet posted, rounded half-up to the penny (it is carried to 20 decimal places internally). In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 12.34
       */
      interestAccruedAmount: number;
      /**
       * @description Total interest posted to the account so far. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 56.78
       */
      interestPaidAmount: number;
      /**
       * @description For an open fixed term, the whole term's interest at the account's fixed rate; for an open instant access or notice account, the next 12 months' interest on today's balance at today's rate, compounded as the product pays it; for a matured or closed account, the interest it was paid. In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 475
       */
      interestExpectedAmount: number;
    };
    /**
     * Portfolio
     * @description A client's holdings in one currency.
     */
    Portfolio: {
      /** @description The portfolio id. */
      portfolioId: string;
      /**
       * @description Goes up by one whenever anything the portfolio shows changes (deposits, withdrawals, interest, maturity).
       * @example 3
       */
      portfolioVersion: number;
      /** @description ISO-4217 currency of the portfolio. */
      currencyCode: 'GBP' | 'EUR' | 'USD';
      /**
       * @description When the portfolio last changed; the list is sorted by it, newest first. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateLastUpdatedUTC: string;
      /** @description Every deposit account in the portfolio, closed ones included, oldest first. */
      depositAccounts: components['schemas']['DepositAccount'][];
    };
    /**
     * PendingBatchItem
     * @description An accepted instruction whose batch has not completed yet.
     */
    PendingBatchItem: {
      /** @description The instructionReference of the pending instruction (both names carry the same value). */
      pendingBatchItemId: string;
      /** @description The instructionReference of the pending instruction; a platform-made reference for a maturity payout. */
      instructionReference: string;
      /** @description The kind of batch the instruction is in. */
      pendingBatchType: 'deposit' | 'withdrawal';
      /** @description True for a close-account instruction or a maturity payout (the whole balance is paid out). */
      isClosure: boolean;
      /** @description The deposit account concerned; '' for a deposit that has not yet opened an account. */
      depositAccountId: string;
      /** @description The product of the instruction. */
      productId: string;
      /**
       * @description The product issue version of the instruction.
       * @example 1
       */
      productVersion: number;
      /**
       * @description When the instruction joined its batch. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateAddedUTC: string;
      /**
       * @description The business date of the batch that will settle it. ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.
       * @example 2026-03-02T00:00:00.0000000+00:00
       */
      dateToBeActionedUTC: string;
      /**
       * @description The instruction amount (for a closure, the amount known when it was accepted; the payout is the balance on settlement). In major units (pounds, euros, dollars) with at most 2 decimal places.
       * @example 10000.5
       */
      amount: number;
    };
    /**
     * Link
     * @description A link to a related resource.
     */
    Link: {
      /**
       * @description The relation: self, or pendingInstructions.
       * @example pendingInstructions
       */
      rel: string;
      /** @description The path of the related resource, relative to the base address. */
      href: string;
    };
    /**
     * PortfolioInformation
     * @description One portfolio of a client, with its pending payments.
     */
    PortfolioInformation: {
      /** @description The client the portfolio belongs to. */
      clientReference: string;
      portfolio: components['schemas']['Portfolio'];
      /** @description The portfolio's accepted instructions whose batches have not completed (reverted ones excluded), oldest first. */
      pendingPaymentBatchItems: components['schemas']['PendingBatchItem'][];
      /** @description Per-client response only: self, and pendingInstructions (the pending items of this portfolio). */
      links?: components['schemas']['Link'][];
    };
    /**
     * PortfolioPage
     * @description A page of all the partner's portfolios.
     */
    PortfolioPage: {
      /** @description The page's portfolios, most recently updated first. */
      portfolioInformation: components['schemas']['PortfolioInformation'][];
      /**
       * @description The page returned.
       * @example 1
       */
      pageNumber: number;
      /**
       * @description The page size used.
       * @example 50
       */
      pageSize: number;
      /**
       * @description The number of pages: ceil(portfolios / pageSize); 0 when there are none.
       * @example 3
       */
      pageCount: number;
      /**
       * @description Always updatedDateDesc: last-updated date descending, then portfolioId.
       * @enum {string}
       */
      sortOrder: 'updatedDateDesc';
    };
    /**
     * PortfolioWalkPage
     * @description A page of a walk of all the partner's portfolios.
     */
    PortfolioWalkPage: {
      /** @description The page's portfolios, in portfolioId order. May be empty where a pass ends. */
      portfolioInformation: components['schemas']['PortfolioInformation'][];
      /**
       * @description The page size used.
       * @example 50
       */
      pageSize: number;
      /**
       * @description The pass this page belongs to: 1 gives every portfolio once; each later pass gives again, in their newer state, those written since the pass before began.
       * @example 1
       */
      pass: number;
      /** @description Pass it as cursor for the next page; null when the walk is over. */
      nextCursor: string | null;
      /**
       * @description Always portfolioIdAsc within a pass.
       * @enum {string}
       */
      sortOrder: 'portfolioIdAsc';
    };
    /**
     * ClientPortfolios
     * @description A client's portfolios.
     */
    ClientPortfolios: {
      /** @description One item per currency the client holds, ordered by currency code; empty for a client with no portfolio yet. */
      portfolioInformation: components['schemas']['PortfolioInformation'][];
    };
    /**
     * PendingInstructions
     * @description A client's accepted instructions whose batches have not completed.
     */
    PendingInstructions: {
      /** @description The client. */
      clientReference: string;
      /** @description The client's pending items (in one currency when currencyCode is given), oldest first. */
      pendingPaymentBatchItems: components['schemas']['PendingBatchItem'][];
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listPortfolios: {
    parameters: {
      query?: {
        /** @description The page, from 1 (default 1). A page past the end is empty. */
        PageNumber?: number;
        /** @description Portfolios per page, 1 to 100 (default 50). */
        PageSize?: number;
      };
      header?: {
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of all the partner's portfolios. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortfolioPage'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  walkPortfolios: {
    parameters: {
      query?: {
        /** @description Portfolios per page, 1 to 100 (default 50). */
        PageSize?: number;
        /** @description The nextCursor of the page before, unchanged; absent for the first page of a walk. */
        cursor?: string;
      };
      header?: {
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of a walk of all the partner's portfolios. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortfolioWalkPage'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getClientPortfolios: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer 304 with no body if no portfolio of the client changed after this time. ISO-8601 (e.g. 2026-03-02T09:00:00.0000000+00:00, compared to the millisecond) or an HTTP-date (Mon, 02 Mar 2026 09:00:00 GMT, whole seconds). Anything else is 400. */
        'if-modified-since'?: string;
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path: {
        /** @description The clientReference returned when the client was created. */
        clientReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's portfolios. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientPortfolios'];
        };
      };
      /** @description No portfolio of the client changed after If-Modified-Since. */
      304: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPendingInstructions: {
    parameters: {
      query?: {
        /** @description Only the items of this currency. */
        currencyCode?: 'GBP' | 'EUR' | 'USD';
      };
      header?: {
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path: {
        /** @description The clientReference returned when the client was created. */
        clientReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's accepted instructions whose batches have not completed. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingInstructions'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIntroducer: {
    parameters: {
      query?: never;
      header?: {
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path: {
        /** @description The caller's own financialPartnerId; any other is 404. */
        financialPartnerId: string;
        /** @description The introducer id. */
        introducerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A person or business that introduces clients to the partner. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Introducer'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getClientFscsExposure: {
    parameters: {
      query?: never;
      header?: {
        /** @description The API version the call is written for: 2020-04-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
        'api-version'?: '2020-04-01';
      };
      path: {
        /** @description The clientReference returned when the client was created. */
        clientReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's FSCS exposure per banking group and currency, against the limit in force. */
      200: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FscsExposure'];
        };
      };
      /** @description The request is malformed or has invalid fields. */
      400: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
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
      /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
      429: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "TooManyRequests",
           *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
      503: {
        headers: {
          /** @description The API's version: 2020-04-01. */
          'api-version'?: '2020-04-01';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Error": "ServiceUnavailable",
           *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
           *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
           *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
