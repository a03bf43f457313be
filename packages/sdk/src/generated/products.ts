// Generated from openapi/products.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description The products offered to the caller’s role (the role in the access token), each with its full issue version history.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description One product with every version of every issue: productIssues holds one element per issue version, ordered by productIssueNumber then productIssueVersionNumber. A product not offered to the caller’s role is 404, as an unknown one.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/{issueNumber}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarise a proposed deposit
         * @description What the proposed amount would earn in the current version of the issue: the net rate (rate less the platform margin) and the estimated balance after the term (fixed term) or 12 months (instant access, notice), compounded as the product pays interest. The amount must lie within the issue’s deposit limits.
         */
        get: operations["getProductIssueSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/issue/{productIssueNumber}/version/{productIssueVersionNumber}/document/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document
         * @description The document of that type carried by that issue version. The media type is chosen from the document’s contentTypes by the Accept header (none or *\/*: the first, normally application/pdf); 406 when the Accept header allows none of them.
         */
        get: operations["downloadProductDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/institution/document/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document of the product’s institution
         * @description The current document of that type of the financial institution offering the product (financialInstitution.documents gives its uri), such as its FSCS depositor information sheet. The media type is chosen as for product documents: by the Accept header among the document’s contentTypes (none or *\/*: the first); 406 when none fits. 400 for a documentType outside the three; 404 when the product is unknown or not offered to the caller’s role, or its institution has no document of that type.
         */
        get: operations["downloadInstitutionDocument"];
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
            reason: "required" | "duplicate" | "maxLength" | "format" | "enum" | "range" | "precision" | "type" | "unknown";
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
            Error: "ValidationFailed" | "MalformedRequest" | "UnsupportedApiVersion" | "Unauthorized" | "Forbidden" | "NotFound" | "NotAcceptable" | "Conflict" | "VersionConflict" | "IdempotencyConflict" | "BatchUpdateConflict" | "AccountNotAcknowledged" | "EventsPruned" | "PayloadTooLarge" | "UnsupportedMediaType" | "BankFileRejected" | "TooManyRequests" | "InternalError" | "ServiceUnavailable";
            /** @description What went wrong, in a sentence for a person. */
            ErrorDescription: string;
            /** @description The refused fields, on validation failures. */
            errors?: components["schemas"]["FieldError"][];
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
            documents: components["schemas"]["ProductDocument"][];
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
            documents: components["schemas"]["ProductDocument"][];
        };
        /**
         * Product
         * @description A savings product with its full issue version history.
         */
        Product: {
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
            productIssues: components["schemas"]["ProductIssue"][];
            financialInstitution: components["schemas"]["FinancialInstitution"];
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
        };
        /**
         * ProductList
         * @description The products available to the caller.
         */
        ProductList: {
            /** @description The products offered to the caller’s role, ordered by productId. */
            productItems: components["schemas"]["Product"][];
        };
        /**
         * AccountHeadroom
         * @description An addition to the specification, present when clientReference is given: the client’s room under depositPerAccountMaximum (a deposit beyond it is Rejected, AmountAboveMaximum).
         */
        AccountHeadroom: {
            /** @description The client asked about. */
            clientReference: string;
            /**
             * @description The issue’s maximum for one account.
             * @example 1000000
             */
            depositPerAccountMaximum: number;
            /**
             * @description What the account a deposit made now would go into holds (settled balance, interest once paid in, never interest only accrued) plus the deposits pending into it.
             * @example 25000
             */
            heldOrPending: number;
            /**
             * @description What a deposit made now could still add: depositPerAccountMaximum less heldOrPending, never below 0.
             * @example 975000
             */
            headroom: number;
        };
        /**
         * ProductIssueSummary
         * @description What a proposed deposit into the current version of an issue would earn.
         */
        ProductIssueSummary: {
            /**
             * @description The product id.
             * @example FT12-GBP-NORTHBANK
             */
            productId: string;
            /**
             * @description The issue number.
             * @example 1
             */
            productIssueNumber: number;
            /**
             * @description The rate the client earns: the current version’s ratePercent less the platform margin, percent a year.
             * @example 4.25
             */
            netRate: number;
            /**
             * @description The AER of netRate (an addition to the specification), percent to 2 places: (1 + r/n)^n - 1 with n the payments a year; for interest paid once at maturity after more than a year, (1 + netRate x years)^(1/years) - 1.
             * @example 4.25
             */
            netAer: number;
            /**
             * @description The amount plus interest at netRate over the term (fixed term) or 12 months (others), compounded as the product pays it: each payment is the interest accrued plus the remainder carried from the last one, rounded half-up to the penny.
             * @example 26062.5
             */
            estimatedBalance: number;
            /**
             * @description The day an account opened by a deposit instructed now would open (its settlement batch date).
             * @example 2026-03-02T00:00:00.0000000+00:00
             */
            dateOfAccountOpen: string;
            /** @description Where to download the current version’s terms and conditions. */
            termsAndConditionsUrl: string;
            accountHeadroom?: components["schemas"]["AccountHeadroom"];
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
    listProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2022-07-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2022-07-01";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products available to the caller. */
            200: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2022-07-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2022-07-01";
            };
            path: {
                /** @description The product id. */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A savings product with its full issue version history. */
            200: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductIssueSummary: {
        parameters: {
            query?: {
                /** @description The proposed deposit, a decimal with at most 2 places (default: the issue’s minimum deposit). */
                amount?: string;
                /** @description An addition to the specification: a client of the caller’s, whose headroom under depositPerAccountMaximum the answer then states (accountHeadroom); 404 for a client the caller does not have. */
                clientReference?: string;
            };
            header?: {
                /** @description The API version the call is written for: 2022-07-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2022-07-01";
            };
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
            /** @description What a proposed deposit into the current version of an issue would earn. */
            200: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductIssueSummary"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadProductDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2022-07-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2022-07-01";
            };
            path: {
                /** @description The product id. */
                productId: string;
                /** @description The issue number. */
                productIssueNumber: number;
                /** @description The issue version number. */
                productIssueVersionNumber: number;
                /** @description ProductTermsAndConditions, DepositInformation or PlatformTerms. */
                documentType: "ProductTermsAndConditions" | "DepositInformation" | "PlatformTerms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, in the negotiated media type. */
            200: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/plain": string;
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description None of the accepted media types can be served. */
            406: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotAcceptable",
                     *       "ErrorDescription": "The document is available as application/pdf only.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotAcceptable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadInstitutionDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2022-07-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2022-07-01";
            };
            path: {
                /** @description The product id; the document is its institution’s. */
                productId: string;
                /** @description ProductTermsAndConditions, DepositInformation or PlatformTerms. */
                documentType: "ProductTermsAndConditions" | "DepositInformation" | "PlatformTerms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, in the negotiated media type. */
            200: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/plain": string;
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description None of the accepted media types can be served. */
            406: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotAcceptable",
                     *       "ErrorDescription": "The document is available as application/pdf only.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotAcceptable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2022-07-01. */
                    "api-version"?: "2022-07-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
