// Generated from openapi/instructions.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/instruction-request/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit into a product issue
         * @description Joins the deposit batch of the day it is processed (the next working day after the cut-off); the account opens, or the open one is topped up, when that batch settles. The client must have a bank account (accounts[]) in the product's currency, where withdrawals are paid; otherwise Rejected NoNominatedAccount. Answers 202 once the request is stored; processing is asynchronous, so poll statusLocation. Repeating the same instructionReference with the same body answers 202 again and creates nothing; the same reference with a different body or type is 409 IdempotencyConflict. Shape errors (missing field, bad GUID, amount not positive or with more than 2 decimals, unknown currency) are 400 at once; rules that need state end as Rejected with a statusReason.
         */
        post: operations["submitDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-request/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a deposit account
         * @description Instant access: the next withdrawal batch. Notice: the batch of the working day on or after the request date plus the notice period. Fixed term: rejected (use close-account at maturity). The amount may not exceed the settled balance less pending withdrawals. Paid to the client's nominated account: its first bank account (accounts[]) in the account's currency. Answers 202 once the request is stored; processing is asynchronous, so poll statusLocation. Repeating the same instructionReference with the same body answers 202 again and creates nothing; the same reference with a different body or type is 409 IdempotencyConflict. Shape errors (missing field, bad GUID, amount not positive or with more than 2 decimals, unknown currency) are 400 at once; rules that need state end as Rejected with a statusReason.
         */
        post: operations["submitWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-request/close-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a deposit account
         * @description Pays out the balance and accrued interest (rounded half-up to the penny) and closes the account when its batch settles; a Closure in batch summaries. Paid to the client's nominated account: its first bank account (accounts[]) in the account's currency. Answers 202 once the request is stored; processing is asynchronous, so poll statusLocation. Repeating the same instructionReference with the same body answers 202 again and creates nothing; the same reference with a different body or type is 409 IdempotencyConflict. Shape errors (missing field, bad GUID, amount not positive or with more than 2 decimals, unknown currency) are 400 at once; rules that need state end as Rejected with a statusReason.
         */
        post: operations["submitAccountClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-request/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert an instruction
         * @description Answers 404 at once when the instruction to revert is unknown to this partner. Processed (the instruction leaves its batch and the totals drop) while that batch is Open; otherwise Rejected with InstructionNotRevertible. Answers 202 once the request is stored; processing is asynchronous, so poll statusLocation. Repeating the same instructionReference with the same body answers 202 again and creates nothing; the same reference with a different body or type is 409 IdempotencyConflict. Shape errors (missing field, bad GUID, amount not positive or with more than 2 decimals, unknown currency) are 400 at once; rules that need state end as Rejected with a statusReason.
         */
        post: operations["submitRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-request/status/{instructionReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of an instruction request
         * @description Created, Processed or Rejected (with a statusReason). 404 for a reference this partner never submitted.
         */
        get: operations["getInstructionStatus"];
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
         * DepositRequest
         * @description A deposit: opens a deposit account on the product issue, or tops up the open one, when its batch settles.
         */
        DepositRequest: {
            /**
             * @description The productId of the product to deposit into.
             * @example FT12-GBP-NORTHBANK
             */
            productReference: string;
            /**
             * @description The product issue (rate tranche) to deposit into. A string of digits, as the specification shows, or an integer.
             * @example 1
             */
            productIssueNumber: number | string;
            /**
             * @description The issue's current version number, as the Product Catalog API shows it. A string of digits, as the specification shows, or an integer.
             * @example 1
             */
            productIssueVersionNumber: number | string;
            /**
             * @description The clientReference of the client the money belongs to: what createIndividualClient or createCompanyClient answered.
             * @example 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60
             */
            accountReference: string;
            /**
             * Format: money
             * @description The amount, a JSON number with at most 2 decimal places, greater than zero.
             * @example 10000.5
             */
            amount: number;
            /**
             * Format: guid
             * @description A GUID the partner chooses for this request; compared case-insensitively. Resubmitting the same reference with the same body is safe.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
        };
        /**
         * InstructionAccepted
         * @description The request is stored and will be processed asynchronously; poll statusLocation.
         */
        InstructionAccepted: {
            /**
             * @description The reference of the request, lower-cased.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
            /**
             * @description Relative address to poll for the outcome (also in the Location header).
             * @example /instruction-request/status/3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            statusLocation: string;
        };
        /**
         * WithdrawalRequest
         * @description A withdrawal from an instant access account (next batch) or a notice account (the batch of the working day on or after the request date plus the notice period).
         */
        WithdrawalRequest: {
            /**
             * @description The clientReference of the client the money belongs to: what createIndividualClient or createCompanyClient answered.
             * @example 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60
             */
            accountReference: string;
            /**
             * @description ISO-4217 currency code of the deposit account: GBP, EUR or USD.
             * @example GBP
             */
            currencyIsoCode: "GBP" | "EUR" | "USD";
            /**
             * @description The depositAccountId of the deposit account, as the Portfolios API shows it.
             * @example 0d2f3c8e-9a51-4bb6-8d0e-7f4a3a9d2c10
             */
            depositAccountReference: string;
            /**
             * Format: money
             * @description The amount, a JSON number with at most 2 decimal places, greater than zero.
             * @example 10000.5
             */
            amount: number;
            /**
             * Format: guid
             * @description A GUID the partner chooses for this request; compared case-insensitively. Resubmitting the same reference with the same body is safe.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
        };
        /**
         * AccountClosureRequest
         * @description Closes a deposit account, paying out its balance and accrued interest: an instant access or notice account at any time (notice applies), a fixed term at or after maturity.
         */
        AccountClosureRequest: {
            /**
             * @description The clientReference of the client the money belongs to: what createIndividualClient or createCompanyClient answered.
             * @example 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60
             */
            accountReference: string;
            /**
             * @description ISO-4217 currency code of the deposit account: GBP, EUR or USD.
             * @example GBP
             */
            currencyIsoCode: "GBP" | "EUR" | "USD";
            /**
             * @description The depositAccountId of the deposit account, as the Portfolios API shows it.
             * @example 0d2f3c8e-9a51-4bb6-8d0e-7f4a3a9d2c10
             */
            depositAccountReference: string;
            /**
             * Format: guid
             * @description A GUID the partner chooses for this request; compared case-insensitively. Resubmitting the same reference with the same body is safe.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
        };
        /**
         * RevertRequest
         * @description Takes an earlier instruction back out of its batch while that batch is still Open. Property names are capitalised as the specification shows; any case is accepted.
         */
        RevertRequest: {
            /**
             * Format: guid
             * @description A GUID the partner chooses for this request; compared case-insensitively. Resubmitting the same reference with the same body is safe.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            InstructionReference: string;
            /**
             * Format: guid
             * @description The instructionReference of the earlier deposit, withdrawal or close-account to take back out of its batch.
             * @example 9b2e7c1d-2f4a-4c55-8b1e-6a0d3c5f7e90
             */
            InstructionToRevertReference: string;
        };
        /**
         * InstructionStatus
         * @description The status of an instruction request.
         */
        InstructionStatus: {
            /**
             * @description Created: waiting to be processed. Processed: an instruction is in a batch (or, for a revert, the instruction left its batch). Rejected: see statusReason.
             * @example Processed
             */
            status: "Created" | "Processed" | "Rejected";
            /**
             * @description The reference of the request, lower-cased.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
            /**
             * @description Why the request was rejected, as `<Code>: <sentence>` for a person (the code alone is statusReasonCode); null otherwise.
             * @example AmountBelowMinimum: The amount is below the product issue's minimum deposit.
             */
            statusReason: string | null;
            /**
             * @description Why the request was rejected, as a code for programs to switch on (the start of statusReason); null unless Rejected. One of:
             *
             *     - `ClientNotFound` (deposit, withdraw, close-account): The client given as accountReference is not registered with this partner.
             *     - `ProductNotFound` (deposit): The product does not exist or is not offered to this partner.
             *     - `ProductIssueNotFound` (deposit): The product has no issue with that number.
             *     - `ProductIssueVersionNotCurrent` (deposit): The product issue version is not the issue's current version; fetch the product again.
             *     - `ProductIssueClosed` (deposit): The product issue is closed to new deposits.
             *     - `NoNominatedAccount` (deposit): The client has no bank account (accounts[]) in the product's currency to pay withdrawals to; add one to the client, then deposit again.
             *     - `AmountBelowMinimum` (deposit): The amount is below the product issue's minimum deposit.
             *     - `AmountAboveMaximum` (deposit): The amount would take the account above the product issue's maximum deposit.
             *     - `CurrencyMismatch` (withdraw, close-account): The currency does not match the deposit account.
             *     - `DepositAccountNotFound` (withdraw, close-account): The deposit account does not exist in this client’s portfolios.
             *     - `DepositAccountClosed` (withdraw, close-account): The deposit account is closed.
             *     - `DepositAccountClosing` (withdraw, close-account): A closure of the deposit account is already pending.
             *     - `WithdrawalPending` (close-account): The deposit account has a pending withdrawal; close it once that has settled.
             *     - `InsufficientFunds` (withdraw): The amount is more than the settled balance less pending withdrawals.
             *     - `FscsLimitExceeded` (deposit): The deposit would take the client's GBP exposure to the institution's banking group over the FSCS limit, and the partner's FSCS policy is to refuse such deposits.
             *     - `FixedTermNotMatured` (withdraw, close-account): A fixed term account can be paid out only by close-account at or after maturity.
             *     - `InstructionToRevertNotFound` (revert): The instruction to revert does not exist for this partner.
             *     - `InstructionNotRevertible` (revert): The instruction can no longer be reverted.
             *     - `ProcessingFailed` (any): The platform failed to process the request and applied none of it; submit it again with a new instructionReference, or quote this one to support.
             * @example AmountBelowMinimum
             * @enum {string|null}
             */
            statusReasonCode: "ClientNotFound" | "ProductNotFound" | "ProductIssueNotFound" | "ProductIssueVersionNotCurrent" | "ProductIssueClosed" | "NoNominatedAccount" | "AmountBelowMinimum" | "AmountAboveMaximum" | "CurrencyMismatch" | "DepositAccountNotFound" | "DepositAccountClosed" | "DepositAccountClosing" | "WithdrawalPending" | "InsufficientFunds" | "FscsLimitExceeded" | "FixedTermNotMatured" | "InstructionToRevertNotFound" | "InstructionNotRevertible" | "ProcessingFailed" | null;
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
    submitDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2021-11-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2021-11-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description A deposit: opens a deposit account on the product issue, or tops up the open one, when its batch settles. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRequest"];
            };
        };
        responses: {
            /** @description The request is stored and will be processed asynchronously; poll statusLocation. */
            202: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionAccepted"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "IdempotencyConflict",
                     *       "ErrorDescription": "The instructionReference 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was already used for a different deposit request; use a new GUID for a new instruction.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#IdempotencyConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
    submitWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2021-11-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2021-11-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description A withdrawal from an instant access account (next batch) or a notice account (the batch of the working day on or after the request date plus the notice period). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The request is stored and will be processed asynchronously; poll statusLocation. */
            202: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionAccepted"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "IdempotencyConflict",
                     *       "ErrorDescription": "The instructionReference 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was already used for a different deposit request; use a new GUID for a new instruction.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#IdempotencyConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
    submitAccountClosure: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2021-11-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2021-11-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description Closes a deposit account, paying out its balance and accrued interest: an instant access or notice account at any time (notice applies), a fixed term at or after maturity. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountClosureRequest"];
            };
        };
        responses: {
            /** @description The request is stored and will be processed asynchronously; poll statusLocation. */
            202: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionAccepted"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "IdempotencyConflict",
                     *       "ErrorDescription": "The instructionReference 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was already used for a different deposit request; use a new GUID for a new instruction.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#IdempotencyConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
    submitRevert: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2021-11-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2021-11-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description Takes an earlier instruction back out of its batch while that batch is still Open. Property names are capitalised as the specification shows; any case is accepted. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevertRequest"];
            };
        };
        responses: {
            /** @description The request is stored and will be processed asynchronously; poll statusLocation. */
            202: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionAccepted"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "The instruction to revert, 9b2e7c1d-2f4a-4c55-8b1e-6a0d3c5f7e90, was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "IdempotencyConflict",
                     *       "ErrorDescription": "The instructionReference 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was already used for a different deposit request; use a new GUID for a new instruction.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#IdempotencyConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
    getInstructionStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2021-11-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2021-11-01";
            };
            path: {
                /** @description The instructionReference of the request. */
                instructionReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of an instruction request. */
            200: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionStatus"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Instruction request 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was not found.",
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
                    /** @description The API's version: 2021-11-01. */
                    "api-version"?: "2021-11-01";
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
