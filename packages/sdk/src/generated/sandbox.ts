// Generated from openapi/sandbox.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox clock */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox clock forward
         * @description Moves the clock forward (never back) and, before answering, runs everything due up to the new time in time order: instruction processing, cut-offs, settlement, accrual, interest posting, maturity. An advance moves at most 366 days (a year), so that no single call runs past a client's timeout: a longer span answers 400 naming that step and moves nothing; advance it in steps. One advance runs at a time: another one meanwhile answers 409 and moves nothing. The clock is saved as the advance goes, so a crash never sends it back before a job that ran. The webhooks of the work are delivered before the answer, the caller's first, for at most a few seconds (WEBHOOK_SANDBOX_BUDGET_MS, 3 s by default); what is unfinished by then is delivered by the worker.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run everything due now
         * @description Processes pending instruction requests and runs the daily jobs due now; answers when idle. The webhooks of the work are delivered before the answer, the caller's first, for at most a few seconds (WEBHOOK_SANDBOX_BUDGET_MS, 3 s by default); what is unfinished by then is delivered by the worker.
         */
        post: operations["runSandboxDueWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bank/reject-next-payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the bank reject the next payout to one of your clients
         * @description The sandbox bank answers the next payment file line that pays one of your clients with a pain.002 RJCT: the payout's transfer is voided, the money stays at the platform's bank, the payment is held until the operator releases it, and the batch stays Closed. Answers 204.
         */
        post: operations["rejectNextSandboxPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bank/delay-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold back your deposit batches' payments for some days
         * @description Your payments for Closed deposit batches reach the platform's bank only after `days` days: the batches settle on their date as usual (interest starts then), but their money is not placed and they stay Closed until it arrives. Answers 204.
         */
        post: operations["delaySandboxBatchPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bank/unexpected-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send money nobody announced to the platform's bank
         * @description The sandbox bank books a credit at once on the platform's client-money account in the currency and sends its statement. It matches no expected movement, so it goes to suspense until the operator resolves it. Answers 204.
         */
        post: operations["sendSandboxUnexpectedCredit"];
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
         * SandboxClock
         * @description The sandbox clock.
         */
        SandboxClock: {
            /**
             * @description The platform's current time.
             * @example 2026-03-02T09:00:00.0000000+00:00
             */
            now: string;
        };
        /**
         * SandboxClockAdvance
         * @description Either `to`, or `days` and/or `hours`. The clock never moves back, and at most 366 days in one advance.
         */
        SandboxClockAdvance: {
            /**
             * @description Whole days to move forward (with hours, at most 366 days in all: more answers 400).
             * @example 1
             */
            days?: number;
            /**
             * @description Whole hours to move forward (with days, at most 366 days in all: more answers 400).
             * @example 6
             */
            hours?: number;
            /**
             * Format: iso-date-time
             * @description An instant to move to (later than now, and at most 366 days ahead).
             * @example 2026-03-02T15:30:00Z
             */
            to?: string;
        };
        /** SandboxJobRun */
        SandboxJobRun: {
            /** @description The job name. */
            job: string;
            /** @description The business date it ran for. */
            date: string;
            /** @description When it was due; the clock stood there while it ran. */
            dueAt: string;
        };
        /**
         * SandboxRunReport
         * @description What the run did.
         */
        SandboxRunReport: {
            /** @description The platform's time after the run. */
            now: string;
            /** @description Instruction requests processed or rejected during the run. */
            instructionRequestsResolved: number;
            /** @description The daily jobs that ran, in order. */
            jobsRun: components["schemas"]["SandboxJobRun"][];
        };
        /** SandboxRejectNextPayout */
        SandboxRejectNextPayout: {
            /**
             * @description The ISO 20022 status reason code the bank gives (default AC04, account closed).
             * @example AC04
             */
            reasonCode?: string;
        };
        /** SandboxDelayPayments */
        SandboxDelayPayments: {
            /**
             * @description Days from today's date before your batch payments reach the platform's bank.
             * @example 2
             */
            days: number;
        };
        /** SandboxUnexpectedCredit */
        SandboxUnexpectedCredit: {
            /** @description The currency of the credit. */
            currencyCode: "GBP" | "EUR" | "USD";
            /**
             * @description The amount credited.
             * @example 125.5
             */
            amount: number;
            /**
             * @description The payer's reference (at most 18 characters).
             * @example UNKNOWN REF
             */
            remittance?: string;
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
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Either `to`, or `days` and/or `hours`. The clock never moves back, and at most 366 days in one advance. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxClockAdvance"];
            };
        };
        responses: {
            /** @description What the run did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxRunReport"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSandboxDueWork: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the run did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxRunReport"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectNextSandboxPayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxRejectNextPayout"];
            };
        };
        responses: {
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delaySandboxBatchPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxDelayPayments"];
            };
        };
        responses: {
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendSandboxUnexpectedCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUnexpectedCredit"];
            };
        };
        responses: {
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
